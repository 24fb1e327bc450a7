-- The server and the schema as they are (store/schema.py): optional tables and columns (an older
-- schema during a restore, a database not yet migrated), the server's version, session locks.

-- name: has_table
-- ok: does the relation %s exist (to_regclass)?
SELECT to_regclass(%s) IS NOT NULL AS ok;

-- name: has_column
-- ok: does table %s have column %s in the current schema?
SELECT EXISTS (SELECT 1 FROM information_schema.columns
               WHERE table_schema = current_schema() AND table_name = %s
                 AND column_name = %s) AS ok;

-- name: server_version_num
-- n: the server's version as a number (180001).
SELECT current_setting('server_version_num')::int AS n;

-- name: set_lock_timeout
-- Wait at most %s (a PostgreSQL interval: '30s') for a lock, until the transaction ends.
SELECT set_config('lock_timeout', %s, true);

-- name: advisory_lock
-- Take the session-level advisory lock %s (waits).
SELECT pg_advisory_lock(%s);

-- name: advisory_unlock
-- Release the session-level advisory lock %s.
SELECT pg_advisory_unlock(%s);

-- name: try_advisory_lock
-- ok: took the session-level advisory lock %s (false at once when another session holds it).
SELECT pg_try_advisory_lock(%s) AS ok;

-- name: now
-- t: the transaction's start time.
SELECT now() AS t;

-- name: extensions
-- extname, extversion of every installed extension.
SELECT extname, extversion FROM pg_extension;
