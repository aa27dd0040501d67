"""Who is calling and what they may read: agents file, tokens, allowlists, compatibility mode.

Two configurations, usable together:

* agents file (TOML, ours): one table per agent with its own token and channel allowlist::

      [agents.desk-analyst]
      token = "…"
      channels = ["1400000000000000001", "1400000000000000002"]

  The bearer token identifies the agent; `X-Claw-ID` must name that same agent.

* compatibility mode (what existing pods generate): the upstream allowlist JSON
  `{"version":1,"agents":{"<agent id>":["<channel id>", ...]}}` plus one pod-level tool
  token held by cllama; `X-Claw-ID` names the agent.

Threads inherit their parent's access, as in Discord: an agent allowed a channel reads
its threads, one not allowed the parent never sees them. The directory's `ThreadIndex`
maps known threads to parents (from the store, refreshed as writes land); `Agent.may_read`
consults it and `Agent.expand` adds a channel's threads to what a request reads.

A file that cannot be read stops start-up with an `AuthConfigError` naming the file and
the line at fault. Tokens are compared with `hmac.compare_digest`, against every
configured token, so timing says nothing about which one was close.
"""

from __future__ import annotations

import hmac
import json
import re
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from memory.timeutil import parse_snowflake

MAX_CHANNELS_PER_AGENT = 10_000


class AuthConfigError(Exception):
    """The agents or allowlist file is unusable; the message names the file and the line."""


# How stale the thread index may get while writes land (a new thread shows up this late;
# staleness can only hide a thread, never show one: a thread's parent never changes).
THREAD_REFRESH_S = 1.0


class ThreadIndex:
    """Known threads and their parent channels, as the store records them."""

    def __init__(self, parents: dict[int, int] | None = None):
        self._parents: dict[int, int] = {}
        self._children: dict[int, tuple[int, ...]] = {}
        self._loaded_at = 0.0
        self._loaded_writes: int | None = None
        self.replace(parents or {})

    def replace(self, parents: dict[int, int]) -> None:
        children: dict[int, list[int]] = {}
        for thread, parent in sorted(parents.items()):
            children.setdefault(parent, []).append(thread)
        self._parents = dict(parents)
        self._children = {parent: tuple(threads) for parent, threads in children.items()}

    def parent_of(self, channel_id: int) -> int | None:
        return self._parents.get(channel_id)

    def threads_of(self, channel_id: int) -> tuple[int, ...]:
        return self._children.get(channel_id, ())

    def stale(self, store, *, max_age_s: float = THREAD_REFRESH_S) -> bool:
        """Whether writes landed since the last load, and it is older than `max_age_s`
        (`store.writes` counts the store's committed writes). A plain call: every agent
        request asks, and most need no reload."""
        return self._loaded_writes is None or (getattr(store, "writes", None) != self._loaded_writes
                                               and time.monotonic() - self._loaded_at >= max_age_s)

    async def refresh(self, store, *, max_age_s: float = THREAD_REFRESH_S) -> None:
        """Reload from the store when `stale`."""
        from memory.queries import thread_parents

        if not self.stale(store, max_age_s=max_age_s):
            return
        writes, now = getattr(store, "writes", None), time.monotonic()
        self.replace(await store.read(thread_parents))
        self._loaded_at, self._loaded_writes = now, writes


@dataclass(frozen=True)
class Agent:
    agent_id: str
    channels: tuple[int, ...]           # allowlist, in configured order
    mode: str = "agents"                # "agents" (own token) | "compat" (pod token)
    allowed: frozenset[int] = field(default=frozenset(), compare=False)
    threads: ThreadIndex | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "allowed", frozenset(self.channels))

    def may_read(self, channel_id: int) -> bool:
        if channel_id in self.allowed:
            return True
        parent = self.threads.parent_of(channel_id) if self.threads is not None else None
        return parent is not None and parent in self.allowed

    def expand(self, channels: tuple[int, ...] | list[int]) -> tuple[int, ...]:
        """These channels plus the known threads of each (the threads after their parents)."""
        if self.threads is None:
            return tuple(dict.fromkeys(channels))
        out = list(channels)
        for channel in channels:
            out.extend(self.threads.threads_of(channel))
        return tuple(dict.fromkeys(out))


@dataclass(frozen=True)
class AuthFailure:
    """Why a request was refused: HTTP status and the contract's error name."""
    status: int
    error: str


UNAUTHENTICATED = AuthFailure(401, "unauthenticated")
# Spelling variants of one pair ("Bearer" / "bearer", spaces) each take an entry: bounded.
ACCEPTED_PAIRS_MAX = 1024
MISSING_AGENT_ID = AuthFailure(400, "missing_agent_id")
UNKNOWN_AGENT = AuthFailure(403, "unknown_agent")


def _token_bytes(token: str) -> bytes:
    # compare_digest refuses non-ASCII str; bytes work for any header value.
    return token.encode("utf-8", "surrogatepass")


def bearer_token(authorization: str | None) -> str | None:
    if not authorization:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


class AgentDirectory:
    """Agents, their tokens and allowlists. Build with `load(...)` or the constructor."""

    def __init__(self, agents: dict[str, tuple[str, list[int]]] | None = None, *,
                 compat_agents: dict[str, list[int]] | None = None, pod_token: str | None = None):
        self._agents: dict[str, Agent] = {}
        self._tokens: list[tuple[bytes, str]] = []
        self.threads = ThreadIndex()        # shared by every agent of this directory
        for agent_id, (token, channels) in (agents or {}).items():
            if not token:
                raise AuthConfigError(f"agent {agent_id!r}: empty token")
            self._agents[agent_id] = Agent(agent_id, tuple(channels), "agents", threads=self.threads)
            self._tokens.append((_token_bytes(token), agent_id))
        self._compat: dict[str, Agent] = {
            agent_id: Agent(agent_id, tuple(channels), "compat", threads=self.threads)
            for agent_id, channels in (compat_agents or {}).items()
        }
        self._pod_token = _token_bytes(pod_token) if pod_token else None
        # Header pairs already accepted -> their agent. Pollers send the same two headers
        # every few seconds; only an accepted pair gets here, so an entry is one of the
        # configured (token, agent) pairs and the map holds no more than there are. A
        # lookup compares hashes first: a guessed token learns nothing a refusal does not.
        self._accepted: dict[tuple[str, str], Agent] = {}
        if self._compat and self._pod_token is None:
            raise AuthConfigError("an allowlist file is configured but no tool token"
                                  " (CHANNEL_MEMORY_TOOL_TOKEN): compatibility mode needs both")
        seen: set[bytes] = set()
        for token, agent_id in self._tokens:
            if token in seen or (self._pod_token is not None and token == self._pod_token):
                raise AuthConfigError(f"agent {agent_id!r}: token is shared with another agent or the tool token")
            seen.add(token)

    # -- loading ----------------------------------------------------------------------
    @classmethod
    def load(cls, *, agents_file: Path | str | None = None, allowlist_file: Path | str | None = None,
             tool_token: str | None = None) -> AgentDirectory:
        agents = load_agents_file(agents_file) if agents_file else {}
        compat = load_allowlist_file(allowlist_file) if allowlist_file else {}
        if tool_token and not compat and not agents:
            raise AuthConfigError("a tool token is configured but no allowlist file"
                                  " (CHANNEL_MEMORY_ALLOWLIST_FILE): no agent could be authorised")
        return cls(agents, compat_agents=compat, pod_token=tool_token if compat else None)

    @property
    def empty(self) -> bool:
        return not self._agents and not self._compat

    def describe(self) -> dict:
        return {"agents": len(self._agents), "compat_agents": len(self._compat),
                "compat_mode": self._pod_token is not None}

    def listed(self) -> list[Agent]:
        """Every configured agent, own-token ones first (the operator page lists them; no tokens)."""
        return [*self._agents.values(), *self._compat.values()]

    # -- requests ---------------------------------------------------------------------
    def authenticate(self, authorization: str | None, claw_id: str | None) -> Agent | AuthFailure:
        """The contract's order: bad/missing token 401, no X-Claw-ID 400, unknown agent 403."""
        pair = (authorization or "", claw_id or "")
        agent = self._accepted.get(pair)
        if agent is not None:
            return agent
        result = self._check(authorization, claw_id)
        if isinstance(result, Agent) and len(self._accepted) < ACCEPTED_PAIRS_MAX:
            self._accepted[pair] = result
        return result

    def _check(self, authorization: str | None, claw_id: str | None) -> Agent | AuthFailure:
        token = bearer_token(authorization)
        if token is None:
            return UNAUTHENTICATED
        presented = _token_bytes(token)
        owner: str | None = None
        for candidate, agent_id in self._tokens:
            if hmac.compare_digest(presented, candidate):
                owner = agent_id
        is_pod = self._pod_token is not None and hmac.compare_digest(presented, self._pod_token)
        if owner is None and not is_pod:
            return UNAUTHENTICATED
        claw_id = (claw_id or "").strip()
        if not claw_id:
            return MISSING_AGENT_ID
        if owner is not None:
            # An agent's own token is only good for that agent.
            if not hmac.compare_digest(_token_bytes(claw_id), _token_bytes(owner)):
                return UNAUTHENTICATED
            return self._agents[owner]
        agent = self._compat.get(claw_id)
        return agent if agent is not None else UNKNOWN_AGENT


# -- file formats -----------------------------------------------------------------------

_AGENT_KEYS = {"token", "channels"}


def _find_line(text: str, agent_id: str | None, key: str | None) -> int | None:
    """Best effort: the line of `[agents.<id>]` (and of `key = ...` inside it)."""
    lines = text.splitlines()
    if agent_id is None:
        return None
    header = re.compile(r"^\s*\[\s*agents\s*\.\s*(?:\"|')?" + re.escape(agent_id) + r"(?:\"|')?\s*\]")
    for index, line in enumerate(lines):
        if header.match(line):
            if key is not None:
                key_re = re.compile(r"^\s*(?:\"|')?" + re.escape(key) + r"(?:\"|')?\s*=")
                for offset, inner in enumerate(lines[index + 1:], start=index + 2):
                    if inner.lstrip().startswith("["):
                        break
                    if key_re.match(inner):
                        return offset
            return index + 1
    return None


def load_agents_file(path: Path | str) -> dict[str, tuple[str, list[int]]]:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise AuthConfigError(f"agents file {path}: cannot read: {exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib's message ends "(at line L, column C)".
        raise AuthConfigError(f"agents file {path}: invalid TOML: {exc}") from None

    def fail(reason: str, agent_id: str | None = None, key: str | None = None) -> AuthConfigError:
        line = _find_line(text, agent_id, key)
        where = f"{path}:{line}" if line else str(path)
        return AuthConfigError(f"agents file {where}: {reason}")

    unknown_top = set(data) - {"agents"}
    if unknown_top:
        raise fail(f"unknown top-level key(s) {sorted(unknown_top)}; expected only [agents.<id>] tables")
    agents_table = data.get("agents")
    if not isinstance(agents_table, dict) or not agents_table:
        raise fail("no agents: expected one or more [agents.<id>] tables with token and channels")
    agents: dict[str, tuple[str, list[int]]] = {}
    for agent_id, entry in agents_table.items():
        if not agent_id.strip() or len(agent_id) > 200:
            raise fail(f"agent id {agent_id!r} is empty or too long", agent_id)
        if not isinstance(entry, dict):
            raise fail(f"agents.{agent_id} must be a table with token and channels", agent_id)
        unknown = set(entry) - _AGENT_KEYS
        if unknown:
            raise fail(f"agents.{agent_id}: unknown key(s) {sorted(unknown)}; expected token, channels",
                       agent_id, sorted(unknown)[0])
        token = entry.get("token")
        if not isinstance(token, str) or not token.strip():
            raise fail(f"agents.{agent_id}.token must be a non-empty string", agent_id, "token")
        if len(token) < 16:
            raise fail(f"agents.{agent_id}.token is shorter than 16 characters", agent_id, "token")
        channels = entry.get("channels")
        if not isinstance(channels, list):
            raise fail(f"agents.{agent_id}.channels must be a list of channel ids (strings)", agent_id, "channels")
        if len(channels) > MAX_CHANNELS_PER_AGENT:
            raise fail(f"agents.{agent_id}.channels has more than {MAX_CHANNELS_PER_AGENT} ids", agent_id, "channels")
        parsed = []
        for position, channel in enumerate(channels):
            try:
                parsed.append(parse_snowflake(channel))
            except ValueError as exc:
                raise fail(f"agents.{agent_id}.channels[{position}]: {exc}", agent_id, "channels") from None
        agents[agent_id] = (token, list(dict.fromkeys(parsed)))
    tokens = [token for token, _ in agents.values()]
    if len(set(tokens)) != len(tokens):
        raise fail("two agents share one token; every agent needs its own")
    return agents


def load_allowlist_file(path: Path | str) -> dict[str, list[int]]:
    """The upstream allowlist: {"version":1,"agents":{"<agent id>":["<channel id>", ...]}}."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise AuthConfigError(f"allowlist file {path}: cannot read: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise AuthConfigError(f"allowlist file {path}:{exc.lineno}: invalid JSON: {exc.msg}"
                              f" (line {exc.lineno}, column {exc.colno})") from None
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("agents"), dict):
        raise AuthConfigError(f'allowlist file {path}: expected {{"version":1,"agents":{{"<agent id>":'
                              f'["<channel id>", ...]}}}}')
    agents: dict[str, list[int]] = {}
    for agent_id, channels in data["agents"].items():
        if not agent_id.strip() or not isinstance(channels, list):
            raise AuthConfigError(f"allowlist file {path}: agents.{agent_id!r} must be a list of channel ids")
        parsed = []
        for position, channel in enumerate(channels):
            try:
                parsed.append(parse_snowflake(channel))
            except ValueError as exc:
                raise AuthConfigError(f"allowlist file {path}: agents.{agent_id}[{position}]: {exc}") from None
        agents[agent_id] = list(dict.fromkeys(parsed))
    return agents
