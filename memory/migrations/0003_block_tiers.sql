-- Hard events come in two tiers: 'certain' (a tag, an id with side/size/price, a
-- structured bot line, a pin or mark, a reply that decides a known proposal) is served
-- verbatim; 'possible' (fail-open: it might be a decision) is served as its decision
-- sentence(s). Blocks of one trade share a trade_key so the feed can show one lifecycle;
-- stage is that block's step in it. rule names what decided the classification, for
-- `channel-memory explain`. facts is JSON: levels and ids the block carries
-- ({"stop": "41.50", "superseded": {"stop": ["38.00"]}, "ids": ["7f3a91"]}).
ALTER TABLE blocks ADD COLUMN tier TEXT;
ALTER TABLE blocks ADD COLUMN trade_key TEXT;
ALTER TABLE blocks ADD COLUMN stage TEXT;
ALTER TABLE blocks ADD COLUMN rule TEXT;
ALTER TABLE blocks ADD COLUMN facts TEXT;
CREATE INDEX blocks_trade ON blocks (channel_id, trade_key) WHERE trade_key IS NOT NULL;
