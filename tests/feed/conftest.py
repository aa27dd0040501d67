"""Fixtures of the sidecar's tests."""

from __future__ import annotations

import pytest

from feed import awareness


@pytest.fixture
def layout_renders(monkeypatch) -> list[tuple[int, ...]]:
    """The channel sets of every feed layout rendered during the test (cache hits add none)."""
    renders: list[tuple[int, ...]] = []
    real = awareness._layout

    def counting(conn, req, *args):
        renders.append(req.channel_ids)
        return real(conn, req, *args)

    monkeypatch.setattr(awareness, "_layout", counting)
    return renders
