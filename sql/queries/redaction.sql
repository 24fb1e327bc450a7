-- The whole-schema re-redaction's reads of the catalogue and its state (store/redaction.py: the
-- owner of `redaction_state`; the statements over every table are composed there).

-- name: text_columns
-- table_name, column_name, data_type, udt_name of every column of the current schema's base
-- tables that holds text (text, varchar, json, jsonb, text[] and varchar[]; generated ones aside),
-- by table and column position.
SELECT c.table_name, c.column_name, c.data_type, c.udt_name
FROM information_schema.columns c
JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
  AND c.is_generated = 'NEVER'
  AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb')
       OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
ORDER BY c.table_name, c.ordinal_position;

-- name: primary_key
-- name, type of the primary key columns of table %s, in key order.
SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
FROM pg_index i
JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
WHERE i.indrelid = %s::regclass AND i.indisprimary
ORDER BY array_position(i.indkey, a.attnum);

-- name: estimated_rows
-- n: the planner's estimate of table %s's rows (0 before the first analyze).
SELECT greatest(reltuples, 0)::bigint AS n FROM pg_class WHERE oid = %s::regclass;

-- name: state
-- The last scrub: fingerprint (of the redaction rules), watermarks (table -> highest id seen),
-- scrubbed_at; no row before the first.
SELECT fingerprint, watermarks, scrubbed_at FROM redaction_state;

-- name: save_state
-- Record a finished scrub: fingerprint %s, watermarks %s.
INSERT INTO redaction_state (singleton, fingerprint, watermarks, scrubbed_at)
VALUES (true, %s, %s, now())
ON CONFLICT (singleton) DO UPDATE
SET fingerprint = excluded.fingerprint, watermarks = excluded.watermarks, scrubbed_at = now();

-- name: allow_scrub
-- Let this transaction rewrite stored text (the events trigger refuses it otherwise), and name
-- "scrub" as the reason the observations' audit trigger records.
SELECT set_config('memtool.allow_scrub', 'on', true), set_config('memtool.change_reason', 'scrub', true);
