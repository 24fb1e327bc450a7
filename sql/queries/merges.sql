-- The merges dedup records, so that each can be undone (store/merges.py: the owner of `merges`).

-- name: insert_merge
-- Record a merge about to happen: project, kept_id, merged_ids, similarity, threshold, before
-- (every member's row as it was); returns id.
INSERT INTO merges (project, kept_id, merged_ids, similarity, threshold, before, after)
VALUES (%s, %s, %s, %s, %s, %s, '[]') RETURNING id;

-- name: merge_done
-- The merge's members as they are after it (after) and the version rows it wrote (version_ids), by id.
UPDATE merges SET after = %s, version_ids = %s WHERE id = %s;

-- name: lock_merge
-- The whole merge row %s, locked until the transaction ends.
SELECT * FROM merges WHERE id = %s FOR UPDATE;

-- name: merge_undone
-- Mark merge %s undone now.
UPDATE merges SET undone_at = now() WHERE id = %s;
