"""Riyadh Tadawul desk: Saudi equities (Aramco, Al Rajhi, SABIC, STC, ACWA Power, a Nomu
small cap), Saudi SAR sukuk and a Brent futures hedge.

Mixed English/Arabic chat, a Tadawul announcements bot, a Shariah/compliance screening
bot with key=value verdicts, an OMS posting JSON, an LLM portfolio agent writing long
memos, and a head of desk approving by reply and pinning.

Standard library only. Deterministic for a seed (string-seeded random.Random, no hash()).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "riyadh_tadawul_aramco_desk"
GUILD_ID = "1321590177413697537"
CHANNEL_BASE = 1321598473620045113
THREAD_BASE = 1321611290845261834
DEFAULT_END = datetime(2026, 12, 7, 21, 0, 0, tzinfo=timezone.utc)  # Riyadh midnight
EPOCH_MS = 1420070400000

PEOPLE = {
    "faisal": ("1183372049821437952", "Faisal Al-Otaibi", False),
    "nora": ("1190455162209681449", "Nora Al-Qahtani", False),
    "omar": ("1201873345590063124", "Omar Haddad", False),
    "khalid": ("1176620983412785162", "Khalid Al-Harbi", False),
    "sara": ("1208841170327334962", "Sara Mansour", False),
    "hana": ("1212009457701318706", "Hana Al-Shehri", False),
    "tadawul": ("1254470098126630973", "Tadawul Feed", True),
    "shariah": ("1254471763907051541", "ShariahGate", True),
    "oms": ("1254473340196118619", "OMS-XSAU", True),
    "agent": ("1260093218842415165", "PM-Agent", True),
    "cron": ("1254475581027463221", "desk-cron", True),
    "ci": ("1254476992364621874", "deploy-bot", True),
    "alerts": ("1254478230129086545", "px-alerts", True),
    "risk": ("1254479804491432017", "RiskEngine", True),
}

# code: (english company name as Tadawul writes it, arabic name, short en, short ar, base px, board)
HELD = {
    "2222": ("Saudi Arabian Oil Co.", "شركة الزيت العربية السعودية (أرامكو السعودية)", "Aramco", "أرامكو", 27.45, "MAIN"),
    "1120": ("Al Rajhi Banking and Investment Corp.", "مصرف الراجحي", "Al Rajhi", "الراجحي", 96.80, "MAIN"),
    "2010": ("Saudi Basic Industries Corp.", "الشركة السعودية للصناعات الأساسية (سابك)", "SABIC", "سابك", 64.30, "MAIN"),
    "7010": ("Saudi Telecom Co.", "شركة الاتصالات السعودية", "STC", "الاتصالات", 42.15, "MAIN"),
    "2082": ("ACWA Power Co.", "شركة أكوا باور", "ACWA", "أكوا باور", 385.50, "MAIN"),
    "9571": ("Sahl Logistics Co.", "شركة سهل للخدمات اللوجستية", "Sahl", "سهل", 18.34, "NOMU"),
}
WATCH = {
    "1211": ("Saudi Arabian Mining Co.", "شركة التعدين العربية السعودية (معادن)", "Ma'aden", "معادن", 55.20),
    "1150": ("Alinma Bank", "مصرف الإنماء", "Alinma", "الإنماء", 28.60),
    "7203": ("Elm Co.", "شركة علم", "Elm", "علم", 910.0),
}
OTHER = {
    "2280": ("Almarai Co.", "شركة المراعي", "Almarai", 52.10),
    "4190": ("Jarir Marketing Co.", "شركة جرير للتسويق", "Jarir", 13.42),
    "2050": ("Savola Group", "مجموعة صافولا", "Savola", 31.85),
    "7020": ("Etihad Etisalat Co.", "شركة اتحاد اتصالات (موبايلي)", "Mobily", 57.30),
    "1060": ("Saudi Awwal Bank", "البنك السعودي الأول", "SAB", 33.90),
    "5110": ("Saudi Electricity Co.", "الشركة السعودية للكهرباء", "SEC", 16.90),
    "1180": ("The Saudi National Bank", "البنك الأهلي السعودي", "SNB", 35.10),
    "4013": ("Dr. Sulaiman Al Habib Medical Services Group Co.", "مجموعة الدكتور سليمان الحبيب للخدمات الطبية", "Al Habib", 281.0),
    "1010": ("Riyad Bank", "بنك الرياض", "Riyad Bank", 27.80),
    "2290": ("Yanbu National Petrochemical Co.", "شركة ينبع الوطنية للبتروكيماويات (ينساب)", "Yansab", 38.60),
}
# names not held that contain a held brand: the classic trap on this desk
TRAPS = {
    "2223": ("Saudi Aramco Base Oil Co.", "شركة أرامكو السعودية لزيوت الأساس (لوبريف)", "Luberef", 120.40),
    "2020": ("SABIC Agri-Nutrients Co.", "شركة سابك للمغذيات الزراعية", "SABIC Agri-Nutrients", 112.60),
    "8230": ("Al Rajhi Company for Cooperative Insurance", "شركة الراجحي للتأمين التعاوني", "Al Rajhi Takaful", 148.20),
}

EA = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ea(s) -> str:
    return str(s).translate(EA)


def tick(p: float) -> float:
    if p < 10:
        return 0.01
    if p < 25:
        return 0.02
    if p < 50:
        return 0.05
    if p < 100:
        return 0.10
    if p < 250:
        return 0.20
    if p < 500:
        return 0.50
    return 1.0


def rp(p: float) -> float:
    t = tick(p)
    return round(round(p / t) * t, 2)


def fp(p: float) -> str:
    return f"{rp(p):.2f}"


def snow(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def iso(t: datetime) -> str:
    t = t.astimezone(timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


# --------------------------------------------------------------------------------------
# text banks
# --------------------------------------------------------------------------------------

MEMO_FILL = [
    "TASI closed the previous session at {tasi}, with breadth of {adv} advancers to {dec} decliners and turnover of SAR {turn}bn, roughly {tpct}% of the 20-day average.",
    "Foreign (QFI and swap) flows were net {fdir} by SAR {fflow}m, concentrated in the large-cap banks, which is consistent with the passive rebalancing pattern we have observed in prior weeks.",
    "The 3-month SAIBOR fixed at {saibor}%, essentially unchanged, so the funding backdrop for the banks remains neutral for net interest margins in the near term.",
    "ICE Brent front-month settled at ${brent}/bbl; the prompt spread is {spr} in backwardation, which tells me the physical market is {tight} rather than loose.",
    "OPEC+ commentary over the weekend did not change the official production path, and the market appears to be pricing a broadly stable Saudi output profile into Q1.",
    "For Aramco specifically, the equity continues to trade more as a yield instrument than as a crude proxy; the realised 60-day beta to Brent is {beta}, well below the long-run average.",
    "Petrochemical spreads remain under pressure: the polyethylene-naphtha margin in Asia is near the bottom of its five-year range, which caps near-term earnings upside for the materials names.",
    "Loan book growth at the large Islamic banks has decelerated to around {loan}% annualised, but deposit costs have also eased, leaving the margin story roughly balanced.",
    "The telecom dividend framework remains the anchor for that sector; the market is likely to look through quarterly noise as long as the floor distribution is maintained.",
    "The utilities pipeline continues to grow, but equity supply from recent capital raises has to be absorbed and I do not think the overhang has fully cleared.",
    "Nomu liquidity is thin, with median daily value traded in our names below SAR {nomu}m, so any sizing there has to respect the 10% of ADV participation rule.",
    "The NDMC issuance calendar has a SAR sukuk reopening this month; local bank demand for government paper has been solid, with the last auction covered {cover}x.",
    "Sukuk yields in the 2033 area are at {y}%, roughly {spread}bp over the equivalent USD curve once we adjust for the peg, which still looks fair rather than cheap.",
    "Closing-auction participation on the Saudi Exchange has been running at {auct}% of daily turnover, so the 15:00 auction remains a viable liquidity source for larger clips.",
    "Our Shariah screen shows all held names compliant, with purification ratios well under the 5% impermissible income threshold, though the Nomu holding remains close to the debt ratio cap.",
    "Portfolio gross exposure stands at {gross}% of NAV and net at {net}%, with the Brent futures short offsetting roughly {hedge}% of the oil-linked delta.",
    "Realised volatility across the equity book has compressed to {vol}% annualised, which lowers VaR utilisation but also hints at complacency into the December index events.",
    "Seasonality is not a strong argument at this point of the year; I would rather anchor on positioning and flows than on calendar effects.",
    "Government spending data for Q3 showed continued capital expenditure on giga-projects, which supports domestic cyclicals more than the defensive part of the book.",
    "The riyal peg remains unquestioned in forwards pricing, with 12-month USD/SAR points near {fwd}, so currency risk on the book is negligible.",
    "I reviewed the overnight news flow and found nothing that materially changes the risk picture for existing positions.",
    "Depth in the largest names remains excellent, with the top three levels typically holding more than SAR {depth}m per side during the continuous session.",
    "Dispersion between banks and materials has widened, which is supportive of the relative-value framing we have run since October.",
    "Under the T+2 cycle, today's executions settle on {settle}; cash balances are sufficient without drawing on the overdraft line.",
    "Index-provider consultations are not expected to affect our holdings this cycle, although passive flows could still add noise around the effective date.",
    "Block activity on the exchange has picked up, mostly negotiated deals in the banks, which I read as institutional repositioning rather than a directional signal.",
    "Retail participation, measured by the share of turnover from individual investors, has eased to about {retail}%, which usually coincides with lower intraday volatility.",
    "Risk utilisation is comfortable: one-day 99% VaR is SAR {var}m against a SAR 6.0m limit, and no single name exceeds its concentration cap.",
    "I will keep monitoring the order book and report any deviation from expected execution quality in the post-close memo.",
    "Order-book imbalance at the open has favoured buyers on {obd} of the last ten sessions, although the effect fades within the first thirty minutes of continuous trading.",
    "The sukuk curve has flattened by about {flat}bp over the month as local banks extended duration ahead of the year-end liquidity window.",
    "Margin and collateral requirements on the ICE Brent position are stable; initial margin consumes roughly USD {im}m of the USD cash buffer.",
    "Corporate actions pending in the book are limited to ordinary dividends, and entitlement dates have been loaded into the OMS calendar.",
    "Analyst revisions over the past four weeks have been mixed, with the net revision ratio across our holdings close to zero.",
    "Execution quality over the past week was in line with expectations: implementation shortfall averaged {is_}bp against arrival, with the closing auction contributing the lowest slippage.",
    "The spread between the Saudi and broader GCC equity indices has narrowed, which reduces the relative-value pull from regional allocators.",
    "Our benchmark-relative tracking error stands at {te}% annualised, comfortably inside the mandate band.",
    "Purification amounts for the quarter have been accrued, and the Shariah board's quarterly review is scheduled for the second week of January.",
    "The riyal liquidity position in the interbank market is comfortable, and the central bank's repo window has not been materially used this month.",
    "Historically, the first two weeks of December have seen lower turnover as local institutions finalise year-end books, so patience on entry levels is usually rewarded.",
]

MEMO_TITLES = [
    "Pre-market portfolio memo", "Morning flows & positioning", "Midday check-in",
    "Post-close review", "Evening crude & hedge note", "Overnight summary",
]


def memo_vals(r: random.Random, day_label: str) -> dict:
    return dict(
        tasi=f"{r.uniform(10950, 11650):,.2f}", adv=r.randint(80, 160), dec=r.randint(70, 150),
        turn=f"{r.uniform(4.2, 8.9):.1f}", tpct=r.randint(62, 128), fdir=r.choice(["buyers", "sellers"]),
        fflow=r.randint(60, 740), saibor=f"{r.uniform(5.05, 5.55):.2f}", brent=f"{r.uniform(68, 77):.2f}",
        spr=f"${r.uniform(0.25, 1.4):.2f}", tight=r.choice(["tight", "firm", "balanced-to-tight"]),
        beta=f"{r.uniform(0.08, 0.31):.2f}", loan=r.randint(7, 12), nomu=f"{r.uniform(0.6, 3.4):.1f}",
        cover=f"{r.uniform(1.6, 3.2):.1f}", y=f"{r.uniform(4.7, 5.2):.2f}", spread=r.randint(8, 34),
        auct=r.randint(11, 19), gross=f"{r.uniform(82, 97):.1f}", net=f"{r.uniform(55, 72):.1f}",
        hedge=r.randint(28, 55), vol=r.randint(13, 24), fwd=r.randint(35, 140),
        depth=r.randint(12, 45), settle=day_label, retail=r.randint(31, 46), var=f"{r.uniform(3.1, 5.2):.1f}",
        obd=r.randint(5, 8), flat=r.randint(4, 19), im=f"{r.uniform(1.1, 3.4):.1f}", is_=r.randint(3, 11),
        te=f"{r.uniform(1.6, 3.9):.1f}",
    )


CHATTER_LONG = [
    "re the auction: yesterday's closing auction took {p}% of the day's value in the banks, which is why the prints looked odd on the 7010 close. nothing wrong with the feed, it's just that the imbalance flipped in the last minute. worth remembering for the MOC sizing discussion on Sunday",
    "notes from the broker lunch: everyone is talking about the index rebalance and the rights issues pipeline; one of the locals thinks foreign passive flows are mostly done for the year. sell-side consensus on TASI year-end is around {a},{d}0 but nobody sounds convinced either way. الخلاصة: ما فيه جديد",
    "ops update: Edaa confirmed the corporate action calendar for next week, nothing on our names apart from the dividend entitlements already loaded. custody reconciliation for November is clean, two breaks on the sukuk side were timing only and are closed",
    "London desk sent over their Brent view: they think the prompt spread stays backwardated into Q1 because of the refinery restarts, but vol is cheap so they'd rather own options than futures. for us the futures hedge is simpler, just flagging their take",
    "IT: the Tadawul feed adapter restart tonight at 22:00 AST, expect the announcement bot to be silent for ~10 minutes. OMS not affected. if you see duplicate announcements after the restart, ignore them, it replays the last hour",
    "on the Nomu name: spoke to the company's IR, they're still planning the transfer to the main market next year but no date. liquidity stays thin until then. the debt ratio is what keeps it on the Shariah edge, they know it. honestly not much to add, posting for the record",
    "compliance reminder from the Shariah office: purification for Q3 is calculated, the amounts will be deducted from the fund on the next NAV date. no action needed from the desk. اللي عنده سؤال يراسلهم مباشرة",
    "the sell-side note on Saudi banks this morning is worth a skim: they cut NIM forecasts by ~{p}bp for next year but raised loan growth, net effect roughly zero. nothing in there changes how we think about 1120",
    "weekly flows from the exchange: QFIs net {sign}SAR {n}m, individuals net sellers, corporates net buyers. banks and energy the main destinations. pretty much the same pattern for a month now, no signal in it",
    "reading the exchange's monthly report: individuals still ~{p}% of value traded, institutions creeping up, QFIs flat. Nomu turnover down again month on month. نفس القصة كل شهر",
]

CHATTER = [
    "صباح الخير يا شباب ☀️",
    "صباح النور",
    "QFI flows yesterday: net {sign}SAR {n}m, mostly banks again",
    "السوق هادي اليوم، volumes ~{p}% of 20d avg so far",
    "SAIBOR 3m {s}% — no change, as expected",
    "coffee ☕ القهوة جاهزة في المطبخ",
    "TASI {sign2}{pc}% at the moment, banks doing the work",
    "البنوك شايلة السوق كالعادة",
    "anyone seen the index rebalance list? nothing on our names as far as I can tell",
    "Brent drifting around {b}, nothing dramatic",
    "spread on 2222 is one tick all morning, depth fine",
    "liquidity in Nomu is terrible today، ما فيه أحد",
    "the Bloomberg upstairs is back btw, IT fixed it",
    "reminder: team lunch Thursday بعد الإغلاق 🍽️",
    "heads up — NDMC calendar posted for next month, will share in the sukuk thread",
    "الأجانب مشترين في الراجحي من الصبح",
    "volumes picking up into the last hour",
    "materials weak again, petchem names all red",
    "is the market data lag fixed? seeing quotes ~2s late on my screen",
    "yes looks fine on mine",
    "SAMA data out at 16:00 I think",
    "TASI breadth {a} up / {d} down",
    "Aramco barely moving, as usual 😴",
    "someone left the Reuters screen on mute again",
    "انتبهوا للمزاد الختامي اليوم، حجم كبير متوقع",
    "USD/SAR 3.75 flat obviously 😄",
    "banks index {sign2}{pc2}% on the day",
    "Friday prayer break tomorrow for the London team's call? they asked to move it to 13:30",
    "any news on the ACWA project financing? nothing on the wire yet",
    "قطاع الاتصالات ضعيف اليوم",
    "the sukuk auction results usually hit around 17:00",
    "rain in Riyadh today، traffic crazy — running 15 late",
    "ok back at desk",
    "QFI ownership in 1120 ticked up again per the exchange stats",
    "London desk says Brent options vol bid into the OPEC meeting",
    "quiet morning in SABIC, 2010 stuck in a 20 halala range",
    "any idea why the closing price for 7010 looked off yesterday? auction print was fine I think",
    "the exchange's weekly ownership report is out — foreigners up to {f}% of free float",
    "markets in the Gulf mostly green today, Dubai +{pc}%",
    "Ma'aden moving with gold again",
    "don't forget the compliance attestation due Sunday",
    "new joiner on the ops side starts next week إن شاء الله",
    "printer on 12th floor is broken again 🙄",
    "half the market waiting for the Fed tonight",
    "Nomu turnover SAR {nm}m so far, nothing",
]

ACKS = ["ok", "thx", "👍", "شكرا", "يعطيك العافية", "noted", "🙏", "got it", "thanks", "👌", "الله يعافيك", "تمام"]


# --------------------------------------------------------------------------------------
# builder
# --------------------------------------------------------------------------------------

class Builder:
    def __init__(self, r: random.Random, start: datetime, chan: str, thread: str, worker: int):
        self.r = r
        self.start = start
        self.chan = chan
        self.thread = thread
        self.worker = worker
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.superseded: list[tuple] = []

    def T(self, h: float, jitter_min: float = 0.0) -> datetime:
        j = self.r.uniform(-jitter_min, jitter_min) if jitter_min else 0.0
        secs = h * 3600 + j * 60
        secs = max(1.0, min(secs, 24 * 3600 - 2))
        return self.start + timedelta(seconds=secs, milliseconds=self.r.randint(0, 999))

    def after(self, m: dict, minutes: float, spread: float = 0.0) -> datetime:
        d = minutes + (self.r.uniform(0, spread) if spread else 0.0)
        t = m["t"] + timedelta(minutes=d, milliseconds=self.r.randint(50, 999))
        end = self.start + timedelta(hours=24) - timedelta(seconds=1)
        return min(t, end)

    def add(self, t, who, content="", kind="chatter", ev=None, facts=None, phrasing=None,
            embeds=None, ref=None, thread=False, idiom=None, attachments=None):
        m = dict(t=t, who=who, content=content, kind=kind, ev=ev, facts=facts or [], phrasing=phrasing,
                 embeds=embeds, ref=ref, thread=thread, idiom=idiom, attachments=attachments,
                 state="live", final=content, idx=len(self.msgs))
        self.msgs.append(m)
        return m

    def op(self, t, kind, m=None, **kw):
        self.ops.append(dict(t=t, kind=kind, m=m, **kw))

    def edit(self, m, t, new_content, facts=None, superseded=None):
        m["final"] = new_content
        if m["state"] == "live":
            m["state"] = "edited"
        if facts is not None:
            m["facts"] = facts
        for s in superseded or []:
            self.superseded.append((m, s))
        self.op(t, "edit", m, content=new_content)

    def delete(self, m, t):
        m["state"] = "deleted"
        self.op(t, "delete", m)

    def forget(self, m, t, by):
        m["state"] = "forgotten"
        self.op(t, "forget", m, by=by)

    def bulk(self, ms, t):
        for m in ms:
            m["state"] = "deleted"
        self.op(t, "bulk_delete", None, ms=ms)

    def pin(self, m, t, by="faisal"):
        self.op(t, "pin", m, by=by)

    def react(self, m, t, emoji, user):
        self.op(t, "reaction_add", m, emoji=emoji, user=user)


def curve_time(b: Builder) -> datetime:
    w = [1, 1, 1, 1, 1, 2, 3, 5, 9, 13, 15, 14, 13, 12, 12, 11, 7, 5, 4, 3, 3, 2, 2, 1]
    h = b.r.choices(range(24), weights=w)[0]
    return b.start + timedelta(seconds=h * 3600 + b.r.uniform(0, 3599), milliseconds=b.r.randint(0, 999))


# --------------------------------------------------------------------------------------
# message makers
# --------------------------------------------------------------------------------------

def memo_text(b: Builder, title: str, hhmm: str, decision: str | None, settle: str) -> str:
    r = b.r
    vals = memo_vals(r, settle)
    pool = MEMO_FILL[:]
    r.shuffle(pool)
    n_par = 7
    sizes = [r.randint(5, 6) for _ in range(n_par)]
    paras, k = [], 0
    for i in range(n_par):
        sents = [s.format(**vals) for s in pool[k:k + sizes[i]]]
        k += sizes[i]
        if decision and i == 2:
            sents.insert(len(sents) // 2, decision)
        paras.append(" ".join(sents))
    head = f"**{title} — {hhmm} AST**"
    tail = "_Generated by PM-Agent from positions, OMS state and the exchange feed. Reply in thread with questions._"
    return head + "\n\n" + "\n\n".join(paras) + "\n\n" + tail


def oms_json(d: dict) -> str:
    return json.dumps(d, ensure_ascii=False, separators=(", ", ": "))


def tadawul_ann(b: Builder, en: str, ar: str, kind: str, stamp: str) -> tuple[str, str, str]:
    """returns (english headline, arabic headline, detail block) — company names only."""
    r = b.r
    q = r.choice(["third", "fourth"])
    if kind == "dividend":
        amt = f"SAR {r.choice(['0.33', '0.35', '0.50', '0.80', '1.10', '1.25'])}"
        h_en = f"{en} announces the distribution of cash dividends to shareholders for the {q} quarter of 2026"
        h_ar = f"تعلن {ar} عن توزيع أرباح نقدية على المساهمين عن الربع {'الثالث' if q == 'third' else 'الرابع'} لعام 2026"
        det = (f"Dividend per share: {amt}\nEligibility: shareholders owning shares at the end of trading on the eligibility date "
               f"and registered in the issuer's shareholders register at the Securities Depository Center Company (Edaa) "
               f"at the end of the second trading day following the eligibility date.\nDistribution date: to be announced.")
        key = amt
    elif kind == "contract":
        val = f"SAR {r.randint(300, 4800):,} million"
        h_en = f"{en} announces the signing of a contract with a government entity worth {val}"
        h_ar = f"تعلن {ar} عن توقيع عقد مع جهة حكومية بقيمة {ea(val.split()[1])} مليون ريال"
        det = (f"Contract value: {val}\nDuration: {r.randint(2, 7)} years\nFinancial impact: expected to appear from "
               f"Q{r.randint(1, 4)} 2027.\nRelated parties: none.")
        key = val
    elif kind == "results":
        chg = f"{r.uniform(4, 31):.1f}%"
        dirn = r.choice(["increase", "decrease"])
        h_en = f"{en} announces its interim financial results for the period ending 30-09-2026 (nine months)"
        h_ar = f"تعلن {ar} عن النتائج المالية الأولية للفترة المنتهية في 30-09-2026 (تسعة أشهر)"
        det = (f"Net profit attributable to shareholders: {dirn} of {chg} compared with the same period of the previous year.\n"
               f"Reason: {'higher' if dirn == 'increase' else 'lower'} operating income and "
               f"{'lower' if dirn == 'increase' else 'higher'} zakat provision.")
        key = f"{dirn} of {chg}"
    elif kind == "board":
        h_en = f"{en} announces the board of directors' recommendation to increase the capital through a rights issue"
        h_ar = f"يعلن {ar} توصية مجلس الإدارة بزيادة رأس المال عن طريق طرح أسهم حقوق أولوية"
        amt = f"SAR {r.randint(3, 9)},{r.randint(100, 999)} million"
        det = (f"Offering value: {amt}\nPurpose: funding of growth projects\nCompletion subject to regulatory approvals "
               f"and the extraordinary general assembly.")
        key = "rights issue"
    elif kind == "sukuk":
        amt = f"SAR {r.randint(2, 9)},{r.randint(100, 999)} million"
        h_en = f"{en} announces the completion of its offering of SAR-denominated sukuk"
        h_ar = f"تعلن {ar} عن اكتمال طرح صكوك مقومة بالريال السعودي"
        det = (f"Issue size: {amt}\nTenor: {r.choice([5, 7, 10])} years\nReturn: SAIBOR 6M + {r.randint(60, 140)} bps\n"
               f"Type: private placement.")
        key = "sukuk"
    else:  # egm
        h_en = f"{en} invites its shareholders to attend the extraordinary general assembly meeting (first meeting) by means of modern technology"
        h_ar = f"تدعو {ar} مساهميها إلى حضور اجتماع الجمعية العامة غير العادية (الاجتماع الأول) عن طريق وسائل التقنية الحديثة"
        det = (f"Date: {r.randint(2, 28)}-01-2027\nVenue: via Tadawulaty e-voting\nAgenda: amendment of the company's "
               f"bylaws and approval of the related-party transactions.")
        key = "extraordinary general assembly"
    boiler = r.choice([
        "Additional information: the company confirms that the above information is complete and accurate, and it will "
        "announce any material developments in due course in accordance with the Rules on the Offer of Securities and "
        "Continuing Obligations.",
        "Additional information: for further information, shareholders may contact the company's investor relations "
        "department. The company will announce any material developments in a timely manner.",
        "Additional information: this announcement is published in accordance with the Capital Market Authority's "
        "Rules on the Offer of Securities and Continuing Obligations; the company will disclose any material update.",
    ])
    boiler_ar = r.choice([
        "معلومات إضافية: تؤكد الشركة أن المعلومات الواردة أعلاه كاملة وصحيحة، وستعلن عن أي تطورات جوهرية في حينه وفقاً لقواعد طرح الأوراق المالية والالتزامات المستمرة.",
        "معلومات إضافية: للاستفسار يمكن للمساهمين التواصل مع إدارة علاقات المستثمرين بالشركة، وستقوم الشركة بالإعلان عن أي تطورات جوهرية في حينه.",
        "معلومات إضافية: يأتي هذا الإعلان التزاماً بقواعد طرح الأوراق المالية والالتزامات المستمرة الصادرة عن هيئة السوق المالية.",
    ])
    return h_en, h_ar, det + f"\n\n{boiler}\n{boiler_ar}\n\nSource: Saudi Exchange · {stamp}", key


# --------------------------------------------------------------------------------------
# one channel-day
# --------------------------------------------------------------------------------------

def build_day(seed: int, ch: int, day: int, start: datetime, chan: str, thread: str) -> Builder:
    r = random.Random(f"{DESK}|{seed}|{ch}|{day}")
    b = Builder(r, start, chan, thread, worker=(9 + ch) % 32)
    px = {k: rp(v[4] * r.uniform(0.95, 1.05)) for k, v in HELD.items()}
    wpx = {k: rp(v[4] * r.uniform(0.94, 1.06)) for k, v in WATCH.items()}
    opx = {k: rp(v[3] * r.uniform(0.94, 1.06)) for k, v in OTHER.items()}
    brent = round(r.uniform(68.5, 76.5), 2)
    local_day = start + timedelta(hours=3)
    settle_day = (local_day + timedelta(days=2)).strftime("%d %b")
    oid_n = [r.randint(1000, 7000)]

    def oid():
        oid_n[0] += r.randint(3, 41)
        return f"TDW-{local_day.strftime('%m%d')}-{oid_n[0]:04d}"

    eq_main = ["2222", "1120", "2010", "7010", "2082"]
    r.shuffle(eq_main)
    a_sym, b_sym, c_sym, d_sym, g_sym = eq_main
    if a_sym not in ("2222", "1120"):
        # open-auction Arabic order is always one of the two liquid names
        for s in ("2222", "1120"):
            j = eq_main.index(s)
            eq_main[0], eq_main[j] = eq_main[j], eq_main[0]
            break
        a_sym, b_sym, c_sym, d_sym, g_sym = eq_main

    optional = ["a2fill", "bcancel", "held3", "watch2", "estop2", "froute", "jbreach", "dack", "back"]
    chosen = set(r.sample(optional, r.randint(0, 3)))

    # ------------------------------------------------------------------ D: agent pre-market memo with buried proposal
    qd = r.choice([15000, 20000, 25000, 30000, 40000]) if px[d_sym] < 100 else r.choice([3000, 4000, 5000, 6000])
    pd = px[d_sym]
    std = rp(pd * r.uniform(0.94, 0.965))
    qd_s = f"{qd:,}"
    dec = (f"Net of all that, my recommendation is to buy {qd_s} shares of {d_sym} ({HELD[d_sym][2]}) at a {fp(pd)} limit "
           f"with a protective stop at {fp(std)}, sized at roughly {r.randint(18, 45)}bp of NAV.")
    mD = b.add(b.T(6.75, 10), "agent", memo_text(b, MEMO_TITLES[0], "06:45", dec, settle_day), "hard",
               "trade_proposal", ["buy", qd_s, d_sym, fp(pd)], "buried",
               idiom=("LLM memo with the proposal buried mid-paragraph", "trade_proposal"))
    mDa = b.add(b.after(mD, 25, 20), "faisal", f"ok proceed, {d_sym} at the limit only", "hard", "trade_approval",
                ["ok proceed", d_sym], "reply", ref=mD, idiom=("english 'ok proceed' reply to an agent memo", "trade_approval"))
    b.react(mDa, b.after(mDa, 0.5), "✅", "nora")
    mDr = b.add(b.after(mDa, 2, 3), "agent",
                f"Routing the {d_sym} ticket to exec-agent-2 (DAY, limit {fp(pd)}); I will post fills as they come.",
                "hard", "route_decision", ["Routing", d_sym, "exec-agent-2"], "untagged",
                idiom=("agent routes ticket to a named execution agent", "route_decision"))
    oD = oid()
    tDopen = b.T(10.0 + r.uniform(0.01, 0.05))
    if "dack" in chosen:
        b.add(tDopen, "oms", oms_json({"type": "order_ack", "ord_id": oD, "sym": d_sym, "side": "BUY", "qty": qd,
                                       "px": rp(pd), "tif": "DAY", "status": "NEW", "venue": "XSAU"}),
              "hard", "trade_confirmation", [oD, d_sym, "BUY", "\"status\": \"NEW\""], "structured")
    fill_px_d = rp(pd - tick(pd) * r.randint(0, 2))
    mDf = b.add(b.T(10.6, 10), "oms", oms_json({"type": "exec_report", "ord_id": oD, "sym": d_sym, "side": "BUY",
                                                 "last_qty": qd, "last_px": fill_px_d, "cum_qty": qd, "leaves_qty": 0,
                                                 "status": "FILLED", "venue": "XSAU"}),
                "hard", "trade_fill", [oD, d_sym, "BUY", f"\"last_qty\": {qd}", str(fill_px_d)], "structured")
    # trader prose fill later corrected by edit
    wrong_px = rp(fill_px_d + tick(fill_px_d) * r.choice([2, 3]))
    mDp = b.add(b.after(mDf, 4, 6), "nora", f"{d_sym} done — filled {qd_s} @ {fp(wrong_px)} avg, thanks exec-agent",
                "hard", "trade_fill", [d_sym, "filled", qd_s, fp(wrong_px)], "untagged")
    b.edit(mDp, b.after(mDp, 3, 4),
           f"{d_sym} done — filled {qd_s} @ {fp(fill_px_d)} avg (corrected, misread the blotter), thanks exec-agent",
           facts=[d_sym, "filled", qd_s, fp(fill_px_d)], superseded=[fp(wrong_px)])

    # ------------------------------------------------------------------ A: Arabic open order
    pa = px[a_sym]
    qa_k = r.choice([30, 40, 50, 60, 75]) if a_sym == "2222" else r.choice([10, 15, 20, 25])
    qa = qa_k * 1000
    form = r.randint(0, 2)
    if form == 0:
        txt = f"اشتري {a_sym} {ea(qa_k)} ألف سهم عند {fp(pa)}"
        facts = ["اشتري", a_sym, f"{ea(qa_k)} ألف", fp(pa)]
    elif form == 1:
        txt = f"ابي نشتري {ea(qa_k)} ألف {HELD[a_sym][3]} ({a_sym}) على {ea(fp(pa))} limit، نبدأ مع الافتتاح"
        facts = ["نشتري", f"{ea(qa_k)} ألف", a_sym, ea(fp(pa))]
    else:
        txt = f"اقترح buy {a_sym} {qa_k}k عند {fp(pa)} — الستوب نحطه بعد التنفيذ"
        facts = ["buy", a_sym, f"{qa_k}k", fp(pa)]
    mA = b.add(b.T(9.55, 4), "nora", txt, "hard", "trade_proposal", facts, "untagged",
               idiom=("arabic-script order line with eastern arabic digits", "trade_proposal"))
    mAq = b.add(b.after(mA, 1, 1), "omar", r.choice(["كم صار الـ ADV عليه؟", "vs the existing line or new?"]), "near",
                ref=mA, idiom=("question on a proposal before approval", "not_hard"))
    mAa = b.add(b.after(mAq, 1, 2), "faisal", r.choice([f"تمام، نفذ {a_sym}", f"تمام ✅ {a_sym}"]), "hard",
                "trade_approval", ["تمام", a_sym], "reply", ref=mA,
                idiom=("arabic تمام reply approving the proposal", "trade_approval"))
    b.pin(mA, b.after(mAa, 0.3), "faisal")
    b.react(mA, b.after(mAa, 0.2), "📌", "faisal")
    oA = oid()
    b.add(b.T(9.98, 0.5), "shariah",
          f"screen=PRETRADE ord={oA} sym={a_sym} board=MAIN side=BUY qty={qa} shariah=PASS debt_to_mcap={r.uniform(0.02, 0.21):.2f} "
          f"impure_income={r.uniform(0.1, 2.4):.1f}% purification_sar_per_share={r.uniform(0.001, 0.02):.3f} verdict=ALLOW",
          "noise", idiom=("ShariahGate ALLOW verdict line", "not_hard"))
    mAk = b.add(b.T(10.0 + r.uniform(0.001, 0.008)), "oms",
                oms_json({"type": "order_ack", "ord_id": oA, "sym": a_sym, "side": "BUY", "qty": qa, "px": rp(pa),
                          "tif": "DAY", "status": "NEW", "venue": "XSAU", "session": "OPEN_AUCTION"}),
                "hard", "trade_confirmation", [oA, a_sym, "BUY", "\"status\": \"NEW\""], "structured",
                idiom=("OMS JSON order_ack status NEW", "trade_confirmation"))
    q1 = qa // 5 * r.randint(2, 3)
    mA1 = b.add(b.after(mAk, 3, 8), "oms",
                oms_json({"type": "exec_report", "ord_id": oA, "sym": a_sym, "side": "BUY", "last_qty": q1,
                          "last_px": rp(pa), "cum_qty": q1, "leaves_qty": qa - q1, "status": "PARTIALLY_FILLED",
                          "venue": "XSAU"}),
                "hard", "trade_fill", [oA, a_sym, f"\"last_qty\": {q1}", str(rp(pa)), "PARTIALLY_FILLED"], "structured",
                idiom=("OMS JSON partial fill", "trade_fill"))
    if "a2fill" in chosen:
        mA2 = b.add(b.after(mA1, 12, 20), "oms",
                    oms_json({"type": "exec_report", "ord_id": oA, "sym": a_sym, "side": "BUY", "last_qty": qa - q1,
                              "last_px": rp(pa), "cum_qty": qa, "leaves_qty": 0, "status": "FILLED", "venue": "XSAU"}),
                    "hard", "trade_fill", [oA, a_sym, f"\"last_qty\": {qa - q1}", "FILLED"], "structured")
    else:
        mA2 = b.add(b.after(mA1, 12, 20), "nora", r.choice(["باقي الكمية تمشي، الطلب ضعيف", "rest still working, offer is thin"]),
                    "chatter")
    # stop set then moved twice by editing the same message
    s1 = rp(pa * r.uniform(0.965, 0.975))
    s2 = rp(s1 + tick(s1) * r.randint(2, 4))
    s3 = rp(s2 + tick(s2) * r.randint(2, 4))
    stop_fmt = r.randint(0, 1)

    def stop_txt(s):
        if stop_fmt == 0:
            return f"وقف الخسارة على {a_sym} عند {fp(s)} (GTC)"
        return f"stop on {a_sym} → {fp(s)}، نحدثه مع الحركة"
    mS = b.add(b.after(mA2, 5, 10), "nora", stop_txt(s1), "hard", "stop_or_target_change", [a_sym, fp(s1)], "untagged",
               idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    b.edit(mS, b.T(11.6, 10), stop_txt(s2), facts=[a_sym, fp(s2)], superseded=[fp(s1)])
    b.edit(mS, b.T(13.1, 10), stop_txt(s3), facts=[a_sym, fp(s3)], superseded=[fp(s2)])
    b.pin(mS, b.after(mS, 2, 3), "faisal")

    # ------------------------------------------------------------------ B: shorthand trim, risk resize
    pbx = px[b_sym]
    qb_k = r.choice([20, 25, 30, 40]) if pbx < 100 else r.choice([4, 5, 6])
    qb = qb_k * 1000
    stb = rp(pbx * r.uniform(1.02, 1.035))
    short = f"s {qb_k}k {b_sym} @ {fp(pbx)} stp {fp(stb)}"
    mB = b.add(b.T(10.85, 10), "omar", short + r.choice(["", " — trimming into strength", " / trim"]),
               "hard", "trade_proposal", [f"s {qb_k}k", b_sym, fp(pbx), fp(stb)], "shorthand",
               idiom=("shorthand 's 30k 2010 @ px stp px' proposal", "trade_proposal"))
    b.add(b.after(mB, 1, 1), "sara", "is that vs the existing long or net new short? (we can't short anyway 🙂)", "near",
          ref=mB)
    mBa = b.add(b.after(mB, 3, 2), "faisal", f"✅ {b_sym} — keep it under 10% of ADV", "hard", "trade_approval",
                ["✅", b_sym], "reply", ref=mB, idiom=("✅ emoji reply approval", "trade_approval"))
    oB = oid()
    qb2 = int(qb * r.uniform(0.55, 0.8)) // 500 * 500
    mBr = b.add(b.after(mBa, 2, 2), "risk",
                f"risk=PRETRADE ord={oB} sym={b_sym} side=SELL req_qty={qb} adv_pct={r.uniform(11.5, 17.9):.1f} "
                f"limit_adv_pct=10.0 action=RESIZE new_qty={qb2}",
                "hard", "risk_limit", [oB, "action=RESIZE", f"new_qty={qb2}", "limit_adv_pct=10.0"], "structured",
                idiom=("risk engine RESIZE key=value", "risk_limit"))
    if "back" in chosen:
        b.add(b.after(mBr, 0.2), "oms", oms_json({"type": "order_ack", "ord_id": oB, "sym": b_sym, "side": "SELL",
                                                  "qty": qb2, "px": rp(pbx), "tif": "DAY", "status": "NEW",
                                                  "venue": "XSAU"}),
              "hard", "trade_confirmation", [oB, b_sym, "SELL", str(qb2)], "structured")
    qbf = qb2 if "bcancel" not in chosen else qb2 // 1000 * 600
    avgb = rp(pbx + tick(pbx) * r.randint(0, 2))
    mBf = b.add(b.after(mBr, 35, 25), "oms", "", "hard", "trade_fill",
                [b_sym, "SELL", f"{qbf:,}", fp(avgb)], "embed",
                embeds=[{"title": "Execution report", "description": f"{HELD[b_sym][0]} — continuous session",
                         "author": "OMS-XSAU",
                         "fields": [{"name": "Symbol", "value": b_sym, "inline": True},
                                    {"name": "Side", "value": "SELL", "inline": True},
                                    {"name": "Filled", "value": f"{qbf:,}", "inline": True},
                                    {"name": "Avg px", "value": fp(avgb), "inline": True},
                                    {"name": "Status", "value": "FILLED" if qbf == qb2 else "PARTIALLY_FILLED"}],
                         "footer": f"order {oB} · venue XSAU · settles T+2"}],
                idiom=("embed-only execution report", "trade_fill"))
    if "bcancel" in chosen:
        b.add(b.T(14.75, 3), "oms", oms_json({"type": "cancel_ack", "ord_id": oB, "sym": b_sym, "side": "SELL",
                                               "cum_qty": qbf, "leaves_qty": 0, "status": "CANCELED",
                                               "reason": "unfilled remainder cancelled before closing auction"}),
              "hard", "trade_confirmation", [oB, b_sym, "CANCELED"], "structured")

    # ------------------------------------------------------------------ C: tagged proposal rejected
    pc = px[c_sym]
    qc = (r.choice([20000, 30000, 40000]) if pc < 100 else r.choice([3000, 5000]))
    stc = rp(pc * 0.96)
    tgc = rp(pc * 1.07)
    mC = b.add(b.T(11.2, 10), "omar",
               f"[PROPOSAL] BUY {c_sym} {qc:,} @ {fp(pc)} limit · stop {fp(stc)} · target {fp(tgc)}\n"
               f"rationale: {HELD[c_sym][2]} lagging the sector by {r.randint(3, 9)}% since the last results, "
               f"auction volumes supportive, Shariah screen clean.",
               "hard", "trade_proposal", ["[PROPOSAL]", "BUY", c_sym, f"{qc:,}", fp(pc)], "tagged",
               idiom=("[PROPOSAL] tagged line", "trade_proposal"))
    b.add(b.after(mC, 2, 2), "nora", "looks interesting — what's the ADV on that size?", "near", ref=mC,
          idiom=("'looks interesting' reply, not an approval", "not_hard"))
    rej = r.randint(0, 1)
    mCa = b.add(b.after(mC, 10, 8), "faisal",
                f"لا، مو اليوم — rejected on {c_sym}, ننتظر تاريخ الاستحقاق" if rej == 0 else
                f"no on {c_sym} for now ❌ wait for the board meeting",
                "hard", "trade_approval", ["rejected", c_sym] if rej == 0 else [f"no on {c_sym}", "❌"], "reply", ref=mC,
                idiom=("mixed-language rejection reply", "trade_approval"))

    # ------------------------------------------------------------------ I: Nomu shorthand + Shariah block
    pn = px["9571"]
    qn_k = r.choice([15, 20, 25])
    mI = b.add(b.T(10.45, 8), "nora", f"b {qn_k}k 9571 @ {fp(pn)} nomu, small clip", "hard", "trade_proposal",
               [f"b {qn_k}k", "9571", fp(pn)], "shorthand")
    oI = oid()
    mIb = b.add(b.after(mI, 1, 1), "shariah",
                f"screen=PRETRADE ord={oI} sym=9571 board=NOMU side=BUY qty={qn_k * 1000} debt_to_mcap={r.uniform(0.34, 0.41):.2f} "
                f"max_debt_to_mcap=0.33 impure_income={r.uniform(2.0, 4.8):.1f}% shariah=FAIL verdict=BLOCK "
                f"rule=AAOIFI-21/debt",
                "hard", "risk_limit", [oI, "sym=9571", "verdict=BLOCK"], "structured",
                idiom=("ShariahGate key=value BLOCK verdict", "risk_limit"))
    b.add(b.after(mIb, 1, 2), "nora", "ugh، the debt ratio again. fine", "chatter", ref=mIb)

    # ------------------------------------------------------------------ J: head sets single-name cap
    capx = r.choice([11, 12, 12.5, 13])
    mJ = b.add(b.T(8.5, 15), "faisal",
               f"for this week: Aramco single-name cap goes to {capx}% of NAV (from 10%), hard limit, no exceptions. "
               f"sukuk DV01 limit unchanged.",
               "hard", "risk_limit", ["Aramco", f"{capx}% of NAV", "single-name cap"], "untagged",
               idiom=("head of desk changes single-name cap in prose", "risk_limit"))
    b.pin(mJ, b.after(mJ, 0.4), "faisal")
    b.react(mJ, b.after(mJ, 0.5), "📌", "faisal")
    if "jbreach" in chosen:
        gx = f"{r.uniform(100.2, 102.9):.1f}%"
        b.add(b.T(13.75, 20), "risk", f"LIMIT BREACH · gross_exposure={gx} limit=100.0% · action=block_new_buys until reduced",
              "hard", "risk_limit", ["LIMIT BREACH", f"gross_exposure={gx}", "block_new_buys"], "structured")

    # ------------------------------------------------------------------ E: Brent hedge
    nl = r.choice([20, 25, 30, 40, 50])
    bp_ = f"{brent:.2f}"
    mE = b.add(b.T(13.2, 12), "sara",
               f"Brent hedge: sell {nl} lots BRN Feb27 at {bp_} to cover the extra Aramco delta from this morning — ok?",
               "hard", "trade_proposal", ["sell", f"{nl} lots", "BRN Feb27", bp_], "untagged")
    mEa = b.add(b.after(mE, 3, 4), "faisal", r.choice(["ok proceed on BRN", "تمام، go on BRN"]), "hard", "trade_approval",
                ["BRN", "ok proceed"] if True else [], "reply", ref=mE)
    if "تمام" in mEa["content"]:
        mEa["facts"] = ["تمام", "BRN"]
    oE = oid()
    bfill = round(brent - r.choice([0.0, 0.01, 0.02, 0.03]), 2)
    mEf = b.add(b.after(mEa, 2, 3), "oms", "", "hard", "trade_fill", ["BRN Feb27", "SELL", str(nl), f"{bfill:.2f}"], "embed",
                embeds=[{"title": "Execution report — ICE Futures Europe", "author": "OMS-XSAU",
                         "fields": [{"name": "Contract", "value": "BRN Feb27", "inline": True},
                                    {"name": "Side", "value": "SELL", "inline": True},
                                    {"name": "Lots", "value": str(nl), "inline": True},
                                    {"name": "Avg", "value": f"{bfill:.2f}", "inline": True}],
                         "footer": f"order {oE} · venue IFEU · clearing ICEU"}])
    bstop = round(brent + r.uniform(2.2, 3.4), 2)
    mEs = b.add(b.after(mEf, 8, 6), "sara", f"hedge stop: buy-stop {bstop:.2f} on the BRN Feb27 short, working GTC",
                "hard", "stop_or_target_change", ["buy-stop", f"{bstop:.2f}", "BRN Feb27"], "untagged")
    if "estop2" in chosen:
        bstop2 = round(bstop - r.uniform(0.6, 1.2), 2)
        b.add(b.T(19.7, 30), "sara", f"moving the BRN stop down to {bstop2:.2f} after the API print",
              "hard", "stop_or_target_change", ["BRN", f"{bstop2:.2f}", "moving"], "untagged")

    # ------------------------------------------------------------------ F: sukuk thread
    tpx = f"{r.uniform(97.6, 99.4):.3f}"
    yld = f"{r.uniform(4.75, 5.15):.2f}"
    mm = r.choice([10, 15, 20, 25])
    mFs = b.add(b.T(11.0, 10), "khalid", "opening a thread for the NDMC SAR sukuk reopening 🧵 — bids due 13:00", "chatter")
    mF = b.add(b.after(mFs, 12, 10), "khalid",
               f"bid {mm}m SAR KSA 2033 sukuk at {tpx} (yld {yld}%) in the NDMC reopening — need your ok before 13:00",
               "hard", "trade_proposal", ["bid", f"{mm}m", "KSA 2033", tpx], "untagged", thread=True)
    mFq = b.add(b.after(mF, 4, 4), "sara", "DV01 on that is fine, within the sukuk limit", "chatter", thread=True, ref=mF)
    mFa = b.add(b.after(mFq, 3, 4), "faisal", "تمام، go ahead", "hard", "trade_approval", ["تمام", "go ahead"], "reply",
                thread=True, ref=mF)
    alloc = r.choice([mm, mm - 5 if mm > 10 else mm, mm // 2])
    mFf = b.add(b.T(14.5, 15), "khalid",
                f"allocated {alloc}m of {mm}m KSA 2033 at {tpx}, settles T+2 — cover ratio {r.uniform(1.6, 3.0):.1f}x",
                "hard", "trade_fill", [f"allocated {alloc}m", "KSA 2033", tpx], "untagged", thread=True)
    if "froute" in chosen:
        b.add(b.after(mFf, 3, 3), "khalid", "routing the settlement instructions to Hana in ops", "hard", "route_decision",
              ["routing", "Hana"], "untagged", thread=True)
    else:
        b.add(b.after(mFf, 3, 3), "khalid", "will ping ops about settlement later", "near", thread=True)
    b.add(b.after(mFf, 20, 20), "hana", "received, SSI on file ✔️", "noise", thread=True)

    # ------------------------------------------------------------------ G: closing auction
    pg = px[g_sym]
    qg = r.choice([5000, 8000, 10000]) if pg > 100 else r.choice([20000, 30000, 35000])
    capg = rp(pg * 1.01)
    mG = b.add(b.T(14.6, 5), "nora",
               f"[MOC] {g_sym} closing auction — buy {qg:,} at market into the 15:00 auction, cap {fp(capg)}",
               "hard", "trade_proposal", ["[MOC]", g_sym, f"buy {qg:,}", fp(capg)], "tagged",
               idiom=("[MOC] closing-auction tag", "trade_proposal"))
    mGa = b.add(b.after(mG, 1.5, 2), "faisal", f"✅ {g_sym} auction ok", "hard", "trade_approval", ["✅", g_sym], "reply",
                ref=mG)
    b.react(mG, b.after(mGa, 0.1), "✅", "faisal")
    oG = oid()
    b.add(b.after(mGa, 1, 1), "oms", oms_json({"type": "order_ack", "ord_id": oG, "sym": g_sym, "side": "BUY", "qty": qg,
                                               "px_cap": rp(capg), "tif": "ATC", "status": "NEW", "venue": "XSAU"}),
          "hard", "trade_confirmation", [oG, g_sym, "ATC", "\"status\": \"NEW\""], "structured")
    apx = rp(pg * r.uniform(0.998, 1.006))
    b.add(b.T(15.0 + 11 / 60 + r.uniform(0, 0.02)), "oms",
          oms_json({"type": "exec_report", "ord_id": oG, "sym": g_sym, "side": "BUY", "last_qty": qg, "last_px": apx,
                    "cum_qty": qg, "leaves_qty": 0, "status": "FILLED", "session": "CLOSING_AUCTION", "venue": "XSAU"}),
          "hard", "trade_fill", [oG, g_sym, f"\"last_qty\": {qg}", str(apx), "CLOSING_AUCTION"], "structured")

    # ------------------------------------------------------------------ N: deleted proposal, forgotten fill
    pdl = px["2082"]
    mDel = b.add(b.T(12.2, 20), "omar", f"[PROPOSAL] SELL 2082 4,000 @ {fp(pdl * 1.01)} — into the rights-issue headline",
                 "hard", "trade_proposal", ["[PROPOSAL]", "SELL", "2082", "4,000"], "tagged")
    b.delete(mDel, b.after(mDel, 1.5, 1))
    b.add(b.after(mDel, 2, 1), "omar", "sorry wrong channel, that was for the model book", "chatter")
    pf = px["1120"]
    qf = r.choice([8000, 12000, 15000])
    iban = f"SA{r.randint(10, 99)} 8000 0000 {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
    mFg = b.add(b.T(13.4, 20), "nora", f"[FILL] 1120 SELL {qf:,} @ {fp(pf)} — acct {iban} (family office sleeve)",
                "hard", "trade_fill", ["[FILL]", "1120", "SELL", f"{qf:,}", fp(pf)], "tagged")
    b.forget(mFg, b.after(mFg, 14, 10), PEOPLE["faisal"][0])
    b.add(b.after(mFg, 15, 12), "faisal", "please don't post account numbers here. reposting w/o details is fine", "chatter")

    # ------------------------------------------------------------------ K: news
    held_kinds = ["dividend", "contract", "results", "board", "sukuk", "egm"]
    held_names = ["2222", "1120", "2010", "7010", "2082", "9571"]
    r.shuffle(held_names)
    n_held = 3 if "held3" in chosen else 2
    news_times = [b.T(h, 20) for h in (7.2, 15.9, 17.3)]
    first_held = None
    for i in range(n_held):
        s = held_names[i]
        en, ar = HELD[s][0], HELD[s][1]
        kind = r.choice(held_kinds if s != "2082" else ["board", "contract", "results"])
        h_en, h_ar, det, key = tadawul_ann(b, en, ar, kind, news_times[i].strftime("%d/%m/%Y %H:%M"))
        if i == 0:
            first_held = (s, kind)
            b.add(news_times[i], "tadawul", "", "hard", "held_position_news", [en, key], "embed",
                  embeds=[{"title": h_en, "description": h_ar + "\n\n" + det, "author": "Saudi Exchange — Issuer announcements",
                           "fields": [{"name": "Category", "value": kind.title()}, {"name": "Market", "value": HELD[s][5]}],
                           "footer": "Tadawul Feed · announcements"}],
                  idiom=("Tadawul bilingual embed naming a held company without ticker", "held_position_news"))
        else:
            b.add(news_times[i], "tadawul", f"**{h_en}**\n{h_ar}\n\n{det}", "hard", "held_position_news", [en, key],
                  "untagged")
    # held via underlying of a derivative / sukuk programme
    if r.random() < 0.5:
        b.add(b.T(16.4, 30), "sara",
              f"> OPEC+ monitoring committee keeps voluntary cuts in place through Q1 — Brent {r.choice(['+', '-'])}{r.uniform(0.6, 2.4):.1f}%\n"
              f"relevant for the BRN Feb27 short, nothing to do yet",
              "hard", "held_position_news", ["OPEC+", "BRN Feb27"], "untagged",
              idiom=("headline on the underlying of the held Brent future", "held_position_news"))
    else:
        b.add(b.T(16.8, 30), "tadawul",
              "**The National Debt Management Center announces the closing of the December 2026 issuance under the "
              "Saudi Arabian Government SAR-denominated Sukuk Program**\n"
              "يعلن المركز الوطني لإدارة الدين عن إقفال طرح شهر ديسمبر 2026 ضمن برنامج صكوك المملكة العربية السعودية المحلية بالريال السعودي\n\n"
              f"2033 tranche reopening: SAR {r.randint(2, 6)},{r.randint(100, 999)} million",
              "hard", "held_position_news", ["Sukuk Program", "2033 tranche"], "untagged")
    wnames = list(WATCH)
    r.shuffle(wnames)
    for i in range(2 if "watch2" in chosen else 1):
        s = wnames[i]
        en, ar = WATCH[s][0], WATCH[s][1]
        kind = r.choice(["contract", "results", "dividend"])
        t = b.T((6.9, 12.7)[i], 25)
        h_en, h_ar, det, key = tadawul_ann(b, en, ar, kind, t.strftime("%d/%m/%Y %H:%M"))
        b.add(t, "tadawul", f"**{h_en}**\n{h_ar}\n\n{det}", "hard", "watchlist_news", [en, key], "untagged",
              idiom=("Tadawul announcement on a watchlist company", "watchlist_news"))
    # names not held / watched: near-miss, with a triage no-route decision on the first
    onames = list(OTHER)
    r.shuffle(onames)
    onames = [r.choice(sorted(TRAPS))] + onames[:8]
    ann_hours = sorted(r.uniform(5.5, 18.5) for _ in onames)
    ann_hours[0] = r.uniform(7.0, 8.0)
    for i, s in enumerate(onames):
        src = TRAPS if s in TRAPS else OTHER
        en, ar = src[s][0], src[s][1]
        t = b.T(ann_hours[i], 5)
        h_en, h_ar, det, key = tadawul_ann(b, en, ar, r.choice(["dividend", "contract", "results", "egm", "sukuk"]),
                                           t.strftime("%d/%m/%Y %H:%M"))
        mo = b.add(t, "tadawul", f"**{h_en}**\n{h_ar}\n\n{det}", "near",
                   idiom=("announcement on a not-held company whose name contains a held brand", "not_hard") if i == 0 else None)
        if i == 0:
            ann = f"ANN-{local_day.strftime('%y%m%d')}-{r.randint(100, 999)}"
            b.add(b.after(mo, 0.5, 1), "cron",
                  f"triage item={ann} issuer=\"{src[s][2]}\" held=N watch=N action=none reason=not_held_not_watched",
                  "hard", "no_route_decision", [ann, "action=none"], "structured",
                  idiom=("triage bot key=value action=none", "no_route_decision"))
    for k_, hh in enumerate((9.1, 17.9)):
        items = onames[k_ * 4:(k_ + 1) * 4 + 1]
        lines = []
        for j, s_ in enumerate(items, 1):
            src_ = TRAPS if s_ in TRAPS else OTHER
            lines.append(f"{j}. {src_[s_][0]} ({s_}) — {r.choice(['dividend notice', 'contract award', 'interim results', 'EGM invitation', 'sukuk completion'])}; "
                         f"not in holdings or watchlist. Price reaction {r.uniform(-2.5, 2.5):+.1f}% on "
                         f"{r.uniform(0.6, 2.4):.1f}x normal volume. Sector read-across judged minimal.")
        b.add(b.T(hh, 10), "agent",
              f"**Announcements digest — {int(hh):02d}:{int((hh % 1) * 60):02d} AST**\n" + "\n".join(lines) +
              "\nNone of the above affect positions, limits or the Shariah screen. Full texts are in the feed above.",
              "near")
    # head explicitly not routing a held-name housekeeping item
    hn, hk = first_held
    b.add(news_times[0] + timedelta(minutes=r.uniform(20, 50)), "faisal",
          f"the {HELD[hn][2]} {hk} announcement is already in the model — no action, not routing it to the agent",
          "hard", "no_route_decision", ["no action", "not routing", HELD[hn][2]], "untagged")

    # ------------------------------------------------------------------ M: thesis updates
    th = r.choice([s for s in HELD if s not in ("9571", c_sym)])
    ov = r.choice([("overweight to neutral", "the earnings revision cycle has turned"),
                   ("neutral to overweight", "the dividend visibility is better than we modelled"),
                   ("overweight to underweight", "the rights-issue overhang kills the near-term upside")])
    b.add(b.T(14.1, 20), "omar",
          f"changing my view on {th} ({HELD[th][2]}): moving from {ov[0]} — {ov[1]}. old target {fp(px[th] * 1.12)} is off the table.",
          "hard", "thesis_update", [th, ov[0]], "untagged",
          idiom=("analyst changes rating in prose", "thesis_update"))
    th2 = r.choice([s for s in HELD if s not in (th,)])
    convs = r.choice(["high to medium", "medium to low", "medium to high"])
    dec2 = (f"On {HELD[th2][2]} ({th2}) I am changing conviction from {convs}: the thesis we wrote in October rests on a "
            f"catalyst that has now slipped into next year, and the position should be treated accordingly.")
    b.add(b.T(16.6, 15), "agent", memo_text(b, MEMO_TITLES[3], "16:35", dec2, settle_day), "hard", "thesis_update",
          [th2, f"from {convs}"], "buried", idiom=("conviction change buried in the post-close memo", "thesis_update"))

    # ------------------------------------------------------------------ near misses
    nm = []
    nh = r.choice(list(HELD)[:5])
    nm.append((b.T(9.2, 40), "omar",
               f"وش رأيكم لو نشتري {HELD[nh][3]} قبل التوزيعات؟ just thinking out loud, {r.choice([10, 20, 30])}k around {fp(px[nh] * 0.99)} maybe",
               ("arabic what-if (وش رأيكم لو)", "not_hard")))
    nm.append((b.T(11.5, 60), "khalid",
               f"what if we bought 2082 into the rights issue at {fp(px['2082'] * 0.97)}? not proposing, just sizing the idea", None))
    nm.append((b.T(12.4, 60), "nora",
               f"رمضان اللي فات اشترينا 2222 عند 28.10 وبعناها بعد العيد عند 29.40 — تذكرون؟ same setup maybe next year",
               ("last Ramadan trade told as history", "not_hard")))
    bk = r.choice(["1120", "2222", "2010"])
    nm.append((b.T(11.8, 50), "omar",
               f"block on the tape: {r.choice(['1,250,000', '2,400,000', '850,000'])} {bk} @ {fp(px[bk] * 0.995)} crossed — not ours, "
               f"looks like one of the big local funds rebalancing",
               ("another fund's block trade seen on the tape", "not_hard")))
    nm.append((b.T(15.6, 40), "agent",
               f"Model portfolio (paper) update: +{r.choice([10, 15])},000 2082 @ {fp(px['2082'])}, "
               f"-{r.choice([20, 25])},000 7010 @ {fp(px['7010'])}. Paper book only; no orders generated.",
               ("paper trade in the model portfolio", "not_hard")))
    on = r.choice(list(OTHER))
    nm.append((b.T(8.9, 40), "khalid",
               f"> Reuters: {OTHER[on][0]} nine-month profit {r.choice(['up', 'down'])} {r.randint(5, 30)}%, beats estimates\n"
               f"fwiw, we don't own it", ("quoted news on a name not held", "not_hard")))
    nm.append((b.T(17.8, 60), "omar",
               f"backtest: closing-auction imbalance fade on TASI top 30, 2019-2025 — hit rate {r.randint(51, 57)}%, "
               f"avg +{r.randint(3, 9)}bp/trade, fills assumed at the auction price. not tradable at our size imo",
               ("backtest with fills", "not_hard")))
    nm.append((b.T(12.1, 50), "sara", f"a stop at {fp(px['2010'] * 0.975)} on SABIC would be sensible if the spread breaks",
               ("'a stop at X would be sensible' (no decision)", "not_hard")))
    nm.append((b.T(10.2, 50), "khalid", "the Dubai desk is buying Emaar today — fyi, not for us", None))
    nm.append((b.T(13.9, 50), "nora", "we should send the auction orders soon، before 14:50", None))
    nm.append((b.T(20.2, 60), "sara", f"if Brent breaks {r.choice([68, 69, 70])} we'd probably add to the hedge, but not now", None))
    nm.append((b.T(9.7, 30), "omar", "do we still have the 1120 stop in or did it get pulled yesterday?", None))
    nm.append((b.T(17.1, 60), "nora",
               f"last month we got filled 40k 2222 at {fp(px['2222'] * 0.98)} in the auction and it was the low of the week lol",
               None))
    nm.append((b.T(19.3, 60), "khalid",
               f"Aramco USD sukuk 2031 quoted {r.uniform(96.5, 98.8):.2f}/{r.uniform(98.9, 99.4):.2f} on the screen, we don't hold it", None))
    nm.append((b.T(15.4, 40), "omar",
               f"would anyone object if I put together a note on Ma'aden? not a trade, just a deep dive", None))
    nm.append((b.T(18.6, 90), "nora", "Jarir results tomorrow, any view? not in the book", None))
    for t, who, txt, idm in nm:
        b.add(t, who, txt, "near", idiom=idm)
    # long analysis with trading words, no decision (agent memos)
    for title, h in ((MEMO_TITLES[1], 8.25), (MEMO_TITLES[2], 12.5), (MEMO_TITLES[4], 20.5), (MEMO_TITLES[5], 2.4)):
        t = b.T(h, 10)
        b.add(t, "agent", memo_text(b, title, f"{int(h):02d}:{int((h % 1) * 60):02d}",
                                    None, settle_day), "near",
              idiom=("long agent memo with no decision", "not_hard") if h == 12.5 else None)
    # analyst long-form colour
    for h in (7.8, 13.6, 15.3):
        nmx = r.choice(list(HELD)[:5])
        t = b.T(h, 15)
        txt = (f"some thoughts on {HELD[nmx][2]} ({nmx}) after the call with the IR team:\n"
               f"- volumes in the continuous session are {r.randint(60, 95)}% of the 20d avg; closing auction taking {r.randint(12, 22)}%\n"
               f"- consensus EPS for next year moved {r.choice(['up', 'down'])} {r.uniform(0.5, 4.0):.1f}% over the last month\n"
               f"- foreign ownership {r.uniform(2, 14):.1f}% of free float, room to the cap is large\n"
               f"- dividend yield on current px {fp(px[nmx])} is ~{r.uniform(2.5, 6.8):.1f}%\n"
               f"- management sounded comfortable on capex guidance, no change to the plan\n"
               f"if it comes back toward {fp(px[nmx] * 0.96)} it could get interesting, but nothing to do at these levels. "
               f"full notes on the shared drive.")
        b.add(t, "omar", txt, "near")

    # ------------------------------------------------------------------ noise
    noise_ms = []
    seq = r.randint(18000, 60000)
    for h in range(24):
        t = b.start + timedelta(hours=h, minutes=r.uniform(0, 4), milliseconds=r.randint(0, 999))
        seq += r.randint(300, 1400)
        noise_ms.append(b.add(t, "oms", oms_json({"type": "heartbeat", "session": "XSAU-FIX-1", "seq": seq,
                                                   "latency_ms": round(r.uniform(0.4, 3.1), 2), "ok": True}), "noise"))
    for h in (5, 7, 9, 11, 13, 15, 17):
        t = b.T(h + 0.05, 2)
        b.add(t, "risk",
              f"RiskEngine: all limits ok · gross {r.uniform(82, 97):.1f}% · net {r.uniform(55, 72):.1f}% · "
              f"VaR(1d,99) SAR {r.uniform(3.1, 5.2):.1f}m / 6.0m · sukuk DV01 SAR {r.randint(38, 61)}k / 75k",
              "noise", idiom=("risk heartbeat 'all limits ok'", "not_hard") if h == 9 else None)
    for h in (4, 8, 10, 12, 14, 18):
        t = b.T(h + 0.5, 5)
        b.add(t, "cron",
              f"[cron] news-triage {int(h):02d}:30 — {r.randint(6, 31)} items scanned, 0 routed, {r.randint(0, 3)} suppressed (not held)",
              "noise", idiom=("cron summary '0 routed'", "not_hard") if h == 10 else None)
    for i in range(r.randint(2, 3)):
        t = b.T(r.choice([1.5, 2.2, 3.1, 21.5, 22.4]), 20)
        svc = r.choice(["oms-gateway", "shariah-screen", "tadawul-feed", "pm-agent"])
        b.add(t, "ci", f"deploy-bot: {svc} v{r.randint(2, 5)}.{r.randint(0, 19)}.{r.randint(0, 9)} → prod-riyadh "
                       f"(sha {r.getrandbits(28):07x}) ✔ healthchecks green", "noise")
    alert_syms = list(HELD) + list(WATCH)
    for i in range(r.randint(7, 10)):
        s = r.choice(alert_syms)
        p0 = px.get(s, wpx.get(s))
        lvl = rp(p0 * r.uniform(0.985, 1.015))
        t = b.T(r.uniform(10.0, 15.0))
        b.add(t, "alerts", f"⚠️ px alert: {s} crossed {fp(lvl)} (last {fp(lvl + tick(lvl))}, vol {r.randint(80, 4000)}k)", "noise",
              idiom=("price alert on a held ticker", "not_hard") if i == 0 else None)
    for hh in (11.0, 13.0, 15.4, 18.0):
        t = b.T(hh, 5)
        eqp = r.uniform(-2.4, 3.1)
        sk = r.uniform(-0.3, 0.4)
        hg = r.uniform(-0.8, 0.8)
        b.add(t, "cron", "", "noise",
              embeds=[{"title": f"PnL snapshot {int(hh):02d}:{int((hh % 1) * 60):02d} AST",
                       "fields": [{"name": "Equities", "value": f"SAR {eqp:+.2f}m", "inline": True},
                                  {"name": "Sukuk", "value": f"SAR {sk:+.2f}m", "inline": True},
                                  {"name": "Brent hedge", "value": f"SAR {hg:+.2f}m", "inline": True},
                                  {"name": "Total", "value": f"SAR {eqp + sk + hg:+.2f}m"}],
                       "footer": "desk-cron · marks from XSAU/IFEU"}])
    b.add(b.T(9.5, 0.2), "tadawul", "Pre-open session started · بدأت فترة ما قبل الافتتاح", "noise")
    b.add(b.T(10.0, 0.1), "tadawul", "Market open · افتتاح السوق · continuous trading until 15:00", "noise")
    b.add(b.T(15.0, 0.05), "tadawul", "Closing auction 15:00-15:10 · المزاد الختامي", "noise")
    tasi_c = r.uniform(10950, 11650)
    b.add(b.T(15.35, 3), "tadawul",
          f"**Market close summary**\nTASI {tasi_c:,.2f} ({r.uniform(-1.2, 1.2):+.2f}%) · turnover SAR {r.uniform(4.2, 8.9):.2f}bn · "
          f"{r.randint(180, 320)}k trades\nNomu Parallel {r.uniform(23000, 27500):,.2f} ({r.uniform(-1.5, 1.5):+.2f}%)\n"
          f"إغلاق السوق: المؤشر العام {ea(f'{tasi_c:,.2f}')}", "noise")
    for i in range(r.randint(5, 7)):
        s = r.choice(list(HELD)[:5])
        t = b.T(r.uniform(9.9, 14.9))
        b.add(t, "shariah",
              f"screen=INTRADAY sym={s} shariah=PASS debt_to_mcap={r.uniform(0.02, 0.24):.2f} impure_income={r.uniform(0.1, 2.9):.1f}% verdict=ALLOW",
              "noise")
    # agent intraday monitors (status tables, no decisions)
    pos = {"2222": r.randint(900, 1600) * 1000, "1120": r.randint(180, 320) * 1000, "2010": r.randint(120, 260) * 1000,
           "7010": r.randint(200, 420) * 1000, "2082": r.randint(20, 45) * 1000, "9571": r.randint(60, 140) * 1000}
    for hh in (10.5, 11.5, 12.5, 13.5, 14.5):
        t = b.T(hh, 2)
        rows = ["sym    position      last      chg%     pnl(SAR)    %NAV"]
        for s_, q_ in pos.items():
            last = rp(px[s_] * r.uniform(0.992, 1.008))
            rows.append(f"{s_}   {q_:>11,}   {fp(last):>8}   {r.uniform(-1.6, 1.6):+5.2f}   {r.randint(-240, 260) * 1000:>+10,}   "
                        f"{q_ * last / 1.45e8 * 100 / 10:5.1f}")
        b.add(t, "agent",
              f"**Intraday monitor {int(hh):02d}:{int((hh % 1) * 60):02d} AST**\n```\n" + "\n".join(rows) + "\n```\n"
              f"BRN Feb27 short {r.randint(90, 160)} lots, mark {brent + r.uniform(-0.6, 0.6):.2f} · "
              f"KSA 2033 sukuk SAR {r.randint(60, 110)}m @ {r.uniform(97.6, 99.4):.3f}\n"
              f"limit utilisation: max {r.randint(52, 79)}% (single-name) · VaR {r.randint(55, 78)}% · no alerts\n"
              f"open orders: {r.randint(0, 4)} working, none older than 60 min", "noise",
              idiom=("agent intraday position table", "not_hard") if hh == 11.5 else None)
    # Shariah daily batch screen
    rows = []
    for s_ in list(HELD) + list(WATCH):
        nm_ = HELD[s_][2] if s_ in HELD else WATCH[s_][2]
        dr = r.uniform(0.02, 0.26) if s_ != "9571" else r.uniform(0.30, 0.33)
        rows.append(f"sym={s_} name=\"{nm_}\" debt_to_mcap={dr:.2f} cash_to_mcap={r.uniform(0.01, 0.2):.2f} "
                    f"impure_income={r.uniform(0.0, 3.1):.1f}% status=COMPLIANT")
    b.add(b.T(6.2, 10), "shariah",
          "batch=DAILY universe=HOLDINGS+WATCHLIST methodology=AAOIFI-21 source=Q3-2026 filings\n" + "\n".join(rows) +
          f"\nsummary: {len(rows)} screened, {len(rows)} compliant, 0 non-compliant, 1 near threshold (9571)", "noise")
    # end-of-day blotter and risk report
    b.add(b.T(15.6, 5), "oms", "", "noise",
          embeds=[{"title": "End-of-day blotter · XSAU", "description": "All orders for the session, final states.",
                   "author": "OMS-XSAU",
                   "fields": [{"name": "Orders", "value": str(r.randint(6, 11)), "inline": True},
                              {"name": "Filled", "value": str(r.randint(4, 8)), "inline": True},
                              {"name": "Cancelled/expired", "value": str(r.randint(0, 2)), "inline": True},
                              {"name": "Rejected (pre-trade)", "value": "1", "inline": True},
                              {"name": "Gross traded", "value": f"SAR {r.uniform(4, 22):.1f}m", "inline": True},
                              {"name": "Auction share", "value": f"{r.randint(9, 31)}%", "inline": True},
                              {"name": "Settlement", "value": f"T+2 · {settle_day}"}],
                   "footer": "OMS-XSAU · blotter v2 · figures unaudited"}])
    b.add(b.T(16.2, 10), "risk", "", "noise",
          embeds=[{"title": "Daily risk report", "author": "RiskEngine",
                   "description": "Positions marked at the closing auction price (XSAU) and ICE settlement (IFEU, provisional).",
                   "fields": [{"name": "Gross", "value": f"{r.uniform(82, 99):.1f}% NAV", "inline": True},
                              {"name": "Net", "value": f"{r.uniform(55, 72):.1f}% NAV", "inline": True},
                              {"name": "VaR 1d 99%", "value": f"SAR {r.uniform(3.1, 5.3):.2f}m / 6.00m", "inline": True},
                              {"name": "Largest name", "value": f"2222 · {r.uniform(7.5, 10.9):.1f}% NAV", "inline": True},
                              {"name": "Sukuk DV01", "value": f"SAR {r.randint(38, 64)}k / 75k", "inline": True},
                              {"name": "Brent hedge ratio", "value": f"{r.randint(28, 56)}%", "inline": True},
                              {"name": "Stress: oil -20%", "value": f"SAR {-r.uniform(6, 14):.1f}m"},
                              {"name": "Stress: SAIBOR +100bp", "value": f"SAR {-r.uniform(1, 4):.1f}m"},
                              {"name": "Breaches", "value": "none open"}],
                   "footer": "RiskEngine · run id " + f"{r.getrandbits(32):08x}"}])
    # long colour posts with trading words and no decision
    b.add(b.T(8.7, 20), "khalid",
          f"sukuk colour this morning: the 2033s are {yld}% mid, the curve 2029-2036 is about {r.randint(18, 40)}bp wide, "
          f"bank demand steady. NDMC reopening today should price close to secondary; last month's auction came "
          f"{r.randint(1, 4)}bp through. if the cover is strong the 2036s tend to rally into the afternoon. "
          f"not seeing much corporate supply before year-end apart from the bank AT1 sukuk that everyone is talking about. "
          f"السيولة جيدة عند البنوك، ما أتوقع مفاجآت", "near")
    b.add(b.T(17.5, 30), "sara",
          f"risk colour for tomorrow: the Brent hedge ratio is around {r.randint(30, 55)}%, equity beta to oil is low so "
          f"the hedge is more of a tail protection than a delta match. VaR headroom is fine. the Nomu line is the one I "
          f"watch for liquidity — days to exit at 10% ADV is ~{r.randint(4, 9)} days. nothing to change tonight, just flagging "
          f"ahead of the weekly risk meeting", "near")
    # reconnects; three get bulk-deleted as spam
    rc = []
    for i in range(3):
        t = b.T(r.uniform(3.0, 23.0))
        rc.append(b.add(t, "oms", f"FIX session XSAU-FIX-{r.randint(1, 2)} disconnected (heartbeat timeout) — reconnecting… "
                                  f"reconnected after {r.uniform(0.8, 4.5):.1f}s, seq resync ok", "noise"))
    spam = []
    tsp = b.T(r.uniform(5.0, 6.0))
    for i in range(3):
        spam.append(b.add(tsp + timedelta(seconds=2 * i + 1), "tadawul",
                          f"feed reconnect loop #{i + 1}: ws://feed-gw-2/announcements closed (1006) — retrying", "noise"))
    b.bulk(spam, tsp + timedelta(minutes=r.uniform(3, 9)))
    for i in range(2):
        t = b.T(r.uniform(1.0, 23.0))
        b.add(t, "tadawul",
              "announcement parser error, item skipped\n```\nTraceback (most recent call last):\n"
              '  File "/srv/feed/tadawul_ann.py", line 212, in parse_item\n    body = normalise(html_to_text(raw["body_ar"]))\n'
              '  File "/srv/feed/textutil.py", line 88, in normalise\n    return unicodedata.normalize("NFKC", s).translate(_DIGITS)\n'
              '  File "/srv/feed/textutil.py", line 61, in html_to_text\n    tree = lxml.html.fromstring(s)\n'
              '  File "/srv/feed/.venv/lib/python3.11/site-packages/lxml/html/__init__.py", line 873, in fromstring\n'
              "    doc = document_fromstring(html, parser=parser, base_url=base_url, **kw)\n"
              '  File "/srv/feed/.venv/lib/python3.11/site-packages/lxml/html/__init__.py", line 761, in document_fromstring\n'
              '    raise etree.ParserError("Document is empty")\nlxml.etree.ParserError: Document is empty\n```\n'
              f"item_id={r.randint(100000, 999999)} retry=3/3 · will be refetched at next poll", "noise")
    # acks
    ack_targets = [m for m in b.msgs if m["kind"] in ("noise", "chatter", "near") and not m["thread"]
                   and m["state"] == "live" and m["who"] in ("agent", "cron", "tadawul", "omar", "khalid", "sara")]
    r.shuffle(ack_targets)
    first_tamam = True
    tgt0 = next(m for m in b.msgs if m["who"] == "cron" and m["embeds"])
    b.add(b.after(tgt0, 1, 4), "faisal", "تمام", "noise", ref=tgt0,
          idiom=("bare تمام ack to a non-proposal message", "not_hard"))
    first_tamam = False
    for tgt in ack_targets[: r.randint(7, 10)]:
        who = r.choice(["nora", "omar", "khalid", "sara", "faisal"])
        if who == tgt["who"]:
            who = "nora"
        a = r.choice(ACKS)
        idm = None
        if a == "تمام" and first_tamam:
            idm = ("bare تمام ack to a non-proposal message", "not_hard")
            first_tamam = False
        b.add(b.after(tgt, 0.5, 6), who, a, "noise", ref=tgt, idiom=idm)

    # ------------------------------------------------------------------ chatter to fill the day
    chat_deleted = None
    target_total = r.randint(238, 262)
    while len(b.msgs) < target_total:
        tmpl = r.choice(CHATTER_LONG) if r.random() < 0.5 else r.choice(CHATTER)
        txt = tmpl.format(sign=r.choice(["+", "-"]), n=r.randint(40, 600), p=r.randint(55, 120),
                          s=f"{r.uniform(5.05, 5.55):.2f}", sign2=r.choice(["+", "-"]), pc=f"{r.uniform(0.1, 1.4):.1f}",
                          pc2=f"{r.uniform(0.1, 1.9):.1f}", b=f"{brent + r.uniform(-0.8, 0.8):.2f}",
                          a=r.randint(80, 170), d=r.randint(60, 150), f=f"{r.uniform(11, 17):.1f}",
                          nm=f"{r.uniform(4, 40):.1f}")
        who = r.choice(["nora", "omar", "khalid", "sara", "faisal", "hana", "nora", "omar"])
        m = b.add(curve_time(b), who, txt, "chatter")
        if chat_deleted is None and 9 < (m["t"] - b.start).total_seconds() / 3600 < 20:
            chat_deleted = m
    if chat_deleted is not None:
        chat_deleted["content"] = chat_deleted["final"] = chat_deleted["content"] + " (ignore, sent to wrong group)"
        b.delete(chat_deleted, b.after(chat_deleted, 2, 3))
    # a forgotten personal note (not a hard event)
    pn_m = b.add(b.T(19.0, 60), "hana", f"pls call me on +966 5{r.randint(10000000, 99999999)} re the custody docs", "chatter")
    b.forget(pn_m, b.after(pn_m, 30, 30), PEOPLE["faisal"][0])
    return b


# --------------------------------------------------------------------------------------
# assembly
# --------------------------------------------------------------------------------------

IDIOM_PRIORITY = [
    "arabic-script order line with eastern arabic digits",
    "arabic تمام reply approving the proposal",
    "bare تمام ack to a non-proposal message",
    "✅ emoji reply approval",
    "mixed-language rejection reply",
    "LLM memo with the proposal buried mid-paragraph",
    "conviction change buried in the post-close memo",
    "shorthand 's 30k 2010 @ px stp px' proposal",
    "OMS JSON order_ack status NEW",
    "OMS JSON partial fill",
    "embed-only execution report",
    "ShariahGate key=value BLOCK verdict",
    "ShariahGate ALLOW verdict line",
    "Tadawul bilingual embed naming a held company without ticker",
    "announcement on a not-held company whose name contains a held brand",
    "stop moved twice by editing the same message",
    "last Ramadan trade told as history",
    "another fund's block trade seen on the tape",
    "paper trade in the model portfolio",
    "triage bot key=value action=none",
]


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    stream = []  # (unix_ms, order, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    order = 0
    for ch in range(channels):
        chan = str(CHANNEL_BASE + ch * 7340033 * 4194304 // 4096 + ch * 131)
        thread = str(THREAD_BASE + ch * 5242883 * 4194304 // 4096 + ch * 977)
        for day in range(days):
            start = end - timedelta(days=days - day)
            b = build_day(seed, ch, day, start, chan, thread)
            msgs = sorted(b.msgs, key=lambda m: (m["t"], m["idx"]))
            # strictly increasing ms, then ids
            last_ms = 0
            for i, m in enumerate(msgs):
                ms = int(m["t"].timestamp() * 1000)
                if ms <= last_ms:
                    ms = last_ms + 1
                last_ms = ms
                m["ms"] = ms
                m["t"] = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
                m["id"] = snow(ms, b.worker, (day * 4096 + i) & 0x1FFFF)
            for m in msgs:
                cid = thread if m["thread"] else chan
                pid, pname, pbot = PEOPLE[m["who"]]
                msg = {"id": m["id"], "author_id": pid, "author_name": pname, "author_bot": pbot,
                       "created_at": iso(m["t"]), "content": m["content"], "attachments": [],
                       "embeds": m["embeds"] or [], "reference_id": m["ref"]["id"] if m["ref"] else None}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
                if m["thread"]:
                    ev["parent_channel_id"] = chan
                ev["message"] = msg
                stream.append((m["ms"], order, ev))
                order += 1
                # labels
                if m["kind"] == "hard":
                    labels["hard_events"].append({"channel_id": cid, "message_id": m["id"], "event_type": m["ev"],
                                                  "facts": m["facts"], "phrasing": m["phrasing"],
                                                  "final_state": m["state"]})
                elif m["kind"] == "noise" and m["state"] in ("live", "edited"):
                    labels["noise_message_ids"].append(m["id"])
                elif m["kind"] == "near" and m["state"] in ("live", "edited"):
                    labels["near_miss_ids"].append(m["id"])
                if m["state"] in ("deleted", "forgotten"):
                    snippet = m["final"] or _embed_text(m["embeds"])
                    labels["removed_texts"].append(snippet[:80])
                if m["idiom"] and m["idiom"][0] not in idiom_seen and m["state"] in ("live", "edited"):
                    idiom_seen.add(m["idiom"][0])
                    labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
            for m, s in b.superseded:
                labels["superseded_facts"].append([thread if m["thread"] else chan, m["id"], s])
            for o in b.ops:
                m = o["m"]
                t = o["t"]
                if m is not None and int(t.timestamp() * 1000) <= m["ms"]:
                    t = m["t"] + timedelta(seconds=1)
                cid = (thread if m["thread"] else chan) if m is not None else chan
                at = iso(t)
                k = o["kind"]
                if k == "edit":
                    ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                          "edited_at": at, "content": o["content"]}
                elif k == "delete":
                    ev = {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"], "deleted_at": at}
                elif k == "bulk_delete":
                    last = max(x["ms"] for x in o["ms"])
                    if int(t.timestamp() * 1000) <= last:
                        t = datetime.fromtimestamp(last / 1000, tz=timezone.utc) + timedelta(seconds=1)
                        at = iso(t)
                    ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan,
                          "message_ids": [x["id"] for x in o["ms"]], "deleted_at": at}
                elif k == "forget":
                    ev = {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                          "requested_by": o["by"], "at": at}
                elif k == "pin":
                    ev = {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                          "by": PEOPLE[o["by"]][0], "at": at}
                else:
                    ev = {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                          "emoji": o["emoji"], "user_id": PEOPLE[o["user"]][0], "at": at}
                stream.append((int(t.timestamp() * 1000), order, ev))
                order += 1
    pr = {n: i for i, n in enumerate(IDIOM_PRIORITY)}
    labels["idioms"] = sorted((x for x in labels["idioms"] if x["idiom"] in pr), key=lambda x: pr[x["idiom"]])
    stream.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in stream], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    return d if d.tzinfo else d.replace(tzinfo=timezone.utc)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    print(f"{len(res['events'])} events, {len(res['labels']['hard_events'])} hard events -> {a.out}, {a.labels}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
