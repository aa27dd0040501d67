"""kospi_retail_flow_desk: Singapore desk trading KOSPI 200 names, K200 futures/minis,
single-stock futures and USD/KRW NDFs off Korean retail-flow signals.

Seeded, standard library only. generate() returns {"events": [...], "labels": {...}}.
CLI: python -m tests.desks.kospi_retail_flow_desk --out cap.jsonl --labels labels.json
"""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "kospi_retail_flow_desk"
EPOCH = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 12, 4, 15, 0, tzinfo=UTC)  # 00:00 KST Sat 2026-12-05
GUILD = "1247719360582217728"

PEOPLE = {
    "hj": ("Hyunjoo Lim", False, "1183390152847261757"),
    "dk": ("Dongkyu Seo", False, "1190442870391926834"),
    "wl": ("Wei Ling Ong", False, "1201176435502497852"),
    "sy": ("Seoyeon Kang", False, "1209038716245188669"),
    "ops": ("marcus.ops", False, "1212665309872013383"),
    "ex": ("kx-exec", True, "1236602218736582707"),
    "oms": ("oms-bot", True, "1238814402265739324"),
    "rk": ("riskd", True, "1240057396315115580"),
    "bbg": ("bbg-bridge", True, "1241930125843460157"),
    "dart": ("DART 공시봇", True, "1243306671099154502"),
    "news": ("newswire", True, "1244871903615340616"),
    "krx": ("KRX-alerts", True, "1246029858730541087"),
    "cron": ("cron", True, "1246731174203899955"),
    "ci": ("ci-deploy", True, "1248254096077316197"),
    "px": ("px-alerts", True, "1249902233315135599"),
    "pnl": ("pnl-snap", True, "1251448815707480158"),
    "flow": ("krx-flow", True, "1253087719226400881"),
}
DART_BODY = ("접수일자 {d} · 제출인 {kr} · 시장구분 유가증권시장\n"
             "요약: {rep} 관련 공시. 세부 내용은 원문 참조. 정정공시 여부: 해당없음. "
             "이사회 결의일 {d}, 사외이사 참석여부 참석(3명)/불참(0명), 감사위원 참석여부 참석. "
             "공정거래위원회 신고대상 여부 미해당. 본 공시는 자동 수집된 요약으로 투자판단의 근거가 될 수 없음.")

UNRELATED = [  # (korean, code, english, tricky?)
    ("셀트리온", "068270", "Celltrion", False), ("KB금융", "105560", "KB Financial", False),
    ("한국전력", "015760", "KEPCO", False), ("기아", "000270", "Kia", False),
    ("삼성SDI", "006400", "Samsung SDI", True), ("삼성바이오로직스", "207940", "Samsung Biologics", True),
    ("현대모비스", "012330", "Hyundai Mobis", True), ("SK텔레콤", "017670", "SK Telecom", True),
    ("LG화학", "051910", "LG Chem", True), ("한화에어로스페이스", "012450", "Hanwha Aerospace", False),
    ("HD현대중공업", "329180", "HD Hyundai Heavy", True), ("신한지주", "055550", "Shinhan Financial", False),
    ("포스코퓨처엠", "003670", "POSCO Future M", False), ("크래프톤", "259960", "Krafton", False),
    ("엔씨소프트", "036570", "NCSoft", False), ("하나금융지주", "086790", "Hana Financial", False),
    ("카카오뱅크", "323410", "KakaoBank", True), ("삼성물산", "028260", "Samsung C&T", True),
    ("S-Oil", "010950", "S-Oil", False), ("두산에너빌리티", "034020", "Doosan Enerbility", False),
]
REPORTS = ["단일판매ㆍ공급계약체결", "주요사항보고서(유상증자결정)", "타법인주식및출자증권취득결정",
           "현금ㆍ현물배당결정", "최대주주등소유주식변동신고서", "임원ㆍ주요주주특정증권등소유상황보고서",
           "기업설명회(IR)개최", "연결재무제표기준영업(잠정)실적(공정공시)"]
SAMSUNG_NEWS = ["주요사항보고서(자기주식취득결정)", "기업설명회(IR)개최", "단일판매ㆍ공급계약체결",
                "현금ㆍ현물배당결정"]
HYUNDAI_NEWS = [("recall", "Hyundai Motor (005380) to recall {n} Ioniq 5 units in US over ICCU fault — NHTSA filing"),
                ("tariff", "Hyundai Motor (005380) faces US tariff review on Georgia-built EVs, shares slip in NXT pre-market"),
                ("strike", "Hyundai Motor (005380) union votes for partial strike from Monday, Ulsan lines at risk")]
HYNIX_NEWS = [("HBM4", "SK hynix (000660) said to clinch HBM4 supply deal for 2027 — Korea Economic Daily"),
              ("capex", "SK hynix (000660) lifts 2027 capex guide, M15X ramp pulled forward — Yonhap")]

CHATTER = [
    "외인 선물 순매도 {n}천계약 넘음, 베이시스 계속 약해지는 중",
    "개인 순매수 top5: 삼전, 하닉, 에코프로, 카카오, 한화에어로 — 전형적인 retail day ㅋㅋ",
    "프로그램 비차익 {s}{n},{m}00억, 차익은 거의 flat",
    "환율 1,39x 근처에서 BOK 경계감 있음, 당국 smoothing 얘기 계속 나옴",
    "MSCI rebal 물량 추정치 받음. 나중에 정리해서 올릴게",
    "NPS 국내주식 비중 얘기 또 나옴. 매번 나오는 헤드라인이라 크게 안 봄",
    "토스증권 실시간 검색 1위 하닉, 2위 삼전. MTS 트래픽 spike",
    "신용잔고 {n}.{m}조, 전주 대비 또 늘었음. retail leverage 계속 올라가는 중",
    "예탁금 추이 chart 공유함 — 11월 말부터 꺾임",
    "점심 뭐 먹지. Amoy St 가실 분",
    "Lau Pa Sat 말고 다른 데 가요 ㅠ",
    "오늘 KOSDAQ 쪽이 더 hot 함, 2차전지 개미들 다시 들어옴",
    "야간선물 (Eurex 연계 대신 KRX 야간) 거래량 생각보다 많았음",
    "SGX 쪽 MSCI Korea futs 도 같이 밀림",
    "NXT 프리마켓 체결 보니까 삼전 개인 매수 몰림",
    "외인 현물 순매수 {n},{m}00억 — 주로 반도체",
    "Korea CDS 약간 튐, 별 의미는 없을 듯",
    "BBG 터미널 또 느림. IT 에 티켓 넣음",
    "VPN 끊겼다 다시 붙음, 혹시 메시지 놓친 거 있으면 알려줘",
    "내일 옵션 만기 아니고 다음 주 목요일이 12월 만기임. 헷갈리지 말 것",
    "개인 선물 포지션 데이터 KRX 에서 15:45 쯤 나옴",
    "공매도 잔고 상위 리스트 업데이트됨, 하닉은 순위 밖",
    "오늘 거래대금 KOSPI {n}조 {m}천억, 평소보다 많음",
    "CNH 따라 KRW 움직이는 중, corr 0.8 근처",
    "재무부 발표 전까지 NDF 호가 얇음",
    "이번 주 retail flow signal hit rate 정리 중, 금요일에 공유",
    "삼전 우선주 괴리율 또 벌어짐 — 참고만",
    "ETF LP 물량이 오후에 몰리는 패턴 계속됨",
    "한은 금통위 의사록 오늘 오후 4시",
    "KODEX 레버리지 설정 {n}00억 — 개인 레버리지 베팅 계속",
]
BBG_COLOR = [
    "[BBG IB] {b}: morning. 외인 program selling in 반도체 again, retail absorbing via MTS. no axe from us fyi",
    "[BBG IB] {b}: seeing large 개인 매수 in 하닉 on the open, offers thin above. just colour",
    "[BBG IB] {b}: K200 basis trading {bs} vs fair {bf}, arb desks quiet today",
    "[BBG IB] {b}: NDF 1M offered in size by offshore RM since Asia open, onshore spot lagging\n>> fixing expectations unchanged",
    "[BBG IB] {b}: heads up — block inquiry floating around in 삼성물산, not relevant to you probably",
    "[BBG IB] {b}: our flow screen: 개인 net buy 반도체 ETF +{n}00억 since 10am. Korea retail still buying the dip\n>> let me know if you want the full sector table",
]
ELAB = [
    "어제랑 비교하면 외인 쪽 매도 강도는 약해졌는데 개인이 받아주는 속도가 더 빨라짐. 오후 2시 이후 패턴 다시 봐야 함.",
    "이건 그냥 참고로 공유함, 숫자는 KRX 잠정치라 15:45 확정치 나오면 다시 올릴게.",
    "지난주 같은 요일이랑 비슷한 모양. 금요일 오후엔 원래 개인 레버리지 ETF 매수가 몰리는 경향 있음.",
    "SG 쪽 클라이언트들도 같은 질문 계속 함 — Korea retail 이 언제 지치냐는 거. 답은 아직 모름 ㅋㅋ",
    "vendor 데이터랑 KRX 데이터 차이가 좀 있음. 집계 기준(시간외 포함 여부) 차이로 보임, 정리해서 wiki 에 올려둠.",
    "chart 는 #kr-charts 채널에 올렸음. 5분봉 기준으로 보면 훨씬 명확함.",
    "Seoul 시간으로 보면 점심 직후에 flow 방향이 바뀌는 날이 많았음. 오늘도 그럴지 지켜보는 중.",
    "BOK 쪽 코멘트 나오면 환율부터 반응하고 K200 선물이 따라오는 순서. 오늘은 일정 없음.",
]
BROKERS = ["PARK S (KB SEC SG)", "KIM H (NH INV SEC)", "LEE J (MIRAE ASSET SG)", "CHOI Y (SAMSUNG SEC)"]
ACKS = ["ok", "thx", "ㅇㅇ", "넵", "ㄱㅅ", "👍", "🙏", "ㅋㅋ", "noted", "ty", "ㅇㅋ 확인", "굿"]


def won(n):
    return f"{n:,}"


def c2(v):  # hundredths -> "352.40"
    return f"{v // 100}.{v % 100:02d}"


def fx(v):  # hundredths -> "1,387.50"
    return f"{v // 100:,}.{v % 100:02d}"


class CD:
    """One channel-day."""

    def __init__(self, rng, ci, d, start):
        self.r, self.ci, self.d, self.start = rng, ci, d, start
        self.msgs, self.ops = [], []
        self.hard, self.noise, self.near, self.idioms = [], [], [], []
        self.sup, self.removed = [], []
        self.last = 0.0
        self.kdate = (start + timedelta(hours=9)).strftime("%Y%m%d")

    def add(self, t, who, content="", embeds=None, ref=None, thread=None):
        t = min(max(t, 0.05), 1439.9)
        k = len(self.msgs)
        self.msgs.append(dict(k=k, t=t, who=who, content=content, embeds=embeds, ref=ref,
                              thread=thread, state="live"))
        return k

    def s(self, t, who, content="", **kw):  # story message, monotonic in time
        t = max(t + self.r.uniform(-0.8, 0.8), self.last + 0.2 + self.r.random() * 0.6)
        self.last = t
        return self.add(t, who, content, **kw)

    def H(self, k, et, facts, ph, idiom=None):
        self.hard.append(dict(k=k, event_type=et, facts=facts, phrasing=ph))
        if idiom:
            self.idioms.append((k, idiom, et))

    def N(self, k, idiom=None):
        self.noise.append(k)
        if idiom:
            self.idioms.append((k, idiom, "not_hard"))

    def M(self, k, idiom=None):
        self.near.append(k)
        if idiom:
            self.idioms.append((k, idiom, "not_hard"))

    def edit(self, k, t, content, old):
        self.msgs[k].setdefault("orig", self.msgs[k]["content"])
        self.msgs[k]["content"] = content
        if self.msgs[k]["state"] == "live":
            self.msgs[k]["state"] = "edited"
        self.ops.append(("edit", t, k, content))
        for o in old:
            self.sup.append((k, o))

    def delete(self, k, t, snip):
        self.msgs[k]["state"] = "deleted"
        self.ops.append(("delete", t, k, None))
        self.removed.append(snip)

    def forget(self, k, t, snip):
        self.msgs[k]["state"] = "forgotten"
        self.ops.append(("forget", t, k, PEOPLE["ops"][2]))
        self.removed.append(snip)

    def bulk(self, ks, t, snips):
        for k in ks:
            self.msgs[k]["state"] = "deleted"
        self.ops.append(("bulk", t, ks, None))
        self.removed.extend(snips)

    def pin(self, k, t):
        self.ops.append(("pin", t, k, PEOPLE["hj"][2]))
        self.ops.append(("react", t + 0.01, k, ("📌", PEOPLE["hj"][2])))

    def react(self, k, t, emoji, who):
        self.ops.append(("react", t, k, (emoji, PEOPLE[who][2])))


def _hour_t(r):
    w = [2, 1, 1, 1, 1, 0.5, 0.5, 3, 6, 10, 7, 6, 4, 5, 7, 8, 5, 4, 3, 3, 3, 2, 2, 2]
    x = r.random() * sum(w)
    for h, wt in enumerate(w):
        if x < wt:
            return h * 60 + r.random() * 60
        x -= wt
    return 1400.0


def build_day(cd):
    r = cd.r
    oidb = r.randint(2100, 8800)

    def oid(i):
        return f"KX{oidb + i}"

    ss = r.randint(690, 735) * 100
    ssq = r.choice([20, 25, 30, 40])
    st1, st2, st3 = ss - 1400, ss - 900, ss - 400
    q1 = ssq * 1000 * r.choice([3, 4, 5]) // 10
    q1c = q1 - 800
    q2 = ssq * 1000 - q1c
    f1, f2 = ss - 100 * r.randint(0, 2), ss - 100 * r.randint(0, 1)
    sadd = ss + 100 * r.randint(3, 8)
    hx = r.randint(1880, 1990) * 100
    hx_t1 = (hx // 1000 + 14) * 1000
    hx_t2 = hx_t1 - 6000
    hm = r.randint(420, 450) * 500
    hmq = r.choice([30, 40, 50])
    k2 = r.randint(6900, 7150) * 5
    kreq, knew = r.choice([5, 6, 8]), r.choice([2, 3, 4])
    kst1 = k2 + 170
    kst2 = kst1 - 60
    mk = k2 - 30 + r.randint(0, 5) * 2
    mq = r.choice([10, 12, 15])
    sp = r.randint(60, 110) * 5
    nd = r.randint(27600, 27900) * 5
    ndq = r.choice([10, 15, 20, 25])
    ss_s, hx_s = won(ss), won(hx)
    broker = r.choice(BROKERS)
    T = 0.0

    # ---- morning note with a buried proposal -------------------------------------
    note = (
        f"☀️ AM note {cd.kdate} (retail-flow book)\n"
        f"1) 간밤 SOX {r.choice(['+', '-'])}{r.randint(5, 29) / 10:.1f}%, NDF 1M {fx(nd + 40)} 마감. 외인 선물 야간 순매도 {r.randint(2, 9)}천계약.\n"
        f"2) 개인 순매수 z-score: 삼전 {r.randint(15, 29) / 10:.1f}, 하닉 {r.randint(10, 25) / 10:.1f}, 현차 {r.randint(5, 20) / 10:.1f}. "
        "삼전은 3일 연속 개인 매도 + 외인 매수 divergence, 우리 signal 기준 long bias 유지.\n"
        f"3) 하닉: 개인 신용 매수 급증, 외인 offer 쌓임. Proposal: sell 8k 000660 @ {hx_s}, stop {won(hx + 4500)}, 잠정실적 전 trim.\n"
        "4) 현차: 관세 headline risk, SSF long 은 일단 유지. 노조 일정 체크 필요.\n"
        f"5) K200 Z6 만기 다음 주. 베이시스 {r.randint(5, 60) / 100:.2f}, roll 은 오후에 thread 로 따로.\n"
        "6) Watch: NAVER, LG에너지솔루션, 카카오, POSCO홀딩스 — 공시 뜨면 바로 공유.\n"
        "Risk: gross 한도 근처, 신규 add 는 PM 승인 필수. 오늘 DART 잠정실적 시즌 아님, IR 일정만 체크."
    )
    k = cd.s(7 * 60 + 40, "sy", note)
    cd.H(k, "trade_proposal", ["sell 8k 000660", hx_s, won(hx + 4500)], "buried",
         "proposal buried in numbered hangul AM note")
    note_k = k
    cd.pin(k, 7 * 60 + 46)

    k = cd.s(7 * 60 + 58, "dk",
             f"삼전 오늘도 개인 순매도 vs 외인 순매수 divergence 계속.\n005930 buy {ssq}k @ {ss_s} limit, 손절 {won(st1)} — "
             "retail flow signal 3일 연속이라 size 조금 올림")
    cd.H(k, "trade_proposal", ["005930", f"buy {ssq}k", ss_s, won(st1)], "untagged",
         "konglish proposal with hangul stop word 손절")
    prop_ss = k
    appr = r.choice([("ㅇㅋ go", ["ㅇㅋ", "go"]), ("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"]),
                     (f"ㄱㄱ {ssq}k ok", ["ㄱㄱ", f"{ssq}k ok"])])
    k = cd.s(8 * 60 + 1, "hj", appr[0], ref=prop_ss)
    cd.H(k, "trade_approval", appr[1], "reply",
         "two-token approval reply (ㅇㅋ/ok go/👍)")
    cd.pin(prop_ss, 8 * 60 + 2)
    k = cd.s(8 * 60 + 4, "hj", "하닉 sell 은 No — 잠정실적 전까지 hold. 8k 보류", ref=note_k)
    cd.H(k, "trade_approval", ["No", "하닉", "8k 보류"], "reply", "rejection reply to buried proposal")
    k = cd.s(8 * 60 + 20, "sy", "하닉 stop 어디 걸려있었지? 내가 아까 note 에 쓴 거 맞나")
    cd.M(k, "question about a stop level")

    k = cd.s(9 * 60, "oms", f"ord_id={oid(1)} sym=005930 side=BUY qty={ssq * 1000} px={ss} tif=DAY "
                            f"status=ACCEPTED venue=KRX acct=SGKR-07 algo=VWAP")
    cd.H(k, "trade_confirmation", [oid(1), "005930", "BUY", f"qty={ssq * 1000}", "ACCEPTED"], "structured",
         "OMS key=value status=ACCEPTED")
    fill_k = cd.s(9 * 60 + 4, "ex", f"[FILL] 005930 삼성전자 BUY {won(q1)} @ {won(f1)} ({won(q1)}/{won(ssq * 1000)}) "
                                    f"ord {oid(1)} — VWAP slip -0.4bp")
    cd.H(fill_k, "trade_fill", ["005930", "BUY", won(q1c), won(f1)], "tagged", "tagged fill corrected by edit")
    k = cd.s(9 * 60 + 22, "ex", "", embeds=[{
        "title": "Execution report — 005930 삼성전자", "description": "VWAP child complete",
        "author": "kx-exec", "fields": [{"name": "Side", "value": "BUY", "inline": True},
                                        {"name": "Qty", "value": won(q2), "inline": True},
                                        {"name": "Px", "value": won(f2), "inline": True},
                                        {"name": "Cum", "value": f"{won(ssq * 1000)}/{won(ssq * 1000)}"}],
        "footer": f"order {oid(1)} · venue KRX · acct SGKR-07"}])
    cd.H(k, "trade_fill", ["005930", "BUY", won(q2), won(f2), oid(1)], "embed", "embed-only execution report")
    cd.edit(fill_k, 9 * 60 + 31, f"[FILL] 005930 삼성전자 BUY {won(q1c)} @ {won(f1)} ({won(q1c)}/{won(ssq * 1000)}) "
                                 f"ord {oid(1)} — VWAP slip -0.4bp (qty corrected, 800 busted print)", [won(q1)])
    stop_k = cd.s(9 * 60 + 35, "dk", f"삼전 {ssq}k 손절 {won(st1)} 걸어둠 (GTC, OMS 연동)")
    cd.H(stop_k, "stop_or_target_change", ["삼전", "손절", won(st3)], "untagged", "stop moved twice by editing")
    cd.react(stop_k, 9 * 60 + 37, "👍", "hj")

    k = cd.s(9 * 60 + 42, "wl", f"[PROPOSAL] USD/KRW 1M NDF buy USD {ndq}mm @ {fx(nd)}, stop {fx(nd - 900)} — "
                               f"hedge for the 삼전 add, KRW delta ~${ndq + 6}mm")
    cd.H(k, "trade_proposal", ["USD/KRW 1M NDF", f"buy USD {ndq}mm", fx(nd)], "tagged", "tagged NDF proposal")
    ndp = k
    k = cd.s(9 * 60 + 44, "sy", "we should send the NDF soon, 오후엔 호가 얇아짐")
    cd.M(k, "should-send-soon is not a confirmation")
    k = cd.s(9 * 60 + 45, "hj", f"approved, {ndq}mm only. no add", ref=ndp)
    cd.H(k, "trade_approval", ["approved", f"{ndq}mm only"], "reply")
    k = cd.s(9 * 60 + 52, "bbg", f"[BBG IB] {broker} 09:5{r.randint(0, 9)}: done. you buy USD {ndq}mm 1M NDF @ {fx(nd - 5)} "
                                 f"vs KRW, fix 01/0{r.randint(4, 8)}, ref NDF-{r.randint(10000, 99999)}")
    cd.H(k, "trade_fill", [f"you buy USD {ndq}mm", "1M NDF", fx(nd - 5)], "untagged", "broker BBG chat fill relayed by bridge")

    k = cd.s(10 * 60 + 5, "dk", f"s {kreq} K200 Z6 @ {c2(k2)} stp {c2(kst1)}")
    cd.H(k, "trade_proposal", [f"s {kreq}", "K200 Z6", c2(k2), c2(kst1)], "shorthand", "one-letter side shorthand futures proposal")
    kp = k
    a2 = r.choice([("👍 send it", ["👍", "send it"]), ("ㄱㄱ send", ["ㄱㄱ", "send"])])
    k = cd.s(10 * 60 + 6, "hj", a2[0], ref=kp)
    cd.H(k, "trade_approval", a2[1], "reply")
    k = cd.s(10 * 60 + 7, "rk", json.dumps({"type": "order_resize", "ord_id": oid(2), "sym": "K200 Z6", "side": "SELL",
                                             "req_qty": kreq, "new_qty": knew, "reason": "net_delta_krw > 40bn",
                                             "engine": "rk-sg-2"}, separators=(",", ":")))
    cd.H(k, "risk_limit", ["order_resize", oid(2), f'"new_qty":{knew}'], "structured", "JSON risk bot resizes order")
    k = cd.s(10 * 60 + 8, "oms", f"ord_id={oid(2)} sym=K200Z6 side=SELL qty={knew} px={c2(k2)} tif=DAY status=WORKING venue=KRX")
    cd.H(k, "trade_confirmation", [oid(2), "K200Z6", "SELL", f"qty={knew}", "WORKING"], "structured")
    k = cd.s(10 * 60 + 12, "ex", f"filled: sold {knew} K200Z6 @ {c2(k2)} avg, ord {oid(2)} done")
    cd.H(k, "trade_fill", [f"sold {knew}", "K200Z6", c2(k2)], "untagged")
    k = cd.s(10 * 60 + 15, "ex", f"[STOP] K200Z6 short {knew} — buy-stop {c2(kst1)} placed (OMS {oid(3)})")
    cd.H(k, "stop_or_target_change", ["K200Z6", "buy-stop", c2(kst1)], "tagged")

    samsung_rep = r.choice(SAMSUNG_NEWS)
    k = cd.s(10 * 60 + 30, "dart", "", embeds=[{
        "title": f"[공시] 삼성전자 — {samsung_rep}", "description": DART_BODY.format(d=cd.kdate, kr="삼성전자(주)", rep=samsung_rep),
        "fields": [{"name": "종목코드", "value": "005930", "inline": True},
                   {"name": "접수번호", "value": f"{cd.kdate}8{r.randint(10000, 99999)}", "inline": True}],
        "footer": "DART · dart.fss.or.kr"}])
    cd.H(k, "held_position_news", ["삼성전자", samsung_rep, "005930"], "embed", "DART embed names held stock in hangul")
    k = cd.s(10 * 60 + 33, "hj", "routing the 삼전 공시 to kx-exec — 내일 VWAP schedule 바뀌는지 체크")
    cd.H(k, "route_decision", ["routing", "삼전 공시", "kx-exec"], "untagged")

    k = cd.s(10 * 60 + 48, "dk", f"mini Z6 b {mq} @ {c2(mk)}")
    cd.delete(k, 10 * 60 + 49.5, f"mini Z6 b {mq} @ {c2(mk)}")
    cd.H(k, "trade_proposal", ["mini Z6", f"b {mq}", c2(mk)], "shorthand")
    k = cd.s(10 * 60 + 51, "dk", f"mini K200 Z6 b {mq} @ {c2(mk)} — short 일부 cover (wrong line 지움)")
    cd.H(k, "trade_proposal", ["mini K200 Z6", f"b {mq}", c2(mk)], "shorthand")
    mp = k
    k = cd.s(10 * 60 + 53, "hj", "ㅇㅋ cover ㄱㄱ", ref=mp)
    cd.H(k, "trade_approval", ["ㅇㅋ", "cover ㄱㄱ"], "reply")

    k = cd.s(11 * 60 + 2, "news", "NAVER Corp (035420) — decision on acquisition of treasury shares, KRW 100bn "
                                  "(DART English translation, 단일 공시)")
    cd.H(k, "watchlist_news", ["NAVER Corp", "035420", "treasury shares"], "untagged", "watchlist headline in English")
    k = cd.s(11 * 60 + 6, "sy", "NAVER 는 watch 만, no action — 규모 작음, 개인 flow 반응도 없음", ref=k)
    cd.H(k, "no_route_decision", ["NAVER", "no action"], "reply", "explicit no action on watchlist item")
    cd.edit(stop_k, 11 * 60 + 12, f"삼전 {ssq}k 손절 {won(st2)} 걸어둠 (GTC, OMS 연동) — trailed ↑", [won(st1)])

    k = cd.s(11 * 60 + 35, "sy", f"하닉 conviction high → medium. HBM thesis 는 그대로인데 retail 신용 물량이 너무 많음, "
                                 "add 는 더 안 함")
    cd.H(k, "thesis_update", ["하닉", "conviction high → medium"], "untagged", "conviction downgrade with arrow")
    k = cd.s(11 * 60 + 48, "wl", f"[FILL] mini K200 Z6 b {mq} @ {c2(mk)} acct SGKR-07 / 한빛 sub 4471-22 (client leg)")
    cd.H(k, "trade_fill", ["mini K200 Z6", f"b {mq}", c2(mk)], "tagged")
    cd.forget(k, 12 * 60 + 4, "한빛 sub 4471-22")
    hx_roll = r.random()
    hx_target_done = hx_roll < 0.5
    if hx_target_done:
        k = cd.s(12 * 60 + 15, "hj", f"하닉 익절 target {won(hx_t1)} → {won(hx_t2)} 내림")
        cd.H(k, "stop_or_target_change", ["하닉", "익절", won(hx_t2)], "untagged")

    hkw, htxt = r.choice(HYUNDAI_NEWS)
    k = cd.s(12 * 60 + 40, "news", htxt.format(n=won(r.randint(8, 30) * 1000)))
    cd.H(k, "held_position_news", ["Hyundai Motor", "005380", hkw], "untagged",
         "English headline on underlying of held single-stock future")
    if True:
        k = cd.s(13 * 60 + 2, "dk", "현차 thesis 바뀜: bullish → bearish. headline 누적 + 개인 순매수 spike 는 top signal 로 봄")
        cd.H(k, "thesis_update", ["현차", "bullish → bearish"], "untagged")
    k = cd.s(13 * 60 + 5, "dk", f"현차 SSF Z6 sell {hmq} lots @ {won(hm - 500)} to flatten")
    cd.H(k, "trade_proposal", ["현차 SSF Z6", f"sell {hmq} lots", won(hm - 500)], "untagged")
    hp = k
    k = cd.s(13 * 60 + 7, "hj", "ok go", ref=hp)
    cd.H(k, "trade_approval", ["ok", "go"], "reply")
    bad = (hm - 500) // 10
    k = cd.s(13 * 60 + 8, "oms", f"ord_id={oid(4)} sym=005380F-Z6 side=SELL qty={hmq} px={bad} status=REJECTED "
                                 f"reason=PRICE_OUT_OF_LIMIT venue=KRX")
    cd.H(k, "trade_confirmation", [oid(4), "SELL", "REJECTED"], "structured", "venue reject with reason code")
    k = cd.s(13 * 60 + 26, "ex", "", embeds=[{
        "title": "Fill — 005380F Z6 (현대차 SSF)", "description": "order complete",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": f"{hmq} lots", "inline": True},
                   {"name": "Px", "value": won(hm - 500), "inline": True}],
        "footer": f"order {oid(5)} · re-sent after px typo · venue KRX"}])
    cd.H(k, "trade_fill", ["005380F Z6", "SELL", f"{hmq} lots", won(hm - 500)], "embed")
    lim_old, lim_new = r.choice([("45bn", "38bn"), ("50bn", "42bn"), ("40bn", "35bn")])
    k = cd.s(13 * 60 + 40, "rk", json.dumps({"type": "limit_change", "limit": "gross_krw", "old": lim_old, "new": lim_new,
                                              "by": "hlim", "effective": "13:40 KST"}, separators=(",", ":")))
    cd.H(k, "risk_limit", ["limit_change", "gross_krw", lim_new], "structured")
    lk = cd.s(13 * 60 + 50, "dart", "", embeds=[{
        "title": f"[공시] LG에너지솔루션 — {r.choice(REPORTS[:3])}", "description": DART_BODY.format(d=cd.kdate, kr="(주)LG에너지솔루션", rep="단일 공시"),
        "fields": [{"name": "종목코드", "value": "373220", "inline": True}], "footer": "DART · dart.fss.or.kr"}])
    cd.H(lk, "watchlist_news", ["LG에너지솔루션", "373220"], "embed")

    k = cd.s(14 * 60 + 2, "krx", f"[KRX] 코스피200선물 사이드카 발동({r.choice(['매수', '매도'])}) 14:0{r.randint(0, 9)}:{r.randint(10, 59)} — "
                                 "프로그램매매 호가 5분간 효력정지")
    cd.H(k, "held_position_news", ["사이드카", "코스피200선물"], "untagged", "KRX sidecar on held index futures")
    k = cd.s(14 * 60 + 5, "dk", f"K200 buy-stop {c2(kst1)} → {c2(kst2)} 내림, sidecar 이후 변동성 감안")
    cd.H(k, "stop_or_target_change", ["K200", "buy-stop", c2(kst2)], "untagged")
    k = cd.s(14 * 60 + 10, "dk", f"삼전 5k add @ {won(sadd)}? signal 아직 살아있음")
    cd.H(k, "trade_proposal", ["삼전 5k add", won(sadd)], "untagged")
    ap = k
    k = cd.s(14 * 60 + 11, "hj", "👍 5k", ref=ap)
    cd.H(k, "trade_approval", ["👍", "5k"], "reply", "emoji approval reply")
    k = cd.s(14 * 60 + 12, "oms", f"ord_id={oid(6)} sym=005930 side=BUY qty=5000 px={sadd} status=PENDING_NEW venue=KRX")
    cd.H(k, "trade_confirmation", [oid(6), "BUY", "qty=5000", "PENDING_NEW"], "structured")
    k = cd.s(14 * 60 + 13, "rk", json.dumps({"type": "limit_breach", "limit": "single_name_pct", "sym": "005930",
                                              "value": f"8.{r.randint(2, 9)}%", "max": "8.0%", "action": "block_adds",
                                              "ord_id": oid(6)}, separators=(",", ":")))
    cd.H(k, "risk_limit", ["limit_breach", "single_name_pct", "block_adds"], "structured")
    cd.edit(stop_k, 14 * 60 + 20, f"삼전 {ssq}k 손절 {won(st3)} 걸어둠 (GTC, OMS 연동) — trailed ↑↑", [won(st2)])
    rep = (f"Afternoon status (kx-exec)\n- 005930 VWAP parent {oid(1)} complete, {won(ssq * 1000)} done, slip within budget\n"
           f"- K200Z6 short {knew}, buy-stop working at {c2(kst2)}\n"
           f"- {oid(6)} (005930 add 5,000) cancelled per riskd block_adds — OMS status CANCELLED\n"
           f"- NDF hedge USD {ndq}mm booked, fixing sheet updated\n- no open child orders, queue empty\n"
           "- latency p50 3ms / p99 41ms, no rejects since 13:08")
    k = cd.s(14 * 60 + 40, "ex", rep)
    cd.H(k, "trade_confirmation", [oid(6), "cancelled", "CANCELLED"], "buried", "cancel buried in bot status list")

    if 0.5 <= hx_roll < 0.75:
        hkw2, htxt2 = r.choice(HYNIX_NEWS)
        k = cd.s(15 * 60 + 12, "news", htxt2)
        cd.H(k, "held_position_news", ["SK hynix", "000660", hkw2], "untagged")

    # thread: roll
    th = cd.s(15 * 60 + 50, "hj", "🧵 K200 Z6→H7 roll — 여기서 정리")
    k = cd.s(15 * 60 + 52, "dk", f"roll {knew} lots: buy Z6 / sell H7 @ -{c2(sp)} calendar, 만기 전 내일 오전", thread=th)
    cd.H(k, "trade_proposal", [f"roll {knew} lots", "buy Z6 / sell H7", f"-{c2(sp)}"], "untagged")
    rp = k
    k = cd.s(15 * 60 + 55, "sy", "베이시스 지금 얼마? 동시호가 피하는 게 맞나", thread=th)
    cd.M(k)
    k = cd.s(15 * 60 + 58, "hj", f"approved — roll {knew} tmrw AM, 동시호가 피해서", ref=rp, thread=th)
    cd.H(k, "trade_approval", ["approved", f"roll {knew}"], "reply")
    k = cd.s(16 * 60 + 1, "hj", "assigning the roll execution to kx-exec", thread=th)
    cd.H(k, "route_decision", ["assigning", "kx-exec"], "untagged", "assigning work to the execution agent")
    k = cd.s(16 * 60 + 2, "ex", "👍 noted", thread=th)
    cd.N(k)

    # ---- near-misses -----------------------------------------------------------
    K = lambda t, who, txt, idiom=None: cd.M(cd.add(t, who, txt), idiom)
    K(8 * 60 + 40 + r.random() * 30, "dk", f"카카오 만약 4만 아래로 오면 b 20k 해볼까? just thinking out loud", "hypothetical if-then")
    K(9 * 60 + 15 + r.random() * 40, "sy", f"[PAPER] b 20k 005930 @ {won(ss - 300)} — paper book only, retail-flow v2 signal test",
      "paper trade tag")
    K(10 * 60 + 20 + r.random() * 60, "wl", f"작년 12월 만기 때 we got filled 50 K200 @ 331.20 at the close, 슬리피지 끔찍했음",
      "history fill told in past tense")
    K(9 * 60 + 50 + r.random() * 60, "ops", f"fyi 서울 cash desk sold 150k 005930 blocks this AM — their book, not ours",
      "other desk's trade")
    K(16 * 60 + 20 + r.random() * 60, "sy", "backtest v2: s K200 after 매수 사이드카, 20d → avg -0.8%, hit 54%",
      "backtest result")
    K(11 * 60 + 20 + r.random() * 30, "wl", f"하닉 손절 {won(hx + 6000)} 근처가 sensible 할 듯 — 아직 결정 X", "stop suggestion without decision")
    K(14 * 60 + 30 + r.random() * 20, "krx", "[KRX] 코스닥150선물 사이드카 발동(매도) — 프로그램매매 호가 5분간 효력정지",
      "KOSDAQ sidecar, not held")
    K(12 * 60 + 20 + r.random() * 30, "bbg", f"[BBG IB] {r.choice(BROKERS)}: done for your HK desk colleagues — they sold 200 mini Z6, "
                                             "separate account. just fyi", "other desk fill via broker bridge")
    K(17 * 60 + r.random() * 60, "dk", "ㅋㅋ 이거 봤어? 2023년 기사 재탕임: 'Samsung Electronics to build new fab in Texas'",
      "old quoted headline on held name")
    analyses = [
        ("Retail flow 구조 정리 (long): 개인 순매수가 3일 이상 이어지면 외인 매도와 맞물려 short-term top 이 나오는 경우가 많았음. "
         "2021년 1월, 2024년 7월 둘 다 비슷. 다만 지금은 신용잔고가 그때보다 낮아서 강제청산 cascade 가능성은 제한적. "
         "K200 선물 기준으로 보면 베이시스가 백워데이션 쪽으로 가는 날 개인 선물 순매수가 따라붙는 패턴. "
         "buy 하든 sell 하든 stop 을 어디 두냐가 핵심인데, 과거엔 ATR 1.5배가 가장 안정적이었음. "
         "하닉은 HBM 사이클 얘기가 너무 consensus 라 retail 이 마지막 buyer 일 수도 있음. 삼전은 반대로 외인이 조용히 모으는 중. "
         "결론 없음, 그냥 framework 공유. 목요일 미팅 때 더 얘기."),
        ("NDF 메모: 1M NDF 와 onshore spot 괴리가 최근 2주간 평균 1.8원. 당국 smoothing 구간(1,390~1,400)에서는 "
         "offshore 쪽 USD buy 가 눌리는 경향. 수출업체 네고 물량은 월말에 몰림. hedge ratio 를 60% 에서 80% 로 올리는 시나리오, "
         "40% 로 낮추는 시나리오 둘 다 pnl vol 계산해봤는데 차이 크지 않음. 결정 사항 아님, 참고용. fixing 일정표는 drive 에."),
        ("MSCI / FTSE 리밸 정리: 이번 분기 Korea weight 변화 -0.1%p 수준, passive 매도 추정 3,000~4,500억. "
         "동시호가 집중, 삼전 비중 가장 큼. 과거 리밸 날 종가 대비 익일 시가 평균 +0.3% 회귀. "
         "sell the close / buy the open 같은 전략은 이미 crowded 라 edge 거의 없음. 우리 book 엔 영향 작음. 그냥 FYI."),
        ("개인 투자자 MTS 데이터 (vendor 샘플): 오전 9시~9시 30분 체결 비중 38%, 레버리지 ETF 비중 증가. "
         "인버스 ETF 설정도 같이 늘어서 방향성 베팅이 양쪽으로 갈림. 하닉/삼전 거래대금 비율이 1.4 까지 올라왔는데, "
         "과거 이 비율 1.5 넘었을 때 하닉 5일 수익률이 평균 -2.1%. 샘플 수 적음 (n=11). 포지션 얘기는 아님."),
    ]
    analyses += [
        ("동시호가 메모: 최근 20거래일 종가 동시호가에서 개인 비중이 평균 31%, 외인 27%. 삼전은 종가 체결량이 일중 평균의 "
         "6~9% 수준이고 하닉은 더 큼. 만기일에는 K200 선물 베이시스 수렴 물량이 같이 들어오니 VWAP 스케줄을 바꿀지 "
         "exec 쪽이랑 얘기해볼 만함. 과거 만기일 평균 slippage 는 arrival 대비 +2.3bp, 평일은 +0.9bp. 액션 아이템 아님."),
        ("SSF 유동성 정리: 현대차 SSF 근월물 일평균 거래량 3~5천 계약, 호가 스프레드 1~2틱. 원월물은 사실상 없음. "
         "현물 대비 베이시스는 배당락 전후로 튀는데 현대차 배당 기준일 변경(정관 개정) 이후 패턴이 바뀜. "
         "SSF 로 hedge 할 때는 roll cost 가 연 1.2~1.8% 수준으로 추정. 그냥 참고용 정리, 포지션 변경 없음."),
        ("Korea retail leverage 요약: 신용융자 잔고 / 시총 비율 0.8% 로 2021년 고점(1.1%) 대비 낮음. 반대매매 금액은 "
         "최근 5일 평균 140억 수준으로 조용. 레버리지 ETF 개인 순매수는 월간 기준 역대 3위. 하락장에서 이 물량이 "
         "한꺼번에 나오면 K200 선물이 먼저 밀리고 현물이 따라가는 구조. 지금 당장 할 건 없고 모니터링 지표로만 씀."),
    ]
    r.shuffle(analyses)
    for i, a in enumerate(analyses[:6]):
        cd.M(cd.add(9 * 60 + 40 + i * 100 + r.random() * 60, r.choice(["sy", "sy", "dk", "wl"]), a), "long analysis with trade words, no decision" if i == 0 else None)

    # DART headlines: tricky lookalikes (near) and plain unrelated (noise)
    pool = UNRELATED[:]
    r.shuffle(pool)
    first_tricky = True
    for kr, code, en, tricky in pool:
        t = 7 * 60 + r.random() * 10 * 60
        rep = r.choice(REPORTS)
        if r.random() < 0.6:
            k = cd.add(t, "dart", "", embeds=[{"title": f"[공시] {kr} — {rep}",
                                               "description": DART_BODY.format(d=cd.kdate, kr=kr, rep=rep),
                                               "fields": [{"name": "종목코드", "value": code, "inline": True},
                                                          {"name": "접수번호", "value": f"{cd.kdate}8{r.randint(10000, 99999)}"}],
                                               "footer": "DART · dart.fss.or.kr"}])
        else:
            k = cd.add(t, "news", f"{en} ({code}) — {r.choice(['files', 'announces', 'discloses'])} {rep} per DART; "
                                  f"shares {r.choice(['+', '-'])}{r.randint(1, 40) / 10:.1f}% in Seoul")
        if tricky:
            cd.M(k, "lookalike company name, not held" if first_tricky else None)
            first_tricky = False
        else:
            cd.N(k)

    # ---- noise -------------------------------------------------------------------
    for h in range(24):
        for mm in ((0, 30) if 8 <= h < 16 else (0,)):
            t = h * 60 + mm + r.random() * 0.5
            hb = {"ts": (cd.start + timedelta(minutes=t)).strftime("%H:%M:%SZ"), "type": "heartbeat", "engine": "rk-sg-2",
                  "status": "all limits ok", "gross_krw": f"{r.randint(280, 380) / 10:.1f}bn",
                  "net_delta_krw": f"{r.randint(-90, 90) / 10:.1f}bn", "var_1d_usd": f"{r.randint(300, 520)}k",
                  "single_name_max": f"005930 {r.randint(60, 79) / 10:.1f}%", "ndf_notional_usd": f"{ndq}mm",
                  "lat_ms": r.randint(4, 30),
                  "limits": {nm: f"{r.randint(30, 88)}% of max" for nm in
                             ("gross_krw", "net_delta_krw", "single_name_pct", "sector_semis_pct", "k200_fut_lots",
                              "ndf_usd", "var_1d_usd", "ssf_lots", "stop_coverage", "overnight_gap")},
                  "feeds": {"krx_fep": "up", "bbg_ib": "up", "dart": "up", "oms": "up", "ndf_px": "up"},
                  "books": [{"book": b, "gross_krw": f"{r.randint(10, 200) / 10:.1f}bn", "var_usd": f"{r.randint(40, 260)}k",
                             "checks": "pass"} for b in ("KR-CASH", "KR-FUT", "KR-SSF", "KRW-NDF")]}
            cd.N(cd.add(t, "rk", json.dumps(hb, separators=(",", ":"))), "risk heartbeat all limits ok" if h == 0 else None)
    for h in range(8, 19):
        t = h * 60 + 1 + r.random()
        cd.N(cd.add(t, "cron", f"cron[dart-sweep] {h:02d}:00 KST run ok — {r.randint(12, 60)} filings scanned, "
                               f"{r.randint(0, 3)} matched watch/held, 0 routed, took {r.randint(2, 19)}.{r.randint(0, 9)}s"),
             "cron summary 0 routed" if h == 8 else None)
    for h in (8, 10, 12, 14, 16, 18):
        t = h * 60 + 15 + r.random() * 5
        cd.N(cd.add(t, "pnl", "", embeds=[{"title": f"PnL snapshot {h:02d}:15 KST", "description": "retail-flow book (KRW mm)",
                                           "fields": [{"name": "Realised", "value": f"{r.randint(-400, 900)}"},
                                                      {"name": "005930", "value": f"{r.randint(-300, 600)} (long {ssq}k)"},
                                                      {"name": "000660", "value": f"{r.randint(-300, 600)} (long)"},
                                                      {"name": "K200Z6", "value": f"{r.randint(-200, 300)} (short)"},
                                                      {"name": "NDF 1M", "value": f"{r.randint(-100, 100)} (USD long)"},
                                                      {"name": "Fees/tax", "value": f"-{r.randint(10, 60)} (증권거래세 포함)"},
                                                      {"name": "Unrealised", "value": f"{r.randint(-900, 1500)}"},
                                                      {"name": "Gross", "value": f"{r.randint(280, 380) / 10:.1f}bn"},
                                                      {"name": "Top", "value": "005930 / K200Z6 / 000660"}],
                                           "footer": "pnl-snap v3 · marks KRX last"}]))
    pxk = []
    for _ in range(9):
        nm, base = r.choice([("005930", ss), ("000660", hx), ("005380", hm), ("035420", 210000), ("373220", 398000)])
        ch = r.randint(-35, 35) / 10 or 1.1
        pxk.append(cd.add(8 * 60 + 55 + r.random() * 400, "px", f"{'📈' if ch > 0 else '📉'} {nm} {ch:+.1f}% {won(base)} vol {r.randint(8, 30) / 10:.1f}x 20d"))
        cd.N(pxk[-1])
    for _ in range(3):
        kr, code, _, _ = r.choice(UNRELATED)
        cd.N(cd.add(9 * 60 + r.random() * 360, "krx", f"[KRX] {kr}({code}) 동적VI 발동 {r.choice(['상승', '하락'])} — 2분간 단일가"))
    for _ in range(3):
        cd.N(cd.add(r.random() * 1440, "bbg", f"bridge: reconnected to BBG IB (session {r.randint(2, 9)}), backlog {r.randint(0, 40)} msgs replayed"))
    trace = ("ci-deploy: FAILED oms-adapter@{v} (stage smoke)\nTraceback (most recent call last):\n"
             "  File \"/srv/oms_adapter/krx/session.py\", line 214, in send_order\n    resp = self._fep.submit(msg, timeout=self.timeout)\n"
             "  File \"/srv/oms_adapter/krx/fep.py\", line 88, in submit\n    raise FepTimeout(f\"no ack in {{timeout}}s seq={{seq}}\")\n"
             "oms_adapter.krx.fep.FepTimeout: no ack in 2.0s seq={seq}\nretrying on standby FEP... ok (rollback to {pv})")
    for _ in range(2):
        v = f"2.{r.randint(10, 40)}.{r.randint(0, 9)}"
        cd.N(cd.add(r.choice([6 * 60, 17 * 60, 20 * 60]) + r.random() * 50, "ci",
                    trace.format(v=v, seq=r.randint(100000, 999999), pv=f"2.{r.randint(5, 9)}.0")))
    cd.N(cd.add(5 * 60 + r.random() * 60, "ci", f"ci-deploy: dart-ingest@1.{r.randint(4, 9)}.{r.randint(0, 9)} deployed to sg-prod-2 ✅"))
    for _ in range(10):
        tgt = r.choice(pxk)
        t = cd.msgs[tgt]["t"] + 0.3 + r.random() * 3
        cd.N(cd.add(t, r.choice(["dk", "wl", "sy", "hj"]), r.choice(ACKS), ref=tgt if r.random() < 0.5 else None))
    # bulk-deleted riskd duplicates
    dups = []
    t0 = 16 * 60 + 10 + r.random() * 5
    for i in range(4):
        dups.append(cd.add(t0 + i * 0.05, "rk", f'{{"type":"heartbeat","engine":"rk-sg-2","status":"dup replay #{i + 1}","seq":{r.randint(1000, 9999)}}}'))
    cd.bulk(dups, t0 + 1.5, [f"dup replay #{i + 1}" for i in range(4)])

    # ---- investor-flow snapshots (data posts, not labelled)
    for i in range(14):
        t = 9 * 60 + 28 + i * 30 + r.random() * 2
        hh, mi = divmod(int(t), 60)
        rows = "\n".join(f"{nm:<6} 개인 {r.randint(-3000, 3000):+,}억 · 외국인 {r.randint(-3000, 3000):+,}억 · 기관 {r.randint(-1500, 1500):+,}억"
                          for nm in ("KOSPI", "KOSDAQ", "K200F", "반도체", "자동차", "2차전지"))
        tops = ", ".join(r.sample(["삼성전자", "SK하이닉스", "현대차", "카카오", "NAVER", "에코프로", "한화에어로스페이스",
                                   "셀트리온", "LG에너지솔루션", "기아", "KODEX 레버리지", "KODEX 200선물인버스2X"], 5))
        cd.add(t, "flow", f"📊 투자자별 매매동향 {hh:02d}:{mi:02d} KST (잠정)\n{rows}\n개인 순매수 상위: {tops}\n"
                          f"개인 선물 순매수 {r.randint(-6000, 6000):+,}계약 · 프로그램 {r.randint(-4000, 4000):+,}억 · "
                          f"retail-flow z {r.randint(-30, 30) / 10:+.1f}")

    # ---- ordinary chatter --------------------------------------------------------
    for i in range(r.randint(78, 86)):
        txt = r.choice(CHATTER).format(n=r.randint(2, 9), m=r.randint(1, 9), s=r.choice(["+", "-"]))
        if r.random() < 0.92:
            txt += "\n" + r.choice(ELAB)
        cd.add(_hour_t(r), r.choice(["dk", "wl", "sy", "hj", "ops"]), txt)
    for i in range(r.randint(10, 13)):
        txt = r.choice(BBG_COLOR).format(b=r.choice(BROKERS), n=r.randint(2, 9), bs=f"{r.randint(10, 70) / 100:.2f}",
                                          bf=f"{r.randint(20, 60) / 100:.2f}")
        txt += "\n>> " + r.choice(["pls keep internal, this is sales colour not research",
                                   "will send the flow table on email after close, KST 16:30-ish",
                                   "desk here is quiet otherwise, ping me if you need a print in size",
                                   "fyi our onshore team sees the same pattern in 기관 연기금 buckets"])
        cd.add(8 * 60 + r.random() * 9 * 60, "bbg", txt)
    eod = (f"EOD recap (kx-exec) {cd.kdate}\npositions: 005930 long {won(ssq * 1000)} · 000660 long (unchanged) · "
           f"K200Z6 short {knew} · mini Z6 long {mq} · 005380F flat · NDF 1M long USD {ndq}mm\n"
           f"orders today: 7 sent, 1 venue reject, 1 risk cancel. slippage vs arrival {r.randint(-9, 9) / 10:.1f}bp.\n"
           "tomorrow: roll ticket pending (see thread), DART sweep cron 08:00 KST.")
    cd.add(16 * 60 + 40, "ex", eod)


def _ts(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    cds = []
    for ci in range(channels):
        for d in range(days):
            start = end - timedelta(days=days - d)
            rng = random.Random(seed * 1000003 + ci * 10007 + d * 101 + 17)
            cd = CD(rng, ci, d, start)
            build_day(cd)
            cds.append(cd)
    chan_ids = [str((((1700000000000 + ci * 86400123) - EPOCH) << 22) | ((ci % 31 + 1) << 17) | (977 + ci * 13))
                for ci in range(channels)]
    start_ms = {}
    allm = []
    for n, cd in enumerate(cds):
        sm = int(cd.start.timestamp() * 1000)
        for m in cd.msgs:
            m["ms"] = sm + int(m["t"] * 60000)
            allm.append((m["ms"], cd.ci, m["k"], n))
        start_ms[n] = sm
    allm.sort()
    seq = 0
    last_ms = {}
    for ms, ci, k, n in allm:
        m = cds[n].msgs[k]
        if last_ms.get(ci, -1) >= ms:
            ms = last_ms[ci] + 1
        last_ms[ci] = ms
        m["ms"] = ms
        m["id"] = str(((ms - EPOCH) << 22) | ((ci % 31 + 1) << 17) | (seq % 4096))
        seq += 1
    events, labels = [], {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
                          "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = []
    for n, cd in enumerate(cds):
        parent = chan_ids[cd.ci]
        M = cd.msgs

        def cid(m):
            return M[m["thread"]]["id"] if m["thread"] is not None else parent
        for m in M:
            a = PEOPLE[m["who"]]
            msg = {"id": m["id"], "author_id": a[2], "author_name": a[0], "author_bot": a[1],
                   "created_at": _ts(datetime.fromtimestamp(m["ms"] / 1000, UTC)),
                   "content": m.get("orig", m["content"]), "attachments": [], "embeds": m["embeds"] or [],
                   "reference_id": M[m["ref"]]["id"] if m["ref"] is not None else None}
            ev = {"op": "create", "guild_id": GUILD, "channel_id": cid(m)}
            if m["thread"] is not None:
                ev["parent_channel_id"] = parent
            ev["message"] = msg
            events.append((m["ms"], 0, ev))
        # original content for edited messages: replay edits backwards
        for op in cd.ops:
            kind, t, k, extra = op
            ms = start_ms[n] + int(t * 60000)
            at = _ts(datetime.fromtimestamp(ms / 1000, UTC))
            if kind == "bulk":
                ms = max(ms, max(M[x]["ms"] for x in k) + 1)
                at = _ts(datetime.fromtimestamp(ms / 1000, UTC))
                events.append((ms, 1, {"op": "bulk_delete", "guild_id": GUILD, "channel_id": parent,
                                       "message_ids": [M[x]["id"] for x in k], "deleted_at": at}))
                continue
            m = M[k]
            ms = max(ms, m["ms"] + 1)
            at = _ts(datetime.fromtimestamp(ms / 1000, UTC))
            base = {"guild_id": GUILD, "channel_id": cid(m)}
            if kind == "edit":
                events.append((ms, 1, dict(op="edit", message_id=m["id"], edited_at=at, content=extra, **base)))
            elif kind == "delete":
                events.append((ms, 1, dict(op="delete", message_id=m["id"], deleted_at=at, **base)))
            elif kind == "forget":
                events.append((ms, 1, dict(op="forget", message_id=m["id"], requested_by=extra, at=at, **base)))
            elif kind == "pin":
                events.append((ms, 1, dict(op="pin", message_id=m["id"], by=extra, at=at, **base)))
            elif kind == "react":
                events.append((ms, 2, dict(op="reaction_add", message_id=m["id"], emoji=extra[0], user_id=extra[1], at=at, **base)))
        for h in cd.hard:
            m = M[h["k"]]
            labels["hard_events"].append({"channel_id": cid(m), "message_id": m["id"], "event_type": h["event_type"],
                                          "facts": h["facts"], "phrasing": h["phrasing"], "final_state": m["state"]})
        for k, old in cd.sup:
            labels["superseded_facts"].append([cid(M[k]), M[k]["id"], old])
        labels["removed_texts"].extend(cd.removed)
        labels["noise_message_ids"].extend(M[k]["id"] for k in cd.noise if M[k]["state"] in ("live", "edited"))
        labels["near_miss_ids"].extend(M[k]["id"] for k in cd.near if M[k]["state"] in ("live", "edited"))
        for k, name, exp in cd.idioms:
            if name not in idiom_seen and len(idiom_seen) < 20:
                idiom_seen.append(name)
                labels["idioms"].append({"message_id": M[k]["id"], "idiom": name, "expected": exp})
    events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in events], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else None
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    print(f"{len(res['events'])} events, {len(res['labels']['hard_events'])} hard events")


if __name__ == "__main__":
    main()
