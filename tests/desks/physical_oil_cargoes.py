"""Blind desk generator: physical_oil_cargoes.

A commodity trading house's physical crude & products desk (Singapore + Geneva):
Murban / Dubai / Forties cargoes, 10ppm gasoil, naphtha, 380cst, paper hedges in
ICE futures and swaps, freight fixtures, Platts MOC window relays, CTRM tickets,
credit/risk bot, AIS + refinery news, email-to-Discord bridge.

Standard library only. Everything is a pure function of the arguments.

    python -m tests.desks.physical_oil_cargoes --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "physical_oil_cargoes"
EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 11, 20, 0, 0, 0, tzinfo=timezone.utc)
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_LONG = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _ms(y, mo, d, h=0, mi=0, s=0, ms=0):
    return int(datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc).timestamp() * 1000) + ms


def _sf(ms, worker, seq):
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


GUILD_ID = str(_sf(_ms(2023, 3, 14, 9, 26, 53, 589), 1, 793))
_FIXED_CHANNELS = [
    str(_sf(_ms(2023, 3, 14, 9, 41, 7, 112), 1, 1841)),
    str(_sf(_ms(2023, 3, 14, 9, 48, 31, 905), 1, 2207)),
    str(_sf(_ms(2023, 5, 2, 7, 12, 44, 61), 3, 377)),
    str(_sf(_ms(2023, 8, 29, 2, 3, 18, 740), 2, 3019)),
]


def channel_id(i: int) -> str:
    if i < len(_FIXED_CHANNELS):
        return _FIXED_CHANNELS[i]
    return str(_sf(_ms(2023, 10, 1, 3, 0, 0) + i * 7919137, 4, (i * 131) % 4096))


# key -> (display name, is_bot, worker, join time)
_PEOPLE = {
    "weijie": ("WJ Tan", False, 3, (2023, 3, 15, 1, 2, 9)),
    "priya": ("Priya N", False, 5, (2023, 3, 15, 1, 40, 51)),
    "darren": ("darren.lim", False, 6, (2023, 4, 3, 2, 11, 7)),
    "kelvin": ("Kelvin Ng (ops)", False, 7, (2023, 3, 16, 0, 58, 33)),
    "raj": ("Raj Menon | chartering", False, 8, (2023, 3, 20, 4, 5, 12)),
    "marc": ("Marc Dubois", False, 9, (2023, 3, 14, 9, 30, 2)),
    "anais": ("Anaïs Favre", False, 10, (2023, 6, 5, 8, 14, 45)),
    "sophie": ("Sophie Keller (Risk)", False, 11, (2023, 3, 22, 13, 1, 19)),
    "jiahui": ("Jia Hui (grad)", False, 12, (2025, 8, 4, 1, 30, 0)),
    "admin": ("desk-admin", False, 13, (2023, 3, 14, 9, 27, 0)),
    "mail": ("MailBridge", True, 16, (2023, 3, 14, 10, 2, 0)),
    "platts": ("Platts Window", True, 17, (2023, 3, 14, 10, 5, 0)),
    "ctrm": ("CTRM", True, 18, (2023, 3, 14, 10, 7, 0)),
    "risk": ("RiskGuard", True, 19, (2023, 3, 14, 10, 9, 0)),
    "ais": ("ShipTrack AIS", True, 20, (2023, 3, 14, 10, 12, 0)),
    "news": ("Newsdesk", True, 21, (2023, 3, 14, 10, 15, 0)),
    "ops": ("desk-ops", True, 22, (2023, 3, 14, 10, 18, 0)),
    "oms": ("OMS", True, 23, (2023, 3, 14, 10, 21, 0)),
}
PEOPLE = {}
for _k, (_n, _b, _w, _j) in _PEOPLE.items():
    PEOPLE[_k] = {"name": _n, "bot": _b, "worker": _w,
                  "id": str(_sf(_ms(*_j, ms=(_w * 37) % 1000), _w, (_w * 911) % 4096))}

SG_PEOPLE = ["weijie", "priya", "darren", "kelvin", "raj", "jiahui"]
GVA_PEOPLE = ["marc", "anais", "sophie"]


def _px(x, tick):
    return round(round(x / tick) * tick, 4)


# --------------------------------------------------------------------------- books
BOOKS = [
    {
        "name": "crude-east", "code": "SG-CRUDE-PHYS", "trader": "weijie", "second": "darren",
        "G": "Murban", "g": "murban", "SZ": "500kb", "SZL": "500,000 bbls", "QTY": "500,000 bbl",
        "LP": "Fujairah", "DPs": ["Ulsan", "Yokkaichi", "Chiba", "Daesan"],
        "CPs": [("Unipec", "Unipec Singapore Pte Ltd"), ("Cosmo", "Cosmo Oil International Pte Ltd"),
                ("GS Caltex", "GS Caltex Singapore Pte Ltd"), ("Idemitsu", "Idemitsu International (Asia) Pte Ltd"),
                ("Hyundai Oilbank", "Hyundai Oilbank Singapore Pte Ltd")],
        "diff": lambda x: f"{x:+.2f} to Dubai", "diff_base": 1.25, "dtick": 0.05, "unit": "bbl",
        "recap_px": "the Platts Dubai M1 monthly average for the month of loading plus a premium of USD {:.2f}/bbl",
        "recap_fact": "USD {:.2f}/bbl", "ctrm_px": "Dubai M1 avg {:+.2f}",
        "BM": "Dubai", "WIN": "Dubai partials", "WIN_SZ": "25kb", "win_n": 4, "window": "asia",
        "win_px": lambda b: b - 1.25, "wtick": 0.01, "wfmt": "{:.2f}",
        "HEDGE": "ICE Brent", "lots": 300, "cut": 50, "opl": "2.5mb", "hedge_px": lambda b: b + 0.05,
        "htick": 0.01, "stops": (0.75, 0.55, 0.30), "tp_off": 0.60,
        "SWAP": "Dubai swaps", "SWSZ": "500kb", "swap_px": lambda b: b - 1.45,
        "G2": "Murban", "V2": "Stella Perdana", "V2C": "Suezmax", "SZ2": "500kb", "DP2": "Onsan",
        "REF": "S-Oil Onsan", "BMSTRUCT": "Dubai structure", "SPREAD": "Murban-Dubai",
        "watch": ["Upper Zakum", "Al-Shaheen", "Oman"],
        "unrelated": ["WTI Midland", "Bonny Light", "CPC Blend"],
        "VF": ["Pacific Tern", "Aegean Lotus", "Maritime Kestrel"], "VFC": "LR2", "ws": 142,
        "ARB": "West-of-Suez crude into North Asia vs Murban", "ARB_SHORT": "Forties into Korea",
        "ARBLVL": "Dated +0.30", "RT_SIDE": "bid for", "RT_WHAT": "one Forties cargo (600kb, {LM2} loading)",
        "RT_INSTR": "Forties", "RT_SIZE": "600kb", "RT_PX": "Dated +0.45", "RU": "$/bbl",
        "ALT": ("priya", "[FILL] bought 25kt naphtha H2 {LMN} CFR Japan @ MOPJ +4.25 from Aramco",
                ["bought", "25kt naphtha", "MOPJ +4.25"], "MOPJ +4.25 from Aramco"),
    },
    {
        "name": "products-sg", "code": "SG-LD-PHYS", "trader": "priya", "second": "weijie",
        "G": "gasoil 10ppm", "g": "10ppm", "SZ": "35kt", "SZL": "35,000 mt", "QTY": "35,000 mt",
        "LP": "Singapore", "DPs": ["Fremantle", "Port Hedland", "Geelong", "Hong Kong"],
        "CPs": [("Ampol", "Ampol Singapore Trading Pte Ltd"), ("BP", "BP Singapore Pte Ltd"),
                ("Trafigura", "Trafigura Pte Ltd"), ("Viva", "Viva Energy Singapore Pte Ltd"),
                ("Z Energy", "Z Energy Singapore Pte Ltd")],
        "diff": lambda x: f"MOPS {x:+.2f}", "diff_base": 0.60, "dtick": 0.05, "unit": "bbl",
        "recap_px": "the mean of Platts Singapore Gasoil 10ppm assessments 2-1-2 around B/L date plus a premium of USD {:.2f}/bbl",
        "recap_fact": "USD {:.2f}/bbl", "ctrm_px": "MOPS GO10 2-1-2 {:+.2f}",
        "BM": "MOPS", "WIN": "Sing 10ppm gasoil", "WIN_SZ": "150kb", "win_n": 1, "window": "asia",
        "win_px": None, "wtick": 0.01, "wfmt": "MOPS {:+.2f}",
        "HEDGE": "ICE Gasoil", "lots": 300, "cut": 50, "opl": "60kt", "hedge_px": lambda b: 640 + (b - 68) * 7.45,
        "htick": 0.25, "stops": (9.0, 6.5, 4.0), "tp_off": 1.60,
        "SWAP": "Sing 10ppm swaps", "SWSZ": "250kb", "swap_px": lambda b: b + 16.5,
        "G2": "naphtha", "V2": "Ocean Marigold", "V2C": "LR1", "SZ2": "55kt", "DP2": "Chiba",
        "REF": "ENEOS Chiba", "BMSTRUCT": "gasoil cracks", "SPREAD": "East-West gasoil",
        "watch": ["jet/kero", "92 RON", "Sing 0.5% marine fuel"],
        "unrelated": ["Eurobob", "ULSD NYH", "propane"],
        "VF": ["Seri Camellia", "Nordic Aster", "Hafen Ruby"], "VFC": "MR", "ws": 185,
        "ARB": "East-West gasoil arb (Singapore into ARA)", "ARB_SHORT": "the E/W gasoil arb",
        "ARBLVL": "E/W -$12/mt", "RT_SIDE": "offer", "RT_WHAT": "one LR2 of 10ppm (90kt) into the West for {LM2}",
        "RT_INSTR": "10ppm", "RT_SIZE": "90kt", "RT_PX": "ICE LSGO +4.50/mt", "RU": "$/mt",
        "ALT": ("weijie", "[FILL] bought 200kb Murban {LMN} @ +1.15 to Dubai from Cosmo",
                ["bought", "200kb Murban", "+1.15 to Dubai"], "+1.15 to Dubai from Cosmo"),
    },
    {
        "name": "crude-west", "code": "SG-CRUDE-WOS", "trader": "weijie", "second": "priya",
        "G": "Forties", "g": "forties", "SZ": "600kb", "SZL": "600,000 bbls", "QTY": "600,000 bbl",
        "LP": "Hound Point", "DPs": ["Ulsan", "Yeosu", "Daesan", "Qingdao"],
        "CPs": [("SK Energy", "SK Energy International Pte Ltd"), ("Unipec", "Unipec Singapore Pte Ltd"),
                ("Hanwha", "Hanwha TotalEnergies Petrochemical Co"), ("Equinor", "Equinor ASA"),
                ("Shell", "Shell International Eastern Trading Co")],
        "diff": lambda x: f"Dated {x:+.2f}", "diff_base": 0.40, "dtick": 0.05, "unit": "bbl",
        "recap_px": "Platts Dated Brent average of the five quotations after B/L date plus a premium of USD {:.2f}/bbl",
        "recap_fact": "USD {:.2f}/bbl", "ctrm_px": "Dated 5d post-B/L {:+.2f}",
        "BM": "Dated", "WIN": "Forties partials", "WIN_SZ": "100kb", "win_n": 2, "window": "london",
        "win_px": lambda b: b + 0.25, "wtick": 0.01, "wfmt": "{:.2f}",
        "HEDGE": "ICE Brent", "lots": 400, "cut": 100, "opl": "3.0mb", "hedge_px": lambda b: b + 0.05,
        "htick": 0.01, "stops": (0.80, 0.60, 0.35), "tp_off": 0.55,
        "SWAP": "Dated swaps", "SWSZ": "600kb", "swap_px": lambda b: b - 0.30,
        "G2": "Ekofisk", "V2": "Nord Halcyon", "V2C": "Aframax", "SZ2": "600kb", "DP2": "Rotterdam",
        "REF": "Shell Pernis", "BMSTRUCT": "Brent/Dubai EFS", "SPREAD": "Forties-Dubai",
        "watch": ["Johan Sverdrup", "WTI Midland", "Oseberg"],
        "unrelated": ["Urals", "Basrah Medium", "Es Sider"],
        "VF": ["Nordic Skua", "Aegean Lotus", "Baltic Plover"], "VFC": "Aframax", "ws": 128,
        "ARB": "North Sea crude into North Asia", "ARB_SHORT": "Forties into Korea",
        "ARBLVL": "+1.80 to Dubai delivered", "RT_SIDE": "offer", "RT_WHAT": "our second Forties cargo (600kb, {LM2} loading) DES Ulsan",
        "RT_INSTR": "Forties", "RT_SIZE": "600kb", "RT_PX": "+2.10 to Dubai", "RU": "$/bbl",
        "ALT": ("priya", "[FILL] sold 35kt gasoil 10ppm @ MOPS +0.55 to Ampol",
                ["sold", "35kt gasoil 10ppm", "MOPS +0.55"], "MOPS +0.55 to Ampol"),
    },
    {
        "name": "fuel-oil", "code": "SG-FO-PHYS", "trader": "darren", "second": "priya",
        "G": "380cst", "g": "380", "SZ": "40kt", "SZL": "40,000 mt", "QTY": "40,000 mt",
        "LP": "Singapore", "DPs": ["Fujairah", "Hong Kong", "Busan", "Zhoushan"],
        "CPs": [("Glencore", "Glencore Singapore Pte Ltd"), ("Mercuria", "Mercuria Energy Trading Pte Ltd"),
                ("Minerva", "Minerva Bunkering Pte Ltd"), ("PetroChina", "PetroChina International (Singapore) Pte Ltd"),
                ("KPI", "Kuwait Petroleum (Singapore) Pte Ltd")],
        "diff": lambda x: f"MOPS 380 {x:+.2f}", "diff_base": 3.50, "dtick": 0.25, "unit": "mt",
        "recap_px": "the mean of Platts Singapore HSFO 380 CST assessments 5 days around B/L plus a premium of USD {:.2f}/mt",
        "recap_fact": "USD {:.2f}/mt", "ctrm_px": "MOPS380 5d {:+.2f}",
        "BM": "MOPS 380", "WIN": "Sing 380cst", "WIN_SZ": "20kt", "win_n": 2, "window": "asia",
        "win_px": lambda b: b * 6.35 - 40, "wtick": 0.25, "wfmt": "{:.2f}",
        "HEDGE": "ICE Sing 380", "lots": 40, "cut": 10, "opl": "80kt", "hedge_px": lambda b: b * 6.35 - 41,
        "htick": 0.25, "stops": (7.0, 5.0, 3.0), "tp_off": 4.5,
        "SWAP": "380cst swaps", "SWSZ": "20kt", "swap_px": lambda b: b * 6.35 - 42.5,
        "G2": "0.5% VLSFO", "V2": "Seri Kenanga", "V2C": "MR", "SZ2": "35kt", "DP2": "Daesan",
        "REF": "Hyundai Oilbank Daesan", "BMSTRUCT": "380 cracks", "SPREAD": "Hi-5",
        "watch": ["Fujairah 380", "180cst", "Sing 0.5% VLSFO"],
        "unrelated": ["Eurobob", "propane", "jet/kero"],
        "VF": ["Hafen Ruby", "Pacific Tern", "Ocean Bream"], "VFC": "MR", "ws": 210,
        "ARB": "West-East HSFO arb (ARA into Singapore)", "ARB_SHORT": "the W-E 380 arb",
        "ARBLVL": "$10/mt", "RT_SIDE": "bid for", "RT_WHAT": "an 80kt 380cst cargo ex-Rotterdam for {LM2} arrival",
        "RT_INSTR": "380cst", "RT_SIZE": "80kt", "RT_PX": "$368/mt", "RU": "$/mt",
        "ALT": ("weijie", "[FILL] bought 200kb Murban {LMN} @ +1.15 to Dubai from Cosmo",
                ["bought", "200kb Murban", "+1.15 to Dubai"], "+1.15 to Dubai from Cosmo"),
    },
]

OTHER_HOUSES = ["Vitol", "Trafigura", "Glencore", "Gunvor", "Mercuria", "Totsa", "Shell", "BP",
                "PetroChina", "Unipec", "Reliance", "Equinor", "ENOC", "Aramco Trading", "ExxonMobil",
                "Chevron", "SK Energy", "GS Caltex", "Hengli", "Rongsheng", "Sinochem", "Petco"]
BROKERS = ["PVM", "Tullett Prebon", "Marex", "Clarksons", "Gibson", "SSY", "BRS", "Braemar"]
INSPECTORS = ["SGS", "Intertek", "Saybolt", "AmSpec", "Inspectorate"]
QUOTE_BODIES = [
    ("Dear all,\n\nAs discussed on the phone earlier, please find our comments below. We would appreciate a prompt "
     "reply so that we can finalise the documentation on our side before the cut-off. Should you have any questions "
     "regarding the above, do not hesitate to contact the undersigned or the team on the usual numbers.\n\n"
     "Kind regards,\n{org}"),
    ("Hi team,\n\nThanks for your mail. Noted with thanks; we are checking internally and will revert by end of "
     "day Singapore time. In the meantime please note that our office will be closed on the coming public holiday, "
     "and urgent matters should be sent to the duty mailbox, which is monitored 24/7.\n\nBest,\n{org}"),
    ("Dear Sirs,\n\nWe refer to the {LMN} programme and to the vessel schedule circulated last week. Please be advised "
     "that the terminal at {LP} has updated its berthing rules: vessels must present a valid SIRE inspection not older "
     "than six months and a completed terminal questionnaire at least 72 hours before arrival. Vessels not meeting "
     "the requirements may be refused berth without liability to the terminal.\n\nRegards,\n{org}"),
    ("Good morning,\n\nPlease find attached the updated documentary instructions for {G} cargoes. Note the change in "
     "the notify party and the requirement for three originals of the bill of lading plus the certificate of origin "
     "legalised by the chamber of commerce. Letters of indemnity will only be accepted on the agreed wording.\n\n"
     "Thanks & regards,\n{org}"),
]
SANCTIONS = (
    "Sanctions: the parties shall comply with all applicable sanctions laws and regulations, including those of the "
    "United Nations, the European Union, the United Kingdom, the United States and Switzerland. No cargo of sanctioned "
    "origin, and no vessel that is sanctioned, owned or controlled by a sanctioned person, or that has engaged in "
    "ship-to-ship transfers with such vessels in the past twelve months, shall be nominated or accepted. AIS shall be "
    "kept on at all times. Any breach entitles the other party to terminate without liability.")
DISCLAIMERS = [
    ("This e-mail and any attachments are confidential and may be privileged. If you are not the intended recipient, "
     "please notify the sender immediately and delete it; do not copy, use or disclose its contents. E-mail transmission "
     "cannot be guaranteed to be secure or error-free as information could be intercepted, corrupted, lost, destroyed, "
     "arrive late or incomplete, or contain viruses. The sender therefore does not accept liability for any errors or "
     "omissions in the contents of this message which arise as a result of e-mail transmission. {org} does not accept "
     "responsibility for any loss or damage arising from the use of this e-mail or its attachments. Any views or opinions "
     "presented are solely those of the author and do not necessarily represent those of {org}."),
    ("IMPORTANT NOTICE: This message is intended only for the addressee and may contain information that is confidential, "
     "proprietary or exempt from disclosure. If you are not the intended recipient, any dissemination, distribution or "
     "copying is strictly prohibited; please notify the sender by reply and permanently delete the message. Nothing in "
     "this message constitutes an offer, acceptance or contract unless expressly stated, and any recap is subject to "
     "the parties' written confirmation. {org} and its affiliates process personal data in accordance with their privacy "
     "notice, available on request. Please consider the environment before printing this e-mail."),
    ("Confidentiality: the information contained in this communication is confidential and intended solely for the use "
     "of the individual or entity to whom it is addressed. Market commentary, where provided, is for information only "
     "and does not constitute investment advice or a recommendation to buy or sell any commodity or derivative. Prices "
     "are indicative and subject to change without notice. Calls and electronic communications may be recorded and "
     "monitored for regulatory and compliance purposes. {org} is not responsible for the accuracy of third-party data."),
]
OTHER_VESSELS = ["Kota Harmoni", "Nave Orion", "Celsius Riga", "Torm Helene", "Minerva Lydia",
                 "Front Jaguar", "Seaways Sabine", "Marlin Aurora", "Suez Fortune", "Dong-A Thetis",
                 "Eagle Seville", "Pacific Heron", "Nissos Delos", "Advantage Sky", "Cape Tallinn"]


# --------------------------------------------------------------------------- model
class Msg:
    def __init__(self, t, who, content="", embeds=None, reply=None, thread=None, attachments=None):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.attachments = attachments or []
        self.hard = None
        self.kind = None
        self.idiom = None
        self.edits = []
        self.deleted = None
        self.forgotten = None
        self.bulk = None
        self.pin = None
        self.reactions = []
        self.superseded = []
        self.removed = None
        self.id = None
        self.channel = None

    def final_text(self):
        c = self.edits[-1][1] if self.edits else self.content
        parts = [c]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


def _emb(title=None, description=None, fields=None, footer=None, author=None, url=None, color=None):
    e = {}
    if title:
        e["title"] = title
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": bool(i)} for (n, v, i) in fields]
    if footer:
        e["footer"] = footer
    if color is not None:
        e["color"] = color
    return e


# activity weight per UTC hour (SG 00:30-10:30 UTC, Geneva 07-17 UTC, windows 08:00 and 16:00)
HOUR_W = [3, 9, 10, 9, 6, 6, 8, 10, 13, 10, 8, 6, 6, 7, 7, 6, 9, 5, 3, 2, 2, 1, 1, 2]
SG_HOURS = list(range(0, 11))
GVA_HOURS = list(range(6, 18))


class Day:
    def __init__(self, seed, book, ch_index, day_index, day_start, first):
        self.rng = random.Random(f"{DESK}:{seed}:{ch_index}:{day_index}")
        self.book = book
        self.ch_index = ch_index
        self.day_index = day_index
        self.start = int(day_start.timestamp() * 1000)
        self.end = self.start + 86400000
        self.date = day_start
        self.first = first
        self.msgs = []
        self.bulk_ops = []
        self.idioms = []
        self._ctx()

    # ---- helpers
    def at(self, h, m=0, spread=0.0):
        r = self.rng
        mins = h * 60 + m + (r.uniform(0, spread) if spread else 0)
        t = self.start + int(mins * 60000) + r.randint(0, 59999)
        return min(t, self.end - 5000)

    def after(self, t, lo, hi):
        return min(t + int(self.rng.uniform(lo, hi) * 60000) + self.rng.randint(0, 999), self.end - 4000)

    def curve_time(self, hours=None):
        r = self.rng
        hs = hours if hours is not None else list(range(24))
        w = [HOUR_W[h] for h in hs]
        h = r.choices(hs, weights=w)[0]
        return self.start + h * 3600000 + r.randint(0, 3599999)

    def post(self, t, who, content="", **kw):
        m = Msg(min(t, self.end - 3000), who, content, **kw)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.hard = (etype, list(facts), phrasing)
        if idiom and self.first:
            self.idioms.append((m, idiom, etype))
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom and self.first:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def noise(self, m):
        m.kind = "noise"
        return m

    def _ctx(self):
        r, b = self.rng, self.book
        d = self.date
        mrng = random.Random(f"{DESK}:mkt:{d.date().isoformat()}")
        dn = (d.date() - datetime(2026, 1, 1).date()).days
        import math
        self.brent = round(67.4 + 1.3 * math.sin(dn / 9.0) + mrng.gauss(0, 0.35), 2)
        lm = (d.month + 1) % 12          # load month index (M+2)
        ly = d.year + (1 if d.month + 2 > 12 else 0)
        im = (d.month + 2) % 12
        iy = d.year + (1 if d.month + 3 > 12 else 0)
        self.LMN = MON[lm]
        self.LMNL = MONTH_LONG[lm]
        self.LMY = ly
        self.LM2 = MON[im]
        self.ICEM = f"{MON[im]}{iy % 100:02d}"
        self.SWM = f"{MON[lm]}{ly % 100:02d}"
        cps = list(b["CPs"])
        r.shuffle(cps)
        self.CP, self.CPF = cps[0]
        self.CP2, self.CP2F = cps[1]
        self.DP = r.choice(b["DPs"])
        l0 = r.randint(3, 24)
        self.LAY = f"{l0}-{l0 + 2} {self.LMN}"
        self.LAYL = f"{l0}-{l0 + 2} {self.LMNL} {self.LMY}"
        dt = b["dtick"]
        base = b["diff_base"] + r.choice([-2, -1, 0, 1, 2]) * dt
        self.o_first = _px(base + 3 * dt, dt)
        self.o = _px(base + 2 * dt, dt)
        self.floor = _px(base - dt, dt)
        self.fill = _px(base + r.choice([-1, 0, 1]) * dt, dt)
        if self.fill < self.floor:
            self.fill = self.floor
        # window
        if b["win_px"] is None:
            wb = 0.55 + r.choice([-3, -2, -1, 0, 1, 2]) * 0.03
        else:
            wb = b["win_px"](self.brent)
        self.wb = wb
        wt = b["wtick"]
        self.wbid = _px(wb - 2 * wt, wt)
        self.wtrade = _px(wb, wt)
        self.wbid_max = _px(wb + 3 * wt, wt)
        # hedge
        ht = b["htick"]
        h0 = b["hedge_px"](self.brent)
        self.hpx1 = _px(h0 + 12 * ht, ht)
        self.hpx2 = _px(h0 + 4 * ht, ht)
        self.lots = b["lots"]
        self.lots2 = b["lots"] - b["cut"]
        self.part = int(round(self.lots2 * r.uniform(0.38, 0.52) / 10.0) * 10) or 10
        self.hfill_p = _px(h0 + 5 * ht, ht)
        self.avg1 = _px(h0 + 3 * ht, ht)
        self.avg2 = _px(h0 + 1 * ht, ht)
        s1, s2, s3 = b["stops"]
        self.st1 = _px(self.hpx2 + s1, ht)
        self.st2 = _px(self.hpx2 + s2, ht)
        self.st3 = _px(self.hpx2 + s3, ht)
        self.swpx = _px(b["swap_px"](self.brent), ht)
        self.tp = _px(self.swpx - b["tp_off"], ht)
        self.deal = r.randint(30000, 49999)
        self.deal2 = self.deal + r.randint(3, 40)
        self.oid = f"{r.choice('ABCDEF')}{r.randint(1, 9)}{r.choice('ABCDEF')}{r.randint(1, 9)}-{r.randint(1000, 9999)}"
        self.oid2 = f"{r.choice('ABCDEF')}{r.randint(1, 9)}{r.choice('ABCDEF')}{r.randint(1, 9)}-{r.randint(1000, 9999)}"
        self.VF = r.choice(b["VF"])
        self.ws_own = b["ws"] + r.randint(4, 10)
        self.ws_c = b["ws"] + r.randint(-4, 0)
        self.ws_max = self.ws_c + 3
        self.ws_fix = self.ws_c + r.randint(0, 2)
        self.broker = r.choice(BROKERS)
        self.insp = r.choice(INSPECTORS)
        self.mail_n = r.randint(100000, 999999)
        houses = [h for h in OTHER_HOUSES if h not in (self.CP, self.CP2)]
        r.shuffle(houses)
        self.houses = houses
        self.W = list(b["watch"])
        r.shuffle(self.W)

    def fmt_w(self, x):
        return self.book["wfmt"].format(x)

    def fh(self, x):
        return f"{x:.2f}"

    def D(self, x):
        return self.book["diff"](x)

    def sd(self, x):
        return f"{x:+.2f}"

    def ctx(self):
        b = self.book
        return dict(G=b["G"], g=b["g"], SZ=b["SZ"], LP=b["LP"], DP=self.DP, CP=self.CP, CP2=self.CP2,
                    V2=b["V2"], G2=b["G2"], DP2=b["DP2"], REF=b["REF"], LMN=self.LMN, ICEM=self.ICEM,
                    SWM=self.SWM, HEDGE=b["HEDGE"], SWAP=b["SWAP"], WIN=b["WIN"], BM=b["BM"],
                    W1=self.W[0], W2=self.W[1], VF=self.VF, VFC=b["VFC"], INSP=self.insp,
                    H1=self.houses[0], H2=self.houses[1], H3=self.houses[2], BROKER=self.broker,
                    ws=b["ws"] + self.rng.randint(-6, 6), bmove=self.rng.randint(15, 85),
                    x=self.rng.randint(4, 19), td3c=self.rng.randint(55, 80), vlsfo=self.rng.randint(470, 540),
                    VX=self.rng.choice(OTHER_VESSELS), dem=round(self.rng.uniform(8, 40), 1),
                    hhmm=f"{self.rng.randint(0, 23):02d}{self.rng.choice(['00', '12', '30', '42', '48'])}",
                    blq=f"{self.rng.randint(480, 520)},{self.rng.randint(100, 999)}")

    # ---------------------------------------------------------------- build
    def build(self):
        b = self.book
        self.trader = b["trader"]
        self.second = b["second"]
        self.story()
        self.background()
        self.filler()
        self.noise_bots()
        self.acks()
        return self

    # ---------------------------------------------------------------- story
    def story(self):
        r, b = self.rng, self.book
        T, S = self.trader, self.second
        G, SZ = b["G"], b["SZ"]
        HEDGE, ICEM = b["HEDGE"], self.ICEM
        hi = f"{HEDGE} {ICEM}"
        opt_target = r.randint(36, 43)
        core = 0

        # --- book / watchlist post
        held_line = (f"Held: {G} {self.LMN}-loading cargo ({SZ}, laycan {self.LAY}, unsold) · "
                     f"{b['G2']} on {b['V2']} ({b['SZ2']}, disch {b['DP2']}) · {b['SWAP']} {self.SWM} short {b['SWSZ']} · "
                     f"{b['WIN']} {self.LMN} length")
        self.post(self.at(0, 2), "ops",
                  f"📋 Book & watchlist · {b['name']} · {self.date.strftime('%a %d %b %Y')}\n{held_line}\n"
                  f"Watchlist: {', '.join(b['watch'])}\nHedges: {hi} (flat at open), {b['SWAP']} {self.SWM}\n"
                  f"Counterparty lines: see RiskGuard /limits")

        # --- H1 AIS on held vessel (embed only)
        hrs = r.choice([18, 24, 30, 36, 42])
        m = self.post(self.at(0, 52, 12), "ais", "", embeds=[_emb(
            title=f"AIS alert — {b['V2']}",
            description=(f"{b['V2']} ({b['V2C']}, laden, {b['G2']} {b['SZ2']} for Merlion) anchored off {b['DP2']}; "
                         f"berthing pushed back ~{hrs}h on port congestion / weather. Laytime exposure flagged."),
            fields=[("Last position", f"{r.uniform(30, 36):.3f}N {r.uniform(125, 130):.3f}E" if b['DP2'] not in ('Rotterdam',) else "51.981N 3.902E", 1),
                    ("Speed", "0.2 kn", 1), ("New ETB", f"+{hrs}h", 1), ("Charterer", "Merlion Petroleum", 1)],
            footer="ShipTrack AIS · geofence " + b['DP2'].lower() + "-anch · src terrestrial+sat", color=15105570)])
        self.hard(m, "held_position_news", [b["V2"], f"~{hrs}h", b["G2"]], "embed",
                  "AIS embed on vessel carrying held cargo")
        m.reactions.append((self.after(m.t, 2, 9), "👀", "kelvin"))
        self.post(self.after(m.t, 3, 8), "kelvin",
                  f"noted, I inform {b['DP2']} agent. demurrage clock on us or receivers? will check CP terms", reply=m)

        # --- P1 proposal (edited once: price)
        t = self.at(1, 12, 10)
        p1_old = (f"ok {self.CP} asking for {self.LMN}-loading {G}. propose we offer {SZ}, laycan {self.LAY} "
                  f"{b['LP']}, at {self.D(self.o_first)}. floor {self.D(self.floor)} can lah. "
                  f"Marc pls approve when u wake up, I keep them warm")
        p1_new = p1_old.replace(self.D(self.o_first), self.D(self.o))
        p1 = self.post(t, T, p1_old)
        p1.edits.append((self.after(t, 2, 6), p1_new))
        p1.superseded.append(self.D(self.o_first))
        self.hard(p1, "trade_proposal", [G, "offer", SZ, self.D(self.o)], "untagged",
                  "Singlish untagged offer proposal with diff to benchmark, edited price")
        q = self.post(self.after(p1.t, 4, 9), S,
                      f"u sure {self.CP} take {self.D(self.o)} ah? last month they paid {self.D(self.floor - 3 * b['dtick'])} only",
                      reply=p1)
        self.near(q)
        self.post(self.after(q.t, 1, 4), T, f"sure lah, they short for {self.DP} run, refinery cannot wait", reply=q)
        hyp = self.post(self.after(q.t, 12, 25), T,
                        f"if {self.CP} don't bite, maybe we try {self.CP2} at {self.D(self.o - b['dtick'])}? just thinking only, not offering yet")
        self.near(hyp, "hypothetical 'if … maybe we try' with a level")

        # --- P2 shorthand window bid
        n = b["win_n"]
        t2 = self.at(2, 4, 12)
        p2 = self.post(t2, T, f"b {n}x{b['WIN_SZ']} {self.LMN} {b['WIN']} @ {self.fmt_w(self.wbid_max)} max in window, for the blend. ok?")
        self.hard(p2, "trade_proposal", [f"b {n}x{b['WIN_SZ']}", b["WIN"], self.fmt_w(self.wbid_max)], "shorthand",
                  "shorthand bid 'b NxSIZE … @ px max in window'")

        # --- T1 thesis update (SG trader)
        m = self.post(self.at(3, 2, 20), T,
                      f"ok I change my view on {b['BMSTRUCT']} — M1/M3 going to weaken into {self.LMN}, not bullish anymore. "
                      f"neutral from here, no more adding")
        self.hard(m, "thesis_update", [b["BMSTRUCT"], "neutral"], "untagged")

        # --- deleted fill (wrong channel)
        aw, atext, afacts, asnip = b["ALT"]
        atext = atext.format(LMN=self.LMN)
        m = self.post(self.at(3, 24, 15), aw, atext)
        m.deleted = self.after(m.t, 0.5, 2)
        m.removed = asnip
        self.hard(m, "trade_fill", afacts, "tagged")
        self.post(self.after(m.deleted, 0.2, 1), aw, "oops wrong channel 🙈 deleted")

        # --- unrelated/quoted news near-miss
        un = r.choice(b["unrelated"])
        m = self.post(self.at(5, 20, 40), "news", "", embeds=[_emb(
            title=f"{un}: exports seen at record as {self.houses[3]} adds term buyers",
            description=(f"Flows of {un} are on track for a record month, shipping data showed, with {self.houses[3]} "
                         f"and {self.houses[4]} lifting extra cargoes. Traders said differentials held steady."),
            footer="Newsdesk · energy wire · relevance: low", author="Newsdesk")])
        self.near(m)
        m = self.post(self.after(m.t, 4, 30), S,
                      f"lol {self.houses[5]} apparently sold 3 {r.choice(b['unrelated'])} cargoes to India yesterday, Reuters say. crazy price")
        self.near(m)

        # --- watch news W1
        w = self.W[0]
        seller = self.houses[6]
        m = self.post(self.at(2, 35, 30), "news", "", embeds=[_emb(
            title=f"Tender: {seller} offers {w} for {self.LMN} loading",
            description=(f"{seller} is offering a {w} cargo for {self.LMN} loading via tender closing "
                         f"{DOW[(self.date.weekday() + 2) % 7]}, with bids valid for 24 hours. Last month's tender was "
                         f"awarded at a premium, traders said."),
            fields=[("Grade", w, 1), ("Loading", self.LMN, 1), ("Closes", DOW[(self.date.weekday() + 2) % 7], 1)],
            footer="Newsdesk · tenders", author="Newsdesk")])
        self.hard(m, "watchlist_news", [w, seller], "embed")

        # --- P3 tagged pre-hedge, rejected
        t3 = self.at(6, 2, 10)
        p3 = self.post(t3, T, f"[PROPOSAL] SELL {self.lots} lots {hi} @ {self.fh(self.hpx1)} LMT — pre-hedge the {G} before "
                              f"{self.CP} comes back. stop {self.fh(self.st1)}")
        self.hard(p3, "trade_proposal", ["SELL", f"{self.lots} lots", hi, self.fh(self.hpx1)], "tagged",
                  "[PROPOSAL] tag with side, lots, contract, limit")

        # --- morning note (long, no decision)
        self.morning_note(self.at(6, 18, 8))

        # --- Marc online, approvals
        tm = self.at(6, 40, 6)
        self.post(tm, "marc", r.choice(["Bonjour à tous ☕", "Morning all", "Bonjour — catching up on the Asia chat"]))
        a3 = self.post(self.after(tm, 2, 5), "marc",
                       f"Non. Pas avant que le cargo soit vendu — I don't want {self.lots} lots outright short on a maybe. Rejected for now.",
                       reply=p3)
        self.hard(a3, "trade_approval", ["Non", "Rejected", f"{self.lots} lots"], "reply",
                  "French rejection reply 'Non … Rejected'")
        a1 = self.post(self.after(a3.t, 1, 4), "marc",
                       f"Morning. OK go — {self.sd(self.floor)} is the floor, don't chase below. Bien joué WJ." if T == "weijie"
                       else f"Morning. OK go — {self.sd(self.floor)} is the floor, don't chase below. Bien joué.", reply=p1)
        self.hard(a1, "trade_approval", ["OK go", self.sd(self.floor)], "reply")
        p1.reactions.append((self.after(a1.t, 0.2, 1), "📌", "marc"))
        p1.pin = (self.after(a1.t, 0.3, 1.2), "marc")
        a2 = self.post(self.after(a1.t, 1, 3), "marc", f"👍 send it, {n} max", reply=p2)
        self.hard(a2, "trade_approval", ["send it", f"{n} max"], "reply", "emoji approval reply '👍 send it'")
        self.post(self.after(a2.t, 0.5, 2), T, "ok 🙏")

        # --- T2 Marc thesis
        m = self.post(self.after(a2.t, 8, 20), "marc",
                      f"Pour moi la thèse reste valable: {b['SPREAD']} stays wide through {self.LMN}. Conviction up — we keep the "
                      f"{G} diff exposure unhedged until the window.")
        self.hard(m, "thesis_update", [b["SPREAD"], "Conviction up"], "untagged")

        # --- history near-miss
        m = self.post(self.after(m.t, 3, 10), "marc",
                      f"Rappel: last year we sold the same {self.LMN} slot at {self.D(self.o + 0.6)} and freight ate half of it. "
                      f"Watch the {b['VFC']} market.")
        self.near(m)

        # --- F1 fill (Singlish)
        tf = self.after(a1.t, 30, 55)
        f1 = self.post(tf, T, f"done lah 🥵 {G} {SZ} sold to {self.CP} at {self.D(self.fill)}, laycan {self.LAY}. "
                              f"they try lowball first, I hold firm", reply=p1)
        self.hard(f1, "trade_fill", [G, "sold", SZ, self.D(self.fill)], "untagged", "terse Singlish 'done lah … sold' fill")
        f1.reactions.append((self.after(tf, 0.5, 3), "🔥", "marc"))
        f1.reactions.append((self.after(tf, 0.5, 5), "👍", S))

        # --- F3 CTRM key=value
        tc = self.after(tf, 3, 7)
        f3 = self.post(tc, "ctrm",
                       "CTRM · deal captured\n"
                       f"deal_id=CTRM-24-{self.deal}\nbook={b['code']}\ntrader={PEOPLE[T]['name'].split()[0].lower()}\n"
                       f"side=SELL\ngrade={G}\nqty={b['QTY']}\npricing={b['ctrm_px'].format(self.fill)}\n"
                       f"laycan={self.LAY}\nloadport={b['LP']}\ncpty={self.CPF}\nincoterm=FOB\nstatus=VALIDATED")
        self.hard(f3, "trade_fill", [f"CTRM-24-{self.deal}", "side=SELL", f"grade={G}", self.sd(self.fill)],
                  "structured", "CTRM key=value deal ticket")

        # --- K1 credit breach (embed)
        tk = self.after(tc, 1, 3)
        util = r.randint(102, 114)
        k1 = self.post(tk, "risk", "⚠️ **Counterparty credit**", embeds=[_emb(
            title=f"Credit line BREACH — {self.CPF}",
            description=f"Post-trade exposure exceeds approved line after CTRM-24-{self.deal}. New deals with this counterparty blocked pending Risk sign-off.",
            fields=[("Line", "$60.0m", 1), ("Exposure", f"${60 * util / 100:.1f}m", 1), ("Utilisation", f"{util}%", 1),
                    ("Security", "none (open credit)", 0)],
            footer="RiskGuard v2.8 · credit engine · policy CR-3", color=15158332)])
        self.hard(k1, "risk_limit", ["BREACH", self.CPF, f"{util}%"], "embed")
        q = self.post(self.after(tk, 2, 8), "marc", "Sophie, can we get a temp extension on this one? LC coming Monday.", reply=k1)

        # --- thread A: ops for the cargo
        ts = self.after(tc, 6, 12)
        starter = self.post(ts, T, f"🧵 {G} {self.LMN} – {self.CP} – ops / freight / docs")
        thr = starter
        self.thread_a = thr
        m = self.post(self.after(ts, 1, 5), "kelvin", f"nomination to {self.CP} sent, vessel TBN. inspector {self.insp} appointed at {b['LP']}", thread=thr)
        m = self.post(self.after(m.t, 3, 12), "kelvin", f"LC draft from {self.CP} received, checking vs recap later", thread=thr)
        self.threadmsgs = [m]

        # --- Platts window (asia or london)
        self.platts_window()

        # --- P3b proposal approved, risk resize, OMS ack, partial fill, full fill, stop
        base_t = self.window_end + 12 * 60000 if b["window"] == "asia" else self.at(8, 44, 6)
        p3b = self.post(base_t, T, f"[PROPOSAL] {G} sold → now hedge: SELL {self.lots} lots {hi} @ {self.fh(self.hpx2)} LMT, "
                                   f"stop {self.fh(self.st1)}. pls approve")
        self.hard(p3b, "trade_proposal", ["SELL", f"{self.lots} lots", hi, self.fh(self.hpx2)], "tagged")
        a4 = self.post(self.after(p3b.t, 2, 6), "marc", f"Vas-y. {self.lots} lots ok, stop {self.fh(self.st1)} ok.", reply=p3b)
        self.hard(a4, "trade_approval", ["Vas-y", f"{self.lots} lots"], "reply")
        k2 = self.post(self.after(a4.t, 0.5, 1.5), "risk",
                       f"RISK ENGINE ▸ order {hi} SELL {self.lots} → resized to {self.lots2} · open-position limit {HEDGE} {b['opl']} "
                       f"(post-trade {self.lots2}/{self.lots2}) · rule OPL-07")
        self.hard(k2, "risk_limit", [f"resized to {self.lots2}", hi, "open-position limit"], "structured",
                  "risk engine resize line")
        c2 = self.post(self.after(k2.t, 0.05, 0.4), "oms",
                       f"OMS ack · ord#{self.oid} · {hi} · SELL {self.lots2} LMT {self.fh(self.hpx2)} · status=WORKING · ICE")
        self.hard(c2, "trade_confirmation", [self.oid, f"SELL {self.lots2}", self.fh(self.hpx2), "WORKING"], "structured")
        self.post(self.after(c2.t, 0.5, 3), T, f"risk cut me to {self.lots2} 🙄 ok whatever")
        f4 = self.post(self.after(c2.t, 10, 25), "oms", "", embeds=[_emb(
            title="Execution report", author="OMS",
            fields=[("Instrument", hi, 1), ("Side", "SELL", 1), ("Filled", f"{self.part}/{self.lots2}", 1),
                    ("Avg px", self.fh(self.hfill_p), 1), ("Status", "PARTIAL", 1)],
            footer=f"ord#{self.oid} · venue IFEU · acct MPT-GVA-02")])
        self.hard(f4, "trade_fill", ["SELL", f"{self.part}/{self.lots2}", self.fh(self.hfill_p), self.oid], "embed",
                  "embed-only partial fill execution report")
        f5 = self.post(self.after(f4.t, 20, 45), T,
                       f"Hedge done: sold {self.lots2} lots {hi}, avg {self.fh(self.avg1)}")
        f5.edits.append((self.after(f5.t, 4, 15), f"Hedge done: sold {self.lots2} lots {hi}, avg {self.fh(self.avg2)} (corrected)"))
        f5.superseded.append(self.fh(self.avg1))
        self.hard(f5, "trade_fill", ["sold", f"{self.lots2} lots", hi, self.fh(self.avg2)], "untagged")
        nm = self.post(self.after(f5.t, 1, 4), S, f"a stop at {self.fh(_px(self.hpx2 + b['stops'][0] * 1.3, b['htick']))} would be more sensible no? give it room")
        self.near(nm)
        s1 = self.post(self.after(nm.t, 1, 4), T,
                       f"Stop on the {self.lots2}-lot {hi} short: buy stop {self.fh(self.st1)} GTC")
        s1.edits.append((self.at(12, 25, 20), f"Stop on the {self.lots2}-lot {hi} short: buy stop {self.fh(self.st2)} GTC"))
        s1.edits.append((self.at(15, 40, 15), f"Stop on the {self.lots2}-lot {hi} short: buy stop {self.fh(self.st3)} GTC — tightened, Marc ok"))
        s1.superseded += [self.fh(self.st1), self.fh(self.st2)]
        self.hard(s1, "stop_or_target_change", ["buy stop", self.fh(self.st3), hi], "untagged",
                  "stop moved twice by editing the same message")
        s1.pin = (self.after(s1.t, 2, 10), "marc")
        s1.reactions.append((self.after(s1.t, 2, 10), "📌", "marc"))

        # --- analyst report with buried decision + thread B
        rp = self.report(self.at(9, 18, 10))
        # --- C1 recap email for own deal; R1; other confirms; N1; N2
        self.emails(tf)

        # --- K3 VaR limit
        m = self.post(self.at(11, 50, 20), "sophie",
                      f"CRO sign-off: desk VaR limit raised to $4.5m (from $3.8m) through 31 Dec for the {self.LMN} program.")
        self.hard(m, "risk_limit", ["VaR limit", "$4.5m"], "untagged")
        self.post(self.after(m.t, 1, 5), "marc", "merci Sophie")

        # --- H2 refinery outage + R2 route
        m = self.post(self.at(12, 55, 25), "news", "", embeds=[_emb(
            title=f"{b['REF']}: unit shutdown after fire, runs cut",
            description=(f"{b['REF']} shut a crude distillation unit after a fire early on {DOW[self.date.weekday()]}, "
                         f"company sources said. {b['G2']} cargoes due at {b['DP2']} over the next two weeks may be deferred; "
                         f"no injuries reported. Restart timeline unclear."),
            fields=[("Capacity affected", f"{r.randint(110, 240)} kb/d", 1), ("Status", "shut", 1)],
            footer="Newsdesk · refinery outages", author="Newsdesk")])
        self.hard(m, "held_position_news", [b["REF"], b["G2"]], "embed")
        m.reactions.append((self.after(m.t, 1, 5), "👀", "anais"))
        r2 = self.post(self.after(m.t, 3, 12), "marc",
                       f"Anaïs — je te passe celle-ci: check what the {b['REF']} outage does to our {b['V2']} discharge. Assigning to you.",
                       reply=m)
        self.hard(r2, "route_decision", ["Anaïs", "Assigning to you", b["REF"]], "reply")
        self.post(self.after(r2.t, 2, 10), "anais", "Reçu, je regarde.", reply=r2)

        # --- W2 watch news
        w = self.W[1]
        m = self.post(self.at(14, 20, 40), "news", f"**{w}** — spot premiums at 3-month high\n"
                      f"Buyers in North Asia returned after maintenance and paid up for prompt {w}, with at least two deals "
                      f"reported this week and offers now well above last month's levels. Traders expect the strength to "
                      f"persist until the {self.LM2} allocations are known; some sellers are holding back volumes.", embeds=[_emb(
            title=f"{w}: spot differentials at 3-month high",
            description=(f"Spot {w} differentials for {self.LMN} rose for a fourth session as buyers in North Asia returned "
                         f"after maintenance; at least two cargoes changed hands this week, traders said."),
            footer="Newsdesk · Asia spot", author="Newsdesk")])
        self.hard(m, "watchlist_news", [w, "3-month high"], "embed")

        # --- S2 TP
        m = self.post(self.at(14, 50, 30), "marc",
                      f"Setting TP on the {b['SWAP']} {self.SWM} short at {self.fh(self.tp)}. Take profit there, no discussion 😄")
        self.hard(m, "stop_or_target_change", ["TP", f"{b['SWAP']} {self.SWM}", self.fh(self.tp)], "untagged")

        # --- other-desk trade near-miss, paper trade, suggestion
        m = self.post(self.at(15, 10, 30), "marc",
                      f"FYI Houston desk bought 2 WTI Midland cargoes for {self.LMN} arrival Yeosu — their book, not ours.")
        self.near(m)
        pt = self.post(self.at(9, 5, 50), "jiahui",
                       f"paper trade (training book): b {SZ} {G} {self.LMN} @ {self.D(self.fill - 2 * b['dtick'])} — pls don't book 🙏")
        self.near(pt, "paper trade in training book")
        m = self.post(self.at(4, 10, 40), S, f"someone should look at the {self.W[2]} arb again, numbers look funny this week")
        self.near(m)

        # --- optional groups
        groups = [self.opt_freight, self.opt_cancel, self.opt_swap, self.opt_stop_remove, self.opt_route_bot,
                  self.opt_noroute_window, self.opt_port_news, self.opt_watch3, self.opt_opl, self.opt_credit_ext,
                  self.opt_forget]
        sizes = {self.opt_freight: 3, self.opt_swap: 2}
        r.shuffle(groups)
        count = sum(1 for mm in self.msgs if mm.hard)
        for g in groups:
            sz = sizes.get(g, 1)
            if count + sz <= opt_target:
                g()
                count += sz

    # ---------------------------------------------------------------- window
    def platts_window(self):
        r, b = self.rng, self.book
        if b["window"] == "asia":
            w0 = self.at(8, 0)
            w0 = self.start + 8 * 3600000
        else:
            w0 = self.start + 16 * 3600000
        self.window_end = w0 + 31 * 60000
        tz = "SGT" if b["window"] == "asia" else "LDN"
        off = 8 if b["window"] == "asia" else 0
        wt = b["wtick"]

        def stamp(t):
            d = datetime.fromtimestamp(t / 1000, tz=timezone.utc) + timedelta(hours=off)
            return d.strftime("%H:%M:%S")

        def line(t, kind, who, sz, px):
            return (f"PLATTS MOC ▸ {b['WIN']} {self.LMN} | {kind} | {who} | {sz} @ {self.fmt_w(px)} | {stamp(t)} {tz}")

        self.post(w0 - 60000 * r.randint(3, 6), "platts",
                  f"Platts MOC window opens {'16:00 SGT' if off else '16:30 LDN'} · {b['WIN']} · relaying bids/offers/trades")
        hs = self.houses
        times = sorted(w0 + r.randint(0, 29 * 60000) for _ in range(14))
        kinds = ["BID", "OFFER", "BID", "OFFER", "TRADE", "BID", "OFFER", "TRADE", "BID", "WITHDRAWN", "TRADE", "OFFER",
                 "TRADE", "BID"]
        for i, t in enumerate(times):
            k = kinds[i]
            a, c = hs[(i + 2) % len(hs)], hs[(i + 7) % len(hs)]
            px = _px(self.wb + r.randint(-6, 6) * wt, wt)
            if k == "TRADE":
                who = f"{a} buys from {c}"
            elif k == "WITHDRAWN":
                who = f"{a} withdraws offer"
            else:
                who = a
            m = self.post(t, "platts", line(t, k, who, b["WIN_SZ"], px))
            if k == "TRADE" and i == 4:
                self.near(m, "Platts window trade between other companies")
            else:
                self.near(m)
        tb = w0 + r.randint(8, 14) * 60000 + r.randint(0, 59999)
        c3 = self.post(tb, "platts", line(tb, "BID", "Merlion", b["WIN_SZ"], self.wbid))
        self.hard(c3, "trade_confirmation", ["BID", "Merlion", b["WIN_SZ"], self.fmt_w(self.wbid)], "structured")
        tt = w0 + 29 * 60000 + r.randint(10000, 50000)
        seller = hs[0]
        f2 = self.post(tt, "platts", line(tt, "TRADE", f"Merlion buys from {seller}", b["WIN_SZ"], self.wtrade))
        self.hard(f2, "trade_fill", ["Merlion buys", b["WIN_SZ"], self.fmt_w(self.wtrade), b["WIN"]], "structured",
                  "Platts window TRADE with desk as buyer")
        wp = self.trader if b["window"] == "asia" else "marc"
        f2.reactions.append((self.after(tt, 0.5, 2), "✅", wp))
        n_tr = sum(1 for k in kinds if k == "TRADE") + 1
        sm = self.post(w0 + 33 * 60000 + r.randint(0, 90000), "platts",
                       f"MOC summary · {b['WIN']} {self.LMN}\n"
                       f"bids: {r.randint(9, 16)} · offers: {r.randint(6, 12)} · trades: {n_tr} · withdrawals: 1\n"
                       f"range {self.fmt_w(_px(self.wb - 6 * wt, wt))} – {self.fmt_w(_px(self.wb + 6 * wt, wt))} · "
                       f"last trade {self.fmt_w(self.wtrade)} · convergence: {'yes' if r.random() < 0.5 else 'no'}\n"
                       f"most active: {hs[2]}, {hs[3]}, {hs[4]} · assessment published ~{'18:30 SGT' if off else '17:30 LDN'}")
        self.near(sm)
        if wp == "marc":
            self.post(self.after(sm.t, 0.5, 3), wp, f"One partial from {hs[0]} at the bell, the rest of our bid not filled. Fine.")
        else:
            self.post(self.after(sm.t, 0.5, 3), wp,
                      f"got 1 partial only, {hs[0]} quite aggressive at the end. ok lah" if b["win_n"] > 1 else
                      f"got it from {hs[0]} at the bell 😅")

    # ---------------------------------------------------------------- long texts
    def morning_note(self, t):
        b, r = self.book, self.rng
        br = self.brent
        txt = (
            f"**Morning note — {self.date.strftime('%d %b')} — {b['name']}**\n\n"
            f"Flat price: {b['HEDGE'] if b['HEDGE'] != 'ICE Sing 380' else 'ICE Brent'} front month opened around "
            f"{br:.2f} after a quiet Asia session; spreads marginally weaker with M1/M2 at {r.uniform(0.35, 0.9):.2f}. "
            f"Funds were net sellers into the close yesterday according to the COT proxy, and the options skew "
            f"is still leaning to puts through {self.LM2}.\n\n"
            f"Benchmarks: {b['BM']} structure eased {r.randint(3, 12)}c overnight; the EFS is "
            f"{r.uniform(0.6, 1.8):.2f}, which keeps {b['G']} competitive against West-of-Suez alternatives in North "
            f"Asia. Refinery margins in Singapore are {r.choice(['softer', 'flat', 'firmer'])} on the week: the complex "
            f"margin sits near ${r.uniform(3.5, 7.5):.2f}/bbl with middle distillate cracks doing most of the lifting.\n\n"
            f"Physical: {self.LMN}-loading {b['G']} differentials were talked in a wide range, with sellers holding out "
            f"for premiums above last month while buyers pointed to ample prompt supply. {self.houses[1]} and "
            f"{self.houses[2]} were both active in the window yesterday; {self.houses[3]} was a consistent seller "
            f"of {b['WIN']}. Demand from Chinese independents remains patchy as import quotas run down into year-end.\n\n"
            f"Freight: {b['VFC']} rates firmed again with the AG list thinning; we estimate an additional "
            f"{r.uniform(0.08, 0.3):.2f} {b['RU']} on delivered economics versus last week. VLSFO bunker prices at "
            f"Singapore are ${r.randint(470, 540)}/mt.\n\n"
            f"Overnight headlines:\n• OPEC+ delegates signal no change to output policy at the next meeting\n"
            f"• US crude stocks build {r.uniform(0.5, 4.5):.1f}m bbl (API), products draw\n"
            f"• Chinese refinery throughput {r.choice(['up', 'down'])} {r.uniform(1, 5):.1f}% y/y in the latest data\n"
            f"• Red Sea transits remain well below pre-crisis levels, keeping voyages long\n\n"
            f"Positioning: managed money net length in Brent {r.choice(['fell', 'rose'])} for the week; in Dubai and Murban futures "
            f"open interest is {r.choice(['building', 'flat', 'declining'])} into the roll. Technically the front month sits in the "
            f"middle of its recent range, with support near {br - 1.4:.2f} and resistance near {br + 1.6:.2f}; momentum "
            f"indicators are neutral.\n\n"
            f"Curve snapshot:\n```\n" + "\n".join(f"{m_:<8}{br - i * 0.31 + r.uniform(-0.05, 0.05):>8.2f}" for i, m_ in
                                                   enumerate([self.ICEM, 'M+1', 'M+2', 'M+3', 'M+6', 'M+12'])) + "\n```\n"
            f"Products: gasoil cracks {r.uniform(16, 24):.2f}, naphtha cracks {r.uniform(-4, 4):+.2f}, 380 cracks {r.uniform(-12, -2):+.2f}, "
            f"Hi-5 {r.uniform(70, 120):.0f} $/mt. Middle distillates remain the support for margins; naphtha is weighed down by "
            f"weak petchem demand; the high-sulphur fuel oil market is supported by bunker demand and sweet-sour spreads.\n\n"
            f"Calendar: OPEC+ JMMC next week, China trade data Friday, Platts methodology consultation on "
            f"{b['WIN']} closes end of month. Nothing in here changes the book; for information only.\n\n"
            f"— Anaïs")
        m = self.post(t, "anais", txt)
        self.near(m)
        return m

    def report(self, t):
        b, r = self.book, self.rng
        ctx = dict(LM2=self.LM2)
        what = b["RT_WHAT"].format(**ctx)
        u = b["RU"]
        fr = r.uniform(1.6, 3.2) if u == "$/bbl" else r.uniform(14, 28)
        sp = r.uniform(0.4, 1.4) if u == "$/bbl" else r.uniform(6, 18)
        marg = r.uniform(0.1, 0.9) if u == "$/bbl" else r.uniform(2, 9)
        k = ".2f"
        tbl = "\n".join(
            f"{wk:<8}{fr + dx:>9{k}}{sp + dy:>9{k}}{marg + dz:>9{k}}"
            for wk, dx, dy, dz in [("W-3", 0.22, -0.1, -0.12), ("W-2", 0.15, -0.05, -0.06), ("W-1", 0.05, 0.02, 0.01),
                                   ("now", 0.0, 0.0, 0.0), ("fwd+2w", -0.08, 0.06, 0.09)])
        decision = (f"Decision from this morning's call with Marc: we {b['RT_SIDE']} {what} at {b['RT_PX']} max, "
                    f"one cargo only, validity end of day Geneva.")
        txt = (
            f"**Arb monitor — {b['ARB']}** ({self.date.strftime('%d %b %Y')})\n\n"
            f"Summary. The arbitrage remains open on paper but narrower than the headline numbers suggest once "
            f"demurrage risk, financing and the pricing mismatch between load and discharge are included. This note walks "
            f"through the components in the order we usually look at them and closes with the points to watch.\n\n"
            f"1) Freight. Spot rates for the relevant tonnage moved up again over the past fortnight. On a round-voyage "
            f"basis the delivered freight component now works out at about {fr:.2f} {u}, versus {fr - 0.4 if u == '$/bbl' else fr - 3:.2f} "
            f"a month ago. Owners are pricing in longer ballast legs and tighter tonnage lists in the AG; time-charter "
            f"equivalent earnings are the strongest since the spring. A co-load or part-cargo structure would cut the "
            f"per-unit cost but adds scheduling risk at both ends.\n\n"
            f"2) Spreads. The benchmark spread that drives this arb sits at {sp:.2f} {u}. Historically the trade worked "
            f"when this was above {sp + 0.3 if u == '$/bbl' else sp + 3:.2f}; we are close to the threshold rather than "
            f"comfortably through it. The forward curve implies modest widening into {self.LM2}, but the curve has "
            f"been a poor predictor of the realised spread over the last two quarters.\n\n"
            f"3) Refinery margins at destination. Margins have recovered from the October lows. Simple hydroskimming "
            f"margins are still thin; complex margins at the destination refineries are healthy, which supports buying "
            f"interest for the medium-sweet and light-sweet slates. Run cuts announced for maintenance in {self.LM2} "
            f"could soften demand at the margin.\n\n"
            f"4) Netback table (units {u}; freight / spread / margin after costs):\n```\n"
            f"{'week':<8}{'freight':>9}{'spread':>9}{'net':>9}\n{tbl}\n```\n"
            f"{decision}\n\n"
            f"5) Timing and pricing. The pricing windows at load and discharge do not overlap perfectly. With a "
            f"five-day post-B/L pricing at load and a month-average at discharge, the position carries a flat-price and "
            f"structure exposure for roughly three weeks; we would hedge that exposure with swaps in the usual way. "
            f"The structure exposure is the bigger of the two at present, given how quickly the prompt spreads have moved.\n\n"
            f"6) Risks. (a) Freight spikes on the back of sanctions-related tonnage withdrawal; (b) a refinery outage at "
            f"destination leaving the cargo without a natural home; (c) quality claims — the last two cargoes of "
            f"similar origin came in slightly off spec on sulphur; (d) counterparty concentration, as our credit lines "
            f"with two of the natural buyers are already well used.\n\n"
            f"Quality and yields. Relative to the incumbent slate, the arb barrel gives a slightly higher middle-distillate "
            f"yield and a lower residue yield; at current cracks that is worth roughly {r.uniform(0.15, 0.6):.2f} {u} to a "
            f"complex refiner and close to nothing to a simple one. Sulphur and metals are within the usual tolerances, but "
            f"TAN has been creeping up on recent cargoes, and at least one Korean refiner limits it in its blending rules.\n\n"
            f"Financing. At current rates, carrying the cargo for {r.randint(35, 55)} days from B/L to payment costs about "
            f"{r.uniform(0.12, 0.3) if u == '$/bbl' else r.uniform(1, 3):.2f} {u}, plus L/C fees. Insurance and losses add "
            f"another few cents. These are small individually but they are the difference between a marginal arb and a "
            f"losing one.\n\n"
            f"Scenario table (delivered margin, {u}): base {marg:.2f}; freight +10 WS {marg - (0.25 if u == '$/bbl' else 2.5):.2f}; "
            f"spread -0.20 {marg - (0.2 if u == '$/bbl' else 2):.2f}; demurrage 3 days {marg - (0.12 if u == '$/bbl' else 1.2):.2f}; "
            f"all three together {marg - (0.57 if u == '$/bbl' else 5.7):.2f}.\n\n"
            f"7) Other houses. {self.houses[1]} and {self.houses[4]} have both been seen fixing tonnage for similar "
            f"voyages; if they are moving three or four cargoes the delivered market could get crowded in {self.LM2}. "
            f"{self.houses[5]} was reported to have sold a similar cargo at a discount last week, although the "
            f"details are unconfirmed.\n\n"
            f"8) How the arb has behaved this year. In the first quarter the arb was shut for most of the period as "
            f"freight spiked and the destination market was well supplied with Middle East barrels. It reopened briefly "
            f"in the second quarter when {b['BM']} strengthened on OPEC+ compliance, and several houses moved cargoes. "
            f"The third quarter was the best period of the year, helped by soft freight and strong refinery margins in "
            f"North Asia; since October the economics have been oscillating around breakeven, which is where we are "
            f"now. In other words, the arb is a marginal trade that needs a specific buyer rather than a structural flow.\n\n"
            f"9) Destination by destination. Korea: the natural home, with three refiners regularly buying; their "
            f"{self.LM2} requirements are mostly covered, so any incremental cargo would need to be priced to displace "
            f"term barrels. Japan: limited interest outside two refiners, both sensitive to sulphur. China: independents "
            f"are constrained by quotas until the new allocation is issued; state-owned refiners are buying opportunistically. "
            f"India: price-sensitive and increasingly active; logistics are simpler but payment terms are longer.\n\n"
            f"10) Sensitivity of the delivered margin ({u}):\n```\n"
            f"{'':<14}{'WS -10':>9}{'base':>9}{'WS +10':>9}\n"
            f"{'spread -0.2':<14}{marg - 0.2 + 0.25:>9.2f}{marg - 0.2:>9.2f}{marg - 0.45:>9.2f}\n"
            f"{'spread base':<14}{marg + 0.25:>9.2f}{marg:>9.2f}{marg - 0.25:>9.2f}\n"
            f"{'spread +0.2':<14}{marg + 0.45:>9.2f}{marg + 0.2:>9.2f}{marg - 0.05:>9.2f}\n```\n"
            f"11) What would make the trade clearly better or worse. Better: a widening of the EFS, a drop in freight of "
            f"ten points or more, an unplanned outage at a competing supplier. Worse: a refinery outage at the natural "
            f"buyer, new quotas that push independents back to Middle East term barrels, or a sharp contango that makes "
            f"floating storage more attractive than delivery.\n\n"
            f"Methodology note. Netbacks use the previous day's assessments, broker freight indications (mid), and our "
            f"standard cost assumptions for losses, insurance, inspection and financing. Quality differentials use the "
            f"latest assays available; where assays are older than a year we apply a haircut. Figures are indicative and "
            f"should be read as ranges rather than points.\n\n"
            f"Points to watch: the EFS, {b['VFC']} freight, and any change in destination refinery run plans. The "
            f"backtest and the full sensitivity table are in the attached workbook.\n\n— Anaïs")
        m = self.post(t, "anais", txt, attachments=[{
            "id": str(_sf(t - 4000, 10, r.randint(0, 4095))), "filename": f"arb_monitor_{b['name']}_{self.date.strftime('%Y%m%d')}.xlsx",
            "size": r.randint(180000, 420000),
            "url": f"https://cdn.discordapp.com/attachments/{channel_id(self.ch_index)}/arb_monitor_{self.date.strftime('%Y%m%d')}.xlsx"}])
        self.hard(m, "trade_proposal", [b["RT_SIDE"], b["RT_INSTR"], b["RT_SIZE"], b["RT_PX"]], "buried",
                  "decision buried mid analyst arb report")
        # thread B on the report
        thr = m
        q = self.post(self.after(t, 6, 15), self.trader, f"Anaïs the freight number include demurrage or not ah? {b['VFC']} owners now asking 2 days laytime only", thread=thr)
        self.near(q)
        self.post(self.after(q.t, 3, 10), "anais", "Not included — it's in the sensitivity tab, +/- 2 days.", thread=thr)
        bt = self.post(self.after(q.t, 12, 25), "anais",
                       f"Backtest for reference (2019-2025): entering {b['ARB_SHORT']} when the netback is above zero after "
                       f"freight gave a hit rate of {r.randint(54, 66)}% and average realised margin of "
                       f"{r.uniform(0.2, 0.5) if u == '$/bbl' else r.uniform(2, 5):.2f} {u}; worst cargo "
                       f"{-r.uniform(0.8, 1.6) if u == '$/bbl' else -r.uniform(8, 15):.2f}. Backtest only.", thread=thr)
        self.near(bt)
        ap = self.post(self.after(bt.t, 5, 20), "marc",
                       f"Vu le rapport. OK pour {b['RT_INSTR']} à {b['RT_PX']} max — one cargo only.", thread=thr)
        self.hard(ap, "trade_approval", ["OK pour", b["RT_PX"]], "untagged")
        t3 = self.post(self.at(13, 55, 40), "anais",
                       f"Update on the arb view: {b['ARB_SHORT']} no longer works below {b['ARBLVL']} — thesis invalidated for "
                       f"{self.LM2} arrivals beyond the one cargo.", thread=thr)
        self.hard(t3, "thesis_update", [b["ARB_SHORT"], "thesis invalidated"], "untagged")
        self.post(self.after(t3.t, 2, 20), self.second if self.second != "weijie" else "weijie",
                  "ok noted 👍" , thread=thr)
        return m

    def quoted(self, org, subject, hours_back=3):
        r = self.rng
        d = self.date + timedelta(hours=r.randint(0, 8))
        body = r.choice(QUOTE_BODIES).format(org=org, LMN=self.LMN, G=self.book["G"], LP=self.book["LP"],
                                              V2=self.book["V2"], DP2=self.book["DP2"])
        return (f"\n\n-----Original Message-----\nFrom: {org}\nSent: {d.strftime('%A, %d %B %Y %H:%M')}\n"
                f"To: distribution\nSubject: RE: {subject}\n\n{body}")

    def email(self, who_from, org, subject, body, t, reply=None, thread=None):
        if self.rng.random() < 0.85:
            body = body + self.quoted(org, subject)
        d = datetime.fromtimestamp(t / 1000, tz=timezone.utc) + timedelta(hours=8)
        hdr = (f"📧 **Fwd via MailBridge** · mail#{self.mail_n}\n"
               f"**From:** {who_from} — {org} [{'internal' if org.startswith('Merlion') else 'external'}]\n**To:** sg-desk (Merlion Petroleum Trading)\n"
               f"**Date:** {d.strftime('%a, %d %b %Y %H:%M')} +0800\n**Subject:** {subject}\n\n")
        self.mail_n += self.rng.randint(3, 40)
        disclaimer = "\n\n--\n" + self.rng.choice(DISCLAIMERS).format(org=org)
        if self.rng.random() < 0.8:
            disclaimer += "\n\n" + SANCTIONS
        att = ""
        if self.rng.random() < 0.35:
            att = f"\n\n📎 {self.rng.randint(1, 3)} attachment(s) stripped by MailBridge (policy: no external files) — see mail#{self.mail_n - 1} in the archive"
        return self.post(t, "mail", hdr + body + disclaimer + att, reply=reply, thread=thread)

    def emails(self, tfill):
        b, r = self.book, self.rng
        G = b["G"]
        # C1 recap of own deal
        subj = f"RECAP – MERLION / {self.CP.upper()} – {G.upper()} – LAYCAN {self.LAY.upper()}"
        body = (
            f"Dear Sirs,\n\nWe are pleased to confirm the following transaction concluded today between our companies:\n\n"
            f"Seller: Merlion Petroleum Trading Pte Ltd\nBuyer: {self.CPF}\nGrade: {G}\n"
            f"Quantity: {b['SZL']} +/- 5% in Seller's option\nLaycan: {self.LAYL}\nLoad port: {b['LP']}, one safe berth\n"
            f"Delivery: FOB\nPrice: {b['recap_px'].format(self.fill)}\n"
            f"Payment: 30 days after B/L date against commercial invoice, by irrevocable L/C from a first class bank acceptable to Seller\n"
            f"Inspection: {self.insp} at load port, costs 50/50\nLaw: English law, GT&Cs: BP 2015 with amendments\n"
            f"Laytime: 36 hours SHINC, demurrage per charter party rate, claims time bar 90 days\n"
            f"Vessel: Buyer to nominate, subject to Seller's and terminal's acceptance, not older than 20 years, "
            f"SIRE within 6 months\nQuality: as per terminal's specification at time and place of loading\n"
            f"Quantity and quality determination: shore tank figures, inspector's certificate final and binding save "
            f"fraud or manifest error\nTitle and risk: pass at the vessel's permanent hose connection at load port\n"
            f"Other terms: as per Seller's GT&Cs; in case of conflict this recap prevails\n\n"
            f"Please confirm your agreement by return.\n\nBest regards,\nCrude Operations\n{self.CPF}\n\n"
            f"-----Original Message-----\nFrom: Merlion Petroleum Trading – SG desk\nSent: {self.date.strftime('%d %B %Y')}\n"
            f"Subject: {G} {self.LMN} – firm offer\n\nDear {self.CP} team,\n\nFurther to our conversation we are pleased to "
            f"offer, firm for reply within 2 hours, one cargo of {G}, {b['SZL']} +/-5% Seller's option, FOB {b['LP']}, laycan "
            f"{self.LAYL}, other terms per our last deal. Price basis as discussed. Offer subject to Seller's management "
            f"approval and counterparty credit.\n\nBest regards,\nSG crude/products desk")
        tc1 = max(self.at(9, 36, 14), tfill + 40 * 60000)
        c1 = self.email(f"Operations desk", self.CPF, subj, body, tc1)
        self.hard(c1, "trade_confirmation", [G, b["SZL"], b["recap_fact"].format(self.fill), self.CPF], "structured",
                  "email-bridged counterparty recap for own deal")
        c1.reactions.append((self.after(c1.t, 1, 5), "✅", "kelvin"))
        r1 = self.post(self.after(c1.t, 2, 8), self.trader,
                       f"@Kelvin routing this {self.CP} recap to you — pls check vs CTRM-24-{self.deal} and send docs instructions",
                       reply=c1)
        self.hard(r1, "route_decision", ["routing", "Kelvin", f"CTRM-24-{self.deal}"], "reply")
        self.post(self.after(r1.t, 1, 6), "kelvin", f"on it. L/C wording still missing, will chase {self.CP}", thread=self.thread_a)
        # other-house broker confirm (near) + N1
        h1, h2 = self.houses[7], self.houses[8]
        subj = f"CONFIRMATION – {h1.upper()} SELLS {b['SWSZ']} {b['SWAP'].upper()} {self.SWM.upper()} TO {h2.upper()}"
        body = (
            f"Dear all,\n\nWe confirm the following deal as agreed via {self.broker}:\n\n"
            f"Seller: {h1}\nBuyer: {h2}\nProduct: {b['SWAP']} {self.SWM}\nQuantity: {b['SWSZ']}\n"
            f"Price: {self.fh(_px(self.swpx + r.randint(-5, 5) * b['htick'], b['htick']))}\nClearing: ICE\n"
            f"Trade date: {self.date.strftime('%d %b %Y')}\n\nKind regards,\n{self.broker} Oil Swaps Desk\n"
            f"(Sent to distribution list: Asia swaps)")
        oc = self.email(f"{self.broker} Oil Swaps", self.broker, subj, body, self.at(10, 2, 20))
        self.near(oc, "email-bridged broker confirm for another house")
        n1 = self.post(self.after(oc.t, 2, 9), self.trader, f"this one {h1}'s, not ours. no action 🙅", reply=oc)
        self.hard(n1, "no_route_decision", ["not ours", "no action"], "reply", "explicit 'not ours, no action'")
        # another other-house recap (near) + N2 bot classifier
        h3, h4 = self.houses[9], self.houses[10]
        w = self.W[2]
        subj = f"RECAP – {h3.upper()} / {h4.upper()} – {w.upper()} – {self.LMN.upper()}"
        body = (
            f"Hi team,\n\nRecap as discussed:\n\nSeller: {h3}\nBuyer: {h4}\nGrade: {w}\nQuantity: per GT&Cs\n"
            f"Loading: {self.LMN}\nPrice: per agreement\n\nThanks & rgds\n{h3} Operations")
        oc2 = self.email(f"{h3} Operations", h3, subj, body, self.at(7, 15, 30))
        self.near(oc2)
        mid = self.mail_n - r.randint(1, 2)
        n2 = self.post(self.after(oc2.t, 0.2, 1), "mail",
                       f"classifier ▸ mail#{mid} \"RECAP – {h3.upper()} / {h4.upper()}\" → NOT OURS · no route · archived")
        self.hard(n2, "no_route_decision", ["NOT OURS", "no route"], "structured")
        # fixture list (near)
        lines = []
        for i in range(9):
            chv = self.houses[(i + 11) % len(self.houses)]
            v = OTHER_VESSELS[(i * 3 + self.day_index) % len(OTHER_VESSELS)]
            ws = b["ws"] + r.randint(-12, 15)
            lines.append(f"{chv:<14} {v:<16} {b['VFC']:<8} AG/{r.choice(['Spore', 'Japan', 'Korea', 'UKC', 'Chiba'])}  "
                         f"{r.randint(1, 28):>2} {self.LMN}  WS {ws}  {'rptd' if r.random() < 0.3 else ''}".rstrip())
        body = (f"Good afternoon,\n\nPlease find today's fixtures below (all reported, some on subs):\n\n```\n" + "\n".join(lines)
                + f"\n```\n\nMarket: {b['VFC']} list tight for early {self.LMN} dates; owners ask for last done plus 5-10 points.\n\n"
                  f"Best regards,\n{self.broker} Tankers Research")
        fx = self.email(f"{self.broker} Tankers", self.broker, f"{b['VFC']} fixtures – {self.date.strftime('%d %b')}", body,
                        self.at(10, 40, 30))
        self.near(fx)
        # LC / bank email (filler)
        body = (f"Dear Customer,\n\nPlease be advised that documentary credit ref DC{r.randint(100000, 999999)} in favour of "
                f"Merlion Petroleum Trading Pte Ltd has been {r.choice(['advised', 'amended', 'confirmed'])}. Details are "
                f"available on the trade portal.\n\nTrade Services Operations")
        self.email("Trade Services", r.choice(["DBS Bank", "BNP Paribas", "SMBC", "Natixis"]),
                   f"LC advice – DC ref for {b['V2']}", body, self.at(3, 5, 40))

    # ---------------------------------------------------------------- optional groups
    def opt_freight(self):
        b = self.book
        thr = self.thread_a
        p5 = self.post(self.at(8, 38, 10), "raj",
                       f"need a ship for the {self.CP} cargo. propose we fix {self.VF} ({b['VFC']}), {b['LP']}/{self.DP}, "
                       f"{self.LAY}, owners at WS {self.ws_own}, I counter WS {self.ws_c}. ok?", thread=thr)
        self.hard(p5, "trade_proposal", ["fix", self.VF, f"WS {self.ws_c}"], "untagged")
        a5 = self.post(self.after(p5.t, 8, 25), "marc", f"go, up to WS {self.ws_max}", thread=thr)
        self.hard(a5, "trade_approval", ["go", f"WS {self.ws_max}"], "untagged")
        c5 = self.post(self.at(11, 20, 20), "raj",
                       f"subs lifted ✅ {self.VF} fully fixed, {b['LP']}/{self.DP} {self.LAY}, WS {self.ws_fix}. CP to follow from {self.broker}",
                       thread=thr)
        self.hard(c5, "trade_confirmation", [self.VF, "fully fixed", f"WS {self.ws_fix}"], "untagged")

    def opt_cancel(self):
        b = self.book
        m = self.post(self.at(15, 5, 25), "oms",
                      f"OMS ack · ord#{self.oid2} · {b['HEDGE']} {self.ICEM} · BUY 20 LMT {self.fh(_px(self.avg2 - b['stops'][0], b['htick']))} · status=CANCELLED (user: mdubois)")
        self.hard(m, "trade_confirmation", [self.oid2, "CANCELLED", "BUY 20"], "structured")

    def opt_swap(self):
        b, r = self.book, self.rng
        cp = self.houses[12]
        t = self.at(7, 20, 30)
        m = self.post(t, "ctrm", json.dumps({
            "src": "ctrm", "evt": "deal.captured", "deal_id": f"CTRM-24-{self.deal2}", "instr": f"{b['SWAP']} {self.SWM}",
            "side": "SELL", "qty": b["SWSZ"], "px": self.fh(self.swpx), "cpty": cp, "broker": self.broker,
            "status": "BOOKED"}, ensure_ascii=False, separators=(",", ":")))
        self.hard(m, "trade_fill", [f"CTRM-24-{self.deal2}", f"{b['SWAP']} {self.SWM}", '"side":"SELL"', self.fh(self.swpx)],
                  "structured")
        subj = f"CONFIRMATION – MERLION PETROLEUM SA SELLS {b['SWSZ']} {b['SWAP'].upper()} {self.SWM.upper()}"
        body = (f"Dear all,\n\nWe confirm: Merlion Petroleum SA sells {b['SWSZ']} {b['SWAP']} {self.SWM} to {cp} at "
                f"{self.fh(self.swpx)} via {self.broker}. Clearing: ICE. Please check and revert with any discrepancy.\n\n"
                f"Kind regards,\n{self.broker} Oil Swaps Desk")
        c6 = self.email(f"{self.broker} Oil Swaps", self.broker, subj, body, self.after(t, 15, 40))
        self.hard(c6, "trade_confirmation", ["Merlion Petroleum SA sells", f"{b['SWAP']} {self.SWM}", self.fh(self.swpx)],
                  "structured")

    def opt_stop_remove(self):
        b = self.book
        m = self.post(self.at(17, 10, 40), "marc",
                      f"Removing the stop on the {b['WIN']} length — we manage it through the window from here.")
        self.hard(m, "stop_or_target_change", ["Removing the stop", b["WIN"]], "untagged")

    def opt_route_bot(self):
        t = self.at(9, 50, 30)
        m = self.post(t, "mail",
                      f"ROUTE ▸ mail#{self.mail_n + 1} \"LC draft – {self.CP}\" → queue=ops-sg assignee=kelvin.ng (rule: own-deal docs)")
        self.hard(m, "route_decision", ["ROUTE", "ops-sg", "kelvin.ng"], "structured")

    def opt_noroute_window(self):
        t = self.window_end + 6 * 60000 + self.rng.randint(0, 120000)
        m = self.post(t, "marc", "Rest of the window prints are other people's business — nothing for us to book, not routing to ops.")
        self.hard(m, "no_route_decision", ["nothing for us", "not routing"], "untagged")

    def opt_port_news(self):
        b = self.book
        m = self.post(self.at(4, 40, 40), "news", f"⚓ {b['LP']}: loadings suspended ~8h on high winds; early-{self.LMN} {b['G']} liftings at risk of slipping",
                      embeds=[_emb(title=f"{b['LP']} port update", description="Harbour master suspended berthing and loading operations; queue building.",
                                   footer="Newsdesk · ports")])
        self.hard(m, "held_position_news", [b["LP"], b["G"], "loadings suspended"], "untagged")

    def opt_watch3(self):
        w = self.W[2]
        m = self.post(self.at(16, 45, 60), "news", "", embeds=[_emb(
            title=f"{w} supply tightens after unplanned outage",
            description=f"Availability of {w} for {self.LMN} is expected to fall after an unplanned outage upstream; two cargoes were cancelled, sources said.",
            footer="Newsdesk · supply", author="Newsdesk")])
        self.hard(m, "watchlist_news", [w, "unplanned outage"], "embed")

    def opt_opl(self):
        b = self.book
        m = self.post(self.at(13, 30, 40), "risk", "", embeds=[_emb(
            title="Open-position limit — AT LIMIT",
            description=f"{b['G']} physical length at limit; new purchases blocked until reduced.",
            fields=[("Limit", b["SZ"] + " x3", 1), ("Current", b["SZ"] + " x3", 1), ("Rule", "OPL-02", 1)],
            footer="RiskGuard v2.8 · position engine")])
        self.hard(m, "risk_limit", ["AT LIMIT", b["G"], "blocked"], "embed")

    def opt_credit_ext(self):
        m = self.post(self.at(8, 50, 30), "sophie",
                      f"Temp extension approved by CRO: {self.CP} credit line raised to $75m until 15 Dec, then back to $60m.")
        self.hard(m, "risk_limit", [self.CP, "$75m", "15 Dec"], "untagged")

    def opt_forget(self):
        b = self.book
        ph = f"+65 9{self.rng.randint(100, 999)} {self.rng.randint(1000, 9999)}"
        m = self.post(self.at(2, 40, 20), self.trader,
                      f"propose 2nd cargo to {self.CP2}: offer {b['SZ']} {b['G']} {self.LMN} at {self.D(self.o + b['dtick'])}, "
                      f"their trader Mr Lee mobile {ph} — call him direct, he decides fast")
        m.forgotten = (self.at(5, 30, 20), "admin")
        m.removed = f"mobile {ph}"
        self.hard(m, "trade_proposal", [b["G"], "offer", b["SZ"], self.D(self.o + b["dtick"])], "untagged")

    # ---------------------------------------------------------------- background / filler
    def background(self):
        r, b = self.rng, self.book
        G, u = b["G"], b["RU"]
        c = self.ctx()
        # a) broker swaps morning report (near: trading words, no decision)
        strip = []
        base = self.swpx
        tk = b["htick"]
        for i, mth in enumerate([self.SWM, self.ICEM, "Q1", "Q2", "Cal27"]):
            mid = _px(base - i * (0.18 if u == "$/bbl" else 1.5), tk)
            strip.append(f"{b['SWAP']:<18}{mth:<8}{mid - tk * 2:>9.2f}{mid + tk * 2:>9.2f}   {r.choice(['unch', '+', '-', '++', '--'])}")
        spreads = [f"{self.SWM}/{self.ICEM:<10}{r.uniform(0.1, 0.6) if u == '$/bbl' else r.uniform(1, 6):>8.2f}",
                   f"{'EFS ' + self.ICEM:<17}{r.uniform(0.6, 1.8):>8.2f}",
                   f"{'Brent/Dubai EFS':<17}{r.uniform(0.6, 1.8):>8.2f}",
                   f"{'crack ' + self.SWM:<17}{r.uniform(12, 22):>8.2f}"]
        body = (f"Good morning,\n\nIndicative levels at Singapore open (not firm, subject to change):\n\n```\n"
                f"{'product':<18}{'month':<8}{'bid':>9}{'offer':>9}   chg\n" + "\n".join(strip) + "\n\nspreads\n" + "\n".join(spreads)
                + "\n```\n\nColour: overnight the complex traded heavy into the settle, with refiners scaling in hedges on any "
                  "bounce and funds covering short positions later in the US session. Interest in the front spreads was two-way; "
                  f"we saw {self.houses[2]} paying the {self.SWM}/{self.ICEM} a couple of times while {self.houses[3]} was a seller of "
                  f"the quarters. Cash {b['BM']} was assessed slightly weaker on the day. Options: put skew still bid in {self.LM2}, "
                  "vols flat.\n\nEvents: API/EIA this week, OPEC+ JMMC, China trade data. Please call the desk for firm prices.\n\n"
                  f"Best regards,\n{self.broker} Asia Oil Swaps\nSingapore | Tel +65 6{r.randint(100, 999)} {r.randint(1000, 9999)}")
        m = self.email(f"{self.broker} Asia Swaps", self.broker, f"{self.broker} Asia oil swaps – morning levels {self.date.strftime('%d/%m')}",
                       body, self.at(0, 38, 10))
        self.near(m)
        # b) freight daily report
        rows = []
        for rt, ws in [("TD3C AG/China VLCC", r.randint(55, 85)), ("TD8 Kuwait/Spore Afra", r.randint(140, 190)),
                       ("TC1 AG/Japan LR2", r.randint(120, 170)), ("TC5 AG/Japan LR1", r.randint(140, 200)),
                       ("TC7 Spore/ECAus MR", r.randint(170, 240)), ("TD25 USG/UKC Afra", r.randint(130, 210))]:
            rows.append(f"{rt:<26}WS {ws:<5}{r.choice(['+2.5', '-1.0', 'unch', '+5.0', '-2.5', '+7.5']):>6}   TCE ${r.randint(18, 62)}k/day")
        body = (f"Dear all,\n\nDaily tanker market report.\n\n```\n" + "\n".join(rows) + "\n```\n\n"
                f"AG: the VLCC list for the {self.LMN} first decade is thinner than last week, and owners are testing higher. "
                f"Aframaxes in the East saw steady enquiry with several cargoes covered off market. LR2s remain the firmest "
                f"sector, with naphtha flows to Japan and jet moves West keeping tonnage busy; LR1s followed. MRs in North Asia "
                f"softened slightly as Korean exports slowed.\n\nWest: Aframaxes in the North Sea flat; transatlantic MRs firmer "
                f"on gasoline exports.\n\nBunkers: Singapore VLSFO ${r.randint(470, 540)}/mt, Fujairah ${r.randint(480, 560)}/mt.\n\n"
                f"Regards,\n{r.choice(BROKERS)} Research")
        self.email("Tanker Research", r.choice(BROKERS), f"Tanker market daily – {self.date.strftime('%d %b')}", body, self.at(11, 25, 30))
        # c) inspector report
        q = r.randint(480000, 620000) if u == "$/bbl" else r.randint(30000, 56000)
        uq = "bbls @ 60F" if u == "$/bbl" else "mt in air"
        body = (f"Dear Sirs,\n\nPlease find below the preliminary quantity and quality results for {b['V2']} ({b['G2']}).\n\n"
                f"Shore figures: {q:,} {uq}\nVessel figures: {q + r.randint(-900, 900):,} {uq}\nVEF applied: {r.uniform(0.995, 1.004):.4f}\n"
                f"Difference: {r.uniform(-0.2, 0.2):+.3f}%\n\nQuality (composite sample):\n"
                f"  Density @15C: {r.uniform(0.80, 0.99):.4f} kg/l\n  Sulphur: {r.uniform(0.005, 3.1):.3f} % m/m\n"
                f"  Water by distillation: {r.uniform(0.02, 0.15):.2f} % v/v\n  Sediment: {r.uniform(0.01, 0.05):.2f} % m/m\n\n"
                f"All results within contractual specification. Certificates will follow once the final lab results are "
                f"released. Samples retained for 90 days.\n\nBest regards,\n{self.insp} Oil, Gas & Chemicals – Operations")
        self.email(f"{self.insp} Operations", self.insp, f"Prelim Q&Q – {b['V2']} – {b['G2']}", body, self.at(3, 30, 40))
        # d) port line-up from agent
        lines = []
        for i in range(8):
            v = OTHER_VESSELS[(i * 5 + self.day_index + self.ch_index) % len(OTHER_VESSELS)]
            lines.append(f"{v:<16}{r.choice(['VLCC', 'Suezmax', 'Aframax', 'LR2', 'MR', 'LR1']):<9}"
                         f"{r.choice(['loading', 'waiting', 'berthed', 'ETA', 'sailed']):<9}{r.randint(1, 28):>2} {self.LMN if r.random() < 0.4 else MON[self.date.month - 1]}"
                         f"  {r.choice(self.houses[:10])}")
        body = (f"Dear Principals,\n\nPlease find {b['LP']} line-up as of 0800 LT:\n\n```\n" + "\n".join(lines) + "\n```\n\n"
                f"Berth availability normal; one berth under maintenance until the weekend. Weather: winds {r.randint(10, 28)} kt, "
                f"no restrictions at present.\n\nBest regards,\nPort Agency Desk")
        self.email("Port Agency", f"{b['LP']} agents", f"{b['LP']} line-up {self.date.strftime('%d/%m')}", body, self.at(5, 0, 45))
        # e) counterparty nomination
        body = (f"Dear Sirs,\n\nFurther to the recap, Buyer hereby nominates vessel TBN for the {G} cargo laycan {self.LAYL}. "
                f"Vessel name, Q88 and ETA will be provided no later than 10 days prior to the first day of laycan, subject "
                f"to terminal acceptance. Documentary instructions and L/C details to follow under separate cover.\n\n"
                f"Please acknowledge receipt.\n\nRegards,\nShipping & Operations\n{self.CPF}")
        self.email("Shipping & Operations", self.CPF, f"NOMINATION – {G.upper()} – LAYCAN {self.LAY.upper()}", body, self.at(10, 8, 25))
        # f) Platts subscriber note
        body = (f"Platts is proposing to amend the methodology for the {b['WIN']} assessment to reflect changes in the "
                f"loading schedule and in the typical cargo size traded in the market. Under the proposal, the assessment "
                f"would reflect cargoes loading 15-45 days forward from the date of publication, and partials or cargoes of "
                f"the standard size would be considered in the Market on Close process. Platts will also review the "
                f"normalization to the standard specification, which currently uses the quality premiums published "
                f"monthly.\n\nPlatts welcomes feedback on this proposal by the end of the month. For written comments, "
                f"please provide a clear indication if comments are not intended for publication by Platts for public "
                f"viewing. Platts will consider all comments received and will make comments not marked as confidential "
                f"available upon request.")
        m = self.email("Platts Subscriber Notes", "S&P Global Commodity Insights", f"Subscriber note: Platts proposes changes to {b['WIN']} methodology",
                       body, self.at(13, 5, 40))
        # g) refinery outage tracker
        refs = ["Jamnagar", "Paradip", "Yeosu GS", "Zhenhai", "Dalian", "Mizushima", "Negishi", "Map Ta Phut", "Balikpapan",
                "Cilacap", "Kochi", "Mangalore", "Kawasaki", "Tianjin", "Quanzhou", "Huizhou"]
        r.shuffle(refs)
        lines = [f"{x:<14}{r.choice(['CDU', 'RFCC', 'HCU', 'VDU', 'CDU#2', 'naphtha cracker']):<16}"
                 f"{r.choice(['planned', 'unplanned', 'restart', 'planned'])!s:<11}{r.randint(40, 300):>4} kb/d  "
                 f"{r.choice(['until mid-' + self.LMN, 'restart ' + self.LMN, '2-3 weeks', 'TBC', 'ongoing'])}" for x in refs[:11]]
        self.post(self.at(1, 28, 10), "news",
                  f"🏭 **Asia refinery maintenance & outage tracker** — {self.date.strftime('%d %b')}\n```\n"
                  f"{'refinery':<14}{'unit':<16}{'type':<11}{'cap':>9}  timing\n" + "\n".join(lines)
                  + "\n```\nsource: company statements, trade sources, Newsdesk estimates. Changes vs last week marked in the sheet.")
        # h) Platts commentary (near)
        for (hh, mm) in (((9, 2),) if b["window"] == "asia" else ((17, 5),)):
            hs = self.houses
            txt = (f"**Platts market commentary** · {b['WIN']} · {'Asia' if hh < 12 else 'London'} close\n"
                   f"The {b['WIN']} market was {r.choice(['steady', 'softer', 'firmer'])} in the {'Asian' if hh < 12 else 'London'} "
                   f"session, with {hs[2]} and {hs[4]} active on the bid side and {hs[3]} offering throughout the Market on "
                   f"Close process. {r.randint(2, 6)} trades were reported, the last at {self.fmt_w(_px(self.wb + r.randint(-3, 3) * b['wtick'], b['wtick']))}. "
                   f"Sources said end-user demand was {r.choice(['patchy', 'healthy', 'muted'])} ahead of year-end, while "
                   f"arbitrage inflows from the West were expected to {r.choice(['rise', 'ease', 'remain steady'])} in {self.LMN}. "
                   f"One trader said {hs[5]} had sold a cargo to {hs[6]} outside the window at a small premium, but this "
                   f"could not be confirmed. The assessment took into consideration the trades and the bid/offer spread at "
                   f"the close.")
            self.near(self.post(self.at(hh, mm, 8), "platts", txt))
        # i) risk daily reports (noise)
        for (hh, lab) in ((6, "Asia"), (16, "Europe")):
            rows = [f"{n:<22}{l:>9}{uu:>9}{int(100 * float(uu[1:-1]) / float(l[1:-1])):>6}%" for (n, l, uu) in [
                ("VaR 95/1d desk", "$4.5m" if hh == 16 else "$3.8m", f"${r.uniform(2.3, 3.6):.2f}m"),
                ("Stress (OPEC-cut)", "$12.0m", f"${r.uniform(5, 10):.2f}m"),
                (f"OPL {b['HEDGE']}", "$9.0m", f"${r.uniform(2, 8):.2f}m"),
                (f"OPL {G} phys", "$20.0m", f"${r.uniform(6, 18):.2f}m"),
                ("Credit top-1", "$60.0m", f"${r.uniform(30, 58):.2f}m"),
                ("Credit top-5 sum", "$240.0m", f"${r.uniform(110, 220):.2f}m")]]
            self.noise(self.post(self.at(hh, 5, 5), "risk",
                                 f"RiskGuard daily · {lab} · {b['name']}\n```\n{'metric':<22}{'limit':>9}{'used':>9}{'util':>7}\n"
                                 + "\n".join(rows) + "\n```\nno breaches at snapshot time · next run in 10h"))
        # j) unrelated news with ledes (near)
        for un in b["unrelated"][1:]:
            t = self.curve_time(list(range(0, 20)))
            hs = self.houses
            self.near(self.post(t, "news",
                                f"**{un}**: {hs[6]} and {hs[7]} said to split {r.randint(2, 5)} cargoes for {self.LM2}\n"
                                f"{un} differentials were heard {r.choice(['steady', 'slightly weaker', 'firmer'])} in a thin market as "
                                f"{hs[6]} bought from {hs[7]}, trade sources said. The deals could not be independently confirmed. "
                                f"Demand from Europe was described as {r.choice(['soft', 'steady'])}, and freight costs remained a drag on "
                                f"long-haul arbitrage.",
                                embeds=[_emb(title=f"{un}: spot activity", footer="Newsdesk · relevance: low")]))
        # k) Anaïs flows note (near)
        flows = "\n".join(f"{d:<12}{r.randint(200, 2600):>7} kb/d  {r.choice(['+', '-'])}{r.randint(1, 18)}% m/m"
                          for d in ["China", "India", "Japan", "Korea", "Taiwan", "Singapore", "Europe"])
        txt = (f"Flows update ({G} & competing grades), Kpler/Vortexa blend, {self.date.strftime('%d %b')}:\n```\n{flows}\n```\n"
               f"Notes: Chinese arrivals are front-loaded this month as independents use remaining quotas; Indian buyers have "
               f"been opportunistic and took more Atlantic Basin barrels. Korea steady. Floating storage in Asia is "
               f"{r.choice(['up', 'down', 'flat'])} week on week. Nothing actionable on its own, context for the window.")
        self.near(self.post(self.at(7, 40, 50), "anais", txt))
        # m) handover notes (near: long, status only)
        T = b["trader"]
        txt = (f"Handover SG → Geneva ({self.date.strftime('%d %b')}):\n"
               f"- {G}: {self.LMN} cargo with {self.CP}, see above + thread. docs with Kelvin, L/C still pending.\n"
               f"- window: {b['WIN']} {self.LMN}, check the prints, we were in there.\n"
               f"- paper: {b['HEDGE']} {self.ICEM} short on, OMS has the details. {b['SWAP']} {self.SWM} short unchanged.\n"
               f"- {b['V2']}: still waiting at {b['DP2']}, agent updating every 6h. demurrage exposure maybe 1-2 days.\n"
               f"- market: {b['BM']} a bit soft into the close, {self.houses[2]} and {self.houses[3]} both quite active. "
               f"{self.CP2} still asking around for {self.LMN} barrels but no hurry.\n"
               f"- freight: {b['VFC']} rates still firm, Raj watching.\n"
               f"nothing else, phone on until 11pm SG time. ok bye 👋")
        self.near(self.post(self.at(10, 22, 8), T, txt))
        txt = (f"Geneva → SG handover ({self.date.strftime('%d %b')}): quiet afternoon. Window prints, risk report and the "
               f"arb note are all above. {b['HEDGE']} traded a {r.randint(40, 110)}c range, nothing triggered on our side. "
               f"Credit team is reviewing the {self.CP} line tomorrow morning. Open items for the morning: L/C wording, "
               f"{b['V2']} berthing, and the {self.W[0]} tender. Bonne nuit.")
        self.near(self.post(self.at(17, 44, 10), "marc", txt))
        # n) newsdesk digests (generic colour, unlabelled)
        heads = [
            "Oil steadies as traders weigh OPEC+ signals against soft Chinese demand",
            "US crude inventories rise more than expected, gasoline draws",
            "Asian refiners trim run rates for maintenance season",
            "Dollar firms ahead of US data; commodities mixed",
            "Tanker rates hold near yearly highs on tight tonnage",
            "China issues additional fuel export quotas, sources say",
            "Middle distillate stocks in ARA fall to four-week low",
            "Shipping insurers raise premiums for Red Sea transits",
            "India's crude imports hit record as refiners run hard",
            "Singapore onshore light distillate stocks rise",
            "European diesel cracks ease from recent peak",
            "Nigeria's refinery ramps up, cutting gasoline imports",
            "Japan's commercial crude stocks little changed",
            "Kazakhstan output steady after pipeline maintenance",
            "Hedge funds trim net length in Brent for third week",
        ]
        for hh in (0, 5, 11, 14, 19, 22):
            r.shuffle(heads)
            self.post(self.at(hh, 15, 25), "news",
                      f"🗞️ Newsdesk digest {hh:02d}:00Z\n" + "\n".join(f"• {h}" for h in heads[:6])
                      + "\n(full stories in the reader · filters: energy, shipping, macro)")
        # o) back-office P&L report email (noise)
        rows = "\n".join(f"{x:<22}{r.randint(-400, 600):>+8d}k{r.randint(-900, 1500):>+9d}k" for x in
                         [f"{G} physical", f"{b['G2']} physical", f"{b['WIN']}", f"{b['HEDGE']}", f"{b['SWAP']}", "freight", "FX / fees"])
        body = (f"Please find the preliminary P&L for {b['code']} as of previous close:\n\n```\n{'line':<22}{'DTD':>9}{'MTD':>10}\n{rows}\n```\n"
                f"Preliminary figures, subject to price verification and accruals. Questions to product control.\n\nProduct Control Geneva")
        self.noise(self.email("Product Control", "Merlion Petroleum SA", f"Prelim P&L {b['code']} – {self.date.strftime('%d/%m')}", body, self.at(7, 2, 10)))
        # p) ops vessel schedule (unlabelled)
        rows = [f"{b['V2']:<16}{b['G2']:<16}{'disch ' + b['DP2']:<18}{'waiting berth'}",
                f"{'TBN':<16}{G:<16}{'load ' + b['LP']:<18}{self.LAY}"]
        for i in range(4):
            v = OTHER_VESSELS[(i * 7 + self.day_index * 3 + self.ch_index) % len(OTHER_VESSELS)]
            rows.append(f"{v:<16}{r.choice([G, b['G2']]):<16}{r.choice(['discharged', 'invoiced', 'docs closed', 'claims open']):<18}{MON[(self.date.month - 2) % 12]}")
        self.post(self.at(1, 45, 20), "kelvin", "ops schedule today:\n```\n" + "\n".join(rows) + "\n```\nping me if anything wrong")
        # q) Raj freight view (near)
        self.near(self.post(self.at(2, 50, 60), "raj",
                            f"freight view for the week: {b['VFC']} rates look toppy to me, owners have pushed {r.randint(10, 25)} pts in "
                            f"2 weeks and the list for second decade {self.LMN} looks better. if we need tonnage for {self.LM2} I would "
                            f"wait, but that's just my read, no action today. TD3C WS {r.randint(55, 80)}, TC1 WS {r.randint(120, 170)}."))
        # r) balances note (near)
        bal = "\n".join(f"{k:<28}{r.uniform(lo, hi):>8.2f}{r.uniform(-0.4, 0.4):>+8.2f}" for k, lo, hi in [
            ("Asia crude demand (mb/d)", 27, 29), ("Asia refinery runs (mb/d)", 25, 27), ("ME exports to Asia", 12, 14),
            ("Atlantic Basin into Asia", 2, 3.5), ("Asia commercial stocks (mb)", 600, 680), ("Floating storage Asia (mb)", 40, 80)])
        txt = (f"**Asia balances — weekly view** ({self.date.strftime('%d %b')})\n```\n{'item':<28}{'level':>8}{'w/w':>8}\n{bal}\n```\n"
               f"Reading: the balance for {self.LMN} looks slightly looser than a week ago. Runs are coming off for "
               f"maintenance in Japan and Korea, while Middle East exports are steady and Atlantic Basin arrivals are "
               f"holding up. Stocks are within the five-year range. None of this is a strong signal by itself; it argues "
               f"for patience on outright length and for keeping differential exposure modest until the {self.LM2} "
               f"programmes are out. Product balances: middle distillates tighter, naphtha long, fuel oil balanced.\n\n"
               f"Data: customs, Kpler, company statements, our estimates. The full sheet is on the drive under balances/weekly.")
        self.near(self.post(self.at(15, 25, 30), "anais", txt))
        # s) broker close report (near)
        lines = "\n".join(f"{x:<26}{self.fh(_px(self.swpx - i * 0.2 + r.uniform(-0.1, 0.1), b['htick'])):>9}   "
                          f"{r.choice(['traded', 'bid', 'offered', 'last'])} {r.randint(1, 12)}x" for i, x in
                          enumerate([f"{b['SWAP']} {self.SWM}", f"{b['SWAP']} {self.ICEM}", f"{b['SWAP']} Q1", f"{b['SWAP']} Q2",
                                     f"{b['SWAP']} Cal27"]))
        body = (f"Afternoon all,\n\nClosing levels and what traded on our screens today:\n\n```\n{lines}\n```\n\n"
                f"Flow: the front was well offered through the Asian afternoon; we saw two large refiners hedging and a "
                f"couple of trading houses rolling length from {self.SWM} into {self.ICEM}. Spreads finished "
                f"{r.choice(['softer', 'unchanged', 'firmer'])}. Cracks were quiet. Interest in the back of the curve "
                f"limited to producer hedging in Cal27. Liquidity thinned after the window.\n\n"
                f"Tomorrow: API after the US close, Chinese data, and the monthly expiry of the {self.SWM} options.\n\n"
                f"Best regards,\n{self.broker} Asia Oil Swaps")
        self.near(self.email(f"{self.broker} Asia Swaps", self.broker, f"{self.broker} close – {self.date.strftime('%d/%m')}", body,
                             self.at(9, 10, 20)))
        # t) compliance circular (unlabelled)
        body = ("Dear colleagues,\n\nThis is a reminder that all communications relating to trading activity must take "
                "place on approved and recorded channels only: the desk Discord, recorded phone lines, Bloomberg/ICE chat "
                "and corporate e-mail. The use of WhatsApp, WeChat, Telegram, Signal, SMS or personal e-mail for any "
                "business purpose is prohibited. If a counterparty contacts you on an unapproved channel, move the "
                "conversation to an approved channel and do not transact.\n\nPersonal data (mobile numbers, home "
                "addresses, passport details) should not be posted in chat channels; moderators will remove such "
                "content. Please complete the annual communications training by the end of the month.\n\n"
                "Thank you,\nCompliance Geneva")
        self.email("Compliance", "Merlion Petroleum SA", "Reminder – approved communication channels", body, self.at(8, 5, 50))
        # u) KYC refresh (unlabelled)
        body = (f"Dear Sir/Madam,\n\nAs part of our periodic review we kindly request updated KYC documentation for "
                f"Merlion Petroleum Trading Pte Ltd: certificate of incorporation, register of directors, ultimate "
                f"beneficial owner declaration, latest audited financial statements and authorised signatory list. "
                f"Please upload the documents to our portal within 14 days to avoid any interruption to trading.\n\n"
                f"Yours faithfully,\nCounterparty Onboarding\n{self.CP2F}")
        self.email("Counterparty Onboarding", self.CP2F, "Periodic KYC review", body, self.at(2, 15, 40))
        # v) docs checklist in ops thread (unlabelled)
        self.post(self.at(9, 58, 12), "kelvin",
                  f"docs checklist for {G} / {self.CP}:\n☐ L/C received & checked vs recap\n☐ vessel nomination + Q88\n"
                  f"☐ terminal acceptance {b['LP']}\n☐ inspector {self.insp} confirmed\n☐ B/L wording + notify party\n"
                  f"☐ certificate of origin\n☐ insurance declaration\n☐ sanctions screening of vessel + owners\n"
                  f"will tick as we go", thread=self.thread_a)
        # w) desk call notes (near: discussion, no decision)
        txt = (f"Notes from the Geneva desk call ({self.date.strftime('%d %b')}), for those who missed it:\n"
               f"1. Book review — {G} programme for {self.LMN} on track; discussed the {b['V2']} delay and the demurrage "
               f"exposure; Kelvin to keep the agent on a short leash.\n"
               f"2. Market — agreed the {b['BM']} structure is the main driver this month; views differ on the direction, "
               f"to be revisited after the window.\n"
               f"3. Arb — Anaïs presented the draft of today's note; comments on freight assumptions.\n"
               f"4. Risk — Sophie walked through credit utilisation; two lines close to the limit.\n"
               f"5. AOB — year-end holiday rota, systems migration of the CTRM reports next month.")
        self.near(self.post(self.at(8, 1, 12), "marc", txt))
        # x) Platts marketwire excerpt (near)
        hs = self.houses
        txt = (f"**Marketwire excerpt** — {b['WIN']} ({self.date.strftime('%d %b')})\n"
               f"> The {b['WIN']} market saw {r.choice(['steady', 'renewed', 'thin'])} activity during the assessment process, "
               f"with {hs[2]} bidding for {self.LMN} and {hs[3]} offering. {hs[4]} bought a {b['WIN_SZ']} partial from "
               f"{hs[5]} early in the window, while {hs[6]} was heard to have sold a full cargo to {hs[7]} outside the "
               f"process at an undisclosed price.\n> Elsewhere, {self.W[1]} was assessed {r.choice(['higher', 'lower', 'steady'])} on the day, "
               f"reflecting bids seen in the market and a narrower sweet-sour spread. Market participants said demand from "
               f"Chinese independents remained subdued, as import quotas for the current year were largely exhausted. "
               f"Indian refiners continued to seek spot barrels through tenders.\n> The front-month {b['HEDGE']} contract "
               f"settled {r.choice(['up', 'down'])} {r.randint(10, 90)} cents, and the spread between the first and third "
               f"months {r.choice(['narrowed', 'widened'])}.\n(relayed for reference, © S&P Global)")
        self.near(self.post(self.at(10, 50, 30), "platts", txt))
        # y) cracks weekly (near)
        cr = "\n".join(f"{k:<20}{r.uniform(lo, hi):>8.2f}{r.uniform(-1.5, 1.5):>+8.2f}" for k, lo, hi in [
            ("Sing 10ppm crack", 14, 22), ("Sing jet crack", 13, 21), ("Sing 92 crack", 6, 12), ("MOPJ naphtha crack", -4, 4),
            ("Sing 380 crack", -12, -2), ("Sing 0.5% crack", 6, 14), ("Hi-5 ($/mt)", 70, 120)])
        txt = (f"**Product cracks — week in review**\n```\n{'crack':<20}{'level':>8}{'w/w':>8}\n{cr}\n```\n"
               f"Middle distillates held up best again this week, supported by low inventories in the West and steady "
               f"demand for diesel in South Asia. Gasoline cracks were seasonally weak. Naphtha stayed under pressure as "
               f"several crackers in North Asia cut rates. High-sulphur fuel oil was supported by bunker demand in "
               f"Singapore and by lower arrivals from the West; the Hi-5 spread narrowed. For the crude slate this still "
               f"favours middle-distillate-rich grades. As always, the cracks table is indicative and based on "
               f"previous-day assessments.")
        self.near(self.post(self.at(12, 10, 40), "anais", txt))
        # z) demurrage calc (unlabelled)
        rate = r.randint(38, 75) * 1000
        hrs = r.randint(20, 60)
        self.post(self.at(4, 50, 40), "kelvin",
                  f"{b['V2']} demurrage estimate (if berth delay holds):\n```\nlaytime allowed   36h\nNOR + 6h          "
                  f"{r.randint(6, 23):02d}:{r.choice(['00', '30'])} LT\nest. time on dem   {hrs}h\nrate              ${rate:,}/day\n"
                  f"gross             ${rate * hrs // 24:,}\nless 50% weather  ${rate * hrs // 48:,}\n```\nwill refine once berthed, "
                  f"then send claim to receivers. sharing so Geneva can see the exposure")
        # aa) terminal notice (unlabelled)
        body = (f"To all terminal users,\n\nPlease be informed that from 1 {self.LMN} the terminal at {b['LP']} will apply "
                f"revised procedures for vessel acceptance and cargo documentation. Vessel nominations must be received at "
                f"least 5 working days before the first day of the laycan and include Q88, last three cargoes, and a valid "
                f"SIRE report. Vessels failing the terminal's vetting will not be berthed. Cargo documents will be issued "
                f"electronically; paper originals only on request and subject to a fee. Shore tank calibration tables have "
                f"been updated and are available on request.\n\nThe terminal also reminds users that the berth "
                f"maintenance programme continues until the end of the month and that delays may occur during periods of "
                f"adverse weather. Any questions should be directed to the terminal scheduling office.\n\nTerminal Management")
        self.email("Terminal Scheduling", f"{b['LP']} terminal", f"Notice to terminal users – {b['LP']}", body, self.at(4, 20, 60))
        # bb) credit review schedule (unlabelled, no limit change)
        body = (f"Hi all,\n\nThe annual credit reviews for the following counterparties fall due this month: {self.CP2F}, "
                f"{self.houses[13]}, {self.houses[14]}. Please send Risk your expected trading volumes and tenors for the next "
                f"twelve months by Friday so the files can go to the credit committee. Existing lines remain unchanged until "
                f"the committee has met. Reminder that open-credit sales above the line need Risk approval before the deal, "
                f"not after.\n\nThanks,\nCredit Risk Geneva")
        self.email("Credit Risk", "Merlion Petroleum SA", "Annual credit reviews due", body, self.at(8, 40, 50))
        # l) CTRM deal blotter (noise)
        rows = []
        for i in range(10):
            rows.append(f"CTRM-24-{r.randint(20000, 29999)}  {r.choice(['BUY', 'SELL']):<5}{r.choice([G, b['G2'], b['SWAP'], b['HEDGE']]):<18}"
                        f"{r.choice(['VALIDATED', 'SETTLED', 'INVOICED', 'DOCS'])}")
        self.noise(self.post(self.at(22, 10, 30), "ctrm",
                             f"Nightly blotter reconciliation · {b['code']} · legacy deals status\n```\n" + "\n".join(rows)
                             + f"\n```\n{r.randint(0, 2)} breaks vs back office · report stored"))

    SG_FILLER = [
        "@0-1|morning all ☕", "@0-1|morning morning", "@0-2|wah Brent up {bmove}c overnight, who buying", "@0-3|{BM} very quiet this morning, nobody want to show",
        "anyone got the latest {DP} berth schedule ah", "{CP} say they still looking for {LMN} barrels, dunno real or not",
        "@3-4|lunch? I tapao chicken rice for everybody", "brb inspector calling", "Kelvin the LC for {V2} in already or not",
        "my screen freeze again, IT pls 😩", "ok later I check", "{V2} Q88 I forward to Raj already",
        "spot super quiet, everybody waiting for OPEC+", "Platts say {WIN} converged yesterday, sellers quite aggressive",
        "freight {VFC} jumping leh, Raj you see?", "think today window will be busy, many bids last night",
        "sian, {CP2} trader on leave until Monday", "@4-6|Geneva awake yet?", "who took my charger 😤",
        "{SWAP} curve flat flat today", "paper choppy, {HEDGE} up {bmove}c then give back all", "@1-3|kopi run anyone?",
        "{H1} showing everywhere today, must be long", "the {DP} refinery guys always last minute one",
        "heng ah, the {V2} B/L figures came in ok", "haiz another compliance training email", "ok can",
        "{H2} trader ask me for {LMN} {G} indication, I say later", "today Platts editor call again about yesterday print",
        "Anaïs' numbers yesterday quite accurate sia", "market waiting for China data I think",
        "{W1} traders all very quiet, maybe waiting for the tender", "Raj the {VF} position open when?",
        "weather in {DP2} still bad, Kelvin say fog", "cannot lah, my Bloomberg logged out again",
        "eh the new CTRM screen very slow today", "@0-3|{BM} swaps bid-ask super wide this morning",
        "lol my mum ask me why oil price drop, I say not my fault",
    ]
    OPS_FILLER = [
        "Nomination for {V2} sent to terminal, awaiting acceptance", "B/L figures {V2}: {blq} gross @ 60F, inspector {INSP}",
        "NOR tendered {V2} at {DP2} {hhmm} LT", "{V2} docs: original B/Ls couriered, LOI in place",
        "demurrage claim {VX} submitted, {dem}h, awaiting owners' reply", "Q88 + SIRE for {VF} uploaded to ops drive",
        "inspector appointed at {LP}: {INSP}", "{DP2} port: 2 ships waiting, ~1 day delay",
        "agent confirms pilot booked for {V2}, weather permitting", "customs docs for {V2} cleared",
        "terminal at {LP} asking for revised ETA, sent", "cargo insurance declaration sent for {V2}",
    ]
    RAJ_FILLER = [
        "{VFC} AG/Japan WS {ws} last done, owners pushing", "TD3C firm today, WS {td3c}", "Spore VLSFO bunkers ${vlsfo}/mt",
        "owners asking 2-day laycan only, pain", "{VX} failed subs, back on the list", "tonnage list for early {LMN} thin",
        "{VFC} rates up 5 pts on the day", "ballast list AG looks better next week",
    ]
    GVA_FILLER = [
        "@7-8|Bonjour à tous", "@7-8|In the risk committee until 11h, ping me if urgent", "can someone send me the updated arb sheet",
        "Merci Kelvin", "Je regarde ça après le call", "credit limits file updated on the drive",
        "Kpler shows {DP} imports up {x}% w/w", "call with {H1} moved to 15h", "@15-17|bon, on en reparle demain",
        "@9-15|Geneva office closes early Friday, FYI", "the quarterly audit wants the CTRM extracts by Monday",
        "quick one: who owns the {VX} demurrage file?", "interesting Platts piece on {WIN} methodology, link in the drive",
        "@16-17|À demain", "@16-17|logging off, phone on",
    ]

    def filler(self):
        r = self.rng
        n = r.randint(58, 74)
        used = set()
        for _ in range(n):
            roll = r.random()
            if roll < 0.48:
                who = r.choice([self.trader, self.second, self.trader, "jiahui"])
                pool = self.SG_FILLER
                t = self.curve_time(SG_HOURS)
            elif roll < 0.64:
                who = "kelvin"
                pool = self.OPS_FILLER
                t = self.curve_time(SG_HOURS)
            elif roll < 0.74:
                who = "raj"
                pool = self.RAJ_FILLER
                t = self.curve_time(SG_HOURS)
            else:
                who = r.choice(["marc", "anais", "sophie", "marc"])
                pool = self.GVA_FILLER
                t = self.curve_time(GVA_HOURS)
            cands = [x for x in pool if x not in used] or pool
            raw = r.choice(cands)
            used.add(raw)
            if raw.startswith("@"):
                rng_, raw = raw[1:].split("|", 1)
                lo, hi = (int(x) for x in rng_.split("-"))
                t = self.start + r.randint(lo, hi) * 3600000 + r.randint(0, 3599999)
                if pool is self.GVA_FILLER and who == "sophie":
                    who = "marc"
            txt = raw.format(**self.ctx())
            m = self.post(t, who, txt)
            if who == "kelvin" and r.random() < 0.12:
                m.attachments.append({"id": str(_sf(t - 2000, 7, r.randint(0, 4095))),
                                      "filename": r.choice(["Q88.pdf", "BL_draft.pdf", "inspector_report.pdf", "NOR.pdf"]),
                                      "size": r.randint(60000, 900000),
                                      "url": f"https://cdn.discordapp.com/attachments/{channel_id(self.ch_index)}/{r.randint(10**17, 10**18)}/doc.pdf"})
            if r.random() < 0.04:
                m.edits.append((self.after(t, 0.3, 3), txt + " (edit: typo)"))
        # longer market-colour posts by the trader (not hard)
        longs = [
                "ok summary for Geneva: {BM} softer this morning, {H1} and {H2} both offering {LMN}, {CP} and {CP2} "
                "looking but not chasing. freight still firm. nothing new on the book side, just waiting for window.",
                "talked to {H3} trader just now — he say the {DP} refiners are covered for {LMN} mostly, only 1-2 "
                "cargoes still open. dunno whether true, they always talk their book.",
                "{WIN} yesterday: lots of bids early, then sellers hit at the end. if same today the print will be lower, "
                "but I don't think Platts will change anything.",
                "fyi {CP2} ops call me just now, they want to know whether we can do 2-day laycan for {LMN}. I say must "
                "check with terminal first, {LP} very congested now. Kelvin pls check when free.",
                "the {HEDGE} spread moving a lot today, M1/M2 widen then come back. I think some fund rolling. "
                "nothing for us, just saying because the Geneva guys will ask later.",
                "{H1} guy tell me they got 3 ships waiting at {DP} already, so discharge maybe delay for everybody. "
                "if true the {V2} also kena. Kelvin can check with agent?",
                "ok I update the arb sheet: freight {VFC} WS {ws}, bunker ${vlsfo}, rest unchanged. Anaïs your numbers "
                "and mine now the same within 5c, good.",
            ]
        r.shuffle(longs)
        for tmpl in longs[:r.randint(5, 7)]:
            t = self.curve_time(SG_HOURS)
            self.post(t, self.trader, tmpl.format(**self.ctx()))

    def acks(self):
        r = self.rng
        cands = [m for m in self.msgs if not m.thread and m.who not in ("platts",) and m.kind != "noise"]
        def awake(t):
            h = (t - self.start) // 3600000
            pool = []
            if 0 <= h <= 10:
                pool += [self.trader, self.second, "kelvin", "raj"]
            if 7 <= h <= 17:
                pool += ["marc", "marc", "anais"]
            return pool
        k = 0
        want = r.randint(16, 24)
        while k < want:
            tgt = r.choice(cands)
            pool = awake(tgt.t)
            if not pool:
                continue
            k += 1
            who = r.choice(pool)
            txt = r.choice(["ok", "thx", "👍", "noted", "can", "ok lah", "🙏", "merci", "👌", "roger", "+1", "ty", "✅", "😂", "k"])
            m = self.post(self.after(tgt.t, 0.3, 6), who, txt, reply=tgt if r.random() < 0.5 else None)
            self.noise(m)
        k = 0
        want = r.randint(6, 12)
        while k < want:
            tgt = r.choice(cands)
            pool = awake(tgt.t)
            if not pool:
                continue
            k += 1
            tgt.reactions.append((self.after(tgt.t, 0.5, 20), r.choice(["👍", "👀", "🙏", "✅", "😂"]), r.choice(pool)))

    def noise_bots(self):
        r, b = self.rng, self.book
        # heartbeats hourly
        for h in range(24):
            t = self.start + h * 3600000 + r.randint(0, 50000)
            self.noise(self.post(t, "ops", f"♥ desk-ops heartbeat · uptime {self.day_index + 14}d{h:02d}h · queue=0 · lag={r.randint(80, 400)}ms"))
        for h in (1, 7, 13, 19):
            t = self.start + h * 3600000 + r.randint(600000, 1500000)
            self.noise(self.post(t, "risk", f"RiskGuard: all limits OK ({r.randint(11, 14)} checks) · VaR ${r.uniform(2.4, 3.4):.2f}m · credit max util {r.randint(55, 88)}%"))
        for h in (2, 8, 14, 20):
            t = self.start + h * 3600000 + r.randint(200000, 2000000)
            self.noise(self.post(t, "mail", f"MailBridge: IMAP poll ok · {r.randint(0, 3)} new · inbox sg-desk"))
        for _ in range(r.randint(2, 4)):
            t = self.curve_time()
            who = r.choice(["platts", "ctrm", "ais", "mail"])
            self.noise(self.post(t, who, f"⚠️ gateway reconnect (code {r.choice([1006, 1001, 4000])}), session resumed in {r.uniform(0.8, 6.5):.1f}s"))
        self.noise(self.post(self.start + 10 * 3600000 + 35 * 60000 + r.randint(0, 60000), "ops",
                             f"cron[eod-marks] 18:35 SGT done — {r.randint(30, 60)} marks pulled, 0 stale"))
        self.noise(self.post(self.start + 23 * 3600000 + r.randint(0, 600000), "ops",
                             f"cron[mail-router] daily: {r.randint(20, 45)} mails seen, 0 routed overnight, {r.randint(1, 6)} archived"))
        self.noise(self.post(self.start + 6 * 3600000 + r.randint(0, 600000), "ctrm",
                             f"CTRM sync ok — 0 deals pending, {r.randint(8, 25)} validated, {r.randint(0, 2)} awaiting docs"))
        self.noise(self.post(self.start + 21 * 3600000 + r.randint(0, 1200000), "ops",
                             f"cron[vessel-positions] {r.randint(14, 30)} vessels refreshed, 0 errors"))
        tdep = self.start + r.choice([2, 3, 20, 21]) * 3600000 + r.randint(0, 3000000)
        ver = f"v3.{r.randint(10, 19)}.{r.randint(0, 9)}"
        self.noise(self.post(tdep, "ops", f"deploy ctrm-bridge {ver} → prod ✅ (sha {r.randint(0x1000000, 0xfffffff):07x})"))
        self.noise(self.post(tdep + 90000, "ops", f"deploy platts-relay {ver} → prod ✅ smoke tests 14/14"))
        # stack trace
        t = self.curve_time(list(range(18, 24)) + [0, 1])
        self.noise(self.post(t, "platts",
                             "platts-relay ERROR while polling window feed, retrying in 30s\n```\nTraceback (most recent call last):\n"
                             "  File \"/srv/relay/poll.py\", line 88, in poll\n    resp = session.get(FEED_URL, timeout=10)\n"
                             "  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n"
                             "    return self.request(\"GET\", url, **kwargs)\n"
                             "  File \"/usr/lib/python3.11/site-packages/requests/adapters.py\", line 713, in send\n"
                             "    raise ReadTimeout(e, request=request)\n"
                             "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='feeds.internal', port=443): Read timed out. (read timeout=10)\n```"))
        # price alerts
        for _ in range(r.randint(5, 8)):
            t = self.curve_time()
            lvl = _px(self.brent + r.uniform(-0.8, 0.8), 0.25)
            self.noise(self.post(t, "ops", f"🔔 ICE Brent {self.ICEM} crossed {lvl:.2f} (last {lvl + r.uniform(-0.05, 0.05):.2f})"))
        # pnl snapshots
        for h in (4, 12, 16):
            t = self.start + h * 3600000 + r.randint(0, 1200000)
            phys, paper = r.randint(-250, 400), r.randint(-300, 250)
            self.noise(self.post(t, "ctrm", f"PnL snapshot {h:02d}:00Z · {b['name']} · physical {phys:+d}k · paper {paper:+d}k · net {phys + paper:+d}k USD"))
        # AIS routine positions
        for _ in range(r.randint(2, 4)):
            t = self.curve_time(list(range(12, 24)))
            self.noise(self.post(t, "ais", f"AIS · {b['V2']} {r.uniform(0, 0.4):.1f} kn · at anchor {b['DP2']} · hdg {r.randint(0, 359)} · no change"))
        # EOD snapshots (long)
        for (h, m, lab) in ((10, 32, "SG close"), (17, 31, "Geneva close")):
            t = self.start + h * 3600000 + m * 60000 + r.randint(0, 50000)
            rows = [
                f"{b['G']:<16}{self.LMN + ' cargo':<14}{'-' + b['SZ']:>10}  {'sold, pricing open':<22}",
                f"{b['G2']:<16}{'on water':<14}{'+' + b['SZ2']:>10}  {b['V2'] + ' disch ' + b['DP2']:<22}",
                f"{b['WIN']:<16}{self.LMN:<14}{'+' + b['WIN_SZ']:>10}  {'window':<22}",
                f"{b['HEDGE']:<16}{self.ICEM:<14}{'-' + str(self.lots2) + ' lots':>10}  {'hedge':<22}",
                f"{b['SWAP']:<16}{self.SWM:<14}{'-' + b['SWSZ']:>10}  {'hedge':<22}",
            ]
            self.noise(self.post(t, "ctrm",
                                 f"EOD position snapshot · {lab} · {b['name']}\n```\n{'instrument':<16}{'tenor':<14}{'qty':>10}  note\n"
                                 + "\n".join(rows) + f"\n```\nVaR(95,1d) ${r.uniform(2.5, 4.3):.2f}m · MTM {r.randint(-400, 600):+d}k USD · "
                                   f"credit: top util {self.CP} · generated by ctrm-reports {ver}"))
        # CTRM test tickets bulk-deleted
        t = self.start + 21 * 3600000 + r.randint(600000, 1800000)
        tests = []
        for i in range(3):
            m = self.post(t + i * 1500, "ctrm", f"CTRM-TEST-000{i + 1} dry-run deal_id=CTRM-TEST-000{i + 1} side=BUY qty=1 status=TEST")
            m.removed = f"CTRM-TEST-000{i + 1} dry-run"
            tests.append(m)
        self.bulk_ops.append((tests, t + 240000 + r.randint(0, 60000)))
        for m in tests:
            m.bulk = True
        self.noise(self.post(t + 300000 + r.randint(0, 60000), "admin", "cleaned up CTRM test spam, sorry all"))


# --------------------------------------------------------------------------- assembly
def _iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    raw = []  # (t, prio, n, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    used = set()
    n = 0
    for ci in range(channels):
        cid = channel_id(ci)
        book = BOOKS[ci % len(BOOKS)]
        seq = (ci * 977) % 4096
        for di in range(days):
            ds = end - timedelta(days=days - di)
            day = Day(seed, book, ci, di, ds, first=(ci == 0 and di == 0)).build()
            msgs = sorted(day.msgs, key=lambda m: m.t)
            # threads must start after the starter; replies after their target
            last = -1
            for m in msgs:
                if m.t <= last:
                    m.t = last + 1
                last = m.t
            for m in msgs:
                seq = (seq + 1) % 4096
                sid = _sf(m.t, PEOPLE[m.who]["worker"], seq)
                while sid in used:
                    seq = (seq + 1) % 4096
                    sid = _sf(m.t, PEOPLE[m.who]["worker"], seq)
                used.add(sid)
                m.id = str(sid)
            for m in msgs:
                m.channel = m.thread.id if m.thread is not None else cid
            for m in msgs:
                p = PEOPLE[m.who]
                msg = {"id": m.id, "author_id": p["id"], "author_name": p["name"], "author_bot": p["bot"],
                       "created_at": _iso(m.t), "content": m.content, "attachments": m.attachments,
                       "embeds": m.embeds, "reference_id": m.reply.id if m.reply is not None else None}
                if m.pin:
                    msg["pinned"] = False
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.channel}
                if m.thread is not None:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                n += 1
                raw.append((m.t, 0, n, ev))
                for (te, c) in m.edits:
                    te = max(te, m.t + 1000)
                    n += 1
                    raw.append((te, 1, n, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.channel,
                                           "message_id": m.id, "edited_at": _iso(te), "content": c}))
                for (tr, emo, who) in m.reactions:
                    tr = max(tr, m.t + 500)
                    n += 1
                    raw.append((tr, 2, n, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.channel,
                                           "message_id": m.id, "emoji": emo, "user_id": PEOPLE[who]["id"], "at": _iso(tr)}))
                if m.pin:
                    tp, who = m.pin
                    tp = max(tp, m.t + 700)
                    n += 1
                    raw.append((tp, 2, n, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.channel,
                                           "message_id": m.id, "by": PEOPLE[who]["id"], "at": _iso(tp)}))
                if m.deleted:
                    td = max(m.deleted, m.t + 1000)
                    n += 1
                    raw.append((td, 3, n, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.channel,
                                           "message_id": m.id, "deleted_at": _iso(td)}))
                if m.forgotten:
                    tf, who = m.forgotten
                    tf = max(tf, m.t + 1000)
                    n += 1
                    raw.append((tf, 3, n, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.channel,
                                           "message_id": m.id, "requested_by": PEOPLE[who]["id"], "at": _iso(tf)}))
                # labels
                state = "live"
                if m.forgotten:
                    state = "forgotten"
                elif m.deleted or m.bulk:
                    state = "deleted"
                elif m.edits:
                    state = "edited"
                if m.hard:
                    et, facts, ph = m.hard
                    labels["hard_events"].append({"channel_id": m.channel, "message_id": m.id, "event_type": et,
                                                  "facts": facts, "phrasing": ph, "final_state": state})
                    for s in m.superseded:
                        labels["superseded_facts"].append([m.channel, m.id, s])
                if m.removed:
                    labels["removed_texts"].append(m.removed)
                if state in ("live", "edited"):
                    if m.kind == "noise":
                        labels["noise_message_ids"].append(m.id)
                    elif m.kind == "near":
                        labels["near_miss_ids"].append(m.id)
            for (ms_, tb) in day.bulk_ops:
                tb = max(tb, max(x.t for x in ms_) + 1000)
                n += 1
                raw.append((tb, 3, n, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms_[0].channel,
                                       "message_ids": [x.id for x in ms_], "deleted_at": _iso(tb)}))
            for (m, idiom, exp) in day.idioms:
                labels["idioms"].append({"message_id": m.id, "idiom": idiom, "expected": exp})
    raw.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e for (_, _, _, e) in raw], "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    d = datetime.fromisoformat(s.replace("Z", "+00:00"))
    if d.tzinfo is None:
        d = d.replace(tzinfo=timezone.utc)
    return d


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    print(f"{len(res['events'])} events, {len(res['labels']['hard_events'])} hard events -> {a.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
