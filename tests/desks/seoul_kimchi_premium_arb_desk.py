#!/usr/bin/env python3
"""Seoul kimchi-premium arbitrage desk: a busy day of a KRW/offshore crypto arb channel.

Standard library only. Deterministic for (seed, end, channels, days); no use of hash().
"""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "seoul_kimchi_premium_arb_desk"
EPOCH = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 12, 7, 15, 0, 0, tzinfo=UTC)  # 2026-12-08 00:00 KST


def _ms(dt):
    return int(round(dt.timestamp() * 1000))


def _sf(ms, worker=1, seq=0):
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _iso(ms):
    d = datetime.fromtimestamp(ms / 1000.0, UTC)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


GUILD_ID = str(_sf(_ms(datetime(2023, 4, 5, 3, 21, 7, 412000, tzinfo=UTC)), 3, 17))

_PEOPLE = [
    ("minjun", "박민준 (헤드)", False),
    ("seoyeon", "서연", False),
    ("jay", "Jay Lim", False),
    ("dohyun", "도현", False),
    ("scanner", "arb-scanner", True),
    ("exec", "exec-gw", True),
    ("treasury", "treasury-bot", True),
    ("risk", "risk-engine", True),
    ("compliance", "FIU-compliance", True),
    ("analyst", "김프 애널리스트 (LLM)", True),
    ("router", "router-agent", True),
    ("execagent", "exec-agent", True),
    ("news", "news-feed", True),
    ("tg", "tg-relay", True),
    ("alert", "price-alert", True),
    ("ops", "ops-bot", True),
    ("pnl", "pnl-bot", True),
]
AUTHORS = {}
for _i, (_k, _n, _b) in enumerate(_PEOPLE):
    _t = datetime(2021, 9, 14, 2, 11, 0, tzinfo=UTC) + timedelta(days=41 * _i, seconds=7919 * _i, milliseconds=313 * _i)
    AUTHORS[_k] = (str(_sf(_ms(_t), 1 + _i % 3, 100 + _i)), _n, _b)


def channel_id(idx):
    t = datetime(2023, 6, 19, 8, 44, 12, tzinfo=UTC) + timedelta(days=3 * idx, seconds=4561 * idx, milliseconds=271 * idx)
    return str(_sf(_ms(t), 2, 300 + idx))


HOUR_W = [6, 4, 2, 1, 1, 1, 1, 2, 5, 9, 10, 9, 6, 8, 9, 9, 8, 7, 6, 7, 8, 9, 9, 8]
COINS = ["BTC", "ETH", "XRP", "SOL", "DOGE", "ADA", "TRX", "AVAX", "LINK", "SUI", "ONDO", "PEPE"]


def fmt_krw(x):
    if x >= 1e6:
        return "{:,.0f}".format(round(x, -3))
    if x >= 1e4:
        return "{:,.0f}".format(round(x, -1))
    if x >= 100:
        return "{:,.0f}".format(x)
    if x >= 1:
        return "{:,.2f}".format(x)
    return "{:.4f}".format(x)


def fmt_usd(x):
    if x >= 1000:
        return "{:,.1f}".format(x)
    if x >= 1:
        return "{:.3f}".format(x)
    if x >= 0.01:
        return "{:.4f}".format(x)
    return "{:.8f}".format(x)


class M(object):
    def __init__(self, t, who, content, embeds, reply, thread, order):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.order = order
        self.kind = None
        self.label = None
        self.idiom = None
        self.state = "live"
        self.removed_snippet = None
        self.attachments = []
        self.id = None
        self.ms = None


class Day(object):
    def __init__(self, seed, chan_idx, dayno, start):
        self.rng = random.Random(seed * 1000003 + chan_idx * 10007 + dayno * 101 + 7)
        self.chan_idx = chan_idx
        self.chan = channel_id(chan_idx)
        self.start = start  # UTC instant of KST 00:00
        self.kdate = (start + timedelta(hours=9)).date()
        self.msgs = []
        self.ops = []
        self.superseded = []
        self.idioms = []
        self.n = 0
        r = self.rng
        self.fx = r.uniform(1379.0, 1393.0)
        self.px = {"BTC": r.uniform(95500, 98500), "ETH": r.uniform(3550, 3750), "XRP": r.uniform(2.05, 2.35),
                   "SOL": r.uniform(210, 240), "DOGE": r.uniform(0.38, 0.43), "ADA": r.uniform(0.95, 1.05),
                   "TRX": r.uniform(0.27, 0.29), "AVAX": r.uniform(42, 48), "LINK": r.uniform(22, 25), "SUI": r.uniform(3.9, 4.6), "ONDO": r.uniform(1.1, 1.4),
                   "PEPE": r.uniform(0.0000185, 0.000021)}
        self.prem = {c: r.uniform(1.8, 3.6) for c in COINS}
        self.prem["XRP"] = r.uniform(3.8, 4.6)
        self.prem["DOGE"] = r.uniform(4.6, 5.4)
        self.prem_bt = {c: self.prem[c] + r.uniform(-0.25, 0.2) for c in COINS}
        self.usdt_prem = r.uniform(1.5, 2.2)
        self.scan_n = r.randint(18000, 24000)
        self.alert_n = r.randint(4100, 4900)

    # ---- helpers
    def T(self, h, m=0, s=0):
        return self.start + timedelta(hours=h, minutes=m, seconds=s, milliseconds=self.rng.randrange(1000))

    def rand_t(self, lo=0, hi=24):
        hours = list(range(lo, hi))
        h = self.rng.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
        return self.T(h, self.rng.randrange(60), self.rng.randrange(60))

    def post(self, t, who, content="", embeds=None, reply=None, thread=None):
        m = M(t, who, content, embeds, reply, thread, self.n)
        self.n += 1
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.kind = "hard"
        m.label = {"event_type": etype, "facts": list(facts), "phrasing": phrasing}
        if idiom:
            self.idioms.append((m, idiom, etype))
        return m

    def noise(self, m):
        m.kind = "noise"
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def edit(self, m, t, new, old_level=None):
        self.ops.append(("edit", t, m, new))
        m.content = new
        if m.state == "live":
            m.state = "edited"
        if old_level is not None:
            self.superseded.append((m, old_level))

    def delete(self, m, t, snippet):
        self.ops.append(("delete", t, m))
        m.state = "deleted"
        m.removed_snippet = snippet

    def forget(self, m, t, by, snippet):
        self.ops.append(("forget", t, m, by))
        m.state = "forgotten"
        m.removed_snippet = snippet

    def bulk(self, ms, t, snippets):
        self.ops.append(("bulk", t, ms))
        for m, s in zip(ms, snippets):
            m.state = "deleted"
            m.removed_snippet = s

    def pin(self, m, t, who):
        self.ops.append(("pin", t, m, who))

    def react(self, m, t, emoji, who):
        self.ops.append(("react", t, m, emoji, who))

    def hexs(self, n):
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def uuid(self):
        h = self.hexs(32)
        return "%s-%s-4%s-%s-%s" % (h[:8], h[8:12], h[13:16], h[16:20], h[20:32])

    def krw(self, coin, venue="up"):
        p = self.prem[coin] if venue == "up" else self.prem_bt[coin]
        return self.px[coin] * self.fx * (1 + p / 100.0)

    # ---- content builders
    def build(self):
        self.cycle_ids = ["ARB-%s-%02d" % (self.kdate.strftime("%m%d"), i) for i in range(1, 6)]
        self.status_board()
        self.scanners()
        self.noise_misc()
        self.chatter()
        self.treasury()
        self.analyst_notes()
        self.handover()
        self.cycle_usdt()
        self.cycle_btc()
        self.cycle_eth()
        self.cycle_xrp()
        self.cycle_sol()
        self.cycle_reverse()
        self.risk_events()
        self.news_events()
        self.near_misses()
        self.removals()

    def status_board(self):
        r = self.rng
        m = self.post(self.T(8, 31, r.randrange(60)), "minjun",
                      "📌 오늘 북 현황 (%s)\n보유: BTC / ETH / XRP / USDT 인벤토리 (업비트·빗썸) + 바이빗·OKX 무기한 숏 헷지\n"
                      "워치: SOL, DOGE, TRX\n사이클마다 스레드 따고, 체결은 exec-gw 스레드에 모음. 승인은 나 or 서연." % self.kdate.isoformat())
        self.pin(m, m.t + timedelta(seconds=20), "minjun")
        self.react(m, m.t + timedelta(seconds=21), "📌", "minjun")

    def scanners(self):
        r = self.rng
        t = self.T(0, r.randint(2, 9), r.randrange(60))
        end = self.start + timedelta(hours=23, minutes=58)
        while t < end:
            self.noise(self.post(t, "scanner", self.scanner_text(t)))
            h = (t - self.start).seconds // 3600
            step = r.randint(33, 44) if (h >= 8 or h < 2) else r.randint(70, 95)
            t = t + timedelta(minutes=step, seconds=r.randrange(60))

    def scanner_text(self, t):
        r = self.rng
        for c in COINS:
            self.prem[c] += r.gauss(0, 0.1)
            self.prem_bt[c] = self.prem[c] + r.uniform(-0.3, 0.2)
            self.px[c] *= 1 + r.gauss(0, 0.0025)
        self.usdt_prem += r.gauss(0, 0.05)
        fx = self.fx + r.gauss(0, 0.5)
        k = t + timedelta(hours=9)
        self.scan_n += 1
        rows = []
        for c in COINS:
            pc = self.prem[c] + r.uniform(-0.4, 0.3)
            rows.append("%-5s %15s %13s %+6.2f%% %15s %+6.2f%% %+6.2f%% %7s" % (
                c, fmt_krw(self.krw(c)), fmt_usd(self.px[c]), self.prem[c],
                fmt_krw(self.krw(c, "bt")), self.prem_bt[c], pc, "{:,}억".format(r.randint(40, 4200))))
        top = sorted(COINS, key=lambda c: -self.prem[c])[:3]
        lines = ["📊 김프 스캐너 %02d:%02d KST | USDKRW %s | USDT/KRW 업비트 %s (%+.2f%%)" % (
            k.hour, k.minute, "{:,.1f}".format(fx), "{:,.0f}".format(fx * (1 + self.usdt_prem / 100)), self.usdt_prem),
            "```",
            "%-5s %15s %13s %7s %15s %7s %7s %7s" % ("coin", "업비트 KRW", "바낸 USDT", "김프", "빗썸 KRW", "김프", "코인원", "거래대금"),
        ] + rows + ["```",
                    "top: " + " · ".join("%s %+.2f%%" % (c, self.prem[c]) for c in top)
                    + " | 입출금: XRP 업비트 %s | scan #%d · %dms" % (r.choice(["정상", "정상", "⛔ 점검"]), self.scan_n, r.randint(180, 900))]
        return "\n".join(lines)

    def noise_misc(self):
        r = self.rng
        # exec heartbeats every ~2h
        for h in range(1, 24, 3):
            self.noise(self.post(self.T(h, r.randint(0, 50), r.randrange(60)), "exec",
                                 "hb · exec-gw ok · upbit %dms · bithumb %dms · binance %dms · okx %dms · bybit %dms · open_orders=%d · queue=0"
                                 % (r.randint(18, 60), r.randint(35, 110), r.randint(110, 190), r.randint(100, 170), r.randint(100, 180), r.randint(0, 6))))
        for h in (0, 4, 8, 12, 16, 20):
            self.noise(self.post(self.T(h, r.randint(5, 55), r.randrange(60)), "risk",
                                 "risk.hb btc_net=%+.2f eth_net=%+.1f xrp_net=%+d usdt_upbit=%s krw_cash=%s perp_notional_usd=%s limits=ok"
                                 % (r.uniform(-0.2, 0.2), r.uniform(-1.5, 1.5), r.randint(-3000, 3000), "{:,}".format(r.randint(150, 600) * 1000),
                                    "{:,}".format(r.randint(2800, 4200) * 1000000), "{:,}".format(r.randint(400, 900) * 1000))))
        crons = [(9, 0, "cron[daily_recon] 09:00 KST ok — 5 venues, 0 breaks, %d fills reconciled, 2 transfers matched" % r.randint(180, 420)),
                 (9, 5, "cron[fee_tier_sync] ok — upbit 0.05%% / bithumb 0.04%% / binance VIP%d / okx VIP%d" % (r.randint(2, 4), r.randint(1, 3))),
                 (1, 0, "cron[funding_snap] 01:00 KST bybit BTCUSDT %+.4f%% · ETHUSDT %+.4f%% · okx BTC-USDT-SWAP %+.4f%%" % (r.uniform(0, 0.012), r.uniform(0, 0.015), r.uniform(0, 0.012))),
                 (17, 0, "cron[funding_snap] 17:00 KST bybit BTCUSDT %+.4f%% · ETHUSDT %+.4f%% · okx BTC-USDT-SWAP %+.4f%%" % (r.uniform(0, 0.012), r.uniform(0, 0.015), r.uniform(0, 0.012))),
                 (6, 30, "cron[wallet_sweep] 06:30 KST ok — hot→cold 0 sweeps needed, hot wallet ratio 8.1%")]
        for h, mi, txt in crons:
            self.noise(self.post(self.T(h, mi, r.randint(0, 9)), "ops", txt))
        sha = self.hexs(7)
        self.noise(self.post(self.T(7, 12, 3), "ops", "CI ❌ exec-gw #%d failed: tests/test_bithumb_sign.py::test_hmac_v2 (timeout)" % r.randint(1800, 1990)))
        self.noise(self.post(self.T(7, 41, 9), "ops", "CI ✅ exec-gw #%d passed 214/214 · sha %s" % (r.randint(1991, 1999), sha)))
        self.noise(self.post(self.T(7, 48, 30), "ops", "🚀 deploy exec-gw %s → prod (canary 100%%) ✅  v2.14.%d" % (sha, r.randint(2, 9))))
        self.noise(self.post(self.T(19, 2, 11), "ops", "🚀 deploy arb-scanner v3.%d.0 → prod ✅ (adds coinone column behind flag)" % r.randint(1, 6)))
        for _ in range(5):
            t = self.rand_t(8, 24)
            c = r.choice(["BTC", "ETH", "XRP", "SOL", "USDT"])
            if c == "USDT":
                txt = "🔔 [알림] USDT/KRW 업비트 %s 돌파 (테더 프리미엄 %+.2f%%)" % ("{:,}".format(r.randint(1405, 1425)), r.uniform(1.4, 2.4))
            else:
                txt = "🔔 [알림] %s 업비트 %s %s" % (c, fmt_krw(self.krw(c) * r.uniform(0.99, 1.01)), r.choice(["돌파", "이탈", "5분 +1.2%", "5분 -0.9%"]))
            self.noise(self.post(t, "alert", txt))
        for h in (9, 12, 15, 18, 23):
            m = self.noise(self.post(self.T(h, 0, r.randint(5, 30)), "pnl",
                                     "📈 PnL 스냅샷 %02d:00 KST | realized %s | unrealized %s | fees ₩%s | funding %s | 김프북 사용률 %d%%"
                                     % (h, "+₩{:,}".format(r.randint(2, 40) * 1000000), "-₩{:,}".format(r.randint(1, 9) * 1000000 + r.randint(0, 999) * 1000),
                                        "{:,}".format(r.randint(800, 5000) * 1000), "-$%d" % r.randint(40, 900), r.randint(22, 78))))
            m.attachments = [{"id": str(_sf(_ms(m.t), 4, h)), "filename": "pnl_%02d00.png" % h, "size": r.randint(30000, 90000),
                              "url": "https://cdn.discordapp.com/attachments/%s/pnl_%02d00.png" % (self.chan, h)}]
        for v in ["upbit", "bithumb", "binance", "bybit", "upbit", "okx"]:
            self.noise(self.post(self.rand_t(), "exec", "⚠️ ws reconnect: %s (%s) → resubscribed %d markets in %.1fs"
                                 % (v, r.choice(["1006 abnormal closure", "ping timeout", "1001 going away"]), r.randint(8, 40), r.uniform(0.4, 3.5))))
        self.noise(self.post(self.T(3, 17, 44), "scanner",
                             "scanner worker crashed, restarting (1/5)\n```\nTraceback (most recent call last):\n"
                             "  File \"/srv/arb-scanner/scanner/loop.py\", line 212, in run\n    book = await self.venues['bithumb'].orderbook(sym)\n"
                             "  File \"/srv/arb-scanner/venues/bithumb.py\", line 88, in orderbook\n    data = resp['data']\n"
                             "KeyError: 'data'\n```\n(bithumb returned status=5600 '점검중')"))
        acks = ["ㅇㅋ", "ㄳ", "👍", "ㅋㅋㅋ", "thx", "넵", "ㄱㄷ", "ㅇㅇ", "🙏", "확인", "ok", "ㄳㄳ"]
        self.ack_pool = acks

    def chatter(self):
        r = self.rng
        lines = [
            ("seoyeon", "바낸 BTC 출금 큐 20분째 pending이네 ㅡㅡ"), ("jay", "upbit api latency spiking again, 400ms+"),
            ("dohyun", "점심 뭐 드실? 김밥천국 ㄱ?"), ("seoyeon", "USDT 프리미엄 %.1f%%네 요즘 치고 꽤 높음" % self.usdt_prem),
            ("jay", "funding on bybit flipped slightly positive, carry on the hedge is fine"), ("dohyun", "빗썸 호가 진짜 얇다... 10개만 던져도 0.3% 밀림"),
            ("minjun", "다들 오늘 트래블룰 화이트리스트 업데이트된 거 확인해"), ("seoyeon", "OKX 입금 확인 2컨펌이면 되는 거 맞지?"),
            ("jay", "coffee run, anyone?"), ("dohyun", "업비트 공지 또 떴네 (원화마켓 신규상장 건, 우리랑 무관)"),
            ("seoyeon", "환율 1,390 근처에서 계속 노는 중"), ("jay", "asia open flows look light today"),
            ("minjun", "회의 10분 뒤"), ("dohyun", "스캐너 테이블에 코인원 컬럼 언제 붙어요?"),
            ("jay", "binance sub-account transfer limits got bumped, nice"), ("seoyeon", "오늘 김프 변동성 좀 있네"),
            ("dohyun", "ㅋㅋ 텔레방 또 난리남"), ("minjun", "잡담은 #random 으로"), ("jay", "brb"),
            ("seoyeon", "빗썸 KRW 출금 한도 리셋 00시 맞죠?"), ("dohyun", "업비트 호가창 렉 걸림"), ("jay", "okx websocket is flaky again"),
            ("seoyeon", "법인계좌 잔고 확인 완료"), ("dohyun", "오늘 야간 당번 저예요"), ("minjun", "내일 오전 CRO 미팅 있음, 한도 얘기 나올 듯"),
            ("jay", "eth gas is cheap today, good time for the rebalance"), ("seoyeon", "바이빗 마진 비율 %d%%" % r.randint(180, 320)),
            ("dohyun", "XRP 송금 메모 태그 빼먹지 마세요 다들 ㅠ"), ("jay", "noted"), ("seoyeon", "배고프다"),
            ("dohyun", "코스피 외국인 순매수 전환했네요"), ("jay", "DXY drifting lower"), ("seoyeon", "트론 수수료 또 올랐음"),
            ("minjun", "다들 수고. 야간은 도현이 봄"), ("dohyun", "넵 야간 들어갑니다"), ("jay", "lol the scanner says PEPE +6% premium, ignore"),
            ("seoyeon", "업비트 출금 주소록 등록 대기 2건"), ("dohyun", "빗썸 점검 끝났대요"), ("jay", "vol is dead, wake me up if 김프 moves"),
            ("seoyeon", "오늘 수수료 쿠폰 다 씀"), ("dohyun", "와 방금 BTC 5분봉 장대"), ("jay", "same as yesterday basically"),
            ("minjun", "리콘 깨지는 거 있으면 바로 말해"), ("seoyeon", "환전 데스크에서 USD 송금 확인 왔어요"), ("dohyun", "오늘 유난히 조용하네"),
            ("jay", "bithumb fees promo ends friday apparently"), ("seoyeon", "테더 입금 TRC20으로만 받는 중"), ("dohyun", "졸려요 ㅠㅠ"),
            ("jay", "kimchi is back lol"), ("seoyeon", "ㅋㅋㅋ 그러게"),
            ("dohyun", "업비트 API 키 만료 D-3 알림 왔어요, ops에 티켓 넣음"), ("seoyeon", "바이낸스 서브계정 잔고 스냅샷 공유 드라이브에 올림"),
            ("jay", "bybit UI shows the hedge twice, display bug i think"), ("minjun", "오늘 PnL은 수수료 빼면 그냥저냥"),
            ("dohyun", "빗썸 원화 입금 반영 5분 걸림"), ("seoyeon", "코인원 컬럼 값 좀 튀는 듯? 확인 필요"),
            ("jay", "reminder: cpi tonight 22:30 kst"), ("dohyun", "텔레그램 리딩방 얘기는 그냥 참고만 할게요"),
            ("seoyeon", "트래블룰 응답 늦는 VASP 리스트 업데이트 필요"), ("minjun", "도현이 리콘 시트 오늘 것까지 채워놔"),
            ("dohyun", "넵 채워놨습니다"), ("jay", "binance withdrawal fee for BTC went down to 0.0001?"),
            ("seoyeon", "그거 네트워크 따라 달라요"), ("dohyun", "업비트 공지: 원화 입출금 은행 점검 23:30~00:30"),
            ("jay", "upbit orderbook depth on ETH is decent today"), ("seoyeon", "오후에 김프 좀 눌렸다가 다시 올라옴"),
            ("minjun", "스캐너 알럿 기준 3.0%로 유지"), ("dohyun", "야간에 스캐너 멈추면 ops 호출할게요"),
            ("jay", "hedge margin looks healthy"), ("seoyeon", "USDT 재고 체크 — 업비트 쪽 넉넉함"),
            ("dohyun", "업비트 고객센터 답변 왔는데 XRP 재개 일정 미정이래요"), ("jay", "fine, nothing to do on xrp then"),
            ("seoyeon", "환율 좀 빠지네 1,38x"), ("dohyun", "OKX 앱 로그인 2FA 또 풀림 ㅡㅡ"), ("jay", "lunch?"),
        ]
        for who, txt in lines:
            lo, hi = (0, 24) if "야간" not in txt else (18, 24)
            self.post(self.rand_t(max(lo, 8), hi) if r.random() < 0.85 else self.rand_t(0, 3), who, txt)

    def treasury(self):
        r = self.rng
        legs = [("BTC", "바이낸스", "업비트", "%.1f" % r.choice([1.5, 2.0, 2.5]), 10), ("USDT", "업비트", "바이낸스", "{:,}".format(r.randint(150, 260) * 1000), 11),
                ("ETH", "바이낸스", "빗썸", "%d" % r.randint(15, 25), 15), ("USDT", "빗썸", "OKX", "{:,}".format(r.randint(80, 150) * 1000), 13),
                ("BTC", "업비트", "바이빗", "%.1f" % r.uniform(0.3, 0.8), 20), ("XRP", "OKX", "빗썸", "{:,}".format(r.randint(20, 90) * 1000), 17)]
        self.tx_msgs = []
        for coin, src, dst, amt, h in legs:
            t = self.T(h, r.randint(0, 45), r.randrange(60))
            net = {"BTC": "BTC", "USDT": "TRC20", "ETH": "ERC20", "XRP": "XRP Ledger"}[coin]
            a = self.post(t, "treasury", "[TRANSFER] 요청 %s %s %s → %s (%s) · wd_id=%s · 화이트리스트 주소 ✅" % (amt, coin, src, dst, net, self.hexs(10)))
            txh = ("0x" + self.hexs(64)) if coin in ("ETH",) else (self.hexs(64).upper() if coin == "XRP" else self.hexs(64))
            vasp = {"업비트": "CODE", "빗썸": "CODE", "바이낸스": "VerifyVASP→Binance", "OKX": "TRUST", "바이빗": "Sygna"}[dst]
            b = self.post(t + timedelta(minutes=r.randint(6, 28), seconds=r.randrange(60)), "treasury",
                          "[TRANSFER] ✅ 도착 %s %s @ %s\ntxid: %s\n트래블룰 체크: %s ✅ (수취인 실명 일치, 100만원 이상 정보 전송 완료)\n컨펌 %d/%d · 수수료 %s %s"
                          % (amt, coin, dst, txh, vasp, r.randint(2, 12), r.randint(12, 14), r.choice(["0.0002", "1", "0.0013", "0.25"]), coin), reply=a)
            self.tx_msgs.append(b)
            if r.random() < 0.6:
                self.noise(self.post(b.t + timedelta(seconds=r.randint(20, 200)), r.choice(["seoyeon", "jay", "dohyun"]), r.choice(self.ack_pool), reply=b))
        self.post(self.T(9, 30, 5), "compliance",
                  "[FIU 일일 리마인더] 트래블룰: 100만원 이상 가상자산 이전 시 송·수신인 정보 전송 필수. 미신고 VASP로의 이전 금지. 개인지갑 출금은 사전 등록·본인확인 완료 주소만 허용.")
        self.post(self.T(18, 10, 40), "compliance",
                  "[FIU] 의심거래(STR) 모니터링 주간 점검 완료 — 데스크 관련 플래그 0건. 고액현금거래(CTR) 보고 대상 없음.")
        for _ in range(2):
            m = self.post(self.rand_t(9, 23), r.choice(["seoyeon", "dohyun"]), r.choice(self.ack_pool), reply=r.choice(self.tx_msgs))
            self.noise(m)
        for _ in range(2):
            self.noise(self.post(self.rand_t(9, 24), r.choice(["seoyeon", "jay", "dohyun", "minjun"]), r.choice(self.ack_pool)))

    def handover(self):
        r = self.rng
        txt = ("📝 주간→야간 인수인계 (%s 18:30)\n"
               "- 오늘 돌린 사이클: 스레드 참고 (BTC 정방향, ETH 빗썸, USDT 환전). 미체결 주문 없음 확인함\n"
               "- 인벤토리: 업비트 BTC %.2f / 빗썸 ETH %d / USDT 업비트 %s · 바이낸스 %s\n"
               "- 헷지: 바이빗 BTCUSDT 숏 유지, 마진 비율 %d%% · OKX는 출금 막혀서 신규 입금 X\n"
               "- 입출금 이슈: 업비트 XRP 중단 중, 빗썸 SOL 지연\n"
               "- 은행 점검 23:30~00:30 원화 출금 불가, 그 전에 필요한 출금 끝내놓기\n"
               "- 스캐너 코인원 컬럼은 플래그로 켜져 있음, 값 이상하면 ops에 말하기\n"
               "- 야간에 김프 튀면 일단 스레드에 올리고 나 깨워도 됨 (민준님 승인 필요)"
               % (self.kdate.isoformat(), r.uniform(1, 3), r.randint(20, 60), "{:,}".format(r.randint(100, 400) * 1000),
                  "{:,}".format(r.randint(200, 500) * 1000), r.randint(180, 320)))
        self.post(self.T(18, 30, r.randint(0, 50)), "seoyeon", txt)
        self.post(self.T(18, 36, r.randint(0, 50)), "dohyun", "인수인계 확인했습니다. 은행 점검 전에 원화 출금 건 없음")

    def analyst_notes(self):
        r = self.rng
        p = self.prem["BTC"]
        date = self.kdate.isoformat()
        common_onchain = (
            "## 온체인 / 입출금\n"
            "- 업비트 BTC 순입금 %s BTC (24h), 빗썸 ETH 순출금 %s ETH. 거래소 간 재고 이동은 평소 수준.\n"
            "- 바이낸스 → 국내 입금 경로는 트래블룰 연동(CODE/VerifyVASP) 이후 평균 %d분 소요. 출금 큐가 길어지면 김프 수렴 속도가 느려지는 경향.\n"
            "- XRP 네트워크: 업비트 지갑 점검 공지 가능성 모니터링 중. 메모(태그) 누락 송금 사례가 커뮤니티에서 다수 보고됨.\n"
            "- 스테이블 유입: 국내 USDT 입금 %s개(추정), TRC20 비중 %d%%.\n\n"
            % ("{:,}".format(r.randint(200, 900)), "{:,}".format(r.randint(2000, 9000)), r.randint(12, 35),
               "{:,}".format(r.randint(20, 90) * 100000), r.randint(70, 92)))
        macro = (
            "## 매크로\n"
            "달러/원은 %s원 부근에서 좁은 박스. 외국인 코스피 순매수 전환과 함께 원화 강세 압력이 약하게 존재하나, 연말 수입업체 결제 수요가 상단을 받치고 있음. "
            "미국 금리 선물은 다음 FOMC 동결 확률을 %d%%로 반영. 원화 유동성 측면에서 개인 투자자 예탁금은 전주 대비 %+.1f%%로 "
            "국내 거래소 원화 매수 여력은 유지되는 그림. 역사적으로 원화 약세 구간에서 김프가 확대되는 경향이 있었지만 2024년 이후로는 상관관계가 약해졌음.\n\n"
            % ("{:,.0f}".format(self.fx), r.randint(70, 95), r.uniform(-3, 5)))
        risk = (
            "## 리스크 체크리스트\n"
            "- 바이빗/OKX 숏 헷지 증거금 비율, 펀딩 역전 시 캐리 비용\n"
            "- 국내 거래소 입출금 중단 공지 (특히 XRP, ETH 하드포크 일정)\n"
            "- FIU 미신고 VASP 관련 규정 변경 및 해외 거래소 출금 제한\n"
            "- 원화 출금 한도(법인계좌) 및 은행 점검 시간 23:30~00:30\n"
            "- 텔레그램 리딩방發 루머성 펌핑 → 단일 코인 김프 급등 후 급락 패턴\n\n")
        table = ("## 코인별 김프 (업비트 / 빗썸 / 코인원)\n| 코인 | 업비트 | 빗썸 | 코인원 | 24h 변화 | 입출금 |\n|---|---|---|---|---|---|\n"
                 + "".join("| %s | %+.2f%% | %+.2f%% | %+.2f%% | %+.2f%%p | %s |\n" % (c, self.prem[c], self.prem_bt[c], self.prem[c] + r.uniform(-0.4, 0.3),
                                                                          r.uniform(-0.8, 0.8), r.choice(["정상", "정상", "정상", "지연"]))
                           for c in COINS) + "\n")
        method = ("## 방법론 메모\n"
                  "김프는 (국내 원화가 ÷ (해외 USDT가 × USDKRW)) − 1로 계산하며, USDKRW는 서울외환중개 기준환율이 아닌 실시간 역외 NDF 미드를 사용함. "
                  "USDT/KRW 기준으로 다시 계산한 '테더 기준 김프'는 별도로 표기함. 거래소 수수료, 출금 수수료, 트래블룰 처리 지연, 은행 원화 출금 한도 등 "
                  "실행 비용은 반영하지 않은 총 스프레드이므로, 실제 순수익과는 평균 %.1f%%p 내외 차이가 발생함. 호가 깊이 기준 실행 가능 물량은 "
                  "BTC 약 %d개, ETH 약 %d개 수준(업비트 ±0.1%% 슬리피지 기준)으로 추정.\n\n"
                  "## 시나리오 정리 (참고)\n"
                  "1) 원화 매수세 지속 + 해외 약세: 김프 확대, 국내 재고 소진 속도 가속. 바이낸스 → 업비트 BTC 이동 경로의 출금 큐가 병목.\n"
                  "2) 국내 거래소 입출금 중단 이벤트: 해당 코인 김프가 일시적으로 과도하게 벌어지나 재고 보충이 불가하여 실행 불가능한 스프레드가 됨.\n"
                  "3) 규제 뉴스(FIU, 해외 VASP 차단): 헷지 거래소 접근성 악화 시 헷지 비용 상승, 김프 자체는 단기 확대 경향.\n"
                  "4) 급락장: 2022년 사례처럼 역프 전환 가능. 헷지 숏의 증거금은 충분하나 국내 현물 유동성 급감 리스크.\n\n"
                  % (r.uniform(0.3, 0.6), r.randint(4, 9), r.randint(60, 140)))
        foot = "---\n*본 노트는 LLM 분석 에이전트가 자동 생성한 시장 분석이며, 별도 표기가 없는 한 주문 지시가 아닙니다.*"
        # note 1: morning, buried thesis change on ETH
        n1 = ("# 🇰🇷 김프 모닝 노트 — %s (KST 08:40)\n\n" % date
               + "## 요약\n"
               "- BTC 김프 %.2f%%, 전일 대비 %+.2f%%p. 아시아 오픈 전 원화 매수세 유입.\n"
               "- USDT 프리미엄 %.2f%% — 원화 유동성 견조, 스테이블 입금 대기열 정상.\n"
               "- 펀딩비: 바이빗 BTCUSDT %+.4f%% / OKX %+.4f%% (8h). 숏 헷지 캐리 부담 제한적.\n\n"
               % (p, r.uniform(-0.6, 0.6), self.usdt_prem, r.uniform(0, 0.01), r.uniform(0, 0.01))
               + "## 거래소별 동향\n| 거래소 | BTC 24h 거래대금 | 김프 | 비고 |\n|---|---|---|---|\n"
               "| 업비트 | %s억 | %.2f%% | 주말 대비 거래대금 +%d%% |\n| 빗썸 | %s억 | %.2f%% | 수수료 프로모션 종료 임박 |\n| 코인원 | %s억 | %.2f%% | 참고용 |\n\n"
               % ("{:,}".format(r.randint(3000, 9000)), p, r.randint(5, 40), "{:,}".format(r.randint(900, 3000)), self.prem_bt["BTC"],
                  "{:,}".format(r.randint(100, 500)), p + r.uniform(-0.3, 0.3))
               + common_onchain + macro
               + "## ETH\n"
               "ETH 김프는 최근 5거래일 평균 %.2f%%로 BTC 대비 높은 수준을 유지했으나, 빗썸 원화 호가 깊이가 2주 전 대비 약 %d%% 줄었고 "
               "바이낸스→빗썸 입금 소요 시간이 길어지고 있음. 하드포크 일정 관련 국내 거래소 입출금 중단 가능성도 존재. "
               "**뷰 변경: ETH 김프는 축소로 전환 (기존 확대 뷰 철회).** 향후 ETH 역방향(국내 매수/해외 매도) 기회가 더 자주 나올 가능성이 있어 인벤토리 배분을 점검할 필요가 있음. "
               "참고로 온체인 스테이킹 출금 대기열은 %s ETH로 중립적.\n\n"
               % (self.prem["ETH"] + 0.4, r.randint(20, 45), "{:,}".format(r.randint(100, 900) * 1000))
               + table + method + risk + foot)
        m1 = self.post(self.T(8, 40, r.randint(0, 50)), "analyst", n1)
        self.hard(m1, "thesis_update", ["ETH 김프는 축소로 전환", "확대 뷰 철회"], "buried", "buried view change in Korean markdown LLM note")
        # note 2: midday funding/basis, no decision
        n2 = ("# 펀딩·베이시스 미드데이 노트 — %s (KST 13:05)\n\n" % date
              + "## 펀딩비 스냅샷\n| 심볼 | 바이빗 | OKX | 바이낸스 |\n|---|---|---|---|\n"
              + "".join("| %s | %+.4f%% | %+.4f%% | %+.4f%% |\n" % (c, r.uniform(-0.005, 0.015), r.uniform(-0.005, 0.015), r.uniform(-0.005, 0.015))
                        for c in ["BTCUSDT", "ETHUSDT", "XRPUSDT", "SOLUSDT", "DOGEUSDT"])
              + "\n## 해석\n숏 헷지 캐리는 연환산 기준 %.1f%% 수준으로, 김프 %.1f%% 진입 시 보유 기간 3일 이내라면 캐리 비용은 무시 가능한 수준. "
              "다만 펀딩이 +0.03%%를 넘는 구간이 오면 헷지를 OKX로 옮기는 것이 유리할 수 있음. 예를 들어 김프가 5%% 이상으로 확대되는 경우, "
              "바이낸스 매수·업비트 매도 구조에서 헷지 보유 기간이 늘어나는 만큼 캐리 민감도가 커짐. 이 부분은 시나리오 분석일 뿐이며 현재 포지션 변경을 제안하는 것은 아님.\n\n"
              % (r.uniform(3, 11), p)
              + "## 베이시스\n분기물 베이시스는 연 %.1f%%로 전주와 유사. 현물-무기한 스프레드는 아시아 시간대에 좁고 미국 시간대에 벌어지는 패턴이 이어짐. "
              "2022년 루나 사태 당시에는 국내 김프가 급격히 역프로 전환되며 헷지 청산 리스크가 부각된 바 있어, 극단 상황에서의 마진 버퍼 점검은 유지할 필요가 있음.\n\n"
              % r.uniform(6, 12)
              + table + common_onchain + method + risk + foot)
        self.near(self.post(self.T(13, 5, r.randint(0, 50)), "analyst", n2), )
        # note 3: evening wrap, no decision
        n3 = ("# 🌙 이브닝 랩 — %s (KST 21:30)\n\n" % date
              + "## 오늘의 김프\n- BTC: 장중 %.2f%% ~ %.2f%% 레인지\n- ETH: %.2f%% → %.2f%%\n- XRP: 업비트 입출금 이슈로 %.2f%%까지 확대 후 정체\n- USDT: %.2f%%\n\n"
              % (p - 0.5, p + 0.6, self.prem["ETH"] + 0.3, self.prem["ETH"], self.prem["XRP"] + 0.4, self.usdt_prem)
              + "## 데스크 플로우 요약 (참고)\n오늘 데스크 사이클은 스레드별로 정리되어 있음. 체결 세부사항은 exec-gw 스레드를 참조. "
              "본 섹션은 요약이며 신규 주문·승인·한도 변경을 포함하지 않음.\n\n"
              + macro
              + "## 내일 체크포인트\n- 09:00 CRO 미팅 (한도 리뷰)\n- 빗썸 ETH 입출금 일정 공지 여부\n- 미국 CPI 발표 (22:30 KST) 전후 원화 매수세\n"
              "- 김프가 5%를 넘을 경우의 대응은 내일 오전 회의 안건으로 남겨둠 (결정 아님)\n\n" + table + method + risk + foot)
        self.near(self.post(self.T(21, 30, r.randint(0, 50)), "analyst", n3))

    # ----- arbitrage cycles
    def cycle_usdt(self):
        r = self.rng
        t = self.T(11, r.randint(0, 20), r.randrange(60))
        q = "{:,}".format(r.choice([300, 400, 500, 600]) * 1000)
        up = "{:,}".format(int(self.fx * (1 + self.usdt_prem / 100)))
        m = self.post(t, "seoyeon", "USDT %s개 업비트 매도 ㄱㄱ (테더 프리미엄 %.2f%%, 호가 %s)\n원화 받아서 BTC 사이클 재고로 씀" % (q, self.usdt_prem, up))
        self.hard(m, "trade_proposal", ["USDT", q + "개", "업비트 매도", up], "shorthand")
        a = self.post(t + timedelta(minutes=1, seconds=r.randint(5, 50)), "minjun", "ㅇㅋ 승인", reply=m)
        self.hard(a, "trade_approval", ["ㅇㅋ", "승인"], "reply")
        uid = self.uuid()
        qa = q.replace(",", "")
        c = self.post(a.t + timedelta(seconds=r.randint(20, 60)), "exec",
                      json.dumps({"venue": "UPBIT", "event": "order_ack", "uuid": uid, "market": "KRW-USDT", "side": "ask", "ord_type": "limit",
                                  "price": up.replace(",", ""), "volume": qa, "state": "wait"}, ensure_ascii=False))
        self.hard(c, "trade_confirmation", ["KRW-USDT", "ask", qa, uid], "structured")
        f = self.post(c.t + timedelta(minutes=r.randint(2, 9), seconds=r.randrange(60)), "exec",
                      json.dumps({"venue": "UPBIT", "event": "trade", "uuid": uid, "market": "KRW-USDT", "side": "ask",
                                  "trade_volume": qa, "trade_price": up.replace(",", ""), "remaining_volume": "0", "state": "done"}, ensure_ascii=False))
        self.hard(f, "trade_fill", ["KRW-USDT", "ask", qa, up.replace(",", "")], "structured")

    def cycle_btc(self):
        r = self.rng
        cid = self.cycle_ids[0]
        t = self.T(10, r.randint(5, 40), r.randrange(60))
        q = r.choice(["1.5", "2", "2.5"])
        pA = "%.1f%%" % self.prem["BTC"]
        krw = int(round(self.krw("BTC"), -3))
        usd = self.px["BTC"]
        stop1 = int(round(usd * 1.045, -2))
        m = self.post(t, "seoyeon",
                      "[제안] %s 김프 %s 찍음 🔥\nBTC %s개 업비트 매도 ㄱㄱ / 바낸 %s BTC 매수 (USDT)\n헷지: 바이빗 BTCUSDT 숏 %s, 스탑 %s 예정\n예상 순익 ~%d만원 (수수료·출금비 차감)"
                      % (cid, pA, q, q, q, "{:,}".format(stop1), int(usd * float(q) * self.fx * (self.prem["BTC"] - 0.4) / 100 / 10000)))
        self.hard(m, "trade_proposal", ["BTC", q + "개", "업비트 매도", pA], "tagged", "tagged [제안] proposal with 김프 % and ㄱㄱ")
        self.pin(m, t + timedelta(minutes=2), "minjun")
        self.react(m, t + timedelta(minutes=2, seconds=1), "📌", "minjun")
        v = r.randrange(3)
        if v == 0:
            txt, facts = "ㄱ %s개 다 ㄱㄱ" % q, ["ㄱ", q + "개"]
        elif v == 1:
            txt, facts = "승인. BTC %s개 진행" % q, ["승인", "BTC"]
        else:
            txt, facts = "go — %s BTC full size" % q, ["go", q + " BTC"]
        a = self.post(t + timedelta(minutes=1, seconds=r.randint(10, 50)), "minjun", txt, reply=m)
        self.hard(a, "trade_approval", facts, "reply", "one-jamo Korean approval reply (ㄱ/승인/go)")
        th = m
        vol = "%.1f" % float(q)
        uid = self.uuid()
        t1 = a.t + timedelta(seconds=r.randint(15, 40))
        self.post(t1 - timedelta(seconds=5), "exec", "🧵 %s 체결 로그 시작 · 레그: UPBIT ask / BINANCE buy / BYBIT short" % cid, thread=th)
        c1 = self.post(t1, "exec", json.dumps({"venue": "UPBIT", "event": "order_ack", "uuid": uid, "market": "KRW-BTC", "side": "ask", "ord_type": "limit",
                                               "price": str(krw), "volume": vol, "state": "wait"}), thread=th)
        self.hard(c1, "trade_confirmation", ["KRW-BTC", "ask", vol, uid], "structured", None)
        bid = str(r.randint(38000000000, 39999999999))
        pb = "%.2f" % (usd * 0.9999)
        bq = "%.5f" % float(q)
        part = "%.1f" % (float(q) * 0.4)
        rem = "%.1f" % (float(q) - float(part))
        f1 = self.post(t1 + timedelta(seconds=r.randint(30, 90)), "exec", json.dumps({"venue": "UPBIT", "event": "trade", "uuid": uid, "market": "KRW-BTC", "side": "ask",
                                                                                   "trade_volume": part, "trade_price": str(krw), "remaining_volume": rem, "state": "wait"}), thread=th)
        self.hard(f1, "trade_fill", ["KRW-BTC", "ask", part, str(krw)], "structured")
        f2 = self.post(f1.t + timedelta(minutes=r.randint(2, 6)), "exec", json.dumps({"venue": "UPBIT", "event": "trade", "uuid": uid, "market": "KRW-BTC", "side": "ask",
                                                                                    "trade_volume": rem, "trade_price": str(krw + 1000), "remaining_volume": "0", "state": "done"}), thread=th)
        self.hard(f2, "trade_fill", ["KRW-BTC", "ask", rem, str(krw + 1000)], "structured")
        lp_old = "%.2f" % (usd * 0.99985)
        lp_new = "%.2f" % (usd * 1.00003)
        f3 = self.post(t1 + timedelta(seconds=r.randint(20, 60)), "exec",
                       json.dumps({"venue": "BINANCE", "e": "executionReport", "s": "BTCUSDT", "S": "BUY", "X": "FILLED", "i": int(bid), "l": bq, "L": lp_old, "n": "0.00150", "N": "BNB"}), thread=th)
        self.edit(f3, f3.t + timedelta(minutes=r.randint(3, 8)),
                  json.dumps({"venue": "BINANCE", "e": "executionReport", "s": "BTCUSDT", "S": "BUY", "X": "FILLED", "i": int(bid), "l": bq, "L": lp_new, "n": "0.00150", "N": "BNB",
                              "note": "avg px corrected (multi-fill aggregation)"}), old_level=lp_old)
        self.hard(f3, "trade_fill", ["BTCUSDT", "BUY", bq, lp_new], "structured", "bot edits JSON fill price (avg correction)")
        hid = self.uuid()
        hq = "%.3f" % float(q)
        e = self.post(t1 + timedelta(seconds=r.randint(5, 15)), "exec", "", embeds=[{
            "title": "Bybit · Order accepted", "description": "linear perpetual hedge leg for %s" % cid, "author": "exec-gw",
            "fields": [{"name": "Symbol", "value": "BTCUSDT", "inline": True}, {"name": "Side", "value": "Sell", "inline": True},
                       {"name": "Qty", "value": hq, "inline": True}, {"name": "Type", "value": "Market", "inline": True},
                       {"name": "Order ID", "value": hid}],
            "footer": "bybit unified · reduceOnly=false · tif=IOC"}], thread=th)
        self.hard(e, "trade_confirmation", ["BTCUSDT", "Sell", hq, hid], "embed", "embed-only Bybit order accepted")
        s1 = stop1
        s2 = int(round(usd * 1.035, -2))
        s3 = int(round(usd * 1.028, -2))
        st = self.post(e.t + timedelta(minutes=r.randint(3, 7)), "seoyeon", "바이빗 BTCUSDT 숏 헷지 스탑 %s 걸어둠 (%s)" % ("{:,}".format(s1), cid), thread=th)
        self.edit(st, st.t + timedelta(minutes=r.randint(40, 90)), "바이빗 BTCUSDT 숏 헷지 스탑 %s 걸어둠 (%s) — 수정: 타이트하게" % ("{:,}".format(s2), cid), old_level="{:,}".format(s1))
        self.edit(st, st.t + timedelta(minutes=r.randint(150, 200)), "바이빗 BTCUSDT 숏 헷지 스탑 %s 걸어둠 (%s) — 재수정: 업비트 레그 다 털려서 더 당김" % ("{:,}".format(s3), cid), old_level="{:,}".format(s2))
        self.hard(st, "stop_or_target_change", ["BTCUSDT", "스탑", "{:,}".format(s3)], "untagged", "hedge-perp stop moved twice by editing")
        self.noise(self.post(st.t + timedelta(seconds=40), "minjun", "👍", reply=st, thread=th))
        q2 = self.post(st.t + timedelta(minutes=2), "dohyun", "근데 헷지 스탑 %s 정도가 적당하지 않나요? 변동성 보면" % "{:,}".format(int(round(usd * 1.05, -2))), thread=th)
        self.near(q2, "stop suggestion as question, no decision")
        rt = self.post(f2.t + timedelta(minutes=r.randint(4, 10)), "minjun", "USDT 리밸런싱은 treasury-agent로 넘김. 바낸 쪽 USDT 부족분 채워줘 @treasury-agent", thread=th)
        self.hard(rt, "route_decision", ["USDT 리밸런싱", "treasury-agent"], "untagged")
        self.post(rt.t + timedelta(minutes=1), "treasury", "ack — treasury-agent picked up %s USDT rebalance, ETA 20m" % cid, thread=th, reply=rt)

    def cycle_eth(self):
        r = self.rng
        cid = self.cycle_ids[1]
        t = self.T(14, r.randint(0, 30), r.randrange(60))
        pB = self.prem_bt["ETH"] + 0.5
        n = self.alert_n + 3
        ro = self.post(t - timedelta(minutes=2), "router", "route: alert#%d ETH premium %.2f%% bithumb → exec-agent (owner: Jay)" % (n, pB))
        self.hard(ro, "route_decision", ["alert#%d" % n, "exec-agent"], "structured")
        qe = r.choice([25, 30, 35])
        px = "{:,}".format(int(round(self.krw("ETH", "bt") * 1.004, -3)))
        pr = self.post(t, "jay", "s %d eth 빗썸 @ %s / b %d bnce, 김프 %.1f (%s)" % (qe, px, qe, pB, cid))
        self.hard(pr, "trade_proposal", ["s %d eth" % qe, "빗썸", px], "shorthand", None)
        self.react(pr, t + timedelta(seconds=50), "👍", "minjun")
        ap = self.post(t + timedelta(minutes=1, seconds=5), "minjun", "👍 send it", reply=pr)
        self.hard(ap, "trade_approval", ["👍", "send it"], "reply", "👍 send it reply")
        oid = "C0102000000%d" % r.randint(10000000, 99999999)
        c = self.post(ap.t + timedelta(seconds=30), "exec", json.dumps({"venue": "BITHUMB", "event": "order_ack", "order_id": oid, "order_currency": "ETH",
                                                                     "payment_currency": "KRW", "type": "ask", "units": str(qe), "price": px.replace(",", ""), "status": "0000"}), thread=pr)
        self.hard(c, "trade_confirmation", ["ETH", "ask", '"units": "%d"' % qe, oid], "structured")
        nq = 18
        rk = self.post(c.t + timedelta(seconds=3), "risk",
                       "risk.enforce order=%s venue=bithumb sym=ETH side=ask qty_req=%d qty_new=%d reason=eth_inventory_max(45) net_after=-%d action=RESIZE"
                       % (oid, qe, nq, qe + 20), thread=pr)
        self.hard(rk, "risk_limit", ["qty_new=%d" % nq, "eth_inventory_max(45)", "RESIZE"], "structured", "risk engine key=value RESIZE of an order")
        am = self.post(rk.t + timedelta(seconds=2), "exec", json.dumps({"venue": "BITHUMB", "event": "amend", "order_id": oid, "units": str(nq), "status": "0000",
                                                                     "reason": "risk_resize"}), thread=pr)
        self.hard(am, "trade_confirmation", ["BITHUMB", "amend", oid, '"units": "%d"' % nq], "structured")
        fl = self.post(am.t + timedelta(minutes=r.randint(1, 4)), "exec", json.dumps({"venue": "BITHUMB", "event": "fill", "order_id": oid, "type": "ask",
                                                                                  "units_traded": str(nq), "price": px.replace(",", ""), "fee": "0.04%"}), thread=pr)
        self.hard(fl, "trade_fill", ["BITHUMB", "ask", '"units_traded": "%d"' % nq, px.replace(",", "")], "structured", None)
        bp = "{:,.1f}".format(self.px["ETH"] * 1.0003)
        bf = self.post(fl.t + timedelta(minutes=1, seconds=12), "jay", "bnce b %d eth filled @ %s, hedge leg done" % (nq, bp), thread=pr)
        self.hard(bf, "trade_fill", ["b %d eth" % nq, bp], "shorthand", "shorthand fill 'bnce b N eth filled @'")
        self.noise(self.post(bf.t + timedelta(seconds=30), "seoyeon", "ㄳ", reply=bf, thread=pr))

    def cycle_xrp(self):
        r = self.rng
        t = self.T(15, r.randint(10, 40), r.randrange(60))
        nw = self.post(t - timedelta(minutes=25), "news", "[속보] 업비트, XRP 입출금 일시 중단 — 리플 네트워크 업그레이드 지원 (%s 15:00 KST부터, 재개 시점 미정)" % self.kdate.isoformat())
        self.hard(nw, "held_position_news", ["업비트", "XRP", "입출금 일시 중단"], "tagged", "Korean breaking headline on held coin")
        p = "%.1f" % (self.prem["XRP"] + 0.5)
        qx = "{:,}".format(r.choice([120, 150, 200]) * 1000)
        pr = self.post(t, "dohyun", "XRP 김프 %s%%라서 업비트에서 %s개 매도하고 OKX에서 같은 수량 매수하는 걸로 올립니다. 헷지는 필요 없을 듯 (델타 중립)" % (p, qx))
        self.hard(pr, "trade_proposal", ["XRP", qx + "개", "매도"], "untagged")
        rj = self.post(t + timedelta(minutes=2), "minjun", "ㄴㄴ 업비트 XRP 입출금 막힌 거 몰라? 재고 못 채움. 패스", reply=pr)
        self.hard(rj, "trade_approval", ["ㄴㄴ", "패스"], "reply", "ㄴㄴ ... 패스 rejection")
        n = self.alert_n + 5
        nr = self.post(t + timedelta(minutes=4), "router", "route: alert#%d XRP premium %s%% → no action (upbit deposit/withdraw suspended; head trader passed)" % (n, p))
        self.hard(nr, "no_route_decision", ["alert#%d" % n, "no action"], "structured", "router no action on scanner alert")
        th = self.post(t + timedelta(minutes=9), "minjun", "XRP는 입출금 재개돼도 물량 쏟아지면서 역프 갈 듯. XRP 김프 확대 뷰 접음, 당분간 XRP 사이클 안 돌림")
        self.hard(th, "thesis_update", ["XRP 김프 확대 뷰 접음"], "untagged")
        self.noise(self.post(th.t + timedelta(seconds=45), "dohyun", "넵 ㅠ", reply=th))
        n2 = self.alert_n + 8
        d = self.post(self.T(17, r.randint(10, 50), r.randrange(60)), "router",
                      "route: alert#%d DOGE premium %.2f%% → no route — 빗썸 호가 얇음, 예상 슬리피지 > 김프" % (n2, self.prem["DOGE"]))
        self.hard(d, "no_route_decision", ["alert#%d" % n2, "no route"], "structured")

    def cycle_sol(self):
        r = self.rng
        t = self.T(12, r.randint(10, 40), r.randrange(60))
        p = "%.1f" % r.uniform(0.9, 1.4)
        bad = self.post(t, "dohyun", "SOL 3,000개 빗썸 매수 ㄱ? 김프 %s%%라 역방향으로" % p)
        self.hard(bad, "trade_proposal", ["SOL 3,000개", "빗썸 매수"], "shorthand")
        self.delete(bad, t + timedelta(seconds=55), "SOL 3,000개 빗썸 매수 ㄱ?")
        good = self.post(t + timedelta(minutes=1, seconds=20), "dohyun", "(정정) SOL 300개 빗썸 매수 제안 — 김프 %s%%, 바낸 SOLUSDT 300 매도로 헷지" % p)
        self.hard(good, "trade_proposal", ["SOL 300개", "빗썸 매수", "SOLUSDT"], "tagged")
        self.post(good.t + timedelta(minutes=3), "jay", "SOL borrow on binance is tight fyi", reply=good)

    def cycle_reverse(self):
        r = self.rng
        cid = self.cycle_ids[3]
        t = self.T(22, r.randint(5, 30), r.randrange(60))
        q = "1.2"
        krw = "{:,}".format(int(round(self.px["BTC"] * self.fx * (1 - 0.006), -3)))
        usd = "{:,}".format(int(self.px["BTC"] * 1.0002))
        pr = self.post(t, "execagent", "PROPOSE arb_id=%s leg1=BUY %s BTC @UPBIT lim %s leg2=SELL %s BTC @BINANCE lim %s premium=-0.62%% (역프) hedge=none ttl=15m"
                       % (cid, q, krw, q, usd))
        self.hard(pr, "trade_proposal", ["BUY 1.2 BTC", krw, "SELL 1.2 BTC", cid], "structured", "agent key=value PROPOSE reverse-premium")
        ap = self.post(t + timedelta(minutes=2, seconds=r.randint(0, 40)), "minjun", "go (역프 짧게 먹고 나와)", reply=pr)
        self.hard(ap, "trade_approval", ["go", "역프"], "reply")
        uid = self.uuid()
        c = self.post(ap.t + timedelta(seconds=20), "exec", json.dumps({"venue": "UPBIT", "event": "order_ack", "uuid": uid, "market": "KRW-BTC", "side": "bid",
                                                                     "ord_type": "limit", "price": krw.replace(",", ""), "volume": q, "state": "wait"}), thread=pr)
        self.hard(c, "trade_confirmation", ["KRW-BTC", "bid", q, uid], "structured")
        f = self.post(c.t + timedelta(minutes=4), "exec", json.dumps({"venue": "UPBIT", "event": "trade", "uuid": uid, "market": "KRW-BTC", "side": "bid",
                                                                     "trade_volume": "0.7", "trade_price": krw.replace(",", ""), "remaining_volume": "0.5", "state": "wait"}), thread=pr)
        self.hard(f, "trade_fill", ["KRW-BTC", "bid", "0.7", krw.replace(",", "")], "structured")
        cx = self.post(c.t + timedelta(minutes=15, seconds=3), "exec", json.dumps({"venue": "UPBIT", "event": "order_cancel", "uuid": uid, "market": "KRW-BTC",
                                                                                  "side": "bid", "remaining_volume": "0.5", "state": "cancel", "reason": "ttl_expired"}), thread=pr)
        self.hard(cx, "trade_confirmation", ["KRW-BTC", "order_cancel", "0.5", uid], "structured")
        bf = self.post(f.t + timedelta(seconds=40), "execagent", "[FILL] BINANCE SELL 0.7 BTC @ %s (hedge leg for %s, rest cancelled w/ upbit remainder)" % (usd, cid), thread=pr)
        self.hard(bf, "trade_fill", ["SELL 0.7 BTC", usd, "BINANCE"], "tagged", None)

    def risk_events(self):
        r = self.rng
        lc = self.post(self.T(13, r.randint(0, 20), r.randrange(60)), "risk",
                       "limit_change key=upbit_btc_inventory_max old=5.0 new=3.5 unit=BTC set_by=CRO effective=now ticket=RSK-%d" % r.randint(4000, 4999))
        self.hard(lc, "risk_limit", ["upbit_btc_inventory_max", "old=5.0", "new=3.5"], "structured")
        bn = "{:,}".format(r.randint(1050, 1250) * 1000)
        br = self.post(self.T(19, r.randint(20, 40), r.randrange(60)), "risk",
                       "⚠️ BREACH bybit_perp_notional_usd=%s limit=1,000,000 action=block_new_hedges" % bn)
        self.hard(br, "risk_limit", ["BREACH", "bybit_perp_notional_usd=%s" % bn, "limit=1,000,000"], "structured")
        fu = self.post(br.t + timedelta(minutes=1, seconds=r.randint(0, 50)), "risk",
                       "risk.force_unwind venue=bybit sym=BTCUSDT side=Buy qty=0.5 reduceOnly=true reason=notional_breach order_resized_from=0.9", reply=br)
        self.hard(fu, "risk_limit", ["force_unwind", "BTCUSDT", "qty=0.5"], "structured")
        self.noise(self.post(fu.t + timedelta(seconds=50), "jay", "ugh ok", reply=fu))
        fiu = self.post(self.T(14, 50, r.randint(0, 59)), "compliance",
                        "[FIU 컴플라이언스] 미신고 해외 VASP 관련 내부 기준 강화: OKX 출금 한도 0원 적용 (오늘 15:00 KST~). 기존 헷지 포지션 유지·축소만 허용, 신규 입금 금지.")
        self.hard(fiu, "risk_limit", ["OKX", "출금 한도 0원"], "tagged", "FIU compliance bot withdrawal cap (Korean)")

    def news_events(self):
        r = self.rng
        a = self.post(self.T(16, r.randint(0, 50), r.randrange(60)), "news",
                      "[News] Bybit to suspend BTC withdrawals %s 21:00–23:00 KST for hot-wallet maintenance; deposits and trading unaffected" % self.kdate.isoformat())
        self.hard(a, "held_position_news", ["Bybit", "BTC withdrawals"], "tagged")
        b = self.post(self.T(11, r.randint(30, 59), r.randrange(60)), "news", "[뉴스] 빗썸, SOL 입출금 지연 공지 — 노드 동기화 문제, 복구 중")
        self.hard(b, "watchlist_news", ["빗썸", "SOL", "입출금 지연"], "tagged")
        c = self.post(self.T(20, r.randint(0, 50), r.randrange(60)), "news", "[뉴스] 업비트 DOGE 원화마켓 거래대금 1위… 김프 5%대 지속, 투자유의 안내")
        self.hard(c, "watchlist_news", ["업비트 DOGE", "투자유의"], "tagged")
        d = self.post(self.T(10, r.randint(0, 50), r.randrange(60)), "news", "[뉴스] 바이낸스, PEPE 일부 마진 페어 상장폐지 검토")
        self.near(d)

    def near_misses(self):
        r = self.rng
        P = self.post
        self.near(P(self.rand_t(10, 18), "dohyun", "김프 5% 되면 들어갈까?"), "김프 N% 되면 들어갈까? question")
        self.near(P(self.rand_t(10, 18), "seoyeon", "ETH 역프 나오면 빗썸에서 50개 사는 거 어때요? 그냥 생각만"))
        self.near(P(self.rand_t(12, 22), "tg", "[TG 릴레이 · 알파방] 누가 업비트에서 BTC 40개 던졌다고 함 (미확인)"))
        self.near(P(self.rand_t(12, 22), "tg", "[TG 릴레이 · 코인왕👑] SOL 롱 진입 @ 231, 스탑 219, 목표 260 🚀🚀 (레버 20배)"), "influencer trade relayed from Telegram")
        self.near(P(self.rand_t(14, 23), "tg", "[TG 릴레이 · 부산팀] XRP 30만개 빗썸 매도 완료했다네요"))
        self.near(P(self.rand_t(13, 20), "minjun",
                    "작년 루나 때 기억나? 업비트 LUNA 역프 -20% 찍고 우리 2만개 손절했었잖아. 그때 헷지 스탑 없었던 게 제일 컸음"), "Luna crash told as history")
        self.near(P(self.rand_t(9, 12), "jay",
                    "backtest 2024-01→2026-11: 김프 3%% 진입 / 1%% 청산, 412 trades, 승률 71%%, avg fill BTC 업비트 매도 @ 김프 3.18%%, sharpe %.1f" % r.uniform(1.4, 2.6)), "backtest stats with fills")
        self.near(P(self.rand_t(10, 20), "dohyun", "[PAPER] 모의계좌 ETH 20개 빗썸 매수 체결 @ 5,080,000 (전략 테스트)"), "paper account fill")
        self.near(P(self.rand_t(10, 18), "seoyeon", "OTC데스크 쪽에서 USDT 200만개 매수 체결했다고 공유 옴 (우리 북 아님)"))
        self.near(P(self.rand_t(16, 22), "dohyun", "어제 XRP 김프 6% 찍었을 때 들어갔어야 했는데 ㅠ"))
        self.near(P(self.rand_t(15, 20), "seoyeon", "만약 FIU가 바이빗까지 막으면 헷지 전부 OKX로 옮겨야 하나?"))
        self.near(P(self.rand_t(20, 24), "jay", "what if we ran the same loop on DOGE? spreads look fat"))
        self.near(P(self.rand_t(9, 11), "minjun",
                    "[교육] 신입용 예시: 바낸 1 BTC 매수 → 업비트 입금 → 업비트 매도, 동시에 바이빗 숏 1로 델타 헷지. 실제 주문 아님"))

    def removals(self):
        r = self.rng
        # forgotten proposal (personal wallet)
        fp = self.post(self.T(16, r.randint(20, 50), r.randrange(60)), "dohyun",
                       "개인지갑 0x7a3f%s 로 ETH 40개 옮겨서 OKX에서 매도 ㄱ? 출금 한도 우회 가능" % self.hexs(8))
        self.hard(fp, "trade_proposal", ["ETH 40개", "OKX에서 매도"], "shorthand")
        self.forget(fp, fp.t + timedelta(minutes=6), "minjun", "개인지갑 0x7a3f")
        nm = self.post(self.T(17, r.randint(0, 40), r.randrange(60)), "seoyeon", "고객 실명계좌 확인: 김OO 110-482-%06d 입금 건 매칭 완료" % r.randint(0, 999999))
        self.forget(nm, nm.t + timedelta(minutes=3), "minjun", "고객 실명계좌 확인: 김OO")
        # bulk-deleted debug dumps
        t = self.T(13, 41, r.randrange(60))
        ds = []
        for i in range(3):
            ds.append(self.noise(self.post(t + timedelta(seconds=i * 2), "scanner",
                                           "DEBUG raw_book dump seq=%d upbit KRW-BTC bids=[...%d levels] asks=[...] (debug flag left on)" % (r.randint(10 ** 6, 10 ** 7), 30 + i))))
        self.bulk(ds, t + timedelta(minutes=2), ["DEBUG raw_book dump seq="] * 3)

    # ---- finalize
    def finalize(self):
        self.msgs.sort(key=lambda m: (m.t, m.order))
        last = -1
        seq = 0
        for m in self.msgs:
            ms = _ms(m.t)
            if ms <= last:
                ms = last + 1
            last = ms
            m.ms = ms
            m.id = str(_sf(ms, 1 + self.chan_idx % 8, seq))
            seq += 1
        out = []
        k = 0
        for m in self.msgs:
            cid = m.thread.id if m.thread is not None else self.chan
            m.cid = cid
            aid, aname, abot = AUTHORS[m.who]
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if m.thread is not None:
                ev["parent_channel_id"] = self.chan
            ev["message"] = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot, "created_at": _iso(m.ms),
                             "content": m._initial if hasattr(m, "_initial") else m.content, "attachments": m.attachments,
                             "embeds": m.embeds, "reference_id": m.reply.id if m.reply is not None else None, "pinned": False}
            out.append((m.ms, k, ev))
            k += 1
        for op in self.ops:
            kind, t = op[0], op[1]
            if kind == "bulk":
                base = max(x.ms for x in op[2])
            else:
                base = op[2].ms
            ms = max(_ms(t), base + 1)
            if kind == "edit":
                m = op[2]
                ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.cid, "message_id": m.id, "edited_at": _iso(ms), "content": op[3]}
            elif kind == "delete":
                m = op[2]
                ev = {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.cid, "message_id": m.id, "deleted_at": _iso(ms)}
            elif kind == "forget":
                m = op[2]
                ev = {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.cid, "message_id": m.id, "requested_by": AUTHORS[op[3]][0], "at": _iso(ms)}
            elif kind == "bulk":
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": op[2][0].cid, "message_ids": [x.id for x in op[2]], "deleted_at": _iso(ms)}
            elif kind == "pin":
                m = op[2]
                ev = {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.cid, "message_id": m.id, "by": AUTHORS[op[3]][0], "at": _iso(ms)}
            else:
                m = op[2]
                ev = {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.cid, "message_id": m.id, "emoji": op[3], "user_id": AUTHORS[op[4]][0], "at": _iso(ms)}
            out.append((ms, k, ev))
            k += 1
        return out


class _Recorder(Day):
    """Keeps the first content of edited messages for the create line."""

    def edit(self, m, t, new, old_level=None):
        if not hasattr(m, "_initial"):
            m._initial = m.content
        Day.edit(self, m, t, new, old_level)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    allev = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms_seen = set()
    for ci in range(channels):
        for d in range(days):
            start = end - timedelta(days=days - d)
            day = _Recorder(seed, ci, d, start)
            day.build()
            allev.extend(day.finalize())
            for m in day.msgs:
                if m.kind == "hard":
                    lab = {"channel_id": m.cid, "message_id": m.id}
                    lab.update(m.label)
                    lab["final_state"] = m.state
                    labels["hard_events"].append(lab)
                elif m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.removed_snippet:
                    if m.removed_snippet not in labels["removed_texts"]:
                        labels["removed_texts"].append(m.removed_snippet)
            for m, old in day.superseded:
                labels["superseded_facts"].append([m.cid, m.id, old])
            for m, name, exp in day.idioms:
                if name not in idioms_seen:
                    idioms_seen.add(name)
                    labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})
    allev.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in allev], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
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
    res = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
