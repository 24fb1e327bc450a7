-- memtool schema, version 11: consolidation — which memories were recalled, and which left the
-- default views (superseded by a later one, or beyond the project's budget). Nothing here
-- changes a memory: a demoted memory keeps its row, its versions and its vector, and
-- `memtool search --all` still finds it.
--
-- Recalls are recorded cheaply where they happen (search, context, MCP): one appended row per
-- call with the ids it returned, never an UPDATE of the memories (a search must never wait on a
-- row lock). `memtool consolidate` folds the log into memory_standing and empties what it
-- folded. Owned by memtool/recalls.py.
CREATE TABLE recall_log (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    via             text NOT NULL,
    observation_ids bigint[] NOT NULL,
    recalled_at     timestamptz NOT NULL DEFAULT now()
);

-- One row per memory that was ever recalled or demoted (the others have no row: never
-- recalled, in the default views). Owned by memtool/consolidate.py.
--   recalls            how many times search, context or MCP returned it (reads via `get`
--                      stay in observations.access_count)
--   demoted_at         set: out of the default search, the injected context and the knowledge
--                      file; demoted_reason 'superseded' (superseded_by: the later memory) or
--                      'budget' (beyond the project's budget, lowest standing first)
CREATE TABLE memory_standing (
    observation_id  bigint PRIMARY KEY REFERENCES observations (id) ON DELETE CASCADE,
    recalls         integer NOT NULL DEFAULT 0,
    recalled_at     timestamptz,
    demoted_at      timestamptz,
    demoted_reason  text CHECK (demoted_reason IN ('superseded', 'budget')),
    superseded_by   bigint REFERENCES observations (id) ON DELETE SET NULL,
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CHECK ((demoted_at IS NULL) = (demoted_reason IS NULL))
);
CREATE INDEX memory_standing_demoted_idx ON memory_standing (observation_id) WHERE demoted_at IS NOT NULL;
