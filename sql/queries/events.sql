-- Reads of the events and sessions family (store/events.py; its writes are in the module).

-- name: ids_of_session
-- id of every event of session %s.
SELECT id FROM events WHERE session_id = %s;

-- name: ids_of_project
-- id of every event of project %s.
SELECT id FROM events WHERE project = %s;

-- name: sessions_of_events
-- session_id of the events with ids in %s (distinct).
SELECT DISTINCT session_id FROM events WHERE id = ANY(%s);

-- name: export_events
-- Every event (of %(project)s, or all; at or after %(since)s, or all), by id: whole rows.
SELECT * FROM events WHERE (%(project)s::text IS NULL OR project = %(project)s)
   AND (%(since)s::timestamptz IS NULL OR occurred_at >= %(since)s) ORDER BY id;

-- name: compactable
-- The oldest events of project %(project)s (at most %(n)s) whose payload a quota may compact:
-- distilled (no open queue row), covered by their session's summary, on a day with a rollup that
-- includes the session. id, bytes (payload size), summary_id, rollup_id, day.
SELECT e.id, pg_column_size(e.payload) AS bytes, s.id AS summary_id, r.id AS rollup_id, r.day
FROM events e
JOIN summaries s ON s.session_id = e.session_id AND s.last_event_id >= e.id
JOIN day_rollups r ON r.project = e.project AND r.day = (e.occurred_at AT TIME ZONE 'UTC')::date
                  AND e.session_id = ANY(r.session_ids)
WHERE e.project = %(project)s AND NOT ('compacted' = ANY(e.flags))
  AND NOT EXISTS (SELECT 1 FROM event_queue q WHERE q.event_id = e.id AND q.status IN ('pending', 'claimed'))
ORDER BY e.occurred_at, e.id
LIMIT %(n)s;
