-- memtool schema, version 10: maintenance — dedup merges get an id and can be undone exactly;
-- `memtool maintain` keeps its high-water marks.
--
-- One row per merge `memtool dedup` made: every member's full row before the merge and right
-- after it (to_jsonb of the observation, without search_tsv), and the observation_versions rows
-- the merge wrote. `memtool dedup --undo ID` puts the members back as they were before (same
-- content, version, timestamps) when nothing changed them since, and marks the merge undone;
-- the row stays, so what the merge did is never lost.
CREATE TABLE merges (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    project         text NOT NULL,
    kept_id         bigint NOT NULL REFERENCES observations (id) ON DELETE CASCADE,
    merged_ids      bigint[] NOT NULL,
    similarity      real,
    threshold       real,
    before          jsonb NOT NULL,
    after           jsonb NOT NULL,
    version_ids     bigint[] NOT NULL DEFAULT '{}',
    merged_at       timestamptz NOT NULL DEFAULT now(),
    undone_at       timestamptz
);
CREATE INDEX merges_kept_idx ON merges (kept_id);
CREATE INDEX merges_project_idx ON merges (project, id);

-- What `memtool maintain` remembers between runs (high-water marks, e.g. the time up to which
-- dedup has looked at new vectors), one row per key. Written only by memtool/maintain.py.
CREATE TABLE maintenance_state (
    key             text PRIMARY KEY,
    value           jsonb NOT NULL,
    updated_at      timestamptz NOT NULL DEFAULT now()
);
