"""kill -9 the replay at random points; replaying again must equal a clean replay."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

from memory.replay import replay_files
from memory.store import connect_sync
from tests.support import builders as b
from tests.support.storeview import as_tuples, logical_dump


def _capture(path, n: int = 25000) -> None:
    rng = random.Random(3)
    lines, created = [], []
    for i in range(n):
        msg = b.create(i / 20, f"msg {i} " + "lorem ipsum " * rng.randint(1, 40), counter=i % 4000,
                       channel=rng.choice([b.CHANNEL, b.OTHER_CHANNEL]))
        lines.append(msg)
        created.append(msg)
        roll = rng.random()
        if roll < 0.05:
            lines.append(b.edit(rng.choice(created), i / 20 + 1, f"edited {i}"))
        elif roll < 0.07:
            lines.append(b.delete(rng.choice(created), i / 20 + 1))
        elif roll < 0.075:
            lines.append(b.forget(rng.choice(created), i / 20 + 1))
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def _replay_cli(db, capture) -> subprocess.Popen:
    env = {**os.environ, "CHANNEL_MEMORY_LOG_LEVEL": "ERROR"}
    return subprocess.Popen([sys.executable, "-m", "bot.cli", "replay", "--db", str(db), "--batch", "300",
                             str(capture)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _stored_messages(db) -> int:
    """Messages committed so far, read through a read-only connection (no recovery, no
    checkpoint: the crash state is left exactly as the kill made it)."""
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=0.2)
        try:
            return conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        return 0            # not created yet, or the schema is still being written


def _kill_on_progress(proc: subprocess.Popen, db, target: int, deadline_s: float = 60.0) -> bool:
    """SIGKILL once `target` messages are committed; True if the replay was still running.
    Progress, not a timer: on a loaded machine a timer lands after the replay finished."""
    deadline = time.monotonic() + deadline_s
    while proc.poll() is None and time.monotonic() < deadline:
        if _stored_messages(db) >= target:
            break
        time.sleep(0.02)
    running = proc.poll() is None
    if running:
        os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    return running


def test_kill_nine_during_replay_then_replay_again_equals_clean(tmp_path):
    capture = tmp_path / "busy.jsonl"
    _capture(capture)
    clean_conn = connect_sync(tmp_path / "clean.db")
    replay_files(clean_conn, [capture], now_ms=1)
    clean = as_tuples(logical_dump(clean_conn))
    total = len(clean["messages"])
    clean_conn.close()

    rng = random.Random(11)
    killed_mid_way = 0
    for attempt in range(3):
        db = tmp_path / f"crash{attempt}.db"
        # First replay killed at a random moment, a second one killed too, then a full one.
        for _ in range(2):
            done = _stored_messages(db)
            target = done + int((total - done) * rng.uniform(0.05, 0.3))
            proc = _replay_cli(db, capture)
            killed_mid_way += _kill_on_progress(proc, db, target)
        finished = _replay_cli(db, capture)
        assert finished.wait(timeout=120) == 0
        conn = connect_sync(db)
        assert as_tuples(logical_dump(conn)) == clean
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        conn.close()
    # The test only means something if kills landed while the replay was running.
    assert killed_mid_way >= 3
