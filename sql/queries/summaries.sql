-- Reads of the summaries and day rollups family (store/summaries.py).

-- name: export_summaries
-- Every session summary (of %(project)s, or all; updated at or after %(since)s, or all), by id.
SELECT * FROM summaries WHERE (%(project)s::text IS NULL OR project = %(project)s)
   AND (%(since)s::timestamptz IS NULL OR updated_at >= %(since)s) ORDER BY id;

-- name: export_rollups
-- Every day rollup (of %(project)s, or all; updated at or after %(since)s, or all), by id.
SELECT * FROM day_rollups WHERE (%(project)s::text IS NULL OR project = %(project)s)
   AND (%(since)s::timestamptz IS NULL OR updated_at >= %(since)s) ORDER BY id;

-- name: ids_touching
-- id of the summaries of the sessions %(sessions)s, of project %(project)s (when not NULL), or
-- linked to the observations %(observations)s or the events %(events)s.
SELECT id FROM summaries WHERE session_id = ANY(%(sessions)s) OR (%(project)s::text IS NOT NULL AND project = %(project)s)
    OR observation_ids && %(observations)s::bigint[] OR source_event_ids && %(events)s::bigint[];

-- name: ids_of_sessions
-- The same without links (a schema before summaries linked observations and events).
SELECT id FROM summaries WHERE session_id = ANY(%(sessions)s) OR (%(project)s::text IS NOT NULL AND project = %(project)s);
