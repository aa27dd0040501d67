"""Moved to `memory.render.awareness` (the renderer) and `memory.render.text` (lines).

Kept as a re-export while callers move; new code imports from memory.render.
"""

from memory.queries import FeedBlock as BlockRow  # noqa: F401
from memory.queries import SourceRef  # noqa: F401
from memory.render import text as _text
from memory.render.awareness import (  # noqa: F401
    KIND_DIGEST,
    KIND_RAW,
    Feed,
    FeedBudget,
    FeedInputs,
    FeedRequest,
    FeedStats,
    awareness_feed,
    digest_json,
    load_inputs,
    render_awareness,
)
from memory.render.text import EXCERPT_JOINER, NEWLINE_MARK, compress_handles, fold_content, header_line  # noqa: F401


def raw_line(message) -> str:
    return _text.raw_line(message)[0]


async def channel_awareness(store, req: FeedRequest) -> Feed:
    """Read and render: the whole hot path. Never classifies, never calls a model."""
    inputs = await store.read(load_inputs, req)
    return render_awareness(inputs, req)
