import gc
import logging
import time

from bot import gcwatch


def test_a_long_collection_is_logged_and_counted(caplog):
    before = gcwatch.stats()
    with caplog.at_level(logging.WARNING, logger="bot.gcwatch"):
        gcwatch._on_gc("start", {"generation": 2})
        time.sleep(gcwatch.GC_PAUSE_LOG_S + 0.02)
        gcwatch._on_gc("stop", {"generation": 2, "collected": 7})
        gcwatch._on_gc("start", {"generation": 0})
        gcwatch._on_gc("stop", {"generation": 0, "collected": 0})      # short: counted, not logged
    after = gcwatch.stats()
    records = [r for r in caplog.records if r.getMessage() == "long garbage collection"]
    assert len(records) == 1 and records[0].generation == 2 and records[0].collected == 7
    assert records[0].ms >= gcwatch.GC_PAUSE_LOG_S * 1000
    assert after["collections"] == before["collections"] + 2 and after["logged"] == before["logged"] + 1


def test_settle_freezes_start_up_objects_and_makes_full_collections_rarer():
    old = gc.get_threshold()
    try:
        gcwatch.watch()
        gcwatch.watch()                              # idempotent
        assert gc.callbacks.count(gcwatch._on_gc) == 1
        gcwatch.settle()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == gcwatch.GC_THRESHOLDS
    finally:
        gc.unfreeze()
        gc.set_threshold(*old)
        gc.callbacks.remove(gcwatch._on_gc)
