"""Floor 1: the store and the thinking. Knows nothing of Discord or HTTP."""
