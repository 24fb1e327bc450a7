-- memtool schema, version 5: the episode-neighbour lookup of search ("the observation just
-- before / after this one in the same project") as a direct index seek. Ordering by
-- (created_at, id) with a row comparison needs both columns in the index: with created_at
-- alone, observations sharing a timestamp (imports, bulk loads) were scanned one by one.
CREATE INDEX observations_project_time_id_idx ON observations (project, created_at, id) WHERE deleted_at IS NULL;
