#!/usr/bin/env python3
"""Desk generator: Ho Chi Minh City / Singapore desk on Vietnamese markets.

HOSE/HNX equities, VN30 index futures, covered warrants, ETFs, USD/VND NDF hedges,
foreign-ownership-limit (FOL) constraints.  Seeded, standard library only.

    python -m tests.desks.vietnam_hose_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

Times inside a day are laid out on the Indochina (UTC+7) clock counted from the start
of the day, so with the default `end` (midnight ICT) they match the HOSE session.
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "vietnam_hose_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2024, 6, 19, 17, 0, 0, tzinfo=timezone.utc)  # 2024-06-20 00:00 ICT
ICT = timedelta(hours=7)


def _sf(ms, worker=0, seq=0):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _ms(dt):
    return int(round(dt.timestamp() * 1000))


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


_ID_BASE = _ms(datetime(2023, 11, 14, 6, 41, 27, tzinfo=timezone.utc))
GUILD_ID = str(_sf(_ID_BASE - 86400000 * 211 + 5317, 3, 1029))


def channel_id(idx):
    return str(_sf(_ID_BASE + idx * 7777777 + 391, 9 + (idx % 20), 211 + idx))


# --------------------------------------------------------------------------- people
_PEOPLE = [
    # key, display name, bot?
    ("minh", "Minh Tran", False),
    ("linh", "Linh Nguyen", False),
    ("huy", "Huy Pham", False),
    ("rachel", "Rachel Tan", False),
    ("kelvin", "Kelvin Goh", False),
    ("agent", "research-agent", True),
    ("oms", "SHS OMS", True),
    ("risk", "riskbot", True),
    ("cbtt", "hose-cbtt", True),
    ("news", "newswire", True),
    ("flow", "flowbot", True),
    ("cron", "session-cron", True),
    ("infra", "vn-infra", True),
    ("ci", "github-ci", True),
    ("pnl", "pnl-bot", True),
    ("fx", "uob-fxconnect", True),
    ("alert", "px-alert", True),
]
PEOPLE = {}
for _i, (_k, _n, _b) in enumerate(_PEOPLE):
    PEOPLE[_k] = (str(_sf(_ID_BASE - 86400000 * (400 - 17 * _i) + 733 * _i, 1 + _i % 7, 77 + _i)), _n, _b)

# --------------------------------------------------------------------------- instruments
EQ = {
    "FPT": dict(ex="HOSE", px=131.5, sec="tech", name="FPT Corporation", vn="CTCP FPT", fol=True,
                story="offshore IT-services backlog from Japan is still compounding at ~30% and the AI data-centre capex is ahead of plan",
                head=("FPT Corporation signs AI data-centre deal worth over $200 million",
                      "FPT Corporation said it will build a second AI factory in Hanoi with a Japanese partner; the group kept its 2024 pre-tax target.",
                      ["FPT Corporation", "$200 million"])),
    "VNM": dict(ex="HOSE", px=66.4, sec="consumer", name="Vinamilk", vn="CTCP Sữa Việt Nam", fol=False,
                story="domestic volumes are flat and milk-powder input costs are finally easing",
                head=("Vinamilk to pay remaining 2023 dividend of VND 2,850 a share in August",
                      "Vinamilk's board set the record date for the final 2023 cash dividend; the dairy firm also reiterated its 2024 revenue guidance.",
                      ["Vinamilk", "VND 2,850"])),
    "HPG": dict(ex="HOSE", px=28.4, sec="steel", name="Hoa Phat", vn="CTCP Tập đoàn Hòa Phát", fol=False,
                story="HRC spreads are recovering and Dung Quat 2 adds volume from Q1 next year",
                head=("Hoa Phat's Dung Quat 2 blast furnace to fire up ahead of schedule",
                      "Hoa Phat Group said the first blast furnace of its Dung Quat 2 complex could be commissioned in Q4, earlier than planned.",
                      ["Hoa Phat", "Dung Quat 2"])),
    "VCB": dict(ex="HOSE", px=91.6, sec="banks", name="Vietcombank", vn="Ngân hàng TMCP Ngoại thương Việt Nam", fol=False,
                story="NIM is compressing faster than peers and credit growth is lagging the system",
                head=("Vietcombank gets nod to raise charter capital via 49.5% stock dividend",
                      "Vietcombank received approval to pay a 49.5% stock dividend out of retained earnings, lifting charter capital to about VND 83.5 trillion.",
                      ["Vietcombank", "49.5%"])),
    "MWG": dict(ex="HOSE", px=62.8, sec="retail", name="Mobile World", vn="CTCP Đầu tư Thế Giới Di Động", fol=True,
                story="the Bach Hoa Xanh grocery turn is real but the phone/electronics core is still shrinking",
                head=("Mobile World's grocery chain Bach Hoa Xanh books third straight monthly profit",
                      "Mobile World Investment said its Bach Hoa Xanh grocery chain was profitable again in May, helped by fewer store closures.",
                      ["Mobile World", "Bach Hoa Xanh"])),
    "SSI": dict(ex="HOSE", px=35.1, sec="brokers", name="SSI Securities", vn="CTCP Chứng khoán SSI", fol=False,
                story="margin book is at a record and market turnover is the swing factor",
                head=("SSI Securities plans VND 1.5 trillion bond sale to fund margin lending",
                      "SSI Securities Corp's board approved a private bond issue to fund its growing margin book.",
                      ["SSI Securities", "VND 1.5 trillion"])),
    "TCB": dict(ex="HOSE", px=23.4, sec="banks", name="Techcombank", vn="Ngân hàng TMCP Kỹ thương Việt Nam", fol=False,
                story="CASA is recovering but real-estate exposure keeps the multiple capped",
                head=("Techcombank approves first cash dividend in a decade",
                      "Techcombank shareholders approved a 15% cash dividend, its first since 2012.",
                      ["Techcombank", "15% cash dividend"])),
    "ACB": dict(ex="HOSE", px=24.1, sec="banks", name="Asia Commercial Bank", vn="Ngân hàng TMCP Á Châu", fol=True,
                story="retail asset quality is the cleanest in the group but fee income is soft",
                head=("Asia Commercial Bank lifts 2024 credit quota after SBV review",
                      "Asia Commercial Bank said the central bank granted it a higher credit-growth quota for 2024.",
                      ["Asia Commercial Bank", "credit quota"])),
    "DGC": dict(ex="HOSE", px=116.0, sec="chemicals", name="Duc Giang Chemicals", vn="CTCP Tập đoàn Hóa chất Đức Giang", fol=False,
                story="yellow phosphorus prices have bottomed and the Nghi Son chlor-alkali project is the next leg",
                head=("Duc Giang Chemicals secures land for Nghi Son chlor-alkali complex",
                      "Duc Giang Chemicals Group said Thanh Hoa province handed over land for its planned Nghi Son project.",
                      ["Duc Giang Chemicals", "Nghi Son"])),
    "GAS": dict(ex="HOSE", px=78.2, sec="energy", name="PV Gas", vn="Tổng Công ty Khí Việt Nam", fol=False,
                story="LNG import volumes are ramping but margins on them are thin",
                head=("PV Gas takes delivery of LNG cargo for Thi Vai terminal",
                      "PV Gas said the Thi Vai terminal received another LNG cargo, supplying power plants in the south.",
                      ["PV Gas", "Thi Vai"])),
    "PNJ": dict(ex="HOSE", px=96.3, sec="retail", name="Phu Nhuan Jewelry", vn="CTCP Vàng bạc Đá quý Phú Nhuận", fol=True,
                story="jewellery retail is gaining share while the gold-bar business is a margin drag",
                head=("Phu Nhuan Jewelry May retail sales jump 18% on gold demand",
                      "Phu Nhuan Jewelry reported May retail revenue up 18% year on year.",
                      ["Phu Nhuan Jewelry", "18%"])),
    "REE": dict(ex="HOSE", px=61.5, sec="utilities", name="REE Corp", vn="CTCP Cơ Điện Lạnh", fol=True,
                story="hydro output normalises after El Nino and the office portfolio is fully let",
                head=("REE Corp's hydropower unit lifts 2024 output target",
                      "REE Corporation raised its hydropower generation target after early rains in the central highlands.",
                      ["REE Corp", "hydropower"])),
    "MSN": dict(ex="HOSE", px=74.2, sec="consumer", name="Masan Group", vn="CTCP Tập đoàn Masan", fol=False,
                story="WinCommerce store openings are accelerating and the consumer arm is re-rating",
                head=("Masan Group's WinCommerce opens 120 new stores in May",
                      "Masan Group said its retail arm WinCommerce added 120 outlets in May.",
                      ["Masan Group", "WinCommerce"])),
    "PVS": dict(ex="HNX", px=39.4, sec="energy", name="PTSC", vn="Tổng CTCP Dịch vụ Kỹ thuật Dầu khí Việt Nam", fol=False,
                story="the Block B EPC award flow is the catalyst and the offshore wind backlog is optionality",
                head=("PTSC wins $300 million Block B offshore platform package",
                      "PetroVietnam Technical Services Corp (PTSC) won a contract for offshore platforms at the Block B gas project.",
                      ["PTSC", "Block B"])),
    "IDC": dict(ex="HNX", px=57.6, sec="industrial", name="IDICO", vn="Tổng Công ty IDICO", fol=False,
                story="industrial-park leasing to FDI tenants is strong and the power-distribution arm smooths earnings",
                head=("IDICO signs MoU for 500ha industrial park lease in Long An",
                      "IDICO Corporation signed a memorandum with a Korean manufacturer for a 500ha lease.",
                      ["IDICO", "500ha"])),
    "PVI": dict(ex="HNX", px=49.8, sec="insurance", name="PVI Holdings", vn="CTCP PVI", fol=False,
                story="energy-line premiums are growing and investment income benefits from higher deposit rates",
                head=("PVI Holdings H1 premium revenue seen up 15% on energy lines",
                      "PVI Holdings expects first-half gross written premiums to grow 15% year on year.",
                      ["PVI Holdings", "15%"])),
}
SECTOR_VN = {
    "tech": "công nghệ", "consumer": "tiêu dùng", "steel": "thép", "banks": "ngân hàng",
    "retail": "bán lẻ", "brokers": "chứng khoán", "chemicals": "hóa chất", "energy": "dầu khí",
    "utilities": "tiện ích/điện", "industrial": "KCN", "insurance": "bảo hiểm",
}
FOL_FULL = [t for t, d in EQ.items() if d["fol"]]
HOSE_NONBANK = ["FPT", "VNM", "HPG", "MWG", "SSI", "DGC", "GAS", "PNJ", "REE", "MSN"]
VN30 = {"ACB": 24.1, "BCM": 62.5, "BID": 48.2, "BVH": 42.3, "CTG": 33.1, "FPT": 131.5, "GAS": 78.2, "GVR": 32.4,
        "HDB": 24.0, "HPG": 28.4, "MBB": 23.1, "MSN": 74.2, "MWG": 62.8, "PLX": 39.5, "POW": 11.8, "SAB": 57.3,
        "SHB": 11.2, "SSB": 18.5, "SSI": 35.1, "STB": 30.4, "TCB": 23.4, "TPB": 17.6, "VCB": 91.6, "VHM": 40.2,
        "VIB": 20.1, "VIC": 43.5, "VJC": 104.0, "VNM": 66.4, "VPB": 18.9, "VRE": 21.3}
UNREL_NEWS = [
    "Vingroup: VinFast deliveries rise in May, Indonesia plant groundbreaking set for Q3",
    "Vinhomes launches new phase at Vinhomes Ocean Park 3, bookings above plan",
    "Vietjet signs MoU for 20 more A330neo aircraft at regional air show",
    "Novaland receives approval for 1/500 plan revision at Aqua City",
    "Phat Dat misses bond coupon, says talks with holders ongoing",
    "DIC Corp raises charter capital via private placement to domestic funds",
    "Hoang Anh Gia Lai posts profit on fruit exports, still carries accumulated losses",
    "Binh Son Refining plans maintenance shutdown at Dung Quat refinery in Q3",
    "Petrolimex retail margins squeezed after latest fuel price adjustment",
    "PV Power hydro output up on early rains; Nhon Trach 3&4 on schedule",
    "Vietnam Rubber Group approves industrial park conversion of plantation land",
    "Becamex IDC files for bond issue to fund Binh Duong projects",
    "Sabeco beer volumes flat in May as drink-driving rules bite",
    "Vietnam Airlines seeks extension on state support package",
    "Vincom Retail occupancy stable at 85%, new malls delayed to 2025",
    "Kinh Bac City signs land lease with electronics supplier in Bac Ninh",
    "Dat Xanh Group restructures brokerage arm, cuts headcount",
    "Hoa Sen Group steel export orders pick up to EU, India",
    "Nam Kim Steel galvanised output rises 20% on export demand",
    "Viglacera sets record date for 2023 cash dividend",
    "EVN raises average retail power tariff by 4.8%",
    "Government approves study for North-South high-speed railway financing",
    "HCMC metro line 1 commercial operations targeted for year-end",
    "Ministry of Finance finalises draft removing pre-funding for foreign institutions",
    "Vietnam's CPI rises 4.4% y/y in May on food and education costs",
    "State Treasury to auction VND 9 trillion of government bonds this week",
    "Vietnam-EU trade up 10% in five months, EVFTA tariff cuts continue",
    "Real-estate credit growth slows; banks tighten developer lending",
    "Samsung Vietnam exports up 12% y/y through May",
    "Foxconn adds capacity at Bac Giang plant, hires 5,000 workers",
]
CBTT_ROUTINE = [
    "Báo cáo kết quả giao dịch cổ phiếu của người nội bộ",
    "Nghị quyết HĐQT về việc thay đổi nhân sự Ban Tổng Giám đốc",
    "Giải trình biến động lợi nhuận sau thuế quý 1/2024 so với cùng kỳ",
    "Báo cáo tình hình quản trị công ty 6 tháng đầu năm",
    "Thông báo ngày đăng ký cuối cùng dự họp ĐHĐCĐ bất thường",
    "Công bố thông tin thay đổi Giấy chứng nhận đăng ký doanh nghiệp",
    "Nghị quyết HĐQT về việc vay vốn và bảo lãnh tại ngân hàng",
    "Thông báo giao dịch cổ phiếu của tổ chức có liên quan đến người nội bộ",
    "Báo cáo sử dụng vốn thu được từ đợt chào bán trái phiếu",
    "Nghị quyết HĐQT thông qua hợp đồng với bên có liên quan",
    "Thông báo thay đổi địa chỉ trụ sở chính",
    "Công bố thông tin về việc nhận quyết định xử phạt vi phạm hành chính về thuế",
]


def _book(seed, idx):
    if idx == 0:
        return dict(A="HPG", B="MWG", C="VCB", D="PVS", U="FPT", W1="VNM", W2="SSI", W3="DGC", cwn=5)
    r = random.Random("%s:book:%s" % (seed, idx))
    U = r.choice(["FPT", "MWG", "PNJ", "REE"])
    C = r.choice(["VCB", "TCB", "ACB"])
    D = r.choice(["PVS", "IDC", "PVI"])
    buyable = [t for t in HOSE_NONBANK if t != U and not EQ[t]["fol"]]
    r.shuffle(buyable)
    A, W3 = buyable[0], buyable[1]
    rest = [t for t in HOSE_NONBANK if t not in (U, A, W3)]
    r.shuffle(rest)
    B, W1, W2 = rest[0], rest[1], rest[2]
    return dict(A=A, B=B, C=C, D=D, U=U, W1=W1, W2=W2, W3=W3, cwn=r.randint(1, 12))


# --------------------------------------------------------------------------- formatting
def _step(p, ex):
    if ex == "HNX":
        return 0.1
    if p < 10:
        return 0.01
    if p < 50:
        return 0.05
    return 0.1


def _tick(p, ex="HOSE"):
    s = _step(p, ex)
    return round(round(p / s) * s, 2)


def pd(p):
    """27.85 / 131.5 / 132"""
    return ("%.2f" % p).rstrip("0").rstrip(".")


def pc(p):
    """27,85 (Vietnamese decimal comma)"""
    return pd(p).replace(".", ",")


def vnd(p, sep=","):
    """27,850 or 27.850 (full VND)"""
    return "{:,}".format(int(round(p * 1000))).replace(",", sep)


def n_(n):
    return "{:,}".format(n)


def kk(n):
    return "%dk" % (n // 1000)


def _nonround(p, ex="HOSE"):
    """Desk prices that read as a bare integer ("35") make weak facts; nudge one tick down."""
    while abs(p - round(p)) < 1e-9:
        p = _tick(p - _step(p, ex), ex)
    return p


def _clash(a, others):
    return any(a in o or o in a for o in others)


# --------------------------------------------------------------------------- builder
class _Chan:
    def __init__(self, idx, day_idx, day0_ms, rng, book, counter):
        self.idx = idx
        self.cid = channel_id(idx)
        self.day_idx = day_idx
        self.day0 = day0_ms
        self.r = rng
        self.book = book
        self.msgs = []
        self.ops = []
        self.counter = counter  # shared list [n] for global op ordering

    def t(self, hh, mm, ss=None):
        if ss is None:
            ss = self.r.randint(0, 59)
        return self.day0 + ((hh * 60 + mm) * 60 + ss) * 1000 + self.r.randint(0, 999)

    def _op(self, ms, kind, **kw):
        self.counter[0] += 1
        self.ops.append(dict(ms=ms, order=self.counter[0], kind=kind, chan=self, **kw))

    def post(self, ms, who, content="", embeds=None, reply=None, thread=None, cls="plain",
             etype=None, facts=None, phrasing=None, idiom=None, attachments=None, snippet=None):
        m = dict(ms=ms, who=who, content=content, created_content=content, embeds=embeds, reply=reply,
                 thread=thread, cls=cls, etype=etype, facts=facts, phrasing=phrasing, idiom=idiom,
                 attachments=attachments, state="live", superseded=[], id=None, chan=self, snippet=snippet)
        self.msgs.append(m)
        self._op(ms, "create", msg=m)
        return m

    def hard(self, ms, who, content, etype, facts, phrasing, **kw):
        return self.post(ms, who, content, cls="hard", etype=etype, facts=facts, phrasing=phrasing, **kw)

    def noise(self, ms, who, content="", **kw):
        return self.post(ms, who, content, cls="noise", **kw)

    def near(self, ms, who, content="", **kw):
        return self.post(ms, who, content, cls="near", **kw)

    def edit(self, m, ms, content, superseded=()):
        m["superseded"].extend(superseded)
        m["content"] = content
        if m["state"] == "live":
            m["state"] = "edited"
        self._op(ms, "edit", msg=m, content=content)

    def delete(self, m, ms):
        m["state"] = "deleted"
        self._op(ms, "delete", msg=m)

    def bulk(self, ms_list_msgs, ms):
        for m in ms_list_msgs:
            m["state"] = "deleted"
        self._op(ms, "bulk", msgs=list(ms_list_msgs))

    def forget(self, m, ms, by):
        m["state"] = "forgotten"
        self._op(ms, "forget", msg=m, by=by)

    def pin(self, m, ms, by):
        self._op(ms, "pin", msg=m, by=by)

    def react(self, m, ms, emoji, who, remove=False):
        self._op(ms, "react_rm" if remove else "react", msg=m, emoji=emoji, who=who)


def _embed(title, description=None, fields=None, footer=None, author=None, url=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [dict(name=n, value=v, inline=True) for n, v in fields]
    if footer:
        e["footer"] = footer
    return [e]


def _text_of(m):
    parts = [m.get("content") or ""]
    for e in m.get("embeds") or []:
        for k in ("title", "description", "author", "footer", "url"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f["name"]))
            parts.append(str(f["value"]))
    return "\n".join(parts)


# --------------------------------------------------------------------------- tables
def _levels(r, P, S, names):
    out = "%-5s %8s %8s %8s %7s\n" % ("Ma", "last", "supp", "res", "ADV bn")
    for t in names:
        p = P[t]
        out += "%-5s %8s %8s %8s %7d\n" % (t, pd(p), pd(_tick(p * r.uniform(0.93, 0.97))), pd(_tick(p * r.uniform(1.03, 1.08))), r.randint(30, 900))
    return out


def _postable(r, P, rows, nav, cwp, e1p):
    out = "%-9s %9s %8s %8s %9s %6s %9s\n" % ("sym", "qty", "avg", "last", "mv(m)", "w%", "upnl(m)")
    for t, q in rows:
        last = P.get(t) or (cwp if t.startswith("C") and len(t) == 8 else e1p)
        avg = round(last * r.uniform(0.86, 1.06), 2)
        mv = q * last / 1000.0
        out += "%-9s %9s %8s %8s %9s %6.2f %+9.1f\n" % (t, n_(q), "%.2f" % avg, pd(last), n_(int(mv)), mv / 10.0 / nav, (last - avg) * q / 1000.0)
    return out


def _flowtable(r, P2):
    out = "%-5s %10s %10s %10s\n" % ("Ma", "mua (ty)", "ban (ty)", "rong (ty)")
    for t in r.sample(sorted(P2), 10):
        b = r.uniform(2, 120)
        s = r.uniform(2, 160)
        out += "%-5s %10.1f %10.1f %+10.1f\n" % (t, b, s, b - s)
    return out


def _pulse(r, hh, mm, P2, vn30, f1):
    v = vn30 + r.uniform(-8, 8)
    f = v + (f1 - vn30) + r.uniform(-1.5, 1.5)
    movers = r.sample(sorted(P2), 15)
    rows = "%-5s %8s %7s %9s %9s\n" % ("Ma", "Gia", "+/-%", "KL(k)", "NN(ty)")
    for t in movers:
        rows += "%-5s %8s %+7.2f %9s %+9.1f\n" % (t, pd(P2[t]), r.uniform(-3, 3), n_(r.randint(150, 9000)), r.uniform(-40, 30))
    sect = " | ".join("%s %+.1f%%" % (k, r.uniform(-1.8, 1.8)) for k in ("banks", "steel", "retail", "brokers", "energy", "real estate", "utilities"))
    comment = r.choice([
        "Breadth is narrow; gains concentrated in a handful of large caps while mid caps drift.",
        "Foreign selling is steady rather than aggressive; domestic retail is absorbing it.",
        "Futures basis widened as arbitrage desks unwound ahead of expiry.",
        "Turnover is running below the 20-day average; spreads are wider than usual on HNX.",
        "Brokers are leading on turnover hopes; banks remain the drag on the index.",
    ])
    fl = sorted(P2)
    return ("**Market pulse %02d:%02d ICT** VN30 %s | F1M %s (basis %+.1f) | HOSE turnover %s bn VND | breadth %d/%d/%d\n"
            "```\n%s```\nSectors: %s\n"
            "Foreign: net %+d bn VND so far | top sells %s | top buys %s | put-through %s bn\n"
            "Derivatives: F1M vol %s, OI %s | F2M vol %s, OI %s | CW turnover %s bn\n%s") % (
        hh, mm, pd(round(v, 2)), pd(round(f, 1)), f - v, n_(r.randint(2500, 14000)),
        r.randint(90, 220), r.randint(40, 80), r.randint(120, 260), rows, sect,
        r.randint(-450, 150), ", ".join(r.sample(fl, 3)), ", ".join(r.sample(fl, 3)), n_(r.randint(200, 2500)),
        n_(r.randint(40000, 160000)), n_(r.randint(15000, 40000)), n_(r.randint(10000, 60000)), n_(r.randint(8000, 30000)),
        n_(r.randint(60, 400)), comment)


def _evening(r, dmy, spot, ndf):
    return (
        "**Bản tin tối / Evening digest — %(dmy)s**\n\n"
        "**Vĩ mô trong nước**\n"
        "• NHNN tiếp tục bơm ròng qua OMO và phát hành tín phiếu song song; lãi suất liên ngân hàng qua đêm quanh %(ib).2f%%. "
        "Tỷ giá trung tâm đi ngang, USD/VND liên ngân hàng đóng cửa %(spot)s, NDF 1M %(ndf)s.\n"
        "• Tăng trưởng tín dụng toàn hệ thống đến giữa tháng 6 ước ~%(cg).1f%% so với cuối năm 2023; huy động tăng chậm hơn.\n"
        "• Giải ngân đầu tư công 5 tháng đạt ~%(pi)d%% kế hoạch năm, thấp hơn cùng kỳ; Bộ KH&ĐT đề xuất đẩy nhanh các dự án cao tốc.\n\n"
        "**Global**\n"
        "• US futures %(usf)+.1f%% ahead of retail sales; Fed speakers reiterate patience on cuts. UST 10y %(ust).2f%%, DXY %(dxy).1f.\n"
        "• China: property support measures continue, steel output curbs rumoured again; iron ore %(ore)d CNY/t.\n"
        "• Oil: Brent %(brent).1f USD/bbl on OPEC+ supply talk. Gold %(gold)s USD/oz.\n"
        "• Regional: foreign investors net sold Korea and Taiwan tech for a second day; Thailand and Indonesia flat.\n"
        "• Japan: JGB 10y near 1%%; yen weakness keeps intervention talk alive, which matters for Japanese outsourcing budgets.\n"
        "• Shipping: container rates Asia–Europe up again on Red Sea diversions; Vietnamese exporters report longer lead times and higher freight.\n\n"
        "**Chính sách / Pháp lý**\n"
        "• Bộ Tài chính lấy ý kiến dự thảo sửa Thông tư 120 về giao dịch chứng khoán, bỏ yêu cầu ký quỹ trước 100%% đối với tổ chức nước ngoài.\n"
        "• UBCKNN nhắc các CTCK chuẩn bị kết nối hệ thống KRX; lịch chạy thử toàn thị trường tiếp theo dự kiến cuối tháng.\n"
        "• Luật Đất đai, Nhà ở, Kinh doanh BĐS có thể hiệu lực sớm từ 01/08, hỗ trợ tâm lý nhóm bất động sản.\n\n"
        "**Hàng hóa**\n"
        "• Giá thép HRC Trung Quốc đi ngang, quặng sắt giảm nhẹ; giá phân bón ure trong nước ổn định; giá cao su tăng theo Nhật Bản.\n"
        "• Giá vàng SJC ổn định nhờ NHNN bán trực tiếp; chênh lệch với giá thế giới thu hẹp còn khoảng 5–7 triệu đồng/lượng.\n"
        "• Giá cà phê robusta lập đỉnh mới do thời tiết khô hạn tại Tây Nguyên; giá gạo xuất khẩu giảm nhẹ.\n\n"
        "**Thị trường**\n"
        "• VN-Index dao động hẹp, thanh khoản thấp; khối ngoại bán ròng phiên thứ %(nfd)d liên tiếp, tập trung bluechip bất động sản và tiêu dùng.\n"
        "• Phái sinh: VN30F1M đáo hạn ngày mai; chênh lệch F1M/F2M %(spr)+.1f điểm; OI chuyển sang F2M ~%(roll)d%%.\n"
        "• Chứng quyền: thanh khoản tập trung vào các mã có tài sản cơ sở là bluechip hết room ngoại; premium trung bình %(prem).1f%%.\n"
        "• ETF: các quỹ ETF nội bị rút ~%(etf)d tỷ trong tuần; Diamond ETF vẫn hạn chế do room ngân hàng.\n\n"
        "**Lịch ngày mai**\n"
        "08:45 VN30F mở cửa · 09:00 ATO · 14:30 ATC (đáo hạn F1M) · 15:00 đóng thỏa thuận\n"
        "Dữ liệu: kết quả OMO, thông báo tín phiếu NHNN, US jobless claims (19:30 ICT).\n\n"
        "_Tóm tắt tự động; không phải khuyến nghị._") % dict(
        dmy=dmy, ib=r.uniform(4.0, 4.6), spot=n_(spot + r.randint(-3, 8)), ndf=n_(ndf + r.randint(-4, 6)), cg=r.uniform(2.0, 3.5),
        pi=r.randint(22, 30), usf=r.uniform(-0.6, 0.6), ust=r.uniform(4.2, 4.35), dxy=r.uniform(104.8, 105.6), ore=r.randint(800, 860),
        brent=r.uniform(80, 86), gold=n_(r.randint(2310, 2360)), nfd=r.randint(4, 12), spr=r.uniform(-6, -1), roll=r.randint(50, 80),
        prem=r.uniform(5, 12), etf=r.randint(150, 600))


def _bank_note(r, dmy):
    return (
        "**Banks — where is the NIM trough? (%(dmy)s, research-agent)**\n\n"
        "The sector has underperformed VN30 by ~%(und)d%% over three months. Three things drive the debate: deposit repricing, asset yields on "
        "new loans, and provisioning on restructured real-estate loans as Circular 02 forbearance rolls off.\n\n"
        "1) Funding: term-deposit rates troughed in March and the large SOE banks have started to nudge 12M rates up 20-30 bps. "
        "Because deposits reprice with a 3-6 month lag, the cost-of-funds tailwind ends in Q3.\n"
        "2) Yields: competition for prime corporate borrowers is intense; new-loan yields are 60-80 bps below the back book. "
        "Retail mortgage demand is recovering slowly from a low base.\n"
        "3) Asset quality: group-2 loans stabilised, but restructured balances at mid-size private banks remain elevated. "
        "Credit costs probably peak in H2.\n\n"
        "Scenario table (sector NIM, bps change y/y):\n```\nscenario      Q2    Q3    Q4   FY24 EPS g\nbear         -30   -25   -10      2%%\n"
        "base         -20   -10    +5      9%%\nbull         -10    +5   +15     15%%\n```\n"
        "Names most levered to a NIM recovery are MBB and CTG; STB is a restructuring story and VPB depends on consumer finance normalising. "
        "If the base case plays out, a buyer at today's multiples on MBB or CTG would typically see 15-20%% upside over 12 months, "
        "and a stop below the March lows would be the usual risk control — but this is a sector framework, not a trade idea for the book.\n\n"
        "Foreign room: most private banks have single-digit room left; BID and CTG have more. Any FTSE-driven inflow would show up first "
        "in the names with room, which is a reason to track room daily rather than a reason to act now.\n\n"
        "Valuation: the sector trades at ~1.2x trailing book, close to one standard deviation below the 5-year mean, while ROE has held around "
        "17-18%%. Private banks with high CASA trade at premia; those with consumer-finance subsidiaries trade at discounts reflecting credit costs. "
        "The historical pattern is that bank multiples bottom one to two quarters before NIM does, which argues for watching rather than waiting "
        "for the print, but the signal is noisy.\n\n"
        "Data to watch: SBV June credit data, Q2 pre-announcements (mid-July), and the deposit-rate boards at the big four.") % dict(
        dmy=dmy, und=r.randint(6, 14))


def _exptable(r, names):
    out = "%-9s %8s %8s %8s %8s\n" % ("sym", "w%", "delta%", "beta", "liq_d")
    for t in names:
        out += "%-9s %8.2f %+8.2f %8.2f %8.1f\n" % (t, r.uniform(1, 7) if t != "VN30F1M" else -r.uniform(12, 17),
                                                     r.uniform(-0.3, 0.3), r.uniform(0.6, 1.5), r.uniform(0.2, 3.5))
    return out


def _overnight(r, dmy, spot, ndf, vn30):
    return (
        "**Overnight wrap — %(dmy)s 04:00 ICT**\n\n"
        "US: S&P 500 %(spx)+.2f%%, Nasdaq %(ndq)+.2f%%, Russell 2000 %(rut)+.2f%%. Semis %(sox)+.1f%%; energy %(en)+.1f%%. "
        "Retail sales and housing data due tonight ICT; fed funds futures price ~%(cuts)d bps of cuts by December.\n"
        "Rates/FX: UST 2y %(u2).2f%%, 10y %(u10).2f%%; DXY %(dxy).1f; USD/CNH %(cnh).4f; USD/VND offshore NDF 1M %(ndf)s, 3M %(ndf3)s.\n"
        "Commodities: Brent %(brent).1f, WTI %(wti).1f; gold %(gold)s; copper %(cu)s; iron ore (SGX) %(ore).1f USD/t; rubber (SGX TSR20) %(rub).1f USc/kg.\n\n"
        "Vietnam-linked offshore: VNM ETF (US) %(vnmetf)+.2f%%, iShares Frontier %(fm)+.2f%%; FTSE Vietnam (SGX) futures %(sgx)+.2f%%. "
        "Fubon FTSE Vietnam ETF (Taiwan) saw %(fubon)s units of %(fubdir)s yesterday; KIM Growth VN30 ETF (Korea) flat.\n\n"
        "Asia open expectations: Nikkei futures %(nk)+.1f%%, KOSPI futures %(ks)+.1f%%, Hang Seng futures %(hs)+.1f%%.\n\n"
        "Headlines: US chip-export curbs discussion continues; EU provisional tariffs on Chinese EVs take effect next month; China's May activity data "
        "showed industrial output slowing and retail sales beating. Korea's June 1-10 exports up on semiconductors. None is directly Vietnam-specific, "
        "but electronics supply-chain headlines tend to move sentiment in the FDI-linked names.\n\n"
        "For the VN open: VN30 closed %(vn30)s; overnight cues point to a %(tone)s start. Foreign ETF flows remain the swing factor; "
        "expiry-related ETF/futures arbitrage may dominate the ATC again.") % dict(
        dmy=dmy, spx=r.uniform(-1, 1), ndq=r.uniform(-1.4, 1.4), rut=r.uniform(-1.5, 1.5), sox=r.uniform(-3, 3), en=r.uniform(-2, 2),
        cuts=r.randint(35, 55), u2=r.uniform(4.65, 4.8), u10=r.uniform(4.2, 4.35), dxy=r.uniform(104.8, 105.6), cnh=r.uniform(7.26, 7.29),
        ndf=n_(ndf), ndf3=n_(ndf + r.randint(40, 70)), brent=r.uniform(80, 86), wti=r.uniform(76, 81), gold=n_(r.randint(2310, 2360)),
        cu=n_(r.randint(9600, 10200)), ore=r.uniform(104, 110), rub=r.uniform(165, 180), vnmetf=r.uniform(-1.5, 1.5), fm=r.uniform(-0.8, 0.8),
        sgx=r.uniform(-1.2, 1.2), fubon=n_(r.randint(2, 30) * 1000000), fubdir=r.choice(["creations", "redemptions"]),
        nk=r.uniform(-1, 1), ks=r.uniform(-1, 1), hs=r.uniform(-1.5, 1.5), vn30=pd(round(vn30, 2)),
        tone=r.choice(["soft", "flat", "firmer", "cautious"]))


def _cw_primer(r, dmy, CW, U, cwp):
    return (
        "**Covered warrants — how we use them when room is zero (%(dmy)s)**\n\n"
        "Mechanics: Vietnamese CWs are cash-settled calls issued by local brokers, listed on HOSE, with a conversion ratio (n:1) and an "
        "exercise price. Settlement uses the average closing price of the underlying over the five sessions before maturity. Issuers hedge "
        "by holding the underlying, so when foreign room is zero the CW becomes the cheapest listed way for a foreign fund to get delta.\n\n"
        "Economics for %(CW)s on %(U)s at %(cwp)s: premium %(prem).1f%%, implied vol ~%(iv)d%% vs 60-day realised %(rv)d%%, effective gearing %(gear).1fx, "
        "theta ~%(theta).1f%% of price per week. Issuer bid/ask typically 1–3 ticks; size on the issuer's quote is usually 50–200k warrants.\n\n"
        "Risks: (1) premium decay if the underlying goes sideways; (2) issuer quoting gaps on volatile days; (3) the price limit on the CW is "
        "derived from the underlying's, so gap moves propagate with leverage; (4) dividend adjustments change the ratio and exercise price.\n\n"
        "Illustration only: if a fund had bought 150k of a similar warrant at 2.30 last quarter and the underlying rose 8%%, the warrant would "
        "have gained roughly 25–30%% after decay; the same move down would have cost about 35%%. Past CW series on the same underlying "
        "expired worthless about a third of the time in 2022–2023.\n\n"
        "Comparison with other wrappers: E1VFVN30/FUEVFVND give index exposure without room issues but dilute single-name exposure; "
        "P-notes are not practical locally; put-through purchases of room-full names from other foreigners carry 5–12%% premia.\n\n"
        "This is a primer for the IC pack, not a change to positions.") % dict(
        dmy=dmy, CW=CW, U=U, cwp=pd(cwp), prem=r.uniform(4, 11), iv=r.randint(28, 40), rv=r.randint(20, 32), gear=r.uniform(3, 6.5),
        theta=r.uniform(0.8, 2.0))


def _flows_weekly(r, dmy, P2):
    rows = "%-5s %10s %10s %10s %12s\n" % ("Ma", "5d (ty)", "20d (ty)", "YTD (ty)", "room_left%")
    for t in r.sample(sorted(P2), 14):
        rows += "%-5s %+10.1f %+10.1f %+10.1f %12.2f\n" % (t, r.uniform(-400, 150), r.uniform(-1500, 400), r.uniform(-6000, 1500), r.uniform(0, 25))
    return (
        "**Foreign flows — weekly view (%(dmy)s)**\n\n"
        "Net foreign selling on HOSE YTD is ~%(ytd)s tn VND, already above full-year 2023. The selling is concentrated: five names account for "
        "more than half. ETF redemptions explain roughly %(etf)d%% of the 20-day outflow; the rest is active funds cutting Vietnam weight "
        "into the FTSE review and Taiwanese retail leaving the Fubon product.\n\n```\n%(rows)s```\n"
        "Put-through: foreign-to-foreign block trades in room-full names printed at premia of %(p1)d–%(p2)d%% this week, unchanged.\n"
        "Domestic: retail accounts opened %(acc)s new accounts in May; margin balances at the top-10 brokers rose %(mg)d%% m/m.") % dict(
        dmy=dmy, ytd=pc(round(r.uniform(45, 60), 1)), etf=r.randint(25, 45), rows=rows, p1=r.randint(4, 7), p2=r.randint(9, 13),
        acc=n_(r.randint(90, 160) * 1000), mg=r.randint(2, 7))


def _fx_note(r, dmy, spot, ndf):
    return (
        "**USD/VND — hedge framework refresher (%(dmy)s)**\n\n"
        "Spot %(spot)s is ~%(dep).1f%% weaker YTD; the SBV band is ±5%% around the central rate and spot has spent most of Q2 near the top of it. "
        "1M NDF %(ndf)s implies ~%(carry).1f%% annualised depreciation, 3M ~%(carry3).1f%%.\n\n"
        "What drives it: the USD/VND interest differential (still negative for the dong at the short end), the State Treasury's USD purchases, "
        "and import demand for components. Supportive: FDI disbursement, remittances, a goods trade surplus and SBV forward sales.\n\n"
        "Hedge-ratio arithmetic: with NAV ~80%% in VND assets, each 1%% VND depreciation costs ~0.8%% of NAV unhedged. A 60%% hedge at 2.5%% "
        "annualised carry costs ~1.5%% a year; the breakeven depreciation for a full hedge is the forward points. Historically the hedge has "
        "paid in 4 of the last 6 years. If one wanted to lift the ratio, the natural tenor is 1–3M NDFs rolled monthly, but that is a PM "
        "decision and not something this note recommends today.\n\n"
        "Operational: NDFs settle in USD offshore; the fixing is the ABS VND rate. Counterparty lines: UOB and Citi, both ISDA/CSA.") % dict(
        dmy=dmy, spot=n_(spot), dep=r.uniform(4.2, 4.9), ndf=n_(ndf), carry=r.uniform(1.8, 3.2), carry3=r.uniform(2.0, 3.4))


def _strategy(r, dmy):
    return (
        "**Strategy notes — week of %(dmy)s**\n\n"
        "Theme 1 — foreign outflows vs domestic liquidity. Foreign investors have been persistent sellers all year; domestic retail has absorbed "
        "the supply, with margin debt back near record nominal levels. Historically, the market's worst drawdowns came when both turned at once "
        "(2018, 2022). Today retail accounts are still growing, but turnover per account has fallen for three months, which is an early sign of fatigue.\n\n"
        "Theme 2 — currency. The dong is down ~%(dep).1f%% YTD and the SBV has used forwards, T-bills and reserve sales to slow the move. A stronger "
        "dollar into the Fed's summer meetings remains the main external risk. Exporters and companies with USD revenue screen best under this scenario; "
        "importers and companies with USD debt screen worst.\n\n"
        "Theme 3 — earnings recovery. Consensus expects VN-Index EPS growth of ~%(eps)d%% this year, driven by banks (low base of provisioning), "
        "steel (margin recovery) and retail (cost cuts). Q2 pre-announcements start mid-July. Our internal tracker has %(up)d upgrades and %(dn)d "
        "downgrades for VN30 names over the last month.\n\n"
        "Theme 4 — market structure. KRX go-live, removal of pre-funding and an FTSE upgrade would be the biggest structural positives in years. "
        "Timing is uncertain; the market has been disappointed before. Foreign room remains the binding constraint for the most wanted names, "
        "which keeps wrappers (CWs, ETFs, put-through blocks at premia) relevant.\n\n"
        "Theme 5 — dividends and capital raising. Season of cash-dividend record dates and rights issues; rights issues at deep discounts "
        "(securities firms in particular) typically weigh on the share price between announcement and listing of the new shares, and "
        "stock dividends by banks increase free float but not foreign room in absolute terms for room-full names.\n\n"
        "Positioning of others (from broker surveys and flow data): local proprietary desks are long banks and securities; foreign active funds are "
        "underweight real estate and overweight technology and retail; ETF holders are concentrated in VN30 and the Diamond index.\n\n"
        "Risks: (1) a sharp USD rally; (2) a domestic property-bond accident; (3) margin-call cascades if the index breaks its March low; "
        "(4) policy delays on market-structure reforms.") % dict(dmy=dmy, dep=r.uniform(4.2, 4.9), eps=r.randint(14, 20), up=r.randint(5, 12), dn=r.randint(3, 10))


def _ic_draft(r, dmy, nxt, A, B, C, D, U, CW, W1, W2, W3, nav, wa):
    return (
        "**IC pack draft — for %(nxt)s 09:00 SGT**\n\n"
        "1. Performance: NAV %(nav).1fbn VND; MTD %(mtd)+.2f%% vs VN30 %(b)+.2f%%; YTD %(ytd)+.1f%% vs %(by)+.1f%%. Attribution MTD: stock selection %(ss)+.2f%%, "
        "futures hedge %(fh)+.2f%%, FX %(fx)+.2f%%, CW %(cw)+.2f%%.\n"
        "2. Book: long %(A)s, %(B)s, %(C)s, %(D)s (HNX), %(CW)s (wrapper for %(U)s), E1VFVN30; short VN30F1M rolling to F2M; long USD via NDFs.\n"
        "3. Exposures: gross %(g).0f%%, net %(n).0f%%, beta-adjusted net %(bn).0f%%; banks %(bk).1f%% vs 25%% cap; largest single name %(A)s ~%(wa).1f%%.\n"
        "4. Liquidity: 90%% of the book can be exited in %(liq).1f days at 15%% ADV; %(D)s is the least liquid line.\n"
        "5. Discussion items: (a) foreign room and wrappers, (b) bank NIM trough timing, (c) USD/VND hedge ratio, (d) watchlist names %(W1)s, %(W2)s, %(W3)s.\n"
        "6. Risk events: one pre-trade FOL block today, no limit breaches; vn30f net delta limit temporarily widened by the PM.\n"
        "7. Appendix: factor exposures (value %(fv)+.2f, momentum %(fm)+.2f, size %(fs)+.2f), stress tests (VN30 -10%%: %(st1)+.1f%% NAV; USD/VND +3%%: %(st2)+.1f%% NAV).\n\n"
        "Draft only — numbers refresh at 07:00 ICT.") % dict(
        dmy=dmy, nxt=nxt, nav=nav, mtd=r.uniform(-2, 3), b=r.uniform(-3, 2), ytd=r.uniform(3, 9), by=r.uniform(2, 8), ss=r.uniform(-0.5, 1.5),
        fh=r.uniform(-0.5, 0.5), fx=r.uniform(-0.3, 0.3), cw=r.uniform(-0.3, 0.6), A=A, B=B, C=C, D=D, CW=CW, U=U, g=r.uniform(92, 100),
        n=r.uniform(78, 88), bn=r.uniform(60, 75), bk=r.uniform(21, 24), wa=wa, liq=r.uniform(1.5, 3.5), W1=W1, W2=W2, W3=W3,
        fv=r.uniform(-0.3, 0.5), fm=r.uniform(-0.4, 0.4), fs=r.uniform(-0.5, 0.2), st1=-r.uniform(5, 8), st2=-r.uniform(0.5, 1.5))


# --------------------------------------------------------------------------- the day
def _day(ch, first):
    r = ch.r
    b = ch.book
    A, B, C, D, U, W1, W2, W3 = (b[k] for k in ("A", "B", "C", "D", "U", "W1", "W2", "W3"))
    CW = "C%s24%02d" % (U, b["cwn"])
    local = datetime.fromtimestamp(ch.day0 / 1000.0 + 12 * 3600, tz=timezone.utc) + ICT
    dd, mo, yy = local.day, local.month, local.year
    ymd = "%02d%02d%02d" % (yy % 100, mo, dd)
    dmy = "%02d/%02d" % (dd, mo)
    prev = local - timedelta(days=1)
    pdmy = "%02d/%02d" % (prev.day, prev.month)
    fixd = local + timedelta(days=28)
    fix_s = fixd.strftime("%d-%b")
    fix_l = fixd.strftime("%d-%b-%Y")
    sett_l = (fixd + timedelta(days=2)).strftime("%d-%b-%Y")
    P = {t: _tick(d["px"] * (1 + r.uniform(-0.035, 0.035)), d["ex"]) for t, d in EQ.items()}
    S = {t: _step(P[t], EQ[t]["ex"]) for t in EQ}
    P2 = {t: P.get(t, _tick(v * (1 + r.uniform(-0.035, 0.035)))) for t, v in VN30.items()}
    name = {t: EQ[t]["name"] for t in EQ}
    acct = "058C1%05d" % (872 + 4111 * ch.idx)
    dacct = "058FD1%04d" % (87 + 313 * ch.idx)
    other_acct = "058C204411"
    nav = round(r.uniform(380, 460), 1)
    def _q(t, lo, hi, unit=10000):
        return max(unit, int(round(nav * 1e6 * r.uniform(lo, hi) / P[t] / unit)) * unit)
    qA = _q(A, 0.045, 0.055)
    qB = _q(B, 0.03, 0.04)
    qC = _q(C, 0.04, 0.05)
    qD = _q(D, 0.02, 0.03)
    qCW = r.choice([600, 800, 1000]) * 1000
    qE = r.choice([150, 200, 250]) * 1000
    a_sz = _q(A, 0.008, 0.012, 5000)
    b_sz = int(round(qB * r.uniform(0.25, 0.35) / 5000)) * 5000
    cw_sz = r.choice([400, 500, 600]) * 1000
    wA0 = qA * P[A] / 1e6 / nav * 100
    wA1 = (qA + a_sz) * P[A] / 1e6 / nav * 100
    fut_q = r.choice([10, 12, 14])
    ndf_q = r.choice([2.5, 3.0, 3.5])
    vn30 = round(r.uniform(1262, 1312), 2)
    f1 = round(vn30 + r.uniform(-8, -3), 1)
    if int(round(f1 * 10)) % 10 == 0:
        f1 = round(f1 + 0.3, 1)
    cwp = round(r.uniform(1.8, 2.9), 2)
    if int(round(cwp * 100)) % 10 == 8:
        cwp = round(cwp + 0.01, 2)  # keep cwp + 0.02 (the limit) off a round tenth
    if int(round(cwp * 100)) % 10 == 0:
        cwp = round(cwp + 0.03, 2)
    e1p = _nonround(_tick(r.uniform(21.3, 22.9), "HOSE"))
    spot = r.randint(25440, 25470)
    ndf_rate = spot + r.randint(8, 22)
    oid = [r.randint(100, 130)]

    def nid(fut=False):
        oid[0] += r.randint(3, 11)
        return ("SHS-F%s-%06d" if fut else "SHS-%s-%06d") % (ymd, oid[0])

    ctx = dict(A=A, B=B, C=C, D=D, U=U, W1=W1, W2=W2, W3=W3, CW=CW, dmy=dmy, pdmy=pdmy,
               An=name[A], Bn=name[B], Cn=name[C], Dn=name[D], Un=name[U], W1n=name[W1],
               W2n=name[W2], W3n=name[W3], vn30=pd(round(vn30, 1)), f1=pd(f1))
    idioms = []

    def idiom(m, text, expected):
        if first:
            idioms.append((m, text, expected))

    # ---------------------------------------------------------------- noise: heartbeats
    hb_skip = set(r.sample(range(24), 2))
    for h in range(24):
        if h in hb_skip:
            continue
        lag = r.randint(3, 40) if 2 <= h <= 8 else r.randint(0, 6)
        state = "live" if 1 <= h <= 8 else "idle"
        ch.noise(ch.t(h, r.randint(0, 3)), "infra",
                 "hb vn-gw-01 ok | md HOSE/HNX %s | lag %dms p99 %dms | q %d | fix SHS-OMS up seq %d/%d | cbtt poll 60s ok | fx feed ok | mem %dMB | disk %d%% | up %dh" % (
                     state, lag, lag + r.randint(10, 60), r.randint(0, 3), 18000 + 37 * h, 18000 + 37 * h - r.randint(0, 3),
                     r.randint(480, 720), r.randint(41, 47), 100 + h + 24 * ch.day_idx))

    # session cron (UTC+7 clock)
    for hh, mm, txt in [
        (8, 30, "[cron] pre-open: HOSE/HNX order entry opens 08:30 ICT, VN30F 08:45, ATO 09:00"),
        (8, 45, "[cron] VN30F1M/VN30F2M ATO open"),
        (9, 0, "[cron] HOSE ATO 09:00–09:15 | HNX continuous from 09:00"),
        (9, 15, "[cron] HOSE continuous matching (LO/MP) 09:15–11:30"),
        (11, 30, "[cron] nghi trua 11:30–13:00 | morning session closed"),
        (13, 0, "[cron] afternoon session open 13:00"),
        (14, 30, "[cron] ATC 14:30–14:45 (HOSE, HNX) | VN30F ATC"),
        (14, 45, "[cron] close 14:45 | put-through (thoa thuan) until 15:00"),
        (15, 0, "[cron] put-through closed, EOD jobs queued: pnl, risk, fol-snapshot"),
    ]:
        ch.noise(ch.t(hh, mm, r.randint(0, 4)), "cron", txt)

    # CI / deploys
    sha = lambda: "%07x" % r.randint(0, 0xFFFFFFF)
    ch.noise(ch.t(0, 11), "ci", "✅ nightly `oms-adapter` #%d passed on main@%s (3m%02ds)" % (4400 + 3 * ch.day_idx + ch.idx, sha(), r.randint(0, 59)))
    ch.noise(ch.t(6, 2), "ci", "🚀 deploy riskbot v2.14.%d → prod-sg1 ok (canary 5m clean)" % (3 + ch.day_idx))
    ch.noise(ch.t(11, 46), "ci", "✅ PR #%d `fol-checker: cache room snapshot per session` — checks passed (lint, unit, replay)" % (880 + ch.day_idx))
    ch.noise(ch.t(16, 31), "ci", (
        "🚀 deploy research-agent prompt pack 2024.06.%d → prod (tools: cbtt, vnstock, fx)\n"
        "changelog:\n- cbtt: parse HNX disclosures with new table layout\n- vnstock: retry on empty JSON, cache ratios 24h\n"
        "- fx: add ABS fixing page parser\n- notes: shorter pre-open macro section, add sector heat table\n"
        "- tokenizer: normalise Vietnamese without diacritics before ticker matching\nrollout: 100%% after 10m canary, no errors") % (10 + ch.day_idx))
    ch.noise(ch.t(23, 12), "ci", "❌ nightly `research-agent` #%d failed: test_vn_tokenizer_no_diacritics (flaky, retry queued)" % (1290 + ch.day_idx))

    # reconnects
    for hh, mm in [(2, 6), (10, 48), (19, 13), (21, 40)]:
        ch.noise(ch.t(hh, mm), "infra", r.choice([
            "ws reconnected to hnx-md (attempt 2/5, 1006 abnormal close)",
            "gateway: resumed session seq=%d after 4000" % r.randint(40000, 90000),
            "md feed HOSE: reconnect ok, snapshot replayed (%d symbols)" % r.randint(380, 410),
            "fix session SHS-OMS: logon ok after heartbeat timeout (30s)",
        ]))

    # stack traces
    ch.noise(ch.t(2, 5), "infra", (
        "```\nTraceback (most recent call last):\n"
        "  File \"/srv/cbtt/scraper.py\", line 211, in poll\n    resp = self.session.get(HOSE_CBTT_URL, timeout=10)\n"
        "  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n    return self.request(\"GET\", url, **kwargs)\n"
        "  File \"/usr/lib/python3.11/site-packages/requests/adapters.py\", line 532, in send\n    raise ReadTimeout(e, request=request)\n"
        "\nDuring handling of the above exception, another exception occurred:\n\n"
        "Traceback (most recent call last):\n  File \"/usr/lib/python3.11/site-packages/urllib3/connectionpool.py\", line 537, in _make_request\n    response = conn.getresponse()\n"
        "  File \"/usr/lib/python3.11/site-packages/urllib3/connection.py\", line 466, in getresponse\n    httplib_response = super().getresponse()\n"
        "  File \"/usr/lib/python3.11/http/client.py\", line 1390, in getresponse\n    response.begin()\n"
        "  File \"/usr/lib/python3.11/socket.py\", line 706, in readinto\n    return self._sock.recv_into(b)\n"
        "TimeoutError: The read operation timed out\n"
        "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='www.hsx.vn', port=443): Read timed out. (read timeout=10)\n"
        "```\ncbtt-scraper: retry 1/3 in 60s"))
    ch.noise(ch.t(10, 47), "infra", (
        "```\n[ERROR] oms-adapter fix.session SHS-OMS seq gap: expected 18%03d got 18%03d\n"
        "quickfix.SessionNotFound: session FIX.4.4:VNHCM01->SHSOMS not logged on\n"
        "    at quickfix.Session.sendToTarget(Session.java:641)\n"
        "    at vn.desk.oms.Router.route(Router.java:188)\n"
        "    at vn.desk.oms.Router.lambda$submit$2(Router.java:97)\n"
        "    at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n"
        "```\nresend request sent, queue held 2 msgs" % (r.randint(100, 499), r.randint(500, 999))))
    ch.noise(ch.t(19, 11), "infra", (
        "```\nresearch-agent tool error (vnstock.fundamentals)\n"
        "Traceback (most recent call last):\n"
        "  File \"/app/tools/vnstock_tool.py\", line 88, in fetch_ratios\n    data = json.loads(raw)\n"
        "  File \"/usr/lib/python3.11/json/__init__.py\", line 346, in loads\n    return _default_decoder.decode(s)\n"
        "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n"
        "```\nfallback: cached ratios from %s used" % pdmy))

    # price alerts
    alert_names = [A, B, C, D, W1, W2, U, "VN30F1M"]
    r.shuffle(alert_names)
    for i, tk in enumerate(alert_names):
        hh = r.choice([9, 9, 10, 10, 13, 13, 14])
        mm = r.randint(16 if hh == 9 else 0, 58 if hh != 14 else 29)
        if tk == "VN30F1M":
            lvl = round(f1 - 6.0, 1)
            ch.noise(ch.t(hh, mm), "alert", "🔔 VN30F1M %s chạm band dưới %s (-%.2f%%)" % (pd(round(lvl - 0.3, 1)), pd(lvl), r.uniform(0.4, 1.1)))
        else:
            chg = r.uniform(-2.5, 2.5)
            px = _tick(P[tk] * (1 + chg / 100), EQ[tk]["ex"])
            ch.noise(ch.t(hh, mm), "alert", "🔔 %s %s (%+.2f%%) vượt ngưỡng %s | vol %s" % (
                tk, vnd(px), chg, vnd(_tick(px - S[tk], EQ[tk]["ex"])), n_(r.randint(400, 9000) * 1000)))

    # risk ok heartbeats
    for hh in (9, 10, 13):
        ch.noise(ch.t(hh, 31), "risk", "riskbot | limits ok | gross=%.1f%% net=%.1f%% banks=%.1f%% single_max=%s:%.1f%% fol_buffer_min=%.2f%%" % (
            r.uniform(93, 99), r.uniform(84, 90), r.uniform(21.0, 23.5), A, wA1 + r.uniform(-0.2, 0.2), r.uniform(1.6, 3.0)))

    # acknowledgements (noise): attached later to selected messages
    ack_targets = []

    # ---------------------------------------------------------------- overnight
    nvl_news = None
    ch.noise(ch.t(1, 31), "fx", "USD/VND NDF indicative | 1M %d/%d | 3M %d/%d | spot ref %s (SBV central %s)" % (
        ndf_rate - 4, ndf_rate + 6, ndf_rate + 40, ndf_rate + 58, n_(spot), n_(24240 + r.randint(0, 20))))
    m = ch.near(ch.t(3, 40), "news", "", embeds=_embed(
        "Novaland bondholders approve two-year extension on VND 1.5 trillion notes",
        "Property developer Novaland said holders of a domestic bond tranche agreed to push maturity out to 2026; the company is still restructuring about $1.1 billion of debt.",
        footer="Reuters · %s 03:38 ICT" % dmy, author="newswire"))
    nvl_news = m

    # morning note with buried thesis change on B
    b_tgt = pd(_tick(P[B] * 1.16, EQ[B]["ex"]))
    thesis_sentence = "Net, we downgrade conviction on %s from high to medium; the FY target of %s now looks stretched." % (B, b_tgt)
    note = (
        "**Pre-open — VN equities, %(dmy)s**  _(research-agent, 05:30 ICT)_\n\n"
        "**Macro / FX**\n"
        "• SBV left policy rates unchanged; O/N interbank eased to %(ib).2f%% (from %(ib0).2f%%). USD/VND spot closed %(spot)s, 1M NDF %(ndf)s (~%(carry).1f%% annualised). "
        "SBV kept selling USD forwards to banks; State Treasury bought USD again yesterday, which does not help.\n"
        "• DXY flat overnight, UST 10y %(ust).2f%%. Regional: SET %(set)+.1f%%, JCI %(jci)+.1f%%, PSEi %(pse)+.1f%%. Frontier/EM ETF trackers still bleeding Vietnam weight (-%(fm)dm USD w/w).\n\n"
        "**Market**\n"
        "• VN-Index %(vni)s (%(vnich)+.2f%%), VN30 %(vn30)s. HOSE turnover %(to).1ftn VND, %(pt)d%% of it put-through. Breadth %(up)d up / %(dn)d down.\n"
        "• Foreigners net sold %(nfs)dbn VND on HOSE (%(nfd)dth straight session); largest outflows VHM, VNM, %(U)s. Net buy in %(A)s (+%(abuy)dbn) and FUEVFVND.\n"
        "• VN30F1M expires tomorrow (third Thursday). Basis %(basis)+.1f pts; about %(roll)d%% of OI already in VN30F2M. Expect a noisy ATC today and tomorrow as ETF/F1M arbitrage unwinds.\n\n"
        "**Yesterday in detail**\n"
        "The index opened firmer on overnight US strength, faded from 10:00 as foreign selling in real estate and consumer picked up, and spent the "
        "afternoon in a narrow range. Put-through added %(ptv)s bn VND, mostly foreign-to-foreign blocks in room-full names. Securities and steel were "
        "the only sectors with positive breadth; banks closed near the lows with the private mid-caps weakest. Derivatives volume was %(dvol)s contracts, "
        "about %(dvr)d%% above the 20-day average as the roll got going, and open interest fell on the front month.\n\n"
        "**Sector heat (1d / 5d / 20d)**\n```\n%(heat)s```\n"
        "**Our names**\n"
        "• %(A)s (%(An)s): company flagged May figures for this morning's disclosure feed. Our model assumes %(Astory)s; no change to numbers until the release.\n"
        "• %(B)s (%(Bn)s): management call last night was less constructive than in March: %(Bstory)s, and most of the opex savings are already in the base. "
        "%(thesis)s The research view is a trim rather than an exit; sizing is the desk's call.\n"
        "• %(C)s (%(Cn)s): %(Cstory)s. Watch the SBV credit-growth update if it lands today.\n"
        "• %(U)s via %(CW)s: foreign room still 0.00%%, CW premium %(prem).1f%% with %(dte)d days to expiry, effective gearing %(gear).1fx. Nothing new on the thesis.\n"
        "• %(D)s (HNX): %(Dstory)s. ADV only ~%(dadv)dbn VND, so child orders should stay under 15%% of volume.\n"
        "• Watchlist: %(W1)s dividend timing; %(W2)s capital-raising paperwork pending at SSC; %(W3)s — %(W3story)s.\n\n"
        "**What changed since yesterday's pre-open**\n"
        "• FX: spot up %(dfx)d VND, NDF points wider; SBV forward sales continued.\n"
        "• Flows: another day of foreign selling, smaller than the 20-day average; ETF creations/redemptions roughly balanced.\n"
        "• Names: May monthly figures started to land for retailers and steel; no unscheduled disclosures on held names overnight.\n"
        "• Derivatives: roll activity accelerated; the F1M/F2M spread is now close to fair value.\n\n"
        "**Overnight global**\n"
        "• S&P 500 %(spx)+.2f%%, Nasdaq %(ndq)+.2f%%; Brent %(brent).1f USD/bbl; LME copper %(cu)s USD/t; gold %(gold)s USD/oz, SJC bars %(sjc).1fm VND/tael "
        "(spread to world price narrowing after SBV auctions). Dalian iron ore %(ore)d CNY/t, Shanghai HRC %(hrc2)s CNY/t.\n"
        "• China property support headlines again overnight, little follow-through in commodities. Korean and Taiwanese tech led Asia higher yesterday; Vietnam lagged on foreign selling.\n\n"
        "**Levels (VND k)**\n```\n%(levels)s```\n"
        "**Calendar (ICT)**\n08:45 VN30F open · 09:00 ATO · 11:30 lunch · 13:00 PM session · 14:30 ATC · 14:45 close · 15:00 put-through close\n"
        "Today: SBV credit data (unscheduled), HOSE monthly-results filings. Tomorrow: VN30F1M last trading day. Overnight: US retail sales, Fed speakers.\n\n"
        "**Risk notes**\n"
        "• FOL: %(U)s and most large-cap retail names have zero foreign room; pre-trade will block foreign buys, use CW/ETF wrappers.\n"
        "• FX: every 10 VND move in USD/VND is roughly %(fxs).1fbn VND on the unhedged sleeve.\n"
        "• Liquidity: midday turnover has been under the 20-day average for six sessions; expect wider spreads in HNX names."
    ) % dict(dmy=dmy, ib=r.uniform(4.1, 4.6), ib0=r.uniform(4.6, 5.0), spot=n_(spot), ndf=n_(ndf_rate), carry=r.uniform(1.8, 3.2),
             ust=r.uniform(4.20, 4.35), set=r.uniform(-0.8, 0.5), jci=r.uniform(-0.9, 0.4), pse=r.uniform(-0.5, 0.6), fm=r.randint(9, 40),
             vni=pd(round(vn30 * 0.955 + r.uniform(-5, 5), 2)), vnich=r.uniform(-1.2, 0.6), vn30=pd(round(vn30, 2)),
             to=r.uniform(15, 24), pt=r.randint(8, 16), up=r.randint(110, 190), dn=r.randint(200, 300), nfs=r.randint(300, 1100),
             nfd=r.randint(4, 12), U=U, A=A, abuy=r.randint(20, 90), basis=f1 - vn30, roll=r.randint(35, 65), An=name[A],
             Astory=EQ[A]["story"], B=B, Bn=name[B], Bstory=EQ[B]["story"], thesis=thesis_sentence, C=C, Cn=name[C],
             Cstory=EQ[C]["story"], CW=CW, prem=r.uniform(4, 11), dte=r.randint(40, 160), gear=r.uniform(3.0, 6.5), D=D,
             Dstory=EQ[D]["story"], dadv=r.randint(25, 80), W1=W1, W2=W2, W3=W3, W3story=EQ[W3]["story"], fxs=r.uniform(0.9, 1.6),
             spx=r.uniform(-1, 1), ndq=r.uniform(-1.4, 1.4), brent=r.uniform(80, 86), cu=n_(r.randint(9600, 10200)),
             gold=n_(r.randint(2310, 2360)), sjc=r.uniform(76, 77.5), ore=r.randint(800, 860), hrc2=n_(r.randint(3650, 3790)),
             levels=_levels(r, P, S, [A, B, C, D, U, W1, W2, W3]), dfx=r.randint(3, 20), ptv=n_(r.randint(1500, 4500)), dvol=n_(r.randint(180000, 320000)),
             dvr=r.randint(10, 45), heat="".join("%-13s %+6.1f%% %+6.1f%% %+6.1f%%\n" % (k, r.uniform(-2, 2), r.uniform(-4, 4), r.uniform(-8, 8)) for k in (
                 "banks", "real estate", "steel", "securities", "retail", "consumer", "energy", "utilities", "chemicals", "ind. parks", "tech", "aviation")))
    m = ch.hard(ch.t(5, 30), "agent", note, "thesis_update", [B, "downgrade conviction", "medium"], "buried",
                attachments=[dict(id=str(_sf(ch.day0 + 19800000, 2, 7)), filename="vn30_basis_%s.png" % ymd, size=48213 + r.randint(0, 9000),
                                  url="https://cdn.discordapp.com/attachments/%s/%s/vn30_basis_%s.png" % (ch.cid, _sf(ch.day0 + 19800000, 2, 7), ymd))])
    idiom(m, "decision sentence buried in a long English pre-open note", "thesis_update")

    ch.noise(ch.t(6, 40), "fx", "USD/VND spot open ref %s | NDF 1M %s | SBV central %s" % (n_(spot + r.randint(-3, 5)), n_(ndf_rate), n_(24240 + r.randint(0, 20))))

    # ---------------------------------------------------------------- pre-market
    lim = ch.hard(ch.t(7, 0, 12), "risk", (
        "risk.limits SET date=%04d-%02d-%02d desk=VN-EQ by=rachel.tan\n"
        "nav_vnd=%.1fbn single_name.max=8.0%% sector.banks.max=25.0%% gross.max=105%% "
        "fol.buffer.min=1.50%% vn30f.net_delta.max=-15%% cw.premium.max=12%% hnx.adv_part.max=15%%") % (yy, mo, dd, nav),
        "risk_limit", ["risk.limits SET", "single_name.max=8.0%", "sector.banks.max=25.0%", "fol.buffer.min=1.50%"], "structured")
    ch.react(lim, lim["ms"] + 95000, "📌", PEOPLE["rachel"][0])
    ch.pin(lim, lim["ms"] + 96000, PEOPLE["rachel"][0])

    pnl0 = ch.noise(ch.t(7, 5), "pnl", (
        "pnl-bot | EOD %s | NAV %.1fbn VND (%+.2f%% d/d, %+.1f%% ytd)\n"
        "pos  %s %s | %s %s | %s %s | %s %s\n"
        "     %s %s | E1VFVN30 %s | VN30F1M -%d | NDF USD/VND long USD %.1fm\n"
        "cash %.1fbn VND (T+2 incoming %.1fbn)\n```\n%s```") % (
        pdmy, nav, r.uniform(-0.8, 0.8), r.uniform(3, 9), A, n_(qA), B, n_(qB), C, n_(qC), D, n_(qD),
        CW, n_(qCW), n_(qE), fut_q, ndf_q, r.uniform(25, 45), r.uniform(3, 9),
        _postable(r, P, [(A, qA), (B, qB), (C, qC), (D, qD), (CW, qCW), ("E1VFVN30", qE)], nav, cwp, e1p)))
    ack_targets.append(pnl0)

    fol_vals = {t: (0.0 if EQ[t]["fol"] else round(r.uniform(2.0, 26.0), 2)) for t in (A, B, C, D, U, W1, W2, W3)}
    fol_tab = "".join("%-5s %6.2f%% %7s\n" % (t, 0.0 if (t in EQ and EQ[t]["fol"]) else r.uniform(0.3, 28.0), r.choice(["49%", "30%", "49%", "49%"]))
                      for t in sorted(VN30))
    ch.noise(ch.t(7, 15), "risk", "fol.snapshot " + " ".join("%s=%.2f%%" % (t, v) for t, v in fol_vals.items()) + " src=VSDC asof=%s\n"
             "VN30 room table (room_left / cap):\n```\n%s```" % (pdmy, fol_tab))

    ch.post(ch.t(7, 20), "minh", "chao ca nha. VN30F1M basis %s diem, mai dao han. khoi ngoai ban rong %d phien lien tiep roi" % (pd(round(f1 - vn30, 1)), r.randint(4, 12)))
    flow0 = ch.noise(ch.t(7, 31), "flow", "Khối ngoại phiên %s: bán ròng %s tỷ trên HOSE | top bán VHM −%d tỷ, VNM −%d tỷ, %s −%d tỷ | top mua %s +%d tỷ, FUEVFVND +%d tỷ" % (
        pdmy, n_(r.randint(300, 1100)), r.randint(90, 200), r.randint(40, 90), U, r.randint(20, 60), A, r.randint(20, 90), r.randint(10, 40)))
    ack_targets.append(flow0)

    rev = r.randint(9000, 14000) if A == "HPG" else r.randint(1500, 9000)
    cb_a = ch.hard(ch.t(7, 40), "cbtt", "[%s] %s – %s: Báo cáo kết quả kinh doanh sơ bộ tháng %s — doanh thu %s tỷ đồng (+%d%% so với cùng kỳ), LNST %s tỷ đồng. Chi tiết: hsx.vn/cbtt/%d" % (
        EQ[A]["ex"], A, EQ[A]["vn"], "%d/%d" % ((local.replace(day=1) - timedelta(days=1)).month, (local.replace(day=1) - timedelta(days=1)).year), n_(rev), r.randint(12, 40), n_(rev // r.randint(8, 14)), r.randint(180000, 199999)),
        "held_position_news", [A, "%s tỷ đồng" % n_(rev)], "tagged")

    # A add proposal
    a_px = _nonround(_tick(P[A] - S[A], EQ[A]["ex"]))
    s1 = _nonround(_tick(a_px * 0.965, "HOSE"))
    s2 = _tick(a_px * 0.976, "HOSE")
    s3 = _tick(a_px * 0.984, "HOSE")
    tp = _nonround(_tick(a_px * 1.09, "HOSE"))
    while _clash(pd(s2), [pd(s1)]) or abs(s2 - round(s2)) < 1e-9:
        s2 = _tick(s2 + S[A], "HOSE")
    while s3 <= s2 or _clash(pd(s3), [pd(s1), pd(s2)]) or abs(s3 - round(s3)) < 1e-9:
        s3 = _tick(s3 + S[A], "HOSE")
    propA = ch.hard(ch.t(7, 50), "minh", "de xuat mua them %s %s gia %s, cat lo %s. KQKD thang 5 tot, ngoai ban nhung room con nhieu (%.1f%%)" % (
        kk(a_sz), A, pd(a_px), pd(s1), fol_vals[A]), "trade_proposal", ["mua them", kk(a_sz), A, pd(a_px)], "untagged")
    idiom(propA, "no-diacritics Vietnamese proposal, k size, dot price", "trade_proposal")
    ch.react(propA, propA["ms"] + 40000, "👀", PEOPLE["linh"][0])
    q = ch.near(propA["ms"] + r.randint(300, 420) * 1000, "rachel", "looks ok — what's our %s weight after this?" % A, reply=propA)
    w_after = (qA + a_sz) * a_px / 1e6 / nav * 100
    ch.post(q["ms"] + 100000, "minh", "sau khi mua ~%.1f%% NAV, duoi 8%% a" % w_after, reply=q)
    apA = ch.hard(q["ms"] + 230000, "rachel", "ok go. don't chase above %s" % pd(_tick(a_px + 3 * S[A])), "trade_approval",
                  ["ok go", "don't chase above %s" % pd(_tick(a_px + 3 * S[A]))], "reply", reply=propA)
    idiom(apA, "short English reply approval", "trade_approval")
    ch.noise(apA["ms"] + 45000, "minh", "👍", reply=apA)

    hyp = ch.near(ch.t(8, 31), "linh", "giả sử %s về %s thì mình có gom thêm không anh? mà room ngoại = 0 thì cũng chịu" % (U, pd(_tick(P[U] * 0.94))))
    idiom(hyp, "Vietnamese hypothetical 'giả sử' with price", "not_hard")

    # futures hedge
    propF = ch.hard(ch.t(8, 35), "huy", "s 5 VN30F1M @ %s hedge phan %s mua moi" % (pd(f1), A), "trade_proposal",
                    ["s 5", "VN30F1M", pd(f1)], "shorthand")
    idiom(propF, "shorthand futures proposal 's 5 X @ px'", "trade_proposal")
    apF = ch.hard(propF["ms"] + 110000, "rachel", "✅ hedge ok", "trade_approval", ["✅", "hedge ok"], "reply", reply=propF)
    fid = nid(fut=True)
    fillF = ch.hard(ch.t(8, 47), "oms", "", "trade_fill", ["VN30F1M", "SELL", pd(f1), fid], "embed",
                    embeds=_embed("Execution report", "Lệnh khớp hoàn toàn / fully filled",
                                  [("Symbol", "VN30F1M"), ("Side", "SELL"), ("Qty", "5"), ("Price", pd(f1)), ("Acct", dacct),
                                   ("Type", "LO"), ("TIF", "DAY"), ("Status", "FILLED"), ("Fee", "%s VND" % n_(5 * 2700)),
                                   ("Margin used", "%s VND" % n_(int(5 * f1 * 100000 * 0.17)))],
                                  footer="%s · HNX derivatives · %s" % (fid, datetime.fromtimestamp(ch.day0 / 1000 + 31620, tz=timezone.utc).strftime("%H:%M:%S") + "Z"),
                                  author="SHS OMS"))
    idiom(fillF, "embed-only execution report", "trade_fill")

    oA = nid()
    confA = ch.hard(ch.t(8, 50), "oms", "SHS-OMS | NEW | %s | BUY %s %s @ %s LO | acct %s | ACK (queued ATO)" % (oA, A, n_(a_sz), pd(a_px), acct),
                    "trade_confirmation", ["NEW", oA, "BUY %s %s" % (A, n_(a_sz)), pd(a_px)], "structured")
    idiom(confA, "broker OMS pipe line NEW/ACK", "trade_confirmation")

    oth = ch.near(ch.t(9, 1), "oms", "SHS-OMS | FILL | %s-%06d | SELL %s 50,000 @ %s | acct %s LOTUS-BAL" % (
        "SHS-" + ymd, oid[0] - 2, W1, pd(P[W1]), other_acct))
    idiom(oth, "OMS line for another fund's account", "not_hard")

    fillA = ch.hard(ch.t(9, 15, r.randint(20, 50)), "oms", "SHS-OMS | FILL | %s | BUY %s %s @ %s | ATO | cum %s/%s | DONE" % (
        oA, A, n_(a_sz), pd(a_px), n_(a_sz), n_(a_sz)), "trade_fill", [oA, "BUY %s" % A, n_(a_sz), pd(a_px)], "structured")

    # C thesis downgrade
    thC = ch.hard(ch.t(9, 20), "linh", "%s: em ha view tu bullish xuong neutral. NIM Q2 bi ep ~20bps, tin dung T5 cham hon he thong. giu %s, khong add them" % (
        C, kk(qC)), "thesis_update", [C, "bullish", "neutral"], "untagged")

    # stop on A, edited twice
    posA = kk(qA + a_sz)
    stA = ch.hard(ch.t(9, 25), "minh", "%s: cat lo %s cho ca vi the %s, chot loi %s" % (A, pd(s1), posA, pd(tp)),
                  "stop_or_target_change", [A, "cat lo %s" % pd(s3), pd(tp)], "untagged")
    ch.edit(stA, ch.t(11, 5), "%s: cat lo %s cho ca vi the %s, chot loi %s" % (A, pd(s2), posA, pd(tp)), [pd(s1)])
    ch.edit(stA, ch.t(14, 10), "%s: cat lo %s cho ca vi the %s, chot loi %s (nang stop theo gia)" % (A, pd(s3), posA, pd(tp)), [pd(s2)])
    idiom(stA, "stop moved twice by editing the same message", "stop_or_target_change")
    ch.react(stA, stA["ms"] + 60000, "📌", PEOPLE["rachel"][0])
    ch.pin(stA, stA["ms"] + 61000, PEOPLE["rachel"][0])

    # U: FOL block
    u_px = _nonround(_tick(P[U], "HOSE"))
    propU = ch.hard(ch.t(9, 31), "minh", "[DE XUAT] mua 10k %s gia %s, SL %s. sau DHCD thesis van tot" % (U, pd(u_px), pd(_tick(u_px * 0.94))),
                    "trade_proposal", ["mua 10k", U, pd(u_px)], "tagged")
    oU = nid()
    blk = ch.hard(propU["ms"] + r.randint(70, 110) * 1000, "risk",
                  "riskbot | pretrade ord=%s sym=%s side=BUY qty=10000 px=%s | action=BLOCK reason=FOL_ROOM room_left=0.00%% cap=49.00%% | desk=VN-EQ" % (oU, U, pd(u_px)),
                  "risk_limit", ["ord=%s" % oU, "sym=%s" % U, "action=BLOCK", "reason=FOL_ROOM"], "structured")
    idiom(blk, "pre-trade block for foreign room", "risk_limit")
    qq = ch.near(blk["ms"] + 95000, "minh", "het room %s roi. chuyen sang %s nhu cu nhe chi?" % (U, CW), reply=blk)
    cw_lim = round(cwp + 0.02, 2)
    cwi = ch.hard(qq["ms"] + 200000, "rachel", "%s room's zero, fine. Buy %s %s instead, limit %s — that's our %s exposure until room frees up." % (U, kk(cw_sz), CW, pd(cw_lim), U),
                  "trade_proposal", ["Buy %s" % kk(cw_sz), CW, pd(cw_lim)], "untagged", reply=qq)
    ch.noise(cwi["ms"] + 30000, "minh", "ok chi, em dat luon", reply=cwi)
    ocw = nid()
    ch.hard(ch.t(9, 52), "oms", "SHS-OMS | FILL | %s | BUY %s %s @ %s | acct %s | DONE" % (ocw, CW, n_(cw_sz), pd(cwp), acct),
            "trade_fill", [ocw, "BUY", CW, n_(cw_sz), pd(cwp)], "structured")

    # research Q&A (plain), SSI hypothetical (near)
    qa = ch.post(ch.t(9, 48), "huy", "@research-agent OI va basis VN30F2M hien tai?")
    ch.post(qa["ms"] + 40000, "agent", (
        "VN30F2M: OI %s contracts (+%d%% d/d as the roll progresses), volume so far %s. Basis vs VN30 %s pts; "
        "F1M/F2M calendar spread %s pts, in line with the 5-day average. Roll-adjusted carry implies ~%.1f%% annualised, "
        "slightly under the deposit rate, so arbitrage desks have little reason to hold the spread into expiry. "
        "Liquidity in F2M is ~%d%% of F1M today and should flip after tomorrow's settlement.") % (
        n_(r.randint(9000, 18000)), r.randint(20, 60), n_(r.randint(20000, 60000)), pd(round(r.uniform(-12, -4), 1)),
        pd(round(r.uniform(-5, -2), 1)), r.uniform(2.0, 4.0), r.randint(25, 45)), reply=qa)

    hypW2 = ch.near(ch.t(10, 5), "agent", (
        "Re %(W2)s (%(W2n)s), since it came up on the morning call: if we were to buy at %(x)s with a stop at %(y)s, reward/risk "
        "to the 52-week high would be roughly 2.1x, but that is before dilution from the planned issue, and %(sec)s is the swing factor. "
        "Historically the stock underperforms VN30 by 4–6%% in the month after an issue is approved, then recovers as the new shares "
        "are absorbed. I would not treat this as a recommendation: it stays on the watchlist until the SSC approval and pricing are public.") % dict(
        W2=W2, W2n=name[W2], x=pd(_tick(P[W2] * 0.985)), y=pd(_tick(P[W2] * 0.92)), sec=EQ[W2]["story"]))

    w1n = ch.hard(ch.t(10, 10), "news", "", "watchlist_news", EQ[W1]["head"][2], "embed",
                  embeds=_embed(EQ[W1]["head"][0], EQ[W1]["head"][1], footer="VnExpress International · %s 10:0%d ICT" % (dmy, r.randint(0, 9)), author="newswire"))
    ack_targets.append(w1n)
    ch.react(w1n, w1n["ms"] + 70000, "👀", PEOPLE["linh"][0])

    blkt = ch.near(ch.t(10, 20), "flow", "[Thỏa thuận] VHM %s cp @ %s — NĐTNN mua, bên bán tổ chức trong nước" % (n_(r.randint(20, 60) * 100000), pc(round(r.uniform(39, 43), 2))))
    pap = ch.near(ch.t(10, 25), "huy", "[PAPER] mua 30k %s %s test chien luoc breakout, ko phai lenh that" % (W2, pd(_tick(P[W2] * 0.99))))
    idiom(pap, "paper trade tag", "not_hard")

    n_iss = r.randint(120, 180)
    w2d = ch.hard(ch.t(10, 40), "cbtt", "[SSC] %s – %s: UBCKNN cấp giấy chứng nhận chào bán %d triệu cp cho cổ đông hiện hữu, tỷ lệ 5:1, giá 15.000 đồng/cp" % (
        W2, EQ[W2]["vn"], n_iss), "watchlist_news", [W2, "%d triệu cp" % n_iss], "tagged")
    ack_targets.append(w2d)

    nvl2 = ch.near(ch.t(10, 50), "news", "", embeds=_embed(
        "Novaland shares hit ceiling after bondholder vote",
        "NVL rose the daily limit on HOSE after bondholders backed the extension; foreign investors were net sellers.",
        footer="Tuoi Tre News · %s 10:4%d ICT" % (dmy, r.randint(0, 9)), author="newswire"))
    nr = ch.hard(nvl2["ms"] + 240000, "rachel", "NVL — ignore, not ours, no action", "no_route_decision", ["NVL", "ignore", "no action"], "reply", reply=nvl2)

    # B trim, approved only by a ✅ reaction
    b_px = _nonround(_tick(P[B] + S[B], EQ[B]["ex"]))
    propB = ch.hard(ch.t(11, 0), "minh", "ban %s %s gia %s, giam ty trong theo note sang (conviction xuong medium)" % (kk(b_sz), B, pd(b_px)),
                    "trade_proposal", ["ban %s" % kk(b_sz), B, pd(b_px)], "untagged")
    ch.react(propB, propB["ms"] + 150000, "✅", PEOPLE["rachel"][0])
    b_f0 = _tick(b_px - S[B])
    b_f1 = _nonround(_tick(b_px + S[B]))
    while _clash(pc(b_f0), [pc(b_f1), kk(b_sz)]):
        b_f0 = _tick(b_f0 - S[B])
    fB = ch.hard(ch.t(11, 15), "huy", "%s khớp đủ %s giá TB %s — xong lệnh bán" % (B, kk(b_sz), pc(b_f0)),
                 "trade_fill", [B, "khớp đủ %s" % kk(b_sz), pc(b_f1)], "untagged")
    ch.edit(fB, fB["ms"] + 130000, "%s khớp đủ %s giá TB %s — xong lệnh bán (sửa giá)" % (B, kk(b_sz), pc(b_f1)), [pc(b_f0)])
    idiom(fB, "fill with diacritics and comma price, edited", "trade_fill")
    b_tp = pd(_tick(P[B] * 1.085))
    tpB = ch.hard(ch.t(11, 20), "minh", "bo TP %s cua %s, de chay phan con lai %s" % (b_tp, B, kk(qB - b_sz)),
                  "stop_or_target_change", ["bo TP %s" % b_tp, B], "untagged")

    fol_q = ch.post(ch.t(11, 11), "linh", "@research-agent tóm tắt room ngoại các mã mình quan tâm giúp")
    fol_an = ch.near(fol_q["ms"] + 50000, "agent", (
        "FOL snapshot for the names we discuss (VSDC, as of %(pdmy)s): %(U)s 0.00%%, %(B)s %(fb).2f%%, %(A)s %(fa).2f%%, %(C)s %(fc).2f%%, %(D)s %(fd).2f%%. "
        "When room is zero, foreign buyers typically pay a put-through premium of 5–12%% for blocks released by other foreigners; "
        "in 2023 %(U)s blocks crossed at up to 9%% over the screen. If room reopened by 1%%, the queue of foreign buy interest would likely absorb it "
        "within a session. Alternatives that avoid room: covered warrants (%(CW)s), the VN30 ETFs (E1VFVN30, FUEVFVND) and the futures. "
        "None of this changes positions; it is background for the afternoon discussion.") % dict(
        pdmy=pdmy, U=U, B=B, A=A, C=C, D=D, CW=CW, fb=fol_vals[B], fa=fol_vals[A], fc=fol_vals[C], fd=fol_vals[D]), reply=fol_q)

    pnl1 = ch.noise(ch.t(11, 35), "pnl", "pnl-bot | intraday 11:30 | NAV %.1fbn (%+.2f%%) | top: %s %+.1fm, %s %+.1fm | bottom: %s %+.1fm | fut %+.1fm | fx %+.1fm\n```\n%s```" % (
        nav + r.uniform(-2, 2), r.uniform(-0.7, 0.7), A, r.uniform(-300, 900), CW, r.uniform(-200, 600), C, r.uniform(-700, 0), r.uniform(-300, 300), r.uniform(-80, 80),
        _postable(r, P, [(A, qA + a_sz), (B, qB - b_sz), (C, qC), (D, qD), (CW, qCW + cw_sz), ("E1VFVN30", qE)], nav, cwp, e1p)))
    ack_targets.append(pnl1)
    flow1 = ch.noise(ch.t(11, 33), "flow", "Khối ngoại phiên sáng: %s %s tỷ | top bán VHM, VNM, %s | top mua %s, FUEVFVND, %s\n```\n%s```" % (
        r.choice(["bán ròng", "mua ròng"]), r.randint(80, 500), U, A, D, _flowtable(r, P2)))

    # C proposal: deleted typo + corrected + reject
    c_px = _nonround(_tick(P[C] - 2 * S[C]))
    c_typo = _nonround(_tick(c_px + 2.7))
    c_sl = _nonround(_tick(c_typo * 0.95))
    dC = ch.hard(ch.t(11, 38, 5), "huy", "de xuat mua them 10k %s gia %s (ve ho tro MA50) cat lo %s" % (C, pd(c_typo), pd(c_sl)),
                 "trade_proposal", ["mua them 10k", C, pd(c_typo)], "untagged",
                 snippet="gia %s (ve ho tro MA50) cat lo %s" % (pd(c_typo), pd(c_sl)))
    ch.delete(dC, dC["ms"] + 42000)
    pC = ch.hard(dC["ms"] + 61000, "huy", "de xuat mua them 10k %s gia %s (ve ho tro MA50) — sorry go nham gia" % (C, pd(c_px)),
                 "trade_proposal", ["mua them 10k", C, pd(c_px)], "untagged")
    banks = r.uniform(21.5, 23.8)
    rjC = ch.hard(pC["ms"] + 190000, "rachel", "no on %s — Linh just went neutral and banks are already %.1f%% vs the 25 cap. pass." % (C, banks),
                  "trade_approval", ["no on %s" % C, "pass"], "reply", reply=pC)

    oldfund = ch.near(ch.t(12, 5), "huy", "a Minh, hom qua ben Lotus ban %s %s a? thay tren bang thoa thuan" % (kk(r.choice([300, 500, 800]) * 1000), A))

    # Vietnamese sector note with buried W3 proposal
    w3px = _nonround(_tick(P[W3] * 0.985))
    w3sl = _tick(P[W3] * 0.9)
    vnote = (
        "**Ghi chú ngành (trưa %(dmy)s) — %(sw3)s**\n\n"
        "1. Bối cảnh: dòng tiền phiên sáng tập trung vào nhóm chứng khoán và thép; khối ngoại tiếp tục bán ròng, tập trung VHM, VNM. "
        "Thanh khoản HOSE phiên sáng ~%(to).1f nghìn tỷ, thấp hơn trung bình 20 phiên khoảng %(p)d%%.\n"
        "2. Thép: giá HRC Trung Quốc giảm nhẹ về %(hrc)s CNY/t, giá quặng sắt đi ngang; biên gộp quý 2 của các doanh nghiệp đầu ngành dự kiến cải thiện 1–2 điểm %% so với quý 1. "
        "Rủi ro là thuế chống bán phá giá HRC chưa có kết luận. Tiêu thụ thép xây dựng nội địa vẫn yếu do thị trường bất động sản chưa hồi phục, "
        "trong khi xuất khẩu sang EU và Ấn Độ tăng mạnh nhờ chênh lệch giá. Tồn kho thép cuộn cán nóng của các nhà phân phối giảm về mức thấp nhất "
        "từ đầu năm, hỗ trợ giá bán trong quý 3. Chi phí than mỡ giảm ~%(coal)d%% so với quý trước.\n"
        "3. Ngân hàng: NIM quý 2 dự báo giảm 10–25 bps; tăng trưởng tín dụng đến giữa tháng 6 mới ~%(cg).1f%% YTD. %(C)s chịu ảnh hưởng rõ nhất do tỷ trọng cho vay bán lẻ thấp hơn kế hoạch. "
        "Lãi suất huy động kỳ hạn 12 tháng tại nhóm quốc doanh đã tăng 20–30 bps từ tháng 4, nên chi phí vốn sẽ tăng trở lại từ quý 3. "
        "Nợ nhóm 2 ổn định nhưng nợ tái cơ cấu theo Thông tư 02 vẫn ở mức cao tại nhóm ngân hàng tư nhân quy mô vừa; chi phí dự phòng dự kiến đạt đỉnh trong nửa cuối năm.\n"
        "4. %(W3)s (%(W3n)s): %(story)s. P/E forward ~%(pe).1fx, thấp hơn trung bình 5 năm; tiền mặt ròng chiếm ~%(cash)d%% vốn hóa. "
        "Đề xuất: mua 15k %(W3)s vùng %(w3px)s, cắt lỗ %(w3sl)s — tỷ trọng mục tiêu 2%% NAV. "
        "Rủi ro: giá sản phẩm chính giảm tiếp nếu nhu cầu bán dẫn yếu; tỷ giá ảnh hưởng doanh thu xuất khẩu.\n"
        "5. Bán lẻ: sức mua phục hồi chậm; doanh thu bán lẻ hàng hóa và dịch vụ 5 tháng tăng ~%(rs).1f%% yoy, chủ yếu nhờ ăn uống và du lịch. "
        "Chuỗi điện máy vẫn giảm, bách hóa tăng trưởng hai chữ số nhờ mở rộng cửa hàng và tối ưu chi phí.\n"
        "6. Dầu khí: giá Brent quanh %(brent).0f USD/thùng; tiến độ Lô B là yếu tố chính cho nhóm dịch vụ kỹ thuật, các gói thầu EPC dự kiến được trao trong quý 3.\n"
        "7. Định giá tham khảo (P/E forward 2024):\n```\n%(val)s```\n"
        "8. Theo dõi: dữ liệu tín dụng của NHNN, lịch đáo hạn VN30F1M ngày mai, kết quả đấu giá tín phiếu.\n\n"
        "_Nguồn: HOSE, VSDC, dữ liệu nội bộ; số liệu sơ bộ._") % dict(
        dmy=dmy, sw3=", ".join(dict.fromkeys([SECTOR_VN[EQ[W3]["sec"]], "thép", "ngân hàng"])), to=r.uniform(6, 11), p=r.randint(10, 30), hrc=n_(r.randint(3650, 3790)),
        cg=r.uniform(2.0, 3.5), C=C, W3=W3, W3n=name[W3], story=EQ[W3]["story"], pe=r.uniform(9, 16), cash=r.randint(10, 30),
        w3px=pc(w3px), w3sl=pc(w3sl), rs=r.uniform(7, 10), brent=r.uniform(80, 86), coal=r.randint(5, 15),
        val="".join("%-12s %5.1fx   (TB 5 năm %4.1fx)\n" % (k, r.uniform(7, 18), r.uniform(9, 17)) for k in
                    ["Ngân hàng", "Thép", "Bán lẻ", "Chứng khoán", "Dầu khí", "Hóa chất", "BĐS KCN", "Tiện ích"]))
    vn_note = ch.hard(ch.t(12, 30), "agent", vnote, "trade_proposal", ["mua 15k", W3, pc(w3px)], "buried")
    idiom(vn_note, "proposal buried in a Vietnamese sector note", "trade_proposal")
    ch.near(vn_note["ms"] + 600000, "rachel", "%s — what's the catalyst before the Q2 print? not convinced on timing" % W3, reply=vn_note)

    # thread on the note (Q&A)
    t2q = ch.post(vn_note["ms"] + 200000, "linh", "giá phốt pho vàng tuần này sao? có số liệu xuất khẩu T5 không", thread=vn_note)
    ch.post(t2q["ms"] + 45000, "agent", (
        "Giá phốt pho vàng xuất khẩu tuần này ~%s USD/t FOB, đi ngang so với tuần trước; xuất khẩu T5 ước %s tấn (+%d%% yoy), "
        "trong đó Nhật Bản và Ấn Độ chiếm ~60%%. Tồn kho tại Trung Quốc giảm 3 tuần liên tiếp, là tín hiệu tích cực cho giá quý 3. "
        "Lưu ý số liệu hải quan T5 mới là sơ bộ.") % (n_(r.randint(3350, 3650)), n_(r.randint(8000, 12000)), r.randint(5, 25)), thread=vn_note)
    ch.noise(t2q["ms"] + 90000, "linh", "ok thanks", thread=vn_note)

    # ---------------------------------------------------------------- afternoon
    ndf_p = ch.hard(ch.t(13, 5), "kelvin", "[FX] de xuat hedge: BUY USD 2.0m / VND NDF 1M @ %s, fix %s — cover phan %s + CW mua hom nay" % (
        n_(ndf_rate), fix_s, A), "trade_proposal", ["BUY USD 2.0m", "NDF", n_(ndf_rate)], "tagged")
    ndf_a = ch.hard(ndf_p["ms"] + 240000, "rachel", "approved. UOB or Citi, whoever is inside 3 pips of mid.", "trade_approval",
                    ["approved", "3 pips"], "reply", thread=ndf_p)
    ndf_r = ch.hard(ndf_a["ms"] + 60000, "kelvin", "routing execution to fx-exec agent, it has the UOB/Citi RFQ open", "route_decision",
                    ["routing execution", "fx-exec agent"], "untagged", thread=ndf_p)
    rate_f = "%s.%02d" % (n_(ndf_rate - 1), r.choice([25, 50, 75]))
    ndf_f = ch.hard(ch.t(13, 25), "fx", "", "trade_fill", ["USD/VND", "BUY USD", "2,000,000", rate_f], "embed", thread=ndf_p,
                    embeds=_embed("NDF Deal Confirmation", None,
                                  [("Pair", "USD/VND"), ("We", "BUY USD"), ("Notional", "2,000,000"), ("Rate", rate_f),
                                   ("Fixing", fix_l), ("Settlement", sett_l + " (USD)")],
                                  footer="UOB ref NDF-%s%05d · counterparty UOB SG" % (ymd, r.randint(100, 999)), author="UOB FXConnect"))
    ch.noise(ndf_f["ms"] + 50000, "kelvin", "👍", thread=ndf_p)

    d_lots = r.choice([100, 120, 150])
    propD = ch.hard(ch.t(13, 30), "minh", "ban %d lo %s ATC, chot loi phan mua thang 4" % (d_lots, D), "trade_proposal",
                    ["ban %d lo" % d_lots, D, "ATC"], "shorthand")
    idiom(propD, "size in 'lo' (lots) with ATC", "trade_proposal")
    apD = ch.hard(propD["ms"] + 130000, "rachel", "duyet, ATC ok", "trade_approval", ["duyet", "ATC ok"], "reply", reply=propD)
    idiom(apD, "'duyet' approval from SG PM", "trade_approval")

    propE = ch.hard(ch.t(13, 50), "linh", "park cash: mua %s E1VFVN30 gia %s (ETF, khong vuong room), bu phan exposure %s bi chan" % (
        kk(100000), pc(e1p), U), "trade_proposal", ["mua 100k", "E1VFVN30", pc(e1p)], "untagged")
    apE = ch.hard(propE["ms"] + 150000, "rachel", "ok chot E1", "trade_approval", ["ok chot", "E1"], "reply", reply=propE)
    oE = nid()

    ch.near(ch.t(14, 0), "rachel", "should we roll the rest of the VN30F1M today or tmr? expiry is tomorrow, spread looks fair")
    raise_l = ch.hard(ch.t(14, 5), "rachel", "raising the vn30f net delta limit to -18%% NAV through Friday — we're carrying extra hedge for the %s add. risk pls update." % A,
                      "risk_limit", ["vn30f net delta limit", "-18%"], "untagged")
    ch.hard(raise_l["ms"] + 180000, "risk", "limits.update vn30f.net_delta.max=-18%% (was -15%%) by=rachel.tan valid_to=%04d-%02d-%02d" % (
        (local + timedelta(days=2)).year, (local + timedelta(days=2)).month, (local + timedelta(days=2)).day),
        "risk_limit", ["limits.update", "vn30f.net_delta.max=-18%"], "structured")

    fst0 = round(f1 + 12.6, 1)
    fst1 = round(f1 + 8.1, 1)
    if _clash(pd(fst1), [pd(fst0)]):
        fst1 = round(fst1 + 0.3, 1)
    nfut = fut_q + 5
    stF = ch.hard(ch.t(14, 15), "huy", "VN30F1M short: stop %s cho ca %d hop dong" % ("%.1f" % fst0, nfut),
                  "stop_or_target_change", ["VN30F1M", "stop %.1f" % fst1], "untagged")
    ch.edit(stF, ch.t(14, 40), "VN30F1M short: stop %.1f cho ca %d hop dong (siet lai)" % (fst1, nfut), ["%.1f" % fst0])

    ch.hard(ch.t(14, 36), "oms", "SHS-OMS | CANCELLED | %s | BUY E1VFVN30 100,000 @ %s | filled 0/100,000 | by user (%s)" % (oE, pd(e1p), "linh.ng"),
            "trade_confirmation", ["CANCELLED", oE, "E1VFVN30"], "structured")
    ch.post(ch.t(14, 38), "linh", "E1 ko khop duoc, gia ATC chay, em huy. mai tinh tiep")

    d_px = _nonround(_tick(P[D] + S[D], "HNX"), "HNX")
    oD = nid()
    fD = ch.hard(ch.t(14, 46), "oms", "", "trade_fill", [D, "SELL", n_(d_lots * 100), pd(d_px)], "embed",
                 embeds=_embed("Execution report", "ATC match / khớp ATC",
                               [("Symbol", D), ("Side", "SELL"), ("Qty", n_(d_lots * 100)), ("Price", pd(d_px)), ("Board", "HNX"),
                                ("Type", "ATC"), ("Status", "FILLED"), ("Value", "%s VND" % n_(int(d_lots * 100 * d_px * 1000))),
                                ("Fee+tax", "%s VND" % n_(int(d_lots * 100 * d_px * 1000 * 0.0025)))],
                               footer="%s · acct %s" % (oD, acct), author="SHS OMS"))

    # ---------------------------------------------------------------- post close
    flow2 = ch.noise(ch.t(15, 5), "flow", "Khối ngoại %s: %s %s tỷ HOSE | HNX %+d tỷ | top mua %s, FUEVFVND, %s | top bán VHM, VNM, %s" % (
        dmy, r.choice(["mua ròng", "bán ròng"]), r.randint(90, 400), r.randint(-20, 30), A, W2, U) + "\n```\n%s```" % _flowtable(r, P2))
    ack_targets.append(flow2)
    blk2 = ch.near(ch.t(15, 6), "flow", "[Thỏa thuận] FUEVFVND %s ccq @ %s — quỹ ngoại mua, khớp qua 2 CTCK" % (n_(r.randint(6, 15) * 100000), pc(round(r.uniform(30, 33), 2))))
    pnl2 = ch.noise(ch.t(15, 10), "pnl", (
        "pnl-bot | EOD %s | NAV %.1fbn VND (%+.2f%% d/d)\n"
        "realised %+.1fm (%s ATC, %s trim) | unrealised %+.1fm | fut %+.1fm | fx hedge %+.1fm\n"
        "pos  %s %s | %s %s | %s %s | %s %s | %s %s | VN30F1M -%d | NDF long USD %.1fm") % (
        dmy, nav + r.uniform(-3, 3), r.uniform(-0.9, 0.9), r.uniform(100, 900), D, B, r.uniform(-900, 900), r.uniform(-300, 300),
        r.uniform(-60, 60), A, n_(qA + a_sz), B, n_(qB - b_sz), C, n_(qC), D, n_(qD - d_lots * 100), CW, n_(qCW + cw_sz), nfut, ndf_q + 2.0))
    ack_targets.append(pnl2)

    risk_eod = ch.noise(ch.t(15, 15), "risk", (
        "riskbot | EOD report %s\n"
        "nav_vnd=%.1fbn gross=%.1f%% net=%.1f%% cash=%.1f%%\n"
        "single_name: %s=%.1f%% %s=%.1f%% %s=%.1f%% %s=%.1f%% (max 8.0%%) status=OK\n"
        "sector: banks=%.1f%% (max 25.0%%) steel=%.1f%% retail=%.1f%% energy=%.1f%% status=OK\n"
        "fol: min_buffer=%.2f%% (%s) blocked_today=1 (%s) status=OK\n"
        "vn30f: net_delta=%.1f%% (max -18%%) contracts=-%d status=OK\n"
        "cw: %s premium=%.1f%% (max 12%%) delta=%.2f status=OK\n"
        "fx: unhedged_usd_equiv=%.1fm ndf_hedge_ratio=%d%% status=OK\n"
        "var_1d_95=%.2f%% es_1d_97.5=%.2f%% liquidity_days_90pct=%.1f\n```\n%s```") % (
        dmy, nav, r.uniform(92, 99), r.uniform(80, 88), r.uniform(4, 9), A, wA1 + r.uniform(-0.2, 0.2), B, r.uniform(2.2, 3.0), C, r.uniform(4, 5),
        D, r.uniform(3, 4.5), banks, r.uniform(5, 9), r.uniform(4, 8), r.uniform(4, 7), r.uniform(1.6, 3.0), D, U,
        r.uniform(-17.5, -14), nfut, CW, r.uniform(5, 11), r.uniform(0.3, 0.6), r.uniform(2, 6), r.randint(55, 80),
        r.uniform(1.1, 1.8), r.uniform(1.6, 2.6), r.uniform(1.2, 3.5), _exptable(r, [A, B, C, D, CW, "E1VFVN30", "VN30F1M", "NDF"])))
    ack_targets.append(risk_eod)

    fgt = ch.hard(ch.t(15, 20), "huy", "%s ATC khớp %s @ %s, a Tuấn bên SHS gọi confirm (sđt riêng 0912 xxx 418)" % (D, kk(d_lots * 100), pd(d_px)),
                  "trade_fill", [D, "khớp %s" % kk(d_lots * 100), pd(d_px)], "untagged",
                  snippet="a Tuấn bên SHS gọi confirm (sđt riêng 0912 xxx 418)")
    ch.forget(fgt, fgt["ms"] + 420000, PEOPLE["rachel"][0])
    ch.post(fgt["ms"] + 430000, "rachel", "pls no personal numbers in here, removed")

    # EOD note with buried route decision
    eod = (
        "**EOD wrap — %(dmy)s**\n\n"
        "Tape: VN-Index %(ch)+.2f%%, VN30 %(ch30)+.2f%%, turnover %(to).1ftn VND. Foreigners %(ff)s; the ATC was dominated by ETF rebalancing into tomorrow's F1M expiry, "
        "with %(A)s and %(D)s seeing the heaviest matched volume at the close. Banks lagged again (%(C)s %(chc)+.1f%%).\n\n"
        "Desk activity (from the channel): added %(A)s at the ATO, trimmed %(B)s, sold %(D)s at the ATC, bought %(CW)s as the %(U)s wrapper after the FOL block, "
        "hedged USD/VND through a 1M NDF, and the E1VFVN30 order was cancelled unfilled.\n\n"
        "Open items: the %(A)s stop now sits well above the original level after two raises; with tomorrow's expiry the gap risk at the ATO is higher than usual. "
        "Routing the %(A)s stop review to the execution agent for tomorrow's ATO; it should confirm the level against the pre-open auction indication. "
        "%(W2)s's issue paperwork is moving; no impact until pricing. %(W3)s idea from the midday note is pending a catalyst.\n\n"
        "Derivatives: VN30F1M closed with basis %(bas)+.1f pts, OI down %(oid)d%% as the roll continued; F2M volume overtook F1M in the afternoon for the first time this cycle. "
        "The desk's short is now %(nf)d contracts against a VN30 beta-adjusted long book of roughly %(beta).0fbn VND.\n\n"
        "FX: USD/VND interbank closed %(spot)s; SBV sell rate unchanged; 1M NDF %(ndf)s. The new NDF takes the hedge ratio on the USD sleeve to ~%(hr)d%%.\n\n"
        "Flows: foreign ETFs saw redemptions of ~%(etf)dm USD across the VN30 trackers this week; most of the selling went through VHM, VNM and the banks. "
        "Domestic retail was a net buyer for a fourth day; margin debt at the large brokers is near the 2022 peak in nominal terms.\n\n"
        "Positions after the close:\n```\n%(pos)s```\n"
        "Attribution for the day: stock selection %(ss)+.2f%% of NAV (the add and the warrant did most of the work), futures hedge %(fh)+.2f%%, "
        "FX %(fx)+.2f%%, costs and fees %(fee).2f%%. Versus VN30 the book was %(rel)+.2f%%. Slippage on today's executions averaged %(slip).1f bps "
        "versus arrival price, inside the desk's 15 bps budget; the ATC sale had the largest market impact given the HNX board's depth.\n\n"
        "Tomorrow: VN30F1M last trading day (settlement on the VN30 ATC), SBV OMO results, %(W1)s record-date reminders. "
        "I will rebuild the FOL table from VSDC overnight.") % dict(
        dmy=dmy, ch=r.uniform(-1, 1), ch30=r.uniform(-1, 1), to=r.uniform(15, 24),
        ff=r.choice(["net sold for another session", "turned small net buyers", "net sold but at a slower pace"]),
        A=A, D=D, C=C, chc=r.uniform(-2, 0.3), B=B, CW=CW, U=U, W2=W2, W3=W3, W1=W1,
        bas=r.uniform(-4, 1), oid=r.randint(20, 45), nf=nfut, beta=nav * r.uniform(0.55, 0.75), spot=n_(spot + r.randint(-4, 8)),
        ndf=n_(ndf_rate + r.randint(-5, 8)), hr=r.randint(55, 80), etf=r.randint(15, 60),
        ss=r.uniform(-0.3, 0.6), fh=r.uniform(-0.2, 0.2), fx=r.uniform(-0.05, 0.05), fee=r.uniform(0.01, 0.04), rel=r.uniform(-0.5, 0.5),
        slip=r.uniform(3, 12),
        pos=_postable(r, P, [(A, qA + a_sz), (B, qB - b_sz), (C, qC), (D, qD - d_lots * 100), (CW, qCW + cw_sz), ("E1VFVN30", qE)], nav, cwp, e1p))
    eodm = ch.hard(ch.t(15, 32), "agent", eod, "route_decision", ["Routing the %s stop review" % A, "execution agent"], "buried")
    idiom(eodm, "route decision buried in EOD wrap", "route_decision")

    pdr = ch.near(ch.t(15, 40), "cbtt", "[HOSE] PDR – CTCP Phát triển BĐS Phát Đạt: CBTT chậm thanh toán lãi trái phiếu PDRH2123004 kỳ tháng %d/%d" % (mo, yy))
    tri = ch.hard(pdr["ms"] + 35000, "agent", "triage | item=CBTT PDR (trái phiếu, chậm trả lãi) | held=no watch=no | decision=NO_ROUTE",
                  "no_route_decision", ["PDR", "decision=NO_ROUTE"], "structured", reply=pdr)
    idiom(tri, "bot triage key=value NO_ROUTE", "no_route_decision")

    ssc_q = ch.post(ch.t(16, 40), "rachel", "@research-agent anything in the SSC/HOSE pipeline for our names tomorrow?")
    ch.post(ssc_q["ms"] + 50000, "agent", (
        "For held names: %(A)s may publish the full May production breakdown (already pre-announced this morning); %(D)s has an EGM notice due "
        "for the July meeting; the %(U)s dividend resolution is expected this week (relevant via %(CW)s, the issuer will adjust the conversion ratio). "
        "Watchlist: %(W1)s record date, %(W2)s final offering timetable, nothing scheduled for %(W3)s. Also: HOSE has a technical notice on the "
        "KRX system test this weekend — no trading impact.") % dict(A=A, D=D, U=U, CW=CW, W1=W1, W2=W2, W3=W3), reply=ssc_q)

    sid = "a81f%04x" % r.randint(0, 0xFFFF)
    leak = ch.post(ch.t(17, 1), "kelvin", "broker portal link for the EOD statements: https://portal.shs.example/session?sid=%s — valid till 18:00" % sid,
                   snippet="portal.shs.example/session?sid=%s" % sid)
    ch.forget(leak, leak["ms"] + 190000, PEOPLE["rachel"][0])

    spam = []
    for i in range(4):
        sx = "%08x" % r.randint(0, 0xFFFFFFFF)
        spam.append(ch.noise(ch.t(17, 3, 10 + i * 9), "infra", "gateway: RESUME failed sid=%s op=9 invalid session, re-identifying (%d/4)" % (sx, i + 1),
                             snippet="RESUME failed sid=%s" % sx))
    ch.bulk(spam, ch.t(17, 8))

    ud = ch.hard(ch.t(18, 0), "cbtt", "[HOSE] %s – %s: Nghị quyết HĐQT về việc tạm ứng cổ tức đợt 1/%d bằng tiền, tỷ lệ 10%% (1.000 đồng/cp). Ngày ĐKCC: %s" % (
        U, EQ[U]["vn"], yy, (local + timedelta(days=r.randint(14, 24))).strftime("%d/%m/%Y")), "held_position_news", [U, "1.000 đồng/cp"], "tagged")
    idiom(ud, "disclosure on the underlying of a held covered warrant", "held_position_news")
    ch.noise(ud["ms"] + 300000, "infra", "hb cbtt-scraper ok | %d items today | last %s" % (r.randint(140, 260), U))

    bn = ch.hard(ch.t(19, 30), "news", "", "held_position_news", EQ[B]["head"][2], "embed",
                 embeds=_embed(EQ[B]["head"][0], EQ[B]["head"][1], footer="VnExpress International · %s 19:2%d ICT" % (dmy, r.randint(0, 9)), author="newswire"))
    idiom(bn, "held name reported only by company name", "held_position_news")
    ch.react(bn, bn["ms"] + 300000, "👀", PEOPLE["rachel"][0])

    krx = ch.post(ch.t(20, 30), "rachel", "@research-agent quick one — where are we on KRX go-live and the pre-funding rule?")
    ch.post(krx["ms"] + 60000, "agent", (
        "HOSE's KRX trading system has completed several market-wide test rounds; the exchange has not announced a go-live date, and brokers "
        "have been told to expect at least one more full-day test. Separately, the MoF draft that would let foreign institutions trade without "
        "pre-funding is still in consultation; if adopted it is the main remaining condition for an FTSE upgrade review. For us, the practical "
        "change would be lower cash drag on the foreign account and simpler T+2 funding; it does not change foreign-room limits, which stay the "
        "binding constraint on %s and similar names.") % U, reply=krx)

    bt = ch.near(ch.t(21, 0), "agent", (
        "Backtest — VN30F1M overnight gap-fade, Jan-2021 → May-2024\n"
        "trades=%d  win=%.1f%%  avg=%+.1f pts  net=%+d pts  sharpe=%.2f  maxDD=-%d pts\n"
        "entries at the 08:45 open, fills assumed at open ±0.5 pt; e.g. sold 1 @ 1251.3 on 2024-04-16, bought back @ 1238.0 at 09:30.\n"
        "Results are in-sample; slippage on expiry days is understated. Paper only — not proposing a live allocation.") % (
        r.randint(560, 640), r.uniform(52, 58), r.uniform(0.4, 1.1), r.randint(300, 520), r.uniform(0.9, 1.3), r.randint(80, 120)))
    idiom(bt, "backtest with fills, paper only", "not_hard")

    hist = ch.near(ch.t(22, 0), "linh", "nho nam 2022 minh cat %s o %s xong no len gap ruoi, lan nay dung co cat som qua =))" % (A, pd(_tick(P[A] * 0.7))))
    ch.post(ch.t(22, 30), "rachel", "night all. tomorrow: F1M expiry, I'm on the IC call 9-10 SGT so ping Kelvin for anything FX.")

    # ---------------------------------------------------------------- volume: pulses, digests, notes
    for hh, mm in ((9, 45), (10, 46), (11, 16), (13, 44), (14, 6), (14, 21)):
        ch.post(ch.t(hh, mm), "agent", _pulse(r, hh, mm, P2, vn30, f1))
    held_watch = {A, B, C, D, U, W1, W2, W3}
    unrel = [t for t in VN30 if t not in held_watch]
    for hh, mm in ((8, 15), (12, 16), (16, 5)):
        picks_u = r.sample(unrel, 7)
        lines = ["hose-cbtt digest %02d:%02d — %d tin định kỳ (không thuộc danh mục/watchlist)" % (hh, mm, len(picks_u))]
        for t in picks_u:
            lines.append("• [%s] %s: %s — %s (%s)" % ("HOSE", t, r.choice(CBTT_ROUTINE), r.choice([
                "tài liệu đính kèm 3 trang", "văn bản ký ngày %s" % dmy, "hiệu lực từ ngày ký", "theo yêu cầu của HOSE",
                "bổ sung thông tin lần 2", "đã gửi UBCKNN"]), "hsx.vn/cbtt/%d" % r.randint(180000, 199999)))
        ch.noise(ch.t(hh, mm), "cbtt", "\n".join(lines))
    for hh, mm, ttl, desc, src in [
        (6, 15, "SBV injects liquidity via OMO as interbank rates ease",
         "The State Bank of Vietnam net injected about VND %s trillion through open-market operations on Tuesday at a 4.25%% rate for 7-day tenors, "
         "while continuing to issue T-bills to soak up dong liquidity. Overnight interbank rates fell for a third session. Traders said the central bank "
         "is trying to cap pressure on the currency without tightening credit ahead of the mid-year peak in demand." % r.randint(5, 20), "Reuters"),
        (12, 10, "Vietnam's exports rise 15%% in first five months on electronics, textiles" % (),
         "Vietnam's exports grew around 15%% year on year in January-May, led by electronics and garments, while imports rose faster on "
         "components and raw materials; the trade surplus narrowed. Manufacturing PMI stayed above 50 for a third month. Economists see "
         "GDP growth of 6-6.5%% this year, with the currency the main risk to the outlook.", "VnExpress International"),
        (17, 30, "FTSE Russell keeps Vietnam on watch list, cites pre-funding and foreign ownership limits",
         "Index provider FTSE Russell said Vietnam remains on its watch list for possible reclassification to secondary emerging status. "
         "Pre-funding requirements for foreign investors and the limited availability of foreign room in large caps were again named as the "
         "main obstacles; regulators say a draft circular to remove pre-funding is being finalised.", "Bloomberg"),
        (21, 15, "SJC gold bar prices steady after central bank auctions",
         "Domestic SJC gold bar prices were little changed at around VND 76-77 million per tael as the central bank kept selling bars directly "
         "through state-owned banks, narrowing the premium over world prices to the lowest in over a year.", "Tuoi Tre News"),
    ]:
        ch.post(ch.t(hh, mm), "news", "", embeds=_embed(ttl, desc, footer="%s · %s %02d:%02d ICT" % (src, dmy, hh, max(mm - 2, 0)), author="newswire"))

    ch.post(ch.t(14, 25), "linh", (
        "số liệu VSA tháng 5 vừa ra: tiêu thụ thép thành phẩm %s nghìn tấn (+%d%% yoy), trong đó xuất khẩu %s nghìn tấn; "
        "thép xây dựng phục hồi chậm ở miền Bắc, HRC nhập khẩu từ TQ vẫn cao ~%s nghìn tấn/tháng. "
        "giá thép xây dựng nội địa giữ nguyên 2 tuần, các nhà máy lớn chưa điều chỉnh. em để file trong drive nhé.") % (
        n_(r.randint(2300, 2800)), r.randint(10, 30), n_(r.randint(600, 900)), n_(r.randint(900, 1300))))

    ch.post(ch.t(19, 45), "agent", _evening(r, dmy, spot, ndf_rate))
    bank_note = ch.near(ch.t(20, 45), "agent", _bank_note(r, dmy))
    ch.near(ch.t(21, 30), "rachel", (
        "thinking out loud for tomorrow's IC, nothing to action tonight: the book is long cyclicals via %s and the warrant, short index via futures, "
        "and we have been trimming consumer. if foreign selling keeps going into the FTSE review, the obvious question is whether we'd rather own "
        "the liquid large caps with room (banks, steel) or sit in ETFs. I lean towards patience. also want a view on whether the CW premium "
        "on %s still makes sense if room never reopens. let's discuss at 9 SGT.") % (A, CW))

    ch.post(ch.t(4, 10), "agent", _overnight(r, dmy, spot, ndf_rate, vn30))
    scans = r.sample(UNREL_NEWS, len(UNREL_NEWS))
    blurbs = ["shares %+.1f%% on the day" , "no price reaction", "company confirmed in a filing", "follows earlier press reports",
              "analysts see limited earnings impact", "details to be disclosed at the AGM", "foreign investors net sold the stock", "volume 2x the 20-day average"]
    for i, (hh, mm) in enumerate(((6, 50), (9, 55), (11, 55), (14, 55), (17, 55), (21, 55))):
        items = [x + " — " + (lambda b_: b_ % r.uniform(-4, 4) if "%" in b_ else b_)(r.choice(blurbs))
                 for x in scans[(i * 5) % len(scans):(i * 5) % len(scans) + 5]]
        ch.near(ch.t(hh, mm), "agent", "news scan %02d:%02d — %d items, none on held/watchlist names\n%s\nsources: VnExpress, Cafef, Vietstock, Reuters, Bloomberg" % (
            hh, mm, len(items), "\n".join("• %s (%s)" % (x, r.choice(["Cafef", "Vietstock", "VnExpress", "Reuters", "Bloomberg", "Tuoi Tre"])) for x in items)))
    for hh, mm, lbl in ((9, 16, "ATO"), (14, 46, "ATC")):
        rows = "".join("%-5s %8s %10s\n" % (t, pd(P2[t]), n_(r.randint(50, 2500) * 100)) for t in r.sample(sorted(P2), 10))
        ch.noise(ch.t(hh, mm), "cron", "[cron] %s result: VN-Index %s, VN30 %s | matched %s bn VND | %d symbols\n```\n%-5s %8s %10s\n%s```" % (
            lbl, pd(round(vn30 * 0.955 + r.uniform(-5, 5), 2)), pd(round(vn30 + r.uniform(-5, 5), 2)), n_(r.randint(300, 3500)),
            r.randint(380, 410), "Ma", "Gia", "KL", rows))
    cal = "".join("%s  %-5s %s\n" % ((local + timedelta(days=r.randint(1, 14))).strftime("%d/%m"), t, r.choice([
        "ĐHĐCĐ bất thường", "ngày GDKHQ cổ tức tiền", "ngày ĐKCC phát hành thêm", "công bố KQKD tháng 6", "hạn chót BCTC kiểm toán bán niên"]))
        for t in r.sample([t for t in VN30 if t not in (A, B, C, D, U, W1, W2, W3)], 9))
    ch.post(ch.t(8, 0), "agent", "upcoming corporate events (VN30, ex-book, next 2 weeks):\n```\n%s```\nmacro: 29/06 GSO Q2 GDP & June CPI · 01/07 PMI · SBV credit data (unscheduled)" % cal)
    ic_t = ch.post(ch.t(21, 50), "agent", _ic_draft(r, dmy, (local + timedelta(days=1)).strftime("%d/%m"), A, B, C, D, U, CW, W1, W2, W3, nav, wA1))
    ic_q = ch.post(ic_t["ms"] + 600000, "rachel", "thanks, add the room table for our names and the CW greeks pls", thread=ic_t)
    ch.post(ic_q["ms"] + 70000, "agent", "added:\n```\n%s```\n%s greeks: delta %.2f, gamma %.3f, vega %.3f, theta %.4f per day (per warrant)" % (
        "".join("%-5s room_left %6.2f%%\n" % (t, fol_vals[t]) for t in fol_vals), CW, r.uniform(0.3, 0.7), r.uniform(0.01, 0.05),
        r.uniform(0.002, 0.01), -r.uniform(0.002, 0.01)), thread=ic_t)
    cwnote = ch.near(ch.t(16, 15), "agent", _cw_primer(r, dmy, CW, U, cwp))
    ch.post(ch.t(8, 20), "agent", (
        "**VN30 / futures technicals — %(dmy)s**\n"
        "VN30 %(v)s: 20d MA %(m20)s, 50d MA %(m50)s, 200d MA %(m200)s. RSI(14) %(rsi)d. The index has been capped at %(res)s three times since May; "
        "support at %(sup)s is the March breakout level. Realised vol (20d) %(rv).1f%% annualised, lowest since January.\n"
        "VN30F1M %(f)s: basis %(b)+.1f; F2M premium to F1M %(sp)+.1f. Open interest %(oi)s contracts, down %(oid)d%% from the peak on the roll. "
        "Foreign investors hold ~%(fo)d%% of OI, proprietary desks ~%(pr)d%%; retail is the rest.\n"
        "Expiry pattern: over the last 12 expiries VN30 moved more than 1%% in the final ATC on 4 occasions, all in the direction of the ETF "
        "flow. Arbitrage positioning looks light this month, so the settlement print may be quieter than usual.\n"
        "Breadth: %(ab)d%% of VN30 names above their 50d MA (from %(ab0)d%% a week ago); new 52-week highs %(nh)d, lows %(nl)d on HOSE.") % dict(
        dmy=dmy, v=pd(round(vn30, 2)), m20=pd(round(vn30 * r.uniform(0.99, 1.01), 1)), m50=pd(round(vn30 * r.uniform(0.97, 1.02), 1)),
        m200=pd(round(vn30 * r.uniform(0.92, 0.98), 1)), rsi=r.randint(38, 62), res=pd(round(vn30 * 1.025, 0)), sup=pd(round(vn30 * 0.965, 0)),
        rv=r.uniform(11, 18), f=pd(f1), b=f1 - vn30, sp=r.uniform(-6, -1), oi=n_(r.randint(25000, 45000)), oid=r.randint(15, 40),
        fo=r.randint(8, 15), pr=r.randint(20, 35), ab=r.randint(30, 60), ab0=r.randint(30, 60), nh=r.randint(3, 12), nl=r.randint(2, 15)))
    ch.post(ch.t(16, 55), "agent", (
        "**Regulatory roundup — %(dmy)s**\n"
        "• SSC: draft amendments to Circular 120 (trading) and Circular 96 (disclosure) are out for comment; the key change for foreign funds is "
        "trading without full pre-funding, with brokers carrying settlement risk. Comments close early next month.\n"
        "• SSC: reminder that foreign investors must notify when crossing 5%% and every 1%% change thereafter, within 5 business days, and that "
        "related foreign funds are aggregated for the foreign-ownership limit.\n"
        "• HOSE: technical notice on odd-lot board changes once KRX goes live; lot size stays 100 shares.\n"
        "• VSDC: foreign room data publication moves to an API from next quarter; today's room tables are unchanged in format.\n"
        "• SBV: draft circular on FX trading for credit institutions tightens documentation for forward purchases, no change for offshore NDFs.\n"
        "• MoF: decree draft on investment-fund taxation, withholding on ETF redemptions clarified.\n"
        "Nothing in today's items requires a change to our processes; the disclosure threshold reminder is relevant only if a holding approaches 5%%.") % dict(dmy=dmy))
    ch.post(ch.t(17, 45), "agent", _flows_weekly(r, dmy, P2))
    ch.near(ch.t(18, 30), "agent", _fx_note(r, dmy, spot, ndf_rate))
    for hh, mm in ((10, 41), (13, 51)):
        ch.noise(ch.t(hh, mm), "risk", "riskbot | intraday exposure %02d:%02d\n```\n%s```\nall limits ok" % (
            hh, mm, _exptable(r, [A, B, C, D, CW, "E1VFVN30", "VN30F1M"])))
    ch.noise(ch.t(0, 14), "ci", (
        "nightly test report `desk-tools` main@%s\n"
        "  oms-adapter      212 passed, 0 failed, 3 skipped (41.2s)\n"
        "  riskbot          388 passed, 0 failed (18.9s)\n"
        "  fol-checker       57 passed, 0 failed (4.1s)\n"
        "  cbtt-scraper      93 passed, 1 xfail (hsx.vn layout change) (12.6s)\n"
        "  research-agent   604 passed, 2 flaky retried (3m02s)\n"
        "  fx-connect        44 passed, 0 failed (2.2s)\n"
        "coverage 81.4%% (+0.2) | artifacts: reports/nightly-%s.html") % (sha(), ymd))
    for hh, mm, who, q_txt, ans in [
        (10, 0, "huy", "@research-agent %s: ty le chuyen doi, gia thuc hien, ngay dao han la bao nhieu?" % CW,
         "%s: underlying %s, conversion ratio %d:1, exercise price %s VND, last trading day %s, maturity %s. "
         "Issuer is a local broker acting as market maker with quotes at ±%d ticks; settlement is cash on the average of the underlying's "
         "closing prices over the five sessions before maturity. At the current underlying price the warrant is %s by ~%d%%, "
         "premium %.1f%%, effective gearing %.1fx. Foreign investors can buy CWs without using the underlying's foreign room." % (
             CW, U, r.choice([4, 5, 8]), vnd(_tick(P[U] * r.uniform(0.92, 1.05))), (local + timedelta(days=r.randint(60, 120))).strftime("%d/%m/%Y"),
             (local + timedelta(days=r.randint(122, 130))).strftime("%d/%m/%Y"), r.randint(2, 5), r.choice(["in the money", "out of the money"]),
             r.randint(1, 8), r.uniform(4, 11), r.uniform(3, 6.5))),
        (13, 20, "kelvin", "@research-agent which fixing source do the USD/VND NDFs reference again, and what happens on a VN holiday?",
         "USD/VND NDFs reference the VND fixing published by ABS (VND02, the ABS VND spot rate page) around 11:00 Singapore time, two business days "
         "before settlement. If the fixing date is a Vietnamese holiday the standard EMTA template rolls the valuation date to the next day "
         "the rate is published, subject to the usual 14-day postponement cap, and settlement shifts accordingly. Our UOB and Citi ISDA confirms "
         "use the standard template; there is no local-holiday carve-out in either."),
        (11, 50, "huy", "@research-agent lo chan HNX va HOSE khac nhau the nao? le lo co dat duoc ATC khong?",
         "HOSE: board lot 100 shares, odd lots (1–99) trade on a separate odd-lot board in continuous matching only, not in ATO/ATC. "
         "HNX: board lot 100 shares, odd lots also on their own board. ATO/ATC orders on HOSE must be in board lots; on HNX there is no ATO, "
         "only ATC at 14:30–14:45. Price steps: HOSE 10/50/100 VND depending on price band, HNX 100 VND. Daily price limits: HOSE ±7%, HNX ±10%, "
         "UPCoM ±15%. Put-through (thoa thuan) runs 09:00–15:00 and is not subject to the lot rules."),
    ]:
        qm = ch.post(ch.t(hh, mm), who, q_txt)
        ch.post(qm["ms"] + r.randint(30, 90) * 1000, "agent", ans, reply=qm)
    ch.near(ch.t(19, 5), "minh", (
        "tong ket ngay cho ai doc sau: sang mua them %s ATO khop het, ban bot %s, ban %s ATC, %s bi chan room nen vao CW, "
        "NDF 1M xong voi UOB, E1 huy. mai dao han F1M, Huy truc ATC, em online tu 7h. "
        "luu y room %s = 0 nen moi lenh mua %s deu bi riskbot chan, dung thu lai.") % (A, B, D, U, U, U))

    ch.post(ch.t(7, 45), "kelvin", (
        "ops checklist %s: (1) T+2 settlement for %s trades matched with SHS, cash in %.1fbn VND; (2) NDF fixing for the May contract "
        "published, USD settlement confirmed by UOB; (3) custody (HSBC) position rec clean except %s odd lot of %d shares from the rights issue, "
        "ticket open; (4) FOL notifications: none due; (5) SHS fee invoice for May received, checking against the blotter.") % (
        dmy, pdmy, r.uniform(3, 9), D, r.randint(12, 88)))
    ch.post(ch.t(11, 42), "agent", (
        "**Tổng kết phiên sáng %(dmy)s**\n"
        "VN30 %(v)s (%(c)+.2f%%), thanh khoản HOSE %(to)s tỷ, khối ngoại %(ff)s %(fv)d tỷ. Nhóm dẫn dắt: chứng khoán, thép; nhóm kéo lùi: ngân hàng, bất động sản. "
        "Phái sinh: VN30F1M %(f)s, basis %(b)+.1f, khối lượng %(dv)s hợp đồng. Chứng quyền: thanh khoản tập trung vào nhóm tài sản cơ sở hết room, premium bình quân %(pr).1f%%.\n"
        "Diễn biến đáng chú ý: lực bán chủ động tăng trong 30 phút cuối phiên ở nhóm ngân hàng tư nhân; dòng tiền nội luân chuyển sang midcap chứng khoán; "
        "giao dịch thỏa thuận chiếm ~%(pt)d%% giá trị khớp, chủ yếu cổ phiếu hết room giữa các nhà đầu tư nước ngoài. "
        "Thị trường chờ dữ liệu tín dụng của NHNN và diễn biến đáo hạn phái sinh ngày mai.\n"
        "Các lệnh và sự kiện của desk trong phiên sáng đã được ghi nhận trong kênh; không có cảnh báo rủi ro mới ngoài lệnh bị chặn do room.") % dict(
        dmy=dmy, v=pd(round(vn30 + r.uniform(-5, 5), 2)), c=r.uniform(-0.8, 0.8), to=n_(r.randint(5000, 9000)), ff=r.choice(["bán ròng", "mua ròng"]),
        fv=r.randint(50, 400), f=pd(round(f1 + r.uniform(-4, 4), 1)), b=r.uniform(-6, 0), dv=n_(r.randint(90000, 160000)), pr=r.uniform(5, 11),
        pt=r.randint(8, 18)))
    rq = ch.post(ch.t(16, 25), "linh", "@research-agent room ngoai %s co kha nang mo lai khong? co tin gi ve viec tang room len 100%% khong" % U)
    ch.post(rq["ms"] + 80000, "agent", (
        "Ngắn gọn: khả năng thấp trong 6–12 tháng tới. %(U)s thuộc ngành nghề có điều kiện nên trần sở hữu nước ngoài 49%% áp dụng theo luật chuyên ngành; "
        "muốn nâng room cần ĐHĐCĐ thông qua và ngành nghề kinh doanh không nằm trong danh mục hạn chế. Công ty chưa đưa nội dung này vào tài liệu ĐHĐCĐ năm nay. "
        "Về mặt kỹ thuật, room có thể 'mở' tạm thời khi nhà đầu tư nước ngoài bán ra hoặc khi công ty phát hành thêm cổ phiếu (ESOP, chia cổ tức bằng cổ phiếu) "
        "làm tăng số cổ phiếu lưu hành; trong các lần trước, phần room mới thường được lấp đầy trong 1–2 phiên qua lệnh khớp liên tục hoặc thỏa thuận. "
        "Vì vậy các quỹ ngoại thường dùng chứng quyền, ETF, hoặc mua thỏa thuận từ quỹ ngoại khác với mức premium 5–12%%.") % dict(U=U), reply=rq)

    ch.post(ch.t(6, 30), "agent", _strategy(r, dmy))
    ch.post(ch.t(15, 42), "agent", (
        "**HNX / UPCoM wrap — %(dmy)s**\n"
        "HNX-Index %(h)+.2f%%, turnover %(ht)s bn VND; UPCoM-Index %(u)+.2f%%, turnover %(ut)s bn. HNX30 breadth %(hb)d/%(hd)d. "
        "Energy services and industrial-park names led on HNX; securities firms (SHS, MBS, BVS) were the most traded. On UPCoM, BSR and ACV "
        "took ~%(up)d%% of turnover; foreign investors were small net buyers of ACV. HNX ATC is a single auction at 14:30–14:45 with no ATO; "
        "price limit ±10%%, lot size 100. Odd-lot volumes stayed elevated after the rights-issue listings.\n"
        "Bond board: government bond secondary turnover %(gb)s bn VND, 10y yield %(y10).2f%%; corporate bond trades concentrated in bank issues.") % dict(
        dmy=dmy, h=r.uniform(-1.2, 1.2), ht=n_(r.randint(1200, 2600)), u=r.uniform(-0.8, 0.8), ut=n_(r.randint(500, 1200)), hb=r.randint(8, 20),
        hd=r.randint(6, 18), up=r.randint(15, 35), gb=n_(r.randint(6000, 14000)), y10=r.uniform(2.6, 2.9)))
    ch.post(ch.t(20, 20), "agent", (
        "**VN30F1M expiry preview — tomorrow**\n"
        "Final settlement price = VN30 closing value tomorrow (ATC). Positions not rolled by the close are cash-settled T+1. "
        "Open interest in F1M is ~%(oi)s contracts after today's roll, down from ~%(oi0)s at the start of the week. "
        "ETF rebalancing flows into the close are estimated at ~%(etf)s bn VND across the VN30 trackers, two-way, with the largest "
        "weights in VHM, VIC, VCB and FPT. Over the last 12 expiries the average absolute move of VN30 in the ATC was %(atc).2f%%; "
        "the largest was %(mx).1f%%. The F2M becomes the front month from Friday; the new F2M will be the August contract.\n"
        "Practical notes: ATC orders on expiry day are allowed on the derivatives board; the price limit is ±7%% of the reference price; "
        "margin requirements at SHS are unchanged at 17%% initial.") % dict(
        oi=n_(r.randint(14000, 26000)), oi0=n_(r.randint(35000, 45000)), etf=n_(r.randint(400, 1500)), atc=r.uniform(0.3, 0.7), mx=r.uniform(1.1, 2.2)))
    for hh, mm, who, q_txt, ans in [
        (15, 50, "huy", "@research-agent phi giao dich va thue khi ban co phieu cho quy ngoai tinh the nao?",
         "Selling tax is 0.1%% of the gross sale value, withheld by the broker for both local and foreign investors; there is no separate "
         "capital-gains tax for foreign institutions on listed shares. Broker commission on our SHS schedule is %.2f%% for equities and "
         "%s VND per futures contract per side, plus exchange/clearing fees of %s VND. Covered warrants follow the equity schedule. "
         "Dividends to foreign institutions are paid net of 5%% withholding on cash dividends; stock dividends are not taxed until sold. "
         "VSDC custody fees are charged monthly on the par value of holdings." % (r.choice([0.12, 0.15, 0.18]), n_(r.choice([2000, 2700, 3000])), n_(r.choice([2700, 3000])))),
        (20, 10, "kelvin", "@research-agent can you summarise today's FX flow for Rachel — who was buying USD?",
         "Interbank turnover was around %s m USD, above the 20-day average. Importers (energy, electronics components) were the main buyers in the "
         "morning; the State Treasury was again reported buying in the afternoon. Exporters sold into the rally above %s. The SBV did not sell spot "
         "but kept its sell rate unchanged, which traders read as tolerance for the current level. Offshore, NDF 1M bids came from regional real-money "
         "hedgers; points widened by 5–8 pips over the day. Nothing suggests a disorderly move; the path of least resistance is still gradual depreciation." % (
             n_(r.randint(900, 1600)), n_(spot + r.randint(5, 15)))),
    ]:
        qm = ch.post(ch.t(hh, mm), who, q_txt)
        ch.post(qm["ms"] + r.randint(30, 90) * 1000, "agent", ans, reply=qm)
    ic_q2 = ch.post(ic_t["ms"] + 1500000, "kelvin", "ops section for the IC pack below, pls append", thread=ic_t)
    ch.post(ic_q2["ms"] + 60000, "agent", (
        "Ops appendix appended:\n"
        "• Settlement: all trades T+2 via SHS; no fails this month. Custody rec with HSBC clean except one odd-lot ticket.\n"
        "• Counterparties: UOB and Citi for NDFs (ISDA/CSA in place), SHS for cash equities, CW and futures; margin at SHS derivatives "
        "account %s bn VND, utilisation %d%%.\n"
        "• Regulatory filings: no ownership-threshold filings due; annual FOL registration for the fund renewed in March.\n"
        "• Systems: one FIX sequence gap this morning, resolved by resend; one Discord gateway resume failure at 17:03, self-healed.\n"
        "• Audit: May fee invoice reconciled to blotter within %s VND." % (pd(round(r.uniform(8, 15), 1)), r.randint(35, 70), n_(r.randint(1, 9) * 1000))),
        thread=ic_t)

    # ---------------------------------------------------------------- chatter
    chat = [
        ((6.8, 8.4), "linh", "sang nay VN30F1M pre-open indicative %s, thap hon hom qua" % ctx["f1"]),
        ((6.8, 8.4), "huy", "em vao roi a, dang check lai sao ke SHS hom qua"),
        ((6.8, 8.6), "kelvin", "morning. T+2 cash in today is %.1fbn VND, lands by 10:00" % r.uniform(3, 9)),
        ((7.0, 8.8), "rachel", "morning. in at 8:15 SGT, pls have the FOL numbers ready for the 9:30 call"),
        ((7.0, 8.8), "minh", "ty gia cho den %s roi, SBV chac lai ban USD ky han" % n_(spot + r.randint(5, 20))),
        ((7.75, 8.9), "linh", "tin %s sang nay ok hon ky vong, nhung gia da chay truoc roi" % A),
        ((7.5, 8.9), "huy", "a Minh oi, ATO hom nay dat LO hay ATO a?", "minh", "LO thoi em, ATO de bi khop xau ngay dao han"),
        ((9.1, 11.4), "minh", "VN30 thung %s roi, bank keo xuong" % pd(round(vn30 - r.uniform(3, 8), 1))),
        ((9.1, 11.4), "huy", "thanh khoan sang nay thap qua, moi %s ty HOSE" % n_(r.randint(3000, 7000))),
        ((9.1, 11.4), "linh", "chung khoan bat len cung thanh khoan, %s +%.1f%%" % (W2, r.uniform(1, 3.5))),
        ((9.1, 11.4), "minh", "khoi ngoai van xa VHM, ngay thu %d" % r.randint(5, 12)),
        ((9.1, 11.4), "huy", "%s du mua kha day o %s" % (A, pd(_tick(P[A] - 2 * S[A])))),
        ((9.1, 11.4), "linh", "%s dang bi ep gia, ban chu dong nhieu" % C),
        ((10.2, 11.4), "kelvin", "SHS says their order gateway was slow 10:02-10:06, any issues on our side?", "minh", "ko thay gi a Kelvin, lenh vao binh thuong"),
        ((12.0, 12.7), "rachel", "IC prep call now, back in 20"),
        ((9.2, 11.4), "huy", "bang dien SHS lag tam 5s, F5 moi cap nhat"),
        ((9.2, 11.4), "linh", "%s test lai dinh cu, vol thap" % D),
        ((9.2, 11.4), "minh", "VN30F1M basis thu hep con %s" % pd(round(r.uniform(-4, -1), 1))),
        ((9.2, 11.4), "huy", "HNX-Index xanh nhe, %s dan dat" % D),
        ((9.3, 11.4), "linh", "ETF Diamond hom nay co the bi rut tiep, room ngan hang anh huong"),
        ((9.3, 11.4), "minh", "co ai nghe tin SBV bom tien OMO sang nay khong", "linh", "co, %s ty ky han 7 ngay, lai suat 4.25%%" % n_(r.randint(5, 20) * 1000)),
        ((9.3, 11.4), "rachel", "thanks for the FOL table Linh, very useful"),
        ((9.3, 11.4), "kelvin", "reminder: SHS statement for May needs sign-off by Friday"),
        ((9.4, 11.4), "huy", "VN-Index lai quay dau, %s tro lai tham chieu" % C),
        ((11.5, 12.9), "huy", "trua nay an gi ca nha? com tam Ba Ghien?"),
        ((11.5, 12.9), "minh", "order com ga, ai an them ko"),
        ((11.5, 12.9), "linh", "em an roi, tra sua thoi"),
        ((11.5, 12.9), "kelvin", "lunch here too, back 13:30 SGT"),
        ((11.5, 12.9), "rachel", "can someone send me the midday FOL sheet when you get a chance"),
        ((11.5, 12.9), "minh", "phien sang kha buon, chieu chac ETF quay lai"),
        ((13.0, 14.7), "minh", "chieu nay ETF ngoai co the mua lai, F1M basis duong roi"),
        ((13.0, 14.7), "huy", "%s tang manh cuoi phien sang, vuot %s" % (W2, pd(_tick(P[W2] * 1.01)))),
        ((13.0, 14.7), "linh", "bank hoi ngoc len, %s xanh lai" % C),
        ((13.0, 14.7), "minh", "bang gia HNX bi treo may phut, ai thay ko", "huy", "co a, SHS bao do feed HNX"),
        ((13.0, 14.7), "rachel", "good. keep an eye on the ATC, expiry tomorrow makes it jumpy"),
        ((13.0, 14.7), "linh", "VN30 ve %s, chua thung ho tro" % pd(round(vn30 + r.uniform(-6, 3), 1))),
        ((13.0, 14.7), "kelvin", "USD/VND interbank %s, SBV sell rate unchanged" % n_(spot + r.randint(-5, 10))),
        ((13.0, 14.7), "minh", "%s vol gap doi TB 20 phien" % A),
        ((13.0, 14.7), "huy", "%s co lenh ban lon o %s, chac to chuc" % (D, pd(_tick(P[D] + 2 * S[D], "HNX")))),
        ((13.1, 14.7), "linh", "thep dong loat xanh, HSG +%.1f%%" % r.uniform(1, 4)),
        ((13.1, 14.7), "minh", "do room ngoai cho %s van = 0, ko co gi moi" % U),
        ((13.1, 14.7), "huy", "thi truong phan hoa, VN30 di ngang"),
        ((15.0, 18.0), "minh", "het phien. ATC dung nhu du doan, ETF rebalance"),
        ((15.0, 18.0), "linh", "em gui bao cao FOL ngay mai truoc 8h"),
        ((15.0, 18.0), "kelvin", "settlement T+2 for today's trades on %s, all matched with SHS" % (local + timedelta(days=2)).strftime("%d/%m")),
        ((15.0, 18.0), "huy", "sao ke tam tinh SHS da ve, em doi chieu xong roi"),
        ((15.0, 18.0), "rachel", "thanks team, decent day. IC call tomorrow 9 SGT"),
        ((15.0, 18.0), "minh", "mai dao han F1M, ai truc ATC giup", "huy", "em truc a"),
        ((15.0, 18.0), "linh", "VN-Index dong cua %s, gan nhu di ngang" % pd(round(vn30 * 0.955 + r.uniform(-6, 6), 2))),
        ((15.0, 18.0), "kelvin", "UOB sent the NDF confirm PDF by email too, filed"),
        ((15.2, 18.0), "minh", "tong ket: hom nay thanh khoan thap, ngoai ban, bank yeu"),
        ((15.6, 21.5), "rachel", "reading the EOD wrap now, thanks"),
        ((18.0, 23.5), "linh", "Dow futures xanh nhe, chau A dem nay chac on"),
        ((18.0, 23.5), "kelvin", "NDF 1M closed %s in SG" % n_(ndf_rate + r.randint(-5, 8))),
        ((18.0, 23.5), "minh", "em off, mai 7h online"),
        ((18.0, 23.5), "huy", "co ai coi tran Viet Nam toi nay ko =))"),
        ((18.0, 23.5), "linh", "USD index tang lai, ty gia mai chac con ap luc"),
        ((0.2, 5.5), "kelvin", "late one from SG: statements reconciled, all good"),
        ((0.2, 5.5), "linh", "ko ngu duoc, doc lai note DHCD %s" % W3),
        ((5.5, 7.0), "minh", "sang som, US dong cua tieu cuc, VN30F1M chac mo thap"),
        ((5.5, 7.0), "linh", "SGX FTSE Vietnam futures -%.1f%% qua dem" % r.uniform(0.2, 1.2)),
        ((9.1, 14.7), "minh", "ai de y %s ko, co lenh mua lon lien tuc" % W1),
        ((9.1, 14.7), "linh", "%s dang vung tich luy, chua co gi dac biet" % W3),
        ((9.1, 14.7), "huy", "Vn30 ETF dang bi chiet khau so voi NAV %.1f%%" % r.uniform(0.2, 0.8)),
        ((9.1, 14.7), "minh", "bank qua yeu, cho quy 2 thoi"),
        ((9.1, 14.7), "kelvin", "fyi SBV central rate today %s" % n_(24240 + r.randint(0, 20))),
        ((9.1, 14.7), "linh", "bao Dau tu noi %s se thoai von cong ty con, chua xac nhan" % r.choice(["VIC", "HAG", "DIG"])),
        ((9.1, 14.7), "huy", "%s bi chot loi manh tu vung %s" % (W2, pd(_tick(P[W2] * 1.02)))),
        ((9.1, 14.7), "minh", "thi truong cho tin vi mo, ko co dong luc"),
        ((9.1, 14.7), "rachel", "any colour on why %s is weak today?" % C, "linh", "chu yeu la tin NIM quy 2 va ngoai ban, ko co tin rieng"),
        ((9.1, 14.7), "huy", "VHM ban thoa thuan lai, chac quy ngoai"),
        ((9.1, 14.7), "minh", "%s muon len phai qua vung %s" % (A, pd(_tick(P[A] * 1.03)))),
    ]
    n_chat = r.randint(66, 76)
    picks = r.sample(range(len(chat)), min(n_chat, len(chat)))
    for i in sorted(picks):
        (h0, h1), who, txt = chat[i][:3]
        tm = r.uniform(h0, h1)
        hh = int(tm)
        mm = int((tm - hh) * 60)
        cm = ch.post(ch.t(hh, mm), who, txt)
        if len(chat[i]) == 5:
            ch.post(cm["ms"] + r.randint(40, 180) * 1000, chat[i][3], chat[i][4], reply=cm if r.random() < 0.6 else None)

    # long-ish extra research colour to make the day realistic in volume
    ch.post(ch.t(8, 10), "agent", (
        "Morning flow notes: put-through boards show %(A)s, VHM and FUEVFVND as the most active names in the first 10 minutes of order entry. "
        "ATO imbalance indications: %(A)s buy-side heavy (~%(ia)d%% of ADV), %(C)s sell-side (~%(ic)d%% of ADV). Derivatives: VN30F1M pre-open "
        "indicative %(f1)s, VN30F2M %(f2)s. FX: USD/VND interbank open %(sp)s. No SSC/HOSE items overnight for held names apart from the "
        "pre-announced %(A)s May figures. Reminder that tomorrow is F1M expiry; settlement is on the VN30 ATC print.") % dict(
        A=A, C=C, ia=r.randint(5, 15), ic=r.randint(3, 9), f1=pd(f1), f2=pd(round(f1 - r.uniform(2, 6), 1)), sp=n_(spot + r.randint(-3, 6))))
    ch.post(ch.t(14, 50), "agent", (
        "Close summary: VN30 %(v)s, F1M settled the day at %(f)s (basis %(b)+.1f). ATC matched %(atc)s bn VND on HOSE, ~%(p)d%% of the day. "
        "%(A)s closed %(ac)+.1f%%, %(B)s %(bc)+.1f%%, %(C)s %(cc)+.1f%%, %(D)s %(dc)+.1f%% on HNX. Foreign net flow for the day %(ff)s bn VND. "
        "CW: %(CW)s closed %(cwc)s, premium %(pr).1f%%. No limit events after 14:30.") % dict(
        v=pd(round(vn30 + r.uniform(-5, 5), 2)), f=pd(round(f1 + r.uniform(-4, 4), 1)), b=r.uniform(-6, 1), atc=n_(r.randint(1500, 3500)),
        p=r.randint(12, 22), A=A, ac=r.uniform(-2, 3), B=B, bc=r.uniform(-2, 2), C=C, cc=r.uniform(-2.5, 0.5), D=D, dc=r.uniform(-2, 3),
        ff=r.randint(-600, 300), CW=CW, cwc=pd(round(cwp + r.uniform(-0.1, 0.15), 2)), pr=r.uniform(4, 11)))
    ch.near(ch.t(16, 10), "minh", "vd cho Huy: lenh ATC ban 1,000 %s thi nhap gia 'ATC', ko nhap so, khop theo gia dong cua. dung nham voi MTL nhe" % D)
    uat = ch.near(ch.t(16, 20), "oms", "[UAT] SHS-OMS-TEST | NEW | TEST-%s-000001 | BUY %s 100 @ 1.0 | env=uat | ignore" % (ymd, U))
    ch.near(ch.t(16, 50), "linh", "(2023) bao cu: \"%s lai quy giam 59%%\" — gio nhin lai thay buon cuoi" % name[A])
    ch.near(ch.t(12, 50), "minh", "neu VN30 thung %s thi chac phai tinh lai %s, chua quyet gi" % (pd(round(vn30 - 25, 0)), A))
    ch.near(ch.t(13, 40), "huy", "nghe noi desk Ha Noi vua mua %s ACB cho quy khac, ko lien quan minh" % kk(r.choice([50, 80, 120]) * 1000))
    hag = ch.near(ch.t(20, 5), "news", "", embeds=_embed(
        "Hoang Anh Gia Lai to sell fruit farm stake to repay bonds",
        "HAG said it would divest part of its Laos fruit plantations; shares rose 3%.",
        footer="VnEconomy · %s 20:0%d ICT" % (dmy, r.randint(0, 9)), author="newswire"))

    # acknowledgements
    ackers = ["minh", "linh", "huy", "kelvin", "rachel"]
    ack_txt = ["ok", "thx", "👍", "noted", "ok a", "tks", "🙏", "👌", "roger", "da a", "ok e", "got it"]
    extra = [m for m in ch.msgs if m["cls"] == "plain" and m["who"] != "agent" and m["reply"] is None
             and m["thread"] is None and 9 * 3600000 < m["ms"] - ch.day0 < 18 * 3600000]
    r.shuffle(extra)
    targets = ack_targets + extra[:r.randint(4, 7)]
    for tg in targets:
        pool = [a for a in ackers if a != tg["who"] and (tg in ack_targets or a != "rachel")]
        who = r.choice(pool)
        txts = ["ok", "thx", "👍", "noted", "got it", "🙏", "👌"] if who in ("rachel", "kelvin") else ack_txt
        ch.noise(tg["ms"] + r.randint(20, 200) * 1000, who, r.choice(txts), reply=tg if r.random() < 0.7 else None,
                 thread=tg["thread"])
    # a reaction removed
    ch.react(w2d, w2d["ms"] + 80000, "👍", PEOPLE["huy"][0])
    ch.react(w2d, w2d["ms"] + 140000, "👍", PEOPLE["huy"][0], remove=True)
    return idioms


# --------------------------------------------------------------------------- assembly
def generate(seed=1, end=None, channels=1, days=1):
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = _ms(end)
    counter = [0]
    chans = []
    idioms = []
    for d in range(days):
        day0 = end_ms - (days - d) * 86400000
        for c in range(channels):
            rng = random.Random("%s:%s:%s" % (seed, c, d))
            ch = _Chan(c, d, day0, rng, _book(seed, c), counter)
            got = _day(ch, first=(d == 0 and c == 0))
            idioms.extend(got)
            chans.append(ch)

    ops = [o for ch in chans for o in ch.ops]
    ops.sort(key=lambda o: (o["ms"], o["order"]))
    last = None
    for o in ops:
        if o["kind"] == "create":
            if last is not None and o["ms"] <= last:
                o["ms"] = last + 1
            o["msg"]["ms"] = o["ms"]
            last = o["ms"]
    ops.sort(key=lambda o: (o["ms"], o["order"]))
    seq = 0
    for o in ops:
        if o["kind"] == "create":
            seq = (seq + 1) % 4096
            m = o["msg"]
            m["id"] = str(_sf(m["ms"], 5 + (o["chan"].idx % 20), seq))

    def cid_of(m):
        return m["thread"]["id"] if m["thread"] is not None else m["chan"].cid

    events = []
    for o in ops:
        ch = o["chan"]
        k = o["kind"]
        if k == "create":
            m = o["msg"]
            aid, aname, abot = PEOPLE[m["who"]]
            msg = {"id": m["id"], "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m["ms"]), "content": m["created_content"],
                   "attachments": m["attachments"] or [], "embeds": m["embeds"] or [],
                   "reference_id": m["reply"]["id"] if m["reply"] is not None else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid_of(m)}
            if m["thread"] is not None:
                ev["parent_channel_id"] = ch.cid
            ev["message"] = msg
            events.append(ev)
        elif k == "edit":
            m = o["msg"]
            events.append({"op": "edit", "guild_id": GUILD_ID, "channel_id": cid_of(m), "message_id": m["id"],
                           "edited_at": _iso(o["ms"]), "content": o["content"]})
        elif k == "delete":
            m = o["msg"]
            events.append({"op": "delete", "guild_id": GUILD_ID, "channel_id": cid_of(m), "message_id": m["id"],
                           "deleted_at": _iso(o["ms"])})
        elif k == "bulk":
            events.append({"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid_of(o["msgs"][0]),
                           "message_ids": [m["id"] for m in o["msgs"]], "deleted_at": _iso(o["ms"])})
        elif k == "forget":
            m = o["msg"]
            events.append({"op": "forget", "guild_id": GUILD_ID, "channel_id": cid_of(m), "message_id": m["id"],
                           "requested_by": o["by"], "at": _iso(o["ms"])})
        elif k == "pin":
            m = o["msg"]
            events.append({"op": "pin", "guild_id": GUILD_ID, "channel_id": cid_of(m), "message_id": m["id"],
                           "by": o["by"], "at": _iso(o["ms"])})
        elif k in ("react", "react_rm"):
            m = o["msg"]
            events.append({"op": "reaction_add" if k == "react" else "reaction_remove", "guild_id": GUILD_ID,
                           "channel_id": cid_of(m), "message_id": m["id"], "emoji": o["emoji"], "user_id": o["who"],
                           "at": _iso(o["ms"])})

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in chans:
        for m in ch.msgs:
            cid = cid_of(m)
            if m["cls"] == "hard":
                labels["hard_events"].append({"channel_id": cid, "message_id": m["id"], "event_type": m["etype"],
                                              "facts": m["facts"], "phrasing": m["phrasing"], "final_state": m["state"]})
            elif m["cls"] == "noise":
                labels["noise_message_ids"].append(m["id"])
            elif m["cls"] == "near":
                labels["near_miss_ids"].append(m["id"])
            for s in m["superseded"]:
                labels["superseded_facts"].append([cid, m["id"], s])
            if m["state"] in ("deleted", "forgotten"):
                labels["removed_texts"].append(_removed_snippet(m))
    for m, text, expected in idioms:
        labels["idioms"].append({"message_id": m["id"], "idiom": text, "expected": expected})
    return {"events": events, "labels": labels}


def _removed_snippet(m):
    if m.get("snippet"):
        return m["snippet"]
    return (m["content"] or _text_of(m)).strip()[:60]


def _main(argv=None):
    ap = argparse.ArgumentParser(description="Vietnam HOSE/HNX desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=a.end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(_main())
