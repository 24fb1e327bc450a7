-- Reads of the compress queue (store/queue.py; its writes and its other statements are in the module).

-- name: finished_sessions
-- session_id: the sessions with an event after id %s whose queue row is done or skipped.
SELECT DISTINCT e.session_id FROM events e JOIN event_queue q ON q.event_id = e.id
 WHERE e.id > %s AND q.status IN ('done', 'skipped') AND e.session_id IS NOT NULL
 ORDER BY e.session_id;

-- name: finished_through
-- n: the highest event id whose queue row is finished (done, skipped, dead); 0 for none.
SELECT coalesce(max(event_id), 0) AS n FROM event_queue WHERE status IN ('done', 'skipped', 'dead');

-- name: count_dead
-- n: dead-lettered queue rows.
SELECT count(*) AS n FROM event_queue WHERE status = 'dead';
