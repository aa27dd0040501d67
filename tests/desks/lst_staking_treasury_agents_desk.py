#!/usr/bin/env python3
"""Desk generator: crypto treasury running liquid-staking tokens.

stETH / rETH / cbETH holdings, an ETH/stETH Curve LP, an Aave v3 wstETH/WETH
leverage loop with a health-factor floor, ETH perp hedges on Hyperliquid and
dYdX, and a Deribit options collar. Mostly LLM agents (strategist, risk,
execution, on-chain monitor) talking in tidy markdown and tool-call lines, a
Safe multisig bot, an on-chain alert bot, infra bots and two terse humans
(one is the approver).

Standard library only. Output is a pure function of the arguments.

    python -m tests.desks.lst_staking_treasury_agents_desk --out cap.jsonl --labels labels.json
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "lst_staking_treasury_agents_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1372946518830714921"
CHANNEL_BASE = 1373108842915201043
DEFAULT_END = datetime(2026, 12, 8, 0, 0, 0, tzinfo=timezone.utc)
DAY_MS = 86400000

AUTHORS = {
    "strat": ("1373112093408632862", "strategist-agent", True),
    "risk": ("1373112211839096913", "risk-agent", True),
    "exec": ("1373112340457427015", "execution-agent", True),
    "mon": ("1373112468312981584", "onchain-monitor", True),
    "safe": ("1373112597874897016", "Safe{Wallet}", True),
    "alert": ("1373112720562348113", "chainalert", True),
    "hb": ("1373112846114773052", "blockwatch", True),
    "ci": ("1373112969829109800", "deploy-ci", True),
    "pnl": ("1373113095578403007", "pnl-bot", True),
    "ines": ("1373113218416754738", "Ines", False),      # approver, desk lead
    "tomasz": ("1373113340743690281", "tomasz", False),  # ops / signer
}

SAFE_ADDR = "0x7fA2…c41E"
AAVE_POOL = "0x8787…4E2"


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _snow(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _n(x, dp=0):
    return f"{x:,.{dp}f}"


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []) or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


HOUR_WEIGHTS = [0.5, 0.45, 0.45, 0.5, 0.55, 0.65, 0.9, 1.1, 1.4, 1.6, 1.6, 1.5,
                1.5, 1.7, 1.8, 1.8, 1.6, 1.4, 1.2, 1.1, 1.0, 0.9, 0.75, 0.6]


class Day:
    def __init__(self, rng, ch_idx, day_idx, start_ms, channel_id, worker):
        self.rng = rng
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.start = start_ms
        self.channel_id = channel_id
        self.worker = worker
        self.msgs = {}
        self.keys = []
        self.ops = []  # (t, kind, payload)
        self.thread_id = None
        self.superseded = []
        self.removed = []
        self._k = 0

    # ---- time helpers
    def at(self, hours, jitter_min=0.0):
        t = self.start + int(hours * 3600000)
        if jitter_min:
            t += int(self.rng.uniform(0, jitter_min * 60000))
        return min(t, self.start + DAY_MS - 5000)

    def after(self, t, lo_s, hi_s):
        return min(t + int(self.rng.uniform(lo_s, hi_s) * 1000), self.start + DAY_MS - 4000)

    def curve_time(self):
        h = self.rng.choices(range(24), weights=HOUR_WEIGHTS)[0]
        return self.start + h * 3600000 + int(self.rng.uniform(0, 3600000 - 6000))

    # ---- message helpers
    def add(self, t, who, content="", embeds=None, ref=None, thread=False,
            cls="chat", hard=None, idiom=None):
        self._k += 1
        key = self._k
        self.msgs[key] = {
            "t": t, "who": who, "content": content, "embeds": embeds or [],
            "ref": ref, "thread": thread, "cls": cls, "hard": hard,
            "idiom": idiom, "state": "live", "pinned": False, "orig_content": content,
        }
        self.keys.append(key)
        return key

    def edit(self, key, t, content, superseded=()):
        m = self.msgs[key]
        t = max(t, m["t"] + 1500)
        self.ops.append((t, "edit", {"key": key, "content": content}))
        m["content"] = content
        if m["state"] == "live":
            m["state"] = "edited"
        for s in superseded:
            self.superseded.append((key, s))

    def delete(self, key, t, snippet):
        m = self.msgs[key]
        t = max(t, m["t"] + 2000)
        self.ops.append((t, "delete", {"key": key}))
        m["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, keys, t, snippets):
        t = max([t] + [self.msgs[k]["t"] + 2000 for k in keys])
        self.ops.append((t, "bulk_delete", {"keys": list(keys)}))
        for k in keys:
            self.msgs[k]["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, key, t, by, snippet):
        m = self.msgs[key]
        t = max(t, m["t"] + 3000)
        self.ops.append((t, "forget", {"key": key, "by": by}))
        m["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, key, t, by):
        m = self.msgs[key]
        t = max(t, m["t"] + 1000)
        self.ops.append((t, "reaction_add", {"key": key, "emoji": "📌", "user": by}))
        self.ops.append((t + 700, "pin", {"key": key, "by": by}))
        m["pinned"] = True

    def react(self, key, t, emoji, by):
        m = self.msgs[key]
        t = max(t, m["t"] + 800)
        self.ops.append((t, "reaction_add", {"key": key, "emoji": emoji, "user": by}))

    def content_bytes(self):
        total = 0
        for k in self.keys:
            m = self.msgs[k]
            if m["state"] in ("deleted", "forgotten"):
                continue
            total += len(m["content"].encode("utf-8")) + len(_embed_text(m["embeds"]).encode("utf-8"))
        return total

    def live_count(self):
        return sum(1 for k in self.keys if self.msgs[k]["state"] not in ("deleted", "forgotten"))


# --------------------------------------------------------------------------- storyline

def _storyline(d):
    rng = d.rng
    di = d.day_idx
    date = datetime.fromtimestamp(d.start / 1000.0, tz=timezone.utc)
    datestr = date.strftime("%Y-%m-%d")
    eth = round(rng.uniform(3180, 3620) * 2) / 2
    peg = rng.uniform(0.9968, 0.9991)
    disc_bps = (1 - peg) * 10000
    hf0 = rng.uniform(1.47, 1.52)
    floor_old, floor_new = "1.35", "1.45"
    wst_rate = rng.uniform(1.2105, 1.2160)
    cb_rate = rng.uniform(1.0905, 1.0960)
    reth_rate = rng.uniform(1.1350, 1.1410)
    nonce = 400 + d.ch_idx * 300 + di * 14 + rng.randint(0, 3)
    repay = rng.choice([480, 520, 560, 600, 640])
    withdraw = int(round(repay / wst_rate * rng.uniform(0.96, 1.0)))
    hf_target = rng.choice(["1.58", "1.60", "1.62"])
    cb_req = rng.choice([300, 320, 350, 400])
    cb_cap = rng.choice([200, 250])
    cb_out = cb_cap * cb_rate / wst_rate * rng.uniform(0.9990, 0.9997)
    hl_sz = rng.choice([1000, 1200, 1500])
    dy_sz = rng.choice([300, 400, 500])
    venue_cap = hl_sz + rng.choice([300, 500])
    hl_px1 = eth + rng.uniform(-4, 4)
    hl_px_avg = hl_px1 - rng.uniform(0.3, 2.5)
    hl_part = hl_sz * 2 // 3
    dy_px = eth + rng.uniform(-5, 3)
    dy_wrong = dy_px - rng.uniform(90, 110)
    stop1 = int(round(eth * 1.045 / 5) * 5)
    stop2 = stop1 - 20
    stop3 = stop2 - 15
    tp_lvl = int(round(eth * 0.90 / 10) * 10)
    k_put = int(round(eth * 0.85 / 100) * 100)
    k_call = int(round(eth * 1.25 / 100) * 100)
    n_opt = rng.choice([400, 500, 600])
    credit_lim = rng.choice(["0.0030", "0.0035", "0.0040"])
    credit_fill = float(credit_lim) + rng.choice([0.0, 0.0005, 0.0010])
    vega_old, vega_new = rng.choice([(40, 55), (45, 60), (50, 65)])
    relever = rng.choice([250, 300, 350])
    hf_block = rng.uniform(1.39, 1.43)
    lp_amt = rng.choice([1200, 1450, 1600])
    lp_out = lp_amt * rng.uniform(1.051, 1.058)
    reth_forgot = rng.choice([120, 150, 180])
    hf_breach = rng.uniform(1.425, 1.445)
    liq_dist = rng.uniform(17.0, 21.0)
    ord_hl = "0x" + _hex(rng, 10)
    ord_dy = _hex(rng, 8)
    ord_drb = str(rng.randint(10**10, 10**11 - 1))
    exploit_proto = rng.choice(["Tidewell Lend", "Marrowfield Finance", "Quillon Vaults"])
    exploit_amt = rng.uniform(6.0, 31.0)
    tx = lambda: "0x" + _hex(rng, 64)  # noqa: E731
    stx = lambda: "0x" + _hex(rng, 64)  # noqa: E731
    short = lambda h: h[:10] + "…" + h[-6:]  # noqa: E731
    exp_short = "25DEC26"
    exp_long = "26MAR27"
    put = f"ETH-{exp_long}-{k_put}-P"
    call = f"ETH-{exp_long}-{k_call}-C"
    HARD = "hard"
    NEAR = "near"

    # ---------------- 00:00-06:00 Asia / overnight
    t = d.at(0.55, 40)
    k_exploit = d.add(t, "mon", (
        f"### Incident feed · {exploit_proto}\n"
        f"- Chain: Arbitrum · est. loss **${exploit_amt:.1f}M**\n"
        f"- Vector: price-oracle manipulation on a thin wrapped-LRT market, attacker looped borrow/repay across 3 blocks\n"
        f"- Status: protocol paused markets, funds bridged to mainnet and partially routed through a mixer\n"
        f"- Source: protocol's own post-mortem thread + two security firms' alerts\n\n"
        f"Checking treasury exposure now."), cls=NEAR,
        idiom=("another protocol's exploit news, not our holdings", "not_hard"))
    t = d.after(t, 240, 520)
    d.add(t, "mon", (
        "→ `exposure.scan({\"protocols\":[\"" + exploit_proto.lower().replace(" ", "-") + "\"],\"include_approvals\":true})`\n"
        "← `{\"deposits\":[],\"open_approvals\":0,\"lp_positions\":[],\"shared_oracles\":[]}`"))
    t = d.after(t, 60, 180)
    d.add(t, "mon", (
        f"Exposure check on {exploit_proto}: no deposits, zero outstanding approvals, no shared oracle with Aave v3 mainnet.\n"
        f"**No action — not routing.** Closing the incident on our side; I'll keep the feed subscription."),
        ref=k_exploit, cls=HARD,
        hard=("no_route_decision", [exploit_proto, "No action", "not routing"], "untagged"),
        idiom=("explicit no-route after exploit scan", "no_route_decision"))

    t = d.at(2.2, 60)
    wl_lrt = rng.choice([
        ("weETH", "EtherFi", "moves weETH withdrawal processing to a 7-day queue during the validator set migration"),
        ("weETH", "EtherFi", "confirms weETH instant-redemption buffer cut to 2% of TVL from next epoch"),
    ])
    d.add(t, "mon", (
        f"[WATCHLIST] {wl_lrt[1]} {wl_lrt[2]}. {wl_lrt[0]} secondary trading at a "
        f"{rng.uniform(18, 45):.0f} bps discount on Curve; we hold none, it is on the rotation list."),
        cls=HARD, hard=("watchlist_news", ["[WATCHLIST]", wl_lrt[1], wl_lrt[0]], "tagged"),
        idiom=("tagged watchlist headline on an LRT we don't hold", "watchlist_news"))

    t = d.at(4.1, 50)
    cb_prem = rng.uniform(-12, -4)
    d.add(t, "strat", (
        f"## Asia session report · {datestr}\n\n"
        f"### Spreads\n"
        f"- stETH/ETH {peg:.4f} ({disc_bps:.1f} bps discount), Curve pool {rng.uniform(52, 61):.1f}% stETH\n"
        f"- rETH premium to protocol rate {rng.uniform(-6, 8):+.1f} bps, deposit pool {rng.choice(['full', 'open', 'near full'])}\n"
        f"- cbETH vs exchange rate {cb_prem:+.1f} bps, Base bridge outflows elevated for the third day\n\n"
        f"### Carry\n"
        f"- Lido APR {rng.uniform(2.7, 3.1):.2f}%, Rocket Pool {rng.uniform(2.6, 3.0):.2f}%, cbETH {rng.uniform(2.4, 2.8):.2f}% net of fee\n"
        f"- Aave WETH borrow {rng.uniform(2.0, 2.6):.2f}% variable → loop spread ~{rng.uniform(40, 80):.0f} bps before gas\n\n"
        f"### Positioning view\n"
        f"Given the fee drag and the persistent discount, I'm moving **cbETH to underweight** (from neutral); "
        f"stETH stays the core holding and rETH unchanged. Nothing to execute overnight.\n\n"
        f"### Watch\n"
        f"- Lido oracle report due ~12:00Z\n- Deribit {exp_short} expiry flows building around {int(round(eth / 100) * 100)}"),
        cls=HARD, hard=("thesis_update", ["cbETH to underweight", "(from neutral)"], "buried"),
        idiom=("view change buried in a markdown session report", "thesis_update"))

    # ---------------- 06:00-09:00 oracle, limits
    t = d.at(6.3, 30)
    k_lido = d.add(t, "mon", (
        f"Lido: accounting oracle report for today's frame is **delayed** — quorum not reached after "
        f"{rng.randint(2, 4)} of 9 members submitted; stETH rebase not posted yet. Withdrawal queue finalisation paused until it lands. "
        f"We hold stETH and wstETH (loop collateral)."),
        cls=HARD, hard=("held_position_news", ["Lido", "oracle report", "stETH"], "untagged"),
        idiom=("held-token protocol news from the monitor agent", "held_position_news"))
    t = d.after(t, 50, 140)
    d.add(t, "mon", "Routing the oracle delay to @risk-agent for a peg / HF impact check.", ref=k_lido,
          cls=HARD, hard=("route_decision", ["Routing", "@risk-agent"], "reply"),
          idiom=("agent routes an item to another agent", "route_decision"))
    t = d.after(t, 30, 90)
    d.add(t, "risk", "ack, picking it up", ref=k_lido, cls="noise")
    t = d.after(t, 200, 420)
    d.add(t, "risk", (
        "→ `aave_v3.get_user_account_data({\"user\":\"" + SAFE_ADDR + "\"})`\n"
        "← `{\"healthFactor\":\"" + f"{hf0:.3f}" + "\",\"ltv\":\"0.9300\",\"currentLiquidationThreshold\":\"0.9500\",\"eMode\":1}`"))
    t = d.after(t, 60, 200)
    d.add(t, "risk", (
        f"[LIMIT] Aave loop HF floor raised to **{floor_new}** (was {floor_old}) until the Lido report lands and "
        f"the stETH/ETH oracle path is confirmed. Execution: any tx that lands below {floor_new} is blocked pre-sign."),
        cls=HARD, hard=("risk_limit", ["HF floor", floor_new, floor_old], "tagged"),
        idiom=("tagged limit change with old and new level", "risk_limit"))
    t = d.after(t, 120, 360)
    d.add(t, "alert", (
        f"aave-v3 loop hf={hf_breach:.2f} floor={floor_new} status=BREACH liq_distance={liq_dist:.1f}% "
        f"collateral=wstETH debt=WETH block={26_480_000 + di * 7200 + rng.randint(1500, 2300)}"),
        cls=HARD, hard=("risk_limit", [f"hf={hf_breach:.2f}", f"floor={floor_new}", "status=BREACH"], "structured"),
        idiom=("key=value alert-bot floor breach", "risk_limit"))
    t = d.after(t, 90, 240)
    d.add(t, "strat", (
        f"@risk-agent what HF do we land at if we repay {repay} WETH and pull the matching wstETH? "
        f"Trying to size the deleverage before I write it up."),
        cls=NEAR, idiom=("agent-to-agent sizing question", "not_hard"))
    t = d.after(t, 80, 200)
    d.add(t, "risk", f"Roughly {hf_target} at current oracle prices; ±0.02 depending on the wstETH rate update.", cls="chat")

    # ---------------- thread: deleverage
    t = d.after(t, 300, 600)
    d.thread_id = str(_snow(t - 3, d.worker, 0x1FFFF))
    d.thread_start = t
    d.add(t, "strat", (
        f"## Deleverage plan · aave-v3 loop\n\n"
        f"**Context**\n"
        f"- HF {hf_breach:.2f} vs new floor {floor_new}; liquidation distance {liq_dist:.1f}%\n"
        f"- Lido report late, so the wstETH exchange-rate feed is stale by one frame — small, but it is the wrong direction\n"
        f"- Borrow rate drifting up; loop spread now ~{rng.uniform(30, 55):.0f} bps\n\n"
        f"**Proposal**\n"
        f"Repay **{repay} WETH** on Aave v3 and withdraw **{withdraw} wstETH**, target HF {hf_target}. "
        f"Funding the repay from the idle WETH buffer, single Safe batch (repay → withdraw).\n\n"
        f"**Not doing**\n"
        f"- No market sale of wstETH; the withdrawn wstETH stays in the treasury Safe\n"
        f"- No change to perps hedges from this\n\n"
        f"@Ines for approval."),
        thread=True, cls=HARD,
        hard=("trade_proposal", ["Repay", f"{repay} WETH", f"{withdraw} wstETH", hf_target], "buried"),
        idiom=("proposal paragraph inside a long agent plan", "trade_proposal"))
    k_plan = d.keys[-1]
    t = d.after(t, 60, 150)
    d.add(t, "risk", "@execution-agent can you dry run that batch through the Safe simulator first? want the HF after both calls.",
          thread=True, ref=k_plan, cls=NEAR, idiom=("agent asks for a dry run", "not_hard"))
    t = d.after(t, 90, 240)
    d.add(t, "exec", (
        "dry run — nothing signed:\n"
        "→ `safe.simulate({\"safe\":\"" + SAFE_ADDR + "\",\"batch\":[{\"fn\":\"repay\",\"asset\":\"WETH\",\"amount\":\"" + str(repay) + "\"},"
        "{\"fn\":\"withdraw\",\"asset\":\"wstETH\",\"amount\":\"" + str(withdraw) + "\"}]})`\n"
        "← `{\"simulated\":true,\"success\":true,\"hf_after\":\"" + hf_target + "1\",\"gas_used\":" + str(rng.randint(410000, 480000)) + "}`"),
        thread=True, cls=NEAR, idiom=("tool-call simulation result (dry run)", "not_hard"))
    t = d.after(t, 200, 900)
    d.add(t, "ines", f"approved — go on the {repay}", thread=True, ref=k_plan, cls=HARD,
          hard=("trade_approval", ["approved", f"go on the {repay}"], "reply"))
    t = d.after(t, 30, 90)
    d.add(t, "strat", "Handing execution of the deleverage batch to @execution-agent. I'll stay on the thread for the HF readback.",
          thread=True, cls=HARD, hard=("route_decision", ["Handing execution", "@execution-agent"], "untagged"),
          idiom=("strategist hands a task to the execution agent", "route_decision"))
    t = d.after(t, 60, 180)
    sh1 = stx()
    d.add(t, "exec", (
        "→ `safe.propose_tx({\"safe\":\"" + SAFE_ADDR + "\",\"to\":\"Aave V3 Pool\",\"calls\":[\"repay WETH " + str(repay)
        + "\",\"withdraw wstETH " + str(withdraw) + "\"],\"nonce\":" + str(nonce) + "})`\n"
        "← `{\"status\":\"proposed\",\"safeTxHash\":\"" + sh1 + "\",\"confirmations\":\"1/3\"}`"),
        thread=True, cls=HARD,
        hard=("trade_confirmation", [f"repay WETH {repay}", f"\"nonce\":{nonce}", "\"status\":\"proposed\""], "structured"),
        idiom=("tool-call line with JSON result confirms Safe proposal", "trade_confirmation"))
    t = d.after(t, 240, 700)
    d.add(t, "tomasz", "signed", thread=True, cls="noise")
    t = d.after(t, 60, 200)
    h1 = tx()
    d.add(t, "safe", "", thread=True, embeds=[{
        "title": f"Transaction executed · nonce {nonce}",
        "description": f"Batch on Aave V3 Pool: repaid {repay} WETH, withdrew {withdraw} wstETH",
        "author": "Safe{Wallet} · treasury",
        "fields": [{"name": "Confirmations", "value": "2/3", "inline": True},
                   {"name": "Tx hash", "value": short(h1), "inline": True},
                   {"name": "Gas", "value": f"{rng.uniform(9, 22):.1f} gwei", "inline": True}],
        "footer": f"Safe {SAFE_ADDR} · mainnet"}],
        cls=HARD, hard=("trade_fill", [f"nonce {nonce}", f"repaid {repay} WETH", f"withdrew {withdraw} wstETH", "2/3"], "embed"),
        idiom=("Safe bot embed-only execution = fill", "trade_fill"))
    t = d.after(t, 120, 300)
    d.add(t, "risk", f"Readback: HF {float(hf_target) + rng.uniform(-0.01, 0.012):.3f}, liquidation distance {liq_dist + rng.uniform(7, 10):.1f}%.",
          thread=True, cls="chat")
    t = d.after(t, 60, 200)
    d.add(t, "strat", (
        f"For the record, this is a lot smaller than last month's unwind: on Nov {rng.randint(9, 19)} we repaid "
        f"{rng.choice([1900, 2100, 2400]):,} WETH at HF 1.29 and sold {rng.choice([700, 900, 1100])} stETH into Curve at "
        f"0.99{rng.randint(48, 62)} — that one cost ~{rng.randint(14, 26)} bps all-in."),
        thread=True, cls=NEAR, idiom=("last month's loop unwind told as history", "not_hard"))

    # ---------------- 09:00-12:00 cbETH swap
    t = d.at(9.1, 40)
    k_cbprop = d.add(t, "strat", (
        f"### [PROPOSAL] cbETH → wstETH rotation\n"
        f"- **SELL {cb_req} cbETH**, buy wstETH via 1inch (Curve/Uniswap v3 split), max slippage 12 bps\n"
        f"- Rationale: underweight call from the Asia report; cbETH {cb_prem:+.1f} bps vs rate, fee drag ~{rng.uniform(8, 12):.0f} bps/yr vs Lido\n"
        f"- Execution: single Safe tx, min-out enforced on-chain\n"
        f"- Approver: @Ines"),
        cls=HARD, hard=("trade_proposal", ["[PROPOSAL]", f"SELL {cb_req} cbETH", "wstETH", "12 bps"], "tagged"),
        idiom=("tagged markdown proposal with side, size, slippage", "trade_proposal"))
    t = d.after(t, 90, 240)
    d.add(t, "risk", (
        f"Pre-trade: {cb_req} cbETH exceeds the single-swap cap ({cb_cap} ETH-eq per tx while the oracle is late). "
        f"Resized the order **{cb_req} → {cb_cap} cbETH**; the remainder can go tomorrow."),
        ref=k_cbprop, cls=HARD, hard=("risk_limit", [f"{cb_req} → {cb_cap} cbETH", "single-swap cap"], "untagged"),
        idiom=("risk agent resizes an order to a cap", "risk_limit"))
    t = d.after(t, 300, 1200)
    d.add(t, "ines", f"ok go {cb_cap}", ref=k_cbprop, cls=HARD,
          hard=("trade_approval", ["ok go", str(cb_cap)], "reply"),
          idiom=("terse human approval reply with size", "trade_approval"))
    d.pin(k_cbprop, d.after(t, 5, 30), AUTHORS["ines"][0])
    t = d.after(t, 60, 150)
    d.add(t, "exec", (
        f"simulated fill (1inch quote, not sent): {cb_cap} cbETH → {cb_out:.2f} wstETH, price impact 3.1 bps, "
        f"route 62% Curve / 38% Uni v3."),
        cls=NEAR, idiom=("simulated fill quote before sending", "not_hard"))
    t = d.after(t, 60, 180)
    sh2 = stx()
    d.add(t, "safe", (
        f"safe_tx=proposed nonce={nonce + 1} to=1inch AggregationRouterV6 sell=cbETH amount={cb_cap} "
        f"min_out={cb_out * 0.9988:.2f} wstETH confirmations=1/3 safeTxHash={short(sh2)}"),
        cls=HARD, hard=("trade_confirmation", ["safe_tx=proposed", f"nonce={nonce + 1}", "sell=cbETH", f"amount={cb_cap}"], "structured"),
        idiom=("Safe bot key=value proposal line", "trade_confirmation"))
    t = d.after(t, 200, 600)
    d.add(t, "ines", "signed", cls="noise")
    t = d.after(t, 40, 160)
    h2 = tx()
    d.add(t, "safe", (
        f"✅ Executed · nonce {nonce + 1} · 2/3 · {short(h2)}\n"
        f"sold {cb_cap} cbETH → received {cb_out:.2f} wstETH"),
        cls=HARD, hard=("trade_fill", [f"nonce {nonce + 1}", f"sold {cb_cap} cbETH", f"{cb_out:.2f} wstETH"], "structured"))

    # ---------------- perps hedge
    t = d.at(10.4, 40)
    d.add(t, "risk", (
        f"Perp venue limits for the hedge book, effective now:\n"
        f"- max **{_n(venue_cap)} ETH** short per venue (Hyperliquid, dYdX)\n"
        f"- net hedge ratio band 0.55-0.80 of staked ETH\n"
        f"- margin on each venue ≥ 2.5x maintenance"),
        cls=HARD, hard=("risk_limit", [f"{_n(venue_cap)} ETH", "per venue"], "untagged"))
    t = d.after(t, 300, 900)
    k_hedge = d.add(t, "tomasz", f"s {hl_sz / 1000:g}k ETH-PERP HL / {dy_sz} dydx, stop {stop1}", cls=HARD,
                    hard=("trade_proposal", [f"s {hl_sz / 1000:g}k", "ETH-PERP", f"{dy_sz} dydx"], "shorthand"),
                    idiom=("k-suffixed shorthand hedge proposal from a human", "trade_proposal"))
    t = d.after(t, 60, 300)
    d.add(t, "ines", "👍 send it", ref=k_hedge, cls=HARD, hard=("trade_approval", ["👍", "send it"], "reply"),
          idiom=("emoji approval reply", "trade_approval"))
    t = d.after(t, 40, 120)
    d.add(t, "exec", (
        f"[ACK] Hyperliquid order {ord_hl} SELL {_n(hl_sz)} ETH-PERP TWAP 10m working; dYdX {ord_dy} SELL {dy_sz} ETH-USD limit {dy_px + 0.5:.1f} working"),
        cls=HARD, hard=("trade_confirmation", ["[ACK]", ord_hl, f"SELL {_n(hl_sz)} ETH-PERP", "working"], "tagged"),
        idiom=("tagged venue ack of two working orders", "trade_confirmation"))
    t = d.after(t, 240, 420)
    k_hlfill = d.add(t, "exec", f"[FILL] HL ETH-PERP sell {_n(hl_part)}/{_n(hl_sz)} @ {hl_px1:,.1f} — TWAP still running",
                     cls=HARD)
    d.edit(k_hlfill, d.after(t, 360, 600),
           f"[FILL] HL ETH-PERP sell {_n(hl_sz)}/{_n(hl_sz)} avg {hl_px_avg:,.1f} — TWAP complete",
           superseded=[f"{hl_px1:,.1f}", f"{_n(hl_part)}/{_n(hl_sz)}"])
    d.msgs[k_hlfill]["hard"] = ("trade_fill", ["[FILL]", "ETH-PERP", "sell", f"{_n(hl_sz)}/{_n(hl_sz)}", f"{hl_px_avg:,.1f}"], "tagged")
    d.msgs[k_hlfill]["idiom"] = ("partial fill edited to complete", "trade_fill")
    t = d.after(t, 60, 200)
    k_dyw = d.add(t, "exec", f"dydx: sold {dy_sz} ETH-USD @ {dy_wrong:,.1f} ✅", cls=HARD,
                  hard=("trade_fill", [f"sold {dy_sz}", "ETH-USD", f"{dy_wrong:,.1f}"], "shorthand"))
    d.delete(k_dyw, d.after(t, 40, 100), f"sold {dy_sz} ETH-USD @ {dy_wrong:,.1f}")
    t = d.after(t, 110, 200)
    d.add(t, "exec", f"dydx: sold {dy_sz} ETH-USD @ {dy_px:,.1f} ✅ (prev line had the index price, removed)", cls=HARD,
          hard=("trade_fill", [f"sold {dy_sz}", "ETH-USD", f"{dy_px:,.1f}"], "shorthand"),
          idiom=("shorthand venue fill line", "trade_fill"))
    t = d.after(t, 60, 200)
    k_stop = d.add(t, "exec", f"[STOP] ETH-PERP short (HL + dydx): buy-stop {_n(stop1)}", cls=HARD)
    d.edit(k_stop, d.at(15.2, 30), f"[STOP] ETH-PERP short (HL + dydx): buy-stop {_n(stop2)}", superseded=[_n(stop1)])
    d.edit(k_stop, d.at(19.6, 30), f"[STOP] ETH-PERP short (HL + dydx): buy-stop {_n(stop3)}", superseded=[_n(stop2)])
    d.msgs[k_stop]["hard"] = ("stop_or_target_change", ["[STOP]", "ETH-PERP", "buy-stop", _n(stop3)], "tagged")
    d.msgs[k_stop]["idiom"] = ("stop moved twice by editing the same message", "stop_or_target_change")
    t = d.after(t, 200, 500)
    d.add(t, "risk", (
        f"If we keep the short over the weekend a wider buy-stop, ~{_n(stop1 + 60)}, would be sensible — "
        f"funding is {rng.uniform(-0.004, 0.012):.4f}% / 8h so carrying it is cheap. Not changing anything, just flagging."),
        cls=NEAR, idiom=("stop suggestion without decision", "not_hard"))
    t = d.after(t, 100, 400)
    d.add(t, "strat", (
        f"paper book only: long {rng.choice([100, 150, 200])} ETH-PERP @ {eth + rng.uniform(-8, 8):,.1f} to track the basis-carry signal. "
        f"Not a treasury position."),
        cls=NEAR, idiom=("paper trade flagged as paper", "not_hard"))

    # ---------------- midday news / governance
    t = d.at(12.2, 40)
    cb_news = rng.choice([
        "Coinbase pauses cbETH wrap/unwrap on mainnet for ~45 min of contract maintenance",
        "Coinbase delays the cbETH exchange-rate update by one oracle round after a signer rotation",
    ])
    d.add(t, "mon", "", embeds=[{
        "title": "cbETH · issuer notice",
        "description": cb_news + ". Secondary liquidity on Curve/Uniswap unaffected so far.",
        "author": "onchain-monitor · news",
        "fields": [{"name": "Held", "value": f"{rng.randint(1800, 2600):,} cbETH", "inline": True},
                   {"name": "Spread vs rate", "value": f"{cb_prem - rng.uniform(1, 4):+.1f} bps", "inline": True}],
        "footer": "source: issuer status page"}],
        cls=HARD, hard=("held_position_news", ["cbETH", "Coinbase"], "embed"),
        idiom=("embed-only issuer news on a held LST", "held_position_news"))
    t = d.after(t, 300, 900)
    d.add(t, "strat", (
        f"## Governance watch\n"
        f"- **Aave ARFC**: raise wstETH e-mode LTV 93.0 → 93.5% and liq threshold 95.0 → 95.5%. Temp check "
        f"{rng.randint(58, 81)}% for. *If* it passes, our HF would read ~0.03 higher at the same debt — no reason to pre-position.\n"
        f"- **Lido DAO**: vote on the dual-governance veto threshold; snapshot closes in {rng.randint(2, 5)} days. "
        f"Informational for us, no holdings impact until enacted.\n"
        f"- **Rocket Pool**: RPIP on commission floor still in discussion."),
        cls=NEAR, idiom=("governance proposals discussed, hypothetical impact", "not_hard"))
    t = d.after(t, 120, 400)
    d.add(t, "tomasz", (
        f"fyi from the miner treasury channel: they sold {rng.choice([40, 60, 75])} BTC this morning at "
        f"{rng.randint(88, 104)},{rng.randint(100, 999)}. not ours"),
        cls=NEAR, idiom=("other desk's trade relayed", "not_hard"))
    t = d.after(t, 200, 600)
    d.add(t, "mon", (
        f"Quoted wire: \"US spot ETH ETFs saw ${rng.uniform(80, 420):.0f}M net inflows yesterday, the "
        f"{rng.choice(['third', 'fourth', 'fifth'])} straight day\" — market colour, no direct read-through to LST spreads."),
        cls=NEAR, idiom=("generic market colour headline", "not_hard"))

    # ---------------- re-lever attempt blocked
    t = d.at(13.3, 40)
    k_relever = d.add(t, "strat", (
        f"Borrow rate just dipped {rng.uniform(8, 20):.0f} bps. I'd like to borrow {relever} WETH on Aave and loop it into "
        f"wstETH — adds ~{rng.uniform(0.4, 0.9):.1f} ETH/day of carry."),
        cls=HARD, hard=("trade_proposal", [f"borrow {relever} WETH", "wstETH"], "untagged"),
        idiom=("untagged prose proposal from strategist", "trade_proposal"))
    t = d.after(t, 40, 120)
    d.add(t, "risk", (
        f"[BLOCK] borrow {relever} WETH → projected HF {hf_block:.2f} < floor {floor_new}. Order blocked at pre-sign; "
        f"will not be sent to the Safe."),
        ref=k_relever, cls=HARD, hard=("risk_limit", ["[BLOCK]", f"borrow {relever} WETH", f"{hf_block:.2f}", floor_new], "tagged"),
        idiom=("risk engine blocks an order on HF floor", "risk_limit"))
    t = d.after(t, 200, 700)
    d.add(t, "ines", "rejected. no re-lever while the oracle is late", ref=k_relever, cls=HARD,
          hard=("trade_approval", ["rejected", "re-lever"], "reply"),
          idiom=("terse rejection reply", "trade_approval"))
    t = d.after(t, 40, 100)
    d.add(t, "strat", "understood", cls="noise")

    # ---------------- forgotten proposal
    t = d.at(13.9, 30)
    k_forg = d.add(t, "tomasz", (
        f"b {reth_forgot} reth via balancer from signer-3 hot wallet (personal, Yuki's) then sweep to safe"),
        cls=HARD, hard=("trade_proposal", [f"b {reth_forgot} reth", "balancer"], "shorthand"))
    d.forget(k_forg, d.after(t, 120, 400), AUTHORS["ines"][0], f"b {reth_forgot} reth via balancer from signer-3")

    # ---------------- collar roll (afternoon)
    t = d.at(14.3, 40)
    k_collar = d.add(t, "strat", (
        f"### [PROPOSAL] Collar roll · {exp_short} → {exp_long}\n\n"
        f"| leg | side | qty | instrument |\n|---|---|---|---|\n"
        f"| put | **BUY** | {n_opt} | {put} |\n| call | **SELL** | {n_opt} | {call} |\n\n"
        f"- Package as a Deribit combo, net credit ≥ {credit_lim} ETH per pair\n"
        f"- Old {exp_short} legs expire worthless at current spot; no closing trade needed\n"
        f"- Hedges ~{n_opt / 1000 * 100 / 6.5:.0f}% of unhedged staked ETH below {k_put}"),
        cls=HARD, hard=("trade_proposal", ["[PROPOSAL]", put, call, str(n_opt), credit_lim], "tagged"),
        idiom=("markdown table proposal for an options collar", "trade_proposal"))
    t = d.after(t, 60, 200)
    d.add(t, "risk", (
        f"Options book: net vega limit raised to **{vega_new}k USD/vol-pt** (was {vega_old}k) for the roll window; "
        f"the combo adds ~{vega_old - 8}k short vega on the call leg, so it fits."),
        cls=HARD, hard=("risk_limit", ["vega limit", f"{vega_new}k", f"{vega_old}k"], "untagged"))
    t = d.after(t, 80, 300)
    d.add(t, "exec", (
        f"RFQ back from 3 makers for the {put}/{call} combo: best {float(credit_lim) + 0.0010:.4f}, "
        f"{float(credit_lim) + 0.0005:.4f}, {credit_lim} credit. Indicative only, nothing lifted."),
        cls=NEAR, idiom=("RFQ quotes, nothing traded", "not_hard"))
    t = d.after(t, 200, 900)
    d.add(t, "ines", f"approved, {credit_lim} floor ok", ref=k_collar, cls=HARD,
          hard=("trade_approval", ["approved", credit_lim], "reply"))
    t = d.after(t, 60, 180)
    d.add(t, "exec", (
        f"deribit order_id={ord_drb} combo=BUY {put} / SELL {call} qty={n_opt} limit_credit={credit_lim} state=open"),
        cls=HARD, hard=("trade_confirmation", [f"order_id={ord_drb}", f"qty={n_opt}", "state=open"], "structured"),
        idiom=("venue order state key=value line", "trade_confirmation"))
    t = d.after(t, 300, 900)
    d.add(t, "exec", "", embeds=[{
        "title": "Deribit · combo filled",
        "description": f"BUY {n_opt} {put} / SELL {n_opt} {call}",
        "author": "execution-agent",
        "fields": [{"name": "Net credit", "value": f"{credit_fill:.4f} ETH", "inline": True},
                   {"name": "Qty", "value": str(n_opt), "inline": True},
                   {"name": "Order", "value": ord_drb, "inline": True}],
        "footer": f"venue deribit · {datestr}"}],
        cls=HARD, hard=("trade_fill", [put, call, f"{credit_fill:.4f} ETH", ord_drb], "embed"))
    t = d.after(t, 100, 300)
    d.add(t, "risk", (
        f"Backtest of this collar rule (roll monthly, 85/125 strikes, 2022-2026): hedged drawdown -{rng.randint(18, 26)}% vs "
        f"-{rng.randint(38, 52)}% unhedged; simulated fills at mid minus {rng.randint(2, 6)} bps. For the quarterly review deck, not a signal."),
        cls=NEAR, idiom=("backtest with simulated fills", "not_hard"))
    t = d.after(t, 100, 400)
    d.add(t, "strat", f"what if we rolled to the Jun expiry instead — would the credit cover the extra theta?",
          cls=NEAR, idiom=("hypothetical question about a roll", "not_hard"))

    # ---------------- thesis confirm + TP removal + cancel
    t = d.at(16.1, 40)
    d.add(t, "strat", (
        f"Confirming the **stETH overweight**: the {disc_bps:.0f} bps discount is queue/carry, not credit — "
        f"withdrawal queue {rng.randint(2, 9)} days, no slashing events, oracle delay is operational. Conviction unchanged (high)."),
        cls=HARD, hard=("thesis_update", ["stETH overweight", "Conviction unchanged"], "untagged"),
        idiom=("agent confirms existing view explicitly", "thesis_update"))
    t = d.after(t, 600, 1500)
    d.add(t, "exec", (
        f"Removing the take-profit at {_n(tp_lvl)} on the dydx ETH-USD short — strategist wants the hedge on through expiry; "
        f"buy-stop unchanged."),
        cls=HARD, hard=("stop_or_target_change", ["Removing the take-profit", _n(tp_lvl), "ETH-USD"], "untagged"))
    t = d.after(t, 300, 900)
    if rng.random() < 0.7:
        d.add(t, "exec", (
            f"Safe nonce {nonce + 2} (ETH/stETH LP gauge claim) cancelled — gas params stale after the base-fee spike; "
            f"replaced by an empty tx at the same nonce. Will re-propose tomorrow."),
            cls=HARD, hard=("trade_confirmation", [f"Safe nonce {nonce + 2}", "cancelled"], "untagged"))

    t = d.at(17.4, 40)
    d.add(t, "strat", (
        f"## LST spread notes (no action)\n\n"
        f"stETH discount has been between {disc_bps - 6:.0f} and {disc_bps + 9:.0f} bps all week. Historically, entries "
        f"past 40 bps have paid ~{rng.randint(11, 24)} bps over 30 days, but that is mostly the 2022 and 2023 episodes where the "
        f"queue was the driver. rETH premium mean-reverts faster; cbETH is driven by Base flows. If the discount widens past 40 bps "
        f"we *could* add stETH from the WETH buffer — that would need a fresh proposal and the floor back at {floor_old}."),
        cls=NEAR, idiom=("long analysis with trading words but no decision", "not_hard"))
    t = d.after(t, 300, 900)
    d.add(t, "exec", (
        f"Yesterday's recap: HL hedge added {rng.choice([300, 500, 700])} ETH-PERP at "
        f"{eth + rng.uniform(-90, 90):,.1f}, dYdX unchanged. (history, already in the ledger)"),
        cls=NEAR, idiom=("yesterday's fills recapped as history", "not_hard"))

    # ---------------- evening
    t = d.at(18.6, 40)
    wl2 = rng.choice([("ezETH", "Renzo"), ("osETH", "StakeWise")])
    d.add(t, "mon", (
        f"{wl2[1]} says {wl2[0]} redemptions re-open after the audit of the new withdrawal contract; "
        f"{wl2[0]} discount narrowed {rng.randint(10, 30)} bps on the news. Watchlist name, no position."),
        cls=HARD, hard=("watchlist_news", [wl2[1], wl2[0], "redemptions re-open"], "untagged"))
    t = d.after(t, 300, 1200)
    d.add(t, "mon", (
        f"Second incident today: a canonical L2 bridge ({rng.choice(['Lumen', 'Kestrel', 'Palisade'])}) reports a "
        f"validator-key compromise, ~${rng.uniform(2, 9):.1f}M. We have never bridged through it."),
        cls=NEAR)

    t = d.at(20.2, 50)
    k_eod = d.add(t, "strat", (
        f"## EOD report · {datestr}\n\n"
        f"### Book\n"
        f"- stETH/wstETH core, cbETH trimmed by {cb_cap}\n"
        f"- Aave loop HF {float(hf_target):.2f}, floor {floor_new} still in force\n"
        f"- Hedge: {_n(hl_sz)} ETH-PERP short HL, {dy_sz} dYdX, collar rolled to {exp_long}\n\n"
        f"### Curve ETH/stETH LP\n"
        f"Pool is {rng.uniform(57, 64):.1f}% stETH and our LP is earning less than holding stETH outright. "
        f"Proposal: **remove {_n(lp_amt)} steCRV** single-sided to ETH, min out {lp_out * 0.998:,.1f} ETH; "
        f"the ETH goes back to the WETH buffer.\n\n"
        f"### Tomorrow\n"
        f"- Remainder of the cbETH rotation ({cb_req - cb_cap})\n- Revisit HF floor once the Lido report is in"),
        cls=HARD, hard=("trade_proposal", [f"remove {_n(lp_amt)} steCRV", "single-sided to ETH", f"{lp_out * 0.998:,.1f} ETH"], "buried"))
    d.pin(k_eod, d.after(t, 200, 600), AUTHORS["ines"][0])
    t = d.after(t, 300, 1200)
    d.add(t, "ines", "yes on the LP. do it tonight", ref=k_eod, cls=HARD,
          hard=("trade_approval", ["yes on the LP", "tonight"], "reply"))
    t = d.after(t, 300, 900)
    h3 = tx()
    d.add(t, "safe", "", embeds=[{
        "title": f"Transaction executed · nonce {nonce + 3}",
        "description": f"Curve ETH/stETH: remove_liquidity_one_coin {_n(lp_amt)} steCRV → {lp_out:,.2f} ETH",
        "author": "Safe{Wallet} · treasury",
        "fields": [{"name": "Confirmations", "value": "2/3", "inline": True},
                   {"name": "Tx hash", "value": short(h3), "inline": True}],
        "footer": f"Safe {SAFE_ADDR} · mainnet"}],
        cls=HARD, hard=("trade_fill", [f"nonce {nonce + 3}", f"{_n(lp_amt)} steCRV", f"{lp_out:,.2f} ETH"], "embed"))

    t = d.at(21.8, 50)
    if rng.random() < 0.6:
        d.add(t, "risk", (
            f"Overnight: liquidation-distance floor for the loop set to 25% (alert at 28%). Gas ceiling for automated "
            f"Safe proposals 40 gwei."),
            cls=HARD, hard=("risk_limit", ["liquidation-distance floor", "25%"], "untagged"))
    return {"eth": eth, "peg": peg, "hf": float(hf_target), "nonce": nonce, "floor": floor_new,
            "hl_sz": hl_sz, "dy_sz": dy_sz}


# --------------------------------------------------------------------------- noise and chatter

def _noise(d, ctx):
    rng = d.rng
    eth = ctx["eth"]
    block0 = 26_480_000 + d.day_idx * 7200
    # block-height heartbeats, roughly every 55-75 min
    t = d.start + int(rng.uniform(5, 25) * 60000)
    while t < d.start + DAY_MS - 60000:
        blk = block0 + (t - d.start) // 12000
        d.add(t, "hb", (f"⛓ head {blk:,} · lag 0 · peers {rng.randint(38, 64)} · base fee {rng.uniform(4, 28):.1f} gwei · "
                        f"rpc primary ok"), cls="noise")
        t += int(rng.uniform(65, 85) * 60000)
    # hourly PnL
    day_pnl = 0.0
    for h in range(24):
        t = d.start + h * 3600000 + int(rng.uniform(20, 90) * 1000)
        day_pnl += rng.uniform(-4, 6)
        if h % 6 == 5:
            d.add(t, "pnl", "", embeds=[{
                "title": f"PnL {h:02d}:00Z",
                "fields": [{"name": "Day", "value": f"{day_pnl:+.1f} ETH", "inline": True},
                           {"name": "Staking carry", "value": f"{rng.uniform(2, 4):+.2f} ETH", "inline": True},
                           {"name": "Hedges", "value": f"{rng.uniform(-9, 9):+.1f} ETH", "inline": True},
                           {"name": "Funding", "value": f"{rng.uniform(-0.5, 1.8):+.2f} ETH", "inline": True}],
                "footer": "marks: Chainlink ETH/USD, Curve EMA for stETH"}], cls="noise")
        else:
            d.add(t, "pnl", (f"PnL {h:02d}:00Z | day {day_pnl:+.1f} ETH | carry {rng.uniform(0.1, 0.2):+.2f} | "
                             f"hedges {rng.uniform(-3, 3):+.2f} | opts {rng.uniform(-1, 1):+.2f} | ETH {eth + rng.uniform(-40, 40):,.1f}"),
                  cls="noise")
    # gas alerts
    for _ in range(rng.randint(5, 7)):
        t = d.curve_time()
        d.add(t, "alert", f"⛽ gas {rng.uniform(30, 95):.0f} gwei (p50 {rng.uniform(12, 30):.0f}) — above 30 gwei threshold for 5 blocks",
              cls="noise")
    # depeg / price alerts within band
    for _ in range(rng.randint(3, 5)):
        t = d.curve_time()
        p = ctx["peg"] + rng.uniform(-0.0006, 0.0006)
        d.add(t, "alert", f"stETH/ETH {p:.4f} ({(p - 1) * 100:+.2f}%) · band ±0.50% · ok", cls="noise")
    for _ in range(rng.randint(2, 4)):
        t = d.curve_time()
        d.add(t, "alert", f"ETH {eth + rng.uniform(-70, 70):,.1f} crossed {int(round(eth / 50) * 50):,} (1h vol {rng.uniform(20, 55):.0f}%)",
              cls="noise")
    # liquidation distance heartbeat
    for _ in range(rng.randint(3, 5)):
        t = d.curve_time()
        d.add(t, "risk", f"risk heartbeat: all limits ok · HF {ctx['hf'] + rng.uniform(-0.02, 0.02):.2f} · venues 2/2 · margin ok",
              cls="noise")
    # RPC reconnects
    for _ in range(rng.randint(4, 6)):
        t = d.curve_time()
        prov = rng.choice(["alchemy-mainnet", "infura-mainnet", "self-hosted reth-02", "hl-ws", "dydx-indexer-ws"])
        d.add(t, "hb", f"⚠ {prov} websocket closed (code {rng.choice([1006, 1011, 1001])}); reconnected in {rng.uniform(0.4, 6.5):.1f}s, resubscribed {rng.randint(3, 14)} topics",
              cls="noise")
    # stack traces
    for _ in range(rng.randint(2, 3)):
        t = d.curve_time()
        d.add(t, "mon", _trace(rng), cls="noise")
    # CI / deploys
    for _ in range(rng.randint(3, 5)):
        t = d.curve_time()
        svc = rng.choice(["exec-agent", "risk-engine", "safe-poller", "onchain-monitor", "pnl-marker"])
        d.add(t, "ci", (f"deploy {svc}@{_hex(rng, 7)} → prod · {rng.choice(['ok', 'ok', 'ok', 'rolled back'])} · "
                        f"{rng.randint(38, 240)}s · pipeline #{rng.randint(4000, 9999)}"), cls="noise")
    # acks
    for _ in range(rng.randint(6, 9)):
        t = d.curve_time()
        who = rng.choice(["exec", "risk", "strat", "mon", "ines", "tomasz"])
        txt = rng.choice(["ok", "thx", "👍", "ack", "🙏", "seen", "noted", "ty", "k"]) if who in ("ines", "tomasz") \
            else rng.choice(["ack", "noted.", "acknowledged", "ok — watching", "👍 ack"])
        d.add(t, who, txt, cls="noise")
    # bulk-deleted stack trace spam
    t = d.at(rng.uniform(3, 20), 10)
    wid = _hex(rng, 6)
    spam = []
    snippets = []
    for i in range(3):
        msg = (f"Traceback (most recent call last):\n  File \"safe_poller.py\", line 214, in poll\n"
               f"    pending = resp[\"pendingNonce\"]\nKeyError: 'pendingNonce' [worker {wid}-{i}]")
        spam.append(d.add(t + i * 700, "hb", msg, cls="noise"))
        snippets.append(f"[worker {wid}-{i}]")
    d.bulk_delete(spam, d.after(t, 120, 400), snippets)


def _trace(rng):
    where = rng.choice([
        ("hl_client.py", 88, "post_order", "aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected"),
        ("curve_reader.py", 141, "get_balances", "web3.exceptions.ContractLogicError: execution reverted"),
        ("deribit_ws.py", 302, "on_message", "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"),
        ("oracle_watch.py", 57, "fetch_report", "asyncio.exceptions.TimeoutError"),
    ])
    return (f"```\nTraceback (most recent call last):\n"
            f"  File \"/srv/agents/{where[0]}\", line {where[1]}, in {where[2]}\n"
            f"    result = await self._call(method, params)\n"
            f"  File \"/srv/agents/common/rpc.py\", line {rng.randint(40, 120)}, in _call\n"
            f"    raise last_exc\n{where[3]}\n```\nretry {rng.randint(1, 3)}/5 scheduled")


def _digest(d, ctx):
    who, txt = _digest_body(d, ctx)
    return who, txt + "\n\n**Notes**\n" + _notes(d.rng, d.rng.randint(3, 6))


def _digest_body(d, ctx):
    rng = d.rng
    eth = ctx["eth"]
    kind = rng.randrange(5)
    if kind == 0:
        return "mon", (
            f"### On-chain digest · {rng.randint(0, 23):02d}:{rng.choice(['00', '15', '30', '45'])}Z\n"
            f"- Curve ETH/stETH: {rng.uniform(52, 63):.1f}% stETH, virtual price {rng.uniform(1.116, 1.121):.5f}, 24h vol ${rng.uniform(20, 90):.0f}M\n"
            f"- Lido withdrawal queue: {rng.randint(20, 160):,}k ETH unfinalised, est. wait {rng.randint(2, 9)}d\n"
            f"- Rocket Pool deposit pool: {rng.randint(0, 18):,}k ETH capacity\n"
            f"- Aave v3 WETH utilisation {rng.uniform(78, 92):.1f}%, borrow {rng.uniform(1.9, 2.8):.2f}%\n"
            f"- Beacon chain: entry queue {rng.randint(1, 40)}k validators, exit queue {rng.randint(1, 30)}k\n"
            f"- Our Safe: {rng.randint(0, 2)} pending txs, last nonce {ctx['nonce'] + rng.randint(0, 3)}\n\n"
            f"No anomalies against thresholds.")
    if kind == 1:
        return "risk", (
            f"## Risk snapshot\n\n"
            f"| metric | value | limit |\n|---|---|---|\n"
            f"| Aave HF | {ctx['hf'] + rng.uniform(-0.03, 0.03):.2f} | ≥ {ctx['floor']} |\n"
            f"| liq distance | {rng.uniform(24, 31):.1f}% | ≥ 25% |\n"
            f"| HL margin / maint | {rng.uniform(3.0, 5.5):.1f}x | ≥ 2.5x |\n"
            f"| dYdX margin / maint | {rng.uniform(3.0, 6.0):.1f}x | ≥ 2.5x |\n"
            f"| hedge ratio | {rng.uniform(0.58, 0.76):.2f} | 0.55-0.80 |\n"
            f"| stETH/ETH | {ctx['peg'] + rng.uniform(-0.0004, 0.0004):.4f} | ≥ 0.9950 |\n\n"
            f"All within limits. Next snapshot in 2h.")
    if kind == 2:
        return "exec", (
            f"### Venue status\n"
            f"- Hyperliquid: ws ok, funding {rng.uniform(-0.005, 0.013):.4f}%/h, OI {rng.uniform(1.1, 2.4):.2f}B, our mark {eth + rng.uniform(-20, 20):,.1f}\n"
            f"- dYdX v4: indexer lag {rng.randint(0, 3)} blocks, funding {rng.uniform(-0.004, 0.01):.4f}%/h\n"
            f"- Deribit: DVOL {rng.uniform(42, 68):.1f}, 25d RR {exp_rr(rng)} (puts over)\n"
            f"- 1inch/Curve quotes: cbETH→wstETH impact {rng.uniform(1.5, 5.0):.1f} bps per 100, stETH→ETH {rng.uniform(0.5, 2.5):.1f} bps per 100\n"
            f"- Safe tx service: healthy, {rng.randint(0, 2)} queued\n\n"
            f"→ `venues.health_check({{}})`\n← `{{\"hyperliquid\":\"ok\",\"dydx\":\"ok\",\"deribit\":\"ok\",\"safe_tx_service\":\"ok\"}}`")
    if kind == 3:
        return "strat", (
            f"## Carry attribution (rolling 7d)\n\n"
            f"- Staking rewards: {rng.uniform(14, 22):.1f} ETH (stETH {rng.uniform(60, 72):.0f}%, rETH {rng.uniform(14, 22):.0f}%, cbETH rest)\n"
            f"- Loop spread after borrow cost: {rng.uniform(3, 9):.1f} ETH\n"
            f"- Curve LP fees + CRV: {rng.uniform(0.8, 2.4):.1f} ETH\n"
            f"- Perp funding received: {rng.uniform(-2, 6):.1f} ETH\n"
            f"- Options theta (collar, net): {rng.uniform(-1.5, 1.5):+.1f} ETH\n"
            f"- Gas: -{rng.uniform(0.3, 1.2):.2f} ETH across {rng.randint(9, 25)} Safe txs\n\n"
            f"Observations: loop spread is the most rate-sensitive line; LP is the weakest contributor per unit of capital. "
            f"Nothing here changes positioning by itself — inputs for the weekly review.")
    return "mon", (
        f"### Validator / oracle watch\n"
        f"- Lido node operators with missed attestations > 1%: {rng.randint(0, 3)} of {rng.randint(36, 40)}\n"
        f"- Rocket Pool minipools slashed (30d): 0\n"
        f"- Chainlink stETH/ETH feed last update {rng.randint(1, 23)}h ago, deviation {rng.uniform(0.01, 0.3):.2f}% (threshold 0.5%)\n"
        f"- Aave wstETH oracle uses the exchange rate × ETH/USD; next rate push after the Lido report\n"
        f"- MEV-boost relay share: {rng.uniform(85, 95):.1f}%\n\nNothing actionable.")


def exp_rr(rng):
    return f"{rng.uniform(-6, -1):.1f}"


NOTES = [
    "The stETH/ETH Curve EMA and the spot pool price agree within {a:.1f} bps, so the marks are clean.",
    "Base-fee volatility is the main driver of Safe execution cost today; batching keeps us at one tx per action.",
    "Funding on both perp venues is close to flat, so the hedge costs almost nothing to carry at the moment.",
    "The wstETH exchange rate used by Aave will step up by roughly {b:.4f} once the Lido report is posted.",
    "Deribit skew keeps pricing downside over upside; the collar benefits from that on the put leg.",
    "Rocket Pool's deposit pool has been cycling between full and open several times a day, which keeps the rETH premium noisy.",
    "Beacon chain exit queue is short, so unstaking optionality for the treasury is cheap right now.",
    "No new approvals were granted from the Safe in this window; the allowance list matches the whitelist.",
    "Aave WETH utilisation moved {c:.1f} pp in the last hour; borrow rate follows with a lag of a few blocks.",
    "Gauge rewards on the Curve pool accrue per block; claiming only makes sense above ~0.4 ETH at current gas.",
    "Indexer lag on dYdX is back to normal after the earlier websocket reconnect.",
    "HL mark and oracle price diverged by {a:.1f} bps briefly around the hour; within the venue's normal range.",
]


def _notes(rng, k):
    out = []
    for s in rng.sample(NOTES, k):
        out.append("- " + s.format(a=rng.uniform(0.2, 3.5), b=rng.uniform(0.0001, 0.0004), c=rng.uniform(0.3, 2.5)))
    return "\n".join(out)


def _midchat(d, ctx):
    rng = d.rng
    opts = [
        ("exec", f"Safe queue clear; next nonce {ctx['nonce'] + 4}. Gas estimator reads {rng.uniform(6, 30):.1f} gwei for a two-call batch."),
        ("mon", f"Curve ETH/stETH composition moved {rng.uniform(0.2, 1.4):.1f} pp toward stETH since the last digest; virtual price steady."),
        ("risk", f"@strategist-agent your carry number matches mine within {rng.uniform(0.1, 0.6):.1f} ETH; the gap is the gas line."),
        ("strat", f"@onchain-monitor can you add the Chainlink stETH/ETH heartbeat to the next digest? I want to see staleness next to the rate."),
        ("mon", f"Added. Feed heartbeat is 24h with a 0.5% deviation trigger; last push {rng.randint(1, 22)}h ago."),
        ("exec", f"HL and dYdX positions reconciled against the ledger: {ctx['hl_sz']:,} / {ctx['dy_sz']} ETH short, no drift."),
        ("risk", f"Margin buffers: HL {rng.uniform(3.1, 5.2):.1f}x maintenance, dYdX {rng.uniform(3.1, 5.8):.1f}x. Nothing to top up."),
        ("mon", f"Mempool: no pending txs touching our Safe or the Aave positions of the treasury address."),
        ("exec", f"Rotated the HL API agent wallet per the weekly schedule; permissions unchanged (trade only, no withdraw)."),
    ]
    return opts[rng.randrange(len(opts))]


def _topup(d, ctx, target_count, target_bytes):
    rng = d.rng
    guard = 0
    while guard < 400:
        guard += 1
        n = d.live_count()
        b = d.content_bytes()
        if n >= 276:
            break
        if n >= target_count and b >= target_bytes:
            break
        slots = max(1, target_count - n)
        need = (target_bytes - b) / slots
        if b < target_bytes and (need > 420 or n >= target_count):
            who, txt = _digest(d, ctx)
            d.add(d.curve_time(), who, txt, cls="chat")
        else:
            who, txt = _midchat(d, ctx)
            d.add(d.curve_time(), who, txt, cls="chat")


# --------------------------------------------------------------------------- assemble

def _channel_id(i):
    return str(CHANNEL_BASE + i * 4398046511104 + i * 131072 + 7)


def generate(seed: int = 1, end=None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms_seen = set()
    for ci in range(channels):
        channel_id = _channel_id(ci)
        worker = (ci % 31) + 1
        for di in range(days):
            start_ms = end_ms - (days - di) * DAY_MS
            rng = random.Random((int(seed) * 1000003 + ci * 7919 + di * 104729) & 0xFFFFFFFFFFFF)
            d = Day(rng, ci, di, start_ms, channel_id, worker)
            ctx = _storyline(d)
            _noise(d, ctx)
            _topup(d, ctx, rng.randint(232, 262), rng.randint(84000, 98000))
            _emit(d, events, labels, idioms_seen)
    events.sort(key=lambda e: (e["_t"], e["_o"]))
    for e in events:
        e.pop("_t")
        e.pop("_o")
    labels["idioms"] = labels["idioms"][:20]
    return {"events": events, "labels": labels}


def _emit(d, events, labels, idioms_seen):
    # assign strictly increasing times and snowflakes
    keys = sorted(d.keys, key=lambda k: (d.msgs[k]["t"], k))
    last = -1
    seq = 0
    ids = {}
    for k in keys:
        m = d.msgs[k]
        if m["t"] <= last:
            m["t"] = last + 1
        last = m["t"]
        seq += 1
        ids[k] = str(_snow(m["t"], d.worker, seq))
    # ensure ops after their targets
    order = 0
    thread_started = False
    for k in keys:
        m = d.msgs[k]
        chan = d.thread_id if m["thread"] else d.channel_id
        a = AUTHORS[m["who"]]
        msg = {"id": ids[k], "author_id": a[0], "author_name": a[1], "author_bot": a[2],
               "created_at": _iso(m["t"]), "content": m["orig_content"],
               "attachments": [], "embeds": m["embeds"],
               "reference_id": ids[m["ref"]] if m["ref"] else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if m["thread"]:
            ev["parent_channel_id"] = d.channel_id
        ev["message"] = msg
        ev["_t"] = m["t"]
        order += 1
        ev["_o"] = order
        events.append(ev)
        m["_ev"] = ev
    # original content = content before edits; reconstruct from edit ops
    edits_by_key = {}
    for (t, kind, p) in d.ops:
        if kind == "edit":
            edits_by_key.setdefault(p["key"], []).append((t, p["content"]))
    for k in keys:
        m = d.msgs[k]
        ev = m["_ev"]
        ev["message"]["content"] = m.get("orig_content", m["content"])
    for (t, kind, p) in d.ops:
        order += 1
        if kind in ("edit", "delete", "forget", "pin", "reaction_add"):
            k = p["key"]
            m = d.msgs[k]
            chan = d.thread_id if m["thread"] else d.channel_id
            t = max(t, m["t"] + 500)
            base = {"guild_id": GUILD_ID, "channel_id": chan}
            if m["thread"]:
                base["parent_channel_id"] = d.channel_id
            if kind == "edit":
                ev = {"op": "edit", **base, "message_id": ids[k], "edited_at": _iso(t), "content": p["content"]}
            elif kind == "delete":
                ev = {"op": "delete", **base, "message_id": ids[k], "deleted_at": _iso(t)}
            elif kind == "forget":
                ev = {"op": "forget", **base, "message_id": ids[k], "requested_by": p["by"], "at": _iso(t)}
            elif kind == "pin":
                ev = {"op": "pin", **base, "message_id": ids[k], "by": p["by"], "at": _iso(t)}
            else:
                ev = {"op": "reaction_add", **base, "message_id": ids[k], "emoji": p["emoji"], "user_id": p["user"], "at": _iso(t)}
        elif kind == "bulk_delete":
            ks = p["keys"]
            t = max([t] + [d.msgs[k]["t"] + 500 for k in ks])
            ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": d.channel_id,
                  "message_ids": [ids[k] for k in ks], "deleted_at": _iso(t)}
        ev["_t"] = t
        ev["_o"] = order
        events.append(ev)
    # labels
    for k in keys:
        m = d.msgs[k]
        chan = d.thread_id if m["thread"] else d.channel_id
        if m["hard"]:
            et, facts, phr = m["hard"]
            labels["hard_events"].append({"channel_id": chan, "message_id": ids[k], "event_type": et,
                                          "facts": list(facts), "phrasing": phr, "final_state": m["state"]})
        if m["state"] in ("deleted", "forgotten"):
            continue
        if m["cls"] == "noise":
            labels["noise_message_ids"].append(ids[k])
        elif m["cls"] == "near":
            labels["near_miss_ids"].append(ids[k])
        if m["idiom"] and m["idiom"][0] not in idioms_seen and len(idioms_seen) < 20:
            idioms_seen.add(m["idiom"][0])
            labels["idioms"].append({"message_id": ids[k], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    for (k, s) in d.superseded:
        m = d.msgs[k]
        chan = d.thread_id if m["thread"] else d.channel_id
        labels["superseded_facts"].append([chan, ids[k], s])
    labels["removed_texts"].extend(d.removed)


# --------------------------------------------------------------------------- CLI / self-check

def _final_texts(events):
    texts = {}
    gone = set()
    for e in events:
        op = e["op"]
        if op == "create":
            m = e["message"]
            texts[m["id"]] = [m["content"], _embed_text(m.get("embeds"))]
        elif op == "edit":
            texts.setdefault(e["message_id"], ["", ""])[0] = e["content"]
        elif op in ("delete", "forget"):
            gone.add(e["message_id"])
        elif op == "bulk_delete":
            gone.update(e["message_ids"])
    return texts, gone


def check(out, end_ms):
    events, labels = out["events"], out["labels"]
    texts, gone = _final_texts(events)
    errors = []
    last_ms = {}
    per_cd = {}
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
        ca = datetime.fromisoformat(m["created_at"].replace("Z", "+00:00"))
        if int(ca.timestamp() * 1000) != ms:
            errors.append(f"created_at mismatch {m['id']}")
        root = e.get("parent_channel_id", e["channel_id"])
        if ms < last_ms.get(root, 0):
            errors.append(f"out of order {m['id']}")
        last_ms[root] = ms
        day = (end_ms - ms - 1) // DAY_MS
        c = per_cd.setdefault((root, day), {"n": 0, "bytes": 0, "ids": []})
        c["ids"].append(m["id"])
    for (root, day), c in per_cd.items():
        live = [i for i in c["ids"] if i not in gone]
        c["n"] = len(live)
        c["bytes"] = sum(len(texts[i][0].encode()) + len(texts[i][1].encode()) for i in live)
    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        hard_ids.add(mid)
        if mid not in texts:
            errors.append(f"label id missing {mid}")
            continue
        if h["final_state"] in ("deleted", "forgotten"):
            if mid not in gone:
                errors.append(f"{mid} should be gone")
            continue
        full = texts[mid][0] + "\n" + texts[mid][1]
        for f in h["facts"]:
            if f not in full:
                errors.append(f"fact {f!r} not in {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            errors.append(f"fact count {mid}")
    for s in labels["removed_texts"]:
        for mid, (c, emb) in texts.items():
            if mid in gone:
                continue
            if s in c or s in emb:
                errors.append(f"removed text still visible: {s!r}")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid in hard_ids:
            errors.append(f"{mid} both hard and noise/near")
        if mid not in texts or mid in gone:
            errors.append(f"noise/near id invalid {mid}")
    for row in labels["idioms"]:
        if row["message_id"] not in texts:
            errors.append("idiom id missing")
    stats = []
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for (root, day), c in sorted(per_cd.items()):
        ids = set(c["ids"]) - gone
        nh = sum(1 for h in labels["hard_events"] if h["message_id"] in set(c["ids"]))
        stats.append({"channel": root, "day": day, "messages": c["n"], "bytes": c["bytes"],
                      "hard": nh, "noise_pct": round(100.0 * len(ids & noise) / max(1, len(ids)), 1),
                      "near_miss": len(ids & near)})
        if not 180 <= c["n"] <= 320:
            errors.append(f"message count {c['n']} out of range {root} {day}")
        if not 70000 <= c["bytes"] <= 120000:
            errors.append(f"bytes {c['bytes']} out of range {root} {day}")
    return errors, stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
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
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    end_ms = int((end or DEFAULT_END).timestamp() * 1000)
    errors, stats = check(out, end_ms)
    for s in stats:
        print(json.dumps(s, ensure_ascii=False))
    print(f"events={len(out['events'])} hard={len(out['labels']['hard_events'])} "
          f"idioms={len(out['labels']['idioms'])} errors={len(errors)}")
    for e in errors[:30]:
        print("ERROR", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
