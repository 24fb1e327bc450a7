-- Vectors of observations, one row per observation and model (store/embeddings.py: the owner of
-- `embeddings`; the CREATE INDEX statements are composed there).

-- name: may_index
-- ok: may the connected role create indexes on embeddings (its owner's member, or a superuser)?
SELECT pg_has_role(current_user, relowner, 'USAGE') OR
       (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS ok
  FROM pg_class WHERE oid = 'embeddings'::regclass;

-- name: projects_with_vectors
-- project: every project with vectors of model %s.
SELECT DISTINCT project FROM embeddings WHERE model = %s;

-- name: without_index
-- p: the projects of %s whose index (the name at the same place in %s) does not exist.
SELECT t.p FROM unnest(%s::text[], %s::text[]) AS t(p, name) WHERE to_regclass(t.name) IS NULL;

-- name: big_enough
-- project: those of model %s's projects among %s with at least %s vectors, sorted.
SELECT project FROM embeddings WHERE model = %s AND project = ANY(%s)
 GROUP BY project HAVING count(*) >= %s ORDER BY project;

-- name: count_stale
-- n: live observations (of %(project)s, or all) with no vector of %(model)s, or one older than their
-- last change (every one with %(force)s), after id %(after)s.
SELECT count(*) AS n FROM (
    SELECT o.id FROM observations o
      LEFT JOIN embeddings e ON e.observation_id = o.id AND e.model = %(model)s
     WHERE {live(o)} AND o.id > %(after)s
       AND (%(project)s::text IS NULL OR o.project = %(project)s)
       AND (%(force)s OR e.observation_id IS NULL OR o.updated_at > e.created_at)) s;

-- name: stale
-- The next %(limit)s of those, by id: id, project, title, narrative, facts, concepts, files_read,
-- files_modified, embedded_hash (the text hash of the vector there is, or NULL).
SELECT o.id, o.project, o.title, o.narrative, o.facts, o.concepts, o.files_read, o.files_modified,
       e.content_hash AS embedded_hash
  FROM observations o
  LEFT JOIN embeddings e ON e.observation_id = o.id AND e.model = %(model)s
 WHERE {live(o)} AND o.id > %(after)s
   AND (%(project)s::text IS NULL OR o.project = %(project)s)
   AND (%(force)s OR e.observation_id IS NULL OR o.updated_at > e.created_at)
 ORDER BY o.id LIMIT %(limit)s;

-- name: texts_of
-- The same columns for the live observations with ids in %s (vector of model %s), by id.
SELECT o.id, o.project, o.title, o.narrative, o.facts, o.concepts, o.files_read,
       o.files_modified, e.content_hash AS embedded_hash
  FROM observations o
  LEFT JOIN embeddings e ON e.observation_id = o.id AND e.model = %s
 WHERE o.id = ANY(%s) AND {live(o)} ORDER BY o.id;

-- name: mark_current
-- Checked and still current: model %s's vectors of the observations %s count as written now (so
-- the next `--missing` run skips them).
UPDATE embeddings e SET created_at = greatest(now(), o.updated_at)
  FROM observations o
 WHERE e.observation_id = o.id AND e.model = %s AND e.observation_id = ANY(%s);

-- name: upsert_vector
-- Store a vector: parameters observation id, model, content_hash (of the text), embedding, and the
-- observation id again (the vector counts as written at its update time or now).
INSERT INTO embeddings (observation_id, model, content_hash, embedding, created_at)
SELECT %s, %s, %s, %s, greatest(now(), o.updated_at) FROM observations o WHERE o.id = %s
ON CONFLICT (observation_id, model) DO UPDATE
SET content_hash = EXCLUDED.content_hash, embedding = EXCLUDED.embedding,
    created_at = EXCLUDED.created_at;

-- name: prune
-- Delete the vectors of every model but %s.
DELETE FROM embeddings WHERE model <> %s;

-- name: drop_vectors
-- Delete the vectors (all models) of the observations with ids in %s.
DELETE FROM embeddings WHERE observation_id = ANY(%s);
