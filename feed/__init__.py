"""Floor 2: the HTTP sidecar over memory. Never calls an LLM."""
