"""The C allocator's arenas, limited for the process at start-up.

glibc gives each thread that allocates its own malloc arena (up to 8 per core). The
server runs an event loop, a thread per SQLite connection and worker threads for the
digest and the feed fits: each arena keeps the memory it once held, so under load the
process's RSS grew to 153-160 MB where the live Python objects were under 40 MB
(docs/benchmarks.md, section 3). Two arenas keep it at ~139 MB with no slower answers.
Set before the threads start; elsewhere (musl, macOS) there is nothing to set."""

from __future__ import annotations

import ctypes
import os

# mallopt's parameter number for the arena limit (malloc.h: M_ARENA_MAX).
M_ARENA_MAX = -8


def limit_malloc_arenas(count: int) -> bool:
    """Limit glibc's malloc arenas to `count`; whether it was set. An operator's own
    MALLOC_ARENA_MAX (read by glibc itself) wins, and 0 leaves glibc's default."""
    if count <= 0 or os.environ.get("MALLOC_ARENA_MAX"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt     # the C library the process runs on
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return mallopt(M_ARENA_MAX, count) == 1
