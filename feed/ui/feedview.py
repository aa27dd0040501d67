"""The one door from the operator page to the feed renderer and the feed handler's path.

The page must show the feed byte for byte as an agent gets it, so it goes through the
same steps as `feed.awareness.channel_awareness`: the same `FeedRequest`, the same
render-with-fallback on a reader snapshot, the same last-resort cap. Everything the page
needs from the renderer is imported here and nowhere else in feed/ui, so when the
renderer moves (memory/render/) or the handler's plumbing moves (feed/cache.py) only
this file is re-pointed.

It renders now rather than reading the feed cache: cllama may hold a copy up to its TTL
(60 s) and the sidecar's cache a second or so; the page says which moment it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from aiohttp import web

from feed import awareness
from feed.common import CONFIG_KEY, STORE_KEY
from memory.queries import StoredMessage
from memory.render.awareness import KIND_DIGEST, Feed, FeedRequest
from memory.render.text import message_line

PREFIX = "[channel-awareness]"
__all__ = ["AgentFeed", "agent_feed", "raw_line_bytes"]


@dataclass(frozen=True)
class AgentFeed:
    text: str                   # the body served, header line first
    header: dict[str, object]   # the header fields as rendered
    hard_events: int
    now_ms: int
    since_ms: int
    channels: tuple[int, ...]
    failure: str | None         # the digest part failed and the raw window was served


async def agent_feed(app: web.Application, channels: tuple[int, ...], *, since_ms: int,
                     kind: str | None = None) -> AgentFeed:
    """GET /channel-awareness?channels=<channels>&since=<since> as the agent would send it.

    `channels` must already be the ones the agent may read (the page only offers those).
    """
    config = app[CONFIG_KEY]
    budget = config.budget
    req = FeedRequest(channel_ids=channels, since_ms=since_ms, now_ms=config.clock(), kind=kind or KIND_DIGEST,
                      limit=None, max_chars=None, budget=budget, deterministic_only=config.deterministic_only(channels))
    feed: Feed
    feed, failure = await app[STORE_KEY].read(awareness._awareness, req, PREFIX, {})
    text = awareness.cap_text(feed.text, feed.header, PREFIX, budget.feed_max_bytes)
    return AgentFeed(text, dict(feed.header), feed.stats.hard_events, req.now_ms, since_ms, channels, failure)


def raw_line_bytes(message: StoredMessage) -> int:
    """What one message costs injected verbatim: its raw feed line and the newline."""
    return len(message_line(message).encode("utf-8")) + 1
