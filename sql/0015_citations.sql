-- memtool schema, version 15: what each memory cites in the code, checked before it is used.
--
-- One row per cited file, line range or symbol of an observation (memtool/citations.py says what
-- counts as a citation), recorded when the memory is stored: the path relative to `root` (the
-- project's checkout), the file's size, mtime and sha256, and for a range or a symbol the sha256
-- of the cited lines with blanks removed — never the code itself. Context, search and get check
-- the working tree against it (a stat first); `memtool maintain` re-checks every row and counts
-- the runs a citation has stayed broken (broken_runs). Owned by memtool/store/citations.py.
CREATE TABLE memory_citations (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    observation_id  bigint NOT NULL REFERENCES observations (id) ON DELETE CASCADE,
    root            text NOT NULL,
    path            text NOT NULL,
    kind            text NOT NULL CHECK (kind IN ('file', 'lines', 'symbol')),
    symbol          text NOT NULL DEFAULT '',
    line_start      integer,
    line_end        integer,
    file_size       bigint,
    file_mtime_ns   bigint,
    file_hash       text,
    text_hash       text,
    text_chars      integer,
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    checked_at      timestamptz,
    broken_reason   text,
    broken_since    timestamptz,
    broken_runs     integer NOT NULL DEFAULT 0
);
CREATE INDEX memory_citations_observation ON memory_citations (observation_id);

-- A memory whose citations stayed broken is retired (demoted, kept); a memory under review waits
-- as proposed until approved.
ALTER TABLE memory_standing DROP CONSTRAINT memory_standing_demoted_reason_check;
ALTER TABLE memory_standing ADD CONSTRAINT memory_standing_demoted_reason_check
    CHECK (demoted_reason IN ('superseded', 'budget', 'citations', 'proposed'));

-- Team servers (schema 14): a memory's citations are visible with the memory.
ALTER TABLE memory_citations ENABLE ROW LEVEL SECURITY;
CREATE POLICY citations_of_visible ON memory_citations
    USING (EXISTS (SELECT 1 FROM observations o WHERE o.id = observation_id));
