-- Facts about the store as a whole, one row each. `classifier`: the version of the code,
-- vocabulary and desk rules that built the derived blocks; a store digested by another
-- version queues its windows again (memory.digest.requeue_on_new_classifier).
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
