"""The bot's cogs: gateway ingest, live coverage and backfill, moderation commands."""
