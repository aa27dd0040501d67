"""Desk generator `defi_onchain`: an on-chain crypto desk (DEX swaps, Aave lending,
LP ranges, staking/restaking, bridges, governance) on Ethereum, Arbitrum, Base and Solana.

Produces a busy Discord capture (JSON Lines, see shared/CAPTURE-FORMAT.md) plus
ground-truth labels. Standard library only; output is a pure function of the arguments.

    python -m tests.desks.defi_onchain --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

DESK = "defi_onchain"
UTC = timezone.utc
DISCORD_EPOCH = 1420070400000
DAY_MS = 86_400_000
WORKER = 21
GUILD_ID = "1317208846311506011"
_BASE_CHANNELS = [
    "1317209351049138207", "1317210722573971496", "1317211904839211018", "1317213380186058813",
    "1317214477307510794", "1317215693999247401", "1317216802067189821", "1317218143553130506",
]
CHANNEL_NAMES = ["defi-desk", "defi-exec", "defi-lending", "defi-lp", "defi-l2-sol",
                 "defi-gov", "defi-treasury", "defi-night"]
DEFAULT_END = datetime(2026, 12, 12, 0, 0, 0, tzinfo=UTC)

# author key -> (id, display name, bot)
PEOPLE = {
    "safe": ("1176823410912075826", "Safe{Wallet}", True),
    "watch": ("1191306455828123658", "chainwatch", True),
    "keeper": ("1203419877265117204", "hf-keeper", True),
    "guard": ("1244771260315766835", "safe-guard", True),
    "delphi": ("1241980357712261180", "delphi-research", True),
    "news": ("1187704226330005574", "exploitwire", True),
    "router": ("1250338812640907304", "desk-router", True),
    "beat": ("1160052231777894440", "blockbeat", True),
    "rpc": ("1160052868263395368", "rpc-sentinel", True),
    "gas": ("1171937520010530866", "gaswatch", True),
    "tvl": ("1182710345501261855", "tvl-snap", True),
    "ci": ("1139920453372342302", "deploybot", True),
    "pnl": ("1202266913870950481", "pnl-bot", True),
    "sim": ("1229913485772011571", "forksim", True),
    "mika": ("893311620985470987", "mika", False),
    "kenji": ("1012847569303470130", "kenji.eth", False),
    "sam": ("1098245617730212884", "sam | ops", False),
    "ines": ("947663180553109524", "Ines (risk)", False),
    "tomas": ("1067734258120667176", "tomas", False),
    "lena": ("982215467355185213", "lena (basis desk)", False),
}
SIGNER_ENS = {"mika": "mika.eth", "kenji": "kenji.eth", "sam": "sam-ops.eth", "ines": "ines.eth"}

HUMAN_W = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 8, 8, 9, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2]
BOT_W = [5, 4, 4, 4, 4, 5, 5, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 7, 7, 6, 6, 6, 5, 5]

PT = "PT-weETH-25MAR2027"
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ----------------------------------------------------------------------------- helpers

def snowflake(ms: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | (WORKER << 17) | (seq & 0xFFF)


def iso(ms: int) -> str:
    d = datetime.fromtimestamp(ms / 1000, UTC)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(ci: int) -> str:
    base = int(_BASE_CHANNELS[ci % len(_BASE_CHANNELS)])
    return str(base + (ci // len(_BASE_CHANNELS)) * 7919 * (1 << 22))


def txh(r: random.Random) -> str:
    return "0x" + "".join(r.choice(HEX) for _ in range(64))


def short(h: str) -> str:
    return h[:6] + "…" + h[-4:]


def addr(r: random.Random) -> str:
    return "0x" + "".join(r.choice(HEX) for _ in range(40))


def sadr(a: str) -> str:
    return a[:6] + "…" + a[-4:]


def solsig(r: random.Random) -> str:
    return "".join(r.choice(B58) for _ in range(88))


def sshort(s: str) -> str:
    return s[:4] + "…" + s[-4:]


def c(x: float, d: int = 0) -> str:
    return f"{x:,.{d}f}"


def rnd10(x: float) -> int:
    return int(round(x / 10.0)) * 10


def _desk_wallets(ci: int) -> dict:
    r = random.Random(f"defi_onchain-wallets-{ci}")
    return {
        "main": ("Main Safe", addr(r), "Ethereum"),
        "arb": ("Arb Ops Safe", addr(r), "Arbitrum"),
        "base": ("Base Safe", addr(r), "Base"),
        "arbhot": ("arb-hot-1", addr(r), "Arbitrum"),
        "sol": ("desk-sol-1", "".join(r.choice(B58) for _ in range(44)), "Solana"),
    }


WHALES = [
    ("Binance 14", "0x28c6c06298d514db089934071355e5743bf21d60"),
    ("Coinbase 10", "0xa9d1e08c7793af67e9d92fe308d5697fb81d3e43"),
    ("Wintermute", "0x0000006daea1723962647b7e189d311d757fb793"),
    ("unlabelled whale", "0x176f3dab24a159341c0509bb36b833e7fdd0a132"),
    ("Jump Trading", "0xf584f8728b874a6a5c7a8d4d387c9aae9172d621"),
    ("unlabelled whale", "0x3c22ec75ea5d745c78fc84762f7f1e6d82a2c5bf"),
]


# ----------------------------------------------------------------------------- model

class Msg:
    __slots__ = ("serial", "t", "who", "content", "embeds", "cls", "hard", "reply", "thread",
                 "ci", "di", "chan", "idiom", "edits", "deleted", "forgotten", "snip",
                 "superseded", "id", "pinned", "attach", "orig")

    def __init__(self, **kw):
        for k in self.__slots__:
            setattr(self, k, kw.get(k))
        self.edits = []
        self.superseded = []
        self.orig = self.content


class Ctx:
    """One channel-day being written."""

    def __init__(self, rng, ci, di, t0, st, wallets):
        self.r = rng
        self.ci = ci
        self.di = di
        self.chan = channel_id(ci)
        self.t0 = t0
        self.t1 = t0 + DAY_MS
        self.st = st
        self.w = wallets
        self.msgs: list[Msg] = []
        self.ops: list[dict] = []
        self.nonce = {"main": 180 + st.ordinal * 6 + ci * 41, "arb": 95 + st.ordinal * 6 + ci * 29,
                      "base": 30 + st.ordinal * 6 + ci * 17}

    # time helpers
    def at(self, h: float) -> int:
        return self.t0 + int(h * 3_600_000) + self.r.randint(0, 999)

    def human(self, lo: float = 0.0, hi: float = 24.0) -> int:
        while True:
            h = self.r.choices(range(24), weights=HUMAN_W)[0] + self.r.random()
            if lo <= h < hi:
                return self.t0 + int(h * 3_600_000)

    def bot(self, lo: float = 0.0, hi: float = 24.0) -> int:
        while True:
            h = self.r.choices(range(24), weights=BOT_W)[0] + self.r.random()
            if lo <= h < hi:
                return self.t0 + int(h * 3_600_000)

    def after(self, t: int, a: float, b: float) -> int:
        return min(t + int(self.r.uniform(a, b) * 1000), self.t1 - 2000)

    def next_nonce(self, safe: str) -> int:
        self.nonce[safe] += 1
        return self.nonce[safe]

    # posting
    def post(self, t, who, content="", *, embeds=None, cls="chat", hard=None, reply=None,
             thread=None, idiom=None, attach=None) -> Msg:
        m = Msg(serial=0, t=t, who=who, content=content, embeds=embeds, cls=cls, hard=hard,
                reply=reply, thread=thread, ci=self.ci, di=self.di, chan=self.chan, idiom=idiom,
                deleted=False, forgotten=False, snip=None, id=None, pinned=False, attach=attach)
        self.msgs.append(m)
        return m

    def hardp(self, t, who, content, etype, facts, ph, **kw) -> Msg:
        return self.post(t, who, content, cls="hard", hard=(etype, list(facts), ph), **kw)

    def edit(self, m: Msg, t: int, content: str, facts=None, superseded=()):
        m.edits.append((t, content))
        m.content = content
        if facts is not None and m.hard:
            m.hard = (m.hard[0], list(facts), m.hard[2])
        m.superseded.extend(superseded)
        self.ops.append({"op": "edit", "t": t, "m": m, "content": content})

    def delete(self, m: Msg, t: int, snip: str):
        m.deleted = True
        m.snip = snip
        self.ops.append({"op": "delete", "t": t, "m": m})

    def bulk_delete(self, ms: list, t: int, snips: list):
        for m, s in zip(ms, snips):
            m.deleted = True
            m.snip = s
        self.ops.append({"op": "bulk_delete", "t": t, "ms": list(ms)})

    def forget(self, m: Msg, t: int, by: str, snip: str):
        m.forgotten = True
        m.snip = snip
        self.ops.append({"op": "forget", "t": t, "m": m, "by": by})

    def pin(self, m: Msg, t: int, by: str):
        m.pinned = True
        self.ops.append({"op": "pin", "t": t, "m": m, "by": by})

    def react(self, m: Msg, t: int, emoji: str, who: str):
        self.ops.append({"op": "reaction_add", "t": t, "m": m, "emoji": emoji, "who": who})


def day_state(r: random.Random, t0: int, ci: int) -> SimpleNamespace:
    d = datetime.fromtimestamp(t0 / 1000, UTC)
    ordinal = (d.date() - datetime(2026, 1, 1, tzinfo=UTC).date()).days
    eth = r.uniform(3050, 4150)
    return SimpleNamespace(
        date=d.strftime("%Y-%m-%d"), dstr=d.strftime("%b %d").replace(" 0", " "),
        dow=d.strftime("%A"), eth=eth, sol=r.uniform(150, 260), eth_chg=r.uniform(-4.5, 4.5),
        sol_chg=r.uniform(-6, 6), pt_eth=r.uniform(1.018, 1.041), pt_apy=r.uniform(5.2, 7.9),
        steth_r=r.uniform(0.9978, 0.9996), weeth_r=r.uniform(0.9935, 0.9991),
        ezeth_r=r.uniform(0.9810, 0.9962), jito_r=r.uniform(1.081, 1.112),
        hf={"aave-v3-eth": r.uniform(1.58, 1.92), "aave-v3-arb": r.uniform(1.42, 1.70),
            "aave-v3-base": r.uniform(1.45, 1.80)},
        nav=r.uniform(380, 470), gwei=r.uniform(6, 28), nonce_base=200 + ordinal * 7,
        pid=380 + ordinal // 3 + r.randint(0, 2), aip=240 + ordinal // 9, gauge=900 + ordinal // 2,
        ordinal=ordinal, lp=r.uniform(1.4, 2.6),
    )


def heights(t: int) -> tuple:
    ref = 1733788800000  # 2024-12-10
    dt = t - ref
    return (21_370_000 + dt // 12_000, 283_400_000 + dt // 250, 23_560_000 + dt // 2_000,
            306_100_000 + dt * 10 // 4_000)


# ----------------------------------------------------------------------------- embeds

def watcher_embed(ctx: Ctx, chain: str, kind: str, frm: str, to: str, amount: str, token: str,
                  tx: str, full: str, desk: bool = True) -> list:
    eth_b, arb_b, base_b, slot = heights(ctx.t0 + 43_200_000)
    blk = {"Ethereum": eth_b, "Arbitrum": arb_b, "Base": base_b, "Solana": slot}[chain]
    blk += ctx.r.randint(-40_000, 40_000)
    explorer = {"Ethereum": "https://etherscan.io/tx/", "Arbitrum": "https://arbiscan.io/tx/",
                "Base": "https://basescan.org/tx/", "Solana": "https://solscan.io/tx/"}[chain]
    icon = "🟢" if desk else "🐋"
    desc = (f"Decoded by chainwatch from logs in block {{blk}}. Labels from the desk address book"
            f"{'' if desk else ' and public tags; this wallet is not a desk wallet'}.")
    scope = "desk wallet" if desk else "whale watch (not desk)"
    return [{
        "title": f"{icon} {kind} · {chain}",
        "url": explorer + full,
        "description": desc.format(blk=f"{blk:,}"),
        "fields": [
            {"name": "From", "value": frm, "inline": True},
            {"name": "To", "value": to, "inline": True},
            {"name": "Amount", "value": amount, "inline": False},
            {"name": "Token", "value": token, "inline": True},
            {"name": "Tx", "value": tx, "inline": True},
        ],
        "footer": f"chainwatch · {scope} · {'slot' if chain == 'Solana' else 'block'} {blk:,}",
    }]


def wlabel(ctx: Ctx, key: str) -> str:
    name, a, _ = ctx.w[key]
    return f"{name} ({sadr(a) if a.startswith('0x') else sshort(a)})"


# ----------------------------------------------------------------------------- Safe flow

APPROVE_REPLIES = [
    ("signed ✅", ["signed", "✅"]),
    ("signed {n} ✅", ["signed", "{n}"]),
    ("lgtm, sign it", ["lgtm", "sign it"]),
    ("👍 send it", ["👍", "send it"]),
    ("ok go, signing", ["ok go", "signing"]),
    ("approved. signing from the ledger", ["approved", "signing"]),
    ("sig'd ✅ exec whenever", ["sig'd", "exec"]),
    ("checked calldata, min out matches. signed", ["min out matches", "signed"]),
]


def calldata(r: random.Random) -> str:
    sel = r.choice(["0x8d80ff0a", "0x6a761202", "0xc04b8d59", "0x617ba037", "0xa415bcad", "0x3593564c"])
    words = []
    for _ in range(r.randint(14, 34)):
        k = r.random()
        if k < 0.35:
            words.append("0" * 24 + "".join(r.choice(HEX) for _ in range(40)))
        elif k < 0.7:
            words.append("0" * r.randint(44, 58) + "".join(r.choice(HEX) for _ in range(6)))
        else:
            words.append("".join(r.choice(HEX) for _ in range(64)))
    return f"`{sel}{''.join(words)}`"


def safe_flow(ctx: Ctx, t: int, safe: str, summary: str, sum_facts: list, *, value: str = "0 ETH",
              approver: str | None = None, fail: bool = False, to: str = "") -> tuple:
    """Proposed -> approval reply -> 2/3 -> executed. Returns (t_exec, tx_hash, nonce, proposed_msg)."""
    r = ctx.r
    name, a, chain = ctx.w[safe]
    n = ctx.next_nonce(safe)
    t = ctx.after(t, 25, 140)
    sth = txh(r)
    emb = [{
        "title": f"Tx proposed · nonce {n} · {name}",
        "description": summary + f"\n\nSimulation: success (Tenderly) · gas est {r.randint(180_000, 720_000):,}\n"
                                 f"Guard: book-limits v3 — pass\nThreshold: 2 of 3 (mika.eth, kenji.eth, sam-ops.eth)",
        "url": f"https://app.safe.global/transactions/tx?safe={chain[:3].lower()}:{a}&id=multisig_{a}_{sth}",
        "author": "Safe{Wallet} tx service",
        "fields": [
            {"name": "Chain", "value": chain, "inline": True},
            {"name": "To", "value": to or "contract", "inline": True},
            {"name": "Value", "value": value, "inline": True},
            {"name": "Proposer", "value": "mika.eth", "inline": True},
            {"name": "Confirmations", "value": "1/3", "inline": True},
            {"name": "Data", "value": calldata(r), "inline": False},
        ],
        "footer": f"safeTxHash {short(sth)}",
    }]
    prop = ctx.hardp(t, "safe", "", "trade_proposal", [f"nonce {n}"] + sum_facts, "embed", embeds=emb,
                     idiom=("Safe 'tx proposed' embed-only post with nonce", "trade_proposal"))
    signer = approver or r.choice(["kenji", "kenji", "sam"])
    if r.random() < 0.5:
        t = ctx.after(t, 40, 420)
        txt, f = r.choice(APPROVE_REPLIES)
        txt = txt.replace("{n}", str(n))
        f = [x.replace("{n}", str(n)) for x in f]
        ctx.hardp(t, signer, txt, "trade_approval", f, "reply", reply=prop,
                  idiom=("short multisig approval reply ('signed ✅')", "trade_approval"))
        ctx.react(prop, ctx.after(t, 1, 5), "✅", signer)
    t = ctx.after(t, 15, 90)
    ens = SIGNER_ENS[signer]
    if r.random() < 0.5:
        s = f"✍️ {ens} confirmed nonce {n} on {name} · confirmations 2/3 · ready to execute"
    else:
        s = f"[{name}] confirmation added by {ens} — nonce {n} now 2/3 (threshold 2 of 3)"
    ctx.hardp(t, "safe", s, "trade_approval", [ens, f"nonce {n}", "2/3"], "structured",
              idiom=("Safe confirmations 2/3 bot line", "trade_approval"))
    t = ctx.after(t, 50, 320)
    h = txh(r)
    if fail:
        ctx.hardp(t, "safe",
                  f"❌ nonce {n} execution reverted · {name} · tx {short(h)} · reason: GS013 / Too little received",
                  "trade_confirmation", [f"nonce {n}", "reverted", short(h)], "structured",
                  idiom=("Safe execution reverted on slippage (GS013)", "trade_confirmation"))
    else:
        ex = SIGNER_ENS[r.choice(["sam", "kenji", "mika"])]
        if r.random() < 0.5:
            s, word = f"✅ Executed · nonce {n} · {name} · tx {short(h)} · by {ex}", "Executed"
        else:
            s, word = f"{name}: nonce {n} executed on {chain} (tx {short(h)}, gas {r.uniform(0.01, 4.2):.2f} gwei)", "executed"
        ctx.hardp(t, "safe", s, "trade_confirmation", [f"nonce {n}", word, short(h)], "structured",
                  idiom=("Safe executed line with shortened tx hash", "trade_confirmation"))
    return t, h, n, prop


# ----------------------------------------------------------------------------- episodes

def ep_pt(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    n = r.choice([25, 40, 60, 80, 120])
    bps = r.choice([20, 30, 40])
    out = n / st.pt_eth
    if r.random() < 0.6:
        ctx.post(t, "mika", f"ran it on a tenderly fork first: {n} eth → {out * 0.9991:.2f} pt, impact "
                            f"0.{r.randint(12, 29)}%. looks fine", cls="near",
                 idiom=("tenderly fork simulation of the trade", "not_hard"))
        t = ctx.after(t, 60, 400)
    v = r.randrange(3)
    if v == 0:
        c_ = f"aping {n} eth into the pendle pt, slippage {bps}bps, signing now"
        f, ph, idi = ["aping", f"{n} eth", "pendle pt", f"{bps}bps"], "untagged", \
            ("crypto-slang lowercase proposal ('aping N eth into …')", "trade_proposal")
    elif v == 1:
        c_ = (f"fixed {st.pt_apy:.2f}% on {PT.lower()} is silly vs aave supply. adding {n} eth, "
              f"proposing on the arb safe, {bps}bps max")
        f, ph, idi = ["adding", f"{n} eth", PT.lower(), f"{bps}bps"], "untagged", \
            ("lowercase prose proposal with bps slippage", "trade_proposal")
    else:
        c_ = f"b {n}e pt-weeth mar27 @ ≤{st.pt_eth:.4f} arb, {bps}bps"
        f, ph, idi = [f"b {n}e", "pt-weeth mar27", f"≤{st.pt_eth:.4f}"], "shorthand", \
            ("shorthand 'b 40e' proposal with ≤ price", "trade_proposal")
    ctx.hardp(t, "mika", c_, "trade_proposal", f, ph, idiom=idi)
    fail = r.random() < 0.3
    summary = f"Pendle RouterV4 · swapExactTokenForPt\n{n} WETH → min {out * (1 - bps / 1e4):.2f} {PT}"
    t, h, nn, _ = safe_flow(ctx, t, "arb", summary, [f"{n} WETH", PT], to="Pendle RouterV4", fail=fail)
    if fail:
        t = ctx.after(t, 60, 300)
        ctx.hardp(t, "mika", f"reverted, pt moved. re-proposing nonce {nn + 1} with 50bps",
                  "trade_proposal", ["re-proposing", f"nonce {nn + 1}", "50bps"], "untagged")
        summary = f"Pendle RouterV4 · swapExactTokenForPt\n{n} WETH → min {out * 0.995:.2f} {PT}"
        t, h, nn, _ = safe_flow(ctx, t, "arb", summary, [f"{n} WETH", PT], to="Pendle RouterV4",
                                approver="kenji")
    t = ctx.after(t, 8, 40)
    amt = f"{n} WETH → {out:.2f} {PT}"
    ctx.hardp(t, "watch", "", "trade_fill", [f"{n} WETH", f"{out:.2f}", short(h)], "embed",
              embeds=watcher_embed(ctx, "Arbitrum", "Swap", wlabel(ctx, "arb"), "Pendle RouterV4", amt, PT,
                                   short(h), h),
              idiom=("watcher embed-only fill on desk wallet (From/To/Amount/Token/Tx)", "trade_fill"))
    if r.random() < 0.6:
        t = ctx.after(t, 30, 300)
        eff = n / out
        bad = f"{out - r.choice([0.7, 0.9, 0.36]):.2f}"
        m = ctx.hardp(t, "mika", f"filled {n} eth → {bad} pt, eff {eff:.4f}. {st.pt_apy:.2f}% locked till march",
                      "trade_fill", [f"{n} eth", bad, f"{eff:.4f}"], "untagged")
        good = f"{out:.2f}"
        ctx.edit(m, ctx.after(t, 40, 200),
                 f"filled {n} eth → {good} pt, eff {eff:.4f}. {st.pt_apy:.2f}% locked till march (typo)",
                 facts=[f"{n} eth", good, f"{eff:.4f}"], superseded=[bad])
        m.idiom = ("fill quantity corrected by an edit", "trade_fill")


def ep_uni(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    chain_key = r.choice(["arb", "arb", "base", "main"])
    chain = ctx.w[chain_key][2]
    cs = {"arb": "arb", "base": "base", "main": "mainnet"}[chain_key]
    bps = r.choice([5, 8, 10, 15])
    if r.random() < 0.5:
        sz, val = r.choice([("150k", 150_000), ("250k", 250_000), ("400k", 400_000), ("750k", 750_000),
                            ("1.2m", 1_200_000)])
        out = val / st.eth * (1 - 0.0004)
        c_ = f"swap {sz} usdc → eth on uni v3 {cs}, {bps}bps max"
        f = ["swap", f"{sz} usdc → eth", f"{bps}bps"]
        ph = "shorthand"
        summary = f"Uniswap V3 SwapRouter02 · exactInputSingle\n{c(val)} USDC → min {out * (1 - bps / 1e4):.2f} WETH (fee 0.05%)"
        sf = [f"{c(val)} USDC", "WETH"]
        amt = f"{c(val)} USDC → {out:.2f} WETH"
        fill_f = [f"{c(val)} USDC", f"{out:.2f} WETH"]
        tok = "USDC → WETH"
    else:
        n = r.choice([80, 150, 220, 300, 450])
        out = n * st.eth * (1 - 0.0004)
        c_ = r.choice([f"selling {n} eth into usdc on uni {cs}, taking some beta off. {bps}bps",
                       f"trimming beta: s {n} eth → usdc uni v3 {cs}, {bps}bps cap"])
        f = [f"{n} eth", "usdc", f"{bps}bps"]
        ph = "untagged" if c_.startswith("selling") else "shorthand"
        summary = f"Uniswap V3 SwapRouter02 · exactInputSingle\n{n} WETH → min {c(out * (1 - bps / 1e4))} USDC (fee 0.05%)"
        sf = [f"{n} WETH", "USDC"]
        amt = f"{n} WETH → {c(out)} USDC"
        fill_f = [f"{n} WETH", f"{c(out)} USDC"]
        tok = "WETH → USDC"
    ctx.hardp(t, "mika", c_, "trade_proposal", f, ph,
              idiom=("shorthand swap with arrow and bps cap", "trade_proposal") if ph == "shorthand" else None)
    t, h, _, _ = safe_flow(ctx, t, chain_key, summary, sf, to="Uniswap V3 SwapRouter02")
    t = ctx.after(t, 8, 40)
    ctx.hardp(t, "watch", "", "trade_fill", fill_f + [short(h)], "embed",
              embeds=watcher_embed(ctx, chain, "Swap", wlabel(ctx, chain_key), "Uniswap V3: USDC/WETH 5bp",
                                   amt, tok, short(h), h), idiom=("watcher embed-only fill on desk wallet (From/To/Amount/Token/Tx)", "trade_fill"))


def ep_curve(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    if r.random() < 0.5:
        n = r.choice([300, 450, 600, 900, 1200])
        out = n * st.steth_r
        c_ = f"dumping {n} steth → eth on curve, pool at {st.steth_r:.4f}, max 8bps. too much lst vs the cap"
        f = ["dumping", f"{n} steth", "curve"]
        summary = f"Curve stETH-ng · exchange(1, 0)\n{n} stETH → min {out * 0.9992:.2f} ETH"
        sf, amt, tok = [f"{n} stETH", "ETH"], f"{n} stETH → {out:.2f} ETH", "stETH → ETH"
        fill_f = [f"{n} stETH", f"{out:.2f} ETH"]
    else:
        n = r.choice([200, 350, 500, 700])
        out = n * st.ezeth_r
        c_ = f"trimming ezETH: sell {n} ezeth for weth via curve/balancer, {st.ezeth_r:.4f} is ugly but queue is worse"
        f = ["sell", f"{n} ezeth", "weth"]
        summary = f"Balancer V2 Vault · swap (ezETH/WETH CSP)\n{n} ezETH → min {out * 0.998:.2f} WETH"
        sf, amt, tok = [f"{n} ezETH", "WETH"], f"{n} ezETH → {out:.2f} WETH", "ezETH → WETH"
        fill_f = [f"{n} ezETH", f"{out:.2f} WETH"]
    ctx.hardp(t, "mika", c_, "trade_proposal", f, "untagged",
              idiom=("slang 'dumping N steth' proposal", "trade_proposal") if c_.startswith("dumping") else None)
    t, h, _, _ = safe_flow(ctx, t, "main", summary, sf, to="Curve / Balancer")
    t = ctx.after(t, 12, 60)
    ctx.hardp(t, "watch", "", "trade_fill", fill_f + [short(h)], "embed",
              embeds=watcher_embed(ctx, "Ethereum", "Swap", wlabel(ctx, "main"), "Curve stETH-ng / Balancer",
                                   amt, tok, short(h), h), idiom=("watcher embed-only fill on desk wallet (From/To/Amount/Token/Tx)", "trade_fill"))


def ep_borrow(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    sz = r.choice([1.0, 1.5, 2.0, 2.5])
    hf = st.hf["aave-v3-eth"] - r.uniform(0.12, 0.22)
    if r.random() < 0.5:
        c_ = f"borrowing {sz}m usdc against the wsteth on aave v3 mainnet, hf lands ~{hf:.2f}. funds the pt leg"
        f = ["borrowing", f"{sz}m usdc", "aave v3", f"~{hf:.2f}"]
        summary = f"Aave V3 Pool · borrow\n{c(sz * 1e6)} USDC (variable) · onBehalfOf {ctx.w['main'][0]}"
        sf = [f"{c(sz * 1e6)} USDC", "borrow"]
    else:
        c_ = f"repaying {sz}m usdc on aave mainnet, lifts hf to ~{hf + 0.35:.2f}. usdc borrow at 7.8% is dumb money"
        f = ["repaying", f"{sz}m usdc", f"~{hf + 0.35:.2f}"]
        summary = f"Aave V3 Pool · repay\n{c(sz * 1e6)} USDC (variable debt) · onBehalfOf {ctx.w['main'][0]}"
        sf = [f"{c(sz * 1e6)} USDC", "repay"]
    ctx.hardp(t, "mika", c_, "trade_proposal", f, "untagged")
    safe_flow(ctx, t, "main", summary, sf, to="Aave V3 Pool", approver=r.choice(["kenji", "ines"]))


def ep_restake(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    n = r.choice([250, 400, 600, 800])
    out = n / 1.0537
    c_ = r.choice([f"restaking {n} steth → weeth via ether.fi from the main safe, points + the pt carry later",
                   f"moving {n} steth into ether.fi (weeth). proposing now"])
    f = [f"{n} steth", "weeth", "ether.fi"] if "restaking" in c_ else [f"{n} steth", "ether.fi", "(weeth)"]
    ctx.hardp(t, "mika", c_, "trade_proposal", f, "untagged")
    summary = f"ether.fi LiquidityPool · depositStETH\n{n} stETH → ≈{out:.2f} weETH (wrap)"
    t, h, _, _ = safe_flow(ctx, t, "main", summary, [f"{n} stETH", "weETH"], to="ether.fi LiquidityPool")
    t = ctx.after(t, 12, 60)
    ctx.hardp(t, "watch", "", "trade_fill", [f"{n} stETH", f"{out:.2f} weETH", short(h)], "embed",
              embeds=watcher_embed(ctx, "Ethereum", "Mint", wlabel(ctx, "main"), "ether.fi LiquidityPool",
                                   f"{n} stETH → {out:.2f} weETH", "weETH", short(h), h))


def ep_bridge(ctx: Ctx, t: int):
    r = ctx.r
    sz = r.choice([1.5, 2.0, 3.0])
    c_ = f"bridging {sz}m usdc mainnet → base via cctp for the aero leg, canonical only per ines"
    ctx.hardp(t, "mika", c_, "trade_proposal", ["bridging", f"{sz}m usdc", "cctp"], "untagged")
    summary = f"Circle CCTP TokenMessenger · depositForBurn\n{c(sz * 1e6)} USDC · Ethereum → Base · recipient {ctx.w['base'][0]}"
    t, h, _, _ = safe_flow(ctx, t, "main", summary, [f"{c(sz * 1e6)} USDC", "Ethereum → Base"],
                           to="CCTP TokenMessenger", approver="ines")
    t = ctx.after(t, 700, 1300)
    h2 = txh(r)
    ctx.hardp(t, "watch", "", "trade_confirmation", [f"{c(sz * 1e6)} USDC", "received", short(h2)], "embed",
              embeds=watcher_embed(ctx, "Base", "Bridge received (CCTP)", "CCTP MessageTransmitter",
                                   wlabel(ctx, "base"), f"{c(sz * 1e6)} USDC received · attestation "
                                   f"{r.randint(12, 19)}m · burn tx {short(h)}", "USDC", short(h2), h2))


def ep_exit_lp(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    c_ = (f"pulling the aero usdc/eth cl pool on base, all of it. emissions apr halved and we're "
          f"the exit liquidity if we wait")
    ctx.hardp(t, "mika", c_, "trade_proposal", ["pulling", "aero usdc/eth", "all of it"], "untagged")
    tok = r.randint(40_000, 90_000)
    summary = f"Aerodrome Slipstream NFPM · decreaseLiquidity + collect + burn\nposition #{tok} (USDC/WETH CL100) · 100%"
    safe_flow(ctx, t, "base", summary, [f"#{tok}", "100%"], to="Aerodrome NFPM")


def ep_jup(ctx: Ctx, t: int):
    r, st = ctx.r, ctx.st
    n = r.choice([8, 12, 20, 25, 40])
    bps = r.choice([5, 10])
    out = n * 1000 / st.jito_r
    c_ = r.choice([f"jup: {n}k sol → jitosol, {bps}bps, sending from desk-sol-1",
                   f"swapping {n}k sol into jitosol on jup, {bps}bps slip. signing"])
    f = [f"{n}k sol", "jitosol", f"{bps}bps"]
    ctx.hardp(t, "mika", c_, "trade_proposal", f, "shorthand" if c_.startswith("jup") else "untagged",
              idiom=("shorthand 'jup: 20k sol → jitosol' proposal", "trade_proposal") if c_.startswith("jup") else None)
    t = ctx.after(t, 20, 90)
    sig = solsig(r)
    ctx.hardp(t, "watch", "", "trade_fill", [f"{c(n * 1000)} SOL", f"{c(out, 1)} JitoSOL", sshort(sig)], "embed",
              embeds=watcher_embed(ctx, "Solana", "Swap", wlabel(ctx, "sol"), "Jupiter Aggregator v6",
                                   f"{c(n * 1000)} SOL → {c(out, 1)} JitoSOL", "JitoSOL", sshort(sig), sig),
              idiom=("watcher embed-only fill on desk wallet (From/To/Amount/Token/Tx)", "trade_fill"))


def ep_hedge(ctx: Ctx, t: int):
    """Perp hedge: maybe opened today, then a stop message moved twice by editing."""
    r, st = ctx.r, ctx.st
    gmx = ctx.di % 2 == 0 or ctx.ci % 2 == 1
    if gmx:
        px = st.eth
        n = r.choice([300, 450, 600, 800])
        inst, unit = "eth", "ETH"
    else:
        px = st.sol
        n = r.choice([4000, 6000, 8000, 12000])
        inst, unit = "sol-perp", "SOL"
    opened = r.random() < 0.55
    if opened:
        if gmx:
            c_ = f"opening {n} eth short on gmx v2 arb as the lst hedge, 2x iso, signing"
            f = ["opening", f"{n} eth short", "gmx v2"]
        else:
            c_ = f"s {c(n)} sol-perp on drift @ mkt, hedge for the jitosol bag"
            f = [f"s {c(n)} sol-perp", "drift"]
        ctx.hardp(t, "mika", c_, "trade_proposal", f, "untagged" if gmx else "shorthand",
                  idiom=None if gmx else ("shorthand 's 8,000 sol-perp' perp proposal", "trade_proposal"))
        t = ctx.after(t, 15, 60)
        fp = px * (1 - r.uniform(0.0001, 0.0006))
        if gmx:
            h = txh(r)
            ctx.hardp(t, "watch", "", "trade_fill", ["SHORT ETH", f"{n} ETH", c(fp, 2), short(h)], "embed",
                      embeds=watcher_embed(ctx, "Arbitrum", "GMX v2 order executed", wlabel(ctx, "arbhot"),
                                           "GMX ExchangeRouter", f"SHORT ETH · {n} ETH @ {c(fp, 2)} · size ${c(n * fp)}",
                                           "ETH/USD [WETH-USDC]", short(h), h), idiom=("watcher embed-only fill on desk wallet (From/To/Amount/Token/Tx)", "trade_fill"))
        else:
            sig = solsig(r)
            ctx.hardp(t, "watch", "", "trade_fill", ["SHORT", f"{c(n)} SOL-PERP", c(fp, 2)], "embed",
                      embeds=watcher_embed(ctx, "Solana", "Drift perp fill", wlabel(ctx, "sol"), "Drift v2",
                                           f"SHORT {c(n)} SOL-PERP @ {c(fp, 2)}", "SOL-PERP", sshort(sig), sig))
        t = ctx.after(t, 120, 900)
    else:
        t = ctx.human(9, 15)
    step = 40 if gmx else 2
    s1 = rnd10(px * 1.055) if gmx else round(px * 1.06, 1)
    s2 = s1 - step * r.choice([1, 2])
    s3 = s2 - step * r.choice([1, 2])
    tp = rnd10(px * 0.90) if gmx else round(px * 0.88, 1)
    fmt = (lambda x: c(x)) if gmx else (lambda x: f"{x:.1f}")
    venue = "gmx" if gmx else "drift"
    base = f"hedge stops: {n if gmx else c(n)} {inst} short on {venue} → stop {{s}} / tp {fmt(tp)}"
    m = ctx.hardp(t, "mika", base.format(s=fmt(s1)), "stop_or_target_change",
                  [f"stop {fmt(s1)}", f"tp {fmt(tp)}", venue], "untagged")
    t2 = ctx.after(t, 3600, 9000)
    ctx.edit(m, t2, base.format(s=fmt(s2)) + " (moved)", facts=[f"stop {fmt(s2)}", f"tp {fmt(tp)}", venue],
             superseded=[fmt(s1)])
    t3 = ctx.after(t2, 3600, 12000)
    ctx.edit(m, t3, base.format(s=fmt(s3)) + " (moved again, trailing)",
             facts=[f"stop {fmt(s3)}", f"tp {fmt(tp)}", venue], superseded=[fmt(s2)])
    m.idiom = ("stop moved twice by editing the same message", "stop_or_target_change")
    if r.random() < 0.6:
        ctx.pin(m, ctx.after(t, 30, 200), PEOPLE["mika"][0])
        ctx.react(m, ctx.after(t, 30, 200), "📌", PEOPLE["mika"][0])


def ep_lp_range(ctx: Ctx):
    r, st = ctx.r, ctx.st
    t = ctx.human(8, 18)
    lo, hi = rnd10(st.eth * 0.93), rnd10(st.eth * 1.07)
    pull = lo - 60
    m = ctx.hardp(t, "mika", f"eth/usdc 5bp lp (arb): range {c(lo)}–{c(hi)}, pull liquidity below {c(pull)}",
                  "stop_or_target_change", [f"{c(lo)}–{c(hi)}", f"below {c(pull)}"], "untagged")
    t2 = ctx.after(t, 2400, 8000)
    lo2, hi2, pull2 = lo + 80, hi + 80, pull + 80
    ctx.edit(m, t2, f"eth/usdc 5bp lp (arb): range {c(lo2)}–{c(hi2)}, pull liquidity below {c(pull2)} (re-ranged)",
             facts=[f"{c(lo2)}–{c(hi2)}", f"below {c(pull2)}"],
             superseded=[f"{c(lo)}–{c(hi)}", c(pull)])
    m.idiom = ("LP range and pull level edited in place", "stop_or_target_change")


def ep_reject(ctx: Ctx, t: int):
    r = ctx.r
    v = r.randrange(3)
    if v == 0:
        p = ctx.hardp(t, "mika", "proposing 1.5m usdc into the aero usdc/eth cl100 on base, range ±8%, 38% apr",
                      "trade_proposal", ["1.5m usdc", "aero usdc/eth cl100", "±8%"], "untagged")
        t = ctx.after(t, 120, 900)
        ctx.hardp(t, "ines", "no. emissions apr isn't yield and base is already 11% of book. pass on this one",
                  "trade_approval", ["no.", "pass on this one"], "reply", reply=p,
                  idiom=("risk lead rejects by reply", "trade_approval"))
    elif v == 1:
        p = ctx.hardp(t, "mika", "want another 40 eth of pt-weeth on top, same terms as this morning",
                      "trade_proposal", ["40 eth", "pt-weeth"], "untagged")
        t = ctx.after(t, 120, 900)
        ctx.hardp(t, "ines", "not approving that one. pt total is 21m vs the 25m cap and weETH queue is widening",
                  "trade_approval", ["not approving", "25m cap"], "reply", reply=p,
                  idiom=("risk lead rejects by reply", "trade_approval"))
    else:
        n = r.choice([500, 800])
        p = ctx.hardp(t, "mika", f"loop idea: supply {n} weeth on aave arb, borrow weth, re-supply. 3x. proposing",
                      "trade_proposal", [f"supply {n} weeth", "aave arb", "3x"], "untagged")
        summary = f"Aave V3 Pool (Arbitrum) · multicall supply/borrow ×3\n{n} weETH supplied · borrow WETH"
        name, a, chain = ctx.w["arb"]
        nn = ctx.next_nonce("arb")
        t = ctx.after(t, 60, 200)
        ctx.hardp(t, "safe", "", "trade_proposal", [f"nonce {nn}", f"{n} weETH"], "embed", embeds=[{
            "title": f"Tx proposed · nonce {nn} · {name}", "description": summary, "author": "Safe{Wallet} tx service",
            "fields": [{"name": "Chain", "value": chain, "inline": True},
                       {"name": "Confirmations", "value": "1/3", "inline": True}],
            "footer": "safeTxHash " + short(txh(r))}])
        t = ctx.after(t, 200, 900)
        ctx.hardp(t, "ines", "rejected — HF floor is 1.35 and a 3x loop runs at 1.1x. reject the nonce pls",
                  "trade_approval", ["rejected", "3x loop"], "reply", reply=p)
        t = ctx.after(t, 300, 1200)
        h = txh(r)
        ctx.hardp(t, "safe", f"🗑 nonce {nn} replaced by on-chain rejection · {name} · tx {short(h)} · "
                             f"original multicall will not execute",
                  "trade_confirmation", [f"nonce {nn}", "rejection", short(h)], "structured",
                  idiom=("Safe on-chain rejection cancels a nonce", "trade_confirmation"))


# ----------------------------------------------------------------------------- risk

RISK_PROSE = [
    ("max 15% of book in any single LST from today. ezETH is over that, get it under by friday",
     ["max 15%", "single LST"]),
    ("HF floor goes to 1.35 on every aave position as of now, keeper threshold follows. "
     "ping me before you borrow anything", ["HF floor", "1.35"]),
    ("pendle pt total capped at 25m notional. we're at ~21m so there's room for one more clip, not two",
     ["capped at 25m", "pendle pt"]),
    ("bridges: canonical or cctp only, max $2m in flight at any time, no third-party bridges until further notice",
     ["max $2m in flight", "canonical or cctp only"]),
    ("new rule: nothing over $1m per tx on base without a second human signer besides mika",
     ["$1m per tx", "second human signer"]),
]


def sec_risk(ctx: Ctx):
    r, st = ctx.r, ctx.st
    txt, f = r.choice(RISK_PROSE)
    t = ctx.human(8, 17)
    m = ctx.hardp(t, "ines", txt, "risk_limit", f, "untagged",
                  idiom=("risk lead sets a limit in prose", "risk_limit"))
    ctx.pin(m, ctx.after(t, 20, 300), PEOPLE["mika"][0])
    ctx.react(m, ctx.after(t, 20, 300), "📌", PEOPLE["mika"][0])
    ctx.post(ctx.after(t, 30, 240), "mika", r.choice(["ack", "👍", "ok noted", "🫡"]), cls="noise", reply=m)
    # keeper breach + top-up
    t = ctx.bot(1, 22)
    mk = r.choice(["aave-v3-arb", "aave-v3-base", "aave-v3-eth"])
    safe = {"aave-v3-arb": "arb", "aave-v3-base": "base", "aave-v3-eth": "main"}[mk]
    hf = r.uniform(1.15, 1.24)
    thr = 1.25
    amt = r.choice([30, 50, 75, 100])
    after = hf + r.uniform(0.18, 0.35)
    v = r.randrange(2)
    if v == 0:
        s = (f"⚠️ [HF] {mk} · {ctx.w[safe][0]} · health factor {hf:.2f} < {thr:.2f} threshold, "
             f"topping up {amt} ETH collateral")
        ctx.hardp(t, "keeper", s, "risk_limit", [f"{hf:.2f}", f"{thr:.2f}", f"{amt} ETH"], "tagged",
                  idiom=("keeper HF breach alert with auto top-up", "risk_limit"))
    else:
        s = (f"LIQ-RISK {mk}: hf={hf:.3f} threshold={thr:.2f} action=topup asset=WETH amount={amt} "
             f"source={ctx.w['arbhot'][0]}")
        ctx.hardp(t, "keeper", s, "risk_limit", [f"hf={hf:.3f}", f"threshold={thr:.2f}", f"amount={amt}"],
                  "structured", idiom=("keeper key=value liquidation-risk line", "risk_limit"))
    t = ctx.after(t, 20, 90)
    h = txh(r)
    ctx.hardp(t, "keeper", f"keeper action=supply market={mk} asset=WETH amount={amt} tx={short(h)} "
                           f"hf_before={hf:.2f} hf_after={after:.2f} status=confirmed",
              "trade_confirmation", ["action=supply", f"amount={amt}", f"tx={short(h)}", "status=confirmed"],
              "structured")
    # guard JSON, some days
    if r.random() < 0.55:
        t = ctx.bot(9, 21)
        val = r.uniform(15.3, 18.9)
        js = json.dumps({"guard": "book-limits", "stage": "pre-sign", "safe": "Main Safe",
                         "draft": f"swap {r.choice([300, 400, 600])} stETH -> ezETH", "decision": "BLOCK",
                         "rule": "single_lst_max_pct", "asset": "ezETH", "value": round(val, 1),
                         "limit": 15.0}, ensure_ascii=False)
        ctx.hardp(t, "guard", js, "risk_limit", ['"BLOCK"', "single_lst_max_pct", '"limit": 15.0'],
                  "structured", idiom=("safe-guard JSON line blocking a draft tx", "risk_limit"))


# ----------------------------------------------------------------------------- news

def news_pool(r: random.Random, st):
    q = r.randint(5, 12)
    held = [
        (f"ether.fi: withdrawal queue stretches to {q} days as restaking exits pick up; weETH/ETH at "
         f"{st.weeth_r:.4f} on Curve", ["ether.fi", f"{q} days", "weETH/ETH"]),
        (f"Lido: stETH withdrawal queue hits {q} days, longest since the 2024 unwind; wstETH borrow rate "
         f"on Aave jumps to {r.uniform(2.8, 4.9):.1f}%", ["Lido", "stETH", f"{q} days"]),
        (f"Ethena Labs: USDe supply falls ${r.uniform(0.6, 1.9):.1f}B in 24h as funding flips negative; sUSDe "
         f"yield resets lower", ["Ethena Labs", "USDe", "sUSDe"]),
        (f"Renzo: ezETH trades at {st.ezeth_r:.4f} on Balancer after {r.randint(3, 9)}k single-block redemption",
         ["Renzo", "ezETH", f"{st.ezeth_r:.4f}"]),
        (f"Jito Labs: MEV tip revenue down {r.randint(22, 45)}% w/w, JitoSOL APY slips to "
         f"{r.uniform(6.1, 7.4):.2f}%", ["Jito Labs", "JitoSOL"]),
        (f"Pendle: {PT} liquidity migrates to the v3 AMM; implied APY {st.pt_apy:.2f}%", ["Pendle", PT]),
        (f"Aave DAO: AAVE buyback raised to ${r.randint(2, 6)}M/week after fee-switch ARFC passes",
         ["Aave DAO", "AAVE buyback"]),
        (f"Arbitrum DAO: {r.choice([7500, 10000, 12500])} ETH treasury staking proposal clears Tally quorum; "
         f"ARB +{r.uniform(2, 9):.1f}%", ["Arbitrum DAO", "ARB"]),
        (f"GMX: v2 Arbitrum markets paused {r.randint(6, 25)} minutes after oracle keeper outage, positions "
         f"unaffected", ["GMX", "v2 Arbitrum markets paused"]),
        (f"Curve: crvUSD/USDC pool imbalance reaches {r.randint(64, 78)}% crvUSD as peg keepers hit debt ceiling",
         ["crvUSD/USDC", "peg keepers"]),
    ]
    watch = [
        (f"EigenLayer: {r.randint(60, 190)}M EIGEN cliff unlock confirmed for Jan 2; AVS rewards extended",
         ["EigenLayer", "EIGEN", "unlock"]),
        (f"Morpho: Steakhouse vault lists {PT} as collateral at {r.choice([86, 91, 94.5])}% LLTV",
         ["Morpho", "LLTV"]),
        (f"Jupiter: JUP buyback raised to {r.choice([50, 60, 75])}% of protocol fees, ASR vote opens",
         ["Jupiter", "JUP buyback"]),
        (f"Aerodrome: epoch emissions cut {r.randint(5, 12)}%, AERO down {r.uniform(3, 11):.1f}%",
         ["Aerodrome", "AERO"]),
        (f"Ethena: {r.randint(120, 400)}M ENA unlock lands Friday, {r.uniform(2, 6):.1f}% of circulating",
         ["ENA", "unlock"]),
        ("Pyth Network: PYTH staking for oracle integrity goes live on Solana mainnet",
         ["Pyth Network", "PYTH staking"]),
    ]
    other = [
        f"Zephyr Finance (BSC) drained for ${r.uniform(1.5, 9):.1f}M via price-oracle manipulation; team 'investigating'",
        f"Kinetix lending on Blast paused after reentrancy bug, ${r.uniform(0.5, 4):.1f}M at risk",
        f"Memecoin launchpad on Sui clears ${r.uniform(0.8, 2.2):.1f}B volume day",
        f"Dogecoin spot ETFs log ${r.randint(40, 190)}M inflows, third straight day",
        f"Hyperion DEX (Aptos) exploited for ${r.uniform(1, 4):.1f}M, contracts paused",
        "TON Foundation announces validator set changes for Q1",
        f"Bitcoin hashrate prints new high at {r.randint(1100, 1400)} EH/s",
        f"Polygon zkEVM sunset: bridge withdrawals close in {r.randint(20, 60)} days",
    ]
    return held, watch, other


def post_news(ctx: Ctx, t: int, headline: str, facts, etype, idiom=None) -> Msg:
    r = ctx.r
    src = r.choice(["The Block", "Blockworks", "DL News", "protocol X account", "rekt feed", "CoinDesk"])
    if r.random() < 0.55:
        tag = "🚨" if any(w in headline for w in ("drained", "exploit", "paused", "bug")) else "📰"
        content = f"{tag} {headline} — via {src}\n> " + " ".join(r.sample(NEWS_BLURBS, 2))
        emb = None
    else:
        content = ""
        emb = [{"title": headline, "description": f"Source: {src}. Auto-summary: " + " ".join(r.sample(NEWS_BLURBS, 3)),
                "url": "https://exploitwire.example/n/" + "".join(r.choice(HEX) for _ in range(10)),
                "footer": f"exploitwire · {src}"}]
    if etype:
        return ctx.hardp(t, "news", content, etype, facts, "embed" if emb else "tagged", embeds=emb, idiom=idiom)
    return ctx.post(t, "news", content, embeds=emb, cls="near", idiom=idiom)


NEWS_BLURBS = [
    "The first transactions were flagged by two independent monitoring accounts within minutes; the team's "
    "status page still shows all systems operational.",
    "Community members in the project's Discord report delayed withdrawals; moderators say a fix is being tested.",
    "Analysts note the move comes after weeks of declining deposits and thinner order books on secondary markets.",
    "A spokesperson said user funds are not affected and that a detailed update will be published on the forum.",
    "Onchain data shows the move started in a single block; no official statement yet beyond a short post.",
    "Team says funds are safe and a post-mortem will follow within 48 hours.",
    "Market reaction muted so far; liquidity on the main pools is thinner than usual.",
    "Governance forum thread opened; delegates expected to weigh in over the weekend.",
    "Figures are preliminary and sourced from the protocol's own dashboard.",
]


def sec_news(ctx: Ctx):
    r = ctx.r
    held, watch, other = news_pool(r, ctx.st)
    r.shuffle(held)
    r.shuffle(watch)
    r.shuffle(other)
    for i, (h, f) in enumerate(held[:r.randint(2, 3)]):
        idi = ("held-position news named by protocol/company (ether.fi → weETH/PT)", "held_position_news") \
            if h.startswith(("ether.fi", "Jito Labs", "Ethena Labs", "Lido")) else None
        post_news(ctx, ctx.bot(), h, f, "held_position_news", idiom=idi)
    for h, f in watch[:r.randint(1, 2)]:
        post_news(ctx, ctx.bot(), h, f, "watchlist_news", idiom=("watchlist token headline", "watchlist_news"))
    for h in other[:r.randint(3, 4)]:
        post_news(ctx, ctx.bot(), h, None, None,
                  idiom=("exploit headline on an unrelated protocol", "not_hard"))


# ----------------------------------------------------------------------------- thesis / routing

def sec_thesis(ctx: Ctx):
    r, st = ctx.r, ctx.st
    opts = [
        (f"flipping bearish on ezETH here. queue is a week+, pool at {st.ezeth_r:.4f}, renzo has no bid. "
         "not adding, trimming into strength", ["flipping bearish", "ezETH"]),
        (f"still constructive on pendle pts. fixed {st.pt_apy:.2f}% on weeth beats aave supply by ~250bps, "
         "conviction unchanged", ["constructive", "pendle pts", "conviction unchanged"]),
        ("conviction down on jitosol. tips collapsed and the lst premium is gone, going from overweight to neutral",
         ["conviction down", "jitosol", "overweight to neutral"]),
        ("turning bullish on aave the token, buyback + fee switch is real cash flow now. would own more on dips",
         ["turning bullish", "aave"]),
        ("view change on susde: was carry trade, now it's just negative funding risk. bearish until funding recovers",
         ["susde", "bearish until funding recovers"]),
    ]
    txt, f = r.choice(opts)
    ctx.hardp(ctx.human(9, 21), "mika", txt, "thesis_update", f, "untagged",
              idiom=("terse lowercase thesis flip", "thesis_update"))


def sec_routing(ctx: Ctx, whales: list, news_msgs: list):
    r = ctx.r
    mk = r.choice(["aave-v3-base", "aave-v3-arb"])
    t = ctx.bot(6, 22)
    ctx.hardp(t, "router", f"routing: HF drift on {mk} ({r.uniform(1.27, 1.34):.2f}) → keeper-exec for a "
                           f"pre-emptive top-up; cc @mika", "route_decision", ["routing", mk, "keeper-exec"],
              "structured", idiom=("router agent routes an alert to the execution agent", "route_decision"))
    if r.random() < 0.6:
        t = ctx.bot(8, 20)
        ctx.hardp(t, "router", f"→ routed to @Ines (risk): ezETH/ETH {ctx.st.ezeth_r:.4f}, desk exposure "
                               f"{r.uniform(12, 17):.1f}% of book — needs a human call",
                  "route_decision", ["routed to @Ines", "ezETH/ETH"], "structured")
    if whales:
        w = whales[0]
        t = ctx.after(w.t, 20, 120)
        ctx.hardp(t, "router", "not routed: whale transfer above, no desk wallet involved. closing.",
                  "no_route_decision", ["not routed", "no desk wallet involved"], "reply", reply=w,
                  idiom=("router no-route on a whale alert", "no_route_decision"))
    if len(whales) > 1 and r.random() < 0.7:
        w = whales[1]
        ctx.hardp(ctx.after(w.t, 60, 600), "mika", "not ours, ignore", "no_route_decision",
                  ["not ours", "ignore"], "reply", reply=w,
                  idiom=("human 'not ours, ignore' reply to a whale embed", "no_route_decision"))
    unrel = [m for m in news_msgs if m.cls == "near"]
    if unrel and r.random() < 0.7:
        m = unrel[0]
        ctx.hardp(ctx.after(m.t, 30, 200), "router", "no action: headline concerns a protocol with zero desk "
                                                     "exposure and not on the watchlist. dismissed.",
                  "no_route_decision", ["no action", "dismissed"], "reply", reply=m)


# ----------------------------------------------------------------------------- near misses

def sec_whales(ctx: Ctx) -> list:
    r, st = ctx.r, ctx.st
    out = []
    for _ in range(r.randint(4, 6)):
        t = ctx.bot()
        name, a = r.choice(WHALES)
        h = txh(r)
        kind = r.random()
        if kind < 0.5:
            n = r.choice([4000, 8000, 12000, 18000, 25000])
            emb = watcher_embed(ctx, "Ethereum", "Transfer", f"{name} ({sadr(a)})", sadr(addr(r)),
                                f"{c(n)} ETH (${c(n * st.eth / 1e6, 1)}M)", "ETH", short(h), h, desk=False)
        elif kind < 0.8:
            n = r.choice([1500, 3000, 5200])
            emb = watcher_embed(ctx, r.choice(["Ethereum", "Arbitrum"]), "Swap", f"{name} ({sadr(a)})",
                                "Uniswap V3: USDC/WETH 5bp", f"{c(n)} WETH → {c(n * st.eth)} USDC", "WETH → USDC",
                                short(h), h, desk=False)
        else:
            n = r.choice([20, 40, 75])
            emb = watcher_embed(ctx, "Ethereum", "Transfer", f"{name} ({sadr(a)})",
                                r.choice(["Bybit deposit", "OKX deposit", "fresh address " + sadr(addr(r))]),
                                f"{n},000,000 USDe", "USDe", short(h), h, desk=False)
        out.append(ctx.post(t, "watch", "", embeds=emb, cls="near",
                            idiom=("whale transfer embed, not a desk wallet", "not_hard")))
    return out


def sec_near(ctx: Ctx):
    r, st = ctx.r, ctx.st
    H = lambda: ctx.human(7, 23)  # noqa: E731
    items = [
        ("mika", r.choice([f"if the ezETH peg breaks {st.ezeth_r - 0.015:.3f} we'd exit through the queue, not the pool",
                           "if weETH/ETH goes under 0.99 on curve we'd pull the pt and eat the spread",
                           "if the usde peg breaks we'd exit the susde the same hour, no debate"]),
         ("conditional exit ('if the peg breaks we'd exit')", "not_hard")),
        ("mika", r.choice(["last cycle we aped 2k eth into pt-steth at 11% fixed and just sat to maturity. different world",
                           "remember when we sold 800 steth at 0.94 in june '22? never again, that's why the queue exists",
                           "back in '23 we got to hf 1.04 on aave before anyone noticed lol. hence the keeper"]),
         ("last cycle's trade retold", "not_hard")),
        ("tomas", r.choice(["kamino s4 snapshot rumoured for next week, might be worth parking some jitosol there? pure speculation",
                            "eigen s3 points — anyone know if restaked weeth via ether.fi counts double for the airdrop?",
                            "the base token airdrop rumour again lol. do we have enough onchain activity from the base safe?"]),
         ("airdrop speculation", "not_hard")),
        ("tomas", r.choice(["are we still in the aero usdc/eth pool or did we pull it?",
                            "what's our hf on aave base rn?", "is the 15% lst cap on nav or on gross?",
                            "do we want to roll the pt into the jun27 maturity at some point?"]),
         ("question about a position", "not_hard")),
        ("kenji", r.choice(["what if we looped the weeth on morpho instead of aave, is the rate better?",
                            "should we be hedging the jitosol with drift perps too?"]),
         ("hypothetical trade question", "not_hard")),
        ("mika", r.choice(["> @tetranode: just aped 3,000 ETH into the new ether.fi liquid vault, 14% lol\nthis guy never learns",
                           "> @lookonchain: A whale bought 12,400 ETH ($42M) via Uniswap in the past 3 hours\nnot us btw",
                           "> @0xngmi: Aave v3 Base TVL just flipped Arbitrum\ninteresting"]),
         ("quoted tweet of someone else's trade", "not_hard")),
        ("lena", r.choice(["fyi basis desk sold 2,500 eth perp on binance this morning, don't double up on the hedge",
                           "basis desk: we're short 4k ETH perp on bybit vs spot, rolling tonight, fyi only"]),
         ("another desk's trade, fyi only", "not_hard")),
        ("tomas", "paper trade for the journal: long 50k JUP @ 0.81, tp 1.10, no real money",
         ("paper trade with tp", "not_hard")),
    ]
    for who, txt, idi in items:
        m = ctx.post(H(), who, txt, cls="near", idiom=idi)
        if idi[0].startswith(("question", "hypothetical", "airdrop")) and r.random() < 0.8:
            ctx.post(ctx.after(m.t, 30, 240), "delphi", r.choice(ANSWERS).format(
                hf=st.hf["aave-v3-base"], pt=st.pt_apy, ez=st.ezeth_r, j=st.jito_r), cls="chat", reply=m)
    for _ in range(2):
        lines = []
        for _ in range(r.randint(5, 8)):
            name, a_ = r.choice(WHALES)
            lines.append(f"- {name} {sadr(a_)}: {r.choice(['sent', 'received', 'swapped'])} "
                         f"{c(r.choice([1200, 3400, 8000, 15000]))} {r.choice(['ETH', 'stETH', 'weETH', 'USDC (k)'])} "
                         f"{r.choice(['to Binance', 'from Coinbase', 'on Uniswap', 'via Curve', 'to a fresh address'])}")
        ctx.post(ctx.bot(6, 23), "delphi", "**Whale flow digest (last 6h, not desk wallets)**\n" + "\n".join(lines) +
                 "\nRead: mostly exchange rebalancing and market-maker inventory; no pattern that touches our pools. "
                 "None of these wallets are desk counterparties.", cls="near",
                 idiom=("research digest of whale flows (not desk)", "not_hard"))
    # daily rekt roundup (unrelated exploits, near-miss)
    _, _, other = news_pool(r, st)
    ctx.post(ctx.at(23 + r.random() * 0.8), "news", "**rekt roundup — last 24h**\n" + "\n".join(
        f"- {h}. {r.choice(NEWS_BLURBS)}" for h in r.sample(other, 5)) +
        "\n_Automated roundup; protocols listed are matched against no desk wallet or watchlist._", cls="near",
        idiom=("daily exploit roundup of unrelated protocols", "not_hard"))
    # fork sim bot
    eth_b = heights(ctx.t0)[0]
    ctx.post(ctx.bot(), "sim", f"🧪 [anvil fork @ eth {eth_b:,}] sim: repay 1,200,000 USDC + withdraw 400 wstETH on "
                               f"aave-v3-eth → HF {r.uniform(2.1, 2.6):.2f} · gas {r.randint(380_000, 460_000):,} · "
                               f"SIMULATION ONLY, nothing broadcast", cls="near",
             idiom=("fork simulation bot line", "not_hard"))
    ctx.post(ctx.human(9, 19), "sam", "deployed keeper v2 on sepolia, top-up sim at HF 1.24 fired in 2 blocks. "
                                      "testnet only for now", cls="near")
    ctx.post(ctx.bot(10, 20), "delphi", BACKTEST.format(r=r.randint(2, 5)), cls="near",
             idiom=("backtest result with thresholds, no decision", "not_hard"))


ANSWERS = [
    "Base HF is {hf:.2f} at the last keeper read; the top-up trigger is 1.25 and the floor Ines set is above that, "
    "so there is a buffer of roughly {hf:.2f}/1.25 − 1 before the keeper acts. Collateral there is ezETH, so the "
    "number moves with the ezETH exchange-rate oracle rather than the pool price.",
    "Short answer: the fixed {pt:.2f}% on the March PT is the market's price; rolling into June adds about three "
    "months of duration for a slightly higher implied rate. The roll cost on Pendle's AMM is a few bps at current "
    "depth. It is a question for mika and Ines; I have no recommendation.",
    "On Morpho the weETH/WETH market's borrow rate has been 20-60bps below Aave's, but liquidity is a fraction of "
    "Aave's and the LLTV differs per market. Looping economics at ezETH {ez:.4f}-style discounts look very "
    "different once you price the exit. Not a recommendation, just the numbers.",
    "Airdrop criteria are unannounced. Historically these programmes reward time-weighted balances rather than "
    "size, and exclude known multisigs less often than people assume. Parking assets for points is a bet on an "
    "unannounced rule; JitoSOL/SOL is {j:.4f} at the snapshot for reference.",
]


BACKTEST = ("Backtest (not a proposal): replayed the HF-1.25 top-up rule over Aave v3 mainnet 2022-2025. "
            "{r} of 41 historical top-ups would have landed after the liquidation block at 12s/block; a 1.30 "
            "trigger would have cut that to zero at the cost of ~6 extra top-ups per year. Input for Ines's review, "
            "no change implied.")


# ----------------------------------------------------------------------------- research text

def P(r, st):
    """Paragraph pool: (topic, text)."""
    q = r.randint(5, 11)
    return [
        f"**LST/LRT discounts.** stETH/ETH printed {st.steth_r:.4f} on the Curve ng pool at the snapshot, weETH/ETH "
        f"{st.weeth_r:.4f} against the exchange-rate oracle and ezETH/ETH {st.ezeth_r:.4f} on Balancer. Only the ezETH "
        f"discount sits outside its 30-day band; it widened {r.randint(6, 19)}bps after a single wallet redeemed "
        f"{r.randint(3, 9)}k ezETH through the pool rather than the queue, which suggests the queue ({q} days) is now "
        f"long enough that size prefers to pay the spread. Lido's queue is {r.randint(2, 8)} days, ether.fi's "
        f"{r.randint(3, 9)}. None of these are at levels that historically precede a disorderly unwind, but the "
        f"direction has been one-way for a fortnight.",
        f"**Rates.** Aave v3 Ethereum WETH variable borrow is {r.uniform(2.1, 3.4):.2f}% against a blended staking "
        f"yield of {r.uniform(2.7, 3.3):.2f}%, so looped LST carry is {r.randint(-20, 60)}bps before restaking points. "
        f"USDC borrow on mainnet is {r.uniform(6.5, 9.8):.1f}% after the utilisation kink was crossed twice this week; "
        f"on Arbitrum it is {r.uniform(5.5, 8.5):.1f}%. Pendle's implied APY on {PT} is {st.pt_apy:.2f}%, which is "
        f"the market's clearing price for fixed weETH yield to March; it has traded a {r.randint(40, 110)}bps range "
        f"in ten days. Funding on the majors is {r.uniform(-9, 12):.1f}bps/8h, and the sUSDe rate follows it with a "
        f"lag of about a week.",
        f"**Flows.** Net CEX inflows of ETH were {c(r.randint(20, 140) * 1000)} over 24h, with the largest single "
        f"deposit from a labelled market maker. Stablecoin supply on Base grew ${r.uniform(0.1, 0.9):.2f}B w/w while "
        f"Arbitrum was flat; most of the Base growth is USDC minted natively through CCTP rather than bridged. On "
        f"Solana, JitoSOL supply is flat, the JitoSOL/SOL ratio is {st.jito_r:.4f}, and tips per block fell to the "
        f"lowest since the summer. Whale transfers flagged by chainwatch were mostly exchange rebalancing; none "
        f"touched desk counterparties.",
        f"**Governance calendar.** Aave ARFC #{st.pid} (weETH E-mode parameters) closes on Snapshot in "
        f"{r.randint(1, 4)} days; Arbitrum AIP #{st.aip} (treasury ETH staking) is in its Tally window; the Curve "
        f"gauge epoch rolls Thursday 00:00 UTC with proposal #{st.gauge} on the crvUSD/USDC gauge weight; Lido's "
        f"dual-governance veto signalling stays below the first threshold at {r.uniform(0.1, 0.9):.2f}% of stETH.",
        f"**Mechanics.** A higher E-mode LTV lets looped weETH/WETH positions run at roughly {r.uniform(9, 12):.1f}x "
        f"instead of {r.uniform(6, 8):.1f}x. The desk's Aave exposure is supply-side plus a stable borrow, so the "
        f"direct effect is small; the indirect effect is more weETH demand from loopers, which tightens the "
        f"weETH/ETH discount in calm markets and widens it violently in a deleveraging, because loopers are the "
        f"marginal sellers when WETH borrow rates spike above staking yield.",
        f"**Risks worth naming.** (1) Oracle: weETH is priced via the exchange-rate adapter, so a secondary-market "
        f"depeg does not trigger liquidations — good for loopers, bad for the protocol's bad-debt tail. (2) The "
        f"withdrawal queue, currently {q} days and lengthening. (3) Correlated exposure across Morpho and Spark "
        f"markets that use the same collateral; a stress in one venue propagates through shared liquidators. "
        f"(4) Restaking slashing: still untested at scale on mainnet, and the AVS set securing weETH is large.",
        f"**Precedent.** The wstETH E-mode change in 2024 produced two weeks of aggressive looping, followed by a "
        f"~40% drop in borrow demand once WETH borrow rose above staking yield. The same pattern is likely here; "
        f"carry for loopers is about {r.randint(20, 70)}bps at current rates, thin enough that a 50bps move in the "
        f"WETH borrow rate flips it negative. Loopers unwinding sell LRTs into the pools the desk also exits through.",
        f"**Supply side.** {r.randint(60, 190)}M EIGEN ({r.uniform(3, 9):.1f}% of circulating) unlocks on Jan 2, split "
        f"roughly 55/45 between investors and early contributors. The last two cliff unlocks saw "
        f"~{r.randint(18, 35)}% of the unlocked tokens reach exchanges within ten days, mostly via OTC desks that "
        f"pre-hedged on perps; perp open interest is already up {r.randint(20, 60)}% in a week, which is the usual "
        f"tell. AVS rewards paid in EIGEN run at about {r.uniform(4, 9):.1f}M per month.",
        f"**Demand side.** Restaking deposits are flat to down over 30 days; the incremental buyer of EIGEN is the "
        f"staking programme, not new restakers. Fee revenue to AVSs remains small relative to emissions — on our "
        f"numbers the sector pays out roughly {r.randint(6, 14)}x what it earns. That gap is the bear case in one line; "
        f"the bull case is that slashing going live converts restaked ETH into a priced security product.",
        f"**Pool state.** The crvUSD/USDC pool has drifted to {r.randint(62, 76)}/{r.randint(24, 38)} crvUSD/USDC. Our LP "
        f"is {st.lp:.1f}M LP tokens, about {r.uniform(4, 9):.1f}% of the pool. Base fee APR is "
        f"{r.uniform(0.8, 2.1):.1f}% and boosted CRV adds {r.uniform(2.5, 5.5):.1f}%, but the CRV leg is paid in a "
        f"token we sell on receipt at a {r.randint(20, 60)}bps average slippage. One-sided withdrawal to USDC today "
        f"costs about {r.randint(3, 12)}bps; if the imbalance reaches 80/20 that cost roughly triples.",
        f"**Peg keepers.** crvUSD's peg keepers are close to their debt ceilings on the USDC and USDT pools, so "
        f"the mechanism that normally drains excess crvUSD is weaker than usual. The LLAMMA soft-liquidation bands "
        f"for the largest wstETH borrowers sit {r.randint(8, 20)}% below spot; they are not near, but a fast ETH move "
        f"would make those borrowers sellers of crvUSD exactly when the pool is already long crvUSD.",
        f"**Solana.** Jito tips fell {r.randint(20, 45)}% w/w and priority fees are at the low end of their range, so "
        f"JitoSOL's premium over native staking has compressed to ~{r.randint(10, 40)}bps. Marinade and Sanctum LSTs "
        f"trade at parity. Drift SOL-PERP funding is {r.uniform(-6, 6):.1f}bps/8h. Kamino's points programme is "
        f"driving most of the incremental LST demand, which is a temporary bid.",
        f"**Base.** Aerodrome's epoch emissions were cut {r.randint(5, 12)}% and the USDC/ETH CL100 pool's emissions "
        f"APR fell from ~{r.randint(40, 60)}% to ~{r.randint(18, 30)}%. Fee APR is a stable {r.uniform(6, 11):.1f}%. "
        f"Liquidity in the tick range around spot is thinner than a week ago, which raises the cost of getting out "
        f"of a large position in a hurry; bribes for the pool fell {r.randint(15, 40)}% epoch over epoch.",
        f"**Bridges.** CCTP attestations averaged {r.randint(12, 19)} minutes over the week; the canonical OP-stack "
        f"bridge withdrawal window remains seven days. Third-party bridge volumes on the Base route were "
        f"${r.uniform(80, 300):.0f}M/day. The desk has nothing in flight at the snapshot.",
    ]


def P2(r, st):
    """Second paragraph pool: tables and longer context blocks."""
    pools = [("Curve stETH-ng", "stETH/ETH"), ("Balancer ezETH/WETH CSP", "ezETH/WETH"),
             ("Curve weETH/WETH", "weETH/WETH"), ("Uni v3 USDC/WETH 5bp (Arb)", "USDC/WETH"),
             ("Aerodrome USDC/WETH CL100", "USDC/WETH"), ("Orca JitoSOL/SOL", "JitoSOL/SOL")]
    depth = "\n".join(f"| {p:<28} | {r.uniform(1.5, 60):>6.1f}m | {r.uniform(2, 240):>6.1f}m | "
                       f"{r.randint(1, 9):>2}bps |" for p, _ in pools)
    mkts = [("aave-v3-eth WETH", 88, 95), ("aave-v3-eth USDC", 82, 93), ("aave-v3-eth wstETH", 10, 35),
            ("aave-v3-arb WETH", 80, 92), ("aave-v3-arb USDC", 75, 92), ("aave-v3-base USDC", 70, 91),
            ("aave-v3-base WETH", 60, 88)]
    mt = "\n".join(f"| {m:<20} | ${r.uniform(0.3, 9):>5.2f}B | {r.uniform(a, b):>5.1f}% | "
                    f"{r.uniform(1.5, 9.5):>5.2f}% |" for m, a, b in mkts)
    terms = "\n".join(f"| PT-{u}-{d} | {st.pt_apy + r.uniform(-1.5, 2.5):>5.2f}% | {r.randint(20, 400):>4}d | "
                       f"${r.uniform(20, 900):>6.1f}m |" for u, d in [("weETH", "25MAR2027"), ("weETH", "24JUN2027"),
                                                                     ("sUSDe", "25MAR2027"), ("wstETH", "24JUN2027"),
                                                                     ("ezETH", "25MAR2027")])
    return [
        "**Exit liquidity (depth to 1% price impact, 24h volume, fee tier).**\n```\n| pool                         |  depth |    vol | fee |\n"
        + depth + "\n```\nDepth is measured on the current tick distribution and overstates what is available in a "
        "fast market: in the last two stress episodes, quoted depth to 1% halved within the first hour as LPs pulled.",
        "**Aave markets at the snapshot (supplied, utilisation, variable borrow).**\n```\n| market               | supplied |  util |  rate |\n"
        + mt + "\n```\nUtilisation above the 90% kink pushes the slope-2 rate and is where borrow costs jump; two "
        "mainnet markets crossed it intraday this week and reverted within hours as suppliers arrived.",
        "**Pendle term structure (implied APY, days to maturity, liquidity).**\n```\n| PT                     | implied | days |    liq |\n"
        + terms + "\n```\nThe curve is upward sloping beyond March, which the market reads as expected points and "
        "restaking rewards rather than a rise in base staking yield.",
        f"**Delegates.** The top five Aave delegates hold about {r.randint(35, 48)}% of voting power and have posted "
        f"on the forum; two are FOR as written, one wants a lower cap, two are silent. Historically the silent ones "
        f"vote with the risk service providers. Turnout in the last ten ARFCs averaged {r.uniform(280, 520):.0f}k "
        f"AAVE; quorum has not been the binding constraint since the voting-power reform.",
        f"**Arbitrum AIP #{st.aip}.** The treasury proposal would stake {r.choice([7500, 10000, 12500])} ETH of DAO "
        f"treasury through a basket of LST providers and route the yield to the grants budget. Opposition on the "
        f"forum is about provider concentration rather than the idea; the Tally vote has {r.randint(3, 9)} days left "
        f"and is tracking well above quorum. The price impact on ARB is second-order; the signal value about "
        f"DAO treasury management is the more interesting part.",
        f"**Curve gauge proposal #{st.gauge}.** The proposal re-weights emissions toward crvUSD pools with the "
        f"largest peg-keeper balances. For the crvUSD/USDC pool it would lift the CRV APR by an estimated "
        f"{r.uniform(0.4, 1.6):.1f} points at current veCRV distribution. Convex and StakeDAO together control most of "
        f"the relevant vote; their bribe markets price the outcome at roughly {r.randint(55, 85)}% likely.",
        f"**Lido dual governance.** Veto signalling escrow holds {r.uniform(0.1, 0.9):.2f}% of stETH supply against a "
        f"first threshold of 1%. Nothing on the current agenda is contentious. The relevant point for holders is "
        f"that a second-threshold rage-quit would pause withdrawals for stETH holders who did not signal, which is "
        f"a tail that is easy to forget in calm weeks.",
        f"**Restaking and slashing.** Slashing has been live on mainnet for several months with {r.randint(0, 3)} "
        f"minor events, all operator misconfiguration. The AVS set securing ether.fi's restaked ETH has grown to "
        f"{r.randint(18, 34)} services; concentration in the top three operators is {r.randint(30, 55)}%. The "
        f"economic security on offer still exceeds the value secured by a wide margin, which is why rewards are low.",
        f"**Ethena.** Funding across venues averaged {r.uniform(-8, 14):.1f}bps/8h over the week; the reserve fund "
        f"stands at ${r.uniform(40, 90):.0f}M against ${r.uniform(4, 9):.1f}B of USDe. sUSDe's seven-day yield is "
        f"{r.uniform(2, 12):.1f}%. The mechanism is behaving as designed; the open question is what a multi-week "
        f"negative funding regime does to supply, for which the only precedent is short.",
        f"**Gas and blobs.** Mainnet base fee averaged {st.gwei:.1f} gwei over 24h with three spikes above 40 on "
        f"memecoin launches. Blob fees on L2s remain near the floor, so Arbitrum and Base execution costs are "
        f"dominated by L2 congestion rather than data. A Safe execution on mainnet costs $3-25 depending on the "
        f"batch; on Arbitrum it rounds to cents.",
        f"**Oracles.** Aave's weETH and ezETH feeds use exchange-rate adapters capped by a max growth rate; the "
        f"Chainlink ETH/USD heartbeat is one hour with a 0.5% deviation trigger. A secondary-market depeg of an LRT "
        f"therefore shows up in the pools before it shows up in any lending market. Redstone feeds are used by "
        f"the Morpho vaults; their deviation threshold is {r.choice([0.5, 1.0])}%.",
        "**Historical analog.** June 2022: stETH/ETH traded to 0.935 on Curve while the withdrawal path did not yet "
        "exist; leveraged holders on Aave and Celsius were forced sellers into a pool with shrinking depth. The "
        "difference today is that withdrawals exist, so the discount is bounded by the cost of capital over the "
        "queue length. For an LRT with a nine-day queue and 8% cost of capital that bound is roughly 20bps, so "
        "discounts far wider than that are a statement about perceived redemption risk, not about time value.",
        "**Methodology.** Depth and utilisation figures come from the desk's own indexer at the 00:00 UTC block; "
        "prices are pool mid-prices, not oracle prints. Yields are annualised from seven-day trailing data unless "
        "noted. Where a figure comes from a protocol dashboard it is marked as such and should be treated as "
        "marketing until confirmed on-chain.",
        f"**Bridge security.** Base runs permissionless fault proofs; the canonical withdrawal window is seven "
        f"days. CCTP relies on Circle's attestation service, which averaged {r.randint(12, 19)} minutes this week. "
        f"Third-party bridges on the Base route carried ${r.uniform(80, 300):.0f}M/day; two of the largest use "
        f"optimistic relayers with bonded liquidity, which is fast until the bond is exhausted.",
        "**Signals to watch.** Queue length for the LRTs (days, not ETH), the weETH/ETH print on Curve against "
        "the exchange rate, WETH variable borrow on Aave mainnet relative to staking yield, and the share of "
        "restaked ETH in withdrawal. Any two of those moving together has preceded each of the last three "
        "LRT discount episodes by one to three days.",
        f"**Counterparties.** The desk's on-chain counterparties are pools, not names, but the marginal liquidity "
        f"in several of them is a handful of market makers. Wintermute and two unlabelled wallets account for "
        f"~{r.randint(30, 60)}% of the concentrated liquidity around spot in the main ETH/USDC pools on Arbitrum "
        f"and Base; their withdrawals are visible minutes before depth disappears.",
    ]


def P3(r, st):
    """Topic-specific extra sections: gov (0-3), tok (4-6), pool (7-9)."""
    unl = "\n".join(f"| {m:<8} | {r.randint(20, 190):>4}M | {r.choice(['investors', 'contributors', 'ecosystem', 'foundation']):<12} | "
                     f"{r.uniform(1, 9):>4.1f}% |" for m in ["Jan 2", "Feb 1", "Mar 3", "Apr 1", "May 1", "Jun 1"])
    scen = "\n".join(f"| {a}/{100 - a} | {r.randint(lo, hi):>4}bps | {r.uniform(0.5, 3):>4.1f}% |"
                      for a, lo, hi in [(60, 2, 5), (70, 4, 10), (80, 12, 30), (90, 40, 120)])
    vol = "\n".join(f"| {d:<6} | ${r.uniform(8, 90):>5.1f}m | ${r.uniform(2, 30):>5.1f}k | {r.uniform(0.4, 2.5):>4.2f}% |"
                     for d in ["d-6", "d-5", "d-4", "d-3", "d-2", "d-1", "today"])
    return [
        f"**Parameter history.** weETH E-mode LTV has moved three times since listing: {r.randint(70, 75)}% at launch, "
        f"{r.randint(76, 80)}% after the first review and the current value after the queue improvements. Each step "
        f"was followed by a rise in looped supply within a week. The supply cap has been hit {r.randint(2, 6)} times; "
        f"each time the cap was raised within ten days, so the cap is a speed bump rather than a limit.",
        f"**Liquidation simulation.** Using the current distribution of weETH-collateralised borrowers, a 10% "
        f"weETH/ETH exchange-rate shock (which the adapter does not pass through) liquidates nothing; a 10% ETH/USD "
        f"move liquidates about ${r.uniform(40, 180):.0f}M of USDC-debt positions, most of it in accounts with HF "
        f"below 1.1. Liquidator capacity on mainnet has handled larger days without bad debt, but the liquidators "
        f"sell weETH into the same Curve pool the desk would use.",
        f"**Comparison with Spark and Morpho.** Spark lists weETH at a lower LTV and a tighter cap; Morpho markets "
        f"range from {r.randint(86, 91)}% to 94.5% LLTV with isolated risk and curator-set oracles. Aave's change "
        f"narrows the gap with Morpho's aggressive markets but keeps pooled risk. Capital tends to move to the "
        f"highest LTV venue within days, which is a measurable effect on the weETH borrow books.",
        f"**Safety module.** stkAAVE holders backstop shortfall events; a bad-debt event in weETH E-mode would be "
        f"covered first by the collector and then by the umbrella module. Our stkAAVE is in the module, so the tail "
        f"of this proposal is partly our tail. The cooldown is {r.choice([7, 10, 20])} days.",
        "**Unlock calendar (approximate, from the token contract and the published schedule).**\n```\n"
        "| date     | amount | recipient    | % circ |\n" + unl + "\n```\nAmounts after Jan 2 are linear "
        "releases shown as monthly totals.",
        f"**Perp positioning.** EIGEN perp open interest is ${r.uniform(80, 260):.0f}M across the top venues; funding "
        f"has been negative {r.randint(3, 9)} of the last 10 days. Basis between spot and perp is "
        f"{r.uniform(-40, 10):.0f}bps annualised. Pre-hedging by unlock recipients typically shows up exactly as "
        f"rising OI with negative funding, which is what we see.",
        f"**Holder concentration.** The top 20 non-exchange holders control {r.randint(40, 62)}% of circulating EIGEN; "
        f"about half of them are staked in the programme with a {r.choice([7, 14])}-day withdrawal delay. Exchange "
        f"balances rose {r.uniform(2, 9):.1f}% w/w.",
        "**Daily pool activity (volume, fees, imbalance change).**\n```\n| day    |  volume |   fees | drift |\n"
        + vol + "\n```\nVolume is concentrated in a few arbitrage bots; organic flow is a small share.",
        "**Exit cost by imbalance (one-sided USDC withdrawal of our full LP, estimated).**\n```\n"
        "| crvUSD/USDC | exit cost | share of pool |\n" + scen + "\n```\nEstimates assume no other LP exits at the "
        "same time, which is the optimistic case.",
        f"**Alternatives for the USDC.** Aave v3 Ethereum USDC supply yields {r.uniform(4.5, 7.5):.1f}% with same-block "
        f"liquidity; sUSDe yields more with a seven-day cooldown and funding risk; Morpho USDC vaults pay "
        f"{r.uniform(5, 9):.1f}% with curator risk. The Curve pool's all-in yield is {r.uniform(3, 6):.1f}% after "
        f"selling CRV.",
    ]


def split_report(text: str, limit: int = 1990) -> list:
    """Split like a bot would at Discord's 2000-char limit, on paragraph boundaries."""
    paras = text.split("\n\n")
    chunks, cur = [], ""
    for p in paras:
        cand = (cur + "\n\n" + p) if cur else p
        if len(cand) + 8 > limit and cur:
            chunks.append(cur)
            cur = p
        else:
            cur = cand
    if cur:
        chunks.append(cur)
    if len(chunks) > 1:
        chunks = [f"`{i + 1}/{len(chunks)}` {ch}" for i, ch in enumerate(chunks)]
    return chunks


def post_report(ctx: Ctx, t: int, text: str, cls: str, decision=None, etype=None, facts=None, idiom=None,
                idiom_rest=None, reply=None):
    """Post a long agent report in chunks; the chunk holding `decision` carries the hard label."""
    first = None
    tt = t
    for i, ch in enumerate(split_report(text)):
        tt += ctx.r.randint(900, 2600) if i else 0
        if decision is not None and decision in ch:
            m = ctx.hardp(tt, "delphi", ch, etype, facts, "buried", idiom=idiom)
        else:
            m = ctx.post(tt, "delphi", ch, cls=cls, idiom=idiom_rest if i == 0 else None,
                         reply=reply if i == 0 else None)
        first = first or m
    return first


def _report(r, paras, head, decision=None, pos=None):
    body = list(paras)
    if decision is not None:
        body.insert(pos if pos is not None else len(body) // 2, decision)
    tail = r.choice(["_Sources: onchain data via desk indexers, protocol forums, Snapshot/Tally. Figures at "
                     "snapshot time; errors are mine._",
                     "_Generated by delphi-research; numbers from the 00:00 UTC indexer run unless noted._",
                     "_Ask follow-ups in thread; I keep state until the evening wrap._"])
    return head + "\n\n" + "\n\n".join(body) + "\n\n" + tail


def sec_research(ctx: Ctx):
    r, st = ctx.r, ctx.st
    pp = P(r, st)
    q = P2(r, st)
    # morning brief (chat)
    t = ctx.at(6 + r.random() * 0.8)
    brief = (f"**☀️ Desk brief — {st.dow} {st.dstr}**\n_Prepared by delphi-research from the 00:00 UTC snapshot. "
             f"Marks, not fills._\n\n**Book** (NAV ≈ ${st.nav:.1f}m)\n"
             f"• weETH + {PT} (Arbitrum, Pendle)\n• wstETH collateral on Aave v3 Ethereum vs USDC debt, HF "
             f"{st.hf['aave-v3-eth']:.2f}\n• Aave v3 Arbitrum / Base positions, HF {st.hf['aave-v3-arb']:.2f} / "
             f"{st.hf['aave-v3-base']:.2f}\n• ezETH (mainnet + Base) · sUSDe · JitoSOL (Solana)\n"
             f"• crvUSD/USDC Curve LP · Uni v3 ETH/USDC 5bp LP (Arbitrum) · Aerodrome USDC/ETH CL (Base)\n"
             f"• GMX v2 ETH short / Drift SOL-PERP short (hedges)\n• stkAAVE, ARB (governance)\n\n"
             f"**Watchlist:** EIGEN, MORPHO, JUP, AERO, ENA, PYTH\n\n**Overnight**\n"
             f"- ETH {st.eth_chg:+.1f}% to {c(st.eth, 0)}, SOL {st.sol_chg:+.1f}% to {st.sol:.1f}.\n- "
             + pp[0].replace("**LST/LRT discounts.** ", "") + "\n- " + pp[1].replace("**Rates.** ", "") +
             "\n\n" + q[1] +
             f"\n\n**Open items (no action implied)**\n- ARFC #{st.pid} vote window\n- ezETH vs the single-LST cap\n"
             f"- keeper v2 rollout (sepolia first)")
    post_report(ctx, t, brief, "chat")
    # governance digest (chat)
    props = [
        (f"Aave ARFC #{st.pid}", "weETH E-mode LTV/LT increase + supply cap", "Snapshot", r.randint(1, 4)),
        (f"Arbitrum AIP #{st.aip}", "treasury ETH staking via LST basket", "Tally", r.randint(2, 9)),
        (f"Curve gauge #{st.gauge}", "crvUSD pools emission re-weight", "Curve DAO", r.randint(1, 6)),
        (f"Lido LIP-{r.randint(30, 60)}", "node operator set rotation", "Aragon", r.randint(2, 7)),
        (f"Pendle vePENDLE #{r.randint(100, 200)}", "fee share to voters on LRT pools", "Snapshot", r.randint(1, 5)),
        (f"Uniswap #{r.randint(90, 140)}", "fee switch on v4 hooks, phase 2", "Tally", r.randint(3, 8)),
        (f"Jito JIP-{r.randint(20, 40)}", "tip router fee split", "Realms", r.randint(2, 6)),
    ]
    gd = "\n".join(f"- **{a_}** — {b_} ({c_}, closes in {d_}d). Forum sentiment "
                    f"{r.choice(['mostly FOR', 'split', 'quiet', 'mostly AGAINST on parameters'])}; "
                    f"turnout so far {r.uniform(5, 80):.0f}% of quorum. {r.choice(NEWS_BLURBS)}"
                    for a_, b_, c_, d_ in props)
    post_report(ctx, ctx.bot(9, 13), "**Governance digest — open votes touching the book or watchlist**\n" + gd +
                "\n\n_Digest only: the desk's voting decisions are posted separately, with reasons._", "chat")
    # position risk sheet (chat, table)
    rows = [("weETH", "Arbitrum", "spot"), (PT, "Arbitrum", "fixed"), ("wstETH", "Ethereum", "Aave collat"),
            ("ezETH", "Ethereum/Base", "spot"), ("sUSDe", "Ethereum", "spot"), ("JitoSOL", "Solana", "spot"),
            ("crvUSD/USDC LP", "Ethereum", "LP"), ("ETH/USDC 5bp LP", "Arbitrum", "LP"),
            ("USDC/ETH CL100", "Base", "LP"), ("ETH short", "Arbitrum (GMX)", "perp"),
            ("SOL-PERP short", "Solana (Drift)", "perp"), ("stkAAVE", "Ethereum", "gov"), ("ARB", "Arbitrum", "gov")]
    sheet = "\n".join(f"| {a_:<19} | {b_:<14} | {c_:<11} | {r.uniform(-9, 16):>5.1f}% | {r.uniform(0.1, 2.5):>4.2f} | "
                       f"{r.randint(1, 14):>3}d |" for a_, b_, c_ in rows)
    post_report(ctx, ctx.at(7 + r.random()), "**Position risk sheet (marks, 06:00 UTC)**\n```\n| position            | "
                "venue          | type        | % book | liq score | exit |\n" + sheet + "\n```\nliq score = days of "
                "30d median volume our size represents; exit = estimated days to exit at <50bps impact. "
                "Reference only, limits live in the pinned messages.", "chat")
    # reports with buried decisions
    x = P3(r, st)
    kinds = ["gov", "tok", "pool"]
    r.shuffle(kinds)
    ndec = r.choice([1, 1, 2])
    for i, k in enumerate(kinds):
        t = ctx.bot(8, 21)
        dec = i < ndec
        if k == "gov":
            if r.random() < 0.6:
                head = (f"## Governance note: Aave ARFC #{st.pid} — weETH E-mode LTV and supply cap\n"
                        f"**TL;DR** the proposal is a looping subsidy with a real tail; the desk's direct exposure is small.")
                paras = [pp[3], q[3], x[0], pp[4], x[1], pp[5], q[10], x[2], pp[6], x[3], q[1], q[12]]
                d = (f"**Decision (mika, Ines concurring):** the desk votes FOR ARFC #{st.pid} from the Main Safe — "
                     f"we back the higher weETH LTV, which confirms our constructive view on weETH as collateral.")
                f = ["votes FOR", f"ARFC #{st.pid}", "weETH"]
            else:
                head = (f"## Governance note: Arbitrum AIP #{st.aip} — treasury ETH staking\n"
                        f"**TL;DR** sensible treasury management, concentration concerns are fixable.")
                paras = [pp[3], q[4], q[3], q[6], q[7], q[13], pp[1], q[2], q[12]]
                d = (f"**Decision:** the desk votes FOR Arbitrum AIP #{st.aip} with its ARB from the Arb Ops Safe; "
                     f"it confirms our constructive view on ARB — conviction up a notch.")
                f = ["votes FOR", f"AIP #{st.aip}", "ARB"]
            if dec:
                post_report(ctx, t, _report(r, paras, head, d, r.randint(3, 6)), "near", d, "thesis_update", f,
                            idiom=("governance report with a buried vote FOR decision", "thesis_update"))
            else:
                post_report(ctx, t, _report(r, paras, head), "near",
                            idiom_rest=("long governance analysis, trading words, no decision", "not_hard"))
        elif k == "tok":
            head = "## Tokenomics: EIGEN into the January unlock\n**TL;DR** supply overhang is real and partly pre-hedged."
            paras = [pp[7], x[4], pp[8], x[5], q[7], x[6], pp[5], q[14], q[15], q[12], pp[2]]
            d = ("**Desk view changes:** EIGEN moves from neutral to bearish into the unlock; EIGEN-denominated "
                 "AVS rewards are sold on receipt from now on.")
            if dec:
                post_report(ctx, t, _report(r, paras, head, d, r.randint(4, 7)), "near", d, "thesis_update",
                            ["EIGEN", "neutral to bearish"],
                            idiom=("tokenomics report with buried thesis change", "thesis_update"))
            else:
                post_report(ctx, t, _report(r, paras, head), "near")
        else:
            head = ("## Pool review: Curve crvUSD/USDC (mainnet)\n**TL;DR** the pool has become a crvUSD "
                    "warehouse; fee APR no longer pays for the tail.")
            paras = [pp[9], x[7], pp[10], q[5], x[8], q[0], pp[1], x[9], q[11], q[15]]
            d = (f"**Decision:** exit the crvUSD/USDC pool — withdraw all {st.lp:.1f}M LP one-sided to USDC in "
                 f"two txs from the Main Safe; proceeds go to Aave USDC supply.")
            if dec:
                post_report(ctx, t, _report(r, paras, head, d, r.randint(3, 6)), "near", d, "trade_proposal",
                            ["exit the crvUSD/USDC pool", f"{st.lp:.1f}M LP", "one-sided to USDC"],
                            idiom=("pool review with a buried exit decision", "trade_proposal"))
            else:
                post_report(ctx, t, _report(r, paras, head), "near")
    # market structure notes (chat, long)
    note_pool = [pp[0], pp[1], pp[2], pp[11], pp[12], pp[13], pp[4], pp[6], q[0], q[2], q[8], q[9], q[10], q[14],
                 q[15], q[11], q[13]]
    heads = ["## Midday market structure", "## LST/LRT monitor", "## Cross-chain liquidity note",
             "## Rates & carry dashboard (commentary)", "## Solana & L2 flow note"]
    r.shuffle(heads)
    heads += ["## Restaking & LRT queue monitor", "## Stablecoin flows note"]
    r.shuffle(heads)
    for hd in heads[:r.randint(6, 7)]:
        t = ctx.bot(7, 22)
        pn, qn = P(r, st), P2(r, st)
        note_pool = [pn[0], pn[1], pn[2], pn[11], pn[12], pn[13], pn[4], pn[6], qn[0], qn[2], qn[8], qn[9], qn[10],
                     qn[14], qn[15], qn[11], qn[13]]
        sel = r.sample(note_pool, r.randint(8, 11))
        post_report(ctx, t, _report(r, sel, hd + "\n_Informational; no recommendation in this note._"), "chat")
    # evening wrap
    t = ctx.at(21.5 + r.random())
    post_report(ctx, t, _report(r, [pp[2], pp[12], pp[3], q[9], q[14], q[8]],
                                f"## Evening wrap — {st.dstr}\nQuiet close. Summary of market context below; "
                                f"the desk's own actions are in the Safe and chainwatch posts above."), "chat")


# ----------------------------------------------------------------------------- incident thread

def sec_incident(ctx: Ctx):
    r, st = ctx.r, ctx.st
    v = (ctx.ci + ctx.di + r.randrange(2)) % 3
    t = ctx.human(10, 18)
    if v == 0:
        starter = ctx.post(t, "mika", "🧵 ezETH wobble — keeping it in a thread", cls="chat")
        th = starter
        t = ctx.after(t, 20, 120)
        post_news_thread(ctx, t, th, f"Renzo: ezETH slides to {st.ezeth_r - 0.012:.4f} on Balancer as a large holder "
                                     f"exits; withdrawals queue at 9 days", ["Renzo", "ezETH"], "held_position_news")
        t = ctx.after(t, 60, 400)
        ctx.post(t, "delphi", "Exposure check: desk holds ezETH on mainnet and Base, mark-to-pool loss at the current "
                              "print is contained. Balancer CSP depth to 1% impact is about 2.1k ezETH; Curve adds "
                              "~900. The queue is the cheaper path only if you can wait nine days.\n\n" + P2(r, st)[11]
                 + "\n\n" + P2(r, st)[0], cls="chat", thread=th)
        t = ctx.after(t, 60, 400)
        ctx.post(t, "mika", "if it breaks 0.97 we'd go through the queue instead, pool is too thin", cls="near",
                 thread=th)
        t = ctx.after(t, 120, 600)
        n = r.choice([300, 450, 600])
        ctx.hardp(t, "ines", f"we're out of ezETH. all of it, {n} via balancer now and the rest through the queue. "
                             f"max 60bps on the pool leg", "trade_proposal",
                  ["out of ezETH", f"{n} via balancer", "max 60bps"], "untagged", thread=th)
        t = ctx.after(t, 600, 1800)
        h = txh(r)
        ctx.hardp(t, "watch", "", "trade_fill", [f"{n} ezETH", short(h)], "embed", thread=th,
                  embeds=watcher_embed(ctx, "Ethereum", "Swap", wlabel(ctx, "main"), "Balancer V2 Vault",
                                       f"{n} ezETH → {n * (st.ezeth_r - 0.014):.2f} WETH", "ezETH → WETH", short(h), h))
        t = ctx.after(t, 120, 600)
        ctx.hardp(t, "mika", "done. renzo thesis is dead to me, not re-entering ezETH this cycle", "thesis_update",
                  ["not re-entering ezETH", "renzo thesis is dead"], "untagged", thread=th)
        ctx.post(ctx.after(t, 20, 200), "kenji", "🫡", cls="noise", thread=th)
    elif v == 1:
        starter = ctx.post(t, "sam", "🧵 incident: arb rpc degradation + keeper misses", cls="chat")
        th = starter
        for _ in range(2):
            t = ctx.after(t, 30, 200)
            ctx.post(t, "rpc", f"⚠️ alchemy-arb-1 eth_call timeout x{r.randint(3, 9)} · quicknode-arb-2 lag "
                               f"{r.randint(20, 80)} blocks · keeper reads stale", cls="noise", thread=th)
        t = ctx.after(t, 30, 200)
        ctx.post(t, "keeper", STACK_PY.format(code=-32005), cls="noise", thread=th)
        t = ctx.after(t, 60, 300)
        ctx.hardp(t, "ines", "until rpcs are stable: keeper threshold on aave-v3-arb goes to 1.40 and no new "
                             "arb borrows today", "risk_limit", ["1.40", "no new arb borrows"], "untagged", thread=th,
                  idiom=("risk limit set inside an incident thread", "risk_limit"))
        t = ctx.after(t, 60, 300)
        ctx.hardp(t, "router", "routing the arb keeper backlog → @sam | ops (manual watch) until failover is green",
                  "route_decision", ["routing", "@sam | ops"], "structured", thread=th)
        t = ctx.after(t, 600, 2400)
        ctx.post(t, "rpc", "✅ arb back on alchemy-arb-1, p50 74ms, keeper caught up (0 missed checks since 14m)",
                 cls="noise", thread=th)
        ctx.post(ctx.after(t, 60, 300), "sam", "closing this out. postmortem in notion", cls="chat", thread=th)
        ctx.post(ctx.after(t, 400, 900), "delphi", "Post-incident summary: primary Arbitrum RPC degraded for "
                 f"{r.randint(18, 50)} minutes (eth_call/eth_getLogs timeouts); failover to the secondary lagged "
                 "because its health check only tests eth_blockNumber. Keeper read stale state for "
                 f"{r.randint(3, 9)} ticks; no positions crossed a threshold during the window. Follow-ups: (1) health "
                 "check must exercise eth_call against the Aave pool; (2) keeper should refuse to act on state older "
                 "than 3 blocks and page instead; (3) add a third Arbitrum provider.\n\n" + P2(r, st)[9],
                 cls="chat", thread=th)
    else:
        starter = ctx.post(t, "tomas", "🧵 morpho vault exploit chatter", cls="chat")
        th = starter
        t = ctx.after(t, 30, 200)
        post_news_thread(ctx, t, th, f"Morpho: curator-managed vault paused after bad-debt event in a "
                                     f"{r.choice(['PT-USDe', 'sUSDS', 'LBTC'])} market; Morpho Blue core unaffected",
                         ["Morpho", "vault paused"], "watchlist_news")
        t = ctx.after(t, 60, 400)
        ctx.post(t, "delphi", "Exposure: none direct. The desk has no deposits in Morpho vaults; MORPHO is on the "
                              "watchlist only. Indirect: the same curator runs a weETH vault whose liquidators "
                              "overlap with Aave's.\n\n" + P3(r, st)[2] + "\n\n" + P2(r, st)[10], cls="chat",
                 thread=th)
        t = ctx.after(t, 60, 400)
        ctx.hardp(t, "router", "no route: watchlist-only, no desk exposure. logged for the weekly review.",
                  "no_route_decision", ["no route", "no desk exposure"], "structured", thread=th)
        t = ctx.after(t, 300, 1200)
        ctx.hardp(t, "ines", "fine, but no new deposits into any morpho vault until their post-mortem is out",
                  "risk_limit", ["no new deposits", "morpho vault"], "untagged", thread=th)
        ctx.post(ctx.after(t, 20, 200), "mika", "👍", cls="noise", thread=th)


def post_news_thread(ctx, t, th, headline, facts, etype):
    return ctx.hardp(t, "news", f"🚨 {headline} — via rekt feed", etype, facts, "tagged", thread=th)


# ----------------------------------------------------------------------------- noise

STACK_PY = """hf-keeper: tick failed, retrying in 5s
```
Traceback (most recent call last):
  File "/app/keeper/loop.py", line 211, in tick
    hf = await self.aave.health_factor(market, safe)
  File "/app/keeper/aave.py", line 88, in health_factor
    data = await self.pool.functions.getUserAccountData(addr).call(block_identifier=blk)
  File "/usr/local/lib/python3.12/site-packages/web3/contract/async_contract.py", line 296, in call
    return await async_call_contract_function(
  File "/usr/local/lib/python3.12/site-packages/web3/contract/utils.py", line 312, in async_call_contract_function
    return_data = await async_w3.eth.call(
  File "/usr/local/lib/python3.12/site-packages/web3/eth/async_eth.py", line 284, in call
    return await self._call(transaction, block_identifier, state_override)
  File "/usr/local/lib/python3.12/site-packages/web3/manager.py", line 332, in _process_response
    raise Web3RPCError(f"{{response['error']}}")
web3.exceptions.Web3RPCError: {{'code': {code}, 'message': 'daily request count exceeded, request rate limited'}}
```"""

STACK_JS = """chainwatch: unhandled rejection in sol subscriber (will resubscribe)
```
Error: 429 Too Many Requests:  {{"jsonrpc":"2.0","error":{{"code":429,"message":"Too many requests for a specific RPC call"}},"id":"{rid}"}}
    at ClientBrowser.callServer (/app/node_modules/@solana/web3.js/lib/index.cjs.js:9421:17)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async Connection._rpcRequest (/app/node_modules/@solana/web3.js/lib/index.cjs.js:9890:24)
    at async Connection.getSignaturesForAddress (/app/node_modules/@solana/web3.js/lib/index.cjs.js:8790:21)
    at async SolWatcher.poll (/app/dist/watchers/sol.js:142:28)
    at async Timeout._onTimeout (/app/dist/watchers/base.js:61:13)
```"""

STACK_TIMEOUT = """hf-keeper: top-up broadcast not mined, bumping
```
Traceback (most recent call last):
  File "/app/keeper/exec.py", line 144, in send_topup
    receipt = await w3.eth.wait_for_transaction_receipt(tx_hash, timeout=120)
  File "/usr/local/lib/python3.12/site-packages/web3/eth/async_eth.py", line 662, in wait_for_transaction_receipt
    raise TimeExhausted(
web3.exceptions.TimeExhausted: Transaction HexBytes('{h}') is not in the chain after 120 seconds
```
replacement sent with +25% priority fee (same nonce)"""


def sec_noise(ctx: Ctx) -> list:
    r, st = ctx.r, ctx.st
    out = []
    # block heartbeats, hourly
    for h in range(24):
        t = ctx.at(h + r.uniform(0, 0.03))
        e, a, b, s = heights(t)
        lag = "lag ok" if r.random() < 0.85 else f"arb lag {r.randint(8, 40)} blocks (quicknode-arb-2)"
        lat = " ".join(f"{p_}={r.randint(40, 190)}ms" for p_ in ("alch-eth", "infura-eth", "alch-arb", "qn-arb",
                                                                  "base-1", "helius", "triton"))
        m = ctx.post(t, "beat", f"⛓ heads · eth {e:,} · arb {a:,} · base {b:,} · sol {s:,} · {lag}\n"
                                f"rpc p50: {lat}", cls="noise",
                     idiom=("block-height heartbeat", "not_hard") if h == 3 else None)
        out.append(m)
    # keeper heartbeats every 4h
    for h in range(0, 24, 4):
        t = ctx.at(h + 0.25 + r.uniform(0, 0.1))
        hf = st.hf
        ctx.post(t, "keeper", f"hf-keeper ✓ aave-v3-eth {hf['aave-v3-eth'] + r.uniform(-.03, .03):.2f} · aave-v3-arb "
                              f"{hf['aave-v3-arb'] + r.uniform(-.03, .03):.2f} · aave-v3-base "
                              f"{hf['aave-v3-base'] + r.uniform(-.03, .03):.2f} · threshold 1.25 · all ok",
                 cls="noise", idiom=("keeper 'all ok' heartbeat", "not_hard") if h == 8 else None)
    # keeper position reports every 8h
    for h in (2, 10, 18):
        t = ctx.at(h + r.uniform(0, 0.05))
        rows = []
        for mk, sf, col, debt in (("aave-v3-eth", "Main Safe", "wstETH", "USDC"), ("aave-v3-arb", "Arb Ops Safe",
                                  "weETH", "WETH"), ("aave-v3-base", "Base Safe", "ezETH", "USDC")):
            hf = st.hf[mk] + r.uniform(-.04, .04)
            rows.append(f"{mk:<13} {sf:<13} {c(r.randint(800, 5200)):>6} {col:<7} {c(r.uniform(1, 9), 2):>5}m "
                        f"{debt:<5} {hf:5.2f}  1.25  {(hf / 1.25 - 1) * 100:+5.1f}%")
        ctx.post(t, "keeper", f"hf-keeper · position report {h:02d}:00 UTC\n```\nmarket        safe          "
                              f"collat  asset   debt   ccy     HF   thr   buffer\n" + "\n".join(rows) +
                 f"\n```\nnext report {(h + 8) % 24:02d}:00 · 0 actions in window · oracle age max "
                 f"{r.randint(3, 58)}s", cls="noise")
    bal = "\n".join(f"{n:<13} {a_[:6]}…{a_[-4:]}  {r.uniform(0.2, 40):7.2f} ETH gas  · {r.randint(3, 19)} tokens · "
                     f"${r.uniform(0.1, 140):7.2f}m" for n, a_, _ in ctx.w.values())
    ctx.post(ctx.at(0.15), "watch", f"chainwatch · daily desk-wallet digest (00:00 UTC)\n```\n{bal}\n```\n"
                                    f"watching {r.randint(28, 44)} whale addresses · {r.randint(90, 240)} alerts "
                                    f"yesterday · 0 unknown approvals", cls="noise")
    # router cron every 6h
    for h in (0, 6, 12, 18):
        ctx.post(ctx.at(h + 0.02), "router", f"desk-router · 6h: 0 routed, {r.randint(8, 31)} dismissed, "
                                             f"{r.randint(0, 2)} pending (whale {r.randint(4, 15)}, news "
                                             f"{r.randint(2, 9)})", cls="noise")
    # pnl snapshots
    for h in (0, 8, 16):
        ctx.post(ctx.at(h + 0.01), "pnl", f"📈 book pnl {h:02d}:00 UTC · 24h {r.uniform(-250, 320):+.1f}k · mtd "
                                          f"{r.uniform(-0.8, 2.6):+.2f}m · nav ${st.nav + r.uniform(-3, 3):.1f}m · "
                                          f"eth β {r.uniform(0.15, 0.45):.2f}", cls="noise")
    # tvl snapshot
    rows = [("Lido", 30, 38), ("Aave", 36, 48), ("EigenLayer", 11, 17), ("ether.fi", 7, 11), ("Pendle", 5, 9),
            ("Uniswap", 5, 8), ("Curve", 1.6, 2.6), ("Aerodrome", 1.1, 2.0), ("Jito", 2.5, 4.0), ("Morpho", 6, 11),
            ("Ethena", 5, 12), ("Spark", 3, 7), ("Renzo", 0.8, 2.2), ("GMX", 0.4, 0.9), ("Drift", 0.5, 1.4),
            ("Kamino", 1.5, 3.2), ("Jupiter", 1.8, 3.5), ("Sky", 5, 9), ("Balancer", 0.6, 1.2), ("Convex", 0.9, 1.6)]
    lines = "\n".join(f"{n:<11} ${r.uniform(a, b):6.2f}B  {r.uniform(-3, 3):+.1f}%" for n, a, b in rows)
    ctx.post(ctx.at(0.08), "tvl", f"📊 daily TVL snapshot (DefiLlama, 00:00 UTC)\n```\n{lines}\n```", cls="noise")
    # rpc errors / failovers
    rpc_msgs = []
    for _ in range(r.randint(4, 6)):
        t = ctx.bot()
        prov = r.choice([("alchemy-arb-1", "quicknode-arb-2", "eth_getLogs"), ("infura-eth-1", "alchemy-eth-2",
                         "eth_call"), ("helius-sol-1", "triton-sol-1", "getSignaturesForAddress"),
                         ("base-node-1", "alchemy-base-1", "eth_blockNumber")])
        m = ctx.post(t, "rpc", f"⚠️ {prov[0]}: {prov[2]} timeout x{r.randint(3, 7)} (p99 {r.uniform(3, 9):.1f}s) → "
                               f"failing over to {prov[1]}", cls="noise")
        rpc_msgs.append(m)
        ctx.post(ctx.after(t, 120, 900), "rpc", f"✅ failback to {prov[0]} after {r.randint(2, 14)}m"
                                                f"{r.randint(0, 59):02d}s, p50 {r.randint(50, 120)}ms", cls="noise")
    # gas alerts
    for _ in range(r.randint(3, 5)):
        t = ctx.bot()
        if r.random() < 0.6:
            g = r.uniform(41, 90)
            s = f"⛽ mainnet base fee {g:.1f} gwei (> 40 alert) · p90 priority {r.uniform(1, 4):.1f} gwei · safe exec ≈ ${g * 0.42:.2f}"
        else:
            s = f"⛽ mainnet base fee back under 20 gwei ({r.uniform(5, 19):.1f}) · arb {r.uniform(0.01, 0.05):.3f} gwei"
        ctx.post(t, "gas", s, cls="noise")
    # restarts / deploys / traces
    ctx.post(ctx.bot(), "watch", f"chainwatch restarted (v2.14.{r.randint(1, 9)}, {r.choice(['oom', 'deploy', 'ws drop'])}) · "
                                 f"resubscribed 5 desk wallets + {r.randint(28, 44)} whale addrs · backfill ok",
             cls="noise")
    ctx.post(ctx.bot(), "keeper", "hf-keeper: process restarted by supervisor (exit 137), state restored from redis",
             cls="noise")
    sha = "".join(r.choice(HEX) for _ in range(7))
    ctx.post(ctx.human(9, 18), "ci", f"deploy hf-keeper@{sha} → prod (eth, arb, base) ✓ {r.randint(1, 3)}m"
                                     f"{r.randint(0, 59):02d}s · bump web3 to 7.6.1, retry on -32005", cls="noise")
    ctx.post(ctx.human(9, 18), "ci", f"chainwatch@{''.join(r.choice(HEX) for _ in range(7))} build failed: ruff "
                                     f"E501 ({r.randint(1, 4)}) — not deployed", cls="noise")
    ctx.post(ctx.bot(), "keeper", STACK_PY.format(code=r.choice([-32005, 429])), cls="noise")
    ctx.post(ctx.bot(), "watch", STACK_JS.format(rid="".join(r.choice(HEX) for _ in range(8))), cls="noise")
    ctx.post(ctx.bot(), "keeper", STACK_TIMEOUT.format(h=txh(r)), cls="noise")
    for _ in range(r.randint(1, 2)):
        ctx.post(ctx.bot(), r.choice(["keeper", "watch"]),
                 r.choice([STACK_PY.format(code=-32603), STACK_JS.format(rid="".join(r.choice(HEX) for _ in range(8)))]),
                 cls="noise")
    # gm
    gms = r.sample(["gm", "gm gm", "gm ☕", "gm frens", "gm. coffee first", "gm 🌞", "gmgm"], 5)
    for who, g in zip(r.sample(["mika", "kenji", "sam", "ines", "tomas"], r.randint(3, 5)), gms):
        ctx.post(ctx.human(6, 11), who, g, cls="noise")
    return rpc_msgs


ACKS = ["👍", "ty", "🫡", "ok", "thx", "lol", "🙏", "nice", "🔥", "clean", "ser", "+1", "👀", "ack"]
CHAT = [
    "pendle ui dying again, going through the router directly",
    "arb sequencer feeling slow or is it just me",
    "safe tx service is lagging, sigs not showing for ~{m} min",
    "who's on keeper duty tonight? i'm out after 22:00",
    "kenji you around for sigs in ~10?",
    "curve pool looking lopsided again fwiw",
    "funding still negative on binance eth, basis desk will be happy",
    "gonna top up gas on the hot wallets tomorrow",
    "the new safe ui hides the nonce again, who designs this",
    "reading the ARFC forum thread, long one",
    "ok back",
    "tenderly is down, using an anvil fork locally",
    "helius rate limiting us again",
    "anyone else seeing stale prices on the aave ui",
    "ledger firmware update nagging me mid-sign, lovely",
    "lunch, {m}0 min",
    "eth at {eth} and the lp is still in range, nice",
    "gas is fine on arb, mainnet is the usual tax",
    "the sol rpc is the weakest link in this whole setup",
    "will look at the keeper logs after standup",
    "ok that was the pendle api, not us",
    "anyone have the link to the renzo withdrawal dashboard",
    "note to self: rotate the arb hot wallet key next week",
    "standup in 5",
    "brb",
    "blocknative mempool feed is back",
    "etherscan labels still show our old safe as 'unknown', fine by me",
    "debank is showing our base safe twice, ignore the double count",
    "can someone check why chainwatch posted the same block twice earlier",
    "the eigen forum is pure cope today",
    "jito explorer down, using solscan",
    "my hardware wallet wants a pin reset, great timing",
    "who changed the keeper alert channel? i'm getting pinged in #ops now",
    "zapper says we're up on the week, zapper also thinks we hold 40 random airdrops",
    "new intern question count today: {m}",
    "pushed the dashboard fix, pnl tile should load now",
    "arbiscan api key expired, renewed",
    "the aero ui is so slow on mobile",
    "someone on ct says ezETH is fine, so obviously it isn't",
    "reminder: safe owners rotation review is next thursday",
    "coffee machine in the office is dead, morale low",
    "that gas spike was a memecoin launch, nothing to do with us",
    "fyi i'm on a plane {m}-{n}h from now, kenji has my sig slot",
    "reading delphi's note now",
    "delphi's tables are getting better ngl",
    "merged the address-book update for chainwatch",
    "pnl-bot timezone is still wrong on weekends",
    "sol at {sol} lol this chain",
    "the morning brief formatting broke on mobile again",
    "updated the runbook for rpc failover",
    "is the office wifi down or just me",
    "grafana is back",
    "lido ui now shows the queue estimate in hours, nice touch",
    "anyone else getting the safe 'unknown delegate' warning? it's the new tx service",
    "weekend coverage sheet is in the drive",
    "ok done with the recon for yesterday, all matches",
    "gm to the people who just woke up, it's been a day",
    "base explorer is lagging ~{m} blocks",
    "just dropped the keeper v2 changelog in notion",
    "aave ui finally shows e-mode properly on arb",
]


def sec_chat(ctx: Ctx, n: int):
    r = ctx.r
    pool = list(CHAT)
    r.shuffle(pool)
    for i in range(n):
        line = pool[i % len(pool)].format(m=r.randint(2, 9), n=r.randint(10, 14), eth=c(ctx.st.eth),
                                          sol=f"{ctx.st.sol:.0f}")
        ctx.post(ctx.human(6, 24), r.choice(["mika", "mika", "kenji", "sam", "tomas", "ines"]), line, cls="chat")


def sec_acks(ctx: Ctx, n: int):
    r = ctx.r
    targets = [m for m in ctx.msgs if m.cls in ("chat", "near") or (m.hard and m.hard[0] == "trade_fill")]
    for _ in range(n):
        who = r.choice(["mika", "kenji", "sam", "tomas", "ines"])
        if targets and r.random() < 0.6:
            tg = r.choice(targets)
            ctx.post(ctx.after(tg.t, 10, 600), who, r.choice(ACKS), cls="noise", reply=tg,
                     idiom=("emoji ack reply", "not_hard"))
        else:
            ctx.post(ctx.human(7, 23), who, r.choice(ACKS), cls="noise")
        if targets and r.random() < 0.4:
            tg = r.choice(targets)
            ctx.react(tg, ctx.after(tg.t, 5, 900), r.choice(["👀", "🔥", "✅", "🫡"]), PEOPLE[who][0])


def sec_removals(ctx: Ctx, rpc_msgs: list):
    r = ctx.r
    # deleted proposal posted in the wrong channel
    t = ctx.human(10, 20)
    n = r.choice([150, 220, 300])
    m = ctx.hardp(t, "mika", f"selling {n} eth into usdc on uni mainnet, 10bps, treasury rebalance",
                  "trade_proposal", [f"selling {n} eth", "usdc", "10bps"], "untagged")
    ctx.delete(m, ctx.after(t, 25, 90), f"selling {n} eth into usdc on uni mainnet, 10bps, treasury rebalance")
    ctx.post(ctx.after(t, 95, 160), "mika", "wrong channel, ignore that", cls="noise")
    # bulk delete of rpc spam
    t = ctx.bot(2, 20)
    spam = []
    for i in range(3):
        spam.append(ctx.post(t + i * 1500, "rpc", f"❗ base-node-1 ws closed (code 1006), reconnect attempt {i + 1}",
                             cls="noise"))
    ctx.bulk_delete(spam, ctx.after(t, 300, 900), [f"reconnect attempt {i + 1}" for i in range(3)])
    # forget: a personal wallet address posted by mistake
    t = ctx.human(11, 21)
    pa = addr(r)
    fm = ctx.post(t, "kenji", f"gas refund to my personal pls, {pa}", cls="chat")
    ctx.forget(fm, ctx.after(t, 200, 1200), PEOPLE["ines"][0], pa)
    ctx.post(ctx.after(t, 1300, 1500), "ines", "removed the personal address above. desk wallets only in here pls",
             cls="chat")
    # some days: a forgotten fill that carried a private address, reposted
    if r.random() < 0.5:
        t = ctx.human(12, 20)
        n = r.choice([10, 15, 20])
        pa2 = addr(r)
        m = ctx.hardp(t, "sam", f"bought {n} eth @ {c(ctx.st.eth, 2)} on coinbase for hot-wallet gas, routing it via "
                                f"my own wallet {pa2} then to arb-hot-1",
                      "trade_fill", [f"bought {n} eth", c(ctx.st.eth, 2)], "untagged")
        ctx.forget(m, ctx.after(t, 300, 900), PEOPLE["ines"][0], pa2)
        ctx.hardp(ctx.after(t, 1000, 1200), "sam", f"reposting without the address: bought {n} eth @ "
                                                   f"{c(ctx.st.eth, 2)} for hot-wallet gas, now on arb-hot-1",
                  "trade_fill", [f"bought {n} eth", c(ctx.st.eth, 2), "arb-hot-1"], "untagged")


# ----------------------------------------------------------------------------- one channel-day

EPISODES = [ep_pt, ep_uni, ep_curve, ep_borrow, ep_restake, ep_bridge, ep_exit_lp]


def build_day(seed: int, ci: int, di: int, t0: int, attempt: int) -> Ctx:
    r = random.Random(f"{DESK}|{seed}|{ci}|{t0}|{attempt}")
    st = day_state(r, t0, ci)
    ctx = Ctx(r, ci, di, t0, st, _desk_wallets(ci))
    rpc_msgs = sec_noise(ctx)
    sec_research(ctx)
    eps = r.sample(EPISODES, r.choice([2, 2, 3]))
    if ep_pt not in eps and r.random() < 0.6:
        eps[0] = ep_pt
    tasks = [(ctx.human(7, 20), ep) for ep in eps]
    if r.random() < 0.5:
        tasks.append((ctx.human(8, 21), ep_jup))
    tasks.append((ctx.human(7, 12), ep_hedge))
    tasks.append((ctx.human(9, 20), ep_reject))
    for t, ep in sorted(tasks, key=lambda x: x[0]):  # Safe nonces are used in time order
        ep(ctx, t)
    if r.random() < 0.5:
        ep_lp_range(ctx)
    sec_risk(ctx)
    news_before = len(ctx.msgs)
    sec_news(ctx)
    news_msgs = ctx.msgs[news_before:]
    sec_thesis(ctx)
    whales = sec_whales(ctx)
    sec_routing(ctx, whales, news_msgs)
    sec_near(ctx)
    sec_incident(ctx)
    sec_removals(ctx, rpc_msgs)
    # fill to a target size with chat and noise
    target = r.randint(225, 290)
    noise_share = r.uniform(0.29, 0.36)
    cur = len(ctx.msgs)
    noise_now = sum(1 for m in ctx.msgs if m.cls == "noise")
    need = max(0, target - cur)
    want_noise = max(0, int(target * noise_share) - noise_now)
    n_noise = min(need, want_noise)
    sec_acks(ctx, n_noise)
    sec_chat(ctx, need - n_noise)
    return ctx


def day_stats(ctx: Ctx) -> dict:
    n = len(ctx.msgs)
    size = sum(len(text_of(m.content, m.embeds).encode("utf-8")) for m in ctx.msgs)
    hard = sum(1 for m in ctx.msgs if m.hard)
    noise = sum(1 for m in ctx.msgs if m.cls == "noise")
    return {"messages": n, "kb": size / 1024, "hard": hard, "noise_share": noise / max(n, 1)}


def day_ok(s: dict) -> bool:
    return (190 <= s["messages"] <= 310 and 74 <= s["kb"] <= 116 and 27 <= s["hard"] <= 43
            and 0.27 <= s["noise_share"] <= 0.38)


def text_of(content: str, embeds) -> str:
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []) or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


# ----------------------------------------------------------------------------- assemble

IDIOM_PRIORITY = [
    "crypto-slang", "shorthand", "slang 'dumping", "Safe 'tx proposed'", "short multisig approval", "Safe confirmations",
    "Safe executed", "watcher embed-only fill", "keeper HF breach", "keeper key=value", "risk lead sets",
    "stop moved twice", "governance report with a buried", "pool review with a buried", "tokenomics report",
    "router no-route", "human 'not ours", "held-position news", "safe-guard JSON", "Safe execution reverted",
    "risk lead rejects", "fill quantity corrected", "LP range", "lowercase prose proposal", "terse lowercase thesis",
    "router agent routes", "risk limit set inside", "watchlist token", "Safe on-chain rejection",
    "whale transfer embed", "conditional exit", "tenderly fork", "fork simulation bot", "last cycle",
    "quoted tweet", "airdrop", "block-height", "backtest", "another desk", "paper trade", "long governance",
    "research digest of whale", "question about", "hypothetical", "exploit headline", "daily exploit roundup",
    "keeper 'all ok'", "emoji ack",
]

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    ctxs = []
    for ci in range(channels):
        for di in range(days):
            t0 = end_ms - (days - di) * DAY_MS
            ctx = None
            for attempt in range(40):
                ctx = build_day(seed, ci, di, t0, attempt)
                if day_ok(day_stats(ctx)):
                    break
            ctxs.append(ctx)

    msgs = [m for ctx in ctxs for m in ctx.msgs]
    ops = [o for ctx in ctxs for o in ctx.ops]
    for i, m in enumerate(msgs):
        m.serial = i
    msgs.sort(key=lambda m: (m.t, m.serial))
    last = -1
    for seq, m in enumerate(msgs):
        if m.t <= last:
            m.t = last + 1
        last = m.t
        m.id = str(snowflake(m.t, seq))

    def chan_of(m: Msg) -> str:
        return m.thread.id if m.thread is not None else m.chan

    events = []
    for m in msgs:
        msg = {"id": m.id, "author_id": PEOPLE[m.who][0], "author_name": PEOPLE[m.who][1],
               "author_bot": PEOPLE[m.who][2], "created_at": iso(m.t), "content": m.orig, "attachments": m.attach or [], "embeds": m.embeds or [],
               "reference_id": m.reply.id if m.reply is not None else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m.thread is not None:
            ev["parent_channel_id"] = m.chan
        ev["message"] = msg
        events.append((m.t, 0, len(events), ev))
    for o in ops:
        if o["op"] == "bulk_delete":
            tgt = o["ms"]
            t = max(o["t"], max(x.t for x in tgt) + 1)
            ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan_of(tgt[0]),
                  "message_ids": [x.id for x in tgt], "deleted_at": iso(t)}
        else:
            m = o["m"]
            t = max(o["t"], m.t + 1)
            base = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": chan_of(m), "message_id": m.id}
            if o["op"] == "edit":
                base.update(edited_at=iso(t), content=o["content"])
            elif o["op"] == "delete":
                base.update(deleted_at=iso(t))
            elif o["op"] == "forget":
                base.update(requested_by=o["by"], at=iso(t))
            elif o["op"] == "pin":
                base.update(by=o["by"], at=iso(t))
            elif o["op"] == "reaction_add":
                base.update(emoji=o["emoji"], user_id=o["who"], at=iso(t))
            ev = base
        events.append((t, 1, len(events), ev))
    events.sort(key=lambda x: (x[0], x[1], x[2]))

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for m in msgs:
        ch = chan_of(m)
        if m.hard:
            state = "forgotten" if m.forgotten else "deleted" if m.deleted else "edited" if m.edits else "live"
            labels["hard_events"].append({"channel_id": ch, "message_id": m.id, "event_type": m.hard[0],
                                          "facts": m.hard[1], "phrasing": m.hard[2], "final_state": state})
        for s in m.superseded:
            labels["superseded_facts"].append([ch, m.id, s])
        if (m.deleted or m.forgotten) and m.snip:
            labels["removed_texts"].append(m.snip)
        if m.cls == "noise":
            labels["noise_message_ids"].append(m.id)
        elif m.cls == "near":
            labels["near_miss_ids"].append(m.id)
    first = {}
    for m in msgs:  # earliest live example of each idiom
        if m.idiom and m.idiom[0] not in first and not (m.deleted or m.forgotten):
            first[m.idiom[0]] = m

    def prio(name: str) -> int:
        for i, key in enumerate(IDIOM_PRIORITY):
            if name.startswith(key):
                return i
        return len(IDIOM_PRIORITY)

    hard_i = sorted((n for n in first if first[n].idiom[1] != "not_hard"), key=prio)
    soft_i = sorted((n for n in first if first[n].idiom[1] == "not_hard"), key=prio)
    k_h = min(len(hard_i), max(12, 20 - len(soft_i)))
    chosen = hard_i[:k_h] + soft_i[:20 - k_h]
    for n in sorted(chosen, key=lambda n: first[n].t):
        labels["idioms"].append({"message_id": first[n].id, "idiom": n, "expected": first[n].idiom[1]})
    return {"events": [e[3] for e in events], "labels": labels}


# ----------------------------------------------------------------------------- check

def check(events: list, labels: dict, end: datetime | None = None, days: int = 1) -> list:
    """Verify the capture against its labels; print stats; return a list of problems."""
    problems = []
    msgs, order, parent = {}, [], {}
    last_t = None
    for i, ev in enumerate(events):
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            ms = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp() * 1000)
            sf = (int(m["id"]) >> 22) + DISCORD_EPOCH
            if sf != ms:
                problems.append(f"snowflake/created_at mismatch {m['id']}")
            if order and int(m["id"]) <= int(order[-1]):
                problems.append(f"id not increasing at line {i + 1}")
            msgs[m["id"]] = {"ch": ev["channel_id"], "parent": ev.get("parent_channel_id") or ev["channel_id"],
                             "text": text_of(m["content"], m["embeds"]), "content": m["content"],
                             "embeds": m["embeds"], "deleted": False, "forgotten": False, "edited": False, "ms": ms}
            order.append(m["id"])
            t = ms
        else:
            ts = ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
            t = int(datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp() * 1000)
            ids = ev.get("message_ids") or [ev["message_id"]]
            for mid in ids:
                if mid not in msgs:
                    problems.append(f"{op} before create: {mid}")
                    continue
                x = msgs[mid]
                if op == "edit":
                    x["content"] = ev["content"]
                    x["text"] = text_of(ev["content"], x["embeds"])
                    x["edited"] = True
                elif op in ("delete", "bulk_delete"):
                    x["deleted"] = True
                elif op == "forget":
                    x["forgotten"] = True
        if last_t is not None and t < last_t:
            problems.append(f"events out of time order at line {i + 1}")
        last_t = t
    for h in labels["hard_events"]:
        x = msgs.get(h["message_id"])
        if x is None:
            problems.append(f"hard event id missing {h['message_id']}")
            continue
        if x["ch"] != h["channel_id"]:
            problems.append(f"channel mismatch {h['message_id']}")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"facts count {h['message_id']}")
        for f in h["facts"]:
            if f not in x["text"]:
                problems.append(f"fact {f!r} not in {h['message_id']}: {x['text'][:80]!r}")
        want = "forgotten" if x["forgotten"] else "deleted" if x["deleted"] else "edited" if x["edited"] else "live"
        if want != h["final_state"]:
            problems.append(f"final_state {h['final_state']} != {want} for {h['message_id']}")
    for ch, mid, old in labels["superseded_facts"]:
        x = msgs.get(mid)
        if x is None or old in x["text"]:
            problems.append(f"superseded fact still present / missing: {mid} {old}")
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in msgs:
                problems.append(f"{key} id missing {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("overlap between hard and noise/near-miss ids")
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"idioms count {len(labels['idioms'])}")
    for idm in labels["idioms"]:
        if idm["message_id"] not in msgs:
            problems.append(f"idiom id missing {idm['message_id']}")
        elif idm["expected"] != "not_hard" and idm["message_id"] not in hard_ids:
            problems.append(f"idiom expects hard but unlabelled {idm['message_id']}")
    removed = [x for x in msgs.values() if x["deleted"] or x["forgotten"]]
    for x in removed:
        if not any(s in x["text"] for s in labels["removed_texts"]):
            problems.append(f"removed message without removed_text snippet: {x['text'][:60]!r}")
    # per channel-day stats
    hard_by = {}
    for h in labels["hard_events"]:
        hard_by[h["message_id"]] = 1
    noise_set = set(labels["noise_message_ids"])
    first = min(x["ms"] for x in msgs.values())
    day0 = first - first % DAY_MS if end is None else int(end.timestamp() * 1000) - days * DAY_MS
    groups = {}
    for mid, x in msgs.items():
        d = (x["ms"] - day0) // DAY_MS
        g = groups.setdefault((x["parent"], d), {"n": 0, "b": 0, "hard": 0, "noise": 0})
        g["n"] += 1
        g["b"] += len(x["text"].encode("utf-8"))
        g["hard"] += mid in hard_by
        g["noise"] += mid in noise_set
    print(f"{'channel':<20} {'day':>3} {'msgs':>5} {'KB':>7} {'hard':>5} {'noise':>6}")
    for (ch, d), g in sorted(groups.items()):
        kb = g["b"] / 1024
        ns = g["noise"] / g["n"]
        print(f"{ch:<20} {d:>3} {g['n']:>5} {kb:>7.1f} {g['hard']:>5} {ns:>6.1%}")
        if not (180 <= g["n"] <= 320 and 70 <= kb <= 120 and 25 <= g["hard"] <= 45 and 0.25 <= ns <= 0.40):
            problems.append(f"channel-day out of range: {ch} day {d} {g}")
    n_all = len(msgs)
    print(f"total: {n_all} messages, {sum(g['b'] for g in groups.values()) / 1024:.1f} KB, "
          f"{len(labels['hard_events'])} hard events, {len(noise_set)} noise ({len(noise_set) / n_all:.1%}), "
          f"{len(labels['near_miss_ids'])} near-misses, {len(labels['idioms'])} idioms, "
          f"{len(events)} capture lines over {len(groups)} channel-days")
    types = {}
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    print("hard by type:", ", ".join(f"{k}={v}" for k, v in sorted(types.items())))
    return problems


# ----------------------------------------------------------------------------- CLI

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-12-12T00:00Z)")
    ap.add_argument("--no-check", action="store_true", help="skip reloading and checking the written files")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=UTC)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh if line.strip()]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    problems = check(events, labels, end or DEFAULT_END, a.days)
    for p in problems[:40]:
        print("PROBLEM:", p)
    print("check:", "OK" if not problems else f"{len(problems)} problem(s)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
