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
async def store(tmp_path):
    """An open async Store on a fresh database, closed after the test."""
    opened = await Store.open(tmp_path / "memory.db")
    yield opened
    await opened.close()
