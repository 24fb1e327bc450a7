-- Where `memtool maintain` left off (store/upkeep.py: the owner of `maintenance_state`).

-- name: get_state
-- value (JSON) of key %s; no row when never set.
SELECT value FROM maintenance_state WHERE key = %s;

-- name: set_state
-- Set key %s to value %s (JSON).
INSERT INTO maintenance_state (key, value) VALUES (%s, %s)
ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now();
