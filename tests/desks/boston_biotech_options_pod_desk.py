#!/usr/bin/env python3
"""Desk generator: Boston biotech long/short + listed options pod.

Binary catalysts (PDUFA dates, phase 2/3 readouts, AdComs), XBI/IBB hedges,
straddles / put spreads, occasional follow-on offerings.  Produces a capture
(JSON Lines ops) and ground-truth labels.  Standard library only; a pure
function of its arguments (no set/dict-hash ordering, string-seeded RNG).
"""
import argparse
import hashlib
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "boston_biotech_options_pod_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 5, 5, 0, 0, tzinfo=timezone.utc)  # midnight ET
GUILD_ID = "1319457702193561730"
ET_OFFSET = timedelta(hours=5)  # EST (day window is midnight ET -> midnight ET)


# --------------------------------------------------------------------------- ids

def _hint(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest(), 16)


def _snow(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _static_id(*parts):
    h = _hint(DESK, *parts)
    lo = 1704067200000  # 2024-01-01
    ms = lo + h % (300 * 86400000)
    return str(_snow(ms, (h >> 64) % 32, (h >> 80) % 4096))


def _iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (dt.microsecond // 1000)


def _ms(dt):
    return int(dt.timestamp() * 1000)


PEOPLE = [
    # key, display name, bot
    ("pm", "declan.m", False),
    ("analyst", "priya.k", False),
    ("trader", "jt.ramos", False),
    ("cco", "m.okafor", False),
    ("ops", "rachel.c", False),
    ("relay", "flowrelay", True),
    ("agent", "exec-agent", True),
    ("oms", "oms-bridge", True),
    ("comp", "compliance-bot", True),
    ("risk", "riskbot", True),
    ("wire", "wire", True),
    ("hb", "hb", True),
    ("cron", "cron", True),
    ("ci", "ci-bot", True),
    ("px", "px-alerts", True),
    ("pnl", "pnl-bot", True),
]
WHO = {k: (_static_id("author", k), n, b) for k, n, b in PEOPLE}

UNIVERSE = [
    ("VRTX", "Vertex Pharmaceuticals", 412.0), ("SRPT", "Sarepta Therapeutics", 71.5),
    ("ALNY", "Alnylam Pharmaceuticals", 268.0), ("BMRN", "BioMarin Pharmaceutical", 66.4),
    ("IONS", "Ionis Pharmaceuticals", 41.2), ("INSM", "Insmed", 78.6),
    ("MDGL", "Madrigal Pharmaceuticals", 308.0), ("AXSM", "Axsome Therapeutics", 96.3),
    ("KRYS", "Krystal Biotech", 164.0), ("CYTK", "Cytokinetics", 48.1),
    ("ARWR", "Arrowhead Pharmaceuticals", 22.4), ("NBIX", "Neurocrine Biosciences", 127.5),
    ("RVMD", "Revolution Medicines", 44.3), ("VKTX", "Viking Therapeutics", 34.2),
    ("IMVT", "Immunovant", 18.6), ("ACAD", "ACADIA Pharmaceuticals", 21.3),
    ("APLS", "Apellis Pharmaceuticals", 27.2), ("PCVX", "Vaxcyte", 52.4),
    ("SMMT", "Summit Therapeutics", 21.8), ("RNA", "Avidity Biosciences", 43.1),
    ("VERA", "Vera Therapeutics", 31.4), ("CRNX", "Crinetics Pharmaceuticals", 38.2),
    ("MRUS", "Merus", 47.3), ("IDYA", "IDEAYA Biosciences", 26.1),
    ("NUVL", "Nuvalent", 82.4), ("TGTX", "TG Therapeutics", 33.2),
    ("SRRK", "Scholar Rock", 36.4), ("DNLI", "Denali Therapeutics", 19.2),
    ("ARQT", "Arcutis Biotherapeutics", 14.3), ("BEAM", "Beam Therapeutics", 25.4),
]
INDICATIONS = [
    "Duchenne muscular dystrophy", "ATTR cardiomyopathy", "MASH with F2-F3 fibrosis",
    "IgA nephropathy", "generalized myasthenia gravis", "obesity", "obstructive HCM",
    "KRAS G12C NSCLC", "acromegaly", "spinal muscular atrophy", "non-CF bronchiectasis",
    "dystrophic epidermolysis bullosa", "geographic atrophy", "adjunctive schizophrenia",
    "myotonic dystrophy type 1", "ROS1+ NSCLC", "relapsing MS", "Graves' disease",
]
TRIAL_NAMES = ["ENVISION", "HORIZON", "ASPIRE", "CATALYST", "ZENITH", "MERIDIAN", "APEX",
               "SUMMIT", "VANTAGE", "BEACON", "CORNERSTONE", "KESTREL", "ORBIT", "PINNACLE"]
FUNDS_13F = ["Baker Bros", "RA Capital", "Perceptive", "Deerfield", "EcoR1", "Avoro",
             "Boxer", "Farallon", "Vivo", "Cormorant", "Janus HC", "Fidelity Select HC"]
BROKERS = ["GS", "MS", "JPM", "BofA", "Jefferies", "Leerink", "TD Cowen", "Evercore"]
OPT_VENUES = ["CBOE", "ISE", "PHLX", "AMEX", "MIAX", "BOX", "NOM", "C2"]


# --------------------------------------------------------------------------- helpers

def _third_friday(y, m):
    d = date(y, m, 1)
    return d + timedelta(days=(4 - d.weekday()) % 7 + 14)


def _expiries(day):
    out = []
    y, m = day.year, day.month
    while len(out) < 4:
        tf = _third_friday(y, m)
        if tf > day + timedelta(days=5):
            out.append("%d/%d" % (tf.month, tf.day))
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return out


def _step(p):
    return 1.0 if p < 30 else 2.5 if p < 100 else 5.0 if p < 250 else 10.0


def _strike(p, mult):
    s = _step(p)
    k = round(p * mult / s) * s
    return ("%.1f" % k).rstrip("0").rstrip(".")


def _px(p):
    return "%.2f" % p


def _opx(p):
    return "%.2f" % max(0.05, round(p * 20) / 20)


def _k(n):
    return ("%dk" % (n // 1000)) if n % 1000 == 0 else ("%.1fk" % (n / 1000.0))


def _c(n):
    return "{:,}".format(n)


class Day:
    """One channel-day worth of messages (main channel + threads)."""

    def __init__(self, seed, ch, day_idx, day_start, chan_id):
        self.rng = random.Random("%s:%d:%d:%d" % (DESK, seed, ch, day_idx))
        self.ch, self.day_idx, self.seed = ch, day_idx, seed
        self.day_start = day_start  # UTC datetime of 00:00 ET
        self.chan = chan_id
        self.msgs = []
        self.ops = []
        self.n = 0

    # time: hours after midnight ET, with jitter in seconds
    def T(self, h, jitter=40):
        base = self.day_start + timedelta(seconds=h * 3600.0)
        if jitter:
            base += timedelta(seconds=self.rng.uniform(0, jitter))
        return base.replace(microsecond=(self.rng.randint(0, 999) * 1000))

    def post(self, t, who, content="", embeds=None, ref=None, chan=None, parent=None,
             kind="chatter", hard=None, idiom=None, attachments=None):
        self.n += 1
        key = "m%d" % self.n
        self.msgs.append(dict(key=key, t=t, who=who, content=content, embeds=embeds, ref=ref,
                              chan=chan or self.chan, parent=parent, kind=kind, hard=hard,
                              idiom=idiom, order=self.n, attachments=attachments,
                              final=content, state="live", removed=None, superseded=[]))
        return key

    def msg(self, key):
        for m in self.msgs:
            if m["key"] == key:
                return m
        raise KeyError(key)

    def edit(self, key, t, new_content, superseded=None):
        m = self.msg(key)
        self.ops.append(dict(op="edit", key=key, t=t, content=new_content))
        m["final"] = new_content
        if m["hard"]:
            m["hard"]["final_state"] = "edited"
        if superseded:
            m["superseded"].append(superseded)

    def delete(self, key, t, snippet):
        m = self.msg(key)
        self.ops.append(dict(op="delete", key=key, t=t))
        m["state"] = "deleted"
        m["removed"] = snippet
        if m["hard"]:
            m["hard"]["final_state"] = "deleted"

    def bulk_delete(self, keys, t, snippets):
        self.ops.append(dict(op="bulk_delete", keys=list(keys), t=t))
        for k, s in zip(keys, snippets):
            m = self.msg(k)
            m["state"] = "deleted"
            m["removed"] = s
            if m["hard"]:
                m["hard"]["final_state"] = "deleted"

    def forget(self, key, t, by, snippet):
        m = self.msg(key)
        self.ops.append(dict(op="forget", key=key, t=t, by=by))
        m["state"] = "forgotten"
        m["removed"] = snippet
        if m["hard"]:
            m["hard"]["final_state"] = "forgotten"

    def pin(self, key, t, by="pm"):
        self.ops.append(dict(op="pin", key=key, t=t, by=by))
        self.ops.append(dict(op="reaction_add", key=key, t=t + timedelta(seconds=2),
                             emoji="\U0001F4CC", by=by))

    def react(self, key, t, emoji, by):
        self.ops.append(dict(op="reaction_add", key=key, t=t, emoji=emoji, by=by))


def H(event_type, facts, phrasing):
    return dict(event_type=event_type, facts=list(facts), phrasing=phrasing, final_state="live")


# --------------------------------------------------------------------------- long texts

def clinical_note(rng, V, tk, company, ind, buried=None, history=False):
    trial = rng.choice(TRIAL_NAMES) + "-" + str(rng.randint(1, 4))
    drug = "%s-%d" % (tk[:2], rng.randint(100, 989))
    n = rng.randint(180, 960)
    arm = n // 2
    d1 = rng.uniform(2.0, 9.5)
    pv = rng.choice(["0.0004", "0.003", "0.012", "0.038", "0.061", "0.17", "<0.001"])
    hr = rng.uniform(0.52, 0.93)
    lo, hi = hr - rng.uniform(0.1, 0.2), hr + rng.uniform(0.08, 0.22)
    wk = rng.choice([24, 48, 52, 72])

    def pct(a, b):
        return "%3d (%4.1f%%)" % (a, 100.0 * a / b)

    rows = []
    for name in ["Any TEAE", "Grade >=3 TEAE", "Serious AE", "AE -> discontinuation",
                 "Deaths", rng.choice(["ALT >3x ULN", "Infusion reaction", "Headache",
                                       "Nausea", "Thrombocytopenia", "ARIA-E"]),
                 rng.choice(["Injection-site reaction", "Fatigue", "Hypokalemia", "QTc >500 ms"])]:
        base = {"Any TEAE": 0.8, "Grade >=3 TEAE": 0.22, "Serious AE": 0.12,
                "AE -> discontinuation": 0.05, "Deaths": 0.01}.get(name, 0.08)
        a = int(arm * min(0.97, base * rng.uniform(0.9, 1.6)))
        b = int(arm * min(0.95, base * rng.uniform(0.7, 1.2)))
        rows.append("| %-24s | %s | %s |" % (name, pct(a, arm), pct(b, arm)))
    table = "\n".join(["| %-24s | %-12s | %-12s |" % ("Safety (n, %)", drug + " n=%d" % arm, "pbo n=%d" % arm),
                       "|" + "-" * 26 + "|" + "-" * 14 + "|" + "-" * 14 + "|"] + rows)
    subg = "\n".join("  - %s: HR %.2f (95%% CI %.2f-%.2f), n=%d" % (
        s, hr * rng.uniform(0.85, 1.2), hr * 0.7, hr * 1.35, rng.randint(40, arm))
        for s in rng.sample(["age >=65", "baseline eGFR <60", "prior biologic", "ex-US sites",
                             "female", "high baseline burden", "background SoC stable"], 3))
    impl = rng.randint(22, 64)
    hist = rng.randint(14, 40)
    parts = [
        "**%s (%s) — %s: %s readthrough, %s**" % (tk, company, trial, drug, ind),
        "",
        "Design: randomized 1:1, double-blind, n=%d, %d-week primary, stratified by region and "
        "baseline severity. Primary endpoint %s; key secondaries hierarchically tested." % (
            n, wk, rng.choice(["change from baseline in the composite score",
                               "time to first clinical event", "responder rate at week %d" % wk,
                               "percent change in the biomarker vs placebo"])),
        "",
        "Primary: placebo-adjusted difference %.1f points (p=%s). Hazard ratio %.2f (95%% CI %.2f-%.2f) "
        "on the event endpoint; Kaplan-Meier curves separate around month %d and stay apart. "
        "Missing data handled by MI under MAR with a tipping-point sensitivity that holds to delta=%.1f." % (
            d1, pv, hr, lo, hi, rng.randint(3, 9), rng.uniform(0.5, 2.0)),
        "",
        "Secondaries:",
        "  - 6MWD / functional: +%d m vs pbo (nominal p=%s)" % (rng.randint(8, 45), rng.choice(["0.02", "0.09", "0.21"])),
        "  - PRO: %s" % rng.choice(["directionally positive, not significant",
                                     "hit, p=0.01", "flat; lost in the hierarchy"]),
        "  - biomarker: %d%% reduction at week %d, dose-dependent" % (rng.randint(18, 71), wk // 2),
        "",
        "Subgroups (forest plot, pre-specified):",
        subg,
        "",
        table,
        "",
        "Read: the grade >=3 imbalance is %s. Hepatic signal %s. The discontinuation rate is the thing "
        "reviewers will stare at; FDA's last two actions in %s leaned on durability past week %d." % (
            rng.choice(["mostly driven by two sites", "small and non-dose-dependent",
                        "real and will end up in the label", "within noise"]),
            rng.choice(["not seen", "one Hy's law case, adjudicated unrelated",
                        "transient, resolved on drug"]),
            ind, wk),
        "",
        "Competitive: %s has the cleaner safety table but worse convenience; a %s-style label "
        "(REMS, monthly LFTs) would cost about %d%% of peak share in our model." % (
            V["N3"], V["N4"], rng.randint(8, 30)),
        "",
        "Vol: front-month implied is pricing a %d%% move vs a %d%% realized average across the "
        "last eight comparable binaries. Skew is bid on the downside; straddle breakevens look wide for "
        "anything short of a clean label. Borrow is %s." % (
            impl, hist, rng.choice(["GC", "warm at 3%", "hard, 14% and rising"])),
        "",
        "KOL checks (3 investigators, 1 payer): enthusiasm %s; payer expects %s." % (
            rng.choice(["high for the refractory segment", "lukewarm outside academic centers",
                        "good, but dosing frequency is a barrier"]),
            rng.choice(["step-through edits", "PA to label", "a fight on price above $300k WAC"])),
        "",
        "Scenarios: approve clean %d%% / approve with REMS %d%% / CRL %d%%. Our EV is in the model tab "
        "'%s_%s'; no change to peak sales inputs other than the discontinuation haircut." % (
            rng.randint(40, 65), rng.randint(15, 35), rng.randint(8, 25), tk, trial.replace("-", "")),
    ]
    yrs = list(range(2027, 2033))
    pts = [rng.randint(800, 4000)]
    for _ in yrs[1:]:
        pts.append(int(pts[-1] * rng.uniform(1.2, 1.8)))
    wac = rng.choice([95, 180, 250, 320, 410]) * 1000
    model = "\n".join(["| year | treated pts | net price | gross-to-net | revenue $mm | cons. $mm |",
                       "|------|-------------|-----------|--------------|-------------|-----------|"] + [
        "| %d | %11s | %9s | %11d%% | %11.0f | %9.0f |" % (y, _c(p), "$%dk" % (wac * 0.8 / 1000), rng.randint(18, 32),
                                                        p * wac * 0.8 / 1e6, p * wac * 0.8 / 1e6 * rng.uniform(0.8, 1.25))
        for y, p in zip(yrs, pts)])
    comps = "\n".join(["| comp | mechanism | efficacy delta | d/c rate | status |",
                       "|------|-----------|----------------|----------|--------|"] + [
        "| %s | %s | %.1f | %d%% | %s |" % (V[r], rng.choice(["mAb", "siRNA", "small molecule", "ASO", "gene therapy", "FcRn"]),
                                          rng.uniform(1.5, 9.0), rng.randint(3, 18),
                                          rng.choice(["approved", "ph3", "ph2b", "filed", "ph3 readout 2H27"]))
        for r in ["N3", "N4", "N5", "N6"]])
    qs = "\n".join("  %d. %s" % (i + 1, q) for i, q in enumerate(rng.sample([
        "What share of the grade >=3 events were in the first 8 weeks (titration artifact)?",
        "Was the dropout imbalance site-driven, and were those sites inspected?",
        "Any late-cycle meeting commentary on REMS or a boxed warning?",
        "Manufacturing: is the commercial-scale process the one used in the pivotal lots?",
        "Ex-US filing timing and whether EMA asked for a second trial.",
        "Payer feedback on step edits vs the incumbent.",
        "Is the open-label extension powered to show durability past two years?",
        "How many patients are already on compassionate use and will convert on day one?"], 5)))
    pk = ("PK/dose: %s dosing, t1/2 ~%d h, %s. Exposure-response is %s; the high dose added little efficacy "
          "and most of the GI tolerability burden. Label will likely carry the %s dose only." % (
              rng.choice(["once-daily oral", "monthly SC", "Q2W IV", "quarterly SC", "one-time IV"]),
              rng.randint(6, 400), rng.choice(["no food effect", "CYP3A4 substrate (DDI table matters)",
                                               "renal clearance, dose-adjust below eGFR 30"]),
              rng.choice(["flat above the low dose", "steep", "noisy"]), rng.choice(["low", "mid", "titrated"])))
    reg = ("Regulatory history: %s designation, %s review, %s. The division has been %s in this indication; "
           "the last two approvals both came with a post-marketing requirement for a confirmatory study." % (
               rng.choice(["Breakthrough", "Fast Track", "Orphan + Fast Track", "RMAT"]),
               rng.choice(["priority", "standard"]),
               rng.choice(["no AdCom planned", "mid-cycle communicated no major deficiencies",
                           "one information request on CMC outstanding", "a 3-month extension was taken last cycle"]),
              rng.choice(["flexible", "strict on durability", "inconsistent", "accommodating on surrogate endpoints"])))
    vis = ["| week | n (drug/pbo) | LS mean chg drug | LS mean chg pbo | diff | nominal p |",
           "|------|--------------|------------------|-----------------|------|-----------|"]
    for w_ in [4, 8, 12, 24, 36, 48, 52, 72]:
        if w_ > wk:
            break
        a_, b_ = -rng.uniform(1, 12), -rng.uniform(0, 5)
        vis.append("| %4d | %5d/%-6d | %16.1f | %15.1f | %4.1f | %9s |" % (
            w_, arm - rng.randint(0, arm // 8), arm - rng.randint(0, arm // 6), a_, b_, a_ - b_,
            rng.choice(["0.41", "0.12", "0.03", "0.008", "<0.001"])))
    disc = ("Discussion: the primary hit is not the debate. The debate is whether the %s holds in the population that will "
            "actually get the drug: older, more comorbid, on %d+ background meds. The trial excluded eGFR <30 and recent "
            "MI, which is maybe %d%% of the real-world pool. The estimand choice (treatment-policy) is conservative, which "
            "helps. Sensitivity analyses (PP, hypothetical estimand, tipping point) all point the same way. The FDA review "
            "team has signalled in prior cycles that it cares about the %s, and the briefing-document language on "
            "'clinical meaningfulness' is where a negative surprise would come from." % (
                rng.choice(["effect size", "durability", "safety margin"]), rng.randint(2, 6), rng.randint(15, 40),
                rng.choice(["responder threshold", "missing data handling", "subgroup consistency"])))
    parts += ["", "Efficacy by visit:", "\n".join(vis), "", disc, "", pk, "", reg, "", "Commercial model (base case):", model, "",
              "Competitive landscape:", comps, "",
              "Open questions for management:", qs]
    if history:
        parts += ["",
                  "History, for calibration: the last five %s readouts we traded moved %s on the day; "
                  "in 2024 we were long into a similar print at 44 and gave back a third on the tape. "
                  "Backtest of buying the front straddle five sessions before data since 2016 (n=%d): "
                  "mean +%.1f%%, median -%d%%, hit rate %d%%." % (
                      ind, ", ".join("%+d%%" % rng.randint(-55, 70) for _ in range(5)),
                      rng.randint(60, 140), rng.uniform(1.0, 7.0), rng.randint(6, 22), rng.randint(31, 47))]
    if buried:
        cut = len(parts) // 2 + rng.randint(-2, 2)
        if parts[cut] != "":
            cut += 1
        parts = parts[:cut] + ["", buried] + parts[cut:]
    parts += ["", "Files: poster PDF + my annotated CSR tables in the drive. Ping me before the KOL call."]
    return "\n".join(parts)


def press_release(rng, company, tk, headline, body_kind, when=None):
    city = rng.choice(["BOSTON", "CAMBRIDGE, Mass.", "SOUTH SAN FRANCISCO, Calif.", "WALTHAM, Mass.",
                       "SAN DIEGO", "CHAPEL HILL, N.C.", "NEW YORK"])
    if body_kind == "offering":
        body = ("%s (Nasdaq: %s) today announced that it has commenced an underwritten public offering. "
                "All shares are being offered by the company. The company also expects to grant the "
                "underwriters a 30-day option to purchase up to an additional 15%% of the shares at the public "
                "offering price. %s, %s and %s are acting as joint book-running managers. The offering is "
                "subject to market and other conditions, and there can be no assurance as to whether or when "
                "the offering may be completed." % (company, tk, *rng.sample(BROKERS, 3)))
    elif body_kind == "regulatory":
        body = ("The update is based on data from a global, randomized, double-blind, placebo-controlled pivotal "
                "program that enrolled %d participants across %d sites in %d countries, together with long-term "
                "open-label extension data. \"Today's news reflects years of work by patients, caregivers, "
                "investigators and our teams,\" said the company's Chief Executive Officer. \"We remain focused on "
                "execution and on making this therapy available to the patients who need it.\" The company expects "
                "to provide further detail on launch timing, pricing and access programs on its next quarterly call. "
                % (rng.randint(200, 1400), rng.randint(40, 260), rng.randint(8, 30)) +
                "%s (Nasdaq: %s) today announced the regulatory update described above. The company will host "
                "a conference call and webcast at 8:00 a.m. ET. Forward-looking statements: this press release "
                "contains forward-looking statements within the meaning of the Private Securities Litigation "
                "Reform Act of 1995, including statements regarding the timing of regulatory review, labeling, "
                "commercial launch and supply. Actual results may differ materially." % (company, tk))
    else:
        body = ("%s (Nasdaq: %s) will present data at an upcoming medical meeting. Abstract titles are "
                "available on the meeting website; full data will be shared in an oral presentation and "
                "an investor event the same day." % (company, tk))
    about = ("\n\nAbout %s\n%s is a %s biotechnology company focused on discovering, developing and "
             "commercializing %s medicines for people living with serious diseases. The company's pipeline includes "
             "%d clinical-stage programs. For more information, please visit the company's website and follow it on "
             "LinkedIn and X." % (company, company, rng.choice(["commercial-stage", "clinical-stage", "late-stage"]),
                                  rng.choice(["transformative", "precision", "genetic", "first-in-class"]),
                                  rng.randint(2, 9)))
    fls = ("\n\nForward-Looking Statements\nThis press release contains forward-looking statements, including "
           "statements regarding the anticipated timing, size and completion of the offering, the anticipated use of "
           "proceeds, regulatory submissions and decisions, the potential approval, labeling and commercialization "
           "of product candidates, and the sufficiency of cash resources. Words such as \"anticipate,\" \"believe,\" "
           "\"could,\" \"expect,\" \"intend,\" \"may,\" \"plan,\" \"potential,\" \"should\" and \"will\" identify "
           "such statements. These statements are subject to risks and uncertainties, including those described "
           "under \"Risk Factors\" in the company's most recent Annual Report on Form 10-K and Quarterly Report on "
           "Form 10-Q filed with the Securities and Exchange Commission, and actual results may differ materially. "
           "Forward-looking statements speak only as of the date hereof, and the company undertakes no obligation "
           "to update them except as required by law.\n\nInvestor Contact: ir@%s.example  |  Media: media@%s.example"
           % (tk.lower(), tk.lower()))
    if body_kind == "offering":
        fls = ("\n\nA shelf registration statement on Form S-3 relating to the shares was filed with the SEC and "
               "became automatically effective upon filing. The offering is being made only by means of a prospectus "
               "supplement and accompanying prospectus. This press release shall not constitute an offer to sell or "
               "the solicitation of an offer to buy these securities." + fls)
    when = when or date(2026, 12, 4)
    return "%s\n%s, %s -- (BUSINESS WIRE) -- %s%s%s" % (headline, city, "%s. %d, %d" % (when.strftime("%b"), when.day, when.year), body,
                                                        about, fls)


def stack_trace(rng, svc):
    f = rng.choice(["parse_fix", "render_card", "fetch_borrow", "poll_wire", "greeks_refresh"])
    return ("```\n%s worker crashed, restarting (attempt %d)\nTraceback (most recent call last):\n"
            "  File \"/srv/%s/app/main.py\", line %d, in run\n    out = %s(payload)\n"
            "  File \"/srv/%s/app/%s.py\", line %d, in %s\n    val = row[\"%s\"]\n"
            "KeyError: '%s'\n```" % (svc, rng.randint(1, 3), svc, rng.randint(40, 400), f, svc, f,
                                   rng.randint(10, 220), f, rng.choice(["LastPx", "vega", "hdl", "strike"]),
                                   rng.choice(["LastPx", "vega", "hdl", "strike"])))


# --------------------------------------------------------------------------- the day

def build_day(seed, ch, day_idx, day_start, chan_id):
    D = Day(seed, ch, day_idx, day_start, chan_id)
    rng = D.rng
    ddate = (day_start + timedelta(hours=12)).date()
    exps = _expiries(ddate)
    names = rng.sample(UNIVERSE, 16)
    roles = ["C", "L1", "L2", "L3", "S1", "O1", "W1", "W2", "W3", "N1", "N2", "N3", "N4", "N5", "N6", "N7"]
    V, CO, PX = {}, {}, {}
    for r, (tk, co, p) in zip(roles, names):
        V[r] = tk
        CO[r] = co
        PX[r] = round(p * rng.uniform(0.85, 1.18), 2)
    V["e1"], V["e2"], V["e3"] = exps[0], exps[1], exps[2]
    def PR(*a):
        return press_release(rng, *a, when=ddate)

    IND = dict(zip(roles, [rng.choice(INDICATIONS) for _ in roles]))
    xbi = round(rng.uniform(88, 104), 2)
    ordseq = [rng.randint(10000, 90000)]

    def oid():
        ordseq[0] += rng.randint(3, 40)
        return "BBP-%d-%05d" % (ch + 1, ordseq[0])

    def fix(t, fields):
        return "8=FIX.4.4|9=%d|35=8|49=OMS|56=BOSBIO%d|" % (180 + rng.randint(0, 90), ch + 1) + "|".join(
            "%s=%s" % kv for kv in fields) + "|60=%s|10=%03d" % (t.strftime("%Y%m%d-%H:%M:%S.%f")[:-3], rng.randint(0, 255))

    hard_keys = []

    def hk(k):
        hard_keys.append(k)
        return k

    wc = "WC-%d" % rng.randint(1100, 9800)
    # optional groups: pick a subset so the day lands on a target hard-event count
    optional = [("l1deal", 2), ("ticket", 1), ("B", 4), ("resend", 2), ("E", 2), ("o1news", 1), ("xbiconf", 1),
                ("xbipart", 1), ("o1note", 1), ("limitupd", 1), ("s1stop", 1), ("l3route", 1), ("w3news", 1),
                ("pmnoroute", 1), ("w2route", 1)]
    base, target = 32, rng.randint(33, 44)
    rng.shuffle(optional)
    inc = {}
    for name, n_ in optional:
        inc[name] = base + n_ <= target
        if inc[name]:
            base += n_

    def opt(flag, k):
        if flag:
            return hk(k)
        D.msg(k).update(hard=None, idiom=None)
        return k
    tp = {}  # remember things

    # ------------------------------------------------------------------ overnight / premarket
    # (1) prior night's overnight-marketed follow-on prices -> held news + allocation fill
    if inc["l1deal"]:
        sh = rng.choice(["4.0", "5.2", "6.5", "3.1"])
        dpx = _px(PX["L1"] * 0.93)
        t = D.T(6.7, 600)
        hk(D.post(t, "wire", "**%s prices upsized $%dM public offering of %sM shares at $%s**\n%s" % (
            CO["L1"], rng.choice([250, 300, 350, 400]), sh, dpx,
            PR(CO["L1"], V["L1"], "Pricing of upsized underwritten offering", "offering")),
            hard=H("held_position_news", [CO["L1"], "$" + dpx], "untagged")))
        alloc = rng.choice([90000, 120000, 135000])
        t2 = t + timedelta(minutes=rng.randint(12, 30))
        hk(D.post(t2, "oms", "ALLOC|deal=FO-%s-%s|55=%s|54=1|32=%d|31=%s|ioi=150000|bookrunner=%s|acct=BIO-L/S" % (
            V["L1"], ddate.strftime("%m%d"), V["L1"], alloc, dpx, rng.choice(BROKERS)),
            hard=H("trade_fill", ["55=" + V["L1"], "54=1", "32=%d" % alloc, "31=" + dpx], "structured")))
        D.post(t2 + timedelta(minutes=3), "pm", rng.choice(["decent alloc 🙏", "better than i thought on the alloc",
                                                             "ok alloc. book was 6x covered apparently"]))

    # exec agent pre-market brief (long, no decisions)
    brief = ["**Pre-market brief — %s**" % ddate.isoformat(), "",
             "Book (T-1 close): gross %d%% / net %+d%% / vega $%dk / theta -$%dk per day." % (
                 rng.randint(150, 190), rng.randint(5, 30), rng.randint(180, 320), rng.randint(12, 40)),
             "", "Catalysts today:",
             "  - %s PDUFA (%s) — decision expected after the close. Holding stock + %s straddle." % (
                 V["C"], IND["C"], V["e1"]),
             "  - %s AdCom briefing docs due 08:30 ET on the FDA site." % V["S1"],
             "  - %s data at ASH (poster session 18:00 ET)." % V["W1"],
             "", "Overnight:",
             "  - XBI futures-implied -%.1f%%; generalist selling continued Friday per PB colour." % rng.uniform(0.1, 1.2),
             "  - Borrow: %s recall notice on 40%% of locate; ops rolling to alternate lender." % V["S1"],
             "  - %d headlines on held names overnight, none material (list in #wire)." % rng.randint(1, 5),
             "", "Open items from yesterday:",
             "  - %s stop review (carried)" % V["L2"],
             "  - secondaries calendar: %s, %s rumored" % (V["N5"], V["L3"]),
             "", "Positions (mkt val, $mm): " + ", ".join("%s %+.1f" % (V[r], (1 if r != "S1" else -1) * rng.uniform(2, 14))
                                                        for r in ["C", "L1", "L2", "L3", "S1", "O1"]) + ", XBI %.1f" % -rng.uniform(8, 20),
             "", "Catalyst calendar (next 30d, coverage):", "```",
             "%-6s %-11s %-28s %-8s %s" % ("name", "date", "event", "held", "impl move")] + [
                 "%-6s %-11s %-28s %-8s %d%%" % (V[r], (ddate + timedelta(days=rng.randint(0, 30))).isoformat(),
                                                 rng.choice(["PDUFA", "ph3 topline", "AdCom", "ph2 readout", "ASH oral",
                                                             "EMA CHMP", "JPM presentation", "label expansion sNDA"]),
                                                 "yes" if r in ("C", "L1", "L2", "L3", "S1", "O1") else "no",
                                                 rng.randint(8, 70))
                 for r in ["C", "S1", "O1", "W1", "W2", "W3", "N2", "N3", "N4", "N5", "L1", "L2"]] + ["```",
             "", "_Generated by exec-agent v2.%d. Not investment advice, not an order._" % rng.randint(10, 19)]
    D.post(D.T(7.1, 300), "agent", "\n".join(brief))

    # analyst note 1 with buried thesis change on L1
    thesis_word = rng.choice(["core long to trading long", "high to medium conviction", "core long to half size"])
    buried1 = ("**Change in view:** after re-reading the week-%d durability data we are moving %s from %s — "
               "the label-expansion leg of the thesis no longer holds." % (rng.choice([52, 72, 96]), V["L1"], thesis_word))
    k1 = hk(D.post(D.T(7.6, 600), "analyst", clinical_note(rng, V, V["L1"], CO["L1"], IND["L1"], buried=buried1),
                   hard=H("thesis_update", [V["L1"], thesis_word], "buried"),
                   idiom="thesis change buried in long clinical note"))
    D.pin(k1, D.T(7.95, 300))
    D.post(D.T(8.0, 200), "pm", "pinned. agree on %s, the durability was always the hole" % V["L1"].lower(), ref=k1)

    # hypothetical near-miss
    D.post(D.T(8.3, 900), "pm", "if the data is clean on %s at ASH we'd buy calls. not before" % V["W1"].lower(),
           kind="near", idiom="hypothetical 'if the data is clean we'd buy'")

    # deleted wrong-channel proposal
    if True:
        q = rng.choice([20000, 30000, 40000])
        txt = "selling %s %s at the open" % (_k(q), V["L1"].lower())
        td = D.T(9.1, 200)
        k = hk(D.post(td, "pm", txt, hard=H("trade_proposal", [V["L1"].lower(), "selling", _k(q)], "shorthand")))
        D.post(td + timedelta(seconds=rng.randint(25, 90)), "pm", "wrong chan, ignore")
        D.delete(k, td + timedelta(seconds=rng.randint(100, 200)), txt)

    # ------------------------------------------------------------------ flow A: PM shorthand stock buy
    q = rng.choice([25000, 40000, 50000, 60000, 75000])
    lim = _px(PX["L2"])
    kA = hk(D.post(D.T(9.35, 300), "pm", "buying %s %s here, %s limit" % (_k(q), V["L2"], lim),
                   hard=H("trade_proposal", [V["L2"], "buying", _k(q), lim], "shorthand"),
                   idiom="k-suffixed size in PM shorthand buy"))
    oA = oid()
    tA = D.msg(kA)["t"]
    ticket = inc["ticket"]
    kA2 = opt(ticket, D.post(tA + timedelta(seconds=rng.randint(20, 70)), "agent",
                    "**Order ticket (pending approval)**\n```\nside      BUY\nsymbol    %s\nqty       %s\nlimit     %s\ntif       DAY\nalgo      VWAP, 12%% POV cap\naccount   BIO-L/S\nclordid   %s\n```\n"
                    "Pre-trade: single-name gross after fill %.1f%% (limit 7.5%%), ADV %d%%. Reply `approve` / `reject`." % (
                        V["L2"], _c(q), lim, oA, rng.uniform(3.0, 6.5), rng.randint(3, 11)),
                    ref=kA, hard=H("trade_proposal", ["BUY", V["L2"], _c(q), lim], "structured") if ticket else None))
    kA3 = hk(D.post(tA + timedelta(seconds=rng.randint(90, 160)), "pm", rng.choice(["ok go", "go", "approve", "yep send"]),
                    ref=kA2, hard=H("trade_approval", ["ok go"] if False else [], "reply"), idiom="bare reply approval"))
    D.msg(kA3)["hard"]["facts"] = [D.msg(kA3)["content"]]
    tA4 = tA + timedelta(seconds=rng.randint(170, 220))
    hk(D.post(tA4, "oms", fix(tA4, [("11", oA), ("37", "J%08d" % rng.randint(0, 10 ** 8)), ("150", "0"), ("39", "0"),
                                    ("55", V["L2"]), ("54", "1"), ("38", str(q)), ("44", lim), ("59", "0")]),
              hard=H("trade_confirmation", [oA, "55=" + V["L2"], "39=0"], "structured"), idiom="FIX tag=value new-order ack"))
    p1 = int(q * rng.uniform(0.3, 0.5) / 100) * 100
    f1 = _px(PX["L2"] - rng.uniform(0.01, 0.12))
    tA5 = tA4 + timedelta(minutes=rng.randint(8, 20))
    hk(D.post(tA5, "oms", fix(tA5, [("11", oA), ("150", "F"), ("39", "1"), ("55", V["L2"]), ("54", "1"), ("38", str(q)),
                                    ("32", str(p1)), ("31", f1), ("14", str(p1)), ("151", str(q - p1))]),
              hard=H("trade_fill", ["55=" + V["L2"], "54=1", "32=%d" % p1, "31=" + f1], "structured"),
              idiom="FIX partial fill 39=1"))
    avgA = _px(PX["L2"] - rng.uniform(0.0, 0.08))
    tA6 = tA5 + timedelta(minutes=rng.randint(25, 50))
    kA6 = hk(D.post(tA6, "oms", "", embeds=[{
        "title": "Execution — FILLED", "author": "OMS/EMS bridge", "description": "%s order complete" % V["L2"],
        "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Symbol", "value": V["L2"], "inline": True},
                   {"name": "Qty", "value": _c(q), "inline": True}, {"name": "Avg Px", "value": avgA, "inline": True},
                   {"name": "Algo", "value": "VWAP", "inline": True}, {"name": "Slippage", "value": "%+.1f bps" % rng.uniform(-4, 6)}],
        "footer": "ord %s · broker %s · acct BIO-L/S" % (oA, rng.choice(BROKERS))}],
        hard=H("trade_fill", ["BUY", V["L2"], _c(q), avgA], "embed"), idiom="embed-only execution card"))
    D.react(kA6, tA6 + timedelta(seconds=30), "✅", WHO["pm"][0])

    # stop edited twice
    s0 = _px(PX["L2"] * rng.uniform(0.88, 0.92))
    s1 = _px(float(s0) + rng.choice([0.4, 0.5, 0.6]))
    s2 = _px(float(s1) + rng.choice([0.5, 0.7, 0.8]))
    kS = hk(D.post(tA6 + timedelta(minutes=2), "pm", "stop on %s %s" % (V["L2"].lower(), s0),
                   hard=H("stop_or_target_change", [V["L2"].lower(), "stop"], "shorthand"),
                   idiom="stop moved twice by editing the same message"))
    D.edit(kS, D.T(12.6, 300), "stop on %s %s" % (V["L2"].lower(), s1), superseded=s0)
    D.edit(kS, D.T(15.05, 200), "stop on %s %s (moved up, tighter into the adcom)" % (V["L2"].lower(), s2), superseded=s1)
    D.msg(kS)["hard"]["facts"].append(s2)
    D.pin(kS, D.T(15.1, 100))

    # ------------------------------------------------------------------ wall-crossing: L3
    tW = D.T(10.3, 400)
    hk(D.post(tW, "comp", "WALL-CROSS %s | name=%s | crossed=jt.ramos | by=%s ECM | at=%s ET | action=ADD restricted_list "
                          "scope=all BIO accounts (equity+options) | until=public announcement or cleansing" % (
        wc, V["L3"], rng.choice(BROKERS), (tW - ET_OFFSET).strftime("%H:%M")),
        hard=H("risk_limit", [wc, V["L3"], "ADD restricted_list"], "structured"), idiom="compliance restricted-list add key=value"))
    qf = rng.choice([30000, 40000, 50000])
    txt = "ecm wall-crossed me on %s, ~$250m deal tonight at ~8%% disc. we should short %s ahead" % (V["L3"].lower(), _k(qf))
    kF = hk(D.post(tW + timedelta(minutes=2), "trader", txt,
                   hard=H("trade_proposal", [V["L3"].lower(), "short", _k(qf)], "untagged")))
    D.post(tW + timedelta(minutes=4), "cco", "@jt.ramos stop. not in this channel. we'll talk", ref=kF)
    D.forget(kF, tW + timedelta(minutes=9), WHO["cco"][0], "wall-crossed me on %s, ~$250m deal tonight" % V["L3"].lower())
    D.post(tW + timedelta(minutes=11), "cco", "reminder: nothing from wall-crosses goes in chat. %s is restricted until "
                                             "cleansed, full stop." % V["L3"])

    # ------------------------------------------------------------------ flow B: agent proposes put spread on C
    kb1, kb2 = _strike(PX["C"], 0.85), _strike(PX["C"], 0.70)
    qb = rng.choice([200, 300, 400, 500])
    pb = _opx(PX["C"] * rng.uniform(0.02, 0.04))
    kB = opt(inc["B"], D.post(D.T(10.7, 400), "agent",
                   "[PROPOSED] BUY %d %s %s %s/%s put spread @ %s debit\nRationale: cheapens the downside on the stock leg "
                   "into tonight's PDUFA; max loss $%s. Net vega after: +$%dk (limit $350k).\nApprove?" % (
                       qb, V["C"], V["e1"], kb1, kb2, pb, _c(int(float(pb) * qb * 100)), rng.randint(240, 330)),
                   hard=H("trade_proposal", [V["C"], "%s/%s put spread" % (kb1, kb2), str(qb), pb], "tagged"),
                   idiom="[PROPOSED] tag from exec agent"))
    tB = D.msg(kB)["t"]
    if inc["B"]:
      hk(D.post(tB + timedelta(minutes=rng.randint(2, 6)), "pm", rng.choice(["👍 send it", "👍 send", "send it 👍"]),
              ref=kB, hard=H("trade_approval", [], "reply"), idiom="emoji approval reply"))
      kb_last = D.msgs[-1]
      kb_last["hard"]["facts"] = [kb_last["content"]]
    else:
      D.post(tB + timedelta(minutes=rng.randint(3, 9)), "pm", rng.choice(["hm, let me think about it", "not yet. after the briefing docs",
                                                                          "what's the max loss again"]), ref=kB)
    oB = oid()
    tB3 = tB + timedelta(minutes=7)
    if inc["B"]:
      hk(D.post(tB3, "oms", "", embeds=[{
        "title": "Order accepted", "author": "OMS/EMS bridge",
        "description": "%s %s %s/%s put spread (complex)" % (V["C"], V["e1"], kb1, kb2),
        "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": str(qb), "inline": True},
                   {"name": "Limit", "value": pb, "inline": True}, {"name": "Status", "value": "WORKING"}],
        "footer": "ord %s · route %s · COB" % (oB, rng.choice(OPT_VENUES))}],
        hard=H("trade_confirmation", [oB, "WORKING", pb], "embed")))
    fb = _opx(float(pb) - 0.05)
    tB4 = tB3 + timedelta(minutes=rng.randint(5, 25))
    if inc["B"]:
      hk(D.post(tB4, "oms", fix(tB4, [("11", oB), ("150", "F"), ("39", "2"), ("55", V["C"]), ("167", "MLEG"), ("54", "1"),
                                    ("38", str(qb)), ("32", str(qb)), ("31", fb), ("6", fb), ("58", "%s %s/%sP" % (V["e1"], kb1, kb2))]),
              hard=H("trade_fill", ["55=" + V["C"], "32=%d" % qb, "31=" + fb, "39=2"], "structured")))

    # ------------------------------------------------------------------ flow C: PM options shorthand
    kc = _strike(PX["W1"], 1.10)
    qc = rng.choice([100, 150, 200, 250])
    pc = _opx(PX["W1"] * rng.uniform(0.02, 0.05))
    kC = hk(D.post(D.T(11.0, 500), "pm", "%s %s %sc x %d @ %s" % (V["W1"], V["e3"], kc, qc, pc),
                   hard=H("trade_proposal", [V["W1"], "%sc" % kc, "x %d" % qc, pc], "shorthand"),
                   idiom="option shorthand TICKER M/D strike c x qty @ px"))
    tC = D.msg(kC)["t"]
    D.post(tC + timedelta(seconds=40), "trader", "on it", ref=kC)
    oC = oid()
    tC2 = tC + timedelta(minutes=2)
    hk(D.post(tC2, "oms", fix(tC2, [("11", oC), ("150", "8"), ("39", "8"), ("55", V["W1"]), ("167", "OPT"), ("54", "1"),
                                    ("38", str(qc)), ("44", pc), ("58", "Price outside NBBO collar")]),
              hard=H("trade_confirmation", [oC, "39=8", "Price outside NBBO collar"], "structured"),
              idiom="venue reject 39=8"))
    pc2 = _opx(float(pc) + 0.10)
    if inc["resend"]:
        kC3 = hk(D.post(tC2 + timedelta(minutes=1), "trader", "rejected on the collar, resend %d at %s?" % (qc, pc2), ref=kC,
                        hard=H("trade_proposal", ["resend %d" % qc, pc2], "reply")))
        hk(D.post(tC2 + timedelta(minutes=2), "pm", rng.choice(["yes", "y", "yes pls"]), ref=kC3,
                  hard=H("trade_approval", [], "reply")))
        D.msgs[-1]["hard"]["facts"] = [D.msgs[-1]["content"]]
    qpart = qc - 50
    tC5 = tC2 + timedelta(minutes=rng.randint(6, 15))
    kC5 = hk(D.post(tC5, "trader", "got %d %s %sc @ %s" % (qpart, V["W1"].lower(), kc, pc2),
                    hard=H("trade_fill", ["got %d" % qc, V["W1"].lower(), "%sc" % kc, pc2], "untagged"),
                    idiom="prose fill edited to final qty"))
    D.edit(kC5, tC5 + timedelta(minutes=rng.randint(4, 12)), "got %d %s %sc @ %s (all done)" % (qc, V["W1"].lower(), kc, pc2),
           superseded="got %d" % qpart)

    # ------------------------------------------------------------------ risk: vega breach
    vg = rng.randint(360, 460)
    kR = hk(D.post(D.T(11.5, 500), "risk", "RISK LIMIT BREACH book=BIO-L/S metric=vega_net value=+$%dk limit=$350k "
                                           "action=block_new_long_vol owner=declan.m" % vg,
                   hard=H("risk_limit", ["vega_net", "+$%dk" % vg, "block_new_long_vol"], "structured"),
                   idiom="risk bot key=value breach"))

    # flow E: agent proposes straddle, PM rejects
    if inc["E"]:
        ke = _strike(PX["S1"], 1.0)
        pe = _opx(PX["S1"] * rng.uniform(0.09, 0.16))
        qe = rng.choice([100, 150, 200])
        kE = hk(D.post(D.T(11.7, 400), "agent",
                       "Proposal: BUY %d %s %s %s straddle @ %s into the AdCom. Implied move %d%% vs %d%% historical. "
                       "Note: blocked by vega limit unless overridden. Approve?" % (
                           qe, V["S1"], V["e2"], ke, pe, rng.randint(30, 48), rng.randint(20, 35)),
                       hard=H("trade_proposal", ["BUY %d %s" % (qe, V["S1"]), "%s straddle" % ke, pe], "untagged")))
        hk(D.post(D.msg(kE)["t"] + timedelta(seconds=rng.randint(60, 400)), "pm", rng.choice(["no. vega's over, pass", "reject — we're long enough vol",
                                                    "no, pass. not overriding the vega limit for this"]),
                  ref=kE, hard=H("trade_approval", [], "reply"), idiom="rejection reply"))
        D.msgs[-1]["hard"]["facts"] = [D.msgs[-1]["content"]]

    # held news via derivative underlying (O1 calls)
    if inc["o1news"]:
        txt = "FDA schedules advisory committee for %s's %s application; meeting set for %s" % (
            CO["O1"], IND["O1"], rng.choice(["Jan. 22", "Feb. 5", "Feb. 19", "Mar. 4"]))
        hk(D.post(D.T(11.9, 300), "wire", "**%s**\n%s" % (txt, PR(CO["O1"], V["O1"], txt, "regulatory")),
                  hard=H("held_position_news", [CO["O1"], "advisory committee"], "untagged"),
                  idiom="company-name headline on name held only via calls"))

    # ------------------------------------------------------------------ route + XBI hedge
    kRt = hk(D.post(D.T(12.0, 300), "pm", "@exec-agent you take the XBI hedge vs today's adds. jt stays on options",
                    hard=H("route_decision", ["@exec-agent", "XBI hedge"], "untagged"), idiom="route to agent by @mention"))
    qx = rng.choice([30000, 40000, 50000])
    oX = oid()
    tR = D.msg(kRt)["t"]
    kX = hk(D.post(tR + timedelta(seconds=rng.randint(40, 150)), "agent", "[PROPOSED] SELL SHORT %s XBI LMT %s, VWAP to close, vs +$%.1fmm new longs "
                                             "(beta-adj). clordid %s. Approve?" % (_c(qx), _px(xbi), rng.uniform(2.0, 4.5), oX),
                   ref=kRt, hard=H("trade_proposal", ["SELL SHORT", _c(qx), "XBI"], "tagged")))
    hk(D.post(tR + timedelta(seconds=rng.randint(200, 300)), "pm", "approved", ref=kX, hard=H("trade_approval", ["approved"], "reply")))
    qx2 = qx - 10000
    hk(D.post(tR + timedelta(seconds=rng.randint(310, 330)), "risk", json.dumps({"evt": "pretrade_resize", "clordid": oX, "sym": "XBI", "side": "SS",
                                                  "qty_req": qx, "qty_ok": qx2, "reason": "gross_limit",
                                                  "gross_after": "%d%%" % rng.randint(196, 204), "gross_limit": "195%"}),
              hard=H("risk_limit", ['"qty_ok": %d' % qx2, "gross_limit", oX], "structured"), idiom="risk engine resize as JSON"))
    t = tR + timedelta(seconds=rng.randint(340, 420))
    opt(inc["xbiconf"], D.post(t, "oms", fix(t, [("11", oX), ("150", "0"), ("39", "0"), ("55", "XBI"), ("54", "5"), ("38", str(qx2)), ("44", _px(xbi))]),
              hard=H("trade_confirmation", [oX, "55=XBI", "38=%d" % qx2], "structured")))
    px1 = int(qx2 * rng.uniform(0.5, 0.7) / 100) * 100
    xf = _px(xbi + rng.uniform(0.02, 0.2))
    tX = D.T(14.5, 300)
    opt(inc["xbipart"], D.post(tX, "agent", "XBI hedge progress: %s of %s sold short, avg %s. Remainder working VWAP to close." % (
        _c(px1), _c(qx2), xf), hard=H("trade_fill", ["XBI", _c(px1), xf], "untagged")))
    dups = []
    for i in (2, 3):
        tx = tX + timedelta(seconds=20 * i)
        dk = D.post(tx, "agent", "XBI hedge progress: %s of %s sold short, avg %s. Remainder working VWAP to close. "
                                 "(retry %d/3 %s)" % (_c(px1), _c(qx2), xf, i, oX),
                    kind="dup")
        dups.append(dk)
    trace = D.post(tX + timedelta(seconds=75), "agent", stack_trace(rng, "exec-agent"), kind="dup")
    D.bulk_delete(dups + [trace], tX + timedelta(minutes=3),
                  ["retry 2/3 %s" % oX, "retry 3/3 %s" % oX, None])
    D.msg(trace)["removed"] = D.msg(trace)["content"].split("\n")[1]
    D.post(tX + timedelta(minutes=4), "ops", "cleaned up the agent's double posts. retry loop again, ticket filed")
    xa = _px(xbi + rng.uniform(0.05, 0.25))
    tX2 = D.T(16.05, 200)
    hk(D.post(tX2, "oms", "", embeds=[{
        "title": "Execution — FILLED", "author": "OMS/EMS bridge", "description": "XBI hedge complete",
        "fields": [{"name": "Side", "value": "SELL SHORT", "inline": True}, {"name": "Symbol", "value": "XBI", "inline": True},
                   {"name": "Qty", "value": _c(qx2), "inline": True}, {"name": "Avg Px", "value": xa, "inline": True},
                   {"name": "Locate", "value": "GC / easy"}],
        "footer": "ord %s · broker %s · MOC remainder" % (oX, rng.choice(BROKERS))}],
        hard=H("trade_fill", ["SELL SHORT", "XBI", _c(qx2), xa], "embed")))

    # ------------------------------------------------------------------ restricted name order blocked
    ql3 = rng.choice([15000, 25000, 30000])
    kL3 = hk(D.post(D.T(13.15, 400), "pm", "b %s %s @ mkt" % (_k(ql3), V["L3"].lower()),
                    hard=H("trade_proposal", ["b %s" % _k(ql3), V["L3"].lower(), "mkt"], "shorthand"),
                    idiom="single-letter side shorthand 'b 25k xyz'"))
    oL = oid()
    hk(D.post(D.msg(kL3)["t"] + timedelta(seconds=50), "comp", "", embeds=[{
        "title": "ORDER BLOCKED — restricted list", "author": "compliance-bot",
        "description": "%s BUY %s — name on restricted list (%s). Order not released to OMS." % (V["L3"], _c(ql3), wc),
        "fields": [{"name": "Rule", "value": "RL-1 wall-crossed issuer"}, {"name": "clordid", "value": oL, "inline": True},
                   {"name": "Override", "value": "CCO only", "inline": True}],
        "footer": "compliance-bot · policy 4.2"}],
        ref=kL3, hard=H("risk_limit", ["ORDER BLOCKED", V["L3"], oL], "embed"), idiom="embed-only compliance block"))
    D.post(D.msg(kL3)["t"] + timedelta(seconds=rng.randint(80, 200)), "pm", rng.choice(["ugh forgot. ty", "my bad. ty", "right. ty"]), kind="noise")

    # analyst note with buried proposal on O1
    if inc["o1note"]:
        ko = _strike(PX["O1"], 1.15)
        po = _opx(PX["O1"] * rng.uniform(0.03, 0.06))
        qo = rng.choice([100, 150, 250])
        buried = "Proposal for Declan: add %d %s %s %sc up to %s ahead of the AdCom; we are too small for the asymmetry." % (
            qo, V["O1"], V["e3"], ko, po)
        hk(D.post(D.T(13.4, 600), "analyst", clinical_note(rng, V, V["O1"], CO["O1"], IND["O1"], buried=buried),
                  hard=H("trade_proposal", ["add %d %s" % (qo, V["O1"]), "%sc" % ko, po], "buried"),
                  idiom="trade buried in clinical note"))

    # watchlist news W2 + route to analyst
    t = D.T(13.75, 300)
    hk(D.post(t, "wire", "%s: FDA extends PDUFA goal date by three months to review major amendment (%s); "
                         "no additional studies requested\n" % (V["W2"], IND["W2"]) +
              PR(CO["W2"], V["W2"], "Regulatory update", "regulatory"),
              hard=H("watchlist_news", [V["W2"], "extends PDUFA goal date"], "untagged")))
    opt(inc["w2route"], D.post(t + timedelta(minutes=3), "agent", "route: %s PDUFA extension -> @priya.k for a read. no trade action from "
                                                 "agent side." % V["W2"],
              hard=H("route_decision", [V["W2"], "-> @priya.k"], "structured")))

    # non-held headline + no-route
    t = D.T(14.1, 400)
    hk_n1 = D.post(t, "wire", "%s receives complete response letter for %s; company cites CMC observations at third-party "
                              "fill-finish site\n" % (CO["N1"], IND["N1"]) + PR(CO["N1"], V["N1"], "Regulatory update", "regulatory"), kind="near", idiom="headline on unheld name")
    hk(D.post(t + timedelta(minutes=2), "agent", "%s CRL: not held, not on watchlist -> no action, not routed." % V["N1"],
              ref=hk_n1, hard=H("no_route_decision", [V["N1"], "no action, not routed"], "structured"),
              idiom="agent explicit no-route"))

    # risk limit change
    if inc["limitupd"]:
        hk(D.post(D.T(14.6, 300), "risk", "limit.update name=%s metric=single_name_gross old=6.0%% new=7.5%% "
                                          "approver=CRO ttl=EOD+1 reason=pdufa_event" % V["C"],
                  hard=H("risk_limit", ["limit.update", V["C"], "new=7.5%"], "structured")))

    # thesis flip + stop removal on short S1
    hk(D.post(D.T(15.3, 300), "pm", "flipping neutral on %s. ph2 safety table is cleaner than we modeled, short thesis is broken"
              % V["S1"].lower(), hard=H("thesis_update", ["flipping neutral", V["S1"].lower()], "untagged"),
              idiom="lowercase thesis flip"))
    opt(inc["s1stop"], D.post(D.T(15.4, 200), "pm", "pull the stop on the %s short, managing by hand into the adcom" % V["S1"].lower(),
              hard=H("stop_or_target_change", ["pull the stop", V["S1"].lower()], "untagged")))
    D.post(D.T(15.7, 300), "analyst", "a stop at %s would be sensible on %s if we keep the stock post-print, fwiw" % (
        _px(PX["C"] * 0.8), V["C"]), kind="near", idiom="stop suggestion without decision")

    # ------------------------------------------------------------------ PDUFA thread
    t0 = D.T(16.0, 120)
    thread_id = str(_snow(_ms(t0) + 1, (ch + 7) % 32, _hint("thread", seed, ch, day_idx) % 4096))
    TH = dict(chan=thread_id, parent=chan_id)
    D.post(t0, "pm", "thread for %s pdufa tonight" % V["C"].lower())
    D.post(t0 + timedelta(minutes=1), "pm", "rules: nobody trades %s after hours without saying it here first. "
                                            "jt on the options, agent on stock." % V["C"].lower(), **TH)
    tgt = _px(PX["C"] * rng.uniform(1.25, 1.4))
    stp = _px(PX["C"] * rng.uniform(0.7, 0.78))
    hk(D.post(D.T(16.75, 400), "agent", "[TARGET] %s stock: take-profit %s on 60,000 (half) if approval headline; stop %s unchanged."
              % (V["C"], tgt, stp), hard=H("stop_or_target_change", [V["C"], "take-profit %s" % tgt], "tagged"), **TH))
    for h_, w_, c_ in [(16.9, "analyst", "briefing pattern from the last two %s approvals: label came ~18:05 ET both times" % IND["C"]),
                       (17.2, "trader", "%s straddle marked %s mid, iv %d" % (V["e1"], _opx(PX["C"] * 0.14), rng.randint(70, 110))),
                       (17.5, "pm", "k"), (17.6, "analyst", "FDA site has not updated the action package yet"),
                       (17.8, "trader", "tape quiet, ah volume %dk" % rng.randint(20, 90))]:
        D.post(D.T(h_, 200), w_, c_, kind="noise" if c_ == "k" else "chatter", **TH)
    tn = D.T(18.05, 300)
    kN = hk(D.post(tn, "wire", "**%s**\n%s" % ("FDA approves %s's therapy for %s" % (CO["C"], IND["C"]),
                                                PR(CO["C"], V["C"], "U.S. FDA approval", "regulatory")),
                   hard=H("held_position_news", [CO["C"], "FDA approves"], "untagged")))
    kT = hk(D.post(tn + timedelta(minutes=2), "pm", "label clean, no boxed warning. conviction up on %s, staying long the "
                                                    "stock through tomorrow" % V["C"].lower(),
                   hard=H("thesis_update", ["conviction up", V["C"].lower()], "untagged"), **TH))
    D.pin(kT, tn + timedelta(minutes=4), "pm")
    D.post(tn + timedelta(minutes=5), "trader", "had it been a CRL we'd have bought the %s %sp for the gap. moot now" % (
        V["e1"], _strike(PX["C"], 0.6)), kind="near", idiom="counterfactual past-tense trade", **TH)
    D.post(tn + timedelta(minutes=7), "analyst", "reading the PI now. REMS? no. hepatic monitoring only in W&P", **TH)
    D.post(tn + timedelta(minutes=9), "pm", "🚀", kind="noise", **TH)
    D.post(tn + timedelta(minutes=14), "trader", "ah +%d%%, straddle bid %s" % (rng.randint(14, 35), _opx(PX["C"] * 0.24)), **TH)

    # ------------------------------------------------------------------ L3 follow-on after close
    t = D.T(18.5, 400)
    hk(D.post(t, "wire", "**%s announces proposed $%dM public offering of common stock**\n%s" % (
        CO["L3"], rng.choice([200, 250, 275]), PR(CO["L3"], V["L3"], "Proposed public offering", "offering")),
        hard=H("held_position_news", [CO["L3"], "proposed"], "untagged"), idiom="offering headline by company name"))
    hk(D.post(t + timedelta(minutes=6), "comp", "CLEANSED %s | name=%s | action=REMOVE restricted_list | reason=public "
                                                "announcement %s ET" % (wc, V["L3"], (t - ET_OFFSET).strftime("%H:%M")),
              hard=H("risk_limit", ["CLEANSED", V["L3"], "REMOVE restricted_list"], "structured")))
    opt(inc["l3route"], D.post(t + timedelta(minutes=9), "pm", "jt you own the %s deal tonight, ioi through the syndicate desk" % V["L3"].lower(),
              hard=H("route_decision", ["jt you own", V["L3"].lower()], "untagged")))
    dl = _px(PX["L3"] * 0.92)
    hk(D.post(t + timedelta(minutes=11), "pm", "in for 150k %s on the deal, limit %s. no more than 2%% of the book" % (
        V["L3"].lower(), dl), hard=H("trade_proposal", ["150k", V["L3"].lower(), "limit " + dl], "untagged"),
        idiom="secondary IOI as proposal"))
    D.post(t + timedelta(minutes=13), "trader", "👍", kind="noise")

    # watchlist news W3 (evening)
    if inc["w3news"]:
        hl = "%s (%s) to present late-breaking %s data in oral session at ASH" % (CO["W3"], V["W3"], IND["W3"])
        hk(D.post(D.T(19.4, 900), "wire", hl + "\n" + PR(CO["W3"], V["W3"], hl, "meeting"), hard=H("watchlist_news", [CO["W3"], "late-breaking"], "untagged")))

    # explicit no-route by PM on another firm's print
    if inc["pmnoroute"]:
        kp = D.post(D.T(14.9, 300), "relay", "SWEEP %s %s %sc 3,200x @ %s (ask) vs %s — opening, multi-exchange" % (
            V["L2"], V["e2"], _strike(PX["L2"], 1.2), _opx(PX["L2"] * 0.03), _px(PX["L2"])), kind="near")
        hk(D.post(D.msg(kp)["t"] + timedelta(seconds=rng.randint(40, 200)), "pm", "not ours, ignore the %s sweep. no action" % V["L2"].lower(), ref=kp,
                  hard=H("no_route_decision", ["no action", V["L2"].lower()], "reply")))

    # ------------------------------------------------------------------ near misses (other desks, 13F, history, backtest, paper)
    D.post(D.T(9.8, 900), "trader", "13F chatter: %s added %.1fM %s in Q3, %s out of %s entirely" % (
        rng.choice(FUNDS_13F), rng.uniform(0.5, 3.0), V["L1"], rng.choice(FUNDS_13F), V["S1"]), kind="near",
        idiom="13F chatter on other funds' positions")
    D.post(D.T(12.4, 900), "analyst", "paper book: long %d %s %s %sc @ %s for the intern sheet, not real" % (
        rng.choice([10, 20]), V["N2"], V["e2"], _strike(PX["N2"], 1.1), _opx(PX["N2"] * 0.04)), kind="near",
        idiom="paper trade")
    D.post(D.T(13.9, 900), "trader", "PB colour: the generalist pod next door sold %dk XBI into the open, macro pod "
                                    "buying IBB calls" % rng.randint(200, 800), kind="near", idiom="other desk's trade")
    D.post(D.T(10.9, 900), "analyst", "for ref: last %s readout (2024) we bought 60k at 44 into the print and gave back a "
                                     "third on the day" % V["L2"], kind="near", idiom="history of past readout")
    D.post(D.T(15.9, 600), "analyst", clinical_note(rng, V, V["C"], CO["C"], IND["C"], history=True), kind="near",
           idiom="long analysis with trading words, no decision")
    D.post(D.T(9.6, 900), "analyst", "should we add to %s before the adcom or wait for the briefing docs?" % V["L2"],
           kind="near")
    D.post(D.T(20.3, 1800), "analyst", "backtest: short XBI vs long binary basket on PDUFA-1d since 2015, n=%d, sharpe %.2f, "
                                      "maxdd -%d%%. interesting, not tradable at our size" % (
                                          rng.randint(90, 220), rng.uniform(0.2, 1.1), rng.randint(12, 35)),
           kind="near", idiom="backtest result")
    D.post(D.T(11.2, 900), "trader", "> %s: \"%s shares halted, news pending\"\nthat was 2023 lol, someone reposted it on X" % (
        "wire (quoted)", CO["N3"]), kind="near")
    # a second long analyst note (read-across, no decision)
    D.post(D.T(8.7, 600), "analyst", clinical_note(rng, V, V["W2"], CO["W2"], IND["W2"]), kind="near")

    # ------------------------------------------------------------------ MM relay prints (other firms)
    for _ in range(rng.randint(14, 20)):
        r = rng.choice(["N2", "N3", "N4", "N5", "N6", "N7", "W2", "W3", "C", "L1"])
        p = PX[r]
        kind_ = rng.choice(["BLOCK", "SWEEP", "SPLIT", "BLOCK", "FLOOR"])
        cp = rng.choice(["c", "p"])
        h_ = rng.choice([9.6, 10, 10.5, 11, 11.5, 12.5, 13, 13.5, 14, 14.5, 15, 15.5, 15.8])
        D.post(D.T(h_, 1700), "relay", "%s %s %s %s%s %sx @ %s (%s) vs %s — %s, %s" % (
            kind_, r and V[r], rng.choice([V["e1"], V["e2"], V["e3"]]), _strike(p, rng.uniform(0.75, 1.3)), cp,
            _c(rng.choice([500, 1000, 1500, 2500, 4000, 7500])), _opx(p * rng.uniform(0.01, 0.08)),
            rng.choice(["ask", "bid", "mid"]), _px(p), rng.choice(["opening", "closing", "unk"]),
            rng.choice(OPT_VENUES)), kind="near", idiom=None)
    for _ in range(rng.randint(2, 4)):
        r = rng.choice(["N4", "N5", "N6", "N7"])
        D.post(D.T(rng.choice([9.5, 11, 13, 15.8]), 1500), "relay", "STOCK BLOCK %s %s sh @ %s (%s) — cross, not ours" % (
            V[r], _c(rng.choice([250000, 400000, 600000])), _px(PX[r]), rng.choice(BROKERS)), kind="near")

    # non-held wire headlines
    for h_ in sorted(rng.sample([1.5, 3.2, 6.2, 7.3, 8.1, 9.9, 12.7, 16.4, 17.1, 19.8, 21.3], 7)):
        r = rng.choice(["N2", "N3", "N4", "N5", "N6", "N7"])
        txt = rng.choice([
            "%s initiates Phase 3 trial of lead candidate in %s" % (CO[r], IND[r]),
            "EMA CHMP adopts positive opinion for %s's %s therapy" % (CO[r], IND[r]),
            "%s announces CEO transition; CFO to serve as interim" % CO[r],
            "%s reports Q3 results; product revenue $%dM" % (CO[r], rng.randint(20, 400)),
            "%s enters licensing deal with Chinese biotech for %s asset, $%dM upfront" % (CO[r], IND[r], rng.randint(20, 150)),
            "%s receives Breakthrough Therapy designation in %s" % (CO[r], IND[r]),
        ])
        body = PR(CO[r], V[r], txt, rng.choice(["meeting", "regulatory"])) if rng.random() < 0.75 else ""
        D.post(D.T(h_, 1500), "wire", txt + ("\n" + body if body else ""), kind="near")

    D.post(D.T(10.0, 600), "analyst", "AdCom briefing docs, first pass:\n" + clinical_note(rng, V, V["S1"], CO["S1"], IND["S1"],
                                                                                     history=rng.random() < 0.5), kind="near")
    D.post(D.T(14.3, 900), "analyst", "%s model refresh (no rating change, just mechanics):\n" % V["L2"] +
           clinical_note(rng, V, V["L2"], CO["L2"], IND["L2"]), kind="near")
    kol = ["**KOL call notes — %s (%s), Dr. %s, %s**" % (V["W1"], IND["W1"], rng.choice(["Feldman", "Osei", "Nakamura", "Brandt", "Iyer"]),
                                                        rng.choice(["MGH", "Dana-Farber", "Penn", "UCSF", "MD Anderson", "Mayo"])), ""]
    for q_, a_ in [("How many patients would you put on it in year one?", "Maybe %d-%d of my ~%d; the ones failing the incumbent." % (
                       rng.randint(5, 15), rng.randint(16, 30), rng.randint(80, 300))),
                   ("Safety concerns?", "The %s signal needs a second look in the OLE; I'd want monitoring for the first 12 weeks." %
                    rng.choice(["hepatic", "QT", "infusion", "platelet"])),
                   ("Is the effect size clinically meaningful?", "Yes at the upper end of the CI, marginal at the lower end; "
                    "patients feel a %d-point change." % rng.randint(2, 6)),
                   ("Competition?", "%s is easier to use; %s is further behind but cleaner. Community docs will default "
                    "to whatever payers put first." % (V["N4"], V["N5"])),
                   ("Access?", "PA to label, probably step through generic first. Our P&T meets quarterly."),
                   ("What would change your mind?", "Durability past 18 months and a clean pediatric cohort.")]:
        kol += ["Q: " + q_, "A: " + a_, ""]
    kol.append("Expert-network call via %s, compliance pre-cleared, no MNPI discussed. Transcript in the drive." %
               rng.choice(["GLG", "Guidepoint", "AlphaSights", "Third Bridge"]))
    D.post(D.T(15.2, 900), "analyst", "\n".join(kol))
    # ASH abstracts thread
    ta = D.T(8.5, 600)
    ash_id = str(_snow(_ms(ta) + 1, (ch + 11) % 32, _hint("ash", seed, ch, day_idx) % 4096))
    AT = dict(chan=ash_id, parent=chan_id)
    D.post(ta, "analyst", "ASH abstracts thread, posting the ones that matter for us")
    for i, r in enumerate(rng.sample(["W1", "W3", "N2", "N4", "N6", "N7"], 4)):
        D.post(ta + timedelta(minutes=3 + 6 * i), "analyst",
               "Abstract %d — %s (%s), %s\nN=%d, ORR %d%% (CR %d%%), median DoR %s, grade >=3 TEAE %d%%, %d discontinuations. "
               "Data cut %s. Comparator context: SoC ORR ~%d%% in this line. Dose %s mg %s. Update at the meeting adds "
               "~%d months follow-up. Caveats: single-arm, %s, investigator-assessed response; CRS grade 1-2 in %d%%." % (
                   i + 1, V[r], CO[r], IND[r], rng.randint(24, 140), rng.randint(20, 80), rng.randint(5, 40),
                   rng.choice(["NR", "9.2 mo", "14.1 mo", "not mature"]), rng.randint(8, 45), rng.randint(0, 9),
                   rng.choice(["Jul 1", "Aug 15", "Jun 30"]), rng.randint(15, 40), rng.choice([100, 200, 400, 800]),
                   rng.choice(["QD", "BID", "Q3W"]), rng.randint(3, 9),
                   rng.choice(["heterogeneous prior lines", "small Western cohort", "no central review"]), rng.randint(5, 40)),
               kind="near", **AT)
    D.post(ta + timedelta(minutes=40), "pm", "ty. nothing actionable pre-meeting", kind="noise", **AT)
    # relay end-of-day recap
    recap = ["street options recap (not ours) — biotech names, top premium:", "```"]
    for _ in range(12):
        r = rng.choice(["N2", "N3", "N4", "N5", "N6", "N7", "W2", "W3", "C", "L1", "O1", "S1"])
        recap.append("%-5s calls $%5.1fmm puts $%5.1fmm  c/p %.2f  iv %3d (%+d)  oi chg %+6s" % (
            V[r], rng.uniform(0.1, 9), rng.uniform(0.1, 9), rng.uniform(0.3, 3), rng.randint(35, 140), rng.randint(-9, 15),
            _c(rng.randint(-8000, 20000))))
    recap.append("```")
    D.post(D.T(16.3, 300), "relay", "\n".join(recap), kind="near")
    # extra read-across note (no decision)
    D.post(D.T(12.9, 1200), "analyst", clinical_note(rng, V, V["N3"], CO["N3"], IND["N3"]), kind="near")
    # agent midday risk report (no decisions)
    lines = ["**Midday risk report**", "```", "%-6s %9s %9s %8s %8s %8s" % ("name", "mv $mm", "delta $mm", "vega $k", "theta $k", "days2cat")]
    for r in ["C", "L1", "L2", "L3", "S1", "O1", "W1"]:
        lines.append("%-6s %+9.2f %+9.2f %+8d %+8d %8d" % (V[r], rng.uniform(-12, 15), rng.uniform(-10, 14), rng.randint(-60, 140),
                                                           -rng.randint(1, 14), rng.randint(0, 120)))
    lines += ["%-6s %+9.2f %+9.2f %+8d %+8d %8s" % ("XBI", -rng.uniform(8, 20), -rng.uniform(8, 20), 0, 0, "-"),
              "%-6s %+9.2f %+9.2f %+8d %+8d %8s" % ("IBB p", rng.uniform(0.2, 1.5), -rng.uniform(2, 6), rng.randint(10, 50), -rng.randint(1, 5), "-"),
              "```", "Scenario grid (XBI -5%% / -10%% / -20%%): %+dk / %+dk / %+dk. Catalyst-gap scenario on %s "
              "(±40%%): %+dk / %+dk. Correlation assumption 0.55 within SMID bio." % (
                  rng.randint(-300, 50), rng.randint(-700, -100), rng.randint(-1500, -400), V["C"],
                  rng.randint(600, 1500), rng.randint(-1600, -500)),
              "Liquidity: %d%% of book exits in 1 day at 20%% ADV, %d%% in 3 days." % (rng.randint(55, 80), rng.randint(85, 98)),
              "Borrow: %s fee %.1f%%, utilization %d%%. No recalls outstanding beyond the one flagged this morning." % (
                  V["S1"], rng.uniform(2, 15), rng.randint(60, 98))]
    D.post(D.T(12.3, 300), "agent", "\n".join(lines))
    # relay hourly flow digests
    for h_ in [10.02, 12.02, 14.02, 16.02]:
        rows = []
        for _ in range(rng.randint(6, 9)):
            r = rng.choice(["N2", "N3", "N4", "N5", "N6", "N7", "W2", "W3", "C", "L1", "O1"])
            rows.append("  %-5s %-6s %6s%s  %6s ct  prem $%dk  %s" % (
                V[r], rng.choice([V["e1"], V["e2"], V["e3"]]), _strike(PX[r], rng.uniform(0.7, 1.3)), rng.choice(["C", "P"]),
                _c(rng.choice([500, 1000, 2000, 3000, 5000])), rng.randint(80, 2400), rng.choice(["ask", "bid", "mid", "spread"])))
        D.post(D.T(h_, 60), "relay", "flow digest (street prints, %02d:00-%02d:00 ET, >$75k prem):\n```\n%s\n```" % (
            int(h_) - 2 if h_ > 10.5 else 9, int(h_), "\n".join(rows)), kind="near")
    # risk open snapshot (limits listing, no change)
    D.post(D.T(9.25, 120), "risk", "open snapshot | limits: gross<=195%% net in [-10%%,+40%%] single_name_gross<=6.0%% "
                                   "vega_net<=$350k sector_beta<=0.35 | current: gross=%d%% net=%+d%% sn_max=%.1f%% (%s) "
                                   "vega=$%dk beta=%.2f | all within limits" % (
                                       rng.randint(150, 185), rng.randint(5, 25), rng.uniform(4.5, 5.9), V["C"],
                                       rng.randint(200, 330), rng.uniform(0.1, 0.3)), kind="noise")

    # ------------------------------------------------------------------ chatter
    chat = [
        [("pm", "xbi heavy again. generalists puking smid"), ("trader", "spy green, xbi red, classic")],
        [("pm", "anyone on the %s call at 2?" % V["N5"].lower()), ("analyst", "I'll dial in")],
        [("trader", "%s %s vol bid, %d → %d since open" % (V["C"], V["e1"], rng.randint(70, 90), rng.randint(91, 120))),
         ("pm", "expected")],
        [("analyst", "briefing docs for %s are %d pages, reading" % (V["S1"], rng.randint(120, 260)))],
        [("analyst", "FDA reviewer memo flags the dropout imbalance on %s, it's in table 14" % V["S1"]), ("pm", "👀")],
        [("trader", "borrow on %s went 4 → 11%%" % V["S1"].lower()), ("ops", "locate file reloaded, we're covered for now")],
        [("pm", "what's the street at on %s peak sales" % V["W1"].lower()),
         ("analyst", "consensus $%.1fbn peak, buyside closer to $%.1fbn" % (rng.uniform(1, 3), rng.uniform(1.5, 4)))],
        [("trader", "ibb/xbi ratio at the highs")],
        [("pm", "lunch?"), ("ops", "sandwiches in 10"), ("trader", "🙏")],
        [("trader", "skew in %s is silly, 25d put %d vols over" % (V["O1"], rng.randint(8, 20)))],
        [("analyst", "KOL call for %s moved to thursday" % V["L1"]), ("pm", "fine")],
        [("pm", "who has the %s poster pdf" % V["W1"]), ("analyst", "drive > ASH26 > posters"), ("pm", "ty")],
        [("trader", "%s ah quote is a joke, 2 wide" % V["N4"].lower())],
        [("pm", "this tape is ugly")],
        [("analyst", "%s AdCom voting questions are posted, Q3 is about the subgroup" % V["S1"]),
         ("pm", "what did %s do on the last AdCom" % V["S1"].lower()),
         ("analyst", "8-3 positive, then approved w/ REMS. different division though")],
        [("ops", "PB margin call is routine, covered")],
        [("trader", "opra feed lagging ~2s on my screen, anyone else?"), ("ops", "vendor says known issue, fix by 1pm")],
        [("analyst", "model updated for the %s DCF, tab 3" % V["L2"])],
        [("pm", "%s mgmt on the road next week, put us down for the 1x1" % V["W3"]), ("ops", "done, tues 9am boston")],
        [("trader", "etf flows: xbi -$%dm yesterday" % rng.randint(40, 300))],
        [("analyst", "the %s HR was %.2f in the primary, not great not terrible" % (V["N3"], rng.uniform(0.7, 0.9)))],
        [("pm", "need the catalyst calendar refreshed before friday"), ("analyst", "on it, adding the JPM conference dates")],
        [("trader", "%s halted, LUDP" % V["N6"]), ("trader", "%s resumed" % V["N6"]), ("pm", "huh")],
        [("analyst", "note on %s coming after lunch, long one sorry" % V["O1"]), ("pm", "keep it short pls"),
         ("analyst", "no promises")],
        [("trader", "%s 1y implied at the lows of the range" % V["L1"]), ("pm", "noted")],
        [("ops", "reminder: expense reports due friday")],
        [("trader", "vix 17 and change, doesn't matter for us")],
        [("pm", "where are we on %s borrow" % V["S1"].lower()), ("ops", "2 lenders, ~60% of need")],
        [("analyst", "CMS proposed rule out, nothing on our names")],
        [("pm", "anyone seen the %s 10-Q footnote on the milestone" % V["N5"].lower()),
         ("analyst", "yeah the $%dM is on approval in EU, not US" % rng.randint(25, 150))],
        [("trader", "quiet in options land"), ("pm", "enjoy it")],
        [("analyst", "the secondary calendar this month is insane, %d deals already" % rng.randint(9, 22))],
        [("trader", "%s getting hit on the %s conference comment" % (V["N7"], rng.choice(BROKERS))),
         ("pm", "what did they say"), ("trader", "'pricing pressure in 2027', vague")],
        [("ops", "new laptop for jt arrives tomorrow"), ("trader", "🙏")],
        [("analyst", "%s's peer readout sets a bar for %s, writing up the cross-trial caveats" % (V["N3"], V["W2"]))],
        [("trader", "%s %s straddle trades %s" % (V["W2"], V["e2"], _opx(PX["W2"] * 0.12))), ("pm", "rich"), ("trader", "yeah")],
        [("analyst", "FDA calendar: %d PDUFAs next week across our coverage" % rng.randint(2, 6))],
        [("ops", "reconciled yesterday's breaks, 0 open"), ("pm", "ty")],
        [("trader", "relay showing a lot of %s put buying, someone's hedging a deal" % V["N5"]),
         ("pm", "or someone knows something. not our name")],
        [("analyst", "%s presenting at the Evercore HC conf 11:20" % V["C"]), ("pm", "listen in pls"), ("analyst", "will do")],
        [("trader", "feels like a sell-the-news tape across smid bio")],
        [("ops", "audit asked for last month's wall-cross log, sending")],
        [("cco", "quarterly attestation due monday, please sign"), ("pm", "done")],
        [("cco", "gift/entertainment log: %s ECM dinner needs to be logged" % rng.choice(BROKERS)), ("trader", "logged")],
        [("pm", "who's covering the %s mgmt dinner tonight" % V["N2"]), ("analyst", "me, %s is hosting" % rng.choice(BROKERS))],
        [("trader", "%s options volume %dx normal, mostly weekly calls" % (V["N6"], rng.randint(3, 9))),
         ("analyst", "retail. there's a reddit thread")],
        [("analyst", "EU label for %s came with a narrower population than the US, FYI for the model" % V["L1"])],
        [("pm", "remind me what the %s short interest is" % V["S1"].lower()),
         ("trader", "%d%% of float, %.1f days to cover" % (rng.randint(8, 30), rng.uniform(2, 9)))],
        [("ops", "tax lot report for Q4 is in the shared folder")],
        [("trader", "OCC memo: %s contract adjustment for the spinoff" % V["N7"]), ("pm", "not ours")],
    ]
    rng.shuffle(chat)
    nchat = rng.randint(56, 66)
    weights = [1, 0.5, 0.3, 0.3, 0.4, 0.8, 1.5, 3, 6, 10, 10, 8, 6, 6, 8, 9, 8, 5, 3, 2, 1.5, 1, 1, 0.7]

    def sample_hour():
        return rng.choices(range(24), weights=weights)[0] + rng.random()

    posted = 0
    for convo in chat:
        if posted >= nchat:
            break
        t_ = D.T(sample_hour(), 0)
        prev = None
        for w_, c_ in convo:
            k_ = D.post(t_, w_, c_, ref=prev if (prev and rng.random() < 0.3) else None,
                        kind="noise" if c_ in ("🙏", "👀", "ty", "fine") else "chatter")
            prev = k_
            t_ += timedelta(seconds=rng.randint(15, 240))
            posted += 1

    # some replies with no decision (acks) and reactions on chatter
    # ------------------------------------------------------------------ noise
    hb0 = rng.randint(10000, 90000)
    for h in range(24):
        D.post(D.T(h + 0.02, 120), "hb", "hb ok svc=oms-bridge seq=%d fix_sess=UP lat=%dms" % (
            hb0 + h * 3600 + rng.randint(0, 90), rng.randint(1, 9)), kind="noise")
        if h % 2 == 1:
            D.post(D.T(h + 0.5, 300), "risk", "risk ok | gross=%d%% net=%+d%% vega=$%dk sn_max=%.1f%% | all limits ok" % (
                rng.randint(150, 190), rng.randint(5, 28), rng.randint(180, 340), rng.uniform(4, 7)), kind="noise")
    for h_, c_ in [(1.0, "[cron] 01:00 corp-actions refresh: %d rows, 0 changes on held names" % rng.randint(800, 1500)),
                   (5.5, "[cron] borrow file loaded: %d names, %d HTB" % (rng.randint(20, 40), rng.randint(1, 5))),
                   (6.0, "[cron] FDA calendar scrape: %d upcoming PDUFAs, 0 new" % rng.randint(30, 60)),
                   (16.3, "[cron] EOD marks snapshot written (%d option lines)" % rng.randint(200, 600)),
                   (17.0, "[cron] recon vs PB: 0 breaks"), (23.0, "[cron] log rotate ok")]:
        D.post(D.T(h_, 120), "cron", c_, kind="noise")
    for h_ in [2.5, 8.9] + ([21.5] if rng.random() < 0.5 else []):
        D.post(D.T(h_, 1200), "ci", "ci: deploy %s v%d.%d.%d → prod ✅ (build %d)" % (
            rng.choice(["exec-agent", "oms-bridge", "riskbot", "wire"]), 2, rng.randint(0, 20), rng.randint(0, 9),
            rng.randint(4000, 9999)), kind="noise")
    for _ in range(rng.randint(9, 13)):
        r = rng.choice(["C", "L1", "L2", "S1", "O1", "W1", "N2"])
        D.post(D.T(rng.uniform(9.5, 16), 0), "px", "⚠️ %s %+.1f%% in 5m (last %s)" % (
            V[r], rng.choice([-1, 1]) * rng.uniform(3, 8), _px(PX[r])), kind="noise")
    for h_ in [9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.1]:
        D.post(D.T(h_, 300), "pnl", "PnL %s | day %+dk | mtd %+.1fmm | top %s %+dk | bottom %s %+dk" % (
            "%02d:%02d ET" % (int(h_), int(round((h_ % 1) * 60))),
            rng.randint(-400, 600), rng.uniform(-2, 4), V["C"], rng.randint(-150, 300), V["S1"], rng.randint(-200, 50)),
            kind="noise")
    for h_ in [4.6, 14.2]:
        D.post(D.T(h_, 1200), "oms", "gateway reconnect (session resumed, %d msgs replayed)" % rng.randint(0, 12), kind="noise")
    D.post(D.T(3.2, 900), "wire", stack_trace(rng, "wire"), kind="noise")
    for _ in range(rng.randint(8, 12)):
        D.post(D.T(sample_hour(), 0), rng.choice(["pm", "trader", "analyst", "ops"]),
               rng.choice(["ty", "thx", "👍", "🙏", "ok", "lol", "💀", "👀", "k", "ty ty"]), kind="noise")
    # EOD summary from agent (no decisions)
    eod_extra = "\n".join(["", "Attribution by bucket:", "```"] + [
        "%-22s %+6dk" % (b_, rng.randint(-250, 350)) for b_ in ["catalyst longs", "catalyst shorts", "non-catalyst longs",
                                                               "options (vol)", "options (delta)", "XBI/IBB hedges", "deal allocations",
                                                               "financing/borrow"]] + ["```", "",
        "Tomorrow: %s label call 08:00 ET; %s AdCom prep; ASH posters %s and %s; borrow recall follow-up on %s." % (
            V["C"], V["S1"], V["W1"], V["W3"], V["S1"]),
        "Data quality: OPRA lag 11:02-11:41 ET (vendor incident), marks for 14 option lines re-snapped at 16:05."])
    D.post(D.T(16.6, 300), "agent", "**EOD summary**\nDay PnL %+dk, MTD %+.1fmm. Gross %d%% / net %+d%%. Largest contributors: "
                                    "%s %+dk, %s %+dk. Vega $%dk into %s tonight. Exceptions: 1 venue reject (collar), "
                                    "1 compliance block, 1 agent retry loop (ticket OPS-%d)." % (
                                        rng.randint(-300, 700), rng.uniform(-1, 4), rng.randint(160, 195), rng.randint(5, 25),
                                        V["L2"], rng.randint(-100, 200), V["S1"], rng.randint(-200, 100), rng.randint(300, 420),
                                        V["C"], rng.randint(1000, 9999)) + eod_extra)
    # random reactions
    cands = [m["key"] for m in D.msgs if m["kind"] == "chatter" and m["chan"] == chan_id]
    for k in rng.sample(cands, min(6, len(cands))):
        D.react(k, D.msg(k)["t"] + timedelta(seconds=rng.randint(5, 300)), rng.choice(["👍", "😂", "👀"]),
                WHO[rng.choice(["pm", "trader", "analyst"])][0])
    return D, thread_id


# --------------------------------------------------------------------------- assembly

IDIOM_PRIORITY = [
    "k-suffixed size in PM shorthand buy", "option shorthand TICKER M/D strike c x qty @ px",
    "single-letter side shorthand 'b 25k xyz'", "trade buried in clinical note", "thesis change buried in long clinical note",
    "lowercase thesis flip", "bare reply approval", "emoji approval reply", "rejection reply",
    "FIX tag=value new-order ack", "venue reject 39=8", "FIX partial fill 39=1", "embed-only execution card",
    "prose fill edited to final qty", "stop moved twice by editing the same message", "risk engine resize as JSON",
    "embed-only compliance block", "agent explicit no-route", "route to agent by @mention",
    "company-name headline on name held only via calls",
    "hypothetical 'if the data is clean we'd buy'", "paper trade", "13F chatter on other funds' positions",
    "counterfactual past-tense trade", "backtest result", "other desk's trade",
]
HARD_IDIOM_CAP = 14


def _chan_id(idx):
    return _static_id("channel", idx)


def generate(seed=1, end=None, channels=1, days=1):
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    out = _generate(seed, end, channels, days)
    return {"events": out["events"], "labels": out["labels"]}


def _generate(seed=1, end=None, channels=1, days=1):
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    start = end - timedelta(days=days)
    all_msgs, all_ops, day_objs = [], [], []
    for ch in range(channels):
        cid = _chan_id(ch)
        for di in range(days):
            ds = start + timedelta(days=di)
            D, th = build_day(seed, ch, di, ds, cid)
            day_objs.append((ch, di, cid, th, D))
    # assign snowflakes: per channel a worker id; seq increments within the same ms
    events = []
    labels = dict(desk=DESK, hard_events=[], superseded_facts=[], removed_texts=[], noise_message_ids=[],
                  near_miss_ids=[], idioms=[])
    stats = []
    idiom_cands = {}
    for ch, di, cid, th, D in day_objs:
        worker = (3 + ch) % 32
        ms_seq = {}
        for m in sorted(D.msgs, key=lambda x: (x["t"], x["order"])):
            ms = _ms(m["t"])
            s = ms_seq.get(ms, 0)
            ms_seq[ms] = s + 1
            m["id"] = str(_snow(ms, worker, s))
        idmap = dict((m["key"], m["id"]) for m in D.msgs)
        for m in D.msgs:
            aid, aname, abot = WHO[m["who"]]
            msg = {"id": m["id"], "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m["t"]), "content": m["content"], "attachments": m["attachments"] or [],
                   "embeds": m["embeds"] or [], "reference_id": idmap[m["ref"]] if m["ref"] else None}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["chan"]}
            if m["parent"]:
                line["parent_channel_id"] = m["parent"]
            line["message"] = msg
            events.append((m["t"], 0, int(m["id"]), line))
        for i, o in enumerate(D.ops):
            m = D.msg(o["key"]) if "key" in o else None
            chan = m["chan"] if m else D.msg(o["keys"][0])["chan"]
            base = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": chan}
            if o["op"] == "edit":
                base.update(message_id=idmap[o["key"]], edited_at=_iso(o["t"]), content=o["content"])
            elif o["op"] == "delete":
                base.update(message_id=idmap[o["key"]], deleted_at=_iso(o["t"]))
            elif o["op"] == "bulk_delete":
                base.update(message_ids=[idmap[k] for k in o["keys"]], deleted_at=_iso(o["t"]))
            elif o["op"] == "forget":
                base.update(message_id=idmap[o["key"]], requested_by=o["by"], at=_iso(o["t"]))
            elif o["op"] == "pin":
                base.update(message_id=idmap[o["key"]], by=WHO[o["by"]][0], at=_iso(o["t"]))
            elif o["op"] == "reaction_add":
                by = o["by"] if o["by"] not in WHO else WHO[o["by"]][0]
                base.update(message_id=idmap[o["key"]], emoji=o["emoji"], user_id=by, at=_iso(o["t"]))
            if m is not None:
                assert o["t"] > m["t"], (o, m["t"])
            events.append((o["t"], 1, i, base))
        # labels
        nh = nn = nm = 0
        for m in sorted(D.msgs, key=lambda x: x["id"]):
            if m["hard"]:
                h = m["hard"]
                labels["hard_events"].append({"channel_id": m["chan"], "message_id": m["id"], "event_type": h["event_type"],
                                              "facts": h["facts"], "phrasing": h["phrasing"],
                                              "final_state": h["final_state"]})
                for s in m["superseded"]:
                    labels["superseded_facts"].append([m["chan"], m["id"], s])
                nh += 1
            elif m["kind"] == "noise" and m["state"] == "live":
                labels["noise_message_ids"].append(m["id"])
                nn += 1
            elif m["kind"] == "near" and m["state"] == "live":
                labels["near_miss_ids"].append(m["id"])
                nm += 1
            if m["removed"]:
                labels["removed_texts"].append(m["removed"])
            if m["idiom"] and m["idiom"] not in idiom_cands and m["state"] == "live":
                exp = m["hard"]["event_type"] if m["hard"] else "not_hard"
                idiom_cands[m["idiom"]] = {"message_id": m["id"], "idiom": m["idiom"], "expected": exp}
        stats.append((ch, di, cid, D))
    nh_ = 0
    for name in IDIOM_PRIORITY:
        c_ = idiom_cands.get(name)
        if c_ is None or len(labels["idioms"]) >= 20:
            continue
        if c_["expected"] != "not_hard":
            if nh_ >= HARD_IDIOM_CAP:
                continue
            nh_ += 1
        labels["idioms"].append(c_)
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    return {"events": [e[3] for e in events], "labels": labels, "_days": stats}


# --------------------------------------------------------------------------- checks / CLI

def _final_texts(events):
    final, chan_of, order = {}, {}, []
    gone = set()
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            parts = [m["content"]]
            for em in m.get("embeds") or []:
                parts += [em.get("title", ""), em.get("description", ""), em.get("author", ""), em.get("footer", "")]
                for f in em.get("fields", []):
                    parts += [f["name"], f["value"]]
            final[m["id"]] = "\n".join(parts)
            chan_of[m["id"]] = e.get("parent_channel_id") or e["channel_id"]
            order.append((m["id"], m["created_at"]))
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
    return final, chan_of, order


def self_check(out):
    events, labels = out["events"], out["labels"]
    final, chan_of, order = _final_texts(events)
    problems = []
    # snowflake vs created_at, order
    prev = 0
    for mid, ca in order:
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        dt = datetime.strptime(ca, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
        if ms != _ms(dt):
            problems.append("snowflake/time mismatch %s" % mid)
    times = [e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at") for e in events]
    if times != sorted(times):
        problems.append("events not time ordered")
    ids_in_order = [int(m) for m, _ in sorted(order, key=lambda x: x[1])]
    # ids ordered with time within the same worker are guaranteed; check global monotone ms
    if [i >> 22 for i in ids_in_order] != sorted(i >> 22 for i in ids_in_order):
        problems.append("ids not ordered with time")
    for h in labels["hard_events"]:
        if h["message_id"] not in final:
            problems.append("missing id %s" % h["message_id"])
            continue
        if not 2 <= len(h["facts"]) <= 5 and h["phrasing"] != "reply":
            problems.append("facts count %s %s" % (h["message_id"], h["facts"]))
        for f in h["facts"]:
            if f not in final[h["message_id"]]:
                problems.append("fact %r not in %s: %r" % (f, h["message_id"], final[h["message_id"]][:200]))
    for c, mid, s in labels["superseded_facts"]:
        if s in final[mid]:
            problems.append("superseded still present %s %s" % (mid, s))
    for lid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if lid not in final:
            problems.append("label id missing %s" % lid)
    return problems


def stats(out):
    rows = []
    for ch, di, cid, D in out["_days"]:
        live = [m for m in D.msgs]
        kb = sum(len(m["content"].encode()) + len(json.dumps(m["embeds"] or [], ensure_ascii=False).encode())
                 if m["embeds"] else len(m["content"].encode()) for m in live) / 1024.0
        hard = [m for m in live if m["hard"]]
        types = {}
        for m in hard:
            types[m["hard"]["event_type"]] = types.get(m["hard"]["event_type"], 0) + 1
        noise = sum(1 for m in live if m["kind"] == "noise")
        near = sum(1 for m in live if m["kind"] == "near")
        rows.append(dict(channel=ch, day=di, messages=len(live), kb=round(kb, 1), hard=len(hard), noise=noise,
                         noise_pct=round(100.0 * noise / len(live), 1), near=near,
                         types=dict(sorted(types.items()))))
    return rows


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
    out = _generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    probs = self_check(out)
    for r in stats(out):
        print(json.dumps(r, ensure_ascii=False), file=sys.stderr)
    for p in probs[:30]:
        print("PROBLEM:", p, file=sys.stderr)
    return 1 if probs else 0


if __name__ == "__main__":
    sys.exit(main())
