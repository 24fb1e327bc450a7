-- The observations family: store/observations.py (the one module that writes observations and
-- observation_versions) loads it and runs the first block, store/observations_read.py shares its
-- loader and runs the reads of purge, export and the knowledge files. `{live(o)}` is its live predicate, `{active(o)}` the
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

-- name: project_part
-- id of the live project-level memory of project %s whose metadata.digest is %s (no session), the oldest.
SELECT id FROM observations
 WHERE project = %s AND session_id IS NULL AND metadata->>'digest' = %s AND {live()}
 ORDER BY id LIMIT 1;

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

-- name: set_change_reason
-- The reason the audit trigger records with the versions this transaction writes (%s).
SELECT set_config('memtool.change_reason', %s, true);

-- name: soft_delete
-- Forget (soft-delete) the live observations with ids in %s.
UPDATE observations SET deleted_at = now() WHERE id = ANY(%s) AND {live()};

-- name: delete_project_observations
-- Hard-delete project %s's observations (created before %s when not NULL), with their versions and
-- vectors; needs memtool.allow_purge.
DELETE FROM observations WHERE project = %s AND (%s::timestamptz IS NULL OR created_at < %s);

-- name: delete_observations
-- Hard-delete the observations with ids in %s; needs memtool.allow_purge.
DELETE FROM observations WHERE id = ANY(%s);

-- name: count_read
-- A read of the observations with ids in %s: access_count + 1, accessed_at now.
UPDATE observations SET access_count = access_count + 1, accessed_at = now() WHERE id = ANY(%s);

-- name: snapshot_rows
-- row: every column but search_tsv, as JSON, of the observations with ids in %s, by id (the module
-- adds FOR UPDATE to lock them).
SELECT to_jsonb(o) - 'search_tsv' AS row FROM observations o WHERE o.id = ANY(%s) ORDER BY o.id;

-- name: set_sources
-- source_event_ids %s for observation %s (provenance only: no new version).
UPDATE observations SET source_event_ids = %s WHERE id = %s;

-- name: add_source
-- Add event %s to observation %s's source events, once (provenance only).
UPDATE observations SET source_event_ids = array_append(source_event_ids, %s::bigint)
  WHERE id = %s AND NOT (%s::bigint = ANY(source_event_ids));

-- name: versions_of
-- Observation %s's earlier versions, newest first: version_id, version, change, reason,
-- changed_at, and the type, title, narrative, files_read and updated_at it had then.
SELECT id AS version_id, version, change, reason, changed_at,
       snapshot->>'type' AS type, snapshot->>'title' AS title, snapshot->>'narrative' AS narrative,
       snapshot->'files_read' AS files_read, snapshot->>'updated_at' AS was_updated_at
  FROM observation_versions WHERE observation_id = %s ORDER BY version DESC;

-- name: activity_by_day
-- Live observations created since %(since)s (of project %(project)s, or all when NULL) per UTC day
-- and type: day, type, observations.
SELECT (created_at AT TIME ZONE 'UTC')::date AS day, type, count(*) AS observations
   FROM observations
  WHERE {live()} AND created_at >= %(since)s AND (%(project)s::text IS NULL OR project = %(project)s)
  GROUP BY 1, 2 ORDER BY 1, 2;

-- name: created_since
-- Live observations with an id above %s, oldest first, at most %s: id, project, session_id, type,
-- title, created_at.
SELECT id, project, session_id, type, title, created_at FROM observations
  WHERE id > %s AND {live()} ORDER BY id LIMIT %s;

-- name: changed_since
-- Version rows above id %s, oldest first, at most %s: version_id, id, change, changed_at and the
-- observation's project, session_id, type, title.
SELECT v.id AS version_id, v.observation_id AS id, v.change, v.changed_at, o.project, o.session_id, o.type, o.title
   FROM observation_versions v JOIN observations o ON o.id = v.observation_id
  WHERE v.id > %s ORDER BY v.id LIMIT %s;

-- name: high_water
-- observation_id, version_id: the newest observation and version row ids (0 for none).
SELECT coalesce((SELECT max(id) FROM observations), 0) AS observation_id,
  coalesce((SELECT max(id) FROM observation_versions), 0) AS version_id;

-- name: cited_ids
-- Live observations (of project %(p)s, or all when NULL) with citations, ids above %(after)s,
-- ascending, at most %(n)s.
SELECT DISTINCT c.observation_id AS id FROM memory_citations c
  JOIN observations o ON o.id = c.observation_id
  WHERE {live(o)} AND (%(p)s::text IS NULL OR o.project = %(p)s) AND c.observation_id > %(after)s
  ORDER BY 1 LIMIT %(n)s;

-- name: uncited
-- Live observations (of %(p)s, or all) naming files but without citation rows, ids above
-- %(after)s, at most %(n)s: id, project, title, narrative, facts, files_read, files_modified.
SELECT o.id, o.project, o.title, o.narrative, o.facts, o.files_read, o.files_modified
  FROM observations o
  WHERE {live(o)} AND (%(p)s::text IS NULL OR o.project = %(p)s) AND o.id > %(after)s
    AND NOT EXISTS (SELECT 1 FROM memory_citations c WHERE c.observation_id = o.id)
    AND (cardinality(o.files_read) > 0 OR cardinality(o.files_modified) > 0)
  ORDER BY o.id LIMIT %(n)s;

-- name: demoted_for
-- Ids of the live observations demoted for reason %s (of project %s, or all when NULL), oldest
-- first, at most %s.
SELECT o.id FROM memory_standing s JOIN observations o ON o.id = s.observation_id WHERE s.demoted_reason = %s AND {live(o)} AND (%s::text IS NULL OR o.project = %s) ORDER BY o.created_at, o.id LIMIT %s;

-- name: live_row
-- Live observation %s's whole row, if it belongs to project %s (or is global; any project when
-- NULL).
SELECT * FROM observations WHERE id = %s AND {live()} AND (%s::text IS NULL OR project = %s OR is_global);

-- name: earlier_in_project
-- Project %(p)s's live observations just before (created_at %(t)s, id %(id)s), newest first, at
-- most %(n)s: id, created_at, project, session_id, type, title, narrative, metadata.
SELECT id, created_at, project, session_id, type, title, narrative, metadata FROM observations
  WHERE project = %(p)s AND {live()} AND (created_at, id) < (%(t)s, %(id)s)
  ORDER BY created_at DESC, id DESC LIMIT %(n)s;

-- name: later_in_project
-- The same just after, oldest first.
SELECT id, created_at, project, session_id, type, title, narrative, metadata FROM observations
  WHERE project = %(p)s AND {live()} AND (created_at, id) > (%(t)s, %(id)s)
  ORDER BY created_at, id LIMIT %(n)s;

-- name: live_of_session
-- Session %s's live observations, oldest first: id, project, session_id, type, title, created_at,
-- source_event_ids.
SELECT id, project, session_id, type, title, created_at, source_event_ids FROM observations
  WHERE session_id = %s AND {live()} ORDER BY created_at, id;

-- name: count_live
-- n: project %s's live observations.
SELECT count(*) AS n FROM observations WHERE project = %s AND {live()};

-- name: live_projects
-- The projects holding live observations, sorted.
SELECT DISTINCT project FROM observations WHERE {live()} ORDER BY project;

-- name: find_duplicate
-- id of project %s's live observation with content_hash %s, if any.
SELECT id FROM observations WHERE project = %s AND content_hash = %s AND {live()};

-- name: id_taken
-- Whether observation id %s is taken (a row, live or not).
SELECT 1 FROM observations WHERE id = %s;

-- name: advance_observation_ids
-- After rows were stored with ids of their own (an import), new ids continue above them.
SELECT setval(pg_get_serial_sequence('observations', 'id'), GREATEST((SELECT max(id) FROM observations), 1));

-- name: rehash_rows
-- Project %s's live observations: id, owner, type, title, narrative, content_hash, by id.
SELECT id, owner, type, title, narrative, content_hash FROM observations WHERE project = %s AND {live()} ORDER BY id;

-- name: set_content_hash
-- content_hash %s for observation %s.
UPDATE observations SET content_hash = %s WHERE id = %s;

-- name: whole_rows
-- The whole rows of the observations with ids in %s, if of project %s (or global; any when NULL),
-- live unless %s.
SELECT * FROM observations
  WHERE id = ANY(%s) AND (%s::text IS NULL OR project = %s OR is_global)
    AND (%s OR {live()});

-- name: latest_version_id
-- n: the highest version row id (0 for none).
SELECT coalesce(max(id), 0) AS n FROM observation_versions;

-- name: versions_since
-- id of the version rows of the observations with ids in %s above version row %s, in order.
SELECT id FROM observation_versions WHERE observation_id = ANY(%s) AND id > %s ORDER BY id;

-- name: restorable_columns
-- column_name: the observations table's columns but id, search_tsv and version, in order.
SELECT column_name FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'observations'
    AND column_name NOT IN ('id', 'search_tsv', 'version') ORDER BY ordinal_position;

-- name: set_version
-- Version number %s for observation %s (a restore puts back the snapshot's number).
UPDATE observations SET version = %s WHERE id = %s;

-- name: delete_versions
-- The version rows with ids in %s of the observations with ids in %s.
DELETE FROM observation_versions WHERE id = ANY(%s) AND observation_id = ANY(%s);
