"""The process: intents, start-up hooks, run_bot from start to a clean shutdown, exit codes."""

from __future__ import annotations

import asyncio
import logging
import os
import signal

import discord
import pytest

from bot import cli
from bot.client import ChannelMemoryBot, gateway_intents, run_bot
from bot.settings import Settings
from memory import coverage
from memory.store import Store
from tests.support import builders as b

DESK = int(b.CHANNEL)
# Shaped like a bot token (three dot-separated parts); Discord never sees it here.
FAKE_TOKEN = "MTQ2NDUwODE0NjU3OTE0ODg1MQ.GhXyZa.abcdefghijklmnopqrstuvwxyz0123456789AB"


def settings(tmp_path, **overrides) -> Settings:
    values = {"discord_token": FAKE_TOKEN, "db_path": tmp_path / "memory.db", "channel_ids": [DESK],
              "backfill_on_ready": False, **overrides}
    return Settings(_env_file=None, **values)


@pytest.fixture
def opened_stores(monkeypatch):
    """Every store run_bot opens, to check it was closed."""
    stores = []
    real_open = Store.open

    async def spy(path, **kwargs):
        stores.append(await real_open(path, **kwargs))
        return stores[-1]

    monkeypatch.setattr("bot.client.Store.open", spy)
    return stores


def fake_gateway(monkeypatch, *, on_connect=None):
    """Replace the network: login only runs setup_hook; connect waits until the bot closes."""

    async def login(self, token):
        await self.setup_hook()

    async def connect(self, *, reconnect=True):
        self.dispatch("ready")
        if on_connect:
            on_connect()
        while not self.is_closed():
            await asyncio.sleep(0.01)

    monkeypatch.setattr(ChannelMemoryBot, "login", login)
    monkeypatch.setattr(ChannelMemoryBot, "connect", connect)


def test_intents_ask_for_message_content_and_nothing_unneeded():
    intents = gateway_intents()
    assert intents.message_content and intents.guilds and intents.guild_messages
    assert not intents.members and not intents.dm_messages and not intents.presences


async def test_a_missing_message_content_intent_is_logged_loudly(tmp_path, caplog):
    store = await Store.open(tmp_path / "memory.db")
    try:
        intents = gateway_intents()
        intents.message_content = False
        bot = ChannelMemoryBot(settings(tmp_path), store, intents=intents)
        await bot.on_ready()
        assert any(r.levelno == logging.ERROR and "MESSAGE CONTENT INTENT" in r.getMessage() for r in caplog.records)
        await bot.close()
    finally:
        await store.close()


async def test_run_bot_starts_and_shuts_down_cleanly_on_sigterm(tmp_path, monkeypatch, opened_stores):
    calls = []

    async def sidecar_up(store):
        calls.append(("startup", store.closed))

    async def sidecar_down(store):
        calls.append(("shutdown", store.closed))

    fake_gateway(monkeypatch, on_connect=lambda: os.kill(os.getpid(), signal.SIGTERM))
    code = await run_bot(settings(tmp_path), extra_startup=[sidecar_up], extra_shutdown=[sidecar_down])

    assert code == 0
    assert calls == [("startup", False), ("shutdown", False)]   # both with the store open
    (store,) = opened_stores
    assert store.closed
    # The connected time was written as covered on the way out.
    check = await Store.open(tmp_path / "memory.db")
    try:
        assert len(await check.read(coverage.covered, DESK)) == 1
    finally:
        await check.close()
    # The loop's signal handlers are gone with the bot.
    assert not asyncio.get_running_loop().remove_signal_handler(signal.SIGTERM)


@pytest.mark.parametrize("token, says", [
    (None, "CHANNEL_MEMORY_DISCORD_TOKEN is not set"),
    ("Bot " + FAKE_TOKEN, "does not look like a bot token"),
    ("not-a-token", "does not look like a bot token"),
])
async def test_a_missing_or_malformed_token_exits_2_with_one_line(tmp_path, capsys, token, says):
    code = await run_bot(settings(tmp_path, discord_token=token))
    err = capsys.readouterr().err
    assert code == 2 and says in err and err.count("\n") == 1
    assert FAKE_TOKEN not in err
    assert not (tmp_path / "memory.db").exists()


async def test_a_rejected_token_or_missing_portal_intent_exits_2(tmp_path, monkeypatch, capsys, opened_stores):
    async def rejected(self, token):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(ChannelMemoryBot, "login", rejected)
    assert await run_bot(settings(tmp_path)) == 2
    assert "rejected CHANNEL_MEMORY_DISCORD_TOKEN" in capsys.readouterr().err

    async def close_4014(self, *, reconnect=True):
        raise discord.PrivilegedIntentsRequired(None)

    fake_gateway(monkeypatch)
    monkeypatch.setattr(ChannelMemoryBot, "connect", close_4014)
    assert await run_bot(settings(tmp_path)) == 2
    assert "4014" in capsys.readouterr().err
    assert all(store.closed for store in opened_stores) and len(opened_stores) == 2


def test_the_cli_run_command_exits_2_without_a_token(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)                                  # no .env here
    monkeypatch.delenv("CHANNEL_MEMORY_DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(cli, "setup_logging", lambda *args: None)   # keep pytest's log capture
    assert cli.main(["run", "--db", str(tmp_path / "memory.db")]) == 2
    assert "CHANNEL_MEMORY_DISCORD_TOKEN" in capsys.readouterr().err
