-- Reads of the observations family (store/observations_read.py; the writes and the first named
-- reads are in store/observations.py). `{live(o)}` is its live predicate, `{active(o)}` the
-- standing condition "not demoted" (store/standing.py).

-- name: ids_among
-- id of the observations (live or not) whose ids are in %s.
SELECT id FROM observations WHERE id = ANY(%s);

-- name: ids_of_session
-- id of every observation (live or not) of session %s.
SELECT id FROM observations WHERE session_id = %s;

-- name: ids_of_project
-- id of every observation (live or not) of project %s.
SELECT id FROM observations WHERE project = %s;

-- name: source_events_of
-- The events the observations with ids in %s came from (distinct event ids).
SELECT DISTINCT unnest(source_event_ids) FROM observations WHERE id = ANY(%s);

-- name: ids_from_events
-- id of the observations that came from any of the events %s.
SELECT id FROM observations WHERE source_event_ids && %s::bigint[];

-- name: sessions_of
-- session_id of the observations with ids in %s (distinct).
SELECT DISTINCT session_id FROM observations WHERE id = ANY(%s);

-- name: export_observations
-- Every observation (of %(project)s, or all; created at or after %(since)s, or all; forgotten ones
-- only with %(deleted)s), by id: whole rows.
SELECT * FROM observations WHERE (%(project)s::text IS NULL OR project = %(project)s)
   AND (%(since)s::timestamptz IS NULL OR created_at >= %(since)s)
   AND (%(deleted)s OR {live()}) ORDER BY id;

-- name: knowledge_candidates
-- The live, not demoted memories of project %s whose type is in %s, by id: what a knowledge file
-- may hold.
SELECT id, type, title, narrative, facts, importance, confidence, access_count, source_event_ids, updated_at
  FROM observations
 WHERE project = %s AND {live()} AND type = ANY(%s) AND {active(observations)}
 ORDER BY id;

-- name: knowledge_inputs
-- What each project's knowledge file is made of, cheaply (one pass, no rendering), for
-- %(project)s or every project: live memories (n, ids, versions — every change bumps one —,
-- updated, reads) and the consolidation state (demoted, standing_updated).
SELECT o.project, count(*) AS n, sum(o.id) AS ids, sum(o.version) AS versions, max(o.updated_at) AS updated,
       sum(o.access_count) AS reads,
       count(s.observation_id) FILTER (WHERE s.demoted_at IS NOT NULL) AS demoted,
       max(s.updated_at) AS standing_updated
FROM observations o LEFT JOIN memory_standing s ON s.observation_id = o.id
WHERE {live(o)} AND (%(project)s::text IS NULL OR o.project = %(project)s)
GROUP BY o.project;

-- name: knowledge_deleted_standing
-- Standing rows of forgotten memories per project (a demotion outlives the memory): demoted, updated.
SELECT o.project, count(*) FILTER (WHERE s.demoted_at IS NOT NULL) AS demoted, max(s.updated_at) AS updated
FROM memory_standing s JOIN observations o ON o.id = s.observation_id
WHERE o.deleted_at IS NOT NULL AND (%(project)s::text IS NULL OR o.project = %(project)s)
GROUP BY o.project;

-- name: max_id
-- n: the highest observation id (0 for none), live or not.
SELECT coalesce(max(id), 0) AS n FROM observations;

-- name: session_rows
-- The whole rows of session %s's live observations, oldest first.
SELECT * FROM observations WHERE session_id = %s AND {live()} ORDER BY created_at, id;

-- name: lock_live
-- The whole row of live observation %s, locked until the transaction ends (none when forgotten).
SELECT * FROM observations WHERE id = %s AND {live()} FOR UPDATE;

-- name: lock_session_digest
-- One digest writer per session at a time (transaction-level advisory lock on session %s).
SELECT pg_advisory_xact_lock(hashtext('memtool.digest:' || %s));

-- name: session_digest_parts
-- id, part (metadata.digest) of the live digest observations of session %s in project %s, by id.
SELECT id, metadata->>'digest' AS part FROM observations
 WHERE session_id = %s AND project = %s AND metadata ? 'digest' AND {live()}
 ORDER BY id;

-- name: session_start_candidates
-- The newest live, not demoted memories of project %(p)s and global ones (of every project when
-- NULL; of the types in %(types)s, or any when NULL), at most %(n)s, newest first: id, type, title,
-- narrative, created_at, outside (metadata.from_outside), recency (exp decay, 14-day half-life),
-- importance, access_count — what the session-start block ranks (retrieve/context.py).
SELECT id, type, title, narrative, created_at, metadata->>'from_outside' AS outside,
       exp(-0.6931471805599453 * greatest(extract(epoch FROM now() - created_at), 0) / (86400.0 * 14)) AS recency,
       importance, access_count
FROM observations
WHERE {live()} AND (%(p)s::text IS NULL OR project = %(p)s OR is_global)
  AND (%(types)s::text[] IS NULL OR type = ANY(%(types)s)) AND {active(observations)}
ORDER BY created_at DESC, id DESC LIMIT %(n)s;

-- name: whole_texts
-- id, narrative, facts, files_read, files_modified of the observations with ids in %s (live or not:
-- the caller found them by search).
SELECT id, narrative, facts, files_read, files_modified FROM observations WHERE id = ANY(%s);
