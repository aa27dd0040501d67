"""Floor 3: the process. Discord gateway client, CLI, settings, start-up and shutdown."""
