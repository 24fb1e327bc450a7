-- What memories cite in the code (store/citations.py, the one module that writes
-- memory_citations).

-- name: delete_citations
-- Every citation of observation %s.
DELETE FROM memory_citations WHERE observation_id = %s;

-- name: insert_citation
-- One citation of observation %s: root, path, kind, symbol, line_start, line_end, file_size,
-- file_mtime_ns, file_hash, text_hash, text_chars.
INSERT INTO memory_citations (observation_id, root, path, kind, symbol, line_start, line_end, file_size, file_mtime_ns, file_hash, text_hash, text_chars) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s);

-- name: citations_of
-- The citation rows of the observations with ids in %s, with their project, by observation and id.
SELECT c.*, o.project FROM memory_citations c JOIN observations o ON o.id = c.observation_id
  WHERE c.observation_id = ANY(%s) ORDER BY c.observation_id, c.id;

-- name: update_citation
-- What a check learnt about citation %(id)s: the file's size, mtime and hash and the lines (NULL:
-- unchanged), and broken_reason (NULL: it holds; broken_since and broken_runs follow).
UPDATE memory_citations SET
      file_size = coalesce(%(file_size)s, file_size), file_mtime_ns = coalesce(%(file_mtime_ns)s, file_mtime_ns),
      file_hash = coalesce(%(file_hash)s, file_hash), line_start = coalesce(%(line_start)s, line_start),
      line_end = coalesce(%(line_end)s, line_end), checked_at = now(),
      broken_since = CASE WHEN %(broken_reason)s::text IS NULL THEN NULL
                          ELSE coalesce(broken_since, now()) END,
      broken_runs = CASE WHEN %(broken_reason)s::text IS NULL THEN 0 ELSE broken_runs END,
      broken_reason = %(broken_reason)s
  WHERE id = %(id)s;

-- name: count_citation_runs
-- A maintain run checked the observations with ids in %s: a broken citation counts one more run, a
-- sound one starts again at 0.
UPDATE memory_citations SET broken_runs = CASE WHEN broken_reason IS NULL THEN 0 ELSE broken_runs + 1 END
  WHERE observation_id = ANY(%s);

-- name: worst_citations
-- Per observation with ids in %s: runs (its longest-broken citation's count) and sound (none is
-- broken).
SELECT observation_id, max(broken_runs) FILTER (WHERE broken_reason IS NOT NULL) AS runs,
         bool_and(broken_reason IS NULL) AS sound
  FROM memory_citations WHERE observation_id = ANY(%s) GROUP BY observation_id;
