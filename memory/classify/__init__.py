"""Hard events, noise and chatter, as pure functions over message text.

The digest may compact older messages, but it must never lose a hard event (a trade
proposal, approval, fill, stop move, routing decision, risk breach, ...). So this module
FAILS OPEN: anything that looks like it might carry a trading decision but cannot be
typed confidently is "maybe" (kept verbatim), and only messages with no trading signal
at all may become "noise" (counted) or "chatter" (rolled up).

A hard event is a DECISION or an EVENT THAT HAPPENED to the desk's own orders, positions,
limits or signals: a desk action in the first person, an imperative, a past-tense execution,
an explicit approval, an assignment of a signal to an agent, a limit pressed or breached.
Analysis that merely describes the market in the same vocabulary ("order flow", "fill
quality", "short interest", "days to cover", "dealer gamma looks short", "the 20-day is
flattening", "watching 41.6 as the line") is not one, and neither is a heading.

How a message is read:

1. `split_sentences` cuts it into sentence spans (lines, bullets, then . ! ? endings
   that are not decimals or abbreviations). Every excerpt is built from these spans,
   so excerpts are always verbatim substrings of the content.
2. Facts per sentence: tickers, prices, sizes, percentages, trade ids. Market-analysis
   noun phrases built from trade words are blanked out before the phrase rules run.
3. Tags: labels at the start of a line (``[FILLED]``, ``**Trade proposal**``,
   ``Thesis update:``, ``## Risk alert``, ``NO ROUTE —``). An EVENT label (it names
   something that happened or was decided) types the line and the block it heads, up to
   about 400 chars. A TOPIC label ("Risks", "Plan", "Exposure", "Routing", "News") only
   types facts written on its own line; alone as a heading it types nothing, except that
   "Stops"/"Targets"/"Watchlist" headings type the level changes and adds listed under
   them. Report titles ("Risk review — midday", "Signal triage log", "NVDA earnings
   preview") are never tags. Ticket fields ("Stop: 138") and author names are not tags.
4. Rules: per sentence, phrase patterns for each event type, with negation ("not
   routing" is a no-route decision, "not filled" is no fill), vetoes (a request for
   approval or an FDA approval is not a desk approval; someone else's trade, a question
   about a fill, a conditional "if the fill looks off" are not fills) and checks (a limit
   is an event only when the book presses on it; a stance change must be the desk's; a
   route needs an object or a destination). Routing also means assigning a signal or a
   task to an agent or desk ("sending the QQQ flow to Sable", "@Halden take the ES gap");
   news is typed by what the desk holds, or is watchlist news when the desk flags it. A
   rule is "strong" when the sentence carries trade facts, else "weak".
   An event's excerpt is its sentences plus a neighbour that carries a missing fact
   (the price on the next bullet, the ticker just before, the trade id in the title).
5. Fallbacks when nothing was typed: a ticket (Side:/Entry:/Stop: lines) or an order
   line ("Buy 50 NVDA @ 142.5") is a proposal.
6. Otherwise: a terse message (two sentences, a few hundred chars) with a trading signal
   is "maybe"; a longer message, which carries its own context, is "maybe" only when a
   sentence still reads like a desk action (a size at a price, a trade verb with facts);
   every line shaped like runtime output (log level, retry, heartbeat, cron, reconnect,
   counters, tool-call echoes) -> "noise"; else "chatter". A bare acknowledgement
   ("Acknowledged.", "copy") names no trade and is chatter.
"""

from memory.classify.context import ClassifyContext, MessageView, PriorEvent, narrowed, narrowed_embed
from memory.classify.desk import DEFAULT_DESK, DeskRules, load_desk_rules, parse_desk_rules
from memory.classify.engine import classify, decision_sentences, trade_fact_count
from memory.classify.facts import extract_tickers
from memory.classify.message import classify_message, template_key
from memory.classify.message import message_text as view_text
from memory.classify.model import EXCERPT_JOINER, GIST_MAX_CHARS, Classification, HardEvent
from memory.classify.sentences import split_sentences
from memory.ops import HARD_EVENT_TYPES

__all__ = [
    "DEFAULT_DESK",
    "ClassifyContext",
    "DeskRules",
    "MessageView",
    "PriorEvent",
    "classify_message",
    "load_desk_rules",
    "narrowed",
    "narrowed_embed",
    "parse_desk_rules",
    "template_key",
    "view_text",
    "EXCERPT_JOINER",
    "GIST_MAX_CHARS",
    "HARD_EVENT_TYPES",
    "Classification",
    "HardEvent",
    "classify",
    "decision_sentences",
    "extract_tickers",
    "split_sentences",
    "trade_fact_count",
]
