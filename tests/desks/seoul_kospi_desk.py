"""Seoul KOSPI desk: blind desk generator (standard library only).

KOSPI 200 futures/options, mini futures, Korean large caps (005930, 000660, 035420,
005380) and USD/KRW hedges. Korean-English mixed chat, HTS broker bot, risk bot,
DART / Yonhap-style feeds, foreign-flow posts, long English research notes.
"""
from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "seoul_kospi_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318840275561937921"
CHANNEL_BASE = 1318840912734102538
DEFAULT_END = datetime(2026, 12, 4, 15, 0, 0, tzinfo=timezone.utc)  # 00:00 KST Sat 5 Dec

AUTHORS = {
    "jiwon": ("1152093847712405504", "Park Jiwon 박지원", False),
    "minsu": ("1160447218839912448", "minsu.kim", False),
    "seoyeon": ("1171928355106213908", "Lee Seoyeon", False),
    "daniel": ("1189004718265393172", "Daniel Cho (Research)", False),
    "hyejin": ("1147720933810618378", "hyejin.busan", False),
    "hts": ("1203348877012205598", "HTS-Bridge", True),
    "risk": ("1203349911827513364", "RiskGuard", True),
    "dart": ("1203351027741356083", "DART-Watch", True),
    "yna": ("1203352284180271155", "YNA Wire", True),
    "flow": ("1203353390166880267", "FlowTracker", True),
    "cron": ("1203354418099372052", "cron", True),
    "mon": ("1203355561702608997", "deskmon", True),
    "bell": ("1203356604133240852", "KRX-Bell", True),
    "pnl": ("1203357711908327525", "PnL-Snap", True),
    "triage": ("1203358893370112071", "desk-triage", True),
    "ci": ("1203359904521412658", "deploy-bot", True),
}

STOCKS = {
    "005930": ("Samsung Electronics", "삼성전자"),
    "000660": ("SK hynix", "SK하이닉스"),
}
NOT_HELD = [
    ("373220", "LG Energy Solution", "LG에너지솔루션", "Q4 EV battery shipments to GM fall short, plant utilisation cut to 60%"),
    ("035720", "Kakao", "카카오", "Kakao Pay stake sale talks resume with foreign PE funds"),
    ("012450", "Hanwha Aerospace", "한화에어로스페이스", "wins 1.3 trillion won K9 howitzer order from Romania"),
    ("068270", "Celltrion", "셀트리온", "US FDA approves biosimilar of Stelara for interchangeable use"),
    ("005490", "POSCO Holdings", "포스코홀딩스", "lithium hydroxide plant in Argentina delayed to H2 2027"),
    ("105560", "KB Financial", "KB금융", "announces 1 trillion won buyback under value-up plan"),
]


def w(n: int) -> str:
    return f"{n:,}"


def f2(x: float) -> str:
    return f"{x:.2f}"


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


class Day:
    """One channel-day of scripted messages; times are seconds after 00:00 KST."""

    def __init__(self, rng: random.Random, start_ms: int, ch_id: str, worker: int):
        self.rng, self.start_ms, self.ch_id, self.worker = rng, start_ms, ch_id, worker
        self.msgs: list[dict] = []
        self.bulk: list[tuple[float, list[dict]]] = []

    def add(self, t: float, who: str, content: str = "", *, embeds=None, ref=None, thread=None,
            kind: str = "chat", hard=None, idiom=None) -> dict:
        m = {"t": float(t), "who": who, "content": content, "embeds": embeds or [], "ref": ref,
             "thread": thread, "kind": kind, "hard": hard, "idiom": idiom, "edits": [],
             "delete": None, "forget": None, "pin": None, "reactions": []}
        self.msgs.append(m)
        return m


def T(h: int, m: int = 0, s: float = 0.0) -> float:
    return h * 3600 + m * 60 + s


def H(etype: str, facts: list, phrasing: str) -> dict:
    return {"event_type": etype, "facts": facts, "phrasing": phrasing}


def embed(title, description="", fields=None, footer="", author="", url=""):
    e = {"title": title, "description": description}
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


# --------------------------------------------------------------------------- long texts

def morning_brief(r, p):
    paras = [
        f"**Morning brief {p['date']} (KST)** — 밤사이 정리.",
        "US: SOX +1.4% overnight, NVDA guidance chatter kept memory names bid; Micron +2.1%. "
        "10y UST 4.21% (-3bp), DXY soft. 나스닥 선물 flat 출발.",
        f"KOSPI 200 야간선물 closed {p['fut_night']} vs day close {p['fut_prev']}; "
        "night-session volume light, 외국인 net short added into the US open then covered half.",
        f"FX: USD/KRW NDF 1M {p['usd_ndf']} — 원화 약세 지속, 수출주엔 우호적이나 외국인 수급엔 부담. "
        "BoK 총재 발언 오늘 11시, 시장은 동결 쪽으로 베팅.",
        "Memory: DRAM spot DDR5 16Gb +0.8% d/d, 6th straight up day. HBM4 qual headlines remain the swing "
        "factor for both names on the book. Channel checks from Taipei say packaging capacity still tight into Q2.",
        "Calendar: 10:00 Dec 선물/옵션 만기 관련 KRX 공지, 11:00 BoK, 14:00 China Caixin services, "
        "16:00 foreign/institution 잠정 수급. Dec expiry is next Thursday (10 Dec) — roll starts Monday.",
        "Positioning: street is long memory, short autos into the tariff headlines, underweight internet. "
        "Crowding score on 000660 at 88th pct, on 005930 at 61st. Retail margin balance 21.4조 (+0.3조 w/w).",
        "Nothing here changes the book on its own; see the flow numbers at 08:20 and the DART queue.",
    ]
    mk = ["S&P 500", "Nasdaq", "SOX", "Russell 2000", "Nikkei fut", "Hang Seng fut", "ASX 200", "WTI", "Brent", "Gold",
          "Copper", "UST 2y", "UST 10y", "JGB 10y", "DXY", "USD/JPY", "EUR/USD", "USD/CNH", "BTC", "VIX"]
    tbl = ["overnight | last | chg"] + [f"{m} | {r.uniform(1, 6000):,.2f} | {r.uniform(-2.5, 2.5):+.2f}%" for m in mk]
    news = ["overnight headlines:"] + [f"- {h}" for h in r.sample(HEADLINES, 8)]
    return "\n\n".join(paras) + "\n\n" + "\n".join(tbl) + "\n\n" + "\n".join(news)


def research_note(r, p):
    head = [
        f"**Research note — KOSPI 200 downside skew, memory cycle and the book ({p['date']})**",
        "Summary: index realised vol has compressed to 14.8 (20d) while 1M 25-delta put skew sits near "
        "the 85th percentile of its 3y range. Historically, when skew is this rich and realised this "
        "low, selling puts has worked about 60% of the time, but the losing 40% were large: March 2020, "
        "August 2024 and the April tariff shock all wiped out a year of premium in a week. We do not "
        "think this is a moment to be short convexity with the book as long memory as it is.",
        "Memory cycle. DDR5 contract prices rose 12-15% q/q in Q4 and the consensus for Q1 is another "
        "8-10%. HBM is sold out through 2026 for the leaders. The risk is not demand, it is the timing of "
        "HBM4 qualification at the largest US GPU customer: a one-quarter slip moves 2027 EPS for "
        "000660 by roughly 6% in our model and for 005930 by less than 2% because the foundry/mobile "
        "mix dilutes it. The sell side is split; three houses raised targets this week, two cut.",
        "Flows. Foreigners have been net sellers of KOSPI for 9 of the last 12 sessions, mostly via "
        "program baskets and KOSPI 200 futures, while individuals absorbed the cash market. Pension "
        "funds rebalanced into domestic equity in November. If the won weakens past 1,460 we would "
        "expect the futures selling to accelerate; a reversal would likely be quick and violent, which "
        "is part of why we like owning optionality rather than adding delta.",
        "Relative value. In 2023 we ran long 000660 / short 005930 and it worked for most of the year, "
        "then gave back half in Q4. A pair today would be a crowded trade. Buying the dip in NAVER "
        "would have worked three times this year, but the ad cycle is now the question, and Hyundai Motor "
        "stays on the watchlist only while tariff headlines dominate.",
    ]
    decision = (
        f"Proposal: we buy {p['put_qty']} {p['put_name']} at {p['put_px']} or better, sized to about "
        "0.6% of NAV in premium, as the tail hedge for the long 005930/000660 book. Needs Jiwon's sign-off "
        "before 11:00."
    )
    tail = [
        "Why puts and not more futures: the futures hedge already carries basis risk into the roll, "
        "and adding a larger short would cut our upside if the HBM4 headline comes out positive. "
        "Put spreads were considered (560/540), but the 540s are priced for a crash and the spread "
        "saves less than a third of the premium. Calls overwriting on 000660 was considered and rejected "
        "for the same crowding reason as the pair.",
        "Scenario table (index, 1 month): base +2% (55%), tariff/won shock -7% (25%), HBM4 slip -4% for "
        "memory and -2% for the index (20%). In the shock case the hedge covers roughly 40% of the "
        "book's loss. In the base case we lose the premium, which is about 12bp of NAV per month.",
        "Risks to the view: BoK cutting today (low probability), a large buyback announcement (the DART "
        "queue has SK hynix treasury stock filings pending), and a sharp short-cover rally in futures "
        "if foreigners flip. None of those changes our main line; we will revisit after the expiry.",
        "Execution notes: the Dec puts trade in size around 10:00-11:00 and again into the close; the "
        "screen is usually 20-40 lots deep per level, so a block of this size should be worked over an hour "
        "rather than hit in one go. Market makers widen quotes ahead of the BoK decision, so earlier is better. "
        "If the index rallies more than 1% before we are done, the premium falls and we would take the gift.",
        "On the memory names specifically, the HBM4 question is binary in timing but not in outcome: both "
        "companies will qualify eventually, and the market knows it. What moves the stocks is which quarter, "
        "and how much share the second supplier gets. Our channel work points to a small delay rather than a "
        "failure, which is why we are hedging the index rather than cutting the single names.",
        "Appendix: realised vol 20d 14.8 / 60d 17.2; 1M ATM implied 18.4; 25d put 22.9; 25d call 16.1; "
        "term structure upward sloping from Dec to Mar by 1.3 vols. Data: KRX, internal marks.",
    ]
    r.shuffle(tail)
    grid = ["Book sensitivity grid (KRW mn; index move across, memory beta down):", "beta \\ idx | -10% | -7% | -5% | -3% | 0 | +3% | +5%"]
    for b in (0.8, 1.0, 1.2, 1.4, 1.6):
        grid.append(f"{b:.1f} | " + " | ".join(f"{x * b * r.uniform(38, 42):+,.0f}" for x in (-10, -7, -5, -3, 0, 3, 5)))
    hist = ["Past drawdowns (index, peak→trough, days, skew at start):"]
    for ev, dd in [("2018 Oct", -13.4), ("2020 Mar", -35.7), ("2022 Sep", -11.9), ("2024 Aug", -12.1), ("2025 Apr", -9.8)]:
        hist.append(f"{ev} | {dd:.1f}% | {r.randint(4, 30)} | {r.uniform(60, 95):.0f}th pct")
    return "\n\n".join(head + [decision] + tail) + "\n\n" + "\n".join(grid) + "\n\n" + "\n".join(hist)


def flow_table(r, p, label):
    rows = [("005930", "삼성전자"), ("000660", "SK하이닉스"), ("373220", "LG에너지솔루션"),
            ("035420", "NAVER"), ("005380", "현대차"), ("012450", "한화에어로스페이스"),
            ("105560", "KB금융"), ("068270", "셀트리온"), ("035720", "카카오"), ("005490", "POSCO홀딩스"),
            ("000270", "기아"), ("006400", "삼성SDI"), ("207940", "삼성바이오로직스"), ("055550", "신한지주"),
            ("034020", "두산에너빌리티"), ("329180", "HD현대중공업"), ("066570", "LG전자"), ("051910", "LG화학"),
            ("009150", "삼성전기"), ("028260", "삼성물산"), ("086790", "하나금융지주"), ("015760", "한국전력"),
            ("017670", "SK텔레콤"), ("011200", "HMM")]
    lines = [f"[외국인/기관 수급] {label} 잠정 (단위: 주)", "종목 | 외국인 | 기관 | 개인"]
    for code, name in rows:
        a, b = r.randint(-900, 900) * 517, r.randint(-600, 600) * 311
        lines.append(f"{code} {name} | {a:+,} | {b:+,} | {-(a + b):+,}")
    lines.append(f"KOSPI200 선물 외국인 {r.randint(-4000, 3000):+,}계약 · 프로그램 비차익 {r.randint(-5000, 5000):+,}억")
    lines.append("source: KRX 잠정치, 장중 변동 가능 · for info only")
    return "\n".join(lines)


def krw_analysis(r, p):
    return "\n\n".join([
        "Longer thought on KRW and the foreign bid, since people asked at lunch:",
        f"USD/KRW at {p['usd']} is near the top of the 2024-26 range. Each of the last three times we traded "
        "above 1,440 the NPS hedging program stepped in and the won recovered 2-3% within a month. If that "
        "pattern holds, foreign investors' KOSPI selling should slow, which would be supportive for the index "
        "and for the large caps foreigners have been selling hardest.",
        "The counter-argument is that exporters are hoarding dollars this time, the current account surplus "
        "is being recycled offshore, and the US rate path keeps the carry against the won. In that world, "
        "foreign futures shorts keep building and cash-market weakness follows with a lag of a few sessions.",
        "Historically a hedged book did better than an unhedged one in both regimes, just by less in the "
        "first. A trader could argue for a bigger USD/KRW short or none at all; the data does not settle it. "
        "I am not recommending a change here, just noting that both stories are live.",
        "Charts in the shared drive (krw_flows_dec.pdf). Happy to walk through after the close.",
    ])


def eod_wrap(r, p):
    return "\n\n".join([
        f"**EOD wrap {p['date']}** — 오늘 정리.",
        f"Book: {p['main_code']} {p['main_en']} core {w(p['main_qty'])}주 filled, stop trailing; "
        f"000660 add resized by RiskGuard; K200 fut short hedge {p['fut_qty']} lots; "
        f"{p['put_name']} x{p['put_qty']} on; USD/KRW short {p['usd_qty']}계약.",
        "Market: 외국인 현물 순매도 지속, 선물은 오후 숏커버. Semis outperformed, autos lagged on tariffs, "
        "internet mixed after the NAVER headline. Basis recovered into the close.",
        f"결정: gross 한도 1.6x → {p['gross']} 상향, RiskGuard config 반영 요청함 (effective tomorrow open). "
        "나머지 한도는 변동 없음.",
        "Tomorrow: Dec roll prep, BoK minutes, and the SK hynix treasury-stock window opens. "
        "Night session: hedge stays on, minsu on watch until 23:00.",
        "Thanks all, good day. 수고하셨습니다 🙏",
    ]) + "\n\nposition | qty | avg | mark | day PnL\n" + "\n".join(
        f"{k} | {q} | {a} | {r.uniform(-2, 2):+.2f}% | {r.uniform(-80, 120):+.1f}M"
        for k, q, a in [(p["main_code"], w(p["main_qty"]), "-"), ("000660 add", "5,000", "-"), ("K200F 2612", f"-{p['fut_qty']}", "-"),
                        (p["put_name"], str(p["put_qty"]), p["put_px"]), ("USDKRW F 2612", f"-{p['usd_qty']}", "-")])


def stack_trace(r):
    return (
        "DART-Watch poll failed, retrying in 30s\n```\nTraceback (most recent call last):\n"
        '  File "/srv/dartwatch/poll.py", line 118, in poll_once\n    resp = session.get(url, params=params, timeout=10)\n'
        '  File "/srv/dartwatch/.venv/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
        '    return self.request("GET", url, **kwargs)\n'
        '  File "/srv/dartwatch/.venv/lib/python3.11/site-packages/requests/adapters.py", line 713, in send\n'
        "    raise ReadTimeout(e, request=request)\n"
        "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='opendart.fss.or.kr', port=443): "
        f"Read timed out. (read timeout=10)\n```\nattempt={r.randint(1, 3)} backoff=30s queue_depth={r.randint(3, 19)}"
    )


CHAT = [
    "호가창 얇다 오늘 ㄷㄷ", "HTS 느린 거 나만 그래?", "basis 좀 벌어졌네", "점심 뭐 먹죠? 김밥 ㄱ?",
    "coffee run, 아아 필요한 사람?", "외인 선물 또 던지네 ㅋㅋ", "anyone have yesterday's basis sheet?",
    "vol surface flat-ish on the front, nothing to do there", "회의 10분 뒤 3층", "BoK presser live link in #macro",
    "오늘 왜 이렇게 조용하냐", "my second monitor just died lol", "누가 에어컨 좀 꺼줘",
    "Taiwan down 1.2% at lunch, tech sentiment soft across Asia", "program 매도 계속 나오는 중",
    "HTS 재로그인 했음", "the new RiskGuard dashboard is actually decent", "expiry next week, roll calendar 공유 부탁",
    "I'll be 15 min late to the 2pm", "노트북 배터리 없음, charger 빌려줄 사람", "Caixin 예상치 하회",
    "오늘 개인 매수세 엄청나네", "close auction 물량 큰 거 있나?", "spread sheet 업데이트 했어요",
]

TALK = [
    "Basis is doing the thing again: cash weak, futures bid into the close, program desks arbing it. "
    "Nothing for us to do, just flagging because the RiskGuard delta number will look jumpy for 20 min.",
    "오늘 개인 순매수가 거의 8천억인데 지수는 안 가네. 외국인 매도 물량을 개인이 다 받아주는 그림, "
    "이런 날은 보통 장 막판 동시호가에서 가격이 튀니까 close auction 체크는 해야 함.",
    "HTS 주문창 layout 바뀐 거 다들 봤어요? 정정/취소 버튼 위치가 바뀌어서 실수하기 딱 좋음. "
    "IT에 되돌려달라고 티켓 넣었음 (INC-20417).",
    "Taipei contacts say CoWoS allocation for next year is basically done; the question is only who gets "
    "the incremental 10%. Colour only, nothing actionable, but it matches what the memory names are pricing.",
    "프로그램 비차익 매도 계속 나오는 중. MSCI 리밸 물량 추정치는 약 2,100억, 대부분 다음 주에 나올 듯.",
    "Vol desk at the broker says retail is buying weekly calls again, the Thursday weeklies are trading "
    "at a premium to the monthly. Interesting for the options guys, not really for us.",
    "원달러 1,450 근처에서 당국 경계감 나오는 중, 구두개입 멘트 나오면 환율 바로 10원 빠질 수도. 참고만.",
    "Reminder: compliance wants the monthly attestation for personal accounts by Friday, link in #admin. "
    "자진신고 안 하면 또 메일 폭탄 옵니다.",
    "Broker conference in Yeouido next Tuesday, 3 slots left for the semis panel. Ping me if you want in.",
    "오후에 외국계 창구로 반도체 매도 물량 계속 나옴. 모건/CS 창구 합쳐서 꽤 큼, 근데 패시브 같아 보임.",
    "The new HTS-Bridge build shaves about 4ms off the ack latency, which matters for nothing we do, "
    "but the ops team is proud of it so say thanks if you see them.",
    "China Caixin services 51.2 vs 52.0 est. Copper a bit softer, Hang Seng tech -0.8%. Asia risk mood meh.",
    "지난주에 만든 expiry 캘린더 공유폴더에 올려둠 (roll_calendar_dec.xlsx). 틀린 거 있으면 말해줘요.",
    "If anyone is going to the KRX seminar on the new night-session rules, grab me the slides please.",
]

DART_POOL = [("034020", "두산에너빌리티", "단일판매ㆍ공급계약체결"), ("009150", "삼성전기", "기업설명회(IR)개최"),
             ("000270", "기아", "자기주식처분결정"), ("051910", "LG화학", "타법인주식및출자증권취득결정"),
             ("006400", "삼성SDI", "유상증자결정"), ("207940", "삼성바이오로직스", "단일판매ㆍ공급계약체결"),
             ("055550", "신한지주", "현금ㆍ현물배당결정"), ("028260", "삼성물산", "최대주주등소유주식변동신고서"),
             ("066570", "LG전자", "기업설명회(IR)개최"), ("003670", "포스코퓨처엠", "신규시설투자등"),
             ("015760", "한국전력", "공정공시(잠정실적)"), ("086790", "하나금융지주", "자기주식취득결정"),
             ("329180", "HD현대중공업", "단일판매ㆍ공급계약체결"), ("010130", "고려아연", "소송등의제기ㆍ신청"),
             ("017670", "SK텔레콤", "임원ㆍ주요주주특정증권등소유상황보고서"), ("011200", "HMM", "주식등의대량보유상황보고서"),
             ("096770", "SK이노베이션", "회사합병결정"), ("032830", "삼성생명", "최대주주등소유주식변동신고서")]

HEADLINES = ["Japan's Nikkei edges up as yen weakens past 156", "Oil steadies as OPEC+ signals extended cuts",
             "Taiwan export orders beat forecasts on AI server demand", "China property sales fall 18% y/y in November",
             "두산에너빌리티, 체코 원전 주기기 계약 마무리 단계", "한국전력, 전기요금 동결 결정에 적자 우려",
             "Kia recalls 140,000 vehicles in US over seatbelt sensor", "HD Hyundai Heavy wins $1.1bn LNG carrier order",
             "금융위, 공매도 전산시스템 2단계 가동", "Australia's central bank holds rate at 3.60%",
             "Shinhan Financial names new chief executive", "Lotte Chemical to sell Malaysian unit, sources say",
             "Copper slips on weak Chinese data", "Hong Kong IPO pipeline swells to record for December",
             "국토부, 수도권 공급 대책 발표", "Gold hovers near record as dollar eases", "Korea Zinc dispute heads to court again",
             "India's Nifty hits record on foreign inflows"]


def dart_digest(r, hour):
    rows = r.sample(DART_POOL, 12)
    lines = [f"📑 DART 공시 digest {hour:02d}:00 KST (보유/워치 종목 없음)"]
    for code, name, kind in rows:
        lines.append(f"· {name} ({code}) {kind} · rcept_no 20261204{r.randint(800000, 899999)}")
    lines.append("필터: 유가증권시장 · 주요사항/자율공시 · book match 0")
    return "\n".join(lines)


def yna_digest(r, hour):
    hs = r.sample(HEADLINES, 7)
    return embed(f"YNA headlines {hour:02d}:00", "\n".join(f"• {h}" for h in hs), author="연합뉴스 · Yonhap",
                 footer="YNA digest · general")


def risk_report(r, label):
    lines = [f"RiskGuard limit report {label} — status=OK"]
    for metric, lim in [("gross_exposure", "1.60x"), ("net_delta_krw", "15,000,000,000"), ("single_name_005930", "6.0% NAV"),
                        ("single_name_000660", "4.0% NAV"), ("vega_krw", "120,000,000"), ("fx_open_usd", "8,000,000"),
                        ("var_1d_99", "2.60bn"), ("stress_covid", "-5.5% NAV"), ("stress_tariff", "-4.0% NAV"),
                        ("liquidity_days_95", "3.0")]:
        u = r.uniform(30, 92)
        lines.append(f"metric={metric} | 한도={lim} | util={u:.1f}% | status=ok | headroom={100 - u:.1f}% | "
                     f"trend_5d={r.uniform(-6, 6):+.1f}pp | owner=desk | last_breach=none_30d")
    lines.append(f"checks=41 passed=41 · engine v3.14 · snapshot_id={r.getrandbits(32):08x}")
    return "\n".join(lines)


def roll_note(r):
    paras = [
        "**Dec→Mar KOSPI 200 futures roll playbook (reference, not a trade rec)**",
        "Mechanics: the Dec contract expires on the second Thursday (10 Dec). Open interest usually migrates "
        "in the five sessions before expiry, with the bulk on Monday-Tuesday. Calendar spread liquidity is "
        "best 10:00-11:30 and again after 14:00. Foreign accounts tend to roll early, local institutions late.",
        "What has worked historically: rolling on the Monday beat rolling on expiry day in 17 of the last 28 "
        "quarters, by an average of 0.06 points. Selling the roll when basis is above fair by more than 0.3 "
        "has a decent hit rate but small edge after fees. A trader who bought the spread every time it traded "
        "below -0.4 would have made money in 2021-2023 and lost it all in 2024.",
        "Roll history (quarter | avg calendar spread | fair | roll share Mon-Tue | expiry-day vol share):",
    ]
    rows = []
    for y in range(2019, 2026):
        for q in ("Mar", "Jun", "Sep", "Dec"):
            rows.append(f"{y} {q} | {r.uniform(-0.9, 0.6):+.2f} | {r.uniform(-0.5, 0.3):+.2f} | "
                        f"{r.uniform(45, 75):.0f}% | {r.uniform(8, 22):.0f}%")
    tail = [
        "Caveats: 2020 and 2024 were distorted by short-selling bans and rule changes; the night session "
        "changes in 2025 moved some roll volume offshore-hours. Mini futures roll later and thinner.",
        "For the options book, remember that Dec puts expire with the futures; anything we hold there "
        "either gets rolled or lapses. This is a checklist item, not a recommendation either way.",
    ]
    return "\n\n".join(paras) + "\n" + "\n".join(rows) + "\n\n" + "\n\n".join(tail)


def post_mortem(r):
    lines = ["**Post-mortem: 18 Nov 000660 stop-out (history, for the file)**",
             "We were stopped out of half the 000660 position when the HBM4 rumour hit at 10:12. Timeline below "
             "is from the HTS log. Lesson: the stop was inside the day's noise band and we paid for it.", "",
             "time | event | qty | px"]
    px = 612000
    for i in range(14):
        px -= r.randint(0, 4) * 1000
        lines.append(f"10:{12 + i:02d} | {'체결 매도' if i % 3 == 0 else '호가 변동'} | {r.randint(1, 9) * 100 if i % 3 == 0 else '-'} | {w(px)}")
    lines += ["", "Total sold that day 3,000주 avg 598,700. We bought back 2,000 three days later at 571,000 "
              "which, in hindsight, was fine. No change to process proposed here; discussion next Monday."]
    return "\n".join(lines)


def options_board(r, fut, label):
    atm = int(fut / 2.5) * 2.5
    lines = [f"K200 Dec options board {label} · F {f2(fut)} · 잔존 {r.randint(4, 5)}일",
             "strike | C bid/ask | C OI | P bid/ask | P OI | IV"]
    for k in range(-12, 13):
        st = atm + k * 2.5
        c = max(0.01, (fut - st) + 3.2 - abs(k) * 0.2) if k <= 0 else max(0.01, 3.2 * (0.78 ** k))
        pv = max(0.01, (st - fut) + 3.2 - abs(k) * 0.2) if k >= 0 else max(0.01, 3.2 * (0.78 ** -k))
        lines.append(f"{st:.1f} | {c:.2f}/{c + 0.02:.2f} | {w(r.randint(900, 40000))} | {pv:.2f}/{pv + 0.02:.2f} | "
                     f"{w(r.randint(900, 40000))} | {r.uniform(15, 26):.1f}")
    lines.append("src: KRX 실시간 · HTS-Bridge snapshot (quotes only)")
    return "\n".join(lines)


BROKERS = ["Mirae Asset", "Samsung Securities", "KB Securities", "NH Investment", "Kiwoom", "Macquarie", "CLSA", "Morgan Stanley"]


def broker_digest(r):
    lines = ["Sell-side digest (unheld names, FYI — consensus only):"]
    for code, en, ko, _ in r.sample(NOT_HELD, 5):
        b = r.choice(BROKERS)
        old = r.randint(80, 400) * 1000
        lines.append(f"• {b} on {en} ({code}): TP {w(old)} → {w(old + r.choice([-1, 1]) * r.randint(5, 40) * 1000)}, "
                     f"rating {r.choice(['Buy', 'Hold', 'Outperform', 'Neutral'])}. Key point: {r.choice(['margin recovery in 2H', 'capex cut', 'China demand', 'value-up buyback', 'regulatory overhang'])}.")
    lines.append("Nothing here touches the book; logging for the weekly.")
    return "\n".join(lines)


def model_note(r):
    head = ["**Consensus tracker refresh — memory (sell-side numbers, not house view)**",
            "Quarterly refresh of the consensus grid from FnGuide. These are the street's figures; our own model "
            "is unchanged and is not discussed here. Use for reference when reading broker notes.", "",
            "name | FY | revenue (조원) | OP (조원) | EPS (원) | # est | high | low"]
    rows = []
    for name in ("SK hynix", "Samsung Electronics", "Micron (USD bn)", "Kioxia (JPY bn)"):
        for fy in ("2025A", "2026E", "2027E", "2028E"):
            rev = r.uniform(40, 330)
            op = rev * r.uniform(0.1, 0.45)
            rows.append(f"{name} | {fy} | {rev:.1f} | {op:.1f} | {w(r.randint(3000, 60000))} | {r.randint(12, 31)} | "
                        f"{op * 1.2:.1f} | {op * 0.8:.1f}")
    tail = ["", "Revisions over the last 4 weeks: 2026E OP up 3.1% for the group, with the upgrades concentrated in "
            "HBM-exposed names. Dispersion between the high and low estimate widened, which is typical before "
            "qualification news. Historically the street has underestimated upcycles by 10-20% in year one "
            "and overestimated the second year by a similar amount; 2018 and 2021 are the templates.",
            "DRAM contract price assumptions in consensus: Q1 +8%, Q2 +5%, Q3 +2%, Q4 flat. NAND: Q1 +4%, then flat. "
            "Capex assumptions for the big three: +14% in 2026, +6% in 2027.",
            "Back-of-envelope: each 1% DRAM ASP change moves the group 2026E OP by ~1.4%. That is the only "
            "sensitivity worth remembering from this table."]
    return "\n".join(head + rows + tail)


PROSE = [
    "Korea discount: the value-up program has narrowed the gap to regional peers by roughly a third since "
    "early 2024, mostly through financials and holding companies announcing buybacks and cancellation. The "
    "tech heavyweights were less affected because their multiples are driven by the memory cycle, not by "
    "governance. Any legislative slippage on the commercial act amendment would hit holdcos first.",
    "Retail participation remains the swing factor for the cash market. Margin balances are near the 2021 "
    "highs, and the retail cohort has been a consistent buyer on down days. That cushions drawdowns in the "
    "first few sessions but makes the third and fourth day of a sell-off ugly when margin calls land.",
    "Foreign ownership of the KOSPI sits around 31%, below the 10-year average of 34%. Passive flows follow "
    "the MSCI weight, which in turn follows the won. Active foreign funds have been underweight Korea for "
    "most of the year and tend to re-enter through the two memory names and the large banks.",
    "Derivatives structure: KOSPI 200 options are among the most liquid index options in Asia, but the "
    "weekly expiries now take a meaningful share of volume. Dealers are generally short gamma below the "
    "index's recent range, which can accelerate moves into expiry Thursdays. The night session adds depth "
    "but not much, and it is dominated by foreign accounts hedging US-hours risk.",
    "Macro: the Bank of Korea is on hold with an easing bias, constrained by household debt and Seoul "
    "housing. Exports are running +8% y/y on semis while autos and steel are flat to negative. The current "
    "account surplus is large, but exporters keep dollars offshore, which limits the won's recovery.",
    "Sector view (street): semis overweight, autos underweight on tariffs, banks neutral after the value-up "
    "rally, internet underweight until ad trends improve, batteries underweight on EV demand, defence "
    "overweight on export orders, shipbuilding overweight on LNG carriers, utilities underweight on tariffs.",
    "Liquidity: average daily turnover in the KOSPI is about 11 trillion won, with the top 10 names taking "
    "close to half. Block trades in the large caps usually price at 2-4% discounts and are absorbed within "
    "two sessions. Closing auction volume has risen to around 9% of the day, higher on index events.",
    "Regulation: short selling resumed with the new electronic monitoring system, and the borrow market for "
    "the large caps is functioning normally again. Lending fees for the memory names are under 1% for now. "
    "The FSC's disclosure enforcement on insider trading pre-announcement rules starts in January.",
    "Calendar risk over the next month: Dec expiry, the MSCI and FTSE index reviews, the BoK minutes, the US "
    "CPI and FOMC, year-end dividend record dates (ex-date effects on futures fair value), and the "
    "January effect that historically favours small caps in the first two weeks.",
    "What would change the street's mind: a clear HBM4 qualification result, a tariff deal for autos, "
    "a won move through 1,400 in either direction, or a sustained return of foreign buying in the cash "
    "market. None of these is scheduled; all of them are live.",
]


def weekly_memo(r):
    paras = PROSE[:]
    r.shuffle(paras)
    sec = ["sector | 1w | 1m | ytd | fwd PE | foreign own"]
    for name in ("Semis", "Autos", "Banks", "Insurance", "Internet", "Batteries", "Chemicals", "Steel", "Shipbuilding",
                 "Defence", "Utilities", "Telecom", "Bio", "Retail", "Construction"):
        sec.append(f"{name} | {r.uniform(-5, 5):+.1f}% | {r.uniform(-9, 9):+.1f}% | {r.uniform(-20, 60):+.1f}% | "
                   f"{r.uniform(5, 30):.1f}x | {r.uniform(10, 55):.0f}%")
    return ("**Weekly Korea strategy memo (street + our reading, background only)**\n\n" + "\n\n".join(paras)
            + "\n\n" + "\n".join(sec) + "\n\nNo positioning changes come out of this memo; it is reading material.")


def explainer(r):
    paras = PROSE[:]
    r.shuffle(paras)
    return ("For the new joiner, a primer on how this market behaves (from my onboarding doc):\n\n" + "\n\n".join(paras)
            + "\n\nSidecar: triggered when KOSPI 200 futures move 5% vs previous close for 1 minute; program orders "
            "held for 5 minutes. Circuit breakers at 8/15/20% on the index. Price limits ±30% on cash stocks. "
            "None of this is a trade idea, just how the plumbing works.")


CHAT2 = [
    "오늘 오전 외국계 창구 매도가 좀 이상하게 많네요. 패시브 리밸인지 액티브 청산인지 구분이 안 되는데, 장 끝나고 창구별로 한번 정리해볼게요.",
    "선물 베이시스가 이론가 대비 0.4 정도 낮게 유지되는 중이에요. 차익거래 물량이 아직 안 들어오는 것 같고, 만기 주간이라 그런 듯합니다.",
    "회의록 공유합니다: (1) 만기 롤 일정 월요일 확정 (2) 야간 당번표 다음 주분 업데이트 (3) HTS 마스킹 설정 점검. 빠진 거 있으면 댓글로.",
    "I spoke to the prime broker about the borrow availability list; nothing changed for the large caps, the fee table is in the shared drive.",
    "점심 후에 IT팀이 HTS-Bridge 패치 올린다고 했는데 장중에는 안 한다고 확인받았어요. 장 마감 후 17시 예정.",
    "Anyone else seeing the KRX market data feed lag on the options board? It's about 300ms behind the futures this morning.",
    "개인 투자자 신용잔고 다시 늘어나는 추세. 지난 3주 연속 증가, 21조 넘었음. 하락장 오면 반대매매 물량 조심해야 할 듯.",
    "The compliance team wants us to stop using personal messengers for anything trade-related. Everything here or on the recorded line, please.",
    "오늘 야간 당번 누구죠? 제가 23시까지는 볼 수 있는데 그 이후는 어렵습니다. 교대 가능하신 분?",
    "Chart of foreign futures positioning vs the index over the last 60 days is in the drive; the correlation broke down in November.",
    "중국 경기지표 부진으로 철강/화학 약세. 우리 북이랑은 거리가 있지만 지수 전체 분위기에는 영향 있어서 공유.",
    "The broker's algo desk says VWAP participation in the large caps is running at 12-14% today, a bit above normal for a Friday.",
    "다음 주 월요일 아침 8시 전략회의 장소 7층 대회의실로 변경. 자료는 일요일 밤까지 올려주세요.",
    "Quick reminder that the KRX holiday calendar for next year is out: 1 Jan, Lunar New Year 16-18 Feb, plus the usual. Posted in #ops.",
    "외국인 보유비중 데이터 업데이트 완료. 반도체 대형주 보유비중이 한 달 사이 1.2%p 빠졌어요. 재진입 시점이 관건.",
    "I'm out Monday morning for the dentist, back by 10:30. Daniel covers research pings until then.",
    "장중에 HTS 알림 소리 너무 커서 옆 팀에서 민원 들어옴 ㅋㅋ 볼륨 좀 줄여주세요.",
    "Desk dinner next Thursday after expiry, 19:00 near Yeouido station. Reply with dietary stuff by Tuesday.",
    "원화 약세가 수출주 실적에는 좋지만 외국인 입장에서는 환차손이라 매도 압력이 되는 딜레마, 결국 방향은 수급이 결정할 듯.",
    "The new intern starts Monday; I'll pair them with Seoyeon for the first week on the execution side.",
    "야간선물 거래량이 지난주 대비 30% 정도 늘었네요. 미국 장 변동성 커진 영향인 듯.",
    "Vendor says the DART API timeout issue is on their side, they're adding capacity this weekend.",
]


def program_table(r, upto):
    lines = [f"[프로그램 매매 동향] 시간대별 누적 (억원) ~{upto}", "time | 차익 | 비차익 | 합계 | 외국인 비차익"]
    a = b = c = 0
    h, m = 9, 0
    while f"{h:02d}:{m:02d}" <= upto:
        a += r.randint(-80, 80)
        b += r.randint(-400, 350)
        c += r.randint(-300, 250)
        lines.append(f"{h:02d}:{m:02d} | {a:+,} | {b:+,} | {a + b:+,} | {c:+,}")
        m += 15
        if m == 60:
            h, m = h + 1, 0
    lines.append("KRX 잠정 · FlowTracker")
    return "\n".join(lines)


def futures_tape(r, fut, label):
    lines = [f"K200F 2612 tape {label} (last 20 prints)", "time | px | qty | aggressor"]
    t0 = r.randint(0, 40)
    for i in range(20):
        lines.append(f"{label[:2]}:{t0 + i // 2:02d}:{r.randint(0, 59):02d} | {f2(fut + r.randint(-6, 6) * 0.05)} | "
                     f"{r.randint(1, 60)} | {r.choice(['BUY', 'SELL'])}")
    lines.append(f"bid {f2(fut - 0.05)} x {r.randint(50, 400)} / ask {f2(fut)} x {r.randint(50, 400)} · OI {w(r.randint(280000, 330000))}")
    return "\n".join(lines)


def minutes_note(r):
    items = [
        "Attendees: Jiwon (chair), Minsu, Seoyeon, Daniel, risk (Hyunwoo), compliance (Sora).",
        "1. Review of November: the desk was up on the month, driven by the memory longs; the futures hedge cost "
        "about a fifth of the gain. The 18 Nov stop-out was discussed at length (see post-mortem).",
        "2. Limits: no changes were agreed last Friday. Risk noted that single-name utilisation on the memory names "
        "ran above 85% on four days and asked for earlier warnings from RiskGuard, which ops has since added.",
        "3. Process: approvals must be explicit in the channel, not in DMs. Emoji alone is acceptable only from the "
        "head trader and only as a reply to the proposal itself. Compliance will sample the log monthly.",
        "4. Research: Daniel to circulate the skew note this week; the committee did not take a view on hedging "
        "in that meeting and asked for the proposal to come through the normal channel.",
        "5. Ops: HTS masking of account numbers to be re-checked after the bridge upgrade; DART poller to get a "
        "second endpoint. Night-session rota unchanged through year end.",
        "6. AOB: year-end dividend record date handling for the futures fair value; intern onboarding; the Seoul "
        "office move in February.",
    ]
    return "**Risk committee minutes — last Friday (for the record, already circulated)**\n\n" + "\n\n".join(items)


def us_recap(r):
    rows = ["ticker | close | chg | note"]
    for t, note in [("NVDA", "guidance chatter"), ("MU", "DRAM pricing"), ("AMD", "MI400 timing"), ("AVGO", "custom ASIC"),
                    ("TSM ADR", "CoWoS"), ("ASML", "orders"), ("AMAT", "China"), ("LRCX", "NAND capex"), ("INTC", "foundry"),
                    ("QCOM", "handsets"), ("AAPL", "iPhone mix"), ("TSLA", "EV demand"), ("GM", "tariffs"), ("F", "tariffs")]:
        rows.append(f"{t} | {r.uniform(20, 900):.2f} | {r.uniform(-4, 4):+.2f}% | {note}")
    return ("US close recap for the Asia open (for colour; the Korean read-across is the usual suspects):\n\n"
            "Semis led again with the SOX up on the session, memory and equipment outperforming. Autos lagged on "
            "another round of tariff comments from Washington. Breadth was poor: fewer than 40% of S&P names rose. "
            "Rates drifted lower after a soft ISM services print; the dollar eased against the majors but not "
            "against the Asian high-beta currencies. Oil slipped, gold held near its highs.\n\n" + "\n".join(rows))


ACKS = ["ㅇㅋ", "👍", "넵", "thx", "ㄱㅅ", "🙏", "ok", "ㅇㅇ", "확인요", "👀", "ty", "🫡"]


# --------------------------------------------------------------------------- the day script

def build_day(rng: random.Random, day: Day, date_str: str, ch_index: int) -> None:
    r = rng
    A = day.add
    main_code = r.choice(["005930", "000660"]) if ch_index % 2 == 0 else "000660"
    if ch_index == 0 and r.random() < 0.7:
        main_code = "005930"
    other_code = "000660" if main_code == "005930" else "005930"
    main_en, main_ko = STOCKS[main_code]
    other_en, other_ko = STOCKS[other_code]
    sam = r.randrange(980, 1100) * 100
    hyn = r.randrange(545, 600) * 1000
    px = {"005930": sam, "000660": hyn}
    tick = 100 if main_code == "005930" else 1000
    main_px = px[main_code]
    main_qty = 30000 if main_code == "005930" else 6000
    main_qty = int(main_qty * r.choice([0.8, 1, 1.2]))
    stop0 = main_px - 33 * tick
    tp = main_px + 75 * tick
    fut = round(r.uniform(570, 600) * 20) / 20
    fut_qty = r.choice([10, 12, 15, 20])
    strike = int(fut * 0.955 / 5) * 5
    put_px = round(r.uniform(3.5, 5.0) * 20) / 20
    put_qty = r.choice([100, 120, 150, 200])
    usd = round(r.uniform(1425, 1465), 1)
    usd_qty = r.choice([100, 150, 200, 250])
    nav = r.randrange(460, 540) * 500
    hmc = r.randrange(460, 520) * 500
    add_px = hyn - 8000
    add_qty, add_cut = 8000, 5000
    ords = [f"{r.randrange(10**6, 10**7):07d}" for _ in range(10)]
    p = {"date": date_str, "fut_night": f2(fut - 1.35), "fut_prev": f2(fut + 0.6), "usd_ndf": f"{usd + 2.3:,.1f}",
         "usd": f"{usd:,.1f}", "main_code": main_code, "main_en": main_en, "main_qty": main_qty,
         "fut_qty": fut_qty, "put_name": f"K200 P {strike} Dec", "put_qty": put_qty, "put_px": f2(put_px),
         "usd_qty": usd_qty, "gross": r.choice(["1.8x", "1.75x", "1.9x"])}
    J = lambda s: r.uniform(0, s)

    # ---------------- noise backbone
    for h in range(24):
        A(T(h, 7, J(120)), "mon", f"♥ hts-bridge up · rtt {r.randint(8, 31)}ms · seq {r.randint(80000, 99999)} · dart ok · yna ok · flow ok · "
             f"risk-engine ok · queue {r.randint(0, 9)} · mem {r.randint(30, 70)}% · disk {r.randint(40, 60)}% · build 3.14",
          kind="noise")
    for h in (8, 10, 12, 14, 16, 20):
        A(T(h, 41, J(60)), "risk", f"RISK | hb | all 한도 ok | util={r.uniform(40, 79):.1f}% | var_1d={r.uniform(1.1, 2.4):.2f}bn",
          kind="noise")
    for t, txt in [(T(5, 0, 1), "🌙 야간선물 마감 (05:00 KST)"), (T(8, 30, 0.5), "🔔 장전 동시호가 시작 08:30"),
                   (T(9, 0, 0.3), "🔔 KRX 장 시작 09:00 KST · 정규장 open"), (T(15, 20, 0.4), "🔔 장마감 동시호가 15:20"),
                   (T(15, 30, 0.6), f"🔔 KRX 장 마감 15:30 · KOSPI 200 {f2(fut - r.uniform(-2, 2))}"),
                   (T(18, 0, 0.2), "🌙 야간선물 개장 18:00 KST")]:
        A(t, "bell", txt, kind="noise")
    pnl = r.uniform(-300, 400)
    for h in (9, 10, 11, 12, 13, 14, 15):
        pnl += r.uniform(-90, 110)
        A(T(h, 30, J(30)), "pnl",
          f"PnL {h:02d}:30 KST | day {pnl:+.1f}M KRW | mtd {pnl * 7.3 + 1200:+.0f}M\n"
          f"005930 {r.uniform(-80, 120):+.1f}M · 000660 {r.uniform(-150, 200):+.1f}M · K200F {r.uniform(-60, 60):+.1f}M · "
          f"opts {r.uniform(-20, 20):+.1f}M · USDKRW {r.uniform(-15, 15):+.1f}M\ngross 1.52x · net 0.61x · cash 11.8%\n"
          + "\n".join(f"{k} | pos {v} | mark {r.uniform(-1.5, 1.5):+.2f}% | contrib {r.uniform(-40, 60):+.1f}M"
                      for k, v in [("005930", "long"), ("000660", "long"), ("K200F 2612", "short"), ("K200 P Dec", "long"),
                                   ("USDKRW F 2612", "short"), ("cash", "-")]),
          kind="noise")
    A(T(6, 0, J(20)), "cron", f"cron[dart-sync] ok · {r.randint(8, 30)} filings fetched · took {r.uniform(2, 9):.1f}s", kind="noise")
    A(T(7, 0, J(20)), "cron", "cron[premarket-brief] generated · 7 sections · posted to #research", kind="noise")
    A(T(17, 5, J(20)), "cron", f"cron[eod-recon] breaks=0 · positions={r.randint(7, 9)} · cash recon ok", kind="noise")
    A(T(23, 55, J(20)), "cron", "cron[log-rotate] ok · 3 files · 41.2MB", kind="noise")
    A(T(17, 20, J(60)), "ci", f"deploy-bot: risk-engine v3.14.{r.randint(2, 9)} → prod ✅ (ci #{r.randint(4000, 4999)}, 3m{r.randint(10, 59)}s)", kind="noise")
    A(T(2, 10, J(60)), "ci", "deploy-bot: hts-bridge nightly build #912 passed · 214 tests · not deployed", kind="noise")
    A(T(12, 44, J(60)), "dart", stack_trace(r), kind="noise")
    A(T(19, 12, J(60)), "dart", stack_trace(r), kind="noise")
    for t, code in [(T(9, 47), "000660"), (T(10, 58), "005930"), (T(13, 26), "000660"), (T(14, 51), "005930")]:
        lvl = px[code] + r.choice([-1, 1]) * r.randint(5, 20) * (1000 if code == "000660" else 100)
        A(t + J(50), "hts", f"⚠️ ALERT {code} {w(lvl)} ({r.uniform(-3.5, 3.5):+.1f}%) crossed alert level", kind="noise")
    recon = []
    for i, t in enumerate([T(3, 12, 4), T(3, 12, 9), T(3, 12, 17)]):
        sess = f"{r.getrandbits(24):06x}"
        recon.append(A(t, "hts", f"hts-bridge: ws closed (1006), reconnecting… attempt {i + 1} sess={sess}", kind="noise"))
    day.bulk.append((T(3, 40, J(30)), recon))
    A(T(3, 13, J(20)), "hts", "hts-bridge: reconnected after 21.4s, resubscribed 48 symbols", kind="noise")
    A(T(11, 3, J(40)), "hts", "hts-bridge: ws ping timeout, reconnected in 1.8s (resubscribed 48)", kind="noise")
    A(T(6, 30, J(60)), "triage", f"cron[triage] scanned {r.randint(18, 40)} items overnight · 0 routed · 0 flagged", kind="near")
    for t in sorted(r.sample(range(int(T(8, 0)), int(T(22, 30))), 12)):
        A(t, r.choice(["minsu", "seoyeon", "daniel", "jiwon"]), r.choice(ACKS), kind="noise")
    chat_pool = CHAT[:]
    r.shuffle(chat_pool)
    for i, t in enumerate(sorted(r.sample(range(int(T(7, 30)), int(T(23, 0))), 22))):
        A(t, r.choice(["minsu", "seoyeon", "daniel", "jiwon"]), chat_pool[i % len(chat_pool)])
    typo = A(T(13, 51, J(20)), "minsu", "ㅁㄴㅇㄹ 잘못침 keyboard-mash-7q")
    typo["delete"] = typo["t"] + 14

    # ---------------- bulk colour (chat, digests, reports)
    talk = TALK[:]
    r.shuffle(talk)
    for i, t in enumerate(sorted(r.sample(range(int(T(8, 0)), int(T(17, 30))), len(talk)))):
        A(t, r.choice(["minsu", "seoyeon", "daniel", "jiwon"]), talk[i])
    for h in (8, 10, 12, 14, 16, 18):
        A(T(h, 2, J(60)), "dart", dart_digest(r, h), kind="near")
    for h in (7, 9, 11, 13, 15, 20):
        A(T(h, 55, J(60)), "yna", "", embeds=[yna_digest(r, h)], kind="near")
    A(T(12, 1, J(30)), "risk", risk_report(r, "midday"), kind="noise")
    for t, lbl in [(T(9, 10, J(60)), "09:10"), (T(12, 5, J(60)), "12:05"), (T(14, 58, J(60)), "15:00")]:
        A(t, "hts", options_board(r, fut + r.uniform(-1.5, 1.5), lbl), kind="noise")
    A(T(8, 12, J(100)), "daniel", broker_digest(r), kind="near")
    A(T(16, 40, J(100)), "seoyeon", broker_digest(r), kind="near")
    A(T(17, 55, J(300)), "daniel", model_note(r), kind="near", idiom=("consensus model tables, numbers only", "not_hard"))
    c2 = CHAT2[:]
    r.shuffle(c2)
    for i, t in enumerate(sorted(r.sample(range(int(T(7, 45)), int(T(23, 30))), len(c2)))):
        A(t, r.choice(["minsu", "seoyeon", "daniel", "jiwon"]), c2[i])
    A(T(1, 30, J(300)), "flow", flow_table(r, p, "야간 CME 연계"), kind="near")
    A(T(7, 10, J(300)), "daniel", weekly_memo(r), kind="near")
    A(T(6, 48, J(300)), "daniel", us_recap(r), kind="near")
    A(T(18, 30, J(300)), "jiwon", minutes_note(r), kind="near", idiom=("minutes recounting past limit discussion", "not_hard"))
    for t, upto in [(T(11, 0, 30), "11:00"), (T(13, 30, 40), "13:30"), (T(15, 45, 30), "15:45")]:
        A(t, "flow", program_table(r, upto), kind="near")
    for t, lbl in [(T(10, 40, J(60)), "10:40"), (T(14, 15, J(60)), "14:15"), (T(11, 50, J(60)), "11:50")]:
        A(t, "hts", futures_tape(r, fut + r.uniform(-1, 1), lbl), kind="noise")
    for t, lbl in [(T(10, 30, J(60)), "10:30"), (T(13, 40, J(60)), "13:40")]:
        A(t, "hts", options_board(r, fut + r.uniform(-1.5, 1.5), lbl), kind="noise")
    A(T(17, 15, J(300)), "daniel", explainer(r), kind="near")
    A(T(10, 31, J(60)), "flow", flow_table(r, p, "10:30 장중"), kind="near")
    A(T(14, 31, J(60)), "flow", flow_table(r, p, "14:30 장중"), kind="near")
    A(T(15, 41, J(30)), "risk", risk_report(r, "close"), kind="noise")
    A(T(16, 50, J(200)), "daniel", roll_note(r), kind="near", idiom=("roll playbook with history table, no decision", "not_hard"))
    A(T(17, 40, J(200)), "jiwon", post_mortem(r), kind="near", idiom=("post-mortem fills told as history", "not_hard"))

    # ---------------- pre-market
    A(T(7, 32, J(60)), "daniel", morning_brief(r, p), kind="near", idiom=("long bilingual morning brief, no decision", "not_hard"))
    s = T(7, 40, J(60))
    m_news = A(s, "yna", "", kind="hard", embeds=[embed(
        f"[속보] {STOCKS['005930'][1]}, 평택 P5 라인 투자 재개…HBM4 증설",
        "Samsung Electronics will resume construction of the Pyeongtaek P5 fab line, people familiar said, "
        "with first HBM4 output targeted for late 2027. 투자 규모는 약 30조원으로 추정.",
        author="연합뉴스 · Yonhap", footer="YNA 07:4x KST · 기업", url="https://en.yna.example/view/AEN2026120400010")],
        hard=H("held_position_news", ["Samsung Electronics", "P5"], "embed"),
        idiom=("Hangul+English Yonhap embed on held name by company name", "held_position_news"))
    nh = r.sample(NOT_HELD, 4)
    c, en, ko, hl = nh[0]
    lg = A(s + 240 + J(60), "yna", "", kind="near", embeds=[embed(f"{ko} ({en}) {hl}", f"{en} {hl}. Shares fell in pre-market indications.",
                                                                  author="연합뉴스 · Yonhap", footer="YNA · 기업")],
           idiom=("Yonhap embed on a name the desk does not hold", "not_hard"))
    lg_pass = r.random() < 0.6
    if lg_pass:
      A(lg["t"] + 300, "jiwon", f"{ko}는 우리 북 아님, pass — no action", ref=lg, kind="hard",
      hard=H("no_route_decision", [ko, "no action"], "reply"), idiom=("Korean reply passing on unheld headline", "no_route_decision"))
    s = T(7, 51, J(60))
    rcp = f"2026120480{r.randint(1000, 9999)}"
    d1 = A(s, "dart", "", kind="hard", embeds=[embed(
        "SK하이닉스 (000660) 주요사항보고서(자기주식취득결정)",
        "취득예정주식 보통주 2,000,000주 · 취득방법 장내매수 · 취득기간 2026-12-07 ~ 2027-03-06",
        fields=[("회사", "SK하이닉스 / SK hynix"), ("종목코드", "000660"), ("보고서", "자기주식취득결정")],
        footer=f"DART rcept_no {rcp}", url=f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={rcp}")],
        hard=H("held_position_news", ["000660", "자기주식취득결정"], "embed"))
    A(s + 95, "triage", f"route item=DART-{rcp} (000660 자기주식취득) → owner=seoyeon.lee reason=held_name priority=high",
      ref=d1, kind="hard", hard=H("route_decision", [f"DART-{rcp}", "seoyeon.lee"], "structured"),
      idiom=("triage bot key=value route line", "route_decision"))
    c, en, ko, hl = nh[1]
    rcp2 = f"2026120480{r.randint(1000, 9999)}"
    d2 = A(s + 240, "dart", "", kind="near", embeds=[embed(f"{ko} ({c}) 기타 주요경영사항(자율공시)", f"{en}: {hl}",
                                                           fields=[("종목코드", c)], footer=f"DART rcept_no {rcp2}")])
    A(s + 300, "triage", f"route item=DART-{rcp2} ({c} {ko}) → none reason=not_held,not_watchlist", ref=d2, kind="hard",
      hard=H("no_route_decision", [f"DART-{rcp2}", "none"], "structured"))
    A(T(8, 5, J(120)), "minsu",
      f"{other_en} view update: 채널체크 두 군데서 HBM4 qual slip 확인됨. cutting conviction on {other_code} from high to medium, "
      f"core는 유지하되 추가 매수 안 함. 손절 라인은 그대로.", kind="hard",
      hard=H("thesis_update", [other_code, "medium"], "untagged"), idiom=("mixed-language conviction cut", "thesis_update"))
    A(T(8, 20, J(60)), "flow", flow_table(r, p, "전일 확정"), kind="near",
      idiom=("foreign/institution flow table with signed share counts", "not_hard"))

    # main trade
    s = T(8, 31, J(200))
    prop = A(s, "seoyeon", f"[제안] {main_code} {main_ko} 매수 {w(main_qty)}주 @ {w(main_px)} 지정가, 손절 {w(stop0)} / 익절 {w(tp)}\n"
             f"근거: P5 재개 + 외국인 매도 진정. 동시호가 참여.", kind="hard",
             hard=H("trade_proposal", [main_code, "매수", w(main_qty), w(main_px), w(stop0)], "tagged"),
             idiom=("[제안] tag with 주 size and 지정가", "trade_proposal"))
    prop["pin"] = s + 400
    prop["reactions"].append((s + 398, "📌", "jiwon"))
    A(s + 70, "daniel", f"interesting — what's the borrow look like if we need to hedge {main_code} single-name? and why {w(tp)} for 익절?",
      ref=prop, kind="near", idiom=("question about a proposal, not approval", "not_hard"))
    appr = A(s + 150, "jiwon", f"승인. {w(main_qty)}주 그대로 ㄱㄱ", ref=prop, kind="hard",
             hard=H("trade_approval", ["승인", w(main_qty)], "reply"), idiom=("승인 ㄱㄱ short Korean approval reply", "trade_approval"))
    appr["reactions"].append((s + 160, "✅", "seoyeon"))
    A(s + 210, "hts", f"ACK | 주문번호 {ords[0]} | {main_code} {main_ko} | 매수 | {w(main_qty)} | {w(main_px)} | LIMIT | 접수(동시호가)",
      kind="hard", hard=H("trade_confirmation", [ords[0], main_code, "매수", w(main_qty)], "structured"),
      idiom=("HTS pipe ACK line with 주문번호", "trade_confirmation"))
    A(T(8, 47, J(60)), "seoyeon", f"paper: 모의투자 계좌에서 035420 NAVER 매수 500주 @ {w(nav)} 테스트 중 (실주문 아님)", kind="near",
      idiom=("모의투자 paper trade", "not_hard"))
    part = r.randrange(30, 55) * main_qty // 100
    s = T(9, 0, 20 + J(40))
    pf = A(s, "hts", f"FILL | {ords[0]} | {main_code} | 매수 | {w(part)}/{w(main_qty)} | @{w(main_px)} | 부분체결", kind="hard",
           hard=H("trade_fill", [ords[0], w(part), w(main_px)], "structured"), idiom=("부분체결 pipe with x/y qty", "trade_fill"))
    starter = A(s + 300, "seoyeon", f"🧵 {main_code} exec thread — fills/stop 여기서", ref=pf)
    avg = main_px - tick // 5 if tick == 100 else main_px
    A(s + 600 + J(200), "hts", "", thread=starter, kind="hard", embeds=[embed(
        "체결 Execution report", f"{main_ko} 전량체결",
        fields=[("종목", f"{main_code} {main_ko}"), ("구분", "매수 BUY"), ("수량", w(main_qty)), ("평균가", w(avg))],
        footer=f"주문번호 {ords[0]} · KRX · HTS-Bridge", author="HTS")],
        hard=H("trade_fill", [main_code, "BUY", w(main_qty), w(avg)], "embed"), idiom=("embed-only fill in thread", "trade_fill"))
    stop1, stop2, stop3 = main_px - 22 * tick, main_px - 15 * tick, main_px - 11 * tick
    A(s + 1200, "minsu", f"손절 {w(stop2)}쯤으로 올리는 거 어때? 너무 타이트한가", thread=starter, kind="near",
      idiom=("question about moving a stop, no decision", "not_hard"))
    sm = A(s + 1500, "seoyeon", f"{main_code} 손절 {w(stop1)}으로 상향 (익절 {w(tp)} 유지)", thread=starter, kind="hard",
           hard=H("stop_or_target_change", [main_code, "손절", w(stop3)], "untagged"),
           idiom=("stop moved twice by editing same message", "stop_or_target_change"))
    sm["edits"] = [(T(10, 47, J(60)), f"{main_code} 손절 {w(stop2)}으로 상향 (익절 {w(tp)} 유지)", w(stop1)),
                   (T(13, 12, J(60)), f"{main_code} 손절 {w(stop3)}으로 상향 (익절 {w(tp)} 유지)", w(stop2))]
    A(s + 1560, "jiwon", "👍", thread=starter, kind="noise")

    # watchlist NAVER
    s = T(9, 15, J(120))
    nv = A(s, "yna", "", kind="hard", embeds=[embed(
        "NAVER, 네이버파이낸셜 합병 비율 확정…주주총회 내년 2월",
        f"NAVER (035420) set the merger ratio with Naver Financial; shares indicated at {w(nav)} won, up 2.1%.",
        author="연합뉴스 · Yonhap", footer="YNA · IT/인터넷")],
        hard=H("watchlist_news", ["NAVER", "035420"], "embed"))
    A(s + 180, "jiwon", "NAVER 건은 워치만, 지금은 no action", ref=nv, kind="hard",
      hard=H("no_route_decision", ["NAVER", "no action"], "reply"))
    if not lg_pass:
        A(T(14, 5, J(300)), "daniel", f"NAVER: flipping our view from neutral to bullish after the Q4 ad data and the merger ratio. "
          "Still watchlist only, no position yet.", kind="hard", hard=H("thesis_update", ["NAVER", "bullish"], "untagged"))

    # futures hedge shorthand
    s = T(9, 30, J(200))
    fp = A(s, "minsu", f"k200 fut dec s {fut_qty} @ {f2(fut)} hedge, stp {f2(fut + 3.5)}", kind="hard",
           hard=H("trade_proposal", ["k200 fut dec", f"s {fut_qty}", f2(fut), f2(fut + 3.5)], "shorthand"),
           idiom=("shorthand s N @ px futures hedge", "trade_proposal"))
    A(s + 40, "jiwon", f"ok go, {fut_qty} lots max", ref=fp, kind="hard", hard=H("trade_approval", ["ok go", f"{fut_qty} lots"], "reply"),
      idiom=("ok go English reply approval", "trade_approval"))
    A(s + 75, "hts", json.dumps({"type": "order_ack", "ord_no": ords[1], "code": "101WC000", "name": "KOSPI200 F 2612",
                                 "side": "SELL", "qty": fut_qty, "px": f2(fut), "status": "ACCEPTED"}, ensure_ascii=False),
      kind="hard", hard=H("trade_confirmation", [ords[1], "101WC000", "SELL", "ACCEPTED"], "structured"),
      idiom=("HTS JSON order_ack", "trade_confirmation"))
    ff = A(s + 140, "hts", f"체결 | {ords[1]} | KOSPI200 F 2612 (101WC000) | SELL | {fut_qty} | {f2(fut - 0.05)}", kind="hard",
           hard=H("trade_fill", [ords[1], "SELL", str(fut_qty), f2(fut - 0.10)], "structured"))
    ff["edits"] = [(s + 700, f"체결 | {ords[1]} | KOSPI200 F 2612 (101WC000) | SELL | {fut_qty} | {f2(fut - 0.10)} (정정)", f2(fut - 0.05))]
    A(T(9, 41, J(200)), "hyejin", f"fyi 부산 데스크는 오늘 시가에 005930 50,000주 매수했어요 (연기금 mandate), 겹치면 알려줘요", kind="near",
      idiom=("other desk's trade", "not_hard"))
    A(T(9, 52, J(60)), "flow", "", kind="near", embeds=[embed(
        "Intraday foreign flow 09:50", "외국인 현물/선물 잠정 순매매",
        fields=[("현물", f"{r.randint(-3000, 1000):+,}억"), ("K200 선물", f"{r.randint(-3000, 2000):+,}계약"),
                ("Top sell", f"{main_code} {r.randint(100, 900) * 1000:+,}주".replace("+", "-")), ("Top buy", "012450")],
        footer="FlowTracker · KRX 잠정")])

    # research note with buried put proposal
    s = T(10, 20, J(200))
    rn = A(s, "daniel", research_note(r, p), kind="hard",
           hard=H("trade_proposal", ["buy", str(put_qty), p["put_name"], p["put_px"]], "buried"),
           idiom=("proposal buried mid long English note", "trade_proposal"))
    put_lim = f2(put_px + 0.05)
    A(s + 420, "minsu", f"nice note. {strike}s do look cheap-ish vs realised, tho skew is rich", ref=rn, kind="near")
    A(s + 600, "jiwon", f"P {strike} {put_qty}개 승인, {put_lim}까지 OK", ref=rn, kind="hard",
      hard=H("trade_approval", ["승인", str(put_qty), put_lim], "reply"))
    A(s + 780, "hts", "", kind="hard", embeds=[embed(
        "HTS 체결통보", "", fields=[("종목", p["put_name"]), ("매매", "매수"), ("수량", f"{put_qty}계약"), ("체결가", f2(put_px))],
        footer=f"주문번호 {ords[2]} · KRX 옵션")],
        hard=H("trade_fill", [p["put_name"], "매수", f"{put_qty}계약", f2(put_px)], "embed"))

    # risk breach, mini proposal rejected
    s = T(10, 50, J(100))
    A(s, "risk", f"RISK | desk=SEOUL-EQD | metric=net_delta_krw | 한도=15,000,000,000 | 현재=16,{r.randint(100, 900)},000,000 | "
      "status=초과 BREACH | action=block_new_index_buys", kind="hard",
      hard=H("risk_limit", ["net_delta_krw", "초과", "block_new_index_buys"], "structured"),
      idiom=("risk bot key=value 초과 breach", "risk_limit"))
    mp = A(s + 120, "seoyeon", f"[PROPOSAL] KOSPI200 mini 2612 매수 40계약 @ {f2(fut + 0.7)}, 손절 {f2(fut - 1.9)}", kind="hard",
           hard=H("trade_proposal", ["KOSPI200 mini 2612", "매수", "40계약", f2(fut + 0.7)], "tagged"))
    A(s + 230, "jiwon", "보류. 델타 한도 초과 상태라 미니 매수는 안 됨", ref=mp, kind="hard",
      hard=H("trade_approval", ["보류", "미니 매수"], "reply"), idiom=("보류 rejection reply", "trade_approval"))
    A(T(11, 5, J(100)), "minsu", f"what if we bought 005380 Hyundai Motor on this tariff dip? ~{w(hmc)} looks washed out. just thinking out loud",
      kind="near", idiom=("what-if hypothetical on watchlist name", "not_hard"))

    # watchlist DART Hyundai + route
    s = T(11, 10, J(120))
    hd = A(s, "dart", "", kind="hard", embeds=[embed(
        "현대자동차 (005380) 현금ㆍ현물배당결정", "1주당 배당금 보통주 2,500원 · 배당기준일 2026-12-31",
        fields=[("회사", "현대자동차 / Hyundai Motor"), ("종목코드", "005380")], footer="DART · 유가증권시장")],
        hard=H("watchlist_news", ["005380", "현금ㆍ현물배당결정"], "embed"))
    A(s + 150, "minsu", "routing the 005380 배당 공시 to @exec-agent — check the 배당락 hedge sizing before we touch it", ref=hd,
      kind="hard", hard=H("route_decision", ["005380", "@exec-agent"], "untagged"), idiom=("routing X to agent in prose", "route_decision"))
    c, en, ko, hl = nh[2]
    A(T(11, 20, J(200)), "yna", "", kind="near", embeds=[embed(f"{ko} {hl}", f"{en} ({c}) {hl}.", author="연합뉴스 · Yonhap", footer="YNA")])

    # deleted proposal, hynix add resized by risk, forgotten fill
    s = T(11, 25, J(60))
    dp = A(s, "minsu", f"[제안] 000660 매도 2,000주 @ {w(hyn + 12000)} trim 일부 — 블록딜 대비", kind="hard",
           hard=H("trade_proposal", ["000660", "매도", "2,000주", w(hyn + 12000)], "tagged"))
    dp["delete"] = s + 110
    A(s + 130, "minsu", "sorry wrong channel, 그건 개인계좌 얘기였음")
    s = T(11, 36, J(60))
    ap = A(s, "minsu", f"000660 {w(add_qty)}주 추가 매수 @ {w(add_px)} — 자사주 매입 시작 전에 core 보강. 손절 {w(add_px - 30000)}", kind="hard",
           hard=H("trade_proposal", ["000660", w(add_qty), "추가 매수", w(add_px)], "untagged"))
    A(s + 60, "jiwon", f"go — {w(add_qty)}주 ok", ref=ap, kind="hard", hard=H("trade_approval", ["go", w(add_qty)], "reply"))
    A(s + 150, "risk", f"RESIZE | ord={ords[3]} | 000660 | 매수 {w(add_qty)} → {w(add_cut)} | reason=single-name 한도 4.0% NAV",
      kind="hard", hard=H("risk_limit", [ords[3], w(add_cut), "4.0%"], "structured"), idiom=("risk engine RESIZE of order", "risk_limit"))
    fg = A(s + 520, "hts", f"FILL | {ords[3]} | 000660 | 매수 | {w(add_cut)} | {w(add_px)} | 계좌 5521-31-{r.randint(100000, 999999)} 박**",
           kind="hard", hard=H("trade_fill", [ords[3], "000660", w(add_cut), w(add_px)], "structured"))
    fg["forget"] = s + 1100
    A(s + 1150, "jiwon", "계좌번호 노출된 거 지웠음, HTS 마스킹 설정 확인 부탁")

    A(T(12, 30, J(120)), "flow", flow_table(r, p, "12:30 장중"), kind="near")
    A(T(12, 10, J(200)), "daniel", krw_analysis(r, p), kind="near", idiom=("long FX analysis with trading words, no decision", "not_hard"))

    # KRW hedge
    s = T(13, 0, J(120))
    up = f"{usd:,.2f}"
    up2 = f"{usd + 0.7:,.2f}"
    kp = A(s, "seoyeon", f"USD/KRW Dec fut 매도 {usd_qty}계약 @ {up} — KRW hedge, 외국인 매도 대응", kind="hard",
           hard=H("trade_proposal", ["USD/KRW Dec fut", "매도", f"{usd_qty}계약", up], "untagged"))
    A(s + 45, "jiwon", f"👍 send it — {usd_qty}계약", ref=kp, kind="hard", hard=H("trade_approval", ["send it", f"{usd_qty}계약"], "reply"),
      idiom=("emoji + send it approval", "trade_approval"))
    A(s + 900, "hts", f"CXL | {ords[4]} | USD/KRW F 2612 (175WC000) | 매도 | {usd_qty} | 취소완료 → 정정 신규 {ords[5]} @ {up2}",
      kind="hard", hard=H("trade_confirmation", [ords[4], "취소완료", ords[5]], "structured"))
    A(s + 1020, "hts", "", kind="hard", embeds=[embed(
        "체결 Execution report", "USD/KRW F 2612 전량체결",
        fields=[("Side", "SELL 매도"), ("Qty", f"{usd_qty}"), ("Price", up2)], footer=f"order {ords[5]} · KRX FX futures")],
        hard=H("trade_fill", ["SELL", str(usd_qty), up2, ords[5]], "embed"))
    A(T(13, 22, J(100)), "daniel", f"a stop at {f2(fut + 5)} on the futures hedge would be sensible imo, if anyone's asking", kind="near",
      idiom=("'would be sensible' stop suggestion", "not_hard"))

    # SK hynix news + take-profit
    s = T(13, 30, J(100))
    A(s, "yna", "", kind="hard", embeds=[embed(
        "SK hynix shares jump as HBM4 samples pass Nvidia reliability tests — sources",
        f"SK하이닉스 주가 장중 {w(hyn + 15000)}원 터치. Two people said the final qualification report is due within weeks.",
        author="Yonhap (EN)", footer="YNA · 반도체")],
        hard=H("held_position_news", ["SK hynix", "HBM4"], "embed"))
    tp2 = hyn + 52000
    A(s + 200, "minsu", f"000660 익절 2차 {w(tp2)}으로 올림 (was {w(tp2 - 14000)})", kind="hard",
      hard=H("stop_or_target_change", ["000660", "익절", w(tp2)], "untagged"), idiom=("익절 raise in Korean", "stop_or_target_change"))
    A(T(13, 46, J(100)), "jiwon", "기억나? 2024년 3월에 005930 40,000주 72,800에 체결됐을 때 다들 고점이라고 했던 거 ㅋㅋ", kind="near",
      idiom=("history fill told as anecdote", "not_hard"))
    A(T(14, 0, J(100)), "seoyeon", f"backtest: s {fut_qty} K200F on 2% gap-ups, stop 3pt, exit close → Sharpe 1.1 since 2019, maxDD -8.4%. "
      "not trading it, just logging", kind="near", idiom=("backtest with shorthand trade words", "not_hard"))
    A(T(14, 10, J(100)), "jiwon", "한도 변경: 000660 single-name 한도 4.0% → 3.5% NAV, 지금부터 적용. RiskGuard 업데이트 부탁", kind="hard",
      hard=H("risk_limit", ["000660", "한도", "3.5%"], "untagged"), idiom=("human sets single-name 한도", "risk_limit"))
    A(T(14, 20, J(100)), "yna", "", kind="hard", embeds=[embed(
        "KOSPI 200 정기변경: 6개 종목 편입·6개 편출, 12월 11일 적용",
        "KRX said the KOSPI 200 semi-annual rebalancing takes effect Dec 11; index futures basis may widen into the Dec expiry.",
        author="연합뉴스 · Yonhap", footer="YNA · 증권")],
        hard=H("held_position_news", ["KOSPI 200", "정기변경"], "embed"), idiom=("news on underlying of held futures/options", "held_position_news"))
    A(T(14, 32, J(100)), "minsu", f"thesis check: {main_en} thesis intact after the P5 news — conviction high 유지, target {w(tp + 6 * tick)}",
      kind="hard", hard=H("thesis_update", [main_en, "conviction high", w(tp + 6 * tick)], "untagged"))
    c, en, ko, hl = nh[3]
    A(T(14, 40, J(200)), "jiwon", f"someone should look at {en} after this morning's headline, not today tho", kind="near")
    A(T(15, 36, J(100)), "seoyeon", f"K200 fut short 손절 해제 — removing the {f2(fut + 3.5)} stop, {p['put_name']} covers the tail now", kind="hard",
      hard=H("stop_or_target_change", ["손절 해제", f2(fut + 3.5)], "untagged"))

    # EOD
    A(T(15, 47, J(60)), "pnl", "", kind="noise", embeds=[embed(
        "EOD PnL", f"day {pnl:+.1f}M KRW", fields=[("gross", "1.55x"), ("net", "0.58x"), ("VaR", "1.9bn")], footer="PnL-Snap · marks 15:30")])
    eod = A(T(16, 5, J(200)), "jiwon", eod_wrap(r, p), kind="hard", hard=H("risk_limit", ["gross 한도", p["gross"]], "buried"),
            idiom=("risk limit buried in EOD wrap", "risk_limit"))
    eod["pin"] = eod["t"] + 60
    A(T(16, 32, J(100)), "flow", flow_table(r, p, "16:00 장마감"), kind="near")
    A(T(19, 35, J(200)), "yna", "", kind="near", embeds=[embed("Fed's Waller: December cut 'not a done deal'",
                                                               "US Treasury yields edged higher in Asian trade.", author="Yonhap (EN)")])

    # night session
    if r.random() < 0.85:
        s = T(21, 5, J(600))
        nf = A(s, "minsu", f"야간 K200F 5계약 추가 매도 @ {f2(fut - 1.75)} ㄱ?", kind="hard",
               hard=H("trade_proposal", ["K200F", "5계약", "매도", f2(fut - 1.75)], "shorthand"))
        A(s + 90, "jiwon", "ㅇㅇ 진행, 5계약까지", ref=nf, kind="hard", hard=H("trade_approval", ["진행", "5계약"], "reply"))
        A(s + 200, "hts", f"[야간] FILL | {ords[6]} | KOSPI200 F 2612 | SELL | 5 | {f2(fut - 1.75)}", kind="hard",
          hard=H("trade_fill", [ords[6], "SELL", f2(fut - 1.75)], "tagged"))
    A(T(22, 15, J(200)), "minsu", "CME-linked night futures: 외국인 -1,2xx계약, 미국 장 초반 매도. 우리 헷지는 그대로", kind="near")
    ph = A(T(22, 40, J(100)), "minsu", "내일 아침 연락 010-4471-2290 으로 (회사폰 고장)")
    ph["forget"] = ph["t"] + 900


# --------------------------------------------------------------------------- assemble

def _final(m):
    return m["edits"][-1][1] if m["edits"] else m["content"]


def _text_parts(content, embeds):
    parts = [content]
    for e in embeds:
        parts += [e.get("title", ""), e.get("description", ""), e.get("author", ""), e.get("footer", "")]
        for f in e.get("fields", []):
            parts += [f["name"], f["value"]]
    return "\n".join(parts)


def _idiom_ok(rows, expected):
    same = sum(1 for x in rows if x["expected"] == expected)
    return len(rows) < 20 and same < (6 if expected == "not_hard" else 2)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events: list[tuple] = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ci in range(channels):
        ch_id = str(CHANNEL_BASE + ci * 90071992547)
        worker = (5 + ci) % 32
        seq = 0
        for d in range(days):
            start_ms = end_ms - (days - d) * 86400000
            rng = random.Random(f"{DESK}|{seed}|{ci}|{d}")
            date_str = (datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc) + timedelta(hours=9)).strftime("%Y-%m-%d")
            day = Day(rng, start_ms, ch_id, worker)
            build_day(rng, day, date_str, ci)
            day.msgs.sort(key=lambda m: m["t"])
            last = -1
            for m in day.msgs:
                ms = max(start_ms + int(m["t"] * 1000) + rng.randint(0, 999), last + 1)
                last = ms
                seq += 1
                m["ms"], m["id"] = ms, str(snowflake(ms, worker, seq))
            for m in day.msgs:
                m["ch"] = m["thread"]["id"] if m["thread"] else ch_id
            for k, m in enumerate(day.msgs):
                a_id, a_name, a_bot = AUTHORS[m["who"]]
                msg = {"id": m["id"], "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
                       "created_at": iso(m["ms"]), "content": m["content"], "attachments": [],
                       "embeds": m["embeds"], "reference_id": m["ref"]["id"] if m["ref"] else None, "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["ch"], "message": msg}
                if m["thread"]:
                    ev["parent_channel_id"] = ch_id
                events.append((m["ms"], int(m["id"]), ev))
                base = {"guild_id": GUILD_ID, "channel_id": m["ch"], "message_id": m["id"]}
                for j, (t, content, old) in enumerate(m["edits"]):
                    ems = start_ms + int(t * 1000) + 7
                    events.append((ems, 0, dict(op="edit", **base, edited_at=iso(ems), content=content)))
                    labels["superseded_facts"].append([m["ch"], m["id"], old])
                for t, emoji, who in m["reactions"]:
                    ems = start_ms + int(t * 1000) + 3
                    events.append((ems, 0, dict(op="reaction_add", **base, emoji=emoji, user_id=AUTHORS[who][0], at=iso(ems))))
                if m["pin"]:
                    ems = start_ms + int(m["pin"] * 1000) + 5
                    events.append((ems, 0, dict(op="pin", **base, by=AUTHORS["jiwon"][0], at=iso(ems))))
                state = "edited" if m["edits"] else "live"
                removed_text = _text_parts(m["content"], m["embeds"]).strip()
                if m["delete"]:
                    ems = start_ms + int(m["delete"] * 1000) + 11
                    events.append((ems, 0, dict(op="delete", **base, deleted_at=iso(ems))))
                    state = "deleted"
                if m["forget"]:
                    ems = start_ms + int(m["forget"] * 1000) + 13
                    events.append((ems, 0, dict(op="forget", **base, requested_by=AUTHORS["jiwon"][0], at=iso(ems))))
                    state = "forgotten"
                if state in ("deleted", "forgotten"):
                    labels["removed_texts"].append(removed_text[:80])
                if m["kind"] == "hard":
                    h = dict(channel_id=m["ch"], message_id=m["id"], **m["hard"], final_state=state)
                    labels["hard_events"].append(h)
                elif m["kind"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif m["kind"] == "near":
                    labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and ci == 0 and d == 0 and _idiom_ok(labels["idioms"], m["idiom"][1]):
                    labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
            for t, group in day.bulk:
                ems = start_ms + int(t * 1000) + 17
                events.append((ems, 0, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch_id,
                                        "message_ids": [g["id"] for g in group], "deleted_at": iso(ems)}))
                for g in group:
                    labels["removed_texts"].append(g["content"][:80])
    events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in events], "labels": labels}


# --------------------------------------------------------------------------- check + CLI

def check(out: dict) -> dict:
    events, labels = out["events"], out["labels"]
    msgs, final, removed, chan_of = {}, {}, set(), {}
    last_ms = {}
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            assert iso(ms) == m["created_at"], (m["id"], m["created_at"])
            assert ms >= last_ms.get(ev["channel_id"], 0), "ids out of time order"
            last_ms[ev["channel_id"]] = ms
            msgs[m["id"]] = m
            final[m["id"]] = _text_parts(m["content"], m["embeds"])
            chan_of[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
        elif ev["op"] == "edit":
            final[ev["message_id"]] = _text_parts(ev["content"], msgs[ev["message_id"]]["embeds"])
        elif ev["op"] in ("delete", "forget"):
            removed.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            removed.update(ev["message_ids"])
    for h in labels["hard_events"]:
        assert h["message_id"] in msgs, h
        assert 2 <= len(h["facts"]) <= 5, h
        for f in h["facts"]:
            assert f in final[h["message_id"]], (f, h)
        assert (h["message_id"] in removed) == (h["final_state"] in ("deleted", "forgotten")), h
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        assert mid in msgs, mid
    per = {}
    for mid, m in msgs.items():
        c = per.setdefault(chan_of[mid], {"n": 0, "bytes": 0})
        c["n"] += 1
        c["bytes"] += len(_text_parts(m["content"], m["embeds"]).encode("utf-8"))
    noise, hard = set(labels["noise_message_ids"]), labels["hard_events"]
    return {"events": len(events), "messages": len(msgs), "per_parent_channel": per,
            "hard": len(hard), "noise_frac": round(len(noise) / max(1, len(msgs)), 3),
            "near_miss": len(labels["near_miss_ids"]), "idioms": len(labels["idioms"]),
            "superseded": len(labels["superseded_facts"]), "removed": len(labels["removed_texts"]),
            "by_type": {t: sum(1 for h in hard if h["event_type"] == t) for t in sorted({h["event_type"] for h in hard})}}


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else None
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    print(json.dumps(check(out), ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
