"""Desk generator: jakarta_idx_desk.

A busy day (or week) of an IDX (Jakarta) equities desk's Discord channel(s):
bank and commodity large caps, a few second-liners, sizes in lots, prices in
rupiah with dot thousands separators, ARA/ARB auto-rejection bands, and a few
USD/IDR NDF hedges.  Output is a capture (JSON Lines, see CAPTURE-FORMAT.md)
plus ground-truth labels.  Standard library only; a pure function of its
arguments.

CLI:
    python -m tests.desks.jakarta_idx_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "jakarta_idx_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
WIB = timezone(timedelta(hours=7))
GUILD_ID = "1179604418935226408"
# The last day ends at 00:00 WIB on Fri 13 Mar 2026, i.e. the default day is Thu 12 Mar 2026 (WIB).
DEFAULT_END = datetime(2026, 3, 12, 17, 0, 0, tzinfo=UTC)

# ---------------------------------------------------------------- people / bots
PEOPLE = {
    "hendra": ("1098231774012659742", "hendra.w", False),       # head of desk
    "dimas": ("1101457729360867348", "dimas.pr", False),         # banks trader
    "yoga": ("1104620093581201418", "yoga_s", False),            # commodities trader
    "sarah": ("1112098837400641587", "sarah.tan", False),        # metals / analyst
    "nadia": ("1123774520981557309", "nadia.ops", False),        # middle office / FX
    "kevin": ("1117302669184532561", "kevin.risk", False),       # risk / quant
    "oms": ("1131480062216671302", "OMS-Bridge", True),
    "ki": ("1129937514806472774", "Keterbukaan Bot", True),
    "wire": ("1133205571982016552", "newswire", True),
    "alert": ("1135569920164151407", "ARA-ARB Alert", True),
    "risk": ("1127715086635229224", "riskd", True),
    "research": ("1140682213597822996", "research-agent", True),
    "exec": ("1140682671420178544", "exec-agent", True),
    "router": ("1141105533712625715", "desk-router", True),
    "cron": ("1126048834172895283", "desk-cron", True),
    "ci": ("1125781130946420847", "ci-deploy", True),
    "pnl": ("1126050223961796708", "pnl-bot", True),
    "feed": ("1130062774561873941", "feed-gw", True),
}

# ---------------------------------------------------------------- instruments
# (ticker, full company name as the exchange writes it, base price in rupiah)
BANKS = [
    ("BBCA", "PT Bank Central Asia Tbk", 9275),
    ("BBRI", "PT Bank Rakyat Indonesia (Persero) Tbk", 4150),
    ("BMRI", "PT Bank Mandiri (Persero) Tbk", 5625),
    ("BBNI", "PT Bank Negara Indonesia (Persero) Tbk", 4480),
]
COAL = [
    ("ADRO", "PT Alamtri Resources Indonesia Tbk", 2180),
    ("PTBA", "PT Bukit Asam Tbk", 2710),
    ("ITMG", "PT Indo Tambangraya Megah Tbk", 24350),
    ("HRUM", "PT Harum Energy Tbk", 1030),
]
METALS = [
    ("ANTM", "PT Aneka Tambang Tbk", 1585),
    ("INCO", "PT Vale Indonesia Tbk", 3720),
    ("MDKA", "PT Merdeka Copper Gold Tbk", 1940),
    ("NCKL", "PT Trimegah Bangun Persada Tbk", 815),
]
SECOND = [
    ("ELSA", "PT Elnusa Tbk", 448),
    ("BRMS", "PT Bumi Resources Minerals Tbk", 404),
    ("ENRG", "PT Energi Mega Persada Tbk", 276),
    ("DOID", "PT Delta Dunia Makmur Tbk", 462),
    ("BUMI", "PT Bumi Resources Tbk", 118),
]
OTHERS = [
    ("GOTO", "PT GoTo Gojek Tokopedia Tbk", 70),
    ("BREN", "PT Barito Renewables Energy Tbk", 7200),
    ("AMMN", "PT Amman Mineral Internasional Tbk", 8350),
    ("SMGR", "PT Semen Indonesia (Persero) Tbk", 3150),
    ("ICBP", "PT Indofood CBP Sukses Makmur Tbk", 11025),
    ("KLBF", "PT Kalbe Farma Tbk", 1385),
    ("UNVR", "PT Unilever Indonesia Tbk", 1850),
    ("ASII", "PT Astra International Tbk", 4960),
    ("CUAN", "PT Petrindo Jaya Kreasi Tbk", 1085),
    ("MAPI", "PT Mitra Adiperkasa Tbk", 1420),
]
TLKM = ("TLKM", "PT Telkom Indonesia (Persero) Tbk", 2750)
KI_BODY = {
    "Dividen Tunai": "Sesuai keputusan RUPS Tahunan, Perseroan akan membagikan dividen tunai tahun buku 2025. Jadwal cum dividen di pasar reguler dan negosiasi, ex dividen, recording date dan pembayaran tercantum dalam lampiran. Pemegang saham dalam penitipan kolektif KSEI menerima dividen melalui rekening efek masing-masing.",
    "Laporan Keuangan Tahunan": "Perseroan menyampaikan laporan keuangan konsolidasian tahunan yang telah diaudit oleh Kantor Akuntan Publik. Laba bersih yang dapat diatribusikan kepada pemilik entitas induk tercantum pada lampiran; rasio kecukupan modal tetap di atas ketentuan minimum regulator.",
    "Pembelian Kembali Saham": "Perseroan melaporkan realisasi pembelian kembali saham melalui Bursa sampai dengan tanggal laporan. Pelaksanaan dilakukan oleh perusahaan efek yang ditunjuk dan tidak melebihi batas harga maupun jumlah dana yang telah diumumkan sebelumnya.",
    "RKAB:coal": "Perseroan telah memperoleh persetujuan Rencana Kerja dan Anggaran Biaya dari Kementerian ESDM. Volume produksi yang disetujui menjadi dasar rencana penjualan domestik (DMO) dan ekspor tahun berjalan; Perseroan akan menyesuaikan rencana pengapalan.",
    "Laporan Produksi": "Perseroan menyampaikan realisasi produksi dan penjualan batubara bulanan. Perubahan dibanding bulan sebelumnya terutama disebabkan curah hujan tinggi di area tambang dan jadwal pengapalan pelanggan.",
    "Smelter": "Perseroan menyampaikan bahwa jadwal operasi komersial fasilitas pemurnian mengalami penyesuaian karena keterlambatan pasokan peralatan utama dan penyelesaian jaringan listrik. Perseroan sedang mengevaluasi dampaknya terhadap target produksi tahun berjalan.",
    "RKAB:metal": "Perseroan memperoleh persetujuan revisi RKAB bijih nikel. Kuota yang disetujui berlaku untuk tahun berjalan dan akan dipasok ke fasilitas pengolahan milik entitas anak maupun pihak ketiga.",
    "Kontrak Baru": "Perseroan menandatangani kontrak jasa berjangka waktu tiga tahun dengan nilai sebagaimana tercantum. Kontrak diperkirakan berkontribusi terhadap pendapatan mulai kuartal berjalan.",
    "PMTHMETD": "Perseroan berencana menambah modal tanpa memberikan hak memesan efek terlebih dahulu, maksimal 10% dari modal disetor. Dana akan digunakan untuk modal kerja dan pelunasan sebagian pinjaman; rencana ini memerlukan persetujuan RUPS Luar Biasa.",
    "Unusual Market Activity": "Bursa Efek Indonesia mengamati pergerakan harga saham Perseroan yang di luar kebiasaan. Pengumuman ini tidak serta merta menunjukkan adanya pelanggaran peraturan. Investor diharapkan memperhatikan jawaban Perseroan atas permintaan konfirmasi Bursa.",
    "Rapat Umum Pemegang Saham": "Perseroan bermaksud menyelenggarakan RUPS Tahunan dengan agenda persetujuan laporan tahunan, penggunaan laba bersih, penunjukan akuntan publik dan perubahan susunan pengurus.",
    "Susunan Direksi": "Perseroan menyampaikan perubahan susunan Direksi berdasarkan keputusan RUPS Luar Biasa. Anggota Direksi yang baru telah memenuhi penilaian kemampuan dan kepatutan.",
    "Public Expose": "Perseroan akan menyelenggarakan paparan publik insidentil secara daring untuk menjelaskan perkembangan usaha terkini kepada investor dan media.",
}
# Companies that only ever appear in the exchange-disclosure stream (never held or watched).
DISCLOSURE_ONLY = [
    "PT Sumber Alfaria Trijaya Tbk", "PT Indosat Tbk", "PT Ciputra Development Tbk", "PT Pakuwon Jati Tbk",
    "PT Japfa Comfeed Indonesia Tbk", "PT Charoen Pokphand Indonesia Tbk", "PT Mayora Indah Tbk",
    "PT Indocement Tunggal Prakarsa Tbk", "PT Jasa Marga (Persero) Tbk", "PT Wijaya Karya (Persero) Tbk",
    "PT Summarecon Agung Tbk", "PT Erajaya Swasembada Tbk", "PT Bank Tabungan Negara (Persero) Tbk",
    "PT Bank Syariah Indonesia Tbk", "PT Bank Jago Tbk", "PT Industri Jamu dan Farmasi Sido Muncul Tbk",
    "PT Sarana Menara Nusantara Tbk", "PT Perusahaan Gas Negara Tbk", "PT Medco Energi Internasional Tbk",
    "PT Aspirasi Hidup Indonesia Tbk", "PT Bumi Serpong Damai Tbk", "PT Timah Tbk", "PT Semen Baturaja Tbk",
]
ROUTINE_KI = [
    ("Laporan Bulanan Registrasi Pemegang Efek", "Perseroan menyampaikan laporan bulanan registrasi pemegang efek per akhir bulan lalu, disusun oleh Biro Administrasi Efek. Komposisi pemegang saham di atas 5% tidak berubah dibanding bulan sebelumnya."),
    ("Penyampaian Bukti Iklan Informasi Keuangan", "Perseroan menyampaikan bukti iklan informasi keuangan yang telah diumumkan di surat kabar berbahasa Indonesia dan situs web Perseroan, sesuai ketentuan POJK mengenai laporan berkala."),
    ("Penjelasan atas Pemberitaan Media Massa", "Menanggapi pemberitaan di media daring, Perseroan menjelaskan bahwa sampai saat ini belum terdapat kesepakatan yang mengikat. Perseroan akan menyampaikan keterbukaan informasi apabila terdapat perkembangan material."),
    ("Laporan Informasi atau Fakta Material", "Perseroan melalui entitas anak telah menandatangani perjanjian kredit dengan sindikasi bank. Transaksi ini tidak berdampak negatif terhadap kegiatan operasional, hukum, kondisi keuangan atau kelangsungan usaha Perseroan."),
    ("Pemberitahuan Rencana Rapat Umum Pemegang Saham Tahunan", "Perseroan bermaksud menyelenggarakan RUPS Tahunan dengan agenda persetujuan laporan tahunan, penggunaan laba bersih, penunjukan akuntan publik dan perubahan susunan pengurus."),
    ("Perubahan Alamat Kantor Pusat", "Perseroan memberitahukan perubahan alamat kantor pusat efektif mulai bulan depan. Nomor telepon dan alamat surel korespondensi tidak berubah."),
    ("Penyampaian Materi Public Expose Tahunan", "Perseroan menyampaikan materi paparan publik tahunan yang akan diselenggarakan secara daring. Materi mencakup kinerja keuangan tahun buku 2025, rencana belanja modal dan strategi usaha 2026."),
    ("Laporan Penggunaan Dana Hasil Penawaran Umum", "Perseroan menyampaikan laporan realisasi penggunaan dana hasil penawaran umum obligasi berkelanjutan. Sisa dana ditempatkan pada deposito berjangka di bank BUMN."),
]
ALL = BANKS + COAL + METALS + SECOND + OTHERS + [TLKM]
NAME = {t: n for t, n, _ in ALL}
BASE = {t: p for t, _, p in ALL}
SECTOR = {}
for _lst, _s in ((BANKS, "bank"), (COAL, "coal"), (METALS, "metal"), (SECOND, "second"), (OTHERS, "other")):
    for _t, _n, _p in _lst:
        SECTOR[_t] = _s
SECTOR["TLKM"] = "other"

FOREIGN_BROKERS = ["AK", "BK", "ZP", "KZ", "RX", "YU", "CS"]
LOCAL_BROKERS = ["YP", "PD", "CC", "NI", "XL", "MG"]
DAY_ID = ["Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"]
CPTY = ["Mandiri", "BCA", "Citi Jkt", "HSBC Jkt", "DBS Jkt"]


# ---------------------------------------------------------------- helpers
def tick(p: float) -> int:
    """IDX tick size by price band."""
    if p < 200:
        return 1
    if p < 500:
        return 2
    if p < 2000:
        return 5
    if p < 5000:
        return 10
    return 25


def rt(p: float) -> int:
    p = int(round(p))
    t = tick(p)
    return max(t, int(round(p / t)) * t)


def mv(p: int, n: int) -> int:
    """Move n ticks from p, respecting the tick bands."""
    for _ in range(abs(n)):
        p = p + tick(p) if n > 0 else p - tick(p - 1)
    return p


def ara_arb(prev: int):
    pct = 0.35 if prev <= 200 else (0.25 if prev <= 5000 else 0.20)
    up = prev * (1 + pct)
    dn = prev * (1 - pct)
    ara = int(up // tick(up)) * tick(up)
    arb = int(math.ceil(dn / tick(dn))) * tick(dn)
    return ara, arb, pct


def idr(n) -> str:
    """4150 -> '4.150' (Indonesian thousands separator)."""
    return f"{int(n):,}".replace(",", ".")


def dec(x: float, nd: int = 1) -> str:
    """Indonesian decimal comma: 2.45 -> '2,45'."""
    return f"{x:.{nd}f}".replace(".", ",")


def nice(x: float) -> int:
    """Round to two significant digits (a size a human would type)."""
    if x < 1:
        return 1
    mag = 10 ** max(0, int(math.log10(x)) - 1)
    return max(1, int(round(x / mag)) * mag)


def short(full: str) -> str:
    s = full
    if s.startswith("PT "):
        s = s[3:]
    s = s.replace(" (Persero)", "").replace(" Tbk", "")
    return s


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)


def wib(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, WIB)


def snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def channel_id(i: int) -> str:
    ms = 1694412123456 + i * 259_203_917 + (i * i) * 7_777
    return str(snow(ms, (11 + 5 * i) % 32, 313 + 17 * i))


def _h(*parts) -> str:
    return hashlib.sha1(":".join(str(p) for p in parts).encode()).hexdigest()


def embed_text(embeds) -> str:
    out = []
    for e in embeds or []:
        for k in ("title", "description", "author"):
            if e.get(k):
                out.append(str(e[k]))
        for f in e.get("fields", []) or []:
            out.append(str(f.get("name", "")))
            out.append(str(f.get("value", "")))
        if e.get("footer"):
            out.append(str(e["footer"]))
    return "\n".join(out)


# ---------------------------------------------------------------- core objects
class Msg:
    def __init__(self, mid, ch, parent, who, ms, content, embeds, ref):
        self.id = str(mid)
        self.ch = ch
        self.parent = parent
        self.who = who
        self.ms = ms
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.label = None
        self.state = "live"

    def text(self) -> str:
        et = embed_text(self.embeds)
        return self.content + ("\n" + et if et else "")


class Thread:
    def __init__(self, tid, name):
        self.id = tid
        self.name = name


class Gen:
    def __init__(self, seed):
        self.seed = seed
        self.events = []
        self.order = 0
        self.used = set()
        self.seq = 0
        self.msgs = {}
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.idiom_names = set()
        self.prev_book = {}

    def add(self, ms, line, create_id=None):
        self.order += 1
        key = (ms, 0, create_id, 0) if create_id is not None else (ms, 1, 0, self.order)
        self.events.append((key, line))


# ---------------------------------------------------------------- market per day
def market(seed: int, d: int):
    mk = random.Random(f"jkt-mkt:{seed}:{d}")
    P = {}
    for t, _, p in ALL:
        P[t] = rt(p * (1 + mk.gauss(0, 0.025)))
    m = {
        "P": P,
        "ndf": 16240 + mk.randint(-60, 260),
        "newc": round(mk.uniform(96, 118), 2),
        "ni": round(mk.uniform(-2.2, 3.4), 1),
        "au": round(mk.uniform(-1.1, 1.6), 1),
        "us": [round(mk.uniform(-1.4, 1.2), 2) for _ in range(3)],
        "ust": round(mk.uniform(4.05, 4.55), 2),
        "brent": round(mk.uniform(66, 82), 2),
        "ihsg": 7000 + mk.randint(-250, 350),
        "ihsg_chg": round(mk.uniform(-1.3, 1.1), 2),
        "fnet": mk.choice([-1, 1]) * mk.randint(120, 980),
    }
    return m


def roles(seed: int, c: int):
    rr = random.Random(f"jkt-roles:{seed}:{c}")
    b = [x[0] for x in BANKS]
    co = [x[0] for x in COAL]
    me = [x[0] for x in METALS]
    se = [x[0] for x in SECOND]
    for lst in (b, co, me, se):
        rr.shuffle(lst)
    R = {
        "B1": b[0], "B2": b[1], "B3": b[2], "BW": b[3],
        "C1": co[0], "C2": co[1], "CW": co[2],
        "M1": me[0], "M2": me[1], "MW": me[2],
        "S1": se[0], "SW": se[1],
    }
    R["held"] = [R[k] for k in ("B1", "B2", "B3", "C1", "C2", "M1", "M2", "S1")]
    R["watch"] = [R[k] for k in ("BW", "CW", "MW", "SW")]
    used = set(R["held"]) | set(R["watch"])
    R["others"] = [t for t, _, _ in OTHERS] + [t for t in co[3:] + me[3:] + se[2:] if t not in used]
    return R


# ---------------------------------------------------------------- channel-day
class CD:
    def __init__(self, g: Gen, c: int, d: int, day0: int, first: bool):
        self.g = g
        self.c = c
        self.d = d
        self.day0 = day0
        self.first = first
        self.rng = random.Random(f"jkt:{g.seed}:{c}:{d}")
        self.chan = channel_id(c)
        self.worker = (3 + 7 * c) % 32
        self.R = roles(g.seed, c)
        self.M = market(g.seed, d)
        self.P = self.M["P"]
        self.count = 0

    # -- time
    def at(self, h, m=0, jit=3):
        return self.day0 + (h * 60 + m) * 60000 + self.rng.randint(0, max(1, jit * 60000) - 1)

    def nx(self, t, lo, hi):
        return t + self.rng.randint(int(lo * 1000), int(hi * 1000))

    # -- posting
    def post(self, t, who, content="", embeds=None, ref=None, thread=None, attach=None):
        g = self.g
        while (self.worker, t) in g.used:
            t += 1
        g.used.add((self.worker, t))
        g.seq = (g.seq + 1) & 0xFFF
        mid = snow(t, self.worker, g.seq)
        ch = thread.id if thread else self.chan
        aid, aname, abot = PEOPLE[who]
        m = Msg(mid, ch, self.chan if thread else None, who, t, content, embeds, ref.id if ref else None)
        msg = {
            "id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
            "created_at": iso(t), "content": content,
            "attachments": attach or [], "embeds": embeds or [],
            "reference_id": m.ref, "pinned": False,
        }
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if thread:
            line["parent_channel_id"] = self.chan
        line["message"] = msg
        g.add(t, line, create_id=mid)
        g.msgs[m.id] = m
        self.count += 1
        return m

    # -- labels
    def hard(self, m, etype, facts, phrasing):
        lab = {"channel_id": m.ch, "message_id": m.id, "event_type": etype,
               "facts": list(facts), "phrasing": phrasing, "final_state": "live"}
        self.g.hard.append(lab)
        m.label = lab
        return m

    def noise(self, m):
        self.g.noise.append(m.id)
        return m

    def near(self, m):
        self.g.near.append(m.id)
        return m

    def idiom(self, m, name, expected):
        if self.first and name not in self.g.idiom_names:
            self.g.idiom_names.add(name)
            self.g.idioms.append({"message_id": m.id, "idiom": name, "expected": expected})
        return m

    # -- ops
    def _base(self, m):
        line = {"guild_id": GUILD_ID, "channel_id": m.ch}
        if m.parent:
            line["parent_channel_id"] = m.parent
        return line

    def edit(self, m, t, content, superseded=()):
        assert t > m.ms
        m.content = content
        line = {"op": "edit", **self._base(m), "message_id": m.id, "edited_at": iso(t), "content": content}
        self.g.add(t, line)
        if m.label and m.label["final_state"] == "live":
            m.label["final_state"] = "edited"
        for s in superseded:
            self.g.superseded.append([m.ch, m.id, s])

    def delete(self, m, t, snippet):
        assert snippet in m.text(), snippet
        line = {"op": "delete", **self._base(m), "message_id": m.id, "deleted_at": iso(t)}
        self.g.add(t, line)
        m.state = "deleted"
        if m.label:
            m.label["final_state"] = "deleted"
        self.g.removed.append(snippet)

    def bulk_delete(self, ms_, t, snippets):
        for m, s in zip(ms_, snippets):
            assert s in m.text(), s
            m.state = "deleted"
            if m.label:
                m.label["final_state"] = "deleted"
            self.g.removed.append(s)
        line = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms_[0].ch,
                "message_ids": [m.id for m in ms_], "deleted_at": iso(t)}
        self.g.add(t, line)

    def forget(self, m, t, by, snippet):
        assert snippet in m.text(), snippet
        line = {"op": "forget", **self._base(m), "message_id": m.id,
                "requested_by": PEOPLE[by][0], "at": iso(t)}
        self.g.add(t, line)
        m.state = "forgotten"
        if m.label:
            m.label["final_state"] = "forgotten"
        self.g.removed.append(snippet)

    def pin(self, m, t, by):
        self.g.add(t, {"op": "pin", **self._base(m), "message_id": m.id, "by": PEOPLE[by][0], "at": iso(t)})

    def unpin(self, mid, ch, t, by):
        self.g.add(t, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": ch, "message_id": mid,
                       "by": PEOPLE[by][0], "at": iso(t)})

    def react(self, m, emoji, who, t, remove=False):
        op = "reaction_remove" if remove else "reaction_add"
        self.g.add(t, {"op": op, **self._base(m), "message_id": m.id, "emoji": emoji,
                       "user_id": PEOPLE[who][0], "at": iso(t)})

    # -- misc
    def oid(self, prefix="JK"):
        dd = wib(self.day0 + 12 * 3600000).strftime("%y%m%d")
        return f"{prefix}{dd}-{self.c + 1}{self.rng.randint(1000, 9999)}"

    def hhmm(self, t):
        return wib(t).strftime("%H:%M")

    def lots_for(self, t, lo, hi):
        return nice(self.rng.uniform(lo, hi) / (self.P[t] * 100))


# ---------------------------------------------------------------- long texts
def research_note_preopen(cd, C2, fv, fvold, decision_variant):
    R, M, P, rng = cd.R, cd.M, cd.P, cd.rng
    date = wib(cd.day0 + 12 * 3600000).strftime("%d %b %Y")
    us = M["us"]
    flow = "buyers" if M["fnet"] > 0 else "sellers"
    prod = dec(rng.uniform(2.1, 6.8), 2).replace(",", ".")
    pit = rng.choice(["north", "Tutupan extension", "west block", "Bangko Barat", "IUP-2"])
    decision = [
        f"Taking all of this together, we are cutting our conviction on {C2} from High to Medium and lowering our fair value to Rp {idr(fv)} (from Rp {idr(fvold)}).",
        f"Net of the above, {C2} moves from High to Medium conviction in our book and the fair value comes down to Rp {idr(fv)} from Rp {idr(fvold)}.",
        f"We therefore downgrade {C2} conviction from High to Medium; fair value is revised to Rp {idr(fv)} (prior Rp {idr(fvold)}).",
    ][decision_variant]
    paras = [
        f"**Pre-open note — IDX banks & coal · {date}**",
        f"Overnight tape was mixed. US indices closed Dow {us[0]:+.2f}%, S&P 500 {us[1]:+.2f}%, Nasdaq {us[2]:+.2f}%, with the 10-year Treasury at {M['ust']:.2f}%. "
        f"Offshore USD/IDR NDF traded heavy into the Asian morning. For the IDX open we expect the big four banks to take direction from foreign flow again; foreign investors have been net {flow} for several sessions. "
        f"Commodity names should track the overnight complex: Newcastle front-month around {M['newc']:.2f} USD/t, LME nickel {M['ni']:+.1f}%, gold {M['au']:+.1f}%.",
        f"Flows. Foreign investors were net {flow} of roughly Rp{abs(M['fnet'])} billion in the regular market yesterday. Broker summary shows the usual foreign custodian codes "
        f"({', '.join(rng.sample(FOREIGN_BROKERS, 3))}) on the bid in the large banks through the afternoon session, while local funds sold into strength. Negotiated-market prints were small and do not change the picture. "
        "The daily foreign-flow series is noisy; a three-session rolling sum is the more useful signal, and we would not read much into a single print either way.",
        f"Banks. Sector view is unchanged. Loan-growth guidance for 2026 sits at 9-11% across the big four and the debate remains deposit cost. {R['B2']} continues to print the cleanest funding mix and trades at a premium that we think is earned. "
        f"{R['B3']} has the most leverage to a rate cut but also the most exposure to the micro and SME segments, where NPL formation has been sticky. Sell-side consensus is crowded long on the sector, which is worth keeping in mind when reading any single-day flow.",
        f"Coal. This is where our thinking has moved most this week. The seaborne market remains oversupplied: Chinese import demand has softened with domestic output at record levels, and Indian buying has not filled the gap. "
        f"{C2}'s February output of {prod} Mt came in below run-rate, and management reiterated that 2026 volume guidance depends on the RKAB approval for the {pit} pit, which we now think arrives late. "
        "The domestic market obligation price cap also limits the upside if the seaborne price bounces, and the royalty changes proposed last year have not been withdrawn.",
        f"Supply side, in more detail. Chinese port inventories rose again last week and the spread between domestic thermal coal and seaborne 5,500 kcal cargoes is narrow enough that arbitrage buying has stalled. "
        "Indian utilities are carrying comfortable stockpiles into the hot season, and the freight market is soft, which helps Australian and Russian supply more than Indonesian low-CV coal. "
        "Indonesian producers have been front-loading sales ahead of the royalty review, which flatters the monthly numbers and borrows from the second half.",
        decision + " Position size is not part of this note; the risk desk has the updated value for its stress set, and the write-up with the full model is in the research drive.",
        f"Metals. LME three-month nickel moved {M['ni']:+.1f}% overnight on headlines about tighter ore quotas in Sulawesi. We have seen this pattern several times since 2024 — quota headlines lift the LME price for a few sessions and then the nickel-pig-iron supply response caps it. "
        f"{R['M1']} and {R['M2']} both trade on this, but {R['M1']} has the higher sensitivity to the ore price because of its integrated mine-to-matte structure.",
        f"Names on the tape. {R['B1']} closed at Rp {idr(P[R['B1']])} with foreign custodians on the bid for another session; the stock sits in the upper half of its three-month range and the sell-side target dispersion is unusually narrow. "
        f"{R['B3']} lagged on the micro-loan NPL chatter. {R['S1']} printed unusual volume late in the session; the exchange has not flagged it, and we have no information beyond the tape.",
        "FX. The rupiah has underperformed regional peers this month, mostly on the dividend-repatriation season, when foreign holders of the large banks convert their payouts. "
        "Bank Indonesia has leaned against the move through the DNDF market and SRBI issuance. Forward points imply a modest carry cost for USD-based investors hedging the rupiah, and the one-month implied volatility is above its one-year average.",
        "Technicals, for what they are worth: the composite is holding its 50-day moving average, breadth is weak with decliners outnumbering advancers for five sessions, and the LQ45 is outperforming the small-cap index. "
        "Those are descriptions of the tape, not signals, and we do not trade off them.",
        "Risks to this view: (1) a sharp rupiah move — the NDF already implies a weaker open; (2) index-rebalancing flows at month end, which tend to overwhelm fundamentals in the large caps for a few days; "
        "(3) a policy surprise on coal export levies, discussed in the press but not formalised. Auto-rejection band mechanics (ARA/ARB) make the second-liners gap-prone, so liquidity there should be treated as conditional.",
        "Valuation context. The large banks trade on a wide range of price-to-book multiples that has been remarkably stable for a decade: the private franchise at the top, the state-owned banks clustered below it, "
        "and the gap explained mostly by funding cost and credit cost through the cycle. Coal producers trade on single-digit earnings multiples with dividend yields that the market discounts because payout depends on the benchmark price. "
        "Nickel names trade on project pipelines more than on current earnings, which makes them sensitive to any change in the timeline of a smelter or a quota.",
        "Liquidity. Average daily value traded in the names the desk follows is adequate for the large caps and thin for the second-liners. In the large banks, a parent order of a few hundred billion rupiah can be worked over a day at a "
        "participation rate below ten percent; in the second-liners, the same participation rate implies sizes an order of magnitude smaller, and the auto-rejection bands can stop trading entirely for a session.",
        "Regional context. Other ASEAN markets were mixed yesterday: Thailand and the Philippines lower on currency weakness, Malaysia and Singapore flat, Vietnam higher on retail flows. "
        "Indonesia's weight in the regional benchmarks has drifted lower this year, which matters for passive flows around the quarterly review.",
        f"Calendar: BI board meeting next week; February trade balance mid-month; MSCI quarterly review announcement later this month. Nothing on today's calendar should move the book before the lunch break.",
        f"— research-agent · run {_h('rn1', cd.g.seed, cd.c, cd.d)[:10]} · sources: exchange disclosures, broker summary, delayed price data",
    ]
    return "\n\n".join(paras)


def research_note_midday(cd):
    R, M, rng = cd.R, cd.M, cd.rng
    other_met = rng.choice([t for t in cd.R["others"] if SECTOR[t] in ("metal", "other")])
    tp = idr(mv(cd.P[other_met], 30))
    paras = [
        "**Midday read — the nickel chain and the RKAB cycle (background, no call)**",
        "This is a background note, not a recommendation. A few people asked why the nickel names diverged this morning while the LME price moved the same way for all of them. The short answer is that the ore quota (RKAB) cycle, "
        "not the LME price, is what sets the marginal economics for the Indonesian producers right now, and each company sits at a different point in that cycle.",
        "Mechanics. Miners need an approved RKAB to sell ore; the ministry moved to three-year approvals in 2024 and then signalled a return to annual reviews for some permits. When approvals lag, domestic ore tightens, "
        "the HPM benchmark premium widens and smelters without captive ore pay up. Integrated producers with captive mines benefit twice: higher realised ore value and a wider margin versus non-integrated peers. "
        "HPAL operators care more about limonite availability and sulphur prices than about the saprolite grade premium.",
        f"Sell-side is split. One large local house moved {other_met} to Buy with a target of Rp {tp} on the quota story; another argues for selling rallies until the quota numbers are published. "
        "A simple stop-based momentum rule on the sector index would have been whipsawed four times since January; a buy-the-dip rule tied to quota headlines would have done better but with a drawdown nobody would have sat through.",
        f"History. In 2023 the same setup produced a 14% rally in the sector over nine sessions, followed by a full retrace once pig-iron output responded. In 2024 the move was smaller and faster. "
        f"Names like {R['M1']} and {R['M2']} tended to lead on the way up and lag on the way down, which is the opposite of what the beta alone would suggest. Past episodes are a weak guide here, because the quota regime itself changed.",
        "Grade and recovery. Saprolite and limonite ores feed different processes, and the premium structure for each moved differently this year. Rotary-kiln electric-furnace lines want high-grade saprolite; HPAL plants want limonite "
        "and are indifferent to the grade premium that dominates the headlines. Recovery rates at the newer HPAL plants have improved, which lowers their unit costs and makes them less sensitive to the ore price than the market assumes.",
        "Downstream demand. Stainless output in China and Indonesia is running near record levels, but margins are thin. Battery-grade demand is growing more slowly than forecast two years ago because of the shift to LFP chemistries in "
        "entry-level vehicles. Neither trend is new; both are already in consensus numbers.",
        "What would change the picture: a published quota number materially below last year's realised output; a change to the export policy on intermediate products; or a sustained break in the Chinese stainless margin. "
        "None of those is on the calendar this week. The LME inventory data are not useful for this question because most Indonesian units never reach LME sheds.",
        "Cost curves. On our numbers the integrated producers sit in the first quartile of the global nickel cost curve even after the royalty increase; the non-integrated NPI lines are closer to the middle, "
        "and their margin is the one that moves with the ore premium. That is why the same LME move produces very different equity reactions: the equity market is pricing the ore premium, not the LME price. "
        "Coal is the mirror image — there, the export price is what matters and the domestic cap truncates the upside.",
        "Policy timeline. The ministry has said it will publish the revised quota framework before the end of the quarter. Past publications slipped by four to eight weeks. "
        "Until then, headlines will continue to come from regional officials and industry associations, and those have a poor track record as predictors of the final numbers.",
        "Positioning colour from the street: foreign brokers were small net sellers of the sector in the morning session; the retail-heavy broker codes were net buyers of the smaller names, which fits the usual pattern on headline days. "
        "Implied volatility on the regional proxies is elevated but not extreme. Bid-ask spreads in the second-liners widened to three to four ticks around the open.",
        f"This note carries no recommendation and no change to anything in the book. — research-agent · run {_h('rn2', cd.g.seed, cd.c, cd.d)[:10]}",
    ]
    return "\n\n".join(paras)


def research_note_eod(cd, hk, topic_en, variant):
    R, M, rng = cd.R, cd.M, cd.rng
    ch = M["ihsg_chg"]
    route = [
        f"After reviewing the filing, I am routing the {hk} {topic_en} question to risk-agent for a downside stress on the position before tomorrow's open.",
        f"Having read the filing twice, I am routing the {hk} {topic_en} item to risk-agent; it needs a downside stress on the position before the open.",
        f"Decision: routing the {hk} {topic_en} question to risk-agent for a stress run tonight, results to the desk before 08:30 WIB.",
    ][variant]
    paras = [
        "**EOD wrap — open items for tomorrow**",
        f"The composite closed {'up' if ch >= 0 else 'down'} {abs(ch):.2f}% at {idr(M['ihsg'])}. Foreign investors were net {'buyers' if M['fnet'] > 0 else 'sellers'} in the regular market. "
        "Large banks absorbed most of the flow again; the commodity names traded with the overnight complex and never really decoupled. Turnover was slightly below the 20-day average.",
        "Book colour. Gross exposure ended the day a little higher than yesterday. The PnL attribution is dominated by the banks, with coal a small drag; the FX hedge offset most of the rupiah move. "
        "Nothing in the execution quality report stands out: pre-opening fills matched close to the IEP and the afternoon VWAP slippage was within the usual band.",
        f"Open items. The disclosure from this morning on {hk} is the only item that touches the book directly. {route} "
        "Everything else on today's disclosure list is either administrative or concerns names outside the book.",
        "Flows in detail. Foreign custodian codes were net buyers in two of the four large banks and net sellers in the other two; the net number hides a rotation rather than a change in appetite. "
        "Local institutions were active in the afternoon, mostly in the consumer names. Negotiated-market volume was dominated by two crossings in names outside the book.",
        "Second-liners. The auto-rejection mechanics did their usual work: several small caps locked at the upper band in the first hour and the queue at the band price never cleared. "
        "Anyone who joined late waited all afternoon for nothing. The exchange put two names on its unusual-market-activity list; neither is on our lists.",
        "Overnight, the things to watch are US retail sales, the Chinese steel PMI, and any headline on the coal export levy. The NDF will likely open the Asian session where it closed in New York. "
        "If the rupiah weakens further, the banks usually see foreign selling in the first hour and recover by the lunch break, although that pattern has been less reliable this quarter.",
        "Execution notes. Pre-opening auctions were orderly; the indicative equilibrium prices moved less than two ticks in the last minute for the large caps. In the afternoon the pre-closing auction attracted unusually large "
        "imbalances in two index names outside the book, consistent with passive rebalancing ahead of the quarterly review. The random-closing window did its job; there were no obvious marking attempts in the names we follow.",
        "Macro. The government bond curve bull-flattened slightly; the 10-year benchmark yield fell a few basis points. Foreign holdings of government bonds were roughly unchanged. "
        "Money-market rates were steady and SRBI auction demand was healthy, which suggests liquidity is not a constraint for the banks at the moment.",
        "Sectors. Telco and consumer staples were the defensive bid of the day; property and construction remained weak on rate uncertainty. The energy sector diverged: oil and gas names firmed with Brent while coal lagged. "
        "Technology names were volatile on retail flows and do not affect the book.",
        "Volatility. Realised volatility in the large banks has drifted up over the past two weeks but remains below its one-year average. The second-liners are another story: five names in our broader universe "
        "touched an auto-rejection band this week, and two were suspended by the exchange for a session after unusual-market-activity notices.",
        "Data quality: two corporate actions were loaded late by the feed and one foreign-flow print was restated after the close. Neither affects the book marks.",
        f"— research-agent · run {_h('rn3', cd.g.seed, cd.c, cd.d)[:10]}",
    ]
    return "\n\n".join(paras)


def research_deep_dive(cd):
    R, rng = cd.R, cd.rng
    topic = rng.choice(["deposit franchises of Indonesian banks", "coal royalty regimes and margins",
                        "how ARA/ARB bands shape second-liner liquidity", "foreign flow seasonality on the IDX"])
    paras = [
        f"**Weekend reading (long) — {topic}**",
        "This is a slow-burn piece for the weekly meeting, not a trading note. It collects what we know, what the data say, and where the data are weak.",
        "Part 1 — the data. We use daily broker-summary data for the regular market, foreign/domestic classification from the exchange, and monthly bank-level balance sheet data from the regulator. "
        "The broker-summary series has known artefacts: codes are reassigned after mergers, and several custodians route both foreign and domestic accounts. Any conclusion that hinges on a single broker code should be treated with suspicion.",
        "Part 2 — what the literature says. Studies of emerging-market flow persistence find that foreign flows are autocorrelated over days but mean-reverting over months. On the IDX the effect is concentrated in the "
        "largest ten names; outside them, local retail flow dominates and auto-rejection bands truncate the distribution of daily returns, which biases any naive volatility estimate downward.",
        "Part 3 — a worked example. Take a stock that hits the upper band on day one with a thin order book. The queue at the band price is allocated by time priority; late orders are not filled. "
        "The following morning the stock often opens at or near the band again, and the realised return of a buyer who joined the queue late depends almost entirely on queue position, not on the view. "
        "A backtest that assumes fills at the band price therefore overstates returns materially.",
        "Part 4 — banks. The deposit franchise matters more than loan growth for the valuation gap between the largest private bank and the state-owned banks. Current-account-savings-account ratios explain most of the spread in funding cost, "
        "and the spread in funding cost explains most of the spread in return on equity once credit cost is normalised. None of this is new; the point is that the market prices it consistently and rarely mis-prices it for long.",
        "Part 5 — coal. Royalty tiers tied to the benchmark price reduce the producers' upside participation. At benchmark prices below the first tier the royalty rate is flat, so margins move one-for-one with price; "
        "above it, every tier takes a larger share. Producers with a higher share of domestic sales under the price cap are the least sensitive of all.",
        "Part 6 — the rupiah. For a USD-based book the currency is the single largest common factor across the Indonesian names. The rupiah's drawdowns cluster around dividend-repatriation months and global dollar squeezes. "
        "Hedging through one-month NDFs costs the forward points and introduces basis risk versus the onshore DNDF fixing, which occasionally diverges by more than the monthly carry. "
        "Rolling the hedge at month end also coincides with index rebalancing, which concentrates execution risk into a few days.",
        "Part 7 — methodology notes. All returns are in rupiah unless stated; volatility estimates use a Parkinson range estimator corrected for the auto-rejection bands; "
        "flow data are aggregated to three-session rolling sums; and all cross-sectional regressions are run on the LQ45 constituents as of each quarter's rebalance to avoid survivorship bias. "
        "The appendix tables are in the research drive; they are too wide for Discord.",
        "Part 8 — auctions. The pre-opening and pre-closing auctions concentrate a growing share of daily volume in the large caps. Indicative prices published during the auction are informative but can be moved by late orders, "
        "and the random-closing mechanism reduces, but does not eliminate, the incentive to place large orders at the last moment. For second-liners, the auctions are thin and the indicative price is a poor guide.",
        "Part 9 — tick sizes. The tick-size schedule matters more than it appears. A stock priced just above a band boundary trades with a tick that is large relative to its price, which widens the effective spread and changes "
        "the economics of passive execution. Names that cross a boundary often see a shift in the mix of participants, and studies of the 2016 and 2021 schedule changes found measurable effects on spreads and depth.",
        "Part 10 — short selling. Short selling on the IDX is limited to a list of eligible securities and requires a margin account; the market-making framework introduced recently adds another channel. "
        "Securities lending volumes remain tiny relative to turnover, so price discovery on the downside relies mostly on long holders selling. That asymmetry shows up in return skew and in how slowly bad news is priced in second-liners.",
        "Part 11 — settlement and custody. T+2 settlement, single-depository custody at KSEI and the investor-ID (SID) system make the post-trade side clean by regional standards. "
        "Foreign investors hold through global custodians, which is why custodian broker codes are such a noisy proxy for foreign flow.",
        "Part 12 — what this means for process. None of the above implies a view on any name. It does suggest that execution cost assumptions in idea write-ups should be band-aware and auction-aware, "
        "that flow signals should be read over several sessions rather than one, and that the rupiah leg should be part of every position discussion rather than an afterthought.",
        "Part 8 — open questions. We do not have a good model of how index inclusion events interact with the foreign-flow series; the sample is small. We also lack clean data on securities lending, "
        "which limits any analysis of short positioning. Suggestions on data sources are welcome in the research thread.",
        f"— research-agent · long-form · run {_h('rn4', cd.g.seed, cd.c, cd.d)[:10]} · no recommendation",
    ]
    return "\n\n".join(paras)


def research_flows(cd):
    R, M, P, rng = cd.R, cd.M, cd.P, cd.rng
    o = rng.sample(R["others"], 4)
    fb = rng.sample(FOREIGN_BROKERS, 4)
    lb = rng.sample(LOCAL_BROKERS, 3)
    rows = []
    for sec in ("Banks", "Coal", "Metals", "Telco", "Consumer", "Property", "Energy"):
        v = rng.randint(-420, 520)
        rows.append(f"{sec:<9} {('+' if v >= 0 else '-')}Rp {abs(v):>3} M")
    paras = [
        "**Flows digest — session 1 (descriptive only)**",
        "What follows is a description of the morning's flow data. It is not a signal and nothing in it is a recommendation for the book.",
        "Foreign net flow by sector, regular market, session 1:\n```\n" + "\n".join(rows) + "\n```",
        f"Broker codes. Foreign custodians {fb[0]} and {fb[1]} were the largest net buyers across the large caps; {fb[2]} was a steady seller in the telco and consumer names. "
        f"Local codes {lb[0]} and {lb[1]} dominated the small caps, as usual on a day with several upper-band locks. {lb[2]} crossed a block in {o[0]} in the negotiated market before the open.",
        f"Negotiated market. The largest crossings were in {o[1]} and {o[2]}, both between domestic institutions; neither is in our universe. "
        "Crossings at a discount to the last regular-market price are common around index reviews and do not, on their own, tell us anything about direction.",
        f"Small caps. {o[3]} locked at the upper band within the first thirty minutes and the queue at the band price was still several hundred thousand lots deep at the break. "
        "The exchange's unusual-market-activity list added two names this morning. History suggests that roughly half of such names give back the move within a week, but the distribution is wide.",
        "Retail activity. Retail-heavy broker codes accounted for more than half of the small-cap turnover. Margin-eligible names saw the usual morning burst followed by a fade into the break. "
        "The exchange's full-call-auction board had its usual handful of names and none of them trade in size.",
        "Caveats. Broker-code attribution is noisy, some custodians route both foreign and domestic accounts, and the session-1 numbers are revised after the close. "
        "Treat any single code's number with suspicion until it repeats for several sessions.",
        f"— research-agent · flows digest · run {_h('rfd', cd.g.seed, cd.c, cd.d)[:10]}",
    ]
    return "\n\n".join(paras)


def research_flash_coal(cd):
    R, M, rng = cd.R, cd.M, cd.rng
    paras = [
        "**Coal flash — benchmark, royalties, DMO (background, no call)**",
        f"Newcastle front-month printed around {M['newc']:.2f} USD/t this morning. The Indonesian benchmark (HBA) for the month was set below the prior month, and the lower-CV indices that matter more for Indonesian producers moved in line. "
        "The spread between high-CV and low-CV coal remains narrow by historical standards, which compresses the advantage of the producers with higher-quality reserves.",
        "Royalties. The tiered royalty regime takes a larger share of revenue as the benchmark rises. At current prices most producers sit in the lower tiers, so their revenue moves roughly one-for-one with price. "
        "Producers with IUPK licences are on a different schedule than those with IUP licences, and the difference matters for the margin sensitivity of each name.",
        "DMO. The domestic market obligation requires producers to sell a share of output to domestic users at a capped price. Compensation mechanisms for producers that under-deliver have been discussed for two years; "
        "the current framework still leaves most of the burden on producers with high domestic sales. The policy debate is ongoing and nothing is scheduled for this week.",
        "Demand. Chinese imports fell year on year in the last print and Indian imports were flat. Japanese and Korean utilities continue to diversify away from coal, slowly. Southeast Asian demand, led by Vietnam and the Philippines, "
        "is the one growth pocket, and Indonesian exporters are well placed to serve it.",
        "Weather. The rainy season has been heavier than usual in East and South Kalimantan, which affects mining and barging. Monthly production numbers for the wet months should be read with that in mind.",
        f"This flash is background for the desk and carries no recommendation. — research-agent · run {_h('rfc', cd.g.seed, cd.c, cd.d)[:10]}",
    ]
    return "\n\n".join(paras)


def research_flash_banks(cd):
    R, rng = cd.R, cd.rng
    paras = [
        "**Banks flash — deposit pricing and the rate path (background, no call)**",
        "Deposit pricing. Special-rate time deposits at the state-owned banks have edged lower over the last month, while the digital banks continue to pay up for retail savings. "
        "The large private franchise has kept its rates unchanged and continues to grow current accounts faster than the system. This is the single biggest reason the sector's margins diverge.",
        "Rate path. Market pricing implies one more policy-rate cut this year, conditional on the rupiah. A cut helps the banks with the most floating-rate funding first; those with a high share of fixed-rate consumer loans "
        "see margin compression before the funding benefit arrives. On our numbers, the net effect of a 25bp cut on sector earnings is small and within the noise of credit cost.",
        "Credit quality. Loan-at-risk ratios are normalising. The micro and ultra-micro segments are the exception: restructured loans from the pandemic period have rolled off, and some of the borrowers are struggling. "
        "The banks with the largest micro books have raised provisions; the question is whether they have done enough.",
        "Capital. Capital ratios are comfortably above requirements across the large banks. Dividend payout ratios are high and the market treats them as stable; any change would be a surprise.",
        f"Background only, no recommendation. — research-agent · run {_h('rfb', cd.g.seed, cd.c, cd.d)[:10]}",
    ]
    return "\n\n".join(paras)


def stack_trace(cd, t, kind):
    stamp = wib(t).strftime("%Y-%m-%d %H:%M:%S") + f",{cd.rng.randint(100, 999)}"
    pid = cd.rng.randint(1000, 65000)
    if kind == 0:
        body = (f"ERROR {stamp} feedgw.itch.session[{pid}]: socket closed by peer\n"
                "Traceback (most recent call last):\n"
                '  File "/opt/feedgw/feedgw/itch/session.py", line 211, in _recv_loop\n'
                "    chunk = await self._reader.readexactly(hdr.length)\n"
                '  File "/usr/lib/python3.11/asyncio/streams.py", line 750, in readexactly\n'
                "    raise exceptions.IncompleteReadError(incomplete, n)\n"
                f"asyncio.exceptions.IncompleteReadError: 0 bytes read on a total of {cd.rng.choice([38, 46, 52])} expected bytes\n"
                "\nDuring handling of the above exception, another exception occurred:\n\n"
                "Traceback (most recent call last):\n"
                '  File "/opt/feedgw/feedgw/itch/session.py", line 248, in run\n'
                "    await self._recv_loop()\n"
                '  File "/opt/feedgw/feedgw/itch/session.py", line 233, in _recv_loop\n'
                "    raise SessionLost(self.session_id, self.last_seq)\n"
                f"feedgw.itch.errors.SessionLost: session=IDXITCH{cd.rng.randint(10, 99)} last_seq={cd.rng.randint(10**6, 10**7)}")
    elif kind == 1:
        body = (f"ERROR {stamp} omsbridge.fix.client[{pid}]: heartbeat timeout, resetting session\n"
                "Traceback (most recent call last):\n"
                '  File "/srv/oms-bridge/omsbridge/runtime/loop.py", line 64, in _tick\n'
                "    await handler(now)\n"
                '  File "/srv/oms-bridge/omsbridge/fix/session.py", line 155, in on_tick\n'
                "    self.client._on_timer(now)\n"
                '  File "/srv/oms-bridge/omsbridge/fix/client.py", line 402, in _on_timer\n'
                "    self._check_heartbeat()\n"
                '  File "/srv/oms-bridge/omsbridge/fix/client.py", line 377, in _check_heartbeat\n'
                "    raise HeartbeatTimeout(self.sender_comp_id, elapsed)\n"
                f"omsbridge.fix.errors.HeartbeatTimeout: PRPJKT01->BRKFIX elapsed={dec(cd.rng.uniform(31, 95), 1).replace(',', '.')}s (hb_int=30s)")
    else:
        body = (f"WARN {stamp} pnl.marks[{pid}]: stale mark, falling back to prev close\n"
                "Traceback (most recent call last):\n"
                '  File "/opt/pnl/pnl/marks.py", line 88, in mark\n'
                "    px = self.last_trade[sym]\n"
                f"KeyError: '{cd.rng.choice(cd.R['held'])}'")
    return "```\n" + body + "\n```"


# ---------------------------------------------------------------- the day
def build_day(g: Gen, c: int, d: int, day0: int, first: bool):
    cd = CD(g, c, d, day0, first)
    R, P, M, rng = cd.R, cd.P, cd.M, cd.rng
    B1, B2, B3, BW = R["B1"], R["B2"], R["B3"], R["BW"]
    C1, C2, CW = R["C1"], R["C2"], R["CW"]
    M1, M2, MW = R["M1"], R["M2"], R["MW"]
    S1, SW = R["S1"], R["SW"]
    others = R["others"]
    held, watch = R["held"], R["watch"]
    day_dt = wib(day0 + 12 * 3600000)
    ddmm = day_dt.strftime("%d/%m")
    ndf = M["ndf"]

    # intraday direction per name (keeps alerts and chatter coherent with the stories)
    dirs = {t_: rng.choice([-1, 1]) for t_ in P}
    dirs.update({B1: 1, C1: -1, M2: -1, M1: 1, SW: 1})
    ix1 = round(M["ihsg_chg"] * rng.uniform(0.5, 1.1), 2)
    gorengan = [t_ for t_ in others if SECTOR[t_] == "second"] + ["CUAN"]

    # ---- choose optional stories so the day lands in the hard-event range
    fixed_hard = 30
    opt = {"S1": 6, "SW": 4, "B3": 4, "exdate": 1, "riskhuman": 1, "tpremove": 1, "c2sl": 1,
           "stopamend": 1, "b2thesis": 1, "wireB1": 1, "wireMW": 1}
    for _ in range(200):
        inc = {k: rng.random() < 0.55 for k in opt}
        if first:
            inc["S1"] = inc["SW"] = True
        tot = fixed_hard + sum(opt[k] for k in opt if inc[k])
        if 32 <= tot <= 44:
            break

    # ---- positions for the book
    book = {}
    for t in held:
        lots = cd.lots_for(t, 0.8e9, 4.2e9)
        avg = mv(P[t], rng.randint(-12, 8))
        sl = mv(P[t], -rng.randint(16, 26))
        tp = mv(P[t], rng.randint(24, 42))
        book[t] = [lots, avg, sl, tp]
    ndf_pos = rng.choice([3, 4, 5, 6])
    ndf_avg = ndf - rng.randint(40, 180)

    # B1 add
    b1_entry = mv(P[B1], -rng.randint(0, 2))
    b1_sl = mv(b1_entry, -rng.randint(14, 20))
    b1_tp = mv(b1_entry, rng.randint(26, 40))
    book[B1][2] = b1_sl
    # M1 tp which gets removed later
    m1_tp = book[M1][3]
    # C2 stop which is raised
    c2_sl_old = book[C2][2]
    # B2 stop (OMS stop amended)
    b2_sl_old = book[B2][2]

    # =========================================================== overnight
    # risk heartbeats every hour (noise) -- status after breach changes
    breach_hour = 15
    hb_slots = [(h, 0) for h in range(24)] + [(h, 30) for h in range(9, 16)]
    for h, mm_hb in hb_slots:
        t = cd.at(h, mm_hb, 2)
        hb = {"type": "heartbeat", "svc": "riskd", "host": f"risk-jkt-0{1 + (h % 2)}", "ts": iso(t),
              "limits": "ALL_OK" if h <= breach_hour else "BREACH_ACTIVE",
              "checks": {"gross": "ok", "net": "ok", "single_name": "ok" if h <= breach_hour else "breach",
                         "sector": "ok", "daily_loss": "ok", "adv": "ok"},
              "gross_idr_bn": round(38 + rng.uniform(0, 9), 1), "nav_util_pct": round(rng.uniform(55, 74), 1),
              "open_orders": rng.randint(0, 3) if (h < 8 or h > 16) else rng.randint(2, 14),
              "breaches": 0 if h <= breach_hour else 1,
              "util_pct": {"gross": round(rng.uniform(55, 74), 1), "net": round(rng.uniform(30, 60), 1),
                           "sector_bank": round(rng.uniform(40, 80), 1), "sector_coal": round(rng.uniform(30, 70), 1),
                           "sector_metal": round(rng.uniform(25, 65), 1), "daily_loss": round(rng.uniform(0, 45), 1),
                           "fx_hedge_ratio": round(rng.uniform(35, 60), 1)},
              "top_single_name": ({"sym": rng.choice(held), "pct_nav": round(rng.uniform(2.8, 4.7), 2)} if h <= breach_hour
                                  else {"sym": B1, "pct_nav": round(rng.uniform(5.1, 5.6), 2)}),
              "feeds": {"idx_itch": "up", "broker_fix": "up", "fx_ref": "up" if rng.random() > 0.1 else "stale"},
              "build": "riskd 2.14.3", "policy": "JKT-v14",
              "latency_ms": {"p50": rng.randint(2, 5), "p99": rng.randint(9, 31)}}
        cd.noise(cd.post(t, "risk", json.dumps(hb, ensure_ascii=False)))

    t = cd.at(0, 10, 2)
    m = cd.noise(cd.post(t, "cron", f"[cron] {cd.hhmm(t)} WIB corp_action_sync ok — {rng.randint(4, 11)} actions loaded "
                                    f"({rng.randint(1, 4)} cum-date, {rng.randint(1, 3)} RUPS, {rng.randint(0, 2)} stock split), 0 routed"))

    t = cd.at(1, 20, 90)
    cd.noise(cd.post(t, "feed", stack_trace(cd, t, 0)))
    t2 = cd.nx(t, 4, 40)
    cd.noise(cd.post(t2, "feed", f"feed-gw: reconnected IDX ITCH (gap {dec(rng.uniform(1.1, 6.5))}s), resubscribed {rng.randint(790, 860)} symbols, seq resync ok"))

    # US close (generic colour) -> near miss
    t = cd.at(4, 10, 20)
    us = M["us"]
    m = cd.near(cd.post(t, "wire", f"Wall Street ditutup {'menguat' if us[1] > 0 else 'melemah'}: Dow {dec(us[0], 2)}%, S&P 500 {dec(us[1], 2)}%, "
                                   f"Nasdaq {dec(us[2], 2)}%. Imbal hasil UST 10Y {dec(M['ust'], 2)}%, Brent {dec(M['brent'], 2)} USD/barel."))

    # NDF underlying news -> held via derivative
    t = cd.at(5, 35, 20)
    ndf_news_lvl = ndf + rng.randint(15, 70)
    v = rng.randint(0, 2)
    if v == 0:
        txt = (f"Rupiah NDF 1M melemah ke {idr(ndf_news_lvl)} per dolar AS pagi ini setelah data inflasi AS di atas ekspektasi; "
               "pelaku pasar menanti intervensi BI di pasar DNDF.")
        facts = ["Rupiah NDF 1M", idr(ndf_news_lvl)]
    elif v == 1:
        txt = (f"Offshore rupiah weakens: one-month USD/IDR NDF quoted at {idr(ndf_news_lvl)}, weakest in two weeks; "
               "dealers say Bank Indonesia was seen in the DNDF market.")
        facts = ["USD/IDR NDF", idr(ndf_news_lvl)]
    else:
        txt = (f"BI: siap intervensi di pasar spot, DNDF dan SBN setelah rupiah NDF 1M tembus {idr(ndf_news_lvl)}.")
        facts = ["rupiah NDF 1M", idr(ndf_news_lvl)]
    txt += "\n\n" + rng.choice([
        "Dealers in Singapore said importers' month-end dollar demand and dividend repatriation by foreign shareholders of the large banks weighed on the currency, "
        "while exporters' conversions were thin. The onshore spot market opens at 09:00 WIB; the JISDOR reference rate is published at 10:00 WIB.",
        "Pelaku pasar menyebut permintaan dolar untuk repatriasi dividen dan pembayaran impor akhir bulan menekan rupiah, sementara konversi devisa hasil ekspor masih terbatas. "
        "Kurs referensi JISDOR diumumkan pukul 10.00 WIB.",
    ])
    m = cd.hard(cd.post(t, "wire", txt), "held_position_news", facts, "untagged")
    cd.idiom(m, "news on rupiah as underlying of held USD/IDR NDF hedge", "held_position_news")

    # =========================================================== pre-market
    t = cd.at(6, 5, 4)
    cd.noise(cd.post(t, "cron", f"[cron] {cd.hhmm(t)} WIB premarket_load: {rng.randint(800, 860)} symbols, book {len(held) + 1} legs, "
                                f"watchlist {len(watch)}, ARA/ARB bands refreshed, 0 errors"))
    t = cd.at(6, 30, 25)
    cd.noise(cd.post(t, "ci", f"✅ deploy oms-bridge v3.{rng.randint(6, 9)}.{rng.randint(0, 14)} → prod-jkt ({rng.randint(31, 95)}s) · {_h('ci', g.seed, c, d)[:7]}"))

    t = cd.at(6, 48, 4)
    lim = ["```", "limit                         value        util"]
    for nm_, val in [("gross_exposure", "Rp 70 M"), ("net_exposure", "Rp 45 M"), ("single_name_pct_nav", "5.0%"),
                     ("sector_bank_pct_nav", "35%"), ("sector_coal_gross", "Rp 20 M"), ("sector_metal_gross", "Rp 18 M"),
                     ("second_liner_pct_nav", "6%"), ("adv_participation", "10% ADV20"), ("daily_loss", "Rp 2,5 M"),
                     ("fx_unhedged_pct_nav", "40%"), ("ndf_tenor_max", "3M")]:
        lim.append(f"{nm_:<29} {val:<12} {rng.randint(5, 88)}%")
    lim.append("```")
    cd.noise(cd.post(t, "risk", f"riskd: policy JKT-v14 loaded for {ddmm}, {len(lim) - 3} limits, 0 changes vs yesterday\n" + "\n".join(lim)))
    t = cd.at(6, 38, 6)
    o5 = rng.sample(others, 2)
    cd.near(cd.post(t, "research", (
        "**Overnight digest (auto)**\n"
        f"• US: Dow {M['us'][0]:+.2f}%, S&P {M['us'][1]:+.2f}%, Nasdaq {M['us'][2]:+.2f}%; UST10Y {M['ust']:.2f}%; Brent {M['brent']:.2f}.\n"
        f"• Commodities: Newcastle ~{M['newc']:.2f} USD/t; LME nickel {M['ni']:+.1f}%; gold {M['au']:+.1f}%; CPO futures little changed.\n"
        "• Asia pre-open: Nikkei futures flat, KOSPI futures slightly lower, SGX-listed Indonesia ETF quotes mixed.\n"
        f"• Local: {o5[0]} and {o5[1]} on the exchange's disclosure list overnight (routine). BI governor speaks at a conference at 10:00 WIB.\n"
        "• Calendar today: SRBI auction, govt sukuk auction results, no IDX holiday.\n"
        "Digest only; the pre-open note follows.")))

    # research note #1 with buried thesis change on C2
    fvold = mv(P[C2], rng.randint(20, 40))
    fv = mv(fvold, -rng.randint(12, 24))
    t = cd.at(7, 0, 12)
    dv = rng.randint(0, 2)
    rn1 = research_note_preopen(cd, C2, fv, fvold, dv)
    m = cd.hard(cd.post(t, "research", rn1), "thesis_update", [C2, "from High to Medium" if dv != 1 else "from High to Medium conviction", f"Rp {idr(fv)}"], "buried")
    cd.idiom(m, "conviction downgrade buried mid research note", "thesis_update")
    rn1_msg = m

    # keterbukaan informasi: held, watch, unrelated
    def ki_template(tk, kind_rng):
        s = SECTOR[tk]
        if s == "bank":
            dps = kind_rng.randint(180, 420)
            opts = [
                ("Pengumuman Jadwal Pembagian Dividen Tunai Tahun Buku 2025", [("Dividen per saham", f"Rp {dps}"), ("Cum date (reguler)", (day_dt + timedelta(days=7)).strftime("%d-%m-%Y"))], "Dividen Tunai", "dividend timetable"),
                ("Penyampaian Laporan Keuangan Tahunan Audited 31 Desember 2025", [("Laba bersih", f"Rp {dec(kind_rng.uniform(18, 58))} T"), ("Opini", "Wajar dalam semua hal yang material")], "Laporan Keuangan Tahunan", "audited FY2025 accounts"),
                ("Laporan Hasil Pelaksanaan Pembelian Kembali Saham", [("Jumlah saham", f"{idr(nice(kind_rng.uniform(2e6, 9e7)))} lembar"), ("Harga rata-rata", f"Rp {idr(P[tk])}")], "Pembelian Kembali Saham", "buyback progress"),
            ]
        elif s == "coal":
            opts = [
                ("Persetujuan RKAB Tahun 2026", [("Volume disetujui", f"{dec(kind_rng.uniform(8, 70))} juta ton"), ("Masa berlaku", "2026")], "RKAB", "RKAB approval"),
                ("Laporan Produksi Bulanan Februari 2026", [("Produksi", f"{dec(kind_rng.uniform(1.5, 6.5))} juta ton"), ("Penjualan", f"{dec(kind_rng.uniform(1.5, 6.5))} juta ton")], "Laporan Produksi", "monthly production print"),
            ]
        elif s == "metal":
            site = kind_rng.choice(["Pomalaa", "Bahodopi", "Obi", "Halmahera Timur", "Morowali"])
            opts = [
                ("Penundaan Jadwal Operasi Komersial Smelter", [("Proyek", f"smelter {site}"), ("Jadwal baru", "Q1 2027")], "Smelter", "smelter timeline"),
                ("Persetujuan Revisi RKAB Bijih Nikel 2026", [("Kuota", f"{dec(kind_rng.uniform(5, 40))} juta wmt"), ("Lokasi", site)], "RKAB", "ore-quota revision"),
            ]
        elif s == "second":
            opts = [
                ("Perolehan Kontrak Baru", [("Nilai kontrak", f"Rp {idr(kind_rng.randint(150, 2400))} miliar"), ("Pemberi kerja", kind_rng.choice(["Pertamina Hulu Rokan", "PLN", "Freeport", "KKKS migas"]))], "Kontrak Baru", "new contract"),
                ("Rencana Penambahan Modal Tanpa Hak Memesan Efek Terlebih Dahulu (PMTHMETD)", [("Jumlah saham maks", f"{idr(nice(kind_rng.uniform(1e8, 3e9)))} lembar")], "PMTHMETD", "private placement"),
                ("Pengumuman Unusual Market Activity (UMA)", [("Keterangan", "pergerakan harga di luar kebiasaan"), ("Catatan", "investor diharapkan memperhatikan jawaban perseroan")], "Unusual Market Activity", "UMA notice"),
            ]
        else:
            opts = [
                ("Pemberitahuan Rencana Rapat Umum Pemegang Saham Tahunan", [("Tanggal RUPST", (day_dt + timedelta(days=28)).strftime("%d-%m-%Y")), ("Recording date", (day_dt + timedelta(days=6)).strftime("%d-%m-%Y"))], "Rapat Umum Pemegang Saham", "AGM notice"),
                ("Perubahan Susunan Direksi", [("Jabatan", "Direktur Keuangan"), ("Efektif", (day_dt + timedelta(days=1)).strftime("%d-%m-%Y"))], "Susunan Direksi", "board change"),
                ("Penyampaian Materi Public Expose Insidentil", [("Waktu", "14:00 WIB"), ("Media", "daring")], "Public Expose", "public expose"),
            ]
        return kind_rng.choice(opts)

    def ki_embed(tk, perihal, fields, t, key=None, name=None):
        body = KI_BODY.get(f"{key}:{SECTOR.get(tk)}") or KI_BODY.get(key) or perihal
        no = f"{rng.randint(10000, 99999)}/IDX/KI/{day_dt.strftime('%m-%Y')}"
        url = f"https://www.idx.co.id/StaticData/NewsAndAnnouncement/ANNOUNCEMENTSTOCK/From_EREP/{day_dt.strftime('%Y%m')}/{_h('ki', tk, name, t)[:12]}_lamp1.pdf"
        fl = [{"name": "Perihal", "value": perihal}, {"name": "Tanggal", "value": wib(t).strftime("%d-%m-%Y %H:%M") + " WIB", "inline": True}]
        fl += [{"name": a, "value": b, "inline": True} for a, b in fields]
        return [{"title": name or NAME[tk], "description": body, "url": url, "author": "Keterbukaan Informasi · IDX",
                 "fields": fl, "footer": f"IDX · Keterbukaan Informasi · No. {no}"}]

    hk = rng.choice([B2, C1, M1, S1, M2])
    perihal, fields, key, hk_topic = ki_template(hk, rng)
    t = cd.at(7, 18, 8)
    content = rng.choice(["", "", "📢 Keterbukaan Informasi"])
    ki_held = cd.hard(cd.post(t, "ki", content, embeds=ki_embed(hk, perihal, fields, t, key)), "held_position_news", [NAME[hk], key], "embed")
    cd.idiom(ki_held, "exchange disclosure naming held company by full name, embed only", "held_position_news")
    t = cd.nx(t, 20, 70)
    ki_no = rng.randint(8800, 9900)
    m = cd.hard(cd.post(t, "router", f"router: item=KI-{ki_no} emiten=\"{NAME[hk]}\" → research-agent prio=P2 reason=in_book", ref=ki_held),
                "route_decision", [f"KI-{ki_no}", "research-agent"], "structured")
    cd.react(ki_held, "👀", "sarah", cd.nx(t, 30, 300))

    wk = rng.choice([MW, SW, CW, BW])
    perihal_w, fields_w, key_w, _ = ki_template(wk, rng)
    t = cd.at(7, 31, 6)
    ki_watch = cd.hard(cd.post(t, "ki", "", embeds=ki_embed(wk, perihal_w, fields_w, t, key_w)), "watchlist_news", [NAME[wk], key_w], "embed")
    t = cd.nx(t, 120, 600)
    nr_txt = rng.choice(["skip, gak perlu action", "skip, cuma info. gak perlu action", "noted, gak perlu action dulu"])
    m = cd.hard(cd.post(t, "hendra", nr_txt, ref=ki_watch), "no_route_decision", ["gak perlu action"], "reply")

    uk = rng.choice(others)
    perihal_u, fields_u, key_u, _ = ki_template(uk, rng)
    t = cd.at(7, 40, 6)
    ki_un = cd.near(cd.post(t, "ki", "", embeds=ki_embed(uk, perihal_u, fields_u, t, key_u)))
    cd.idiom(ki_un, "disclosure about a company neither held nor watched", "not_hard")
    t = cd.nx(t, 15, 60)
    m = cd.hard(cd.post(t, "router", f"router: item=KI-{ki_no + rng.randint(2, 9)} emiten=\"{NAME[uk]}\" → no_action reason=not_in_book_or_watchlist", ref=ki_un),
                "no_route_decision", ["no_action", NAME[uk]], "structured")
    cd.idiom(m, "router bot no_action line", "no_route_decision")

    # morning pinned book
    t = cd.at(7, 46, 5)
    lines = [f"📒 BUKU {DAY_ID[day_dt.weekday()]} {ddmm} — posisi close kemarin (PRP-JKT01)", "```"]
    for tk in held:
        lots, avg, sl, tp = book[tk]
        lines.append(f"{tk:<5} {idr(lots):>8} lot  avg {idr(avg):>7}  sl {idr(sl):>7}  tp {idr(tp):>7}")
    lines.append(f"NDF   USD/IDR 1M long USD {ndf_pos} jt @ {idr(ndf_avg)} (hedge, fixing {(day_dt + timedelta(days=rng.randint(8, 25))).strftime('%d/%m')})")
    lines.append("```")
    lines.append("👀 watchlist: " + " · ".join(watch))
    lines.append(f"gross Rp {dec(sum(book[t_][0] * P[t_] * 100 for t_ in held) / 1e9)} M · cash {rng.randint(9, 24)}% · single name max 5% NAV")
    lines.append(rng.choice(["catatan: jangan kejar ARA, disiplin sl 🙏", "catatan: fokus bank, komoditas kurangi pelan2", "catatan: RUPS season, cek jadwal cum date"]))
    book_msg = cd.post(t, "dimas", "\n".join(lines))
    cd.pin(book_msg, cd.nx(t, 40, 200), "hendra")
    cd.react(book_msg, "📌", "hendra", cd.nx(t, 40, 200))
    if c in g.prev_book:
        cd.unpin(g.prev_book[c], cd.chan, cd.nx(t, 30, 39), "hendra")
    g.prev_book[c] = book_msg.id

    # greetings / acks (noise)
    for hh, mm, who, txt in [(7, 50, "sarah", "pagi 🙏"), (7, 52, "yoga", "pagi"), (7, 58, "nadia", "pagi semua ☕")]:
        cd.noise(cd.post(cd.at(hh, mm, 6), who, txt))

    if inc["exdate"]:
        t = cd.at(8, 3, 6)
        dps = rng.randint(180, 420)
        m = cd.hard(cd.post(t, "dimas", rng.choice([f"fyi {B2} cum date dividen hari ini, Rp {dps}/lembar, ex besok",
                                                    f"reminder: {B2} cum date dividen hari ini (Rp {dps}/lembar), besok ex"])),
                    "held_position_news", [B2, "cum date", f"Rp {dps}"], "untagged")

    # sell-side morning call paste -> near miss
    t = cd.at(8, 8, 6)
    o1, o2, o3 = rng.sample(others, 3)
    sup = M["ihsg"] - rng.randint(60, 140)
    res = M["ihsg"] + rng.randint(60, 140)
    call = (f"📋 copas morning call {rng.choice(['sekuritas sebelah', 'broker A', 'tim riset bank'])}:\n"
            f"- IHSG support {idr(sup)} / resist {idr(res)}, bias {rng.choice(['sideways', 'mixed', 'rebound terbatas'])}\n"
            f"- {o1}: BUY, TP {idr(mv(P[o1], 30))} (earnings beat, valuasi murah)\n"
            f"- {o2}: TRADING BUY area {idr(mv(P[o2], -2))}-{idr(P[o2])}, cut loss {idr(mv(P[o2], -12))}\n"
            f"- {o3}: HOLD, TP {idr(mv(P[o3], 12))}\n"
            f"- sektor: {rng.choice(['consumer defensif', 'telco', 'properti'])} overweight, {rng.choice(['otomotif', 'semen', 'retail'])} underweight\n"
            "disclaimer: bukan rekomendasi desk ya, cuma info")
    m = cd.near(cd.post(t, "sarah", call))

    # ---- B1 proposal (pre-open) ----------------------------------------
    b1_lots = cd.lots_for(B1, 1.2e9, 3.2e9)
    t = cd.at(8, 24, 8)
    pv = rng.randint(0, 1) if not first else 0
    if pv == 0:
        txt = (f"[PROPOSE] {B1} BUY {idr(b1_lots)} lot @ {idr(b1_entry)} | SL {idr(b1_sl)} | TP {idr(b1_tp)}\n"
               f"alasan: {('asing net buy ' + str(rng.randint(3, 6)) + ' hari berturut') if M['fnet'] > 0 else 'asing mulai balik masuk'}, {B1} masih diskon ke rata2 PBV 5th. "
               f"masuk pre-opening, size ~Rp {dec(b1_lots * b1_entry * 100 / 1e9)} M")
        facts = [B1, "BUY", f"{idr(b1_lots)} lot", idr(b1_entry)]
        phr = "tagged"
    else:
        txt = (f"pak, mau tambah {B1} {idr(b1_lots)} lot di {idr(b1_entry)} ya, sl {idr(b1_sl)} tp {idr(b1_tp)}. "
               "valuasi udah diskon, pre-opening aja")
        facts = [B1, "tambah", f"{idr(b1_lots)} lot", idr(b1_entry)]
        phr = "untagged"
    attach = [{"id": str(snow(t - 5000, cd.worker, 7)), "filename": f"{B1.lower()}_1h.png", "size": rng.randint(38000, 92000),
               "url": f"https://cdn.discordapp.com/attachments/{cd.chan}/{snow(t - 5000, cd.worker, 7)}/{B1.lower()}_1h.png"}]
    b1p = cd.hard(cd.post(t, "dimas", txt, attach=attach), "trade_proposal", facts, phr)
    word = rng.choice(["gas", "lanjut", "acc", "approved"])
    t = cd.nx(t, 50, 260)
    m = cd.hard(cd.post(t, "hendra", word, ref=b1p), "trade_approval", [word], "reply")
    cd.idiom(m, "one-word head-of-desk approval as reply", "trade_approval")
    cd.react(b1p, "👍", "hendra", cd.nx(t, 2, 20))
    oid_b1 = cd.oid()
    t = cd.at(8, 46, 4)
    m = cd.hard(cd.post(t, "oms", f"ORD id={oid_b1} acct=PRP-JKT01 sym={B1} side=BUY qty={b1_lots}lot px={b1_entry} tif=DAY sess=PRE-OPEN status=QUEUED"),
                "trade_confirmation", [oid_b1, B1, "BUY", "status=QUEUED"], "structured")
    t = cd.at(8, 50, 4)
    m = cd.near(cd.post(t, "kevin", rng.choice([f"kalo {BW} dibuka gap down ke {idr(mv(P[BW], -20))}, serok gak nih?",
                                                f"{BW} kalo ARB besok, serok gak? 🤔"])))
    cd.idiom(m, "hypothetical question to serok a watch name", "not_hard")
    iep = mv(b1_entry, -rng.randint(0, 1))
    q1 = nice(b1_lots * rng.uniform(0.3, 0.6))
    t = cd.day0 + (8 * 60 + 59) * 60000 + rng.randint(2000, 40000)
    f1 = cd.hard(cd.post(t, "oms", f"FILL id={oid_b1} sym={B1} side=BUY lastqty={q1}lot lastpx={iep} cumqty={q1}lot leaves={b1_lots - q1}lot avgpx={iep}.00 venue=IDX-RG sess=PRE-OPEN"),
                 "trade_fill", [oid_b1, B1, f"lastqty={q1}lot", f"lastpx={iep}"], "structured")
    cd.idiom(f1, "OMS key=value partial fill", "trade_fill")
    m = cd.noise(cd.post(cd.nx(t, 20, 90), "nadia", "ok", ref=f1))
    cd.idiom(m, "bare 'ok' ack from ops on a fill", "not_hard")
    q2 = b1_lots - q1
    px2 = b1_entry
    t = cd.at(9, 4, 25)
    emb = [{"title": "Execution report", "description": f"{B1} BUY — order {oid_b1} complete", "author": "OMS-Bridge",
            "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": f"{idr(q2)} lot", "inline": True},
                       {"name": "Price", "value": idr(px2), "inline": True}, {"name": "Cum", "value": f"{idr(b1_lots)} lot", "inline": True},
                       {"name": "Leaves", "value": "0 lot", "inline": True}],
            "footer": f"order {oid_b1} · IDX RG · PRP-JKT01"}]
    f2 = cd.hard(cd.post(t, "oms", "", embeds=emb), "trade_fill", [B1, "BUY", f"{idr(q2)} lot", idr(px2)], "embed")
    cd.idiom(f2, "embed-only execution report fill", "trade_fill")
    cd.react(f2, "✅", "dimas", cd.nx(t, 10, 120))

    # ---- C1 shorthand sell ---------------------------------------------
    c1_px = mv(P[C1], -rng.randint(0, 3))
    c1_lots = min(book[C1][0], cd.lots_for(C1, 0.6e9, 1.8e9))
    t = cd.at(9, 14, 10)
    sv = 0 if first else rng.randint(0, 1)
    if sv == 0:
        txt = f"s {idr(c1_lots)} {C1.lower()} @{idr(c1_px)} cl, newc udah {int(M['newc'])}an gak ada tenaga"
        facts = [C1.lower(), f"s {idr(c1_lots)}", f"@{idr(c1_px)}"]
    else:
        txt = f"jual {C1} {idr(c1_lots)} lot @ {idr(c1_px)}, cut loss aja. coal lemes"
        facts = [C1, "jual", f"{idr(c1_lots)} lot", idr(c1_px)]
    c1p = cd.hard(cd.post(t, "yoga", txt), "trade_proposal", facts, "shorthand" if sv == 0 else "untagged")
    cd.idiom(c1p, "lowercase shorthand sell with cl (cut loss)", "trade_proposal")
    word = rng.choice(["ok", "gas", "sikat"])
    t = cd.nx(t, 30, 200)
    cd.hard(cd.post(t, "hendra", word, ref=c1p), "trade_approval", [word], "reply")
    oid_c1 = cd.oid()
    t = cd.nx(t, 25, 90)
    emb = [{"title": "Order accepted", "description": f"{C1} SELL limit {idr(c1_px)}", "author": "OMS-Bridge",
            "fields": [{"name": "Sym", "value": C1, "inline": True}, {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": f"{c1_lots} lot", "inline": True}, {"name": "TIF", "value": "DAY", "inline": True}],
            "footer": f"ord {oid_c1} · IDX RG · status NEW"}]
    m = cd.hard(cd.post(t, "oms", "", embeds=emb), "trade_confirmation", [oid_c1, C1, "SELL", f"{c1_lots} lot"], "embed")
    c1_fill = mv(c1_px, -rng.randint(0, 1))
    t = cd.nx(t, 30, 400)
    f3 = cd.hard(cd.post(t, "oms", f"FILL id={oid_c1} sym={C1} side=SELL lastqty={c1_lots}lot lastpx={c1_fill} cumqty={c1_lots}lot leaves=0lot avgpx={c1_fill}.00 venue=IDX-RG"),
                 "trade_fill", [oid_c1, C1, "side=SELL", f"lastpx={c1_fill}"], "structured")
    cd.noise(cd.post(cd.nx(t, 20, 120), "yoga", rng.choice(["done 🙏", "done", "✅"]), ref=f3))

    # ---- S1 buy with risk resize (optional) ------------------------------
    if inc["S1"]:
        s1_px = mv(P[S1], rng.randint(0, 2))
        req = cd.lots_for(S1, 1.2e9, 2.6e9)
        kk = max(1, int(round(req / 1000)))
        req = kk * 1000
        new = int(req * rng.choice([0.5, 0.6, 0.7]) // 100 * 100)
        t = cd.at(9, 32, 8)
        txt = rng.choice([f"b {kk}k lot {S1} @ {idr(s1_px)}, {NAME[S1].split()[1]} dapet kontrak, volume naik 3x",
                          f"b {kk}k lot {S1} @{idr(s1_px)} — breakout, volume 3x avg"])
        s1p = cd.hard(cd.post(t, "dimas", txt), "trade_proposal", [S1, f"b {kk}k lot", idr(s1_px)], "shorthand")
        word = rng.choice(["acc", "ok", "gas"])
        t = cd.nx(t, 40, 240)
        cd.hard(cd.post(t, "hendra", word, ref=s1p), "trade_approval", [word], "reply")
        oid_s1 = cd.oid()
        t = cd.nx(t, 20, 60)
        rj = {"type": "pre_trade_check", "action": "RESIZE", "order_ref": oid_s1, "sym": S1, "side": "BUY",
              "req_qty_lot": req, "new_qty_lot": new, "rule": "adv_participation", "limit": "<=10% ADV20",
              "adv20_lot": int(new * 10 * rng.uniform(0.95, 1.02)), "ts": iso(t)}
        m = cd.hard(cd.post(t, "risk", json.dumps(rj)), "risk_limit", [S1, "RESIZE", f'"new_qty_lot": {new}'], "structured")
        cd.idiom(m, "risk engine JSON resizing an order", "risk_limit")
        t = cd.nx(t, 3, 15)
        cd.hard(cd.post(t, "oms", f"ORD id={oid_s1} acct=PRP-JKT01 sym={S1} side=BUY qty={new}lot px={s1_px} tif=DAY status=NEW note=resized_by_riskd"),
                "trade_confirmation", [oid_s1, S1, f"qty={new}lot", "status=NEW"], "structured")
        sq = nice(new * rng.uniform(0.3, 0.6))
        t = cd.nx(t, 120, 1500)
        cd.hard(cd.post(t, "oms", f"FILL id={oid_s1} sym={S1} side=BUY lastqty={sq}lot lastpx={s1_px} cumqty={sq}lot leaves={new - sq}lot avgpx={s1_px}.00 venue=IDX-RG"),
                "trade_fill", [oid_s1, S1, f"lastqty={sq}lot", f"lastpx={s1_px}"], "structured")
        t = cd.at(11, 48, 6)
        m = cd.hard(cd.post(t, "oms", f"CXL id={oid_s1} sym={S1} side=BUY leaves={new - sq}lot status=CANCELLED by=dimas.pr reason=user"),
                    "trade_confirmation", [oid_s1, S1, "status=CANCELLED"], "structured")
        cd.noise(cd.post(cd.nx(t, 15, 80), "dimas", rng.choice(["thx 🙏", "👍", "noted"]), ref=m))

    # ---- sl wajar (no decision) -> near miss
    t = cd.at(9, 50, 10)
    m = cd.near(cd.post(t, "kevin", rng.choice([f"{C2} kalo mau pasang sl, {idr(mv(P[C2], -15))} masuk akal sih",
                                                f"sl yg wajar buat {C2} harusnya di {idr(mv(P[C2], -15))}-an ya, buat diskusi aja"])))

    # ---- M2 avg down rejected --------------------------------------------
    m2_px = mv(P[M2], -rng.randint(3, 8))
    m2_lots = cd.lots_for(M2, 0.6e9, 1.6e9)
    m2_sl = mv(m2_px, -rng.randint(10, 16))
    t = cd.at(10, 3, 10)
    txt = (f"usul avg down {M2} {idr(m2_lots)} lot @ {idr(m2_px)}, sl {idr(m2_sl)}. "
           + rng.choice(["RKAB udah keluar, nikel LME rebound", "udah oversold, asing mulai masuk lagi", "valuasi udah murah bgt"]))
    m2p = cd.hard(cd.post(t, "sarah", txt), "trade_proposal", [M2, "avg down", f"{idr(m2_lots)} lot", idr(m2_px)], "untagged")
    word = rng.choice(["tahan", "jangan", "skip"])
    t = cd.nx(t, 60, 300)
    m = cd.hard(cd.post(t, "hendra", word, ref=m2p), "trade_approval", [word], "reply")
    cd.idiom(m, "one-word rejection reply", "trade_approval")
    cd.noise(cd.post(cd.nx(t, 20, 90), "sarah", rng.choice(["siap 🙏", "siap pak", "oke"])))

    # paper trade -> near miss
    t = cd.at(10, 22, 10)
    pt_t = rng.choice([SW, S1] + others[:3])
    m = cd.near(cd.post(t, "yoga", f"paper: b {rng.randint(5, 20)}k lot {pt_t} @ {idr(P[pt_t])} — simulasi doang, jangan dieksekusi"))
    cd.idiom(m, "paper trade in shorthand", "not_hard")

    # ---- B1 stop, edited twice --------------------------------------------
    s1v = mv(b1_entry, -rng.randint(5, 7))
    s2v = mv(b1_entry, -rng.randint(1, 2))
    s3v = mv(b1_entry, rng.randint(2, 4))
    tpl = rng.choice(["sl {t} naik ke {p}", "sl {t} geser ke {p}", "stop {t} trail ke {p}"])
    t = cd.at(10, 40, 8)
    slm = cd.hard(cd.post(t, "dimas", tpl.format(t=B1, p=idr(s1v))), "stop_or_target_change", [B1, idr(s3v)], "untagged")
    cd.edit(slm, cd.at(11, 24, 8), tpl.format(t=B1, p=idr(s2v)), superseded=[idr(s1v)])
    cd.edit(slm, cd.at(14, 52, 6), tpl.format(t=B1, p=idr(s3v)), superseded=[idr(s2v)])
    cd.idiom(slm, "stop trailed by editing the same message twice", "stop_or_target_change")

    # ---- C1 thesis change -------------------------------------------------
    t = cd.at(10, 55, 8)
    newc_lvl = int(M["newc"]) - rng.randint(1, 4)
    txt = rng.choice([f"update view {C1}: gue turunin ke underweight. thesis rebound coal batal selama newc di bawah {newc_lvl}",
                      f"view {C1} ganti: dari overweight ke underweight, coal rebound gak kejadian (newc < {newc_lvl})"])
    m = cd.hard(cd.post(t, "yoga", txt), "thesis_update", [C1, "underweight"], "untagged")

    # ---- B3 routed to exec-agent (optional) -------------------------------
    if inc["B3"]:
        b3_lots = cd.lots_for(B3, 1.0e9, 2.5e9)
        pid = f"VW{rng.randint(100000, 999999)}"
        t = cd.at(11, 2, 5)
        txt = rng.choice([f"{B3} {idr(b3_lots)} lot yg udah di-acc kemarin gue route ke exec-agent, VWAP s/d pre-close",
                          f"routing {B3} buy {idr(b3_lots)} lot ke exec-agent ya, VWAP sampai 15:49"])
        rm = cd.hard(cd.post(t, "hendra", txt), "route_decision", [B3, "exec-agent"], "untagged")
        t = cd.nx(t, 5, 30)
        cd.hard(cd.post(t, "exec", f"ack {B3} BUY {idr(b3_lots)} lot algo=VWAP start={cd.hhmm(t)} end=15:49 pov_max=15% parent={pid} status=WORKING", ref=rm),
                "trade_confirmation", [B3, "BUY", f"{idr(b3_lots)} lot", pid, "status=WORKING"], "structured")
        avg = mv(P[B3], rng.randint(-2, 2))
        half = nice(b3_lots * rng.uniform(0.35, 0.55))
        t = cd.at(13, 45, 10)
        cd.hard(cd.post(t, "exec", f"{B3} VWAP progress: {idr(half)} lot terisi @ avg {idr(avg)} ({int(100 * half / b3_lots)}%), parent {pid}"),
                "trade_fill", [B3, f"{idr(half)} lot", idr(avg), pid], "untagged")
        avg2 = mv(avg, rng.randint(-1, 2))
        t = cd.at(15, 50, 3)
        cd.hard(cd.post(t, "exec", f"{B3} VWAP selesai: BUY {idr(b3_lots)} lot terisi, avg {idr(avg2)} vs VWAP pasar {idr(mv(avg2, rng.choice([-1, 0, 1])))}, parent {pid}"),
                "trade_fill", [B3, "BUY", f"{idr(b3_lots)} lot", idr(avg2)], "untagged")

    # other desk trade -> near miss
    t = cd.at(11, 12, 8)
    od = rng.choice(others)
    m = cd.near(cd.post(t, "nadia", rng.choice([f"fyi desk fixed income barusan lepas FR0100 Rp {rng.randint(50, 300)} M",
                                                f"tim Singapura barusan beli {od} {rng.randint(10, 60)}k lot, bukan kita ya",
                                                f"desk syariah jual {od} {rng.randint(5, 30)}k lot tadi pagi"])))

    # general market opinion -> near miss
    t = cd.at(11, 35, 10)
    cd.near(cd.post(t, "dimas", rng.choice(["IHSG kayaknya rawan profit taking jelang libur lebaran", "feeling gue market sideways sampai data BI",
                                            "big banks kayaknya masih jadi tempat parkir asing"])))

    # PnL snapshots (noise)
    def pnl(t):
        rows = []
        tot_r = 0.0
        rows.append("sym      lot       last    chg%     unreal")
        for tk in held:
            v_ = rng.uniform(-60, 90)
            tot_r += v_
            last = mv(P[tk], rng.randint(-6, 6))
            rows.append(f"{tk:<5} {idr(book[tk][0]):>7} {idr(last):>9} {dec(100 * (last / P[tk] - 1), 2):>7} {('+' if v_ >= 0 else '-') + dec(abs(v_)):>8} jt")
        rows.append(f"NDF   {'+' if rng.random() > 0.5 else '-'}{dec(rng.uniform(1, 30))} jt")
        emb = [{"title": f"PnL {cd.hhmm(t)} WIB", "description": "Book PRP-JKT01 (mark: IDX last)",
                "fields": [{"name": "Realized", "value": f"Rp {dec(rng.uniform(-80, 260))} jt", "inline": True},
                           {"name": "Unrealized", "value": f"Rp {dec(tot_r)} jt", "inline": True},
                           {"name": "Gross", "value": f"Rp {dec(rng.uniform(38, 48))} M", "inline": True},
                           {"name": "Net", "value": f"Rp {dec(rng.uniform(22, 34))} M", "inline": True}],
                "footer": "pnl-bot · not reconciled"}]
        return cd.noise(cd.post(t, "pnl", "```\n" + "\n".join(rows) + "\n```", embeds=emb))

    for hh, mm in [(10, 0), (11, 58), (14, 30), (16, 5)]:
        pnl(cd.at(hh, mm, 2))

    # ---- lunch -----------------------------------------------------------
    if inc["riskhuman"]:
        t = cd.at(12, 10, 12)
        x = rng.choice([55, 60, 65, 70])
        y = x - rng.choice([5, 10])
        m = cd.hard(cd.post(t, "kevin", f"FYI limit gross komoditas naik ke Rp {x} M (dari Rp {y} M) mulai hari ini, udah acc CRO. single name tetap max 5% NAV"),
                    "risk_limit", ["limit gross komoditas", f"Rp {x} M"], "untagged")

    t = cd.at(12, 30, 10)
    m = cd.near(cd.post(t, "research", research_note_midday(cd)))
    cd.idiom(m, "long research note with trading words and no decision", "not_hard")

    t = cd.at(12, 52, 10)
    m = cd.near(cd.post(t, "yoga", rng.choice([f"inget 2020 kita cut loss {B1} di {idr(mv(BASE[B1], -180))} pas covid, abis itu naik 2x lipat 😭",
                                               f"dulu 2022 kita pernah beli {C2} di {idr(mv(BASE[C2], 60))}, pucuk banget wkwk"])))

    # feed spam burst, bulk-deleted by a moderator
    t = cd.at(13, 3, 5)
    burst = []
    snips = []
    for i in range(4):
        tt = cd.nx(t, 1 + 2 * i, 2 + 2 * i)
        code = f"ERR-{_h('burst', g.seed, c, d, i)[:8].upper()}"
        body = (f"feed-gw WARN {code}: depth snapshot rejected for {rng.choice(held + others)} "
                f"(seq gap {rng.randint(2, 400)}), retry {i + 1}/4\n```\nTraceback (most recent call last):\n"
                '  File "/opt/feedgw/feedgw/book/snapshot.py", line 142, in apply\n'
                "    self._validate(levels)\n"
                '  File "/opt/feedgw/feedgw/book/snapshot.py", line 97, in _validate\n'
                "    raise ValueError(f\"book level count mismatch: expected {self.depth}, got {len(levels)}\")\n"
                f"ValueError: book level count mismatch: expected 10, got {rng.randint(0, 9)}\n"
                f"  context: session=IDXITCH{rng.randint(10, 99)} msg_type=R seq={rng.randint(10**6, 10**7)} recv_ts={iso(tt)}\n```")
        burst.append(cd.noise(cd.post(tt, "feed", body)))
        snips.append(code)
    cd.bulk_delete(burst, cd.nx(t, 60, 240), snips)

    # ---- thread on M1 ----------------------------------------------------
    t = cd.at(13, 22, 6)
    starter = cd.post(t, "sarah", f"🧵 {M1} — smelter / nikel, diskusi di thread ya")
    th = Thread(starter.id, f"{M1} nikel")
    t = cd.nx(t, 30, 90)
    cd.post(t, "sarah", f"ringkas: {M1} sensitif ke harga bijih, kalau RKAB makin ketat margin naik tapi volume bisa turun. posisi kita udah lumayan untung", thread=th)
    t = cd.nx(t, 40, 120)
    cd.post(t, "yoga", "setuju, tapi nikel LME suka naik sebentar terus balik lagi", thread=th)
    t = cd.nx(t, 30, 120)
    m = cd.near(cd.post(t, "kevin", f"backtest trim-on-quota-news 2021-2025: hit rate {rng.randint(38, 61)}%, avg hold {rng.randint(3, 9)} hari, "
                                    f"avg fill slippage {dec(rng.uniform(0.6, 2.2))} tick. cuma backtest ya", thread=th))
    m1_px = mv(P[M1], rng.randint(0, 3))
    m1_lots = nice(book[M1][0] / 2)
    t = cd.nx(t, 60, 240)
    m1p = cd.hard(cd.post(t, "sarah", f"[PROPOSE] {M1} SELL {idr(m1_lots)} lot @ {idr(m1_px)} — trim separuh, sisa hold", thread=th),
                  "trade_proposal", [M1, "SELL", f"{idr(m1_lots)} lot", idr(m1_px)], "tagged")
    word = rng.choice(["approved", "ok", "gas"])
    t = cd.nx(t, 40, 180)
    cd.hard(cd.post(t, "hendra", word, ref=m1p, thread=th), "trade_approval", [word], "reply")
    oid_m1 = cd.oid()
    t = cd.nx(t, 60, 300)
    f4 = cd.hard(cd.post(t, "oms", f"FILL id={oid_m1} sym={M1} side=SELL lastqty={m1_lots}lot lastpx={m1_px} cumqty={m1_lots}lot leaves=0lot avgpx={m1_px}.00 venue=IDX-RG"),
                 "trade_fill", [oid_m1, M1, "side=SELL", f"lastpx={m1_px}"], "structured")
    cd.react(f4, "✅", "sarah", cd.nx(t, 10, 100))
    if inc["tpremove"]:
        t = cd.nx(t, 120, 600)
        m = cd.hard(cd.post(t, "sarah", f"tp {M1} {idr(m1_tp)} gue hapus, sisa biarin jalan. sl gak berubah", thread=th),
                    "stop_or_target_change", [M1, f"tp {M1} {idr(m1_tp)}", "hapus"], "untagged")
    cd.noise(cd.post(cd.nx(t, 30, 200), "yoga", "👍", thread=th))

    # ---- SW ARA chase (optional) ------------------------------------------
    if inc["SW"]:
        ara, arb, pct = ara_arb(P[SW])
        bad = mv(ara, rng.randint(1, 3))
        kk = max(1, int(round(cd.lots_for(SW, 0.4e9, 1.4e9) / 1000)))
        lots = kk * 1000
        t = cd.at(13, 36, 6)
        al = cd.noise(cd.post(t, "alert", f"🚀 ARA | {SW} {idr(ara)} (+{dec(100 * (ara / P[SW] - 1), 2)}%) | antrean bid {idr(rng.randint(20, 400) * 1000)} lot"))
        cd.react(al, "🔥", "yoga", cd.nx(t, 5, 60))
        t = cd.nx(t, 40, 160)
        swp = cd.hard(cd.post(t, "yoga", f"hajar {SW} {kk}k lot @ {idr(bad)}"), "trade_proposal", [SW, f"{kk}k lot", idr(bad), "hajar"], "shorthand")
        cd.idiom(swp, "'hajar' slang buy with k-lot", "trade_proposal")
        t = cd.nx(t, 20, 120)
        word = rng.choice(["gas", "ok", "sikat"])
        cd.hard(cd.post(t, "hendra", word, ref=swp), "trade_approval", [word], "reply")
        oid_sw = cd.oid()
        t = cd.nx(t, 15, 60)
        m = cd.hard(cd.post(t, "oms", f"REJ id={oid_sw} sym={SW} side=BUY qty={lots}lot px={bad} reason=PRICE_ABOVE_ARA limit={ara} src=IDX"),
                    "trade_confirmation", [oid_sw, SW, "REJ", f"limit={ara}"], "structured")
        cd.idiom(m, "venue reject above ARA band", "trade_confirmation")
        oid_sw2 = cd.oid()
        t = cd.nx(t, 30, 120)
        cd.hard(cd.post(t, "oms", f"ORD id={oid_sw2} acct=PRP-JKT01 sym={SW} side=BUY qty={lots}lot px={ara} tif=DAY status=NEW note=resubmit_of_{oid_sw}"),
                "trade_confirmation", [oid_sw2, SW, "side=BUY", f"px={ara}"], "structured")
        cd.post(cd.nx(t, 300, 1200), "yoga", rng.choice(["antre di ARA, ga kebagian 😤", "queue ARA panjang bgt, kayaknya ga dapet"]))

    # ---- deleted proposal (wrong channel) ---------------------------------
    t = cd.at(14, 4, 8)
    tl_px = mv(P["TLKM"], -rng.randint(0, 2))
    tl_lots = nice(rng.uniform(200, 900))
    acct = f"RTL-{_h('acct', g.seed, c, d)[:5].upper()}"
    txt = f"[PROPOSE] TLKM BUY {idr(tl_lots)} lot @ {idr(tl_px)} | SL {idr(mv(tl_px, -12))} — buat akun titipan {acct}"
    dm = cd.hard(cd.post(t, "dimas", txt), "trade_proposal", ["TLKM", "BUY", f"{idr(tl_lots)} lot", idr(tl_px)], "tagged")
    cd.delete(dm, cd.nx(t, 30, 90), f"akun titipan {acct}")
    cd.post(cd.nx(t, 95, 150), "dimas", "sori salah channel 🙏")

    # ---- C2 tagged SL (optional) ------------------------------------------
    if inc["c2sl"]:
        t = cd.at(14, 14, 6)
        new_sl = mv(c2_sl_old, rng.randint(6, 12))
        m = cd.hard(cd.post(t, "yoga", f"[SL] {C2} {idr(new_sl)} — naikin, conviction turun sesuai note pagi"),
                    "stop_or_target_change", ["[SL]", C2, idr(new_sl)], "tagged")

    # ---- OMS stop amend B2 (optional) -------------------------------------
    if inc["stopamend"]:
        t = cd.at(14, 22, 6)
        new = mv(b2_sl_old, rng.randint(4, 10))
        sid = cd.oid("ST")
        cd.hard(cd.post(t, "oms", f"STOP id={sid} sym={B2} side=SELL qty={book[B2][0]}lot trigger={b2_sl_old}->{new} status=AMENDED"),
                "stop_or_target_change", [sid, B2, f"->{new}", "AMENDED"], "structured")

    # ---- forgotten client fill -------------------------------------------
    t = cd.at(14, 33, 6)
    sid_ = f"IDD{_h('sid', g.seed, c, d)[:10].upper()}"
    client = rng.choice(["Bu Ratna W.", "Pak Haryanto", "Bu Lilis S.", "Pak Gunawan T."])
    fl_px = mv(P["TLKM"], rng.randint(-1, 1))
    fl_lots = nice(rng.uniform(150, 600))
    fm = cd.hard(cd.post(t, "nadia", f"fill titipan {client} (SID {sid_}): BUY TLKM {idr(fl_lots)} lot @ {idr(fl_px)}"),
                 "trade_fill", ["TLKM", "BUY", f"{idr(fl_lots)} lot", idr(fl_px)], "untagged")
    cd.forget(fm, cd.nx(t, 120, 300), "hendra", sid_)
    cd.post(cd.nx(t, 310, 420), "hendra", "data nasabah jangan ditaruh di sini ya 🙏")

    # ---- NDF hedge --------------------------------------------------------
    n_usd = rng.choice([2, 3, 4, 5])
    lvl = ndf + rng.randint(10, 60)
    t = cd.at(14, 42, 6)
    np_ = cd.hard(cd.post(t, "kevin", f"usul hedge: buy USD {n_usd} jt USD/IDR 1M NDF di sekitar {idr(lvl)}, exposure IDR naik abis add {B1}"),
                  "trade_proposal", ["USD/IDR 1M NDF", f"buy USD {n_usd} jt", idr(lvl)], "untagged")
    word = rng.choice(["ok", "acc", "lanjut"])
    t = cd.nx(t, 40, 200)
    cd.hard(cd.post(t, "hendra", word, ref=np_), "trade_approval", [word], "reply")
    px = lvl + rng.randint(-8, 8)
    pxs = str(px)
    typo = int(pxs[:-2] + pxs[-1] + pxs[-2]) if pxs[-1] != pxs[-2] else px + 20
    t = cd.at(15, 3, 6)
    cp = rng.choice(CPTY)
    tpl = "done NDF 1M buy USD {n} jt @ {p} vs {cp}, fixing {fx}"
    fx = (day_dt + timedelta(days=30)).strftime("%d/%m")
    nf = cd.hard(cd.post(t, "nadia", tpl.format(n=n_usd, p=idr(typo), cp=cp, fx=fx)), "trade_fill",
                 ["NDF 1M", f"buy USD {n_usd} jt", idr(px)], "untagged")
    cd.edit(nf, cd.nx(t, 60, 240), tpl.format(n=n_usd, p=idr(px), cp=cp, fx=fx), superseded=[idr(typo)])
    cd.idiom(nf, "NDF fill typo fixed by edit", "trade_fill")

    # ---- B2 thesis confirm (optional) -------------------------------------
    if inc["b2thesis"]:
        t = cd.at(15, 10, 6)
        tp = book[B2][3]
        cd.hard(cd.post(t, "dimas", f"{B2} tetap overweight, laporan Q4 bersih, target {idr(tp)} gak berubah"),
                "thesis_update", [B2, "overweight", idr(tp)], "untagged")

    # ---- newswire on held / watch (optional) ------------------------------
    if inc["wireB1"]:
        t = cd.at(15, 15, 10)
        np1 = dec(rng.uniform(-6, 9), 1).replace(",", ".")
        txt = f"{short(NAME[B1])} posts FY2025 net profit up {np1}% y/y; NIM narrows to {rng.uniform(4.1, 7.6):.2f}%, management guides 2026 loan growth at 9-11%"
        if float(np1) < 0:
            txt = f"{short(NAME[B1])} FY2025 net profit falls {np1[1:]}% y/y as credit costs rise; NIM {rng.uniform(4.1, 7.6):.2f}%"
        txt += ("\n\nThe bank said loan growth was driven by corporate and consumer segments, while the cost of credit rose on higher provisions for micro loans. "
                "The board will propose a final dividend at the annual shareholders' meeting; analysts had expected a payout ratio similar to last year's.")
        cd.hard(cd.post(t, "wire", txt), "held_position_news", [short(NAME[B1]), "net profit"], "untagged")
    if inc["wireMW"]:
        t = cd.at(15, 24, 10)
        if rng.random() < 0.5:
            amt = f"US${rng.randint(150, 900)} million"
            txt = f"{short(NAME[MW])} secures {amt} loan to fund its processing expansion, sources say"
            f2 = amt
        else:
            f2 = "raises 2026 output guidance"
            txt = f"{short(NAME[MW])} raises 2026 output guidance after ore-quota approval"
        txt += ("\n\nThe company did not respond to a request for comment. The financing is part of a broader push by Indonesian miners to move downstream into processing, "
                "which the government has encouraged through export restrictions on raw ore since 2020.")
        m = cd.hard(cd.post(t, "wire", txt), "watchlist_news", [short(NAME[MW]), f2], "untagged")
    # unrelated wire -> near miss
    t = cd.at(15, 28, 10)
    uo = rng.choice(others)
    cd.near(cd.post(t, "wire", f"{short(NAME[uo])} said it plans to {rng.choice(['issue rupiah bonds worth Rp 2 trillion', 'list a subsidiary next year', 'raise its dividend payout ratio'])}, "
                               "according to a statement to the exchange. The company gave no timetable. Its shares were little changed in afternoon trading in Jakarta."))

    # ---- risk breach -------------------------------------------------------
    t = cd.at(15, 33, 6)
    br = {"type": "limit_breach", "limit": "single_name_pct_nav", "sym": B1, "value_pct": round(rng.uniform(5.1, 5.9), 2),
          "threshold_pct": 5.0, "action": "BLOCK_NEW_BUYS", "since": iso(t), "owner": "kevin.risk"}
    m = cd.hard(cd.post(t, "risk", json.dumps(br)), "risk_limit", [B1, "limit_breach", "BLOCK_NEW_BUYS"], "structured")
    cd.post(cd.nx(t, 40, 200), "kevin", "cek dulu, kayaknya karena mark naik", ref=m)

    # question -> near miss
    t = cd.at(15, 40, 6)
    cd.near(cd.post(t, "kevin", f"{B1} yg pagi udah ke-fill semua kan?"))

    # ---- post-market -----------------------------------------------------
    t = cd.at(16, 15, 4)
    rec = ["```", "check                 status   detail"]
    for nm_, det in [("oms_vs_broker_fills", f"{rng.randint(6, 14)} fills matched"), ("positions_vs_ksei", f"{len(held)} legs matched"),
                     ("cash_vs_rdn", "diff Rp 0"), ("corp_actions", f"{rng.randint(0, 3)} applied"), ("ndf_vs_cpty", "1 leg matched"),
                     ("marks_vs_close", f"{len(held)} marks, 0 stale"), ("fees_levy_vat", "booked")]:
        rec.append(f"{nm_:<21} OK       {det}")
    rec.append("```")
    cd.noise(cd.post(t, "cron", f"[cron] {cd.hhmm(t)} WIB eod_recon: {rng.randint(9, 18)} orders, 0 breaks, 0 routed\n" + "\n".join(rec)))
    t = cd.at(16, 30, 10)
    movers = rng.sample(others, 3)
    cd.near(cd.post(t, "wire", f"IHSG ditutup {'menguat' if M['ihsg_chg'] >= 0 else 'melemah'} {dec(abs(M['ihsg_chg']), 2)}% ke {idr(M['ihsg'])}. "
                               f"Net foreign {'buy' if M['fnet'] > 0 else 'sell'} Rp {abs(M['fnet'])} M di pasar reguler. "
                               f"Top gainers LQ45: {movers[0]} +{dec(rng.uniform(2, 7), 2)}%, {movers[1]} +{dec(rng.uniform(1, 4), 2)}%; top loser {movers[2]} -{dec(rng.uniform(1, 5), 2)}%. "
                               f"Nilai transaksi harian Rp {dec(rng.uniform(9, 16), 2)} T dengan {idr(rng.randint(1100, 1500) * 1000)} kali transaksi; {rng.randint(180, 320)} saham naik, "
                               f"{rng.randint(250, 380)} turun dan {rng.randint(180, 260)} stagnan. Di pasar Asia, Nikkei {dec(rng.uniform(-1.5, 1.5), 2)}%, Hang Seng {dec(rng.uniform(-2, 2), 2)}%, "
                               f"Straits Times {dec(rng.uniform(-1, 1), 2)}%. Rupiah spot ditutup di {idr(ndf - rng.randint(5, 40))} per dolar AS."))
    t = cd.at(17, 10, 20)
    m = cd.hard(cd.post(t, "research", research_note_eod(cd, hk, hk_topic, rng.randint(0, 2))), "route_decision", [hk, "risk-agent"], "buried")
    cd.idiom(m, "routing decision buried in EOD research wrap", "route_decision")
    t = cd.at(18, 0, 4)
    cd.noise(cd.post(t, "cron", f"[cron] {cd.hhmm(t)} WIB news_router summary: {rng.randint(11, 25)} items seen, 1 routed, {rng.randint(5, 12)} no_action, rest dup"))
    t = cd.at(19, 20, 40)
    cd.near(cd.post(t, "dimas", f"besok kalo gap down kita bisa serok {B2} di {idr(mv(P[B2], -12))}-an"))
    t = cd.at(20, 30, 60)
    cd.near(cd.post(t, "research", research_deep_dive(cd)))
    t = cd.at(21, 40, 30)
    cd.noise(cd.post(t, "ci", f"nightly backtest job done: {rng.randint(150, 260)} strategies, 0 errors, report → s3://desk-jkt/bt/{day_dt.strftime('%Y%m%d')}/"))
    t = cd.at(22, 5, 20)
    cd.noise(cd.post(t, "feed", stack_trace(cd, t, 1)))
    t = cd.at(23, 30, 10)
    cd.noise(cd.post(t, "cron", f"[cron] {cd.hhmm(t)} WIB log_rotate ok, archive {rng.randint(180, 420)} MB"))
    t = cd.at(9, 0, 150)
    cd.noise(cd.post(t, "pnl", stack_trace(cd, t, 2)))

    # personal info posted then forgotten (not hard)
    t = cd.at(19, 45, 30)
    phone = f"0812-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    pm = cd.post(t, "yoga", f"btw no hp pribadi gue ganti, {phone}, wa aja")
    cd.forget(pm, cd.nx(t, 300, 1800), "hendra", phone)
    # a meme deleted by its author (not hard)
    t = cd.at(12, 20, 10)
    mm_ = cd.post(t, "yoga", f"meme-{_h('meme', g.seed, c, d)[:6]}.gif IHSG hari ini be like 🎢")
    cd.delete(mm_, cd.nx(t, 20, 120), f"meme-{_h('meme', g.seed, c, d)[:6]}")

    # ---- late evening preview (no decisions) --------------------------------
    t = cd.at(23, 5, 15)
    cd.near(cd.post(t, "research", "\n\n".join([
        "**Asia open preview (auto, background)**",
        f"US futures are trading {'higher' if M['us'][1] > 0 else 'lower'} after the cash close; the dollar index is little changed and the 10-year yield sits near {M['ust']:.2f}%. "
        "Asian equity futures point to a quiet open. Commodity futures in Asian hours: thermal coal flat, iron ore slightly firmer, nickel following the LME close.",
        "For Jakarta, the first hour will likely track the rupiah and the overnight move in regional ETFs. The large banks have opened in the direction of the previous day's foreign flow on about 60% of days this year, "
        "which is a weak tendency and not something to trade on by itself.",
        "Scheduled: BI weekly liquidity data; a government sukuk auction settles; two AGMs for names outside the book; monthly car sales data from the industry association after the close.",
        "Unscheduled risks: headlines on the coal export levy, on nickel ore quotas, and on state-owned-enterprise restructuring under the sovereign fund, which periodically moves the state banks.",
        f"— research-agent · preview · run {_h('rpv', g.seed, c, d)[:10]} · background only, no recommendation",
    ])))
    t = cd.at(8, 12, 10)
    st = cd.post(t, "nadia", "🧵 terminal & OMS issue pagi ini, lapor di sini ya")
    th2 = Thread(st.id, "IT issues")
    for who, txt in [("yoga", "terminal gue ga bisa login dari jam 8, error session expired terus"),
                     ("nadia", "udah lapor ke helpdesk, tiketnya INC-{n}{n}{n}. kata mereka token SSO lagi dirotasi"),
                     ("kevin", "punya gue aman, coba clear cache browser"),
                     ("yoga", "udah bisa, thx. tapi chart intraday masih kosong"),
                     ("nadia", "chart emang delay dari vendor, estimasi normal jam 9.15"),
                     ("sarah", "OMS juga agak lemot pas pre-open tadi, ada yg ngerasa?"),
                     ("kevin", "latency p99 naik dikit jam 8.45, udah normal lagi sekarang")]:
        t = cd.nx(t, 40, 400)
        cd.post(t, who, txt.format(n=rng.randint(1, 9)), thread=th2)

    # ---- background flashes from the research agent (no decisions) ---------
    t = cd.at(10, 28, 8)
    cd.near(cd.post(t, "research", research_flash_coal(cd)))
    t = cd.at(15, 44, 4)
    cd.near(cd.post(t, "research", research_flash_banks(cd)))

    # ---- evening digest of other disclosures -------------------------------
    t = cd.at(18, 30, 8)
    dg = ["📰 Ringkasan keterbukaan informasi lainnya hari ini (di luar buku & watchlist):"]
    for comp in rng.sample(DISCLOSURE_ONLY, 14):
        dg.append(f"• {comp} — {rng.choice(ROUTINE_KI)[0]}")
    dg.append(f"total {rng.randint(60, 140)} pengumuman · sumber: idx.co.id")
    cd.near(cd.post(t, "ki", "\n".join(dg)))

    # ---- routine disclosures on companies outside the book (near misses) --
    n_ki = rng.randint(14, 18)
    pool = DISCLOSURE_ONLY + [NAME[o] for o in others if NAME[o] != NAME[uk]]
    for comp in rng.sample(pool, n_ki):
        h = rng.choice([6, 7, 7, 8, 8, 10, 12, 15, 16, 16, 17, 17, 18, 19])
        t = cd.at(h, rng.randint(0, 59), 1)
        perihal_r, body_r = rng.choice(ROUTINE_KI)
        no = f"{rng.randint(10000, 99999)}/IDX/KI/{day_dt.strftime('%m-%Y')}"
        emb = [{"title": comp, "description": body_r,
                "url": f"https://www.idx.co.id/StaticData/NewsAndAnnouncement/ANNOUNCEMENTSTOCK/From_EREP/{day_dt.strftime('%Y%m')}/{_h('kir', comp, t)[:12]}_lamp1.pdf",
                "author": "Keterbukaan Informasi · IDX",
                "fields": [{"name": "Perihal", "value": perihal_r},
                           {"name": "Tanggal", "value": wib(t).strftime("%d-%m-%Y %H:%M") + " WIB", "inline": True},
                           {"name": "Lampiran", "value": f"{rng.randint(1, 3)} dokumen (PDF)", "inline": True}],
                "footer": f"IDX · Keterbukaan Informasi · No. {no}"}]
        cd.near(cd.post(t, "ki", "", embeds=emb))

    # ---- flows digest and session wraps (descriptive, near misses) ----------
    t = cd.at(13, 8, 6)
    cd.near(cd.post(t, "research", research_flows(cd)))
    t = cd.at(12, 2, 4)
    o4 = rng.sample(others, 4)
    cd.near(cd.post(t, "wire", f"Sesi I: IHSG {'naik' if ix1 >= 0 else 'turun'} {dec(abs(ix1), 2)}% ke {idr(round(M['ihsg'] / (1 + M['ihsg_chg'] / 100) * (1 + ix1 / 100)))}. "
                               f"Nilai transaksi Rp {dec(rng.uniform(4, 9), 2)} T, frekuensi {idr(rng.randint(600, 1100) * 1000)} kali. "
                               f"Sektor teknologi dan properti memimpin penguatan, sektor energi tertekan. Saham yang paling aktif diperdagangkan: {o4[0]}, {o4[1]} dan {o4[2]}. "
                               f"Investor asing mencatat jual bersih di {o4[3]}. Analis menilai pasar menunggu rilis data neraca perdagangan dan keputusan suku bunga BI pekan depan; "
                               "volatilitas diperkirakan tetap tinggi menjelang libur panjang."))

    # ---- price alerts (noise) --------------------------------------------
    n_alerts = rng.randint(11, 16)
    for i in range(n_alerts):
        h = rng.choice([9, 9, 10, 10, 11, 13, 14, 14, 15, 15])
        mnt = rng.randint(0, 59) if h != 13 else rng.randint(31, 59)
        t = cd.at(h, mnt, 1)
        tk = rng.choice([x for x in others + watch + held[:3] if x != SW])
        kind = rng.random()
        nt = rng.randint(2, 7) if P[tk] >= 2000 else rng.randint(3, 14)
        if kind < 0.7:
            p2 = mv(P[tk], dirs[tk] * nt)
            if dirs[tk] > 0:
                txt = f"📈 {tk} tembus {idr(p2)} (+{dec(100 * (p2 / P[tk] - 1), 2)}%)"
            else:
                txt = f"📉 {tk} jebol {idr(p2)} ({dec(100 * (p2 / P[tk] - 1), 2)}%)"
        elif kind < 0.85:
            tk = rng.choice([x for x in gorengan if x != SW])
            ara, arb, pct = ara_arb(P[tk])
            txt = rng.choice([f"🚨 ARB | {tk} {idr(arb)} (-{int(pct * 100)}%) | offer numpuk", f"🚀 ARA | {tk} {idr(ara)} (+{dec(100 * (ara / P[tk] - 1), 2)}%)"])
        else:
            txt = f"🔔 volume spike {tk}: {dec(rng.uniform(2.2, 6.5))}x avg 20D"
        cd.noise(cd.post(t, "alert", txt))

    # extra feed reconnect / CI fail (noise)
    t = cd.at(10, 47, 60)
    cd.noise(cd.post(t, "feed", f"feed-gw: reconnected IDX ITCH (gap {dec(rng.uniform(0.4, 3.5))}s), resubscribed {rng.randint(790, 860)} symbols"))
    t = cd.at(15, 55, 3)
    cd.noise(cd.post(t, "ci", f"❌ CI failed: research-agent tests ({rng.randint(1, 4)} failed) · branch feat/rkab-parser · {_h('cif', g.seed, c, d)[:7]}"))

    # ---- chatter (neither hard nor noise) and acks (noise) -----------------
    def sd(x):
        return ("+" if x >= 0 else "-") + dec(abs(x), 1)

    def kv():
        t_ = rng.choice(held)
        o = rng.choice(others)
        w = rng.choice(watch)
        return dict(t=t_, pt=idr(mv(P[t_], dirs[t_] * rng.randint(0, 4))), o=o, w=w, pw=idr(mv(P[w], dirs[w] * rng.randint(1, 4))),
                    ix=sd(ix1 + rng.uniform(-0.15, 0.15)), ix2=sd(M["ihsg_chg"] + rng.uniform(-0.2, 0.2)), ix1=sd(ix1),
                    nq=sd(M["us"][2]), ni=sd(M["ni"]), fut=sd(rng.uniform(-0.6, 0.6)), ni2=sd(rng.uniform(-1.2, 1.2)),
                    sm=rng.choice(gorengan), brk=rng.choice(FOREIGN_BROKERS + LOCAL_BROKERS), n=rng.randint(2, 9),
                    newc=dec(M["newc"]), m2=M2, c1=C1, b1=B1, b2=B2, eido=sd(rng.uniform(-1.5, 1.5)))
    nik = "nikel naik, {m2} ikut naik dikit" if M["ni"] > 0 else "nikel turun, {m2} ikut lemes"

    bands = {
        "night": ([0, 1, 2, 3, 4, 5], ["masih bangun aja lo wkwk", "nasdaq {nq}% semalem", "newc {newc} di SGX pagi ini",
                                      "nikel LME {ni}% semalam", "ada yg liat berita {o}? rame di grup", "ga bisa tidur, futures merah",
                                      "sahur dulu 🙏", "udah sahur? 😴"]),
        "pre": ([6, 7, 8], ["macet parah di sudirman, telat dikit", "{o} ada berita apa sih kok rame", "pre-open {t} kayaknya dibuka {pt}",
                            "EIDO semalem {eido}%", "note research pagi panjang bener 😅", "hari ini ada RUPS {o} kan?",
                            "asing kemarin lumayan masuk ke {b2}", "coal futures lemes pagi ini"]),
        "s1": ([9, 10, 11], ["bid {t} tebel di {pt}", "offer {t} {pt} dijaga terus, kayak ada yg distribusi", "{brk} borong {t} dari pagi",
                             "running trade {t} rame bener", "{o} dibanting lagi wkwk", "IHSG {ix}%, big caps nahan", "{b1} jalan 🚀",
                             "volume {t} sepi bgt hari ini", "{w} gerak tuh, {pw}", nik, "{sm} ARA lagi?? gorengan 🍳",
                             "asing keluar dari {o}", "crossing {o} di nego, {n} jt lembar", "coal names lemes semua", "spread {t} lebar bgt",
                             "{brk} jualan {t} terus", "orderbook {t} tipis di atas {pt}", "{c1} masih ditekan"]),
        "lunch": ([12, 13], ["makan dmn?", "puasa bro 😅", "sesi 1 ditutup {ix1}%", "ada yg nonton konpers BI?", "ujan deres di kuningan",
                             "istirahat dulu", "GOTO kenapa lagi tuh", "ngantuk parah",
                             "lift gedung mati lagi 🙄", "ada yg mau titip takjil buat nanti sore?", "sesi 2 kayaknya sepi", "siang ini panas bgt",
                             "{o} ada berita siang ini?", "printer lantai 12 rusak, ada yg tau IT siapa?"]),
        "s2": ([14, 15], ["bid {t} tebel di {pt}", "{brk} masuk lagi di {t}", "{o} dibanting jelang close", "IHSG {ix2}% sesi 2",
                          "{b1} jalan terus 🚀", "pre-close {t} biasanya dimainin", "{w} sepi", "{t} dijaga di {pt}", "asing net sell {o} gede",
                          "{m2} ngikut nikel", "market sepi jelang close", "{sm} gorengan lagi 🍳"]),
        "post": ([16, 17], ["closing {t} {pt}, lumayan", "udah rekon? aman?", "besok ada data inflasi", "bukber dmn hari ini?",
                            "pulang dulu ya", "macet lagi nih", "pre-close {o} dimainin lagi",
                            "otw bukber", "rekap order udah gue kirim ke email", "closing {w} {pw}", "besok jadwal RUPS {o} jam 10",
                            "nanti malam ada data CPI AS kan?"]),
        "eve": ([18, 19, 20], ["US futures {fut}%", "besok gap down kah", "liat berita {o} malem ini", "bukber baru mulai 🍽️",
                               "tarawih dulu 🙏", "nikel LME {ni2}% sore ini"]),
        "late": ([21, 22, 23], ["gn", "tidur dulu, besok pagi meeting", "nasdaq dibuka {fut}%", "besok pagi ada briefing jam 8 ya", "gn semua 🙏"]),
    }
    weights = {"night": 4, "pre": 8, "s1": 27, "lunch": 6, "s2": 23, "post": 7, "eve": 5, "late": 3}
    n_chat = rng.randint(68, 92)
    said = set()
    keys = list(weights)
    for i in range(n_chat):
        b = rng.choices(keys, [weights[k] for k in keys])[0]
        hours, pool = bands[b]
        h = rng.choice(hours)
        mnt = rng.randint(0, 59)
        if h == 13:
            mnt = rng.randint(0, 29)
        who = rng.choice(["dimas", "yoga", "sarah", "nadia", "kevin", "dimas", "yoga"])
        for _ in range(12):
            line = rng.choice(pool).format(**kv())
            if line not in said:
                break
        said.add(line)
        cd.post(cd.at(h, mnt, 1), who, line)
    # acks as noise
    acks = ["ok", "thx", "siap", "noted", "🙏", "👍", "sip", "mantap", "wkwk", "👀", "thanks", "mantul", "oke"]
    for i in range(rng.randint(6, 10)):
        h = rng.choice([8, 9, 10, 11, 13, 14, 15, 16])
        cd.noise(cd.post(cd.at(h, rng.randint(0, 59), 1), rng.choice(["dimas", "yoga", "sarah", "nadia", "kevin"]), rng.choice(acks)))

    # longer desk discussion (neither hard nor noise)
    longs = [
        "td pagi gue ngobrol sama sales {brk}, katanya asing masih nunggu MSCI review dulu baru nambah bank. jadi flow minggu ini kemungkinan nanggung, gak usah kebanyakan baca net buy harian",
        "btw running trade {t} dari jam 10 isinya lot kecil2 semua, kayak algo nyicil. bukan retail. ga tau siapa, broker codenya campur",
        "{sm} rame di grup2 telegram, pola klasik: ARA 2 hari, UMA, terus suspend. males ikut2an, likuiditas palsu",
        "nikel tuh sekarang lebih ke cerita kuota daripada harga LME. kalo RKAB ketat, yg punya tambang sendiri menang, yg beli bijih dari luar kejepit",
        "coal: HBA turun lagi, royalti tiering bikin upside kepotong, DMO juga masih jadi beban. intinya sektor ini lagi gak ada katalis",
        "rupiah lemes gara2 musim repatriasi dividen. tiap maret-mei polanya sama, asing terima dividen bank terus dikonversi ke USD",
        "spread {t} sekarang 2 tick, biasanya 1. market maker kayaknya pada narik diri abis volatilitas kemarin",
        "eh pre-closing kemarin {o} imbalance gede bgt, random closing nya geser 2 menit. kayaknya passive rebalancing",
        "buat yg baru: ARA/ARB itu batas harian, bukan circuit breaker. kalo ke-lock di ARA, antrean beli diisi berdasarkan waktu, jadi masuk telat = ga dapet",
        "laporan Q4 bank2 BUMN keluar semua minggu depan, konsensus laba flat. yg penting cost of credit sama NIM",
        "IHSG sebenernya ditopang 5-6 saham doang, breadth jelek. kalo liat indeks aja kesannya aman padahal mayoritas saham merah",
        "tadi telpon sama {brk}, mereka nawarin block {o} di nego, diskon 3%. bukan buat kita, cuma info aja",
    ]
    for ln in rng.sample(longs, rng.randint(9, 12)):
        h = rng.choice([8, 9, 10, 11, 12, 14, 15, 16, 17, 20])
        who = rng.choice(["dimas", "yoga", "sarah", "kevin"])
        cd.post(cd.at(h, rng.randint(0, 59), 1), who, ln.format(**kv()))

    # a chatter edit (typo fix)
    t = cd.at(10, 15, 5)
    em = cd.post(t, "sarah", f"{M2} baru jebol supprot")
    cd.edit(em, cd.nx(t, 10, 60), f"{M2} baru jebol support")
    # reaction added and removed
    cd.react(rn1_msg, "📚", "sarah", cd.at(7, 40, 20))
    cd.react(rn1_msg, "📚", "sarah", cd.at(8, 30, 20), remove=True)
    return cd


# ---------------------------------------------------------------- public API
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    g = Gen(seed)
    for d in range(days):
        day0 = end_ms - (days - d) * 86400000
        for c in range(channels):
            build_day(g, c, d, day0, first=(c == 0 and d == 0))
    g.events.sort(key=lambda e: e[0])
    events = [line for _, line in g.events]
    labels = {
        "desk": DESK,
        "hard_events": g.hard,
        "superseded_facts": g.superseded,
        "removed_texts": g.removed,
        "noise_message_ids": g.noise,
        "near_miss_ids": g.near,
        "idioms": g.idioms,
    }
    return {"events": events, "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
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
    lab = res["labels"]
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n_create} messages, {len(lab['hard_events'])} hard, "
          f"{len(lab['noise_message_ids'])} noise, {len(lab['near_miss_ids'])} near-miss, {len(lab['idioms'])} idioms", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
