-- The recall log (store/recalls.py, the one module that writes recall_log).

-- name: record_recall
-- One recall: via %s, the observation ids %s.
INSERT INTO recall_log (via, observation_ids) VALUES (%s, %s);

-- name: fold_recalls
-- Take the log: per observation_id, recalls (how many) and recalled_at (the latest); the rows are
-- removed. Only the rows this transaction sees: a row appended while it runs stays for the next
-- fold.
WITH taken AS (DELETE FROM recall_log RETURNING observation_ids, recalled_at)
  SELECT t.id AS observation_id, count(*)::int AS recalls, max(taken.recalled_at) AS recalled_at
  FROM taken, unnest(taken.observation_ids) AS t(id)
  GROUP BY t.id ORDER BY t.id;

-- name: count_recalls
-- n: the recalls recorded and not folded yet.
SELECT count(*) AS n FROM recall_log;
