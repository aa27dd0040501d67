"""Desk generator: biotech_catalysts (NY healthcare / biotech event-driven desk).

A seeded, pure-function day (or week) of one desk's Discord channel(s) in the
project's JSONL capture format, plus ground-truth labels.  Standard library only.

    python -m tests.desks.biotech_catalysts --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import UTC, date, datetime, timedelta

DESK = "biotech_catalysts"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1379246051832217609"
CHANNEL_BASE = 1379246188270129193
DEFAULT_END = datetime(2026, 6, 10, 4, 0, tzinfo=UTC)  # midnight New York (EDT)
NY_UTC_OFFSET_H = 4

# key: (author_id, author_name, bot)
AUTHORS = {
    "pm": ("1211873304586424331", "dkessler", False),
    "md": ("1189204577310851103", "praman.md", False),
    "tr": ("1230096658173583411", "theo.m", False),
    "jr": ("1262410908893724726", "ana.liu", False),
    "cmp": ("1198812043390476309", "compliance.nyc", False),
    "exec": ("1288120057715613726", "exec-agent", True),
    "oms": ("1288131470921744455", "oms-bridge", True),
    "risk": ("1288145229460226108", "riskd", True),
    "wire": ("1288152977015349279", "catalyst-wire", True),
    "cal": ("1288160030114795580", "confcal", True),
    "ss": ("1288166411962023976", "street-relay", True),
    "ci": ("1288170874318770196", "deploybot", True),
    "px": ("1288178816520458301", "px-alerts", True),
}

# ticker, company, short name, drug (INN), code, indication, primary endpoint, oncology?, ref px
UNIVERSE = [
    ("VRDX", "Veridex Therapeutics", "Veridex", "zelatamab", "VDX-114",
     "EGFR-mutant NSCLC after TKI progression", "PFS", True, 12.40),
    ("HLXT", "Halcyex Therapeutics", "Halcyex", "felzumab", "HX-301",
     "moderate-to-severe atopic dermatitis", "EASI-75", False, 44.20),
    ("KLRA", "Kalora Biosciences", "Kalora", "ombrestat", "KB-0927",
     "MASH with F2-F3 fibrosis", "fibrosis improvement of at least one stage", False, 27.50),
    ("ZYVR", "Zyverna Bio", "Zyverna", "lenoprazine", "ZV-12",
     "treatment-resistant schizophrenia", "PANSS total response", False, 18.20),
    ("OSLR", "Osler Genomics", "Osler", "delparvogene", "OSL-5",
     "ambulatory Duchenne muscular dystrophy", "NSAA responder rate", False, 9.60),
    ("NVTX", "Novatrix Pharma", "Novatrix", "tirvenacept", "NTX-88",
     "IgA nephropathy", "UPCR responder rate", False, 61.00),
    ("BRTH", "Brightharbor Biopharma", "Brightharbor", "sotavinib", "BH-17",
     "FLT3-mutant relapsed AML", "EFS", True, 6.80),
    ("CNDR", "Candor Immunology", "Candor", "cendacabtagene", "CND-401",
     "relapsed/refractory multiple myeloma", "PFS", True, 33.00),
    ("PLVX", "Pelavax Vaccines", "Pelavax", "respiravimab", "PVX-RSV",
     "RSV prevention in adults 60+", "RSV-LRTD reduction", False, 15.30),
    ("TRMN", "Terminus Oncology", "Terminus", "ruvatrelix", "TO-633",
     "metastatic castration-resistant prostate cancer", "rPFS", True, 22.10),
    ("QUIL", "Quillon Neuro", "Quillon", "amtelipant", "QN-210",
     "ALS", "ALSFRS-R responder rate", False, 4.20),
    ("SBRX", "Seabright Rx", "Seabright", "dovaciclib", "SB-9",
     "HR+/HER2- metastatic breast cancer", "PFS", True, 38.70),
    ("GNVA", "Genova Biologics", "Genova", "gentuxumab vedotin", "GNV-3",
     "platinum-resistant ovarian cancer", "PFS", True, 51.20),
    ("ORXB", "Orexa Biosciences", "Orexa", "orexatide", "OX-7",
     "narcolepsy type 1", "MWT responder rate", False, 29.90),
    ("PNTH", "Panthera Pharma", "Panthera", "pantozumab", "PT-55",
     "geographic atrophy", "lesion-growth responder rate", False, 73.00),
    ("FLDR", "Fieldstar Bio", "Fieldstar", "fieldagene", "FS-102",
     "sickle cell disease", "VOC-free responder rate", False, 11.50),
    ("CYRN", "Cyrene Therapeutics", "Cyrene", "cyrenolast", "CY-44",
     "idiopathic pulmonary fibrosis", "FVC responder rate", False, 8.90),
    ("MAVN", "Maven Cardio", "Maven", "mavacitide", "MV-190",
     "HFpEF", "KCCQ responder rate", False, 47.60),
    ("TALN", "Talon Biotherapeutics", "Talon", "talnercept", "TB-12",
     "generalized myasthenia gravis", "MG-ADL responder rate", False, 19.40),
    ("IVRX", "Iverra Medicines", "Iverra", "ivetinib", "IV-301",
     "KRAS G12C colorectal cancer", "PFS", True, 14.80),
    ("ANSL", "Anselm Bio", "Anselm", "anselgene", "AN-2",
     "hemophilia B", "ABR reduction", False, 7.30),
]

LARGE = [
    ("MRWP", "Merrow Pharmaceuticals", "Merrow", 148.30),
    ("ALDN", "Alderline Health", "Alderline", 212.60),
    ("HBRD", "Hollis-Baird", "Hollis-Baird", 96.40),
    ("CSTL", "Castellan Pharma", "Castellan", 58.10),
]

TRIALS = ["ADVANCE-2", "SUMMIT-3", "HORIZON-1", "BEACON-3", "PINNACLE", "ASCEND-2",
          "LUMINA-3", "VERITY-1", "CATALINA", "ORBIT-2", "KESTREL-3", "MERIDIAN-2",
          "TIDEWATER", "ALTAIR-3", "SOLSTICE-2", "FALCON-1"]
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]


def _third_friday(y: int, m: int) -> date:
    d = date(y, m, 15)
    while d.weekday() != 4:
        d += timedelta(days=1)
    return d


def _add_months(y: int, m: int, k: int) -> tuple[int, int]:
    m0 = m - 1 + k
    return y + m0 // 12, m0 % 12 + 1


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 4095)


def _pstr(p: float) -> str:
    if p < 0.0001:
        return "<0.0001"
    if p < 0.001:
        return f"={p:.4f}"
    return f"={p:.3f}"


class Msg:
    def __init__(self, t, who, content, embeds, reply, thread, pinned):
        self.t = t
        self.who = who
        self.content = content
        self.final = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread
        self.pinned = pinned
        self.id = None

    def text(self) -> str:
        parts = [self.final]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Day:
    """One channel-day of the desk."""

    def __init__(self, rng: random.Random, start_ms: int, chan_idx: int, day_idx: int):
        self.rng = rng
        self.start = start_ms
        self.chan_idx = chan_idx
        self.day_idx = day_idx
        self.msgs: list[Msg] = []
        self.hard: list[dict] = []
        self.noise: list[Msg] = []
        self.near: list[Msg] = []
        self.idioms: list[tuple[Msg, str, str]] = []
        self.superseded: list[tuple[Msg, str]] = []
        self.removed: list[str] = []
        self.ops: list[dict] = []
        self.thread_starter: Msg | None = None
        local = datetime.fromtimestamp((start_ms + 12 * 3600 * 1000) / 1000, UTC)
        self.local_date = (local - timedelta(hours=NY_UTC_OFFSET_H)).date()

    # -- time helpers -------------------------------------------------------
    def T(self, h: int, m: int = 0, s: float = 0) -> int:
        return self.start + int(((h * 60 + m) * 60 + s) * 1000) + self.rng.randint(0, 999)

    def J(self, h: int, m: int, spread_s: int = 90) -> int:
        return self.T(h, m, self.rng.uniform(0, spread_s))

    # -- message helpers ----------------------------------------------------
    def post(self, t, who, content="", embeds=None, reply=None, thread=False, pinned=False,
             kind=None) -> Msg:
        m = Msg(t, who, content, embeds, reply, thread, pinned)
        self.msgs.append(m)
        if kind == "noise":
            self.noise.append(m)
        elif kind == "near":
            self.near.append(m)
        return m

    def hardev(self, m: Msg, etype: str, facts: list[str], phrasing: str, state: str = "live"):
        self.hard.append({"msg": m, "event_type": etype, "facts": facts, "phrasing": phrasing,
                          "final_state": state})

    def idiom(self, m: Msg, name: str, expected: str):
        self.idioms.append((m, name, expected))

    def edit(self, m: Msg, t: int, content: str, old_levels: list[str]):
        self.ops.append({"t": t, "op": "edit", "msg": m, "content": content})
        m.final = content
        for lv in old_levels:
            self.superseded.append((m, lv))

    def delete(self, m: Msg, t: int, snippet: str):
        self.ops.append({"t": t, "op": "delete", "msg": m})
        self.removed.append(snippet)

    def bulk_delete(self, ms: list[Msg], t: int, snippets: list[str]):
        self.ops.append({"t": t, "op": "bulk_delete", "msgs": ms})
        self.removed.extend(snippets)

    def forget(self, m: Msg, t: int, by: str, snippet: str):
        self.ops.append({"t": t, "op": "forget", "msg": m, "by": by})
        self.removed.append(snippet)

    def pin(self, m: Msg, t: int, by: str):
        self.ops.append({"t": t, "op": "pin", "msg": m, "by": by})

    def react(self, m: Msg, t: int, emoji: str, by: str, remove_at: int | None = None):
        self.ops.append({"t": t, "op": "reaction_add", "msg": m, "emoji": emoji, "by": by})
        if remove_at:
            self.ops.append({"t": remove_at, "op": "reaction_remove", "msg": m, "emoji": emoji,
                             "by": by})


# ---------------------------------------------------------------------------
# text builders
# ---------------------------------------------------------------------------

def _role(rng: random.Random, tup, trial: str) -> dict:
    t, co, short, drug, code, ind, ep, onc, px = tup
    px = round(px * rng.uniform(0.88, 1.12), 2)
    return {"t": t, "tl": t.lower(), "co": co, "short": short, "drug": drug, "code": code,
            "ind": ind, "ep": ep, "onc": onc, "px": px, "trial": trial,
            "nct": f"NCT0{rng.randint(5100000, 6899999)}"}


def _p_design(rng, r, phase=3):
    ratio = rng.choice(["1:1", "2:1", "1:1:1"])
    n = rng.randint(180, 920) if phase == 3 else rng.randint(60, 240)
    sites = rng.randint(60, 240)
    if r["onc"]:
        ev = int(n * rng.uniform(0.45, 0.62))
        prim = (f"Primary endpoint is BICR-assessed {r['ep']}; event-driven, final analysis at {ev} "
                f"events, one interim at {rng.choice([60, 65, 70])}% of events (Lan-DeMets O'Brien-"
                f"Fleming, nominal alpha {rng.choice(['0.0067', '0.0091', '0.0122'])}).")
    else:
        prim = (f"Primary endpoint is {r['ep']} at week {rng.choice([12, 16, 24, 48, 52])}; powered "
                f"at {rng.choice([85, 90, 90, 95])}% for a {rng.randint(10, 22)}-point delta at "
                f"two-sided alpha 0.05.")
    return (f"Design recap. {r['trial']} ({r['nct']}) is a randomized {ratio}, double-blind, "
            f"controlled Phase {phase} in {r['ind']}; n={n} randomized at {sites} sites in "
            f"{rng.randint(9, 31)} countries ({rng.randint(22, 58)}% US). {prim} Stratified by "
            f"{rng.choice(['region and baseline severity', 'prior lines (1 vs ≥2) and ECOG', 'age (<65/≥65) and prior biologic use', 'baseline eGFR and region'])}.")


def _p_eff(rng, r):
    if r["onc"]:
        hr = rng.uniform(0.52, 0.78)
        m2 = rng.uniform(3.8, 9.5)
        m1 = m2 / hr * rng.uniform(0.9, 1.05)
        return (f"Efficacy. BICR {r['ep']} HR {hr:.2f} (95% CI {hr - rng.uniform(0.1, 0.16):.2f}–"
                f"{hr + rng.uniform(0.1, 0.2):.2f}; stratified log-rank p{_pstr(rng.uniform(0.00001, 0.004))}); "
                f"median {m1:.1f} vs {m2:.1f} months. Investigator-assessed HR {hr + rng.uniform(-0.04, 0.04):.2f}, "
                f"concordance {rng.randint(78, 91)}%. ORR {rng.randint(28, 61)}% vs {rng.randint(9, 27)}%, "
                f"median DoR {rng.uniform(6, 15):.1f} months. OS is immature at {rng.randint(24, 46)}% "
                f"maturity, HR {rng.uniform(0.74, 0.99):.2f} — no detriment signal, which is the first thing "
                f"the agency will look at after the last two ODACs.")
    a = rng.uniform(38, 66)
    b = rng.uniform(9, 26)
    d = a - b
    return (f"Efficacy. {r['ep']}: {a:.1f}% vs {b:.1f}% on placebo (Δ {d:.1f} pts; 95% CI "
            f"{d - rng.uniform(5, 8):.1f}–{d + rng.uniform(5, 8):.1f}; p{_pstr(rng.uniform(0.00001, 0.01))}). "
            f"NRI for missing data, {rng.randint(4, 13)}% missing at the primary timepoint and balanced "
            f"across arms; the MMRM sensitivity analysis gives Δ {d - rng.uniform(-2, 3):.1f}, so the "
            f"imputation is not doing the work. Placebo rate sits {rng.choice(['above', 'below', 'in line with'])} "
            f"the pooled benchmark of {rng.uniform(10, 22):.1f}% from the last three registrational trials.")


def _p_safety(rng, r):
    aesi = rng.choice(["conjunctivitis", "ALT elevations >3x ULN", "ILD/pneumonitis", "QTc prolongation",
                       "infusion-related reactions", "neutropenia", "injection-site reactions",
                       "ARIA-like imaging findings", "hyperglycemia"])
    k = rng.randint(3, 28)
    return (f"Safety. Any-grade TEAEs {rng.randint(61, 88)}% vs {rng.randint(52, 76)}%, grade ≥3 "
            f"{rng.randint(8, 31)}% vs {rng.randint(5, 22)}%, SAEs {rng.randint(4, 14)}% vs "
            f"{rng.randint(3, 11)}%, discontinuations for AEs {rng.uniform(2, 9):.1f}% vs "
            f"{rng.uniform(1, 6):.1f}%. AE of special interest is {aesi}: {k} patients "
            f"({k / rng.randint(300, 600) * 100:.1f}%) on drug vs {rng.randint(0, 6)} on control, mostly "
            f"grade 1-2. {rng.randint(0, 3)} on-treatment deaths, none attributed to study drug by the "
            f"investigator. I want the patient-level listings before I believe the 'none related' language.")


def _p_sub(rng, r):
    sg = rng.sample(["age ≥65", "Asian region", "prior biologic", "baseline severity (high)",
                     "female", "ECOG 1", "prior 2+ lines", "eGFR <45", "North America"], 3)
    hr = rng.uniform(0.82, 1.08)
    return (f"Subgroups. The effect holds across {sg[0]} and {sg[1]}; the {sg[2]} subgroup "
            f"(n={rng.randint(40, 130)}) is the soft spot, point estimate {hr:.2f} with the CI crossing 1. "
            f"p-interaction={rng.uniform(0.08, 0.6):.2f}, so I would not over-read it, but the reviewer "
            f"will ask and it is the obvious place for a label carve-out.")


def _p_reg(rng, r, pdufa: str | None):
    des = rng.choice(["Breakthrough Therapy designation", "Fast Track and Priority Review",
                      "standard review, no AdCom planned", "Orphan + Priority Review"])
    lr = rng.sample(["narrower line-of-therapy language than the trial population",
                     "a boxed warning on the AESI", "a post-marketing confirmatory requirement",
                     "a REMS with prescriber certification", "restriction to the biomarker-positive subset",
                     "a PMR on the hepatic signal"], 2)
    when = f"PDUFA is {pdufa}" if pdufa else f"filing guided for {rng.choice(['2H', '4Q', 'YE'])}"
    return (f"Regulatory. {des}; {when}. Label risks in order of probability: (1) {lr[0]}; "
            f"(2) {lr[1]}; (3) a late-cycle surprise, which I put at {rng.randint(5, 15)}% given the "
            f"mid-cycle communication was described as 'no major deficiencies'.")


def _p_comm(rng, r):
    return (f"Commercial. ~{rng.randint(20, 480)}k addressable US patients; we model peak US sales "
            f"${rng.uniform(0.6, 4.2):.1f}bn at {rng.randint(6, 24)}% penetration and ${rng.randint(38, 210)}k "
            f"WAC, {rng.randint(25, 55)}% GTN. Street is at ${rng.uniform(0.5, 3.5):.1f}bn (FactSet, "
            f"{rng.randint(7, 19)} estimates), so there is room if the label is clean.")


def _p_enrol(rng, r):
    tgt = rng.randint(200, 900)
    return (f"Enrolment and timing. clinicaltrials.gov ({r['nct']}) shows actual enrolment "
            f"{tgt + rng.randint(-12, 40)} vs {tgt} planned; primary completion moved from "
            f"{rng.choice(['1Q', '2Q', '3Q'])}26 to {rng.choice(['2Q', '3Q', '4Q'])}26 in the last "
            f"record update. Guidance is '{rng.choice(['mid-year', 'mid-2026', 'by end of Q3', 'summer'])}'.")


def _p_cross(rng, r, comp: dict):
    return (f"Cross-trial. {comp['co']}'s {comp['drug']} showed {rng.randint(30, 60)}% on a comparable "
            f"endpoint in its pivotal, but with a {rng.choice(['less refractory', 'younger', 'biomarker-enriched', 'more ex-US'])} "
            f"population. Adjusting for baseline, the gap narrows to ~{rng.randint(2, 9)} pts — "
            f"differentiation rests on {rng.choice(['dosing interval (Q4W vs Q2W)', 'oral vs IV', 'the safety table', 'durability past week 52'])}.")


def _p_opts(rng, r):
    return (f"Options. {r['t']} front-month implies ±{rng.randint(18, 65)}% into the event "
            f"({rng.randint(90, 240)}% IV) vs a historical median move of ±{rng.randint(15, 45)}% on "
            f"comparable binaries. Put skew is {rng.choice(['bid', 'flat', 'steep', 'softening'])}; "
            f"borrow is {rng.randint(2, 48)}% and SI {rng.randint(6, 31)}% of float.")


def _p_risks(rng, r):
    return (f"What would make me wrong: (1) {rng.choice(['an unplanned interim analysis note in the label', 'the hepatic cases being drug-induced per Hy’s law review', 'CMC — the CDMO got a 483 with 6 observations in March', 'a dose-justification question from the clinical pharmacology reviewer'])}; "
            f"(2) {rng.choice(['payer pushback on the price', 'a competitor label update landing the same week', 'FDA asking for a second trial', 'a delay via major amendment (3 months)'])}; "
            f"(3) positioning — {rng.randint(30, 70)}% of the float sits with specialists who tend to sell the news.")


def _p_table(rng, r):
    n1, n2 = rng.randint(150, 450), rng.randint(70, 230)
    spec = [(r["ep"][:22], 30, 65, 8, 28, 0.00001, 0.0009), ("key secondary 1", 20, 50, 6, 22, 0.0001, 0.009),
            ("key secondary 2", 15, 40, 6, 20, 0.001, 0.049), ("PRO (disease-specific)", 20, 55, 10, 35, 0.001, 0.2),
            ("discont. for AE", 2, 9, 1, 6, None, None)]
    rows = []
    for name, alo, ahi, blo, bhi, plo, phi in spec:
        a, b = rng.uniform(alo, ahi), rng.uniform(blo, bhi)
        pv = f"p{_pstr(rng.uniform(plo, phi))}" if plo else "n/a"
        rows.append(f"{name:<24}{a:>8.1f}%{b:>10.1f}%{a - b:>9.1f}   {pv}")
    return ("Table (topline deck, slide " + str(rng.randint(6, 14)) + "):\n```\n"
            + f"{'endpoint':<24}{'drug n=' + str(n1):>9}{'ctrl n=' + str(n2):>11}{'delta':>9}   p\n"
            + "\n".join(rows) + "\n```")


def _p_kol(rng, r):
    spec = rng.choice(["oncologists", "dermatologists", "hepatologists", "psychiatrists", "nephrologists",
                       "neurologists", "hematologists"])
    return (f"KOL checks (two academic {spec}, neither on the trial, both spoken to via the usual channel "
            f"before the data): both said they would use it {rng.choice(['first line after steroids', 'in the post-TKI setting', 'ahead of the current standard', 'only in refractory patients'])} "
            f"if the label matches the trial, one flagged {rng.choice(['monitoring burden', 'the infusion schedule', 'the lab monitoring', 'payer step edits'])} "
            f"as the main friction. Neither had heard of patients coming off for tolerability outside the "
            f"protocol. Take with the usual salt — n=2, and they like new toys.")


def _p_pk(rng, r):
    return (f"Dose/PK. {rng.choice(['Flat dosing', 'Weight-based dosing', 'A loading dose then maintenance'])}; "
            f"t½ ~{rng.randint(6, 28)} days supports {rng.choice(['Q4W', 'Q2W', 'QD oral', 'Q8W after induction'])}. "
            f"Exposure-response is {rng.choice(['flat above the Cmin threshold', 'steep for the AESI', 'shallow for efficacy'])}, "
            f"which is what the clin-pharm reviewer will use to push {rng.choice(['a lower dose', 'a titration', 'label monitoring'])}. "
            f"ADA incidence {rng.uniform(1, 12):.1f}%, neutralizing {rng.uniform(0.2, 3):.1f}%, no impact on exposure.")


def _p_model(rng, r):
    return (f"Model. Probability of approval {rng.randint(55, 90)}% (was {rng.randint(50, 85)}%), peak WW sales "
            f"${rng.uniform(0.8, 5):.1f}bn risk-adjusted, {rng.randint(10, 13)}% discount rate, launch "
            f"{rng.choice(['1H27', '2H27', 'late 2026'])}. Cash ${rng.randint(150, 900)}m pro forma, runway into "
            f"{rng.choice(['2028', '2H28', '2029'])} before any partnership. Sum-of-parts with the pipeline at zero gives "
            f"${rng.randint(8, 70)}/sh; the pipeline option is worth ${rng.randint(2, 15)} on top if you believe the "
            f"Phase 2 in the second indication.")


def _p_listen(rng, r):
    return (f"What to listen for on the call / at the podium: (a) the {rng.choice(['week-52', 'maintenance', 'OLE', 'crossover'])} "
            f"data and whether the effect holds off-drug; (b) discontinuation reasons by arm, not just rates; "
            f"(c) any mention of a {rng.choice(['dose-ranging', 'pediatric', 'head-to-head', 'second pivotal'])} request "
            f"from FDA; (d) the phrase 'consistent with prior studies' — it has been doing a lot of work in this "
            f"sector lately. I will post the Q&A highlights after.")


def _note(rng, r, header, body_paras: list[str], decision: str | None, sign="— PR") -> str:
    """Long analyst note; the decision sentence is buried in the middle."""
    paras = list(body_paras)
    if decision:
        mid = max(1, len(paras) // 2)
        paras.insert(mid, decision)
    return header + "\n\n" + "\n\n".join(paras) + "\n\n" + sign


def _pr(rng, company: str, ld: date, body: str, newswire: str | None = None, drug: str | None = None,
        ind: str | None = None) -> str:
    """Newswire text as the wire bot pastes it: dateline, lead, About, truncated safe harbor."""
    nw = newswire or rng.choice(["GLOBE NEWSWIRE", "BUSINESS WIRE", "PR Newswire", "ACCESSWIRE"])
    city = rng.choice(["CAMBRIDGE, Mass.", "SOUTH SAN FRANCISCO, Calif.", "BOSTON", "SAN DIEGO",
                       "NEW YORK", "PRINCETON, N.J.", "WALTHAM, Mass.", "RESEARCH TRIANGLE PARK, N.C."])
    txt = f"{city}, {MONTHS_LONG[ld.month - 1]} {ld.day}, {ld.year} ({nw}) -- {company} {body}"
    if drug:
        stage = rng.choice(["clinical-stage", "late-stage", "commercial-stage", "clinical-stage biopharmaceutical"])
        area = rng.choice(["immunology and inflammation", "precision oncology", "rare and neuromuscular disease",
                           "cardiometabolic and renal disease", "neuropsychiatry", "genetic medicines"])
        slug = company.lower().split()[0].replace("-", "")
        txt += (f"\n\nAbout {company}\n{company} is a {stage} company focused on {area}. Its lead candidate, "
                f"{drug}, is being developed for {ind or 'serious diseases with high unmet need'} and is "
                f"{rng.choice(['wholly owned', 'partnered ex-US', 'licensed from a university spin-out'])}. "
                f"The company is headquartered in {city.split(',')[0].title()}. For more information, visit "
                f"www.{slug}.com and follow the company on LinkedIn.")
        if rng.random() < 0.7:
            txt += (f"\n\nConference Call and Webcast\nManagement will host a conference call and webcast at "
                    f"{rng.choice(['8:00', '8:30', '4:30', '5:00'])} ET. To access the call, dial "
                    f"1-877-{rng.randint(200, 999)}-{rng.randint(1000, 9999)} (U.S.) or 1-412-{rng.randint(200, 999)}-"
                    f"{rng.randint(1000, 9999)} (international) and reference conference ID {rng.randint(10000000, 99999999)}. "
                    f"A replay will be available on the Investors section of the website for 90 days.")
        txt += ("\n\nForward-Looking Statements\nThis press release contains forward-looking statements within "
                "the meaning of the Private Securities Litigation Reform Act of 1995, including statements "
                "regarding the timing and outcome of regulatory submissions and interactions, the therapeutic "
                "and commercial potential of the company's product candidates, the sufficiency of cash "
                "resources and the design, timing and results of clinical trials. Words such as 'anticipate', "
                "'believe', 'expect', 'intend', 'may', 'plan' and 'will' identify forward-looking statements. "
                "Actual results may differ materially due to risks described under 'Risk Factors' in the most "
                f"recent Annual Report on Form 10-K … [truncated {rng.randint(900, 2400):,} chars]"
                f"\n\nInvestor contact: ir@{slug}.com · Media: media@{slug}.com")
    return txt


# ---------------------------------------------------------------------------
# the day
# ---------------------------------------------------------------------------

def _build_day(rng: random.Random, start_ms: int, chan_idx: int, day_idx: int,
               book: tuple[list, list, list]) -> Day:
    d = Day(rng, start_ms, chan_idx, day_idx)
    ld = d.local_date
    mmdd = f"{ld.month:02d}{ld.day:02d}"
    today = f"{MONTHS_LONG[ld.month - 1]} {ld.day}"
    tmrw_d = ld + timedelta(days=1)
    tmrw = f"{MONTHS_LONG[tmrw_d.month - 1]} {tmrw_d.day}"
    y1, m1 = _add_months(ld.year, ld.month, 1)
    y2, m2 = _add_months(ld.year, ld.month, 2)
    exp1 = _third_friday(y1, m1)
    mon1, mon2 = MONTHS[m1 - 1], MONTHS[m2 - 1]

    # ---- roles ----------------------------------------------------------
    # the book (which names are held / watched / unrelated) is fixed per channel across days
    pool, trials, large = (list(x) for x in book)

    def take(pred):
        for i, x in enumerate(pool):
            if pred(x):
                return pool.pop(i)
        return pool.pop(0)

    P = _role(rng, take(lambda x: x[8] < 25), trials[0])          # long, PDUFA today after close
    S = _role(rng, take(lambda x: x[8] < 40), trials[1])          # short into Phase 3 readout
    H2 = _role(rng, take(lambda x: x[8] >= 25), trials[2])        # long, topline this morning
    H4 = _role(rng, take(lambda x: x[8] >= 25), trials[3])        # long, M&A chatter
    W3 = _role(rng, take(lambda x: x[7]), trials[4])              # watch, ASCO oral
    W1 = _role(rng, take(lambda x: True), trials[5])              # watch, AdCom tomorrow
    W2 = _role(rng, take(lambda x: True), trials[6])              # watch, Ph2 readout pending
    W4 = _role(rng, take(lambda x: True), trials[7])              # watch
    U = [_role(rng, x, trials[8 + i % 8]) for i, x in enumerate(pool)]  # unrelated names
    L = {"t": large[0][0], "tl": large[0][0].lower(), "co": large[0][1], "short": large[0][2],
         "px": round(large[0][3] * rng.uniform(0.93, 1.07), 2)}
    A = {"t": large[1][0], "co": large[1][1], "short": large[1][2]}
    A2 = {"t": large[2][0], "co": large[2][1], "short": large[2][2]}

    oid_n = [rng.randint(1, 3)]

    def oid():
        oid_n[0] += 1
        return f"BC-{mmdd}-{oid_n[0]:03d}"

    # sizes / prices
    p_pos = rng.choice([50, 55, 60])
    p_add = rng.choice([40, 45, 50])
    pos_val = p_pos * 1000 * P["px"]
    nav = max(15, round(pos_val / 1e6 / rng.uniform(0.016, 0.018)))  # desk sleeve NAV, $m
    p_resz = max(5, min(p_add - 5, int((0.025 * nav * 1e6 - pos_val) / P["px"] / 1000)))
    p_post = (p_pos + p_resz) * 1000 * P["px"] / (nav * 1e6) * 100
    s_adv = rng.randint(76, 98) * 1000
    h2_lng, h4_lng, l_lng, s_sht = rng.choice([15, 18, 22]), rng.choice([20, 25, 30]), rng.choice([6, 8, 10]), rng.choice([8, 10, 12])
    p_lim = f"{P['px'] * 0.996:.2f}"
    p_f1 = f"{P['px'] * 0.994:.2f}"
    p_f2 = f"{P['px'] * 0.995:.2f}"
    p_stop0 = P["px"] * rng.uniform(0.86, 0.89)
    p_stops = [f"{p_stop0:.2f}", f"{p_stop0 * 1.03:.2f}", f"{p_stop0 * 1.065:.2f}"]
    h2_open = H2["px"] * rng.uniform(1.11, 1.19)
    h2_k = int(5 * round(h2_open * 1.1 / 5)) or 5
    h2_prem = f"{h2_open * rng.uniform(0.045, 0.06):.2f}"
    h2_fill_old = f"{float(h2_prem) + 0.03:.2f}"
    h2_fill = f"{float(h2_prem) + 0.01:.2f}"
    h2_ct = rng.choice([100, 150, 200])
    h2_tp_old = f"{h2_open * 1.12:.2f}"
    h2_tp = f"{h2_open * 1.22:.2f}"
    h2_stop = f"{H2['px'] * 0.94:.2f}"
    s_px = f"{S['px']:.2f}"
    s_stop = f"{S['px'] * 1.12:.2f}"
    s_k1 = max(2.5, round(S["px"] * 0.9 / 2.5) * 2.5)
    s_k2 = max(1.0, round(S["px"] * 0.6 / 2.5) * 2.5)
    s_debit = f"{(s_k1 - s_k2) * rng.uniform(0.22, 0.3):.2f}"
    s_fill = f"{S['px'] * 0.998:.2f}"
    xbi = rng.choice([30, 35, 40])
    xbi_px = round(rng.uniform(86, 98), 2)
    h4_bid = int(round(H4["px"] * rng.uniform(1.5, 1.8)))

    o_p, o_h2, o_s1, o_s2, o_xbi1, o_xbi2 = oid(), oid(), oid(), oid(), oid(), oid()

    # ---- overnight -------------------------------------------------------
    hb_variants = [
        "hb riskd ok · limits=14 loaded · breaches=0 · eval_lag={l}ms",
        "riskd heartbeat · all limits ok · gross {g}% net {n}% · lag {l}ms",
        "hb · riskd v3.8.2 · pb feed fresh ({l}ms) · 0 breaches",
    ]
    for h in [0, 2, 4] + list(range(5, 24)):
        m = d.post(d.T(h, 0, rng.uniform(1, 40)), "risk",
                   rng.choice(hb_variants).format(l=rng.randint(18, 140), g=rng.randint(150, 175),
                                                  n=rng.randint(18, 44)), kind="noise")
        if h == 3:
            d.idiom(m, "risk-bot heartbeat 'all limits ok'", "not_hard")

    d.post(d.T(0, 2, rng.uniform(0, 30)), "exec",
           f"EOD roll complete · GTC carried=3 · DAY purged={rng.randint(6, 14)} · positions reconciled "
           f"vs PB: 0 breaks · next session {ld.isoformat()} 04:00 ET", kind="noise")
    d.post(d.J(0, 21), "oms",
           f"FIX session BCAT-PB1 logout (scheduled) seq_in={rng.randint(40000, 60000)} "
           f"seq_out={rng.randint(40000, 60000)}", kind="noise")

    def unrelated_wire(h, mm, u, kind=None):
        templates = [
            ("prices ${a}M underwritten public offering of common stock at ${p} per share",
             "announced the pricing of an underwritten public offering of {sh} shares of its common stock at a "
             "price to the public of ${p} per share. Gross proceeds are expected to be approximately ${a}M. "
             "Jefferies, Leerink Partners and TD Cowen are acting as joint book-running managers."),
            ("announces appointment of Chief Medical Officer",
             "today announced the appointment of Dr. {nm} as Chief Medical Officer, effective immediately. "
             "Dr. {nm} joins from a large-cap pharma where she led late-stage development in immunology."),
            ("to present at the Jefferies Global Healthcare Conference",
             "will participate in a fireside chat at the Jefferies Global Healthcare Conference in New York "
             "on {day} at {tm} ET. A live webcast will be available on the Investors section of the website."),
            ("receives positive CHMP opinion for {drug}",
             "announced that the CHMP of the European Medicines Agency adopted a positive opinion recommending "
             "marketing authorization for {drug} in {ind}. The European Commission decision is expected in "
             "approximately 67 days."),
            ("completes enrolment in Phase 2 trial of {code}",
             "announced completion of enrolment in its Phase 2 trial of {code} in {ind}, with {n} patients "
             "randomized. Topline data are expected in {q}."),
            ("reports first-quarter results and business update",
             "reported first-quarter financial results. Cash, cash equivalents and marketable securities were "
             "${a}M, expected to fund operations into {yr}. R&D expense was ${r}M versus ${r2}M a year ago."),
        ]
        ti = rng.randrange(len(templates))
        head, body = templates[ti]
        # clinical / regulatory headlines on unheld names are tempting near-misses; the rest is noise
        kind = kind or ("near" if ti in (3, 4) else "noise")
        fmt = dict(a=rng.randint(50, 400), p=f"{u['px'] * rng.uniform(0.8, 0.95):.2f}",
                   sh=f"{rng.randint(4, 30) * 1000000:,}", nm=rng.choice(["Elena Vasquez", "Hannah Okafor", "Miriam Stahl", "Julia Brennan"]),
                   day=rng.choice(["Monday", "Tuesday", "Wednesday", "Thursday"]), tm=rng.choice(["9:00 a.m.", "11:30 a.m.", "2:00 p.m."]),
                   drug=u["drug"], ind=u["ind"], code=u["code"], n=rng.randint(80, 260),
                   q=rng.choice(["the fourth quarter", "1H27", "early 2027"]), yr=rng.choice(["2028", "2H28", "2029"]),
                   r=rng.randint(30, 90), r2=rng.randint(20, 80))
        title = f"{u['co']} {head.format(**fmt)}"
        txt = f"**{title}**\n{_pr(rng, u['co'], ld, body.format(**fmt), drug=u['drug'], ind=u['ind'])}"
        return d.post(d.J(h, mm, 120), "wire", txt, kind=kind)

    unrelated_wire(1, 12, U[0])
    d.post(d.J(2, 30, 60), "ci", f"deploy catalyst-wire v2.{rng.randint(10, 19)}.{rng.randint(0, 9)} → prod ok "
           f"(sha {rng.getrandbits(28):07x}) · 3/3 pods healthy · canary 0 errors", kind="noise")
    d.post(d.J(2, 33, 30), "ci", f"deploy exec-agent v1.{rng.randint(30, 49)}.{rng.randint(0, 9)} → prod ok "
           f"(sha {rng.getrandbits(28):07x}) · config hash unchanged", kind="noise")
    d.post(d.J(3, 17, 20), "wire", f"[wire] upstream ws closed (1006), retry 1/5 in 2s … reconnected, "
           f"backfilled {rng.randint(2, 6)} items, dedup dropped {rng.randint(0, 3)}", kind="noise")
    d.post(d.J(3, 18, 30), "oms",
           "```\nTraceback (most recent call last):\n"
           "  File \"/srv/oms_bridge/fix_session.py\", line 412, in _pump\n"
           "    msg = await self._reader.readuntil(b\"\\x0110=\")\n"
           "  File \"/usr/lib/python3.12/asyncio/streams.py\", line 745, in readuntil\n"
           "    raise exceptions.IncompleteReadError(chunk, None)\n"
           "asyncio.exceptions.IncompleteReadError: 0 bytes read on a total of None expected bytes\n\n"
           "During handling of the above exception, another exception occurred:\n\n"
           "Traceback (most recent call last):\n"
           "  File \"/srv/oms_bridge/fix_session.py\", line 431, in _pump\n"
           "    await self._reconnect(reason=\"eof\")\n"
           "  File \"/srv/oms_bridge/fix_session.py\", line 288, in _reconnect\n"
           "    raise SessionDown(self.comp_id, attempts=self._attempts)\n"
           "oms_bridge.errors.SessionDown: BCAT-PB1 down after 3 attempts (drop-copy unaffected)\n```\n"
           "auto-restart in 30s", kind="noise")
    d.post(d.J(3, 19, 40), "oms", "FIX session BCAT-PB1 logon ok (restart) · resend 0 · gap fill none",
           kind="noise")
    unrelated_wire(4, 44, U[1])

    cal1 = d.post(d.J(5, 30, 20), "cal",
                  f"📅 **Catalyst calendar — {today}**\n"
                  f"• ASCO day {rng.randint(3, 5)} (Chicago): oral abstract sessions 08:00–17:00 CT\n"
                  f"• {P['co']} — PDUFA ({P['drug']}, {P['ind']}) — after close\n"
                  f"• {W1['co']} — FDA AdCom ({W1['drug']}) — {tmrw}, 08:30 ET, briefing docs due today\n"
                  f"• {W3['co']} — ASCO oral, {W3['code']} — {rng.randint(1, 4)}:{rng.choice(['00', '15', '45'])} pm CT\n"
                  f"• {U[2]['co']} — R&D day, 12:00 ET\n"
                  f"• {U[3]['co']} — lock-up expiry\n"
                  f"• Jefferies Global Healthcare Conference day 2 (NYC)\n"
                  f"source: confcal v0.9 · 7 items · tz America/New_York", kind="noise")
    d.idiom(cal1, "conference-schedule cron listing held/watched names", "not_hard")
    d.post(d.J(5, 55, 40), "oms", "FIX session BCAT-PB1 logon ok · SOD positions snapshot requested",
           kind="noise")

    # ---- pre-market --------------------------------------------------------
    book = d.post(d.J(6, 4, 60), "pm",
                  f"book into today, fyi for anyone new on the desk\n"
                  f"long {P['tl']} {p_pos}k — pdufa tonight after close\n"
                  f"long {H2['tl']} {h2_lng}k — {H2['trial']} topline any day\n"
                  f"long {H4['tl']} {h4_lng}k\n"
                  f"long {L['tl']} {l_lng}k (core)\n"
                  f"short {S['tl']} {s_sht}k into {S['trial']}\n"
                  f"short xbi {xbi}k (hedge)\n"
                  f"watch: {W1['tl']} (adcom {tmrw.lower()}), {W2['tl']}, {W3['tl']} (asco), {W4['tl']}")
    d.pin(book, book.t + 20000, AUTHORS["pm"][0])
    d.react(book, book.t + 21000, "📌", AUTHORS["pm"][0])

    h2news = d.post(d.J(6, 30, 30), "wire",
                    f"[PR] {H2['co']} Announces Positive Topline Results from Phase 3 {H2['trial']} Trial of "
                    f"{H2['drug']} in {H2['ind']}\n"
                    + _pr(rng, H2["co"], ld,
                          f"today announced that {H2['trial']} met its primary endpoint ({H2['ep']}) and all key "
                          f"secondary endpoints. {H2['drug']} was generally well tolerated with a safety profile "
                          f"consistent with prior studies. Full results will be submitted for presentation at an "
                          f"upcoming medical meeting. The company will host a conference call at 8:00 a.m. ET.",
                          drug=H2["drug"], ind=H2["ind"]))
    d.hardev(h2news, "held_position_news", [H2["co"], H2["drug"], "met its primary endpoint"], "tagged")
    d.idiom(h2news, "company-name-only topline PR on a held name", "held_position_news")
    d.post(h2news.t + rng.randint(40000, 70000), "px",
           f"⚡ {H2['t']} pre-mkt +{(h2_open / H2['px'] - 1) * 100:.1f}% {h2_open:.2f} · vol {rng.randint(150, 480)}k",
           kind="noise")
    d.post(d.J(6, 33, 40), "pm", f"{H2['tl']} 🔥🔥", kind="noise")
    d.post(d.J(6, 41, 60), "tr",
           f"{H2['tl']} indicated {h2_open - 1:.0f}-{h2_open + 1:.0f} pre, spreads wide, ~{rng.randint(80, 200)}k printed. "
           f"not touching the line til the call")

    h2note = d.post(d.J(6, 58, 60), "md", _note(
        rng, H2, f"**{H2['t']} — {H2['trial']} topline, first read** (call at 8, will update)",
        [_p_design(rng, H2), _p_eff(rng, H2), _p_table(rng, H2), _p_safety(rng, H2), _p_sub(rng, H2),
         _p_pk(rng, H2), _p_kol(rng, H2), _p_comm(rng, H2), _p_model(rng, H2), _p_cross(rng, H2, U[4]),
         _p_opts(rng, H2), _p_listen(rng, H2), _p_risks(rng, H2)],
        f"Net for the book: conviction goes up — {H2['t']} moves from a trading position to a core long; "
        f"the thesis (clean safety, Q4W maintenance) is confirmed by this dataset.",
    ), reply=h2news)
    d.hardev(h2note, "thesis_update", [H2["t"], "conviction goes up", "core long"], "buried")

    unrelated_wire(7, 0, U[5])
    w2news = d.post(d.J(7, 2, 40), "wire",
                    f"clinicaltrials.gov · record updated\nstudy={W2['nct']} sponsor=\"{W2['co']}\" "
                    f"intervention={W2['code']} phase=2\nfield=overall_status old=\"Active, not recruiting\" "
                    f"new=\"Completed\"\nfield=primary_completion old=\"{ld.year}-09\" new=\"{ld.year}-{ld.month - 1 or 1:02d} (actual)\"")
    d.hardev(w2news, "watchlist_news", [W2["nct"], W2["co"], "Completed"], "structured")
    d.idiom(w2news, "clinicaltrials.gov status diff on a watched sponsor", "watchlist_news")

    d.post(d.J(7, 6, 60), "ss",
                  f"[GS · hc sales] big print: {rng.choice(['LO', 'a fund'])} bought {rng.randint(150, 400)}k "
                  f"{U[6]['t']} at {U[6]['px']:.2f} pre, we crossed it. Also seeing a seller of {U[7]['t']} "
                  f"aug calls, 3k lots.", kind="near")
    d.post(d.J(7, 10, 60), "jr", f"morning. XBI indicated +{rng.uniform(0.1, 0.9):.1f}%, IBB +{rng.uniform(0.1, 0.5):.1f}. "
           f"nothing on the tape for {S['tl']}, borrow still {rng.randint(30, 48)}%")
    d.post(d.J(7, 12, 30), "cal",
           f"ASCO today (CT): 08:00 GU oral · 09:45 lung LBA session · 13:15 {W3['short']} oral "
           f"({W3['code']}, abstract LBA{rng.randint(1000, 9999)}) · 15:00 heme poster walk. "
           f"Embargo lifts at presentation start.", kind="noise")

    crl = d.post(d.J(7, 20, 40), "wire",
                 f"**{U[8]['co']} receives Complete Response Letter from FDA for {U[8]['drug']}**\n"
                 + _pr(rng, U[8]["co"], ld,
                       f"announced that the FDA issued a Complete Response Letter for the BLA for {U[8]['drug']} in "
                       f"{U[8]['ind']}. The CRL cites observations from the pre-license inspection of a third-party "
                       f"manufacturing facility and does not request additional clinical studies.",
                       drug=U[8]["drug"], ind=U[8]["ind"]), kind="near")
    tri = d.post(crl.t + rng.randint(3000, 9000), "wire",
                 f"triage: \"{U[8]['short']} CRL\" → no_route (not held, not on watchlist) · score 0.12",
                 reply=crl)
    d.hardev(tri, "no_route_decision", ["no_route", U[8]["short"]], "structured")

    q1 = d.post(d.J(7, 28, 60), "pm", f"@praman.md where are we on {P['tl']} into tonight")
    p_note = d.post(d.J(7, 36, 60), "md", _note(
        rng, P, f"**{P['t']} — PDUFA tonight ({P['drug']}, {P['ind']})**",
        [_p_design(rng, P), _p_eff(rng, P), _p_table(rng, P), _p_safety(rng, P), _p_pk(rng, P),
         _p_enrol(rng, P), _p_reg(rng, P, f"{today} (after close)"), _p_kol(rng, P), _p_model(rng, P),
         _p_cross(rng, P, U[5]),
         f"Scenarios. Clean label in the full trial population: +{rng.randint(25, 45)}%. Label restricted "
         f"to a later line with a boxed warning: {rng.randint(-25, -12)}%. CRL (I put it at {rng.randint(8, 16)}%): "
         f"-{rng.randint(50, 70)}%. Probability-weighted that is still +{rng.randint(6, 14)}% against an implied "
         f"move of ±{rng.randint(30, 45)}%.",
         _p_opts(rng, P), _p_risks(rng, P)],
        f"Recommendation: buy {p_add}k {P['t']} at {p_lim} limit or better before the close, taking the line to "
        f"{p_pos + p_add}k, stop {p_stops[0]} on the add only until we see the label.",
    ), reply=q1)
    d.hardev(p_note, "trade_proposal", [P["t"], "buy", f"{p_add}k", p_lim], "buried")
    d.idiom(p_note, "size + limit proposal buried in a long PDUFA note", "trade_proposal")

    appr = d.post(p_note.t + rng.randint(300000, 480000), "pm",
                  f"ok do it. {p_add}k {P['tl']}, limit's fine", reply=p_note)
    d.hardev(appr, "trade_approval", ["ok do it", P["tl"], f"{p_add}k"], "reply")
    d.idiom(appr, "terse lowercase 'ok do it' reply approving analyst proposal", "trade_approval")

    rs = d.post(appr.t + rng.randint(30000, 50000), "risk",
                f"RESIZE pre-trade ord_id={o_p} sym={P['t']} side=BUY qty={p_add * 1000} → {p_resz * 1000} · "
                f"rule=event_risk.single_name cap=2.50% NAV (binary: PDUFA {ld.isoformat()} AC) · "
                f"post-trade {P['t']} {p_post:.2f}% NAV")
    d.hardev(rs, "risk_limit", ["RESIZE", P["t"], str(p_add * 1000), str(p_resz * 1000)], "structured")
    d.idiom(rs, "risk engine resizes an order before a binary event", "risk_limit")
    ack = d.post(rs.t + rng.randint(1500, 4000), "exec",
                 f"ACK ord_id={o_p} sym={P['t']} side=BUY qty={p_resz * 1000} type=LMT px={p_lim} tif=DAY "
                 f"acct=BCAT-01 algo=VWAP-open status=WORKING")
    d.hardev(ack, "trade_confirmation", [o_p, P["t"], "BUY", str(p_resz * 1000), "WORKING"], "structured")
    d.idiom(ack, "key=value ACK line from execution agent", "trade_confirmation")
    d.post(ack.t + rng.randint(20000, 60000), "pm", "fine", kind="noise")
    d.post(d.J(7, 52, 60), "jr",
                  f"if they get the 1L language too this is a {int(P['px'] * 1.6)} stock and we'd want the full "
                  f"{p_add}k, not {p_resz}k", kind="near")

    unrelated_wire(8, 2, U[9])
    rum = d.post(d.J(8, 15, 60), "ss",
                 f"[JEF · biotech desk] chatter that {A['co']} has advisers looking at {H4['co']} again, "
                 f"~${h4_bid}/sh floated in the room. second time this quarter, treat w/ salt. Stock not moving "
                 f"pre yet, {rng.randint(8, 30)}k traded.")
    d.hardev(rum, "held_position_news", [A["co"], H4["co"], f"${h4_bid}/sh"], "untagged")
    d.idiom(rum, "M&A rumour on a held name via sell-side relay (company names only)", "held_position_news")
    nr = d.post(rum.t + rng.randint(120000, 300000), "pm",
                f"saw it. no action on the takeout chatter, already full size in {H4['tl']}", reply=rum)
    d.hardev(nr, "no_route_decision", ["no action", H4["tl"]], "reply")
    d.idiom(nr, "explicit 'no action' reply on a rumour", "no_route_decision")
    d.post(nr.t + rng.randint(60000, 150000), "md",
           f"fwiw the same chatter ran in Feb and {A['short']} ended up buying something in a different TA. "
           f"{A['short']}'s BD head said on the Q1 call they want late-stage I&I, {H4['short']} fits that less "
           f"than people think")
    d.post(d.J(8, 30, 10), "wire",
           f"macro: US {rng.choice(['May CPI', 'May PPI', 'retail sales'])} {rng.choice(['+0.1', '+0.2', '+0.3'])}% m/m "
           f"vs {rng.choice(['+0.2', '+0.3'])}% est · UST 10y {rng.uniform(3.9, 4.6):.2f}%", kind="noise")
    hist = d.post(d.J(8, 40, 60), "tr",
                  f"reminder for tonight: last PDUFA we played on {U[10]['tl']} in march we paid {U[10]['px']:.2f} "
                  f"for 30k and it opened at {U[10]['px'] * 0.42:.2f} on the CRL. sizing is the whole game",
                  kind="near")
    d.idiom(hist, "past PDUFA trade told as history", "not_hard")
    bt = d.post(d.J(8, 46, 60), "jr",
                f"backtest (pdufa run-up rule: buy T-5, sell T-1, n={rng.randint(120, 180)} since 2018): "
                f"avg +{rng.uniform(4, 8):.1f}%, hit {rng.randint(54, 62)}%, worst -{rng.randint(25, 40)}%. "
                f"holding through the decision: avg +{rng.uniform(0.5, 3):.1f}%, stdev {rng.randint(32, 48)}%. "
                f"sim fills at the close, no slippage", kind="near")
    d.idiom(bt, "backtest stats with fills/returns", "not_hard")

    w1news = d.post(d.J(8, 55, 40), "wire", "", embeds=[{
        "title": f"FDA posts briefing documents for {tmrw} advisory committee: {W1['drug']}",
        "description": (f"FDA reviewers flag a hepatic signal (ALT >3x ULN in {rng.uniform(2, 6):.1f}% vs "
                        f"{rng.uniform(0.5, 1.5):.1f}% on placebo) and question the durability of the {W1['ep']} "
                        f"effect beyond week 52. Voting question asks whether the benefit-risk of {W1['drug']} "
                        f"is favorable in {W1['ind']}."),
        "author": "FDA · Advisory Committee Calendar",
        "fields": [{"name": "Sponsor", "value": W1["co"], "inline": True},
                   {"name": "Committee", "value": rng.choice(["GIDAC", "PCNS", "EMDAC", "CRDAC"]), "inline": True},
                   {"name": "Meeting", "value": f"{tmrw}, 08:30 ET"}],
        "footer": "fda.gov · briefing document (87 pp)"}])
    d.hardev(w1news, "watchlist_news", [W1["drug"], "hepatic signal", W1["co"]], "embed")
    rt = d.post(w1news.t + rng.randint(90000, 200000), "pm",
                f"@praman.md take the {W1['tl']} briefing doc, want a vote-by-vote read by 2. ana help on the "
                f"hepatic tables", reply=w1news)
    d.hardev(rt, "route_decision", ["@praman.md", W1["tl"], "briefing doc"], "reply")
    d.post(rt.t + rng.randint(30000, 90000), "md", "on it", kind="noise")
    starter = d.post(d.J(9, 4, 40), "md", f"🧵 {W1['t']} adcom prep — working notes in thread, keep main clean")
    d.thread_starter = starter
    d.post(d.J(9, 14, 30), "oms", "pre-open: 3 GTC resting · 0 rejects overnight · drop-copy in sync", kind="noise")

    prop2 = d.post(d.J(9, 20, 40), "tr",
                   f"b {h2_ct} {H2['tl']} {mon1} {h2_k}c @ {h2_prem} lmt, adds ~{rng.uniform(0.8, 1.4):.1f}% "
                   f"delta-adj. pm?")
    d.hardev(prop2, "trade_proposal", [H2["tl"], f"{mon1} {h2_k}c", h2_prem, str(h2_ct)], "shorthand")
    d.idiom(prop2, "shorthand option proposal 'b 150 xyz jul 55c @ 2.35 lmt'", "trade_proposal")
    ap2 = d.post(prop2.t + rng.randint(40000, 100000), "pm", "👍 send it", reply=prop2)
    d.hardev(ap2, "trade_approval", ["👍", "send it"], "reply")
    occ = f"{H2['t']} {exp1.strftime('%y%m%d')}C{h2_k * 1000:08d}"
    acc = d.post(ap2.t + rng.randint(20000, 50000), "oms", "", embeds=[{
        "title": "Order accepted",
        "description": f"{occ} · BUY {h2_ct} · LMT {h2_prem} · DAY",
        "fields": [{"name": "Account", "value": "BCAT-01", "inline": True},
                   {"name": "Status", "value": "NEW / accepted", "inline": True},
                   {"name": "Route", "value": "CBOE via PB smart"}],
        "footer": f"order {o_h2} · Halverson Prime"}])
    d.hardev(acc, "trade_confirmation", [o_h2, "Order accepted", "BUY", str(h2_ct)], "embed")

    # ---- open ---------------------------------------------------------------
    f1 = d.post(d.T(9, 31, rng.uniform(10, 50)), "oms", "", embeds=[{
        "title": "Execution report — partial fill",
        "description": f"{P['t']} BUY {p_resz * 1000 // 2:,} @ {p_f1}",
        "fields": [{"name": "Account", "value": "BCAT-01", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": f"{p_resz * 1000 // 2:,}", "inline": True},
                   {"name": "Px", "value": p_f1, "inline": True},
                   {"name": "Leaves", "value": f"{p_resz * 1000 - p_resz * 1000 // 2:,}", "inline": True}],
        "footer": f"order {o_p} · venue ARCA · Halverson Prime"}])
    d.hardev(f1, "trade_fill", [P["t"], "BUY", f"{p_resz * 1000 // 2:,}", p_f1], "embed")
    d.idiom(f1, "embed-only partial fill from OMS bridge", "trade_fill")
    f2 = d.post(f1.t + rng.randint(60000, 180000), "exec",
                f"FILL ord_id={o_p} sym={P['t']} side=BUY last_qty={p_resz * 1000 - p_resz * 1000 // 2} "
                f"last_px={p_f2} cum_qty={p_resz * 1000} avg_px={(float(p_f1) + float(p_f2)) / 2:.3f} status=FILLED")
    d.hardev(f2, "trade_fill", [o_p, P["t"], "BUY", p_f2, "FILLED"], "structured")
    other = d.post(f2.t + rng.randint(20000, 60000), "oms", "", embeds=[{
        "title": "Execution report",
        "description": f"{P['t']} BUY {rng.randint(20, 60) * 1000:,} @ {float(p_f2) + 0.02:.2f}",
        "fields": [{"name": "Account", "value": "HVW-MASTER-3", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Status", "value": "FILLED", "inline": True}],
        "footer": f"order HV-{rng.randint(70000, 79999)} · Halverson Prime · shared drop-copy (not BCAT)"}],
        kind="near")
    d.idiom(other, "another fund's fill on the same prime broker drop-copy", "not_hard")
    d.post(other.t + rng.randint(30000, 80000), "tr",
           "^ that's harborview not us, the PB drop-copy filter is leaky again. opened a ticket")
    stop1 = d.post(d.J(9, 36, 60), "tr", f"{P['tl']} stop {p_stops[0]} on the whole line")
    d.edit(stop1, d.T(10, 40, rng.uniform(0, 60)), f"{P['tl']} stop {p_stops[1]} on the whole line (moved up after fill)",
           [p_stops[0]])
    d.edit(stop1, d.T(13, 55, rng.uniform(0, 60)), f"{P['tl']} stop {p_stops[2]} on the whole line (moved up again, "
           f"tape's firm into the print)", [p_stops[1]])
    d.hardev(stop1, "stop_or_target_change", [P["tl"], "stop", p_stops[2]], "untagged", "edited")
    d.idiom(stop1, "stop level moved twice by editing the same message", "stop_or_target_change")

    hf = d.post(d.J(9, 38, 60), "exec",
                f"FILL ord_id={o_h2} sym={occ} side=BUY qty={h2_ct} px={h2_fill_old} status=FILLED venue=CBOE")
    d.edit(hf, hf.t + rng.randint(600000, 1200000),
           f"FILL ord_id={o_h2} sym={occ} side=BUY qty={h2_ct} px={h2_fill} status=FILLED venue=CBOE "
           f"(px corrected per PB allocation)", [h2_fill_old])
    d.hardev(hf, "trade_fill", [o_h2, "BUY", str(h2_ct), h2_fill], "structured", "edited")
    d.post(hf.t + rng.randint(15000, 40000), "pm", "thx", kind="noise")

    def pnl(h, mm):
        return d.post(d.J(h, mm, 60), "risk", "", embeds=[{
            "title": f"PnL snapshot {h:02d}:{mm:02d} ET",
            "fields": [{"name": "Day PnL", "value": f"{rng.choice(['+', '-'])}${rng.randint(20, 900)}k", "inline": True},
                       {"name": "Gross", "value": f"{rng.randint(150, 182)}%", "inline": True},
                       {"name": "Net", "value": f"{rng.randint(18, 45)}%", "inline": True},
                       {"name": "Top contributor", "value": f"{H2['t']} +${rng.randint(100, 700)}k"},
                       {"name": "Top detractor", "value": f"{rng.choice([S['t'], P['t'], 'XBI'])} -${rng.randint(10, 120)}k"}],
            "footer": f"riskd · NAV ${nav}m · marks: PB 15s"}], kind="noise")

    def pxalert(h, mm, r, kind="noise"):
        mv = rng.uniform(-9, 12)
        return d.post(d.J(h, mm, 120), "px",
                      f"⚡ {r['t']} {mv:+.1f}% {r['px'] * (1 + mv / 100):.2f} · {rng.randint(2, 9)}x ADV · "
                      f"{rng.choice(['no news', 'halt risk', 'options active', 'block prints'])}", kind=kind)

    pnl(9, 45)
    for (h, mm), r in zip([(9, 48), (10, 12), (10, 58), (11, 26), (12, 47), (13, 33), (14, 52), (15, 41), (15, 57)],
                          [U[6], S, W3, U[2], H4, U[9], P, W2, U[1]], strict=True):
        pxalert(h, mm, r)

    s_note = d.post(d.J(9, 50, 60), "md", _note(
        rng, S, f"**{S['t']} — {S['trial']} readout window opens (guided '{rng.choice(['mid-June', 'June', 'late Q2'])}')**",
        [_p_design(rng, S), _p_enrol(rng, S),
         f"Phase 2 read-through. The Phase 2 showed {S['ep']} with p={rng.uniform(0.02, 0.049):.3f} on a "
         f"post-hoc cut of n={rng.randint(60, 140)}, and the pre-specified primary missed (p={rng.uniform(0.08, 0.3):.2f}). "
         f"The Phase 3 is powered off the post-hoc effect size. That is the core of the short.",
         _p_safety(rng, S), _p_sub(rng, S), _p_pk(rng, S), _p_kol(rng, S), _p_comm(rng, S), _p_model(rng, S),
         _p_cross(rng, S, U[6]), _p_opts(rng, S),
         _p_risks(rng, S)],
        f"Trade: we recommend buying 200x {S['t']} {mon2} {s_k1:g}/{s_k2:g} put spreads at {s_debit} debit into the "
        f"readout, replacing part of the stock short.",
    ))
    d.hardev(s_note, "trade_proposal", [S["t"], "put spreads", f"{s_k1:g}/{s_k2:g}", s_debit], "buried")
    rej = d.post(s_note.t + rng.randint(300000, 600000), "pm",
                 f"pass. borrow's {rng.randint(38, 48)}% and the puts are priced for it", reply=s_note)
    d.hardev(rej, "trade_approval", ["pass", "puts"], "reply")
    d.idiom(rej, "one-word 'pass' rejecting a buried proposal", "trade_approval")
    sp = d.post(rej.t + rng.randint(20000, 70000), "pm",
                f"short {rng.choice([10, 12])}k {S['tl']} stk here instead, {s_px} lmt, stop {s_stop}")
    sp_sz = sp.content.split()[1]
    d.hardev(sp, "trade_proposal", ["short", sp_sz, S["tl"], s_px, s_stop], "untagged")
    blk = d.post(sp.t + rng.randint(25000, 45000), "risk",
                 f"BLOCK pre-trade ord_id={o_s1} sym={S['t']} side=SELL_SHORT qty={int(sp_sz[:-1]) * 1000} px={s_px}: "
                 f"rule=liquidity.event_short (binary <10d) limit=10% 20d ADV ({s_adv:,}), "
                 f"order={int(sp_sz[:-1]) * 1000 / s_adv * 100:.1f}% ADV → REJECTED")
    d.hardev(blk, "risk_limit", ["BLOCK", S["t"], "10% 20d ADV", "REJECTED"], "structured")
    cut = d.post(blk.t + rng.randint(40000, 110000), "pm", f"ok cut to 7.5k {S['tl']} then, same lmt", reply=blk)
    d.hardev(cut, "trade_proposal", ["7.5k", S["tl"], "same lmt"], "reply")
    ack2 = d.post(cut.t + rng.randint(20000, 40000), "exec",
                  f"ACK ord_id={o_s2} sym={S['t']} side=SELL_SHORT qty=7500 type=LMT px={s_px} tif=DAY acct=BCAT-01 "
                  f"locate=PB-{rng.randint(100000, 999999)} status=WORKING")
    d.hardev(ack2, "trade_confirmation", [o_s2, S["t"], "7500", "WORKING"], "structured")
    fl3 = d.post(ack2.t + rng.randint(600000, 1100000), "tr", f"[FILL] {S['tl']} ss 5,000 @ {s_fill}, 2,500 left working")
    d.hardev(fl3, "trade_fill", ["[FILL]", S["tl"], "5,000", s_fill], "tagged")

    w3news = d.post(d.J(10, 45, 60), "wire", "", embeds=[{
        "title": f"ASCO LBA: {W3['code']} ({W3['drug']}) {W3['ep']} data in {W3['ind']}",
        "description": (f"{W3['co']} late-breaking abstract released ahead of oral presentation. ORR "
                        f"{rng.randint(32, 58)}% (n={rng.randint(60, 140)}), median {W3['ep']} {rng.uniform(7, 14):.1f} mo, "
                        f"grade ≥3 TRAEs {rng.randint(18, 41)}%."),
        "fields": [{"name": "Session", "value": f"Oral abstract, {rng.randint(1, 4)}:15 pm CT"},
                   {"name": "Abstract", "value": f"LBA{rng.randint(1000, 9999)}", "inline": True}],
        "footer": "asco.org · abstract release"}])
    d.hardev(w3news, "watchlist_news", [W3["co"], W3["code"], "ASCO LBA"], "embed")
    qn = d.post(w3news.t + rng.randint(60000, 180000), "jr",
                f"should we own some {W3['tl']} calls into the oral? ivol's only {rng.randint(70, 110)}", kind="near")
    d.post(qn.t + rng.randint(60000, 200000), "md",
           "the abstract is the whole dataset, the oral adds 3 months of follow-up. I would not pay up for that")

    d.post(d.J(11, 0, 60), "ss",
           f"[LEER · spec sales] generalists back in smid bio this week, XBI flows +${rng.randint(80, 400)}m w/w. "
           f"specialists net sellers of anything with a June catalyst.", kind="noise")
    cxl = d.post(d.J(11, 8, 60), "exec",
                 f"CXL ord_id={o_s2} sym={S['t']} leaves=2500 status=CANCELLED reason=user(dkessler) cum_qty=5000 avg_px={s_fill}")
    d.hardev(cxl, "trade_confirmation", ["CXL", o_s2, "CANCELLED", "2500"], "structured")
    d.post(cxl.t + rng.randint(30000, 90000), "tr", "👍", kind="noise")

    d.post(d.J(11, 30, 60), "md", _note(
        rng, W2, f"**{W2['t']} — Phase 2 completed, what the readout needs to show**",
        [_p_design(rng, W2, phase=2), _p_enrol(rng, W2), _p_pk(rng, W2), _p_safety(rng, W2),
         _p_cross(rng, W2, U[5]), _p_kol(rng, W2), _p_comm(rng, W2), _p_opts(rng, W2),
         f"How it trades: the last three comparable Phase 2 reads in this indication saw buyers into the "
         f"print and sellers on any effect size below ~{rng.randint(10, 20)} pts. A short into it is crowded, a "
         f"long needs the high end. More once we have the topline date."],
        None), kind="near")
    pnl(11, 45)
    d.post(d.J(12, 2, 60), "jr", "cart's here, anyone want anything", kind="noise")
    ln = d.post(d.J(12, 10, 60), "wire",
                f"**{L['co']} to Acquire {U[11]['co']} for ${rng.randint(30, 90)}.00 per Share in Cash**\n"
                + _pr(rng, L["co"], ld,
                      f"and {U[11]['co']} today announced a definitive agreement under which {L['co']} will acquire "
                      f"{U[11]['co']} for ${rng.randint(30, 90)}.00 per share in cash, an equity value of approximately "
                      f"${rng.uniform(2, 9):.1f} billion. The transaction is expected to close in the fourth quarter "
                      f"and to be dilutive to non-GAAP EPS by $0.{rng.randint(10, 40)} in the first full year."))
    d.hardev(ln, "held_position_news", [L["co"], "to Acquire", U[11]["co"]], "untagged")
    d.post(ln.t + rng.randint(60000, 200000), "pm", f"{L['tl']} paying up again lol")
    d.post(d.J(12, 30, 60), "jr",
                   f"paper book update (T-5 rule, not real money): b 5k {U[0]['tl']} {U[0]['px']:.2f}, "
                   f"s 3k {U[1]['tl']} {U[1]['px']:.2f}. paper pnl mtd +{rng.uniform(1, 6):.1f}%", kind="near")
    d.post(d.J(12, 41, 60), "ci", f"ci: riskd limits-table migration #{rng.randint(400, 499)} passed · 212 tests · "
           f"deploy scheduled 18:00 ET", kind="noise")
    unrelated_wire(12, 55, U[3])

    # ---- thread: adcom prep -------------------------------------------------
    th = d.post(d.J(13, 2, 60), "md",
                f"vote-by-vote read for tmrw ({W1['drug']}): 9 voting members incl. patient rep and consumer rep. "
                f"Two hepatologists on the panel; one voted no on the last hepatic-signal product in 2024. "
                f"My count: 6 yes / 3 no / 2 lean. The hepatic cases in the briefing doc: {rng.randint(4, 9)} with "
                f"ALT >3x, {rng.randint(0, 2)} Hy's law candidate adjudicated 'unlikely related'.", thread=True)
    w1r = d.post(th.t + rng.randint(60000, 150000), "md", _note(
        rng, W1, f"**{W1['t']} — briefing doc, longer read**",
        [_p_design(rng, W1), _p_eff(rng, W1), _p_safety(rng, W1), _p_sub(rng, W1), _p_pk(rng, W1),
         _p_reg(rng, W1, None), _p_opts(rng, W1)], None), thread=True, kind="near")
    hyp2 = d.post(w1r.t + rng.randint(200000, 400000), "md",
                  "if the AdCom goes 10-2 or better we'd add into the print; 7-5 or worse we stay out, the stock "
                  "won't hold it", thread=True, kind="near")
    d.idiom(hyp2, "hypothetical vote outcome ('if the AdCom goes 10-2 we'd add')", "not_hard")
    w1_c = int(5 * round(W1["px"] * 1.1 / 5)) or 5
    w1_p = f"{W1['px'] * rng.uniform(0.04, 0.06):.2f}"
    tp = d.post(hyp2.t + rng.randint(300000, 600000), "md",
                f"proposal: buy 60 {W1['t']} {mon1} {w1_c}c @ {w1_p} as a lottery into the vote, max loss "
                f"${60 * 100 * float(w1_p):,.0f}", thread=True)
    d.hardev(tp, "trade_proposal", ["buy 60", W1["t"], f"{mon1} {w1_c}c", w1_p], "untagged")
    tpr = d.post(tp.t + rng.randint(120000, 300000), "pm", "pass. nothing into the vote", reply=tp, thread=True)
    d.hardev(tpr, "trade_approval", ["pass", "nothing into the vote"], "reply")
    d.post(tpr.t + rng.randint(60000, 200000), "jr",
           f"hepatic table: {rng.randint(4, 9)} pts ALT>3x on drug, median onset wk {rng.randint(6, 14)}, all resolved "
           f"off drug; {rng.randint(1, 3)} rechallenged, 0 recurrence. placebo {rng.randint(0, 2)}.", thread=True)
    d.post(tpr.t + rng.randint(250000, 500000), "md", "ty", thread=True, kind="noise")

    tpchg = d.post(d.J(13, 40, 60), "pm",
                   f"{H2['tl']}: raising the take-profit to {h2_tp} from {h2_tp_old}, stop stays {h2_stop}")
    d.hardev(tpchg, "stop_or_target_change", [H2["tl"], "take-profit", h2_tp], "untagged")

    gb = d.post(d.J(14, 5, 40), "risk", "", embeds=[{
        "title": "⚠️ LIMIT BREACH — gross exposure",
        "description": f"desk biotech_catalysts gross {rng.uniform(186, 192):.1f}% NAV vs limit 185.0%",
        "fields": [{"name": "Limit", "value": "gross ≤ 185% NAV", "inline": True},
                   {"name": "Action", "value": "reduce by 15:45 ET or riskd will block new opening orders"},
                   {"name": "Driver", "value": f"{P['t']} add + {H2['t']} calls"}],
        "footer": "riskd · rule desk.gross · sev 2"}])
    d.hardev(gb, "risk_limit", ["LIMIT BREACH", "gross", "185% NAV"], "embed")
    xs = d.post(gb.t + rng.randint(60000, 150000), "pm",
                "pull the stop on the xbi short, it's a hedge now not a trade")
    d.hardev(xs, "stop_or_target_change", ["stop", "xbi short"], "untagged")
    xc = d.post(xs.t + rng.randint(20000, 60000), "pm", "and to fix gross: cover 10k xbi at mkt", reply=gb)
    d.hardev(xc, "trade_proposal", ["cover", "10k", "xbi"], "shorthand")
    xr = d.post(xc.t + rng.randint(30000, 60000), "exec",
                f"REJ ord_id={o_xbi1} sym=XBI side=BUY qty=10000 type=MKT reason=venue_reject(\"short-exempt flag "
                f"on cover requires acct BCAT-01S\") status=REJECTED")
    d.hardev(xr, "trade_confirmation", [o_xbi1, "XBI", "REJECTED"], "structured")
    d.post(xr.t + rng.randint(20000, 60000), "tr", "fixing acct flag, resending")
    xf = d.post(xr.t + rng.randint(100000, 200000), "oms", "", embeds=[{
        "title": "Execution report",
        "description": f"XBI BUY 10,000 @ {xbi_px:.2f} (cover)",
        "fields": [{"name": "Account", "value": "BCAT-01S", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Status", "value": "FILLED", "inline": True}],
        "footer": f"order {o_xbi2} · venue NYSE Arca · Halverson Prime"}])
    d.hardev(xf, "trade_fill", ["XBI", "BUY 10,000", f"{xbi_px:.2f}"], "embed")

    lim = d.post(d.J(14, 15, 60), "pm",
                 "event caps for the adcom names tmrw: 1% NAV max per name, pdufa-after-close names 1.5%. no exceptions")
    d.hardev(lim, "risk_limit", ["event caps", "1% NAV", "1.5%"], "untagged")
    d.idiom(lim, "PM sets a risk limit in lowercase prose", "risk_limit")

    dups = []
    for i in range(4):
        dups.append(d.post(d.T(14, 31, 5 + i * 2 + rng.uniform(0, 1)), "px",
                           f"⚡ {U[4]['t']} halted LULD · resume {14 + (i > 5)}:3{6 + i // 2} (dup #{i + 1})", kind="noise"))
    d.bulk_delete(dups, d.T(14, 33, rng.uniform(0, 30)), [f"halted LULD · resume 14:3{6 + i // 2} (dup #{i + 1})" for i in range(4)])

    delp_px = f"{U[5]['px']:.2f}"
    delp = d.post(d.J(14, 40, 40), "pm", f"s 20k {U[5]['tl']} {delp_px} lmt")
    d.delete(delp, delp.t + rng.randint(20000, 50000), f"s 20k {U[5]['tl']} {delp_px} lmt")
    d.hardev(delp, "trade_proposal", [U[5]["tl"], "20k", delp_px], "shorthand", "deleted")
    d.post(delp.t + rng.randint(55000, 90000), "pm", "wrong chan, ignore", kind="noise")

    fg_text = (f"Call notes — {W1['t']} — spoke with a site investigator on {W1['trial']} via "
               f"{rng.choice(['GLG', 'AlphaSights', 'Guidepoint'])} this morning. Said the two late hepatic cases at "
               f"her site were on drug, one with bilirubin elevation, and that the sponsor's causality assessment "
               f"'was a stretch'. Net: my conviction on {W1['t']} into the vote drops; I'd now put approval odds "
               f"below 50%.")
    fg = d.post(d.J(15, 0, 60), "md", fg_text)
    d.forget(fg, fg.t + rng.randint(600000, 1200000), AUTHORS["cmp"][0], "spoke with a site investigator on")
    d.hardev(fg, "thesis_update", [W1["t"], "conviction", "below 50%"], "untagged", "forgotten")
    d.idiom(fg, "expert-call conviction change erased by compliance forget", "thesis_update")
    d.post(fg.t + rng.randint(1250000, 1500000), "cmp",
           "removed a post under the expert-network policy. reminder: no investigator / site colour in channel, "
           "send it to compliance first")
    pnl(15, 30)
    d.post(d.J(15, 38, 60), "ss",
                  f"[EVR · trading] we sold {rng.randint(100, 300)}k {U[9]['t']} for a holder at {U[9]['px']:.2f}, "
                  f"{rng.randint(3, 6)}% disc, done. still have more behind it", kind="near")
    d.post(d.J(15, 50, 60), "jr",
                f"lol \"{U[10]['co']} soars {rng.randint(60, 140)}% after {U[10]['drug']} hits in Phase 2\" "
                f"— that's the one everyone shorted in march", kind="near")

    # ---- close / after hours --------------------------------------------------
    d.post(d.J(16, 0, 30), "exec",
           f"close: {rng.randint(9, 16)} orders today · {rng.randint(7, 13)} filled · 1 cancelled · 1 rejected · "
           f"0 working · slippage vs arrival {rng.uniform(-8, 12):+.1f}bp", kind="noise")
    ew = d.post(d.J(16, 5, 30), "risk",
                f"EVENT WINDOW OPEN {P['t']} (PDUFA) · new orders in {P['t']} blocked until 09:25 ET "
                f"{tmrw_d.isoformat()} unless PM override")
    d.hardev(ew, "risk_limit", ["EVENT WINDOW OPEN", P["t"], "blocked"], "structured")
    pnl(16, 15)
    unrelated_wire(16, 20, U[2])

    pa_t = d.J(16, 31, 300)
    appv = d.post(pa_t, "wire", "", embeds=[{
        "title": f"FDA approves {P['drug']} for {P['ind']}",
        "description": (f"Label limited to patients previously treated with at least one prior therapy; "
                        f"boxed warning for {rng.choice(['ILD/pneumonitis', 'hepatotoxicity', 'QTc prolongation'])}. "
                        f"No REMS. Postmarketing requirement: confirmatory trial readout by {ld.year + 2}."),
        "author": "FDA · Drugs@FDA / press",
        "fields": [{"name": "Application", "value": f"BLA {rng.randint(761000, 761499)}", "inline": True},
                   {"name": "Action", "value": "Approval", "inline": True}],
        "footer": f"fda.gov · {ld.isoformat()} 16:{pa_t // 60000 % 60:02d} ET"}])
    d.hardev(appv, "held_position_news", [f"FDA approves {P['drug']}", "boxed warning"], "embed")
    d.idiom(appv, "drug-name-only FDA approval embed on a held name", "held_position_news")
    d.post(appv.t + rng.randint(60000, 120000), "px",
           f"⚡ {P['t']} AH {-rng.uniform(6, 14):.1f}% {P['px'] * 0.9:.2f} · halted? no · {rng.randint(200, 900)}k AH vol",
           kind="noise")
    th2 = d.post(appv.t + rng.randint(400000, 700000), "pm",
                 f"label's narrower than we modeled (2L only + boxed). {P['tl']} thesis half-broken, conviction down — "
                 f"trim at the open not in the AH", reply=appv)
    d.hardev(th2, "thesis_update", [P["tl"], "thesis half-broken", "conviction down"], "reply")
    d.react(th2, th2.t + 30000, "👍", AUTHORS["md"][0])
    rte = d.post(th2.t + rng.randint(100000, 300000), "exec",
                 f"routed: {P['t']} post-PDUFA trim → queue=pdufa-am owner=theo.m · sizing pending PM 08:30 ET · "
                 f"ref={appv.t % 100000:05d}")
    d.hardev(rte, "route_decision", ["routed", "pdufa-am", "theo.m"], "structured")
    fv_old, fv_new = int(P["px"] * rng.uniform(1.5, 1.8)), int(P["px"] * rng.uniform(1.05, 1.25))
    lbl = d.post(d.J(17, 5, 120), "md", _note(
        rng, P, f"**{P['t']} — label read ({P['drug']}), first pass through the PI**",
        [f"Indication statement. Approved for {P['ind']} in patients who have received at least one prior "
         f"therapy; the trial enrolled {rng.randint(18, 35)}% treatment-naive patients who are now off-label. "
         f"That is the piece we had at {rng.randint(20, 35)}% probability and it is the piece that moves the model "
         f"most — roughly {rng.randint(30, 45)}% of our peak sales sat in the earlier line.",
         f"Boxed warning. Section 5.1 carries the AESI with monitoring language (baseline and every "
         f"{rng.choice(['4', '6', '8'])} weeks for the first 6 months). No REMS, no restricted distribution. "
         f"Dose-modification table is workable; the discontinuation language is softer than I feared.",
         f"PMR/PMC. Confirmatory trial readout due {ld.year + 2}; a dedicated hepatic-impairment study; "
         f"15-year follow-up not required. Nothing here that changes the cash runway.",
         _p_comm(rng, P), _p_model(rng, P),
         f"Compared with the last three {P['ep']}-based approvals in this space, this label is the narrowest "
         f"of the group and the only one boxed. Precedent says uptake in the first two quarters is "
         f"{rng.randint(30, 60)}% slower for boxed labels, then converges if the AESI is manageable in practice.",
         _p_risks(rng, P)],
        f"Net: fair value comes down from ${fv_old} to ${fv_new} on the narrower label; I agree with trimming "
        f"{P['t']} at the open, the thesis now rests on the 1L sBLA only.",
    ), reply=th2)
    d.hardev(lbl, "thesis_update", [P["t"], f"${fv_old} to ${fv_new}", "fair value comes down"], "buried")
    d.post(d.J(17, 30, 200), "pm", "thx all. gn", kind="noise")
    d.post(d.J(17, 31, 200), "tr", "gn", kind="noise")

    d.post(d.J(18, 0, 60), "ci", f"deploy riskd v3.8.{rng.randint(3, 9)} → prod ok · limits table v{rng.randint(40, 60)} "
           f"(evt_cap.adcom=1.00%, evt_cap.pdufa_ac=1.50%) · 0 errors", kind="noise")
    d.post(d.J(18, 30, 60), "cal",
           f"📅 tomorrow ({tmrw}): {W1['co']} AdCom 08:30 ET (livestream) · ASCO closing session · "
           f"{U[3]['co']} investor day", kind="noise")
    unrelated_wire(19, 5, U[7])
    d.post(d.J(20, 2, 120), "exec",
           f"EOD alloc: {rng.randint(6, 12)} fills allocated → BCAT-01/BCAT-01S · PB confirm recv 100% · 0 DKs",
           kind="noise")
    d.post(d.J(19, 50, 120), "md",
           f"**Tomorrow — {W1['t']} AdCom ({tmrw}, 08:30 ET)**\n\n"
           f"Format: sponsor presentation ~75 min, FDA ~60 min, OPH 1h, discussion, vote ~3:30 pm. The FDA "
           f"presentation is the tell — the briefing doc tone is neutral-to-negative on the hepatic section but "
           f"constructive on efficacy. Two voting questions likely collapse into one.\n\n"
           f"Scenarios as I see them: ≥8 yes — stock +{rng.randint(25, 45)}%, approval odds to ~85%; 6-7 yes — "
           f"+/-10%, PDUFA becomes a label negotiation; ≤5 yes — {-rng.randint(35, 55)}%, CRL likely. "
           f"If the vote is lopsided yes, the AH move will be mostly done by the time we could act.\n\n"
           f"Things that would change my count: the patient rep (historically always yes), whether the "
           f"temporary hepatology member is the one from the 2023 panel, and how the sponsor handles the "
           f"rechallenge data. The livestream link will be in the thread.\n\n— PR", kind="near")
    qn2 = d.post(d.J(21, 10, 300), "jr", f"do we want to pre-stage {W1['tl']} orders tonight or wait for the vote?",
                 kind="near")
    d.post(qn2.t + rng.randint(300000, 900000), "md", "I'd wait, half the panel hasn't said a word publicly on the liver data")
    unrelated_wire(22, 15, U[0])
    d.post(d.J(23, 30, 60), "oms", "FIX session BCAT-PB1 logout (scheduled)", kind="noise")

    # ---- morning sheet, street wraps, reports ---------------------------------
    d.post(d.J(6, 15, 60), "md",
                f"**Morning sheet — {today}**\n\n"
                f"1) {P['short']} PDUFA ({P['drug']}) after the close. Base case approval with a label haircut. "
                f"If the label includes the treatment-naive population we'd look to add in the AH; if boxed, the "
                f"stock probably round-trips the run-up. Implied move ±{rng.randint(28, 45)}%.\n\n"
                f"2) {H2['short']} {H2['trial']} topline out at 6:30 (see wire). First read later this morning.\n\n"
                f"3) {W1['short']} AdCom {tmrw}. Briefing docs should post ~8:30. The question is the hepatic "
                f"signal; my prior is 60/40 positive vote. We are not involved and I would not be before the docs.\n\n"
                f"4) {W3['short']} ASCO oral this afternoon ({W3['code']}). Abstract out this morning at 10:30ET if "
                f"the embargo schedule holds. What matters is duration of response, not ORR.\n\n"
                f"5) {S['short']}: nothing new, readout window '{rng.choice(['mid-June', 'June'])}'. Borrow creeping up. "
                f"The Phase 2 post-hoc cut remains the whole bull case and I still think it won't replicate.\n\n"
                f"6) Sector: XBI +{rng.uniform(1, 6):.1f}% MTD vs SPX +{rng.uniform(0.5, 3):.1f}%. Generalist flows "
                f"back, M&A tape active ({rng.randint(3, 7)} deals >$1bn YTD in smid). Rates the usual swing factor.\n\n"
                f"7) Calendar rest of week: {U[2]['short']} R&D day, {U[3]['short']} lock-up, ADA abstracts Thursday "
                f"({A['short']} obesity data), EHA starts Friday.\n\n— PR", kind="near")
    d.post(d.J(7, 40, 60), "ss",
           f"[GS · hc sales] morning wrap\n• futures {rng.choice(['flat', 'up small', 'down small'])}, XBI pre "
           f"+{rng.uniform(0.1, 0.8):.1f}%\n• {U[6]['co']} "
           f"block printed pre ({rng.randint(150, 400)}k), we were on it\n• {A['co']} ADA abstracts out Thursday, "
           f"expectations for ~{rng.randint(14, 22)}% weight loss at 72wk\n• {U[3]['co']} lock-up expiry today, "
           f"{rng.randint(20, 45)}% of float unlocks\n• heavy calendar: PDUFA tonight, AdCom tmrw, ASCO orals all day\n"
           f"• our desk axes: buyer of {U[7]['t']}, seller of {U[9]['t']} (agency)", kind="noise")
    d.post(d.J(11, 48, 60), "ss",
           f"[LEER research · relayed] {U[12]['co']} ({U[12]['t']}) preview: Phase 2 of {U[12]['drug']} in "
           f"{U[12]['ind']} reads out {rng.choice(['next week', 'in July', 'before EHA'])}. We model a "
           f"{rng.randint(8, 20)}-pt delta on {U[12]['ep']}, bar for success is ~{rng.randint(6, 12)}. Buy-side "
           f"bogey is higher, ~{rng.randint(12, 18)}, so the stock likely trades down on an in-line result. "
           f"Reiterate Outperform, PT ${rng.randint(20, 60)}. Key debates: (1) dose selection — only the high "
           f"dose is powered; (2) placebo response in an open-label extension design; (3) cash runway into "
           f"{rng.choice(['2027', '2028'])} assumes no Phase 3 start. Our KOL survey (n={rng.randint(20, 40)}) "
           f"puts {rng.randint(40, 70)}% intent-to-prescribe at a clean profile.", kind="near")
    d.post(d.J(15, 10, 60), "ss",
           f"[LEER · spec sales] afternoon: smid bio {rng.choice(['holding', 'fading', 'grinding higher'])} into "
           f"the close, XBI {rng.uniform(-1, 1.5):+.1f}%. Most asks today: (1) rates, (2) who's buying "
           f"{U[6]['t']}, (3) IRA list timing. Seeing {rng.randint(2, 6)}:1 call/put in {U[7]['t']}, mostly "
           f"closing. Nothing new on M&A from our side beyond what's in the tape.", kind="noise")
    d.post(d.J(14, 32, 60), "md", _note(
        rng, W3, f"**{W3['t']} — ASCO oral recap ({W3['code']})**",
        [_p_design(rng, W3, phase=2), _p_eff(rng, W3), _p_table(rng, W3), _p_safety(rng, W3), _p_kol(rng, W3),
         _p_cross(rng, W3, U[9])], None), kind="near")
    d.post(d.J(16, 22, 60), "risk",
           f"EOD exposure ({today}) — event names, sleeve NAV ${nav}m\n```\n"
           f"name   side   qty       mv($k)   %NAV   evt\n"
           + "".join(f"{nm:<6} {sd:<6} {q:<9} {mv:>7.0f}   {mv / nav / 10:>5.2f}   {ev}\n" for nm, sd, q, mv, ev in [
               (P["t"], "long", (p_pos + p_resz) * 1000, (p_pos + p_resz) * P["px"], "PDUFA AC"),
               (H2["t"], "long", "stk+calls", h2_lng * h2_open + h2_ct * float(h2_fill) / 10, "-"),
               (H4["t"], "long", h4_lng * 1000, h4_lng * H4["px"], "-"),
               (L["t"], "long", l_lng * 1000, l_lng * L["px"], "-"),
               (S["t"], "short", (s_sht * 1000 + 5000), -(s_sht + 5) * S["px"], "Ph3 <10d"),
               ("XBI", "short", (xbi - 10) * 1000, -(xbi - 10) * xbi_px, "-")])
           + f"```\ngross {rng.uniform(176, 184):.1f}% · net {rng.uniform(20, 40):.1f}% · VaR95 {rng.uniform(1.1, 1.9):.2f}% · "
           f"limits ok after 14:20 cover", kind="noise")
    d.post(d.J(13, 32, 60), "jr",
           "last 5 adcoms w/ a hepatic signal in the briefing doc:\n```\n"
           f"yr    drug            vote    outcome\n"
           f"2021  {U[0]['drug']:<15} 9-4     CRL\n"
           f"2022  {U[1]['drug']:<15} 11-2    approved w/ REMS\n"
           f"2023  {U[4]['drug']:<15} 6-7     CRL\n"
           f"2024  {U[5]['drug']:<15} 12-1    approved, boxed\n"
           f"2025  {U[7]['drug']:<15} 8-5     approved, PMR\n```\n"
           "vote margin matters less than whether the hepatologists vote yes. 3 of 5 approved.", thread=True)

    # ---- near-misses ------------------------------------------------------------
    near_lines = [
        (9, 43, "md", f"a stop around {P['px'] * 0.85:.2f} would be sensible on the add if we ran it as a trade, but it's an event position"),
        (10, 36, "jr", f"what if we bought some {W2['tl']} before the topline date gets set?"),
        (11, 21, "tr", f"we were long {W4['tl']} last year, bought 20k at {W4['px'] * 0.6:.2f} and sold them at {W4['px'] * 0.9:.2f} after the ph2. good trade"),
        (13, 6, "ss", f"[JPM · derivs] client sold {rng.randint(1, 5)}k {U[9]['t']} {mon1} calls and bought the {mon2} puts, 1x2, paid {rng.uniform(0.3, 1.2):.2f}"),
        (14, 22, "tr", f"if {P['tl']} gaps below {P['px'] * 0.8:.2f} tmrw i'd be inclined to cut the add first"),
        (15, 26, "jr", f"are we sure the {H2['tl']} take-profit isn't too tight with the OLE coming?"),
        (19, 22, "md", f"paper ASCO basket for the review deck (not traded): long {W3['tl']}, {U[4]['tl']}, short {U[9]['tl']}; "
                       f"hypothetical pnl since abstract release +{rng.uniform(0.5, 4):.1f}%"),
        (20, 31, "ss", f"[GS · PT] evening: we bought {rng.randint(100, 300)}k {U[2]['t']} for a client at the close, risk bid, done"),
    ]
    for h, mm, who, txt in near_lines:
        d.post(d.J(h, mm, 60), who, txt, kind="near")

    # ---- ordinary desk chatter (not labelled) -------------------------------
    chatter = [
        (7, 48, "md", f"{P['short']}'s label negotiation started late per the mid-cycle, I read that as neutral"),
        (8, 5, "tr", f"{S['tl']} borrow ticked up again, PB quoting {rng.randint(38, 52)}% on new locates"),
        (8, 9, "pm", f"who's on the {H2['tl']} call at 8"),
        (8, 10, "jr", "me, will post the q&a"),
        (8, 34, "jr", f"{H2['tl']} call was a non-event, nothing beyond the PR and the deck. notes in the drive"),
        (9, 25, "tr", "pre-open imbalances light across the names, nothing on xbi"),
        (9, 58, "md", f"the {H2['short']} conjunctivitis number is lower than I had. fine"),
        (10, 15, "pm", "what's the borrow on zyvr actually now".replace("zyvr", S["tl"])),
        (10, 16, "tr", f"{rng.randint(38, 49)}% on the last locate, {rng.randint(40, 90)}k available"),
        (10, 30, "jr", f"left a msg with {W2['short']} IR, no call back yet"),
        (10, 52, "tr", f"{P['tl']} tape firm, someone buying every dip under {P['px']:.0f}"),
        (11, 15, "md", f"reading the {W1['short']} briefing doc now, 87pp, the hepatic section starts at p.41"),
        (11, 40, "jr", f"XBI {rng.uniform(-1.2, 1.5):+.1f}% · IBB {rng.uniform(-0.8, 1):+.1f}% · smid bio breadth 60/40 up"),
        (12, 20, "pm", f"anyone have the {A['short']} BD slide from the jefferies conf"),
        (12, 22, "jr", "posting it, slide 14"),
        (13, 15, "tr", f"{S['tl']} down {rng.uniform(1, 4):.1f}% on nothing, no print in the tape"),
        (13, 48, "md", f"{W3['short']} oral starts in 20, I'll listen"),
        (14, 25, "jr", f"{W3['short']} oral done. recap from priya coming"),
        (14, 47, "tr", f"{H2['tl']} calls {float(h2_fill) * 1.3:.2f} bid now"),
        (15, 10, "pm", f"{P['tl']} closing auction imbalance?"),
        (15, 52, "tr", f"{P['tl']} MOC imbalance {rng.randint(20, 120)}k to buy"),
        (16, 10, "md", f"if anyone wants the {P['short']} label scenarios they're in the sheet, tab 'pdufa'"),
        (16, 45, "jr", f"{P['short']} PR out: call at 8:00 tmrw"),
        (17, 0, "md", "for the record the boxed warning was my bear case, not the base. reviewing the label PI tonight"),
        (19, 40, "md", f"{W1['short']} livestream link in the thread tmrw morning"),
        (6, 50, "jr", f"gm. {H2['short']} PR hit at 6:30, call at 8"),
        (7, 34, "tr", f"{P['tl']} pre {rng.uniform(-1, 1):+.1f}%, quiet"),
        (9, 6, "jr", "pulling the last 5 adcoms w/ hepatic signals + how they voted, will drop in the thread"),
        (11, 50, "md", f"re {W2['short']}: my bar for a 'hit' is >{rng.randint(10, 18)} pts on the primary. below that it's a sell-the-news"),
        (13, 0, "tr", "lunch volumes dead, spreads wide on the small caps"),
        (15, 20, "tr", f"{H4['tl']} no move on the chatter, {rng.randint(100, 400)}k traded, normal"),
        (6, 20, "jr", "gm, in early. coffee machine on 14 is broken again"),
        (7, 15, "md", f"{H2['short']} PR says 'all key secondaries' — they listed 4 in the SAP, want to see the hierarchy"),
        (7, 55, "tr", f"{P['tl']} options: {mon1} {int(P['px'])}c {rng.uniform(0.8, 2):.2f} bid, straddle implies ~{rng.randint(30, 45)}%"),
        (8, 12, "md", "on the call too"),
        (8, 52, "tr", f"{H2['tl']} opening indication {h2_open:.2f}ish, {rng.randint(300, 900)}k pre"),
        (9, 16, "pm", f"{H4['tl']} any print?"),
        (9, 17, "tr", "nope, nothing"),
        (9, 41, "jr", f"{H2['tl']} open {h2_open:.2f}, {rng.randint(1, 3)}m in the first minute"),
        (10, 5, "md", f"{S['short']}'s CFO at jefferies in 2 hrs, usually says nothing, will listen anyway"),
        (10, 48, "pm", f"{W3['tl']} abstract good?"),
        (10, 50, "md", "in line. durability is the question, oral will show 3 more months"),
        (11, 2, "tr", f"{P['tl']} {rng.uniform(0.5, 3):+.1f}% on the day, avg px on the add looks ok"),
        (11, 55, "jr", f"{S['short']} CFO fireside was a nothing, no new info"),
        (12, 35, "tr", "quiet. anyone see the IRA negotiation list rumor? nothing concrete"),
        (13, 10, "pm", f"what's {W1['tl']} doing into the vote"),
        (13, 11, "tr", f"{W1['tl']} {rng.uniform(-3, 3):+.1f}%, {mon1} straddle ~{rng.randint(25, 40)}% implied"),
        (14, 0, "md", f"listening to the {W3['short']} oral, slides are the abstract so far"),
        (14, 10, "tr", "on it"),
        (14, 36, "jr", "sorry about the px-alert spam, the LULD dedup was off. fixed"),
        (15, 0, "tr", f"{H2['tl']} holding the gap, +{(h2_open / H2['px'] - 1) * 100 - rng.uniform(0, 3):.1f}% on the day"),
        (15, 35, "md", f"{P['short']} label could land anytime after 4, FDA usually emails the sponsor first"),
        (15, 58, "tr", "closing auction done, all filled as expected"),
        (16, 3, "jr", f"{P['tl']} closed {P['px'] * 1.01:.2f}, +{rng.uniform(0.2, 2.5):.1f}% on the day"),
        (16, 25, "md", "nothing from FDA yet"),
        (16, 36, "tr", f"{P['tl']} AH indicated down, {rng.randint(100, 400)}k traded in 5 min"),
        (16, 58, "jr", f"{P['short']} PR matches the FDA post, nothing extra"),
        (17, 20, "pm", "ty priya. good work today all"),
        (17, 22, "tr", "🙌"),
        (18, 45, "jr", f"{W1['short']} livestream reg done, link in the thread in the morning"),
        (20, 15, "md", f"still reading the {P['short']} PI, more in the morning"),
        (6, 26, "tr", "fyi PB margin call is 0, locates refreshed overnight"),
        (7, 3, "pm", f"{H2['tl']} first read coming?"),
        (7, 5, "md", "writing"),
        (8, 25, "jr", "call dial-in is jammed, on the webcast instead"),
        (8, 49, "pm", "good"),
        (9, 27, "md", f"the {H2['short']} deck slide 9 has the pruritus NRS by week, separation from week 1. nice"),
        (10, 20, "tr", f"{H2['tl']} calls trading {float(h2_fill) * 1.1:.2f}-{float(h2_fill) * 1.15:.2f} now"),
        (11, 12, "jr", f"{W1['short']} briefing doc summary table is pinned in the thread"),
        (12, 5, "tr", "lunch. algos on, ping me"),
        (12, 50, "md", f"{U[2]['short']} R&D day is mostly platform slides, skipping"),
        (13, 52, "tr", f"{W1['tl']} sliding into the close of the morning session, someone's taking down the {mon1} calls"),
        (14, 12, "jr", "gross back under after the cover per riskd"),
        (15, 45, "pm", f"{H4['tl']} into the close?"),
        (15, 46, "tr", "flat, no chatter follow-through"),
        (16, 33, "pm", "👀"),
        (17, 40, "jr", "EOD recon clean, 0 breaks"),
        (21, 0, "md", f"{W1['short']} livestream tested, works from the office vpn"),
        (22, 5, "md", f"one more on {W1['short']}: the panel chair's 2024 paper on DILI causality is worth a read before 8:30"),
    ]
    for h, mm, who, txt in chatter:
        d.post(d.J(h, mm, 120), who, txt)
    for h, mm in [(10, 2), (11, 33), (13, 18), (14, 58), (16, 50)]:
        d.post(d.J(h, mm, 200), rng.choice(["pm", "md", "tr", "jr"]), rng.choice(["ok", "ty", "👍", "🙏", "k", "lol", "+1"]),
               kind="noise")
    for h, mm in [(9, 55), (12, 15), (15, 5), (16, 40)]:
        d.post(d.J(h, mm, 300), "ss",
               rng.choice([
                   f"[MS · hc desk] quiet tape in large-cap pharma, {A['short']} seeing {rng.choice(['better', 'heavier'])} "
                   f"{rng.choice(['buyers', 'sellers'])} on the back of the obesity data at ADA.",
                   f"[TD · spec sales] smid bio ETF creations again, ~${rng.randint(50, 250)}m XBI creates this morning.",
                   "[PJC · desk] lots of inbound on IRA negotiation list timing, nothing concrete from DC.",
                   f"[CITI · hc trading] {A2['short']} soft on the IRA headlines, nothing new in the text as far as we see.",
               ]), kind="noise")
    for h, mm, r in [(0, 40, U[3]), (5, 10, U[5]), (6, 45, U[7]), (7, 25, U[11]), (8, 20, U[12]),
                     (16, 10, U[10]), (16, 55, U[4]), (6, 15, U[2]), (9, 12, U[4]), (10, 25, U[6]), (13, 25, U[9]), (15, 15, U[10]), (17, 45, U[8]), (21, 40, U[1])]:
        unrelated_wire(h, mm, r)
    return d


# ---------------------------------------------------------------------------
# assembling channel-days into the capture
# ---------------------------------------------------------------------------

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    day_ms = 24 * 3600 * 1000
    built = []  # (channel_id, worker, Day)
    for ci in range(channels):
        cid = str(CHANNEL_BASE + ci * 1000003 * 4096 + ci * 7)
        brng = random.Random(f"{DESK}|{seed}|{ci}|book")
        book = (brng.sample(UNIVERSE, len(UNIVERSE)), brng.sample(TRIALS, len(TRIALS)), brng.sample(LARGE, len(LARGE)))
        for di in range(days):
            start = end_ms - (days - di) * day_ms
            rng = random.Random(f"{DESK}|{seed}|{ci}|{di}")
            built.append((cid, (5 + ci) % 32, _build_day(rng, start, ci, di, book)))

    # assign snowflakes, unique ms across the whole capture
    used: set[int] = set()
    allmsgs = []
    for _cid, worker, d in built:
        for m in d.msgs:
            allmsgs.append((m.t, worker, m))
    allmsgs.sort(key=lambda x: x[0])
    for t, worker, m in allmsgs:
        while t in used:
            t += 1
        used.add(t)
        m.t = t
        m.id = str(_snowflake(t, worker, 0))

    events = []  # (t, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for k, (cid, _worker, d) in enumerate(built):
        thread_id = d.thread_starter.id if d.thread_starter else None

        def chan(m, _tid=thread_id, _cid=cid):
            return _tid if m.thread else _cid

        for m in d.msgs:
            aid, aname, abot = AUTHORS[m.who]
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m.t), "content": m.content, "attachments": [],
                   "embeds": m.embeds, "reference_id": m.reply.id if m.reply else None}
            if m.pinned:
                msg["pinned"] = True
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan(m), "message": msg}
            if m.thread:
                line["parent_channel_id"] = cid
            events.append((m.t, 0, line))
        for op in d.ops:
            t = op["t"]
            if op["op"] == "bulk_delete":
                t = max(t, max(x.t for x in op["msgs"]) + 1)
                line = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan(op["msgs"][0]),
                        "message_ids": [x.id for x in op["msgs"]], "deleted_at": _iso(t)}
            else:
                m = op["msg"]
                t = max(t, m.t + 1)
                base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m.id}
                if op["op"] == "edit":
                    base.update(edited_at=_iso(t), content=op["content"])
                elif op["op"] == "delete":
                    base.update(deleted_at=_iso(t))
                elif op["op"] == "forget":
                    base.update(requested_by=op["by"], at=_iso(t))
                elif op["op"] in ("pin", "unpin"):
                    base.update(by=op["by"], at=_iso(t))
                else:
                    base.update(emoji=op["emoji"], user_id=op["by"], at=_iso(t))
                line = base
            events.append((t, 1, line))
        for h in d.hard:
            m = h["msg"]
            labels["hard_events"].append({"channel_id": chan(m), "message_id": m.id,
                                          "event_type": h["event_type"], "facts": h["facts"],
                                          "phrasing": h["phrasing"], "final_state": h["final_state"]})
        for m, lv in d.superseded:
            labels["superseded_facts"].append([chan(m), m.id, lv])
        labels["removed_texts"].extend(d.removed)
        labels["noise_message_ids"].extend(m.id for m in d.noise)
        labels["near_miss_ids"].extend(m.id for m in d.near)
        if k == 0:
            labels["idioms"] = [{"message_id": m.id, "idiom": name, "expected": exp}
                                for m, name, exp in d.idioms]
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in events], "labels": labels}


def _main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="capture JSONL to write (omit to only print stats)")
    ap.add_argument("--labels", help="labels JSON to write")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-06-10T04:00Z)")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            for e in out["events"]:
                f.write(json.dumps(e, ensure_ascii=False) + "\n")
    if a.labels:
        with open(a.labels, "w", encoding="utf-8") as f:
            json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    lab = out["labels"]
    print(f"{DESK}: {len(out['events'])} events, {len(lab['hard_events'])} hard, "
          f"{len(lab['noise_message_ids'])} noise, {len(lab['near_miss_ids'])} near-miss")
    return 0


if __name__ == "__main__":
    raise SystemExit(_main())
