"""Order facts on lines written blind: how side, size and price are read in any market.

Each corpus under `tests/desks/corpora/` was written by a helper who never saw the
classifier, briefed only with the conventions below (see tests/desks/README.md):
one JSON object per line, `{"text", "side", "size", "price", "market", "style"}`, where
`side` is the desk's side of the order (null when the line is no order of the desk:
a PnL line, an alert, a question, colour) and `size`/`price` are exact substrings.

For the order lines it prints how often `trade_facts` reads the side, the size, the
price and all three, and how often the classifier keeps the line alone (a hard event or
"maybe": what the feed would show). For the other lines, how often a side is read and
how often a trade event is typed (certain ones apart). Corpora A and C are tuned on;
corpus B is held out: only its numbers are read.

    python -m bench.extraction [--corpus a,b,c] [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

from memory.classify import MessageView, classify_message
from memory.classify.tradefacts import trade_facts

CORPUS_DIR = Path(__file__).resolve().parent.parent / "tests" / "desks" / "corpora"
TUNED = frozenset({"a", "c"})
TRADE_TYPES = frozenset({"trade_proposal", "trade_approval", "trade_confirmation", "trade_fill",
                         "stop_or_target_change"})
_DECORATION_RE = re.compile(r"^[~≈$€£¥₹@\s]+|\s+$")


def _same(read: str | None, expected: str | None) -> bool:
    """Equal as written, a leading currency or "@" aside ("$187.20" is 187.20)."""
    if read is None or expected is None:
        return read is expected
    return _DECORATION_RE.sub("", read).lower() == _DECORATION_RE.sub("", expected).lower()


def score_line(row: dict) -> Counter:
    text = row["text"]
    verdict = classify_message(MessageView(content=text, author_name="trader"))
    # The facts the feed would carry: a trade event's (a record's fields, where it has one),
    # else what the text says.
    event = next((e for e in verdict.events if e.event_type in TRADE_TYPES), None)
    facts = event.facts if event is not None and event.facts.get("side") else trade_facts(text)
    counts: Counter = Counter()
    if row["side"]:
        checks = {"side": facts.get("side") == row["side"], "size": _same(facts.get("size"), row["size"]),
                  "price": _same(facts.get("price"), row["price"])}
        counts.update({"orders": 1, **{key: int(ok) for key, ok in checks.items()}, "all": int(all(checks.values())),
                       "kept": int(verdict.category in ("hard", "maybe"))})
    else:
        trade = [event for event in verdict.events if event.event_type in TRADE_TYPES]
        counts.update({"others": 1, "other_side": int(facts.get("side") is not None), "other_typed": int(bool(trade)),
                       "other_certain": int(any(event.tier == "certain" for event in trade))})
    return counts


def score_corpus(path: Path) -> dict:
    counts: Counter = Counter()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                counts.update(score_line(json.loads(line)))
    return {"corpus": path.stem, **{key: counts[key] for key in
            ("orders", "side", "size", "price", "all", "kept", "others", "other_side", "other_typed", "other_certain")}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default="a,b,c", help="corpus letters, comma-separated")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = []
    for letter in args.corpus.split(","):
        result = score_corpus(CORPUS_DIR / f"extraction_{letter}.jsonl")
        result["tuned"] = letter in TUNED
        results.append(result)
        orders = result["orders"]
        print(f"corpus {letter} ({'tuned' if result['tuned'] else 'held out'}): {orders} orders: side"
              f" {result['side']}, size {result['size']}, price {result['price']}, all three {result['all']}"
              f" ({result['all'] / orders:.0%}), kept alone {result['kept']} ({result['kept'] / orders:.0%});"
              f" {result['others']} other lines: side read {result['other_side']}, trade typed"
              f" {result['other_typed']} (certain {result['other_certain']})", file=sys.stderr)
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
