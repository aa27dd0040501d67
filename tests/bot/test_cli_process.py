"""The composed processes: `demo --once`, and `serve` starting, answering and stopping."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

from bot.cli import main


def test_demo_once_prints_a_feed_that_keeps_every_hard_event(tmp_path, capsys):
    assert main(["demo", "--once", "--dir", str(tmp_path / "demo")]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("[channel-awareness] kind=raw_window+digest")
    assert "digest=ok" in captured.out.splitlines()[0]
    assert len(captured.out.encode()) <= 16 * 1024
    kept = next(line for line in captured.err.splitlines() if "hard events kept" in line)
    present, expected = kept.split("kept: ")[1].split(" ")[0].split("/")
    assert present == expected and int(expected) > 20
    assert "removed text leaked: 0" in kept


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_serve_starts_answers_health_and_stops_cleanly_on_sigterm(tmp_path):
    agents = tmp_path / "agents.toml"
    agents.write_text('[agents.logan]\ntoken = "logan-token-0123456789"\nchannels = ["1400000000000000001"]\n')
    port = _free_port()
    env = {**os.environ, "CHANNEL_MEMORY_AGENTS_FILE": str(agents), "CHANNEL_MEMORY_LOG_FORMAT": "text",
           "CHANNEL_MEMORY_DIGEST_INTERVAL": "1s"}
    proc = subprocess.Popen([sys.executable, "-m", "bot.cli", "serve", "--db", str(tmp_path / "m.db"),
                             "--port", str(port)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        health = None
        while time.monotonic() < deadline and health is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1) as response:
                    health = json.loads(response.read())
            except OSError:
                time.sleep(0.2)
        assert health is not None, proc.stderr.read1().decode() if proc.poll() is not None else "no answer"
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/channel-awareness?channels=1400000000000000001",
            headers={"Authorization": "Bearer logan-token-0123456789", "X-Claw-ID": "logan"})
        with urllib.request.urlopen(request, timeout=5) as response:
            assert response.read().decode().startswith("[channel-awareness]")
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err.decode()[-2000:]
    assert b"digest loop stopped" in err


def test_a_command_whose_reader_goes_away_stops_quietly(tmp_path):
    # `channel-memory explain ... | head -1`: the pipe closes before the output is written.
    proc = subprocess.Popen([sys.executable, "-m", "bot.cli", "explain", "--db", str(tmp_path / "m.db"),
                             "1400000000000000001/1400000000000000002"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "PYTHONPATH": "."})
    proc.stdout.close()
    _, err = proc.communicate(timeout=60)
    assert proc.returncode in (0, 1)
    assert b"Traceback" not in err and b"Exception ignored" not in err, err.decode()
