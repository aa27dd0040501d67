-- Source messages: one row per Discord message, the identity and current state.
-- Snowflakes are stored as INTEGER (they fit in SQLite's signed 64 bits).
CREATE TABLE messages (
    pk              INTEGER PRIMARY KEY,
    channel_id      INTEGER NOT NULL,
    message_id      INTEGER NOT NULL,
    guild_id        INTEGER,
    author_id       INTEGER,
    author_name     TEXT NOT NULL DEFAULT '',
    author_bot      INTEGER NOT NULL DEFAULT 0,
    created_at_ms   INTEGER NOT NULL,          -- from the snowflake: the ordering truth
    reference_id    INTEGER,                   -- the message this one replies to
    current_version INTEGER,                   -- message_versions.version_id served to readers
    content_hash    TEXT,                      -- hash of the current version (kept on tombstones)
    state           TEXT NOT NULL DEFAULT 'live'
                    CHECK (state IN ('live', 'deleted', 'forgotten')),
    create_seen     INTEGER NOT NULL DEFAULT 0, -- 0: known only from an edit/delete/forget so far
    removed_at_ms   INTEGER,                   -- delete or forget time
    compacted_at_ms INTEGER,                   -- content dropped by retention; metadata kept
    first_observed_via TEXT NOT NULL,
    first_observed_at_ms INTEGER NOT NULL,
    UNIQUE (channel_id, message_id)
);
CREATE INDEX messages_channel_time ON messages (channel_id, created_at_ms);

-- Every version a message has had; an edit adds a row, history stays queryable.
CREATE TABLE message_versions (
    version_id     INTEGER PRIMARY KEY,
    msg_pk         INTEGER NOT NULL REFERENCES messages (pk) ON DELETE CASCADE,
    content_hash   TEXT NOT NULL,
    edited_at_ms   INTEGER NOT NULL DEFAULT 0,  -- 0 for the original text
    content        TEXT,                        -- NULL once purged (delete, forget, retention)
    attachments    TEXT,                        -- JSON list of {filename, size, ...}
    embeds         TEXT,                        -- JSON list of {title, description}
    observed_via   TEXT NOT NULL,
    observed_at_ms INTEGER NOT NULL,
    UNIQUE (msg_pk, content_hash, edited_at_ms)
);

-- Full-text index over the current content of live messages only (rowid = messages.pk).
-- Contentless: it holds tokens, not a second copy of the text. Maintained by the ingest
-- code in the same transaction (not triggers), so bulk replay controls its cost.
CREATE VIRTUAL TABLE messages_fts USING fts5 (content, content = '', detail = 'none', tokenize = 'unicode61');

-- Derived digest blocks. They are never a second history: every block points back to
-- the source messages it was built from, and is rebuilt when one of them changes.
CREATE TABLE blocks (
    block_id       INTEGER PRIMARY KEY,
    channel_id     INTEGER NOT NULL,
    bucket_ms      INTEGER NOT NULL,            -- the digest window (UTC hour) it belongs to
    kind           TEXT NOT NULL,
    event_type     TEXT,
    group_key      TEXT,                        -- what merges across windows: a topic, an author's noise
    authors        TEXT NOT NULL DEFAULT '',    -- comma-separated author names of the sources
    item_count     INTEGER NOT NULL DEFAULT 1,  -- logical items summarised (chunks of one report = 1)
    text           TEXT NOT NULL,
    sparse         INTEGER NOT NULL,
    score          REAL NOT NULL DEFAULT 0,
    window_from_ms INTEGER NOT NULL,
    window_to_ms   INTEGER NOT NULL,
    generated_at_ms INTEGER NOT NULL,
    dirty          INTEGER NOT NULL DEFAULT 0,
    processor      TEXT NOT NULL,               -- 'deterministic' or 'llm'
    model          TEXT,
    prompt_version TEXT
);
CREATE INDEX blocks_channel_window ON blocks (channel_id, window_to_ms);
CREATE INDEX blocks_bucket ON blocks (channel_id, bucket_ms);

CREATE TABLE block_sources (
    block_id INTEGER NOT NULL REFERENCES blocks (block_id) ON DELETE CASCADE,
    msg_pk   INTEGER NOT NULL REFERENCES messages (pk) ON DELETE CASCADE,
    PRIMARY KEY (block_id, msg_pk)
) WITHOUT ROWID;
CREATE INDEX block_sources_msg ON block_sources (msg_pk);

-- The digest loop's queue: windows whose blocks must be rebuilt.
CREATE TABLE dirty_windows (
    channel_id       INTEGER NOT NULL,
    bucket_ms        INTEGER NOT NULL,
    oldest_change_ms INTEGER NOT NULL,          -- created_at of the oldest changed message
    marked_at_ms     INTEGER NOT NULL,
    PRIMARY KEY (channel_id, bucket_ms)
) WITHOUT ROWID;

-- Which time ranges of a channel were observed, and the ones known to be missing.
CREATE TABLE coverage (
    channel_id INTEGER NOT NULL,
    from_ms    INTEGER NOT NULL,
    to_ms      INTEGER NOT NULL,
    source     TEXT NOT NULL,
    PRIMARY KEY (channel_id, from_ms)
) WITHOUT ROWID;

CREATE TABLE coverage_gaps (
    gap_id       INTEGER PRIMARY KEY,
    channel_id   INTEGER NOT NULL,
    from_ms      INTEGER NOT NULL,
    to_ms        INTEGER,                       -- NULL while the gap is still open-ended
    reason       TEXT NOT NULL,
    opened_at_ms INTEGER NOT NULL,
    closed_at_ms INTEGER                        -- set when a backfill filled it
);
CREATE INDEX coverage_gaps_channel ON coverage_gaps (channel_id, from_ms);

CREATE TABLE channel_state (
    channel_id         INTEGER PRIMARY KEY,
    guild_id           INTEGER,
    watermark_id       INTEGER,                 -- newest message id seen
    backfill_status    TEXT NOT NULL DEFAULT 'never',
    backfill_at_ms     INTEGER,
    digest_at_ms       INTEGER                  -- last time the digest loop finished this channel
);

-- Moderator erasures: who, what, when. Never the content.
CREATE TABLE forget_audit (
    audit_id         INTEGER PRIMARY KEY,
    channel_id       INTEGER NOT NULL,
    message_id       INTEGER NOT NULL,
    requested_by     INTEGER,
    requested_at_ms  INTEGER NOT NULL,
    via              TEXT NOT NULL,
    outcome          TEXT NOT NULL
);

-- LLM rollups: a cache keyed by exactly what was sent, and a ledger of spend.
CREATE TABLE llm_cache (
    cache_key      TEXT PRIMARY KEY,
    channel_id     INTEGER NOT NULL,
    bucket_ms      INTEGER NOT NULL,
    model          TEXT NOT NULL,
    prompt_version TEXT NOT NULL,
    response_json  TEXT NOT NULL,
    created_at_ms  INTEGER NOT NULL
);
CREATE TABLE llm_cache_sources (
    cache_key TEXT NOT NULL REFERENCES llm_cache (cache_key) ON DELETE CASCADE,
    msg_pk    INTEGER NOT NULL,
    PRIMARY KEY (cache_key, msg_pk)
) WITHOUT ROWID;
CREATE INDEX llm_cache_sources_msg ON llm_cache_sources (msg_pk);

CREATE TABLE llm_usage (
    usage_id      INTEGER PRIMARY KEY,
    at_ms         INTEGER NOT NULL,
    day           TEXT NOT NULL,                -- UTC date, for the daily caps
    channel_id    INTEGER NOT NULL,
    model         TEXT NOT NULL,
    input_tokens  INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    usd           REAL NOT NULL DEFAULT 0,
    outcome       TEXT NOT NULL                 -- ok | rejected | error
);
CREATE INDEX llm_usage_day ON llm_usage (day, channel_id);
