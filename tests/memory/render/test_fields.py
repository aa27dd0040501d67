"""memory.render.fields: a structured line gives up only the fields that say nothing."""

from __future__ import annotations

from memory.render.fields import constant_fields, without_idle_fields

ORDBOT = [
    '{"evt":"ack","oid":"1e904593","sym":"ETH-PERP","side":"buy","qty":"83.28","px":"3002.0","venue":"bybit",'
    '"acct":"perps-main","ts":"2026-04-17T01:10:54.368Z","lat_ms":12}',
    '{"evt":"fill","oid":"86152e2c","sym":"BTC-PERP","side":"buy","qty":"2.84","px":"59489.0","venue":"bybit",'
    '"acct":"perps-main","ts":"2026-04-17T14:16:39.459Z","lat_ms":19}',
    '{"evt":"reject","oid":"1276737d","sym":"BTC-PERP","side":"buy","qty":"2.84","px":"59490.0","venue":"bybit",'
    '"acct":"perps-main","ts":"2026-04-17T14:03:35.431Z","lat_ms":4}',
]


def test_constant_and_timestamp_fields_go_and_every_fact_stays_verbatim():
    idle = constant_fields(ORDBOT)
    assert '"venue":"bybit"' in idle and '"acct":"perps-main"' in idle
    # The side is the same on every line but names the trade: it is never idle.
    for line in ORDBOT:
        short = without_idle_fields(line, idle)
        assert short is not None and len(short) < len(line)
        assert "venue" not in short and '"ts"' not in short and short.endswith("}")
        for field in ('"side":"buy"', '"oid":', '"sym":', '"qty":', '"px":'):
            assert field in short
        # What stays is the source's own bytes, in order.
        pieces = short.strip("{}").split(",")
        assert all(piece in line for piece in pieces)


def test_an_embeds_constant_parts_go_and_its_headline_stays():
    lines = [f"[embed: Order accepted · Symbol {sym} · Side Buy · Qty {qty} · oid {oid} · acct perps-main"
             f" · {t} · bybit-bridge]" for sym, qty, oid, t in
             (("BTC-PERP", "2.84", "86152e2c", "14:05Z"), ("ETH-PERP", "83", "1e904593", "01:10Z"),
              ("SOL-PERP", "40", "78d90653", "14:17Z"))]
    idle = constant_fields(lines)
    short = without_idle_fields(lines[0], idle)
    assert short == "[embed: Order accepted · Symbol BTC-PERP · Side Buy · Qty 2.84 · oid 86152e2c]"


def test_prose_and_a_lone_line_are_left_alone():
    assert without_idle_fields("bought 3,000 SOL @ 185.57 avg, venue bybit, ts 01:10Z") is None
    assert constant_fields(ORDBOT[:2]) == frozenset()
    # Without other lines of the author only the timestamp can go.
    assert '"ts"' not in without_idle_fields(ORDBOT[0]) and '"venue":"bybit"' in without_idle_fields(ORDBOT[0])
