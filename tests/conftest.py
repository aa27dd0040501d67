"""Fixtures every test may use: a fresh database file, a plain connection to it, an open Store."""

from __future__ import annotations

import pytest

from memory.store import Store, connect_sync


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "memory.db"


@pytest.fixture
def conn(db_path):
    connection = connect_sync(db_path)
    yield connection
    connection.close()


@pytest.fixture
async def store(db_path):
    """An open async Store on a fresh database (the `conn` fixture's file), closed after the test."""
    opened = await Store.open(db_path)
    yield opened
    await opened.close()
