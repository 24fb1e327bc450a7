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

-- name: pending_sessions
-- session_id, newest: sessions whose newest event is past their summary's high-water mark (or
-- whose summary predates schema 8's links and days), whose events compress has all seen, and that
-- have a prompt or a live observation to summarize; oldest first, at most %s (all with NULL).
SELECT e.session_id, max(e.id) AS newest
  FROM events e
 WHERE e.session_id IS NOT NULL
 GROUP BY e.session_id
HAVING (max(e.id) > coalesce((SELECT s.last_event_id FROM summaries s
                               WHERE s.session_id = e.session_id), 0)
        -- summaries written before schema 8 lack their links and days: once more
        OR EXISTS (SELECT 1 FROM summaries s WHERE s.session_id = e.session_id AND s.days = '{}'))
   AND NOT EXISTS (SELECT 1 FROM events x JOIN event_queue q ON q.event_id = x.id
                    WHERE x.session_id = e.session_id AND q.status IN ('pending', 'claimed'))
   AND (bool_or(e.event_type = 'prompt')
        OR EXISTS (SELECT 1 FROM observations o
                    WHERE o.session_id = e.session_id AND {live(o)}))
 ORDER BY max(e.id)
 LIMIT %s;

-- name: lock_session_summary
-- One summarizer per session at a time (transaction-level advisory lock on session %s).
SELECT pg_advisory_xact_lock(hashtext('memtool-summary:' || %s));

-- name: summary_of_session
-- The whole summary row of session %s (none yet: no row).
SELECT * FROM summaries WHERE session_id = %s;

-- name: upsert_summary
-- Write session %(session_id)s's summary (a new version when it existed); returns the row.
INSERT INTO summaries (session_id, project, request, investigated, learned, completed, next_steps, outcome,
                       commands, files_read, files_modified, decisions, method, observation_ids,
                       source_event_ids, first_event_id, last_event_id, days, metadata, content_hash)
VALUES (%(session_id)s, %(project)s, %(request)s, %(investigated)s, %(learned)s, %(completed)s,
        %(next_steps)s, %(outcome)s, %(commands)s, %(files_read)s, %(files_modified)s, %(decisions)s,
        %(method)s, %(observation_ids)s, %(source_event_ids)s, %(first_event_id)s,
        %(last_event_id)s, %(days)s, %(metadata)s, %(content_hash)s)
ON CONFLICT (session_id) DO UPDATE SET
    project = EXCLUDED.project, request = EXCLUDED.request, investigated = EXCLUDED.investigated,
    learned = EXCLUDED.learned, completed = EXCLUDED.completed, next_steps = EXCLUDED.next_steps,
    outcome = EXCLUDED.outcome, commands = EXCLUDED.commands, files_read = EXCLUDED.files_read,
    files_modified = EXCLUDED.files_modified, decisions = EXCLUDED.decisions,
    method = EXCLUDED.method, observation_ids = EXCLUDED.observation_ids,
    source_event_ids = EXCLUDED.source_event_ids, first_event_id = EXCLUDED.first_event_id,
    last_event_id = EXCLUDED.last_event_id, days = EXCLUDED.days, metadata = EXCLUDED.metadata,
    content_hash = EXCLUDED.content_hash
RETURNING *;

-- name: move_summary_mark
-- Same content: only summary %(id)s's high-water mark and days move (not a version).
UPDATE summaries SET last_event_id = %(last)s, days = %(days)s
 WHERE id = %(id)s AND (last_event_id, days) IS DISTINCT FROM (%(last)s, %(days)s);

-- name: import_summary
-- An exported summary back (its id kept when %s is not NULL, else a new one); returns id.
INSERT INTO summaries (id, session_id, project, request, investigated, learned, completed, next_steps,
                       outcome, files_read, files_modified, decisions, commands, method, observation_ids,
                       source_event_ids, first_event_id, last_event_id, days, metadata, content_hash,
                       version, created_at, updated_at)
VALUES (COALESCE(%s::bigint, nextval(pg_get_serial_sequence('summaries', 'id'))), %s, %s, %s, %s, %s,
        %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::date[], %s, %s, %s,
        COALESCE(%s::timestamptz, now()), COALESCE(%s::timestamptz, now()))
RETURNING id;

-- name: summary_id_taken
-- A row when summary id %s is taken.
SELECT 1 FROM summaries WHERE id = %s;

-- name: advance_summary_ids
-- After rows stored with ids of their own (an import), new ids continue above them.
SELECT setval(pg_get_serial_sequence('summaries', 'id'), GREATEST((SELECT max(id) FROM summaries), 1));

-- name: delete_project_summaries
-- Delete project %s's summaries (last updated before %s, or all with NULL).
DELETE FROM summaries WHERE project = %s AND (%s::timestamptz IS NULL OR updated_at < %s);

-- name: delete_summaries
-- Delete the summaries with ids in %s.
DELETE FROM summaries WHERE id = ANY(%s);

-- name: pending_days
-- project, day, inputs_hash: the fingerprint of each (project, day)'s summaries (md5 of
-- "id:content_hash" by id), for the days whose rollup was built from other summaries or not at
-- all (every matching day with %(force)s). Filters: %(project)s, %(days)s, the days of %(sessions)s.
WITH inputs AS (
    SELECT s.project, d.day,
           md5(string_agg(s.id::text || ':' || s.content_hash, ',' ORDER BY s.id)) AS inputs_hash
      FROM summaries s CROSS JOIN LATERAL unnest(s.days) AS d(day)
     WHERE (%(project)s::text IS NULL OR s.project = %(project)s)
       AND (%(days)s::date[] IS NULL OR d.day = ANY(%(days)s::date[]))
       AND (%(sessions)s::text[] IS NULL
            OR (s.project, d.day) IN (SELECT x.project, unnest(x.days) FROM summaries x
                                       WHERE x.session_id = ANY(%(sessions)s::text[])))
     GROUP BY s.project, d.day)
SELECT i.project, i.day, i.inputs_hash
  FROM inputs i LEFT JOIN day_rollups r ON r.project = i.project AND r.day = i.day
 WHERE %(force)s OR r.inputs_hash IS DISTINCT FROM i.inputs_hash
 ORDER BY i.day, i.project;

-- name: day_summaries
-- The whole summary rows of project %s's sessions active on day %s, in session order.
SELECT * FROM summaries WHERE project = %s AND days @> ARRAY[%s::date]
 ORDER BY first_event_id NULLS LAST, id;

-- name: lock_day_rollup
-- One writer per (project %s, day %s) at a time (transaction-level advisory lock).
SELECT pg_advisory_xact_lock(hashtext('memtool-rollup:' || %s || ':' || %s));

-- name: rollup_of_day
-- id, content_hash, method of project %s's rollup of day %s (none yet: no row).
SELECT id, content_hash, method FROM day_rollups WHERE project = %s AND day = %s;

-- name: upsert_rollup
-- Write the rollup of (%(project)s, %(day)s) (a new version when it existed); returns the row.
INSERT INTO day_rollups (project, day, request, completed, learned, next_steps, files_modified,
                         commands, session_ids, summary_ids, method, metadata, inputs_hash,
                         content_hash)
VALUES (%(project)s, %(day)s, %(request)s, %(completed)s, %(learned)s, %(next_steps)s,
        %(files_modified)s, %(commands)s, %(session_ids)s, %(summary_ids)s, %(method)s,
        %(metadata)s, %(inputs_hash)s, %(content_hash)s)
ON CONFLICT (project, day) DO UPDATE SET
    request = EXCLUDED.request, completed = EXCLUDED.completed, learned = EXCLUDED.learned,
    next_steps = EXCLUDED.next_steps, files_modified = EXCLUDED.files_modified,
    commands = EXCLUDED.commands, session_ids = EXCLUDED.session_ids,
    summary_ids = EXCLUDED.summary_ids, method = EXCLUDED.method, metadata = EXCLUDED.metadata,
    inputs_hash = EXCLUDED.inputs_hash, content_hash = EXCLUDED.content_hash
RETURNING *;

-- name: new_rollup_inputs
-- Same content, other inputs: only rollup %(id)s's inputs_hash moves (not a version).
UPDATE day_rollups SET inputs_hash = %(hash)s WHERE id = %(id)s AND inputs_hash IS DISTINCT FROM %(hash)s;

-- name: rollups_of_day
-- The whole rollup rows of day %s (of project %s, or every project), by project.
SELECT * FROM day_rollups WHERE day = %s AND (%s::text IS NULL OR project = %s) ORDER BY project;

-- name: import_rollup
-- An exported day rollup back (its id kept when %s is not NULL, else a new one); returns id.
INSERT INTO day_rollups (id, project, day, request, completed, learned, next_steps, files_modified,
                         commands, session_ids, summary_ids, method, metadata, inputs_hash,
                         content_hash, version, created_at, updated_at)
VALUES (COALESCE(%s::bigint, nextval(pg_get_serial_sequence('day_rollups', 'id'))), %s, %s, %s, %s,
        %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, COALESCE(%s::timestamptz, now()),
        COALESCE(%s::timestamptz, now()))
RETURNING id;

-- name: rollup_id_taken
-- A row when rollup id %s is taken.
SELECT 1 FROM day_rollups WHERE id = %s;

-- name: advance_rollup_ids
-- After rows stored with ids of their own (an import), new ids continue above them.
SELECT setval(pg_get_serial_sequence('day_rollups', 'id'), GREATEST((SELECT max(id) FROM day_rollups), 1));

-- name: delete_project_rollups
-- Delete project %s's rollups (last updated before %s, or all with NULL).
DELETE FROM day_rollups WHERE project = %s AND (%s::timestamptz IS NULL OR updated_at < %s);

-- name: delete_derived_rollups
-- Delete the rollups built from the summaries %(summaries)s or sessions %(sessions)s, and (when not
-- NULL) all of project %(project)s's.
DELETE FROM day_rollups WHERE summary_ids && %(summaries)s::bigint[] OR session_ids && %(sessions)s::text[]
   OR (%(project)s::text IS NOT NULL AND project = %(project)s);

-- name: summaries_of_sessions
-- The whole summary rows of the sessions %s.
SELECT * FROM summaries WHERE session_id = ANY(%s);

-- name: latest_summaries
-- The %(n)s most recently updated session summaries of project %(p)s (of every project when NULL):
-- id, session_id, request, completed, learned, next_steps, updated_at — the session-start block's.
SELECT id, session_id, request, completed, learned, next_steps, updated_at FROM summaries
WHERE (%(p)s::text IS NULL OR project = %(p)s) ORDER BY updated_at DESC, id DESC LIMIT %(n)s;
