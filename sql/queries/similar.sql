-- Memories near each other by vector (store/similar.py): what dedup merges and consolidation
-- finds superseded. The statements that go through a project's HNSW index are composed in
-- store/similar.py (the project and model must be literals there); these run with parameters.
-- `{same_visibility()}` is the rule that a pair merges only within one visibility.

-- name: embedding_dims
-- dim: the dimensions of one vector of model %s (none when the model has no vectors).
SELECT vector_dims(embedding) AS dim FROM embeddings WHERE model = %s LIMIT 1;

-- name: vector_count
-- n: how many vectors of model %s project %s holds.
SELECT count(*) AS n FROM embeddings WHERE model = %s AND project = %s;

-- name: vectors
-- id, v: every vector of model %s in project %s in binary form (vector_send: int16 dimensions,
-- int16 unused, float4 big-endian each), by observation id.
SELECT observation_id AS id, vector_send(embedding) AS v FROM embeddings
 WHERE model = %s AND project = %s ORDER BY observation_id;

-- name: group_by_project
-- project, ids: the observations with ids in %s, grouped by project.
SELECT project, array_agg(id) AS ids FROM observations WHERE id = ANY(%s) GROUP BY project ORDER BY project;

-- name: duplicate_starts
-- id: live memories with a vector of model %s (of project %s, or all; vector written at or after
-- %s, or all): dedup's starting points.
SELECT o.id FROM observations o JOIN embeddings e ON e.observation_id = o.id AND e.model = %s
 WHERE {live(o)} AND (%s::text IS NULL OR o.project = %s)
   AND (%s::timestamptz IS NULL OR e.created_at >= %s) ORDER BY o.id;

-- name: duplicate_pairs
-- Pairs found in memory (neighbours.Nearest: arrays %(a)s, %(b)s, %(sim)s) that may be duplicates:
-- the second live, of a compatible type, similar enough (%(threshold)s), in project %(project)s.
SELECT a.id AS a_id, b.id, b.type, p.sim, similarity(a.title, b.title) AS title_sim,
       a.title AS a_title, b.title AS b_title
FROM unnest(%(a)s::bigint[], %(b)s::bigint[], %(sim)s::float8[]) AS p(a, b, sim)
JOIN observations a ON a.id = p.a
JOIN observations b ON b.id = p.b
WHERE a.project = %(project)s AND {live(b)} AND p.sim >= %(threshold)s
  AND (b.type = a.type OR 'note' IN (a.type, b.type)) AND {same_visibility()}
ORDER BY p.a, p.sim DESC;

-- name: subject_starts
-- id, project: live memories of the types %(types)s with a vector of model %(model)s written at or
-- after %(since)s (or all): where consolidation looks for supersession.
SELECT o.id, o.project FROM observations o
  JOIN embeddings e ON e.observation_id = o.id AND e.model = %(model)s
 WHERE {live(o)} AND o.type = ANY(%(types)s)
   AND (%(since)s::timestamptz IS NULL OR e.created_at >= %(since)s)
 ORDER BY o.project, o.id;

-- name: subject_pairs
-- Pairs found in memory (arrays %(a)s, %(b)s, %(sim)s) on the same subject: the second live, of
-- the same type, similar (%(similar)s) or similar enough with a modified file in common
-- (%(file_similar)s). a_id, a_created, b_id, b_created, sim.
SELECT a.id AS a_id, a.created_at AS a_created, b.id AS b_id, b.created_at AS b_created, p.sim
FROM unnest(%(a)s::bigint[], %(b)s::bigint[], %(sim)s::float8[]) AS p(a, b, sim)
JOIN observations a ON a.id = p.a
JOIN observations b ON b.id = p.b
WHERE {live(b)} AND b.type = a.type
  AND (p.sim >= %(similar)s OR (p.sim >= %(file_similar)s AND a.files_modified && b.files_modified))
  AND {same_visibility()};
