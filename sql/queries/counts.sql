-- Counts across the tables, for people and monitoring (store/counts.py: `memtool stats`,
-- `memtool stats --projects`, the status line, quota usage). Read-only.

-- name: totals
-- One row: events, sessions, live and deleted observations, summaries, observations with a vector
-- of the model (%s twice; any model with NULL) and the database's size.
SELECT (SELECT count(*) FROM events) AS events,
       (SELECT count(*) FROM sessions) AS sessions,
       (SELECT count(*) FROM observations WHERE {live()}) AS observations,
       (SELECT count(*) FROM observations WHERE deleted_at IS NOT NULL) AS observations_deleted,
       (SELECT count(*) FROM summaries) AS summaries,
       (SELECT count(*) FROM embeddings e JOIN observations o ON o.id = e.observation_id
         WHERE {live(o)} AND (%s::text IS NULL OR e.model = %s)) AS embedded,
       pg_database_size(current_database()) AS database_bytes;

-- name: queue_by_status
-- The compress queue's rows per status: status, n.
SELECT status, count(*) AS n FROM event_queue GROUP BY status;

-- name: projects
-- One row per project: observations (live), events, sessions, summaries, last_activity; the most
-- recently active first.
WITH o AS (SELECT project, count(*) AS n, max(updated_at) AS last FROM observations
           WHERE {live()} GROUP BY project),
     e AS (SELECT project, count(*) AS n, max(occurred_at) AS last FROM events GROUP BY project),
     s AS (SELECT project, count(*) AS n FROM sessions GROUP BY project),
     m AS (SELECT project, count(*) AS n FROM summaries GROUP BY project)
SELECT p.project, coalesce(o.n, 0) AS observations, coalesce(e.n, 0) AS events,
       coalesce(s.n, 0) AS sessions, coalesce(m.n, 0) AS summaries,
       greatest(o.last, e.last) AS last_activity
FROM (SELECT project FROM o UNION SELECT project FROM e UNION SELECT project FROM s) p
LEFT JOIN o USING (project) LEFT JOIN e USING (project) LEFT JOIN s USING (project)
LEFT JOIN m USING (project)
ORDER BY last_activity DESC NULLS LAST, p.project;

-- name: status_line
-- The status line's three indexed counts: injected (distinct refs the hooks injected into session
-- %(s)s), events (of that session), pending (project %(p)s's events waiting for distillation).
SELECT
    (SELECT count(*) FROM (SELECT DISTINCT unnest(observation_ids) FROM injection_log WHERE session_id = %(s)s
                           UNION ALL
                           SELECT DISTINCT -unnest(event_ids) FROM injection_log WHERE session_id = %(s)s) AS refs)
        AS injected,
    (SELECT count(*) FROM events WHERE session_id = %(s)s) AS events,
    (SELECT count(*) FROM event_queue q JOIN events e ON e.id = q.event_id
      WHERE q.status IN ('pending', 'claimed') AND e.project = %(p)s) AS pending;

-- name: quota_usage
-- Per project: event_bytes (payload sizes), events, events_compacted, observations (live).
WITH e AS (SELECT project, sum(pg_column_size(payload))::bigint AS bytes, count(*) AS events,
                  count(*) FILTER (WHERE 'compacted' = ANY(flags)) AS compacted
           FROM events GROUP BY project),
     o AS (SELECT project, count(*) AS n FROM observations WHERE {live()} GROUP BY project)
SELECT p.project, coalesce(e.bytes, 0) AS event_bytes, coalesce(e.events, 0) AS events,
       coalesce(e.compacted, 0) AS events_compacted, coalesce(o.n, 0) AS observations
FROM (SELECT project FROM e UNION SELECT project FROM o) p
LEFT JOIN e USING (project) LEFT JOIN o USING (project)
ORDER BY p.project;
