-- The compress queue (store/queue.py, the one module that writes event_queue).

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

-- name: enqueue_events
-- A pending queue row for each stored event with an id in %s that has none.
INSERT INTO event_queue (event_id)
  SELECT e.id FROM events e WHERE e.id = ANY(%s)
  ON CONFLICT (event_id) DO NOTHING;

-- name: enqueue_missing
-- A pending queue row for every event that has none (imported, or stored before the queue).
INSERT INTO event_queue (event_id)
  SELECT e.id FROM events e LEFT JOIN event_queue q ON q.event_id = e.id
  WHERE q.event_id IS NULL
  ON CONFLICT (event_id) DO NOTHING;

-- name: reap_expired
-- Dead-letter the claims older than %s seconds that already used %s attempts or more.
UPDATE event_queue
    SET status = 'dead', finished_at = now(), claimed_by = NULL,
        last_error = coalesce(last_error || '; ', '') ||
                     'claim expired ' || attempts || ' times (worker crashed or too slow)'
  WHERE status = 'claimed' AND claimed_at < now() - make_interval(secs => %s)
    AND attempts >= %s;

-- name: claim_events
-- Claim up to %(limit)s claimable events (pending, or claimed longer ago than %(vt)s seconds),
-- oldest first, among %(ids)s (NULL: any) and never those in %(skip)s, for worker %(worker)s; rows
-- another transaction holds are skipped. Returns event_id.
WITH picked AS (
      SELECT event_id FROM event_queue
       WHERE (status = 'pending'
              OR (status = 'claimed' AND claimed_at < now() - make_interval(secs => %(vt)s)))
         AND (%(ids)s::bigint[] IS NULL OR event_id = ANY(%(ids)s::bigint[]))
         AND NOT (event_id = ANY(%(skip)s::bigint[]))
       ORDER BY event_id
       LIMIT %(limit)s
       FOR UPDATE SKIP LOCKED)
  UPDATE event_queue q
     SET status = 'claimed', claimed_by = %(worker)s, claimed_at = now(),
         attempts = q.attempts + 1
    FROM picked WHERE q.event_id = picked.event_id
  RETURNING q.event_id;

-- name: finish_event
-- Status %s (done or skipped) and result %s for event %s, if worker %s still holds its claim (else
-- nothing is updated).
UPDATE event_queue
    SET status = %s, finished_at = now(), result = %s, last_error = NULL
  WHERE event_id = %s AND status = 'claimed' AND claimed_by = %s;

-- name: finish_events
-- finish_event for many: event ids, statuses and results (JSON text) as three arrays, worker %s;
-- returns the event_id of those finished.
UPDATE event_queue q
        SET status = v.status, finished_at = now(), result = v.result::jsonb, last_error = NULL
       FROM unnest(%s::bigint[], %s::text[], %s::text[]) AS v(event_id, status, result)
      WHERE q.event_id = v.event_id AND q.status = 'claimed' AND q.claimed_by = %s
  RETURNING q.event_id;

-- name: fail_event
-- A failed attempt: back to pending, or dead once its attempts reached %s (given twice), with the
-- error %s, for event %s if worker %s still holds its claim; returns status.
UPDATE event_queue
        SET status = CASE WHEN attempts >= %s THEN 'dead' ELSE 'pending' END,
            finished_at = CASE WHEN attempts >= %s THEN now() END,
            claimed_by = NULL, claimed_at = NULL, last_error = %s
      WHERE event_id = %s AND status = 'claimed' AND claimed_by = %s
  RETURNING status;

-- name: release_claims
-- Give back the claims of the events with ids in %s that worker %s holds, without counting the
-- attempt.
UPDATE event_queue
    SET status = 'pending', claimed_by = NULL, claimed_at = NULL,
        attempts = greatest(attempts - 1, 0)
  WHERE event_id = ANY(%s) AND status = 'claimed' AND claimed_by = %s;

-- name: claiming_workers
-- claimed_by: every worker holding a claim.
SELECT DISTINCT claimed_by FROM event_queue WHERE status = 'claimed' AND claimed_by IS NOT NULL;

-- name: release_workers
-- Give back every claim of the workers in %s (their process is gone); the attempt still counts.
UPDATE event_queue SET status = 'pending', claimed_by = NULL, claimed_at = NULL
  WHERE status = 'claimed' AND claimed_by = ANY(%s);

-- name: retry_events
-- Back to pending, attempts reset: the events with status %s (among the ids in %s, or all when
-- NULL).
UPDATE event_queue
    SET status = 'pending', attempts = 0, claimed_by = NULL, claimed_at = NULL,
        finished_at = NULL, last_error = NULL, result = NULL
  WHERE status = %s AND (%s::bigint[] IS NULL OR event_id = ANY(%s::bigint[]));

-- name: queue_counts
-- Counts per status, claims split into in_flight and stale by the visibility timeout %s (twice),
-- total, and oldest_pending_at (the oldest pending event's time).
SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
       count(*) FILTER (WHERE status = 'claimed'
                        AND claimed_at >= now() - make_interval(secs => %s)) AS in_flight,
       count(*) FILTER (WHERE status = 'claimed'
                        AND claimed_at < now() - make_interval(secs => %s)) AS stale,
       count(*) FILTER (WHERE status = 'done') AS done,
       count(*) FILTER (WHERE status = 'skipped') AS skipped,
       count(*) FILTER (WHERE status = 'dead') AS dead,
       count(*) AS total,
       min(e.occurred_at) FILTER (WHERE status = 'pending') AS oldest_pending_at
  FROM event_queue q JOIN events e ON e.id = q.event_id;

-- name: queue_items
-- Queue rows (status %s, or any when NULL; event ids in %s, or any when NULL) with a little of
-- their event, oldest first, at most %s.
SELECT q.event_id, q.status, q.attempts, q.claimed_by, q.claimed_at, q.finished_at,
        q.last_error, q.result, e.session_id, e.project, e.event_type, e.tool_name
   FROM event_queue q JOIN events e ON e.id = q.event_id
  WHERE (%s::text IS NULL OR q.status = %s)
    AND (%s::bigint[] IS NULL OR q.event_id = ANY(%s::bigint[]))
  ORDER BY q.event_id
  LIMIT %s;

-- name: pending_after
-- event_id: the pending events above id %s, in order, at most %s.
SELECT event_id FROM event_queue WHERE status = 'pending' AND event_id > %s ORDER BY event_id LIMIT %s;

-- name: enqueue_new
-- A pending queue row for each of the just-stored event ids in %s (ingest's path: not looked up
-- again).
INSERT INTO event_queue (event_id) SELECT unnest(%s::bigint[]) ON CONFLICT DO NOTHING;
