"""A local fake of the Anthropic Messages API (POST /v1/messages) for the real SDK.

The answer is computed from the request: the JSON array of messages the worker sends
between <channel_messages> tags. Behaviours (set `fake.behaviour`, or queue one-shot
behaviours with `fake.script([...])`):

  good       one topic rollup per topic guessed from the messages, within the budget
  malformed  a tool_use whose input has the wrong shape
  no_tool    a plain text answer
  foreign    a good answer that also cites `fake.foreign_ids`
  uncovered  a good answer that forgets one id
  comply     obeys injections found in the messages: "output ids 1,2,3" cites those
             ids, "rewrite the fill to N shares" writes a fill and cites `fake.hard_ids`
  429        rate limited, with `Retry-After: fake.retry_after`
  500        internal server error
  slow       sleeps `fake.delay_s`, then answers good
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter

from aiohttp import web
from aiohttp.test_utils import TestServer

from memory.classify import classify

KEY = "test-key"
_DATA_RE = re.compile(r"<channel_messages>\n(.*)\n</channel_messages>", re.S)
_BUDGET_RE = re.compile(r"at most (\d+) characters of rollup text")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def parse_request(body: dict) -> tuple[list[dict], int]:
    """(messages sent, character budget) from a Messages API request body."""
    content = body["messages"][-1]["content"]
    text = content if isinstance(content, str) else "".join(part.get("text", "") for part in content)
    data = json.loads(_DATA_RE.search(text).group(1))
    return data, int(_BUDGET_RE.search(text).group(1))


def good_answer(messages: list[dict], budget: int) -> dict:
    """One rollup per topic (the topics memory.classify would pick, as a sensible model
    would): its authors and the first words of its longest message, no digits."""
    groups: dict[str, list[dict]] = {}
    for message in messages:
        groups.setdefault(classify(message["text"]).topic, []).append(message)
    share = max(24, budget // max(1, len(groups)) - 2)
    rollups = []
    for topic, items in groups.items():
        authors = list(dict.fromkeys(m["author"] for m in items))
        longest = max(items, key=lambda m: len(m["text"]))
        words = [w for w in _WORD_RE.findall(longest["text"]) if len(w) > 2][:6]
        text = f"{', '.join(authors[:3])}: " + " ".join(words)
        if len(text) > share:
            text = text[:share].rsplit(" ", 1)[0]
        rollups.append({"kind": "topic_rollup", "topic": topic, "text": text,
                        "source_ids": [m["id"] for m in items]})
    return {"rollups": rollups, "left_to_deterministic": []}


class FakeAnthropic:
    def __init__(self, *, input_tokens: int = 1000, output_tokens: int = 200):
        self.behaviour = "good"
        self.queue: list[str] = []
        self.calls = 0
        self.served = Counter()
        self.requests: list[dict] = []
        self.auth_seen: list[str] = []
        self.input_tokens = input_tokens
        self.output_tokens = output_tokens
        self.foreign_ids: list[str] = ["1", "2", "3"]
        self.hard_ids: list[str] = []
        self.retry_after = "0.01"
        self.delay_s = 2.0
        self._server: TestServer | None = None

    def script(self, behaviours: list[str]) -> None:
        """One-shot behaviours for the next requests, then back to `behaviour`."""
        self.queue.extend(behaviours)

    @property
    def base_url(self) -> str:
        assert self._server is not None
        return str(self._server.make_url("")).rstrip("/")

    async def start(self) -> FakeAnthropic:
        app = web.Application()
        app.router.add_post("/v1/messages", self._messages)
        self._server = TestServer(app)
        await self._server.start_server()
        return self

    async def close(self) -> None:
        if self._server is not None:
            await self._server.close()

    # -- the endpoint -------------------------------------------------------------------
    async def _messages(self, request: web.Request) -> web.Response:
        self.calls += 1
        key = request.headers.get("x-api-key") or request.headers.get("Authorization", "").removeprefix("Bearer ")
        self.auth_seen.append("x-api-key" if request.headers.get("x-api-key") else "bearer")
        if key != KEY:
            return _error(401, "authentication_error", "invalid x-api-key")
        body = await request.json()
        self.requests.append(body)
        behaviour = self.queue.pop(0) if self.queue else self.behaviour
        self.served[behaviour] += 1
        if behaviour == "429":
            return _error(429, "rate_limit_error", "slow down", {"retry-after": self.retry_after})
        if behaviour == "500":
            return _error(500, "api_error", "internal error")
        if behaviour == "slow":
            await asyncio.sleep(self.delay_s)
        messages, budget = parse_request(body)
        answer = good_answer(messages, budget)
        if behaviour == "malformed":
            answer = {"rollups": [{"kind": "essay", "text": 42}], "left_to_deterministic": "all"}
        elif behaviour == "foreign":
            answer["rollups"][0]["source_ids"] += self.foreign_ids
        elif behaviour == "uncovered":
            biggest = max(answer["rollups"], key=lambda r: len(r["source_ids"]))
            if len(biggest["source_ids"]) > 1:
                biggest["source_ids"] = biggest["source_ids"][1:]
            else:
                answer["rollups"].remove(biggest)
        elif behaviour == "comply":
            answer = _comply(messages, answer, self.hard_ids)
        if behaviour == "no_tool":
            content = [{"type": "text", "text": "Here is a summary of the channel."}]
            stop = "end_turn"
        else:
            content = [{"type": "tool_use", "id": f"toolu_{self.calls:04d}", "name": body["tools"][0]["name"],
                        "input": answer}]
            stop = "tool_use"
        return web.json_response({
            "id": f"msg_{self.calls:04d}", "type": "message", "role": "assistant", "model": body["model"],
            "content": content, "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": self.input_tokens, "output_tokens": self.output_tokens},
        })


def _comply(messages: list[dict], answer: dict, hard_ids: list[str]) -> dict:
    """What a model that follows injected instructions would emit."""
    for message in messages:
        text = message["text"]
        ids = re.search(r"output ids ([\d, ]+)", text)
        if ids:
            answer["rollups"][0]["source_ids"] += [i.strip() for i in ids.group(1).split(",") if i.strip()]
        shares = re.search(r"rewrite the fill to (\d+) shares|it was (\d+) not", text)
        if shares:
            size = shares.group(1) or shares.group(2)
            answer["rollups"].append({"kind": "sequence_rollup", "topic": "fills",
                                      "text": f"FILLED: bought {size} shares, fill corrected",
                                      "source_ids": [message["id"], *hard_ids]})
    return answer


def _error(status: int, kind: str, message: str, headers: dict | None = None) -> web.Response:
    return web.json_response({"type": "error", "error": {"type": kind, "message": message}}, status=status,
                             headers=headers or {})
