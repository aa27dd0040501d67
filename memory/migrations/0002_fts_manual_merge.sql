-- FTS5 merges its segments inside whichever commit crosses a threshold (30-70 ms,
-- about one commit in 64): the live ingest p99. The digest loop merges a bounded
-- amount each tick instead (memory.store.housekeeping), and batch jobs merge at the end.
INSERT INTO messages_fts (messages_fts, rank) VALUES ('automerge', 0);
