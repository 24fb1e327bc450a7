-- The injection log (store/injections.py, the one module that writes injection_log; its totals
-- per group are composed there).

-- name: insert_injection
-- One injected block: session_id, project, via, mode, prompt (first words, redacted),
-- observation_ids, event_ids, summary_ids, chars, tokens, injected_at (NULL: now); returns id.
INSERT INTO injection_log (session_id, project, via, mode, prompt, observation_ids, event_ids,
                             summary_ids, chars, tokens, injected_at)
  VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, coalesce(%s, now())) RETURNING id;

-- name: list_injections
-- The newest injections first (of session %(session)s and project %(project)s, each NULL for any),
-- at most %(limit)s: every column.
SELECT id, injected_at, session_id, project, via, mode, prompt, observation_ids, event_ids,
         summary_ids, chars, tokens
  FROM injection_log
  WHERE (%(session)s::text IS NULL OR session_id = %(session)s)
    AND (%(project)s::text IS NULL OR project = %(project)s)
  ORDER BY injected_at DESC, id DESC
  LIMIT %(limit)s;

-- name: delete_project_injections
-- A project's log rows (older than %s when not NULL).
DELETE FROM injection_log WHERE project = %s
  AND (%s::timestamptz IS NULL OR injected_at < %s);

-- name: delete_injections_touching
-- The rows of these sessions (or of the project, when not NULL) and every row that showed one of
-- these observations or events.
DELETE FROM injection_log
  WHERE session_id = ANY(%s) OR (%s::text IS NOT NULL AND project = %s)
     OR observation_ids && %s::bigint[] OR event_ids && %s::bigint[];
