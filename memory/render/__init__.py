"""Renderers: prepared blocks and recent messages -> feed text, within budgets.

`awareness` builds /channel-awareness (and the bootstrap tail of /channel-context);
`text` holds the one way a message becomes a feed line. Both are pure given their
inputs, except `awareness.load_inputs`, which reads one snapshot through named queries.
"""
