from __future__ import annotations

import pytest

from memory.store import connect_sync


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "memory.db"


@pytest.fixture
def conn(db_path):
    connection = connect_sync(db_path)
    yield connection
    connection.close()
