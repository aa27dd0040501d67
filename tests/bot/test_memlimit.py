"""The process limits the C allocator's arenas at start-up (bot.memlimit)."""

from __future__ import annotations

import ctypes
import subprocess
import sys

import pytest

from bot.memlimit import limit_malloc_arenas

glibc = pytest.mark.skipif(not hasattr(ctypes.CDLL(None), "mallopt") or sys.platform != "linux",
                           reason="mallopt is glibc's")


@glibc
def test_the_arena_limit_is_set_on_glibc():
    assert limit_malloc_arenas(2) is True


def test_zero_leaves_the_allocator_alone():
    assert limit_malloc_arenas(0) is False


def test_an_operators_malloc_arena_max_wins(monkeypatch):
    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert limit_malloc_arenas(2) is False


@glibc
def test_threads_share_the_limited_arenas():
    """Eight threads allocating at once get eight arenas by default, and at most two once
    the limit is set (counted by glibc's own malloc_info)."""
    script = r"""
import ctypes, sys, threading, re, os, tempfile
from bot.memlimit import limit_malloc_arenas
if sys.argv[1] == "limit":
    limit_malloc_arenas(2)
gate = threading.Barrier(8)
def work():
    gate.wait()
    keep = [bytearray(4096) for _ in range(2000)]
    gate.wait()
threads = [threading.Thread(target=work) for _ in range(8)]
for t in threads: t.start()
for t in threads: t.join()
libc = ctypes.CDLL(None)
libc.fdopen.restype = ctypes.c_void_p
libc.fdopen.argtypes = (ctypes.c_int, ctypes.c_char_p)
libc.malloc_info.argtypes = (ctypes.c_int, ctypes.c_void_p)
libc.fclose.argtypes = (ctypes.c_void_p,)
with tempfile.TemporaryFile(mode="w+") as out:
    stream = libc.fdopen(os.dup(out.fileno()), b"w")
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    out.seek(0)
    print(len(re.findall(r'<heap nr="\d+">', out.read())))
"""
    counts = {mode: int(subprocess.run([sys.executable, "-c", script, mode], capture_output=True, text=True,
                                       check=True).stdout) for mode in ("default", "limit")}
    assert counts["limit"] <= 2 < counts["default"], counts
