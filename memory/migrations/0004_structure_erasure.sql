-- Discord structure a classifier can lean on, threads, and crash-safe erasure.

-- A thread's parent channel (NULL unless channel_id is a thread): a thread is readable by
-- exactly the agents allowed its parent. channel_state keeps the same per channel, so
-- the allowlist can resolve a thread without scanning messages.
ALTER TABLE messages ADD COLUMN parent_channel_id INTEGER;
ALTER TABLE messages ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;
ALTER TABLE channel_state ADD COLUMN parent_channel_id INTEGER;
CREATE INDEX channel_state_parent ON channel_state (parent_channel_id) WHERE parent_channel_id IS NOT NULL;

-- Who reacted with what, now (a removed reaction is deleted). Metadata, never content.
CREATE TABLE reactions (
    msg_pk  INTEGER NOT NULL REFERENCES messages (pk) ON DELETE CASCADE,
    emoji   TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    at_ms   INTEGER NOT NULL,
    PRIMARY KEY (msg_pk, emoji, user_id)
) WITHOUT ROWID;

-- Erasure as a state machine. The forget/delete transaction removes the text from every
-- table and writes a row here; what cannot happen inside that transaction (an FTS
-- 'optimize', so the tokens leave the index segments, and a truncating WAL checkpoint,
-- so the old pages leave the -wal and the main file) is finished by
-- memory.erasure.finish_purges, which deletes the row only after both succeeded. A
-- crash at any point leaves the row, and the purge is finished on retry or at start-up.
CREATE TABLE pending_purges (
    msg_pk       INTEGER PRIMARY KEY,
    channel_id   INTEGER NOT NULL,
    message_id   INTEGER NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('forget', 'delete')),
    queued_at_ms INTEGER NOT NULL
);

-- Words with '_' (NO_ROUTE, user_names) are one token: unicode61 split them, so a search
-- for one became a phrase query, which detail=none cannot answer. The contentless index
-- is rebuilt from the current live content by memory.ingest.reindex_all (a Python step
-- of this migration, in the same transaction).
DROP TABLE messages_fts;
CREATE VIRTUAL TABLE messages_fts USING fts5 (content, content = '', detail = 'none',
                                              tokenize = "unicode61 tokenchars '_'");
INSERT INTO messages_fts (messages_fts, rank) VALUES ('automerge', 0);
