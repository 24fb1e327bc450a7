-- memtool schema, version 7: the event log as a second retrieval tier.
--
-- Each captured event's searchable text (prompt, tool input, tool output, final assistant
-- message) is split into passages, full-text indexed like observations (english
-- configuration). Written by memtool/passages.py only: at ingest, in the event's transaction,
-- and by `memtool index` for events captured before this version. Passages derive from the
-- append-only events and go when their event is purged.

-- The text a passage is indexed as: paths and identifiers split into their words (the parser keeps
-- `/path/to/types/filters.ts` or `numpy_handler` whole, so `filters` or `handler` would not match
-- them). Queries of the passages go through the same function.
CREATE FUNCTION memtool_passage_words(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT translate(body, '/._\', '    ')
$$;

CREATE TABLE event_passages (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_id    bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    part        smallint NOT NULL,          -- 0, 1, ... within the event
    role        text NOT NULL,              -- prompt | input | output | answer | text
    project     text NOT NULL,
    session_id  text,
    event_type  text NOT NULL,
    tool_name   text,
    occurred_at timestamptz NOT NULL,
    files       text[] NOT NULL DEFAULT '{}',
    body        text NOT NULL,
    search_tsv  tsvector GENERATED ALWAYS AS (to_tsvector('english', memtool_passage_words(body))) STORED,
    UNIQUE (event_id, part)
);
-- A project's passages newest first (the capped candidates of common terms), and "what was added
-- since the statistics were counted".
CREATE INDEX event_passages_project_id_idx ON event_passages (project, id);
CREATE INDEX event_passages_session_idx ON event_passages (session_id, id);
CREATE INDEX event_passages_files_idx ON event_passages USING gin (files);

-- Full-text statistics of the passages, per scope ('' = every project), as search_stats is for
-- observations: document count, total length, each lexeme's document frequency, and the highest
-- passage id counted (passages are never updated; a purge makes the mark exceed the maximum).
CREATE TABLE passage_stats (
    scope           text PRIMARY KEY,
    n_docs          bigint NOT NULL,
    total_length    bigint NOT NULL,
    seen_passage_id bigint NOT NULL DEFAULT 0,
    refreshed_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE passage_term_stats (
    scope   text NOT NULL,
    lexeme  text NOT NULL,
    df      integer NOT NULL,
    PRIMARY KEY (scope, lexeme)
);

CREATE FUNCTION memtool_refresh_passage_stats(p_scope text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    seen  bigint := coalesce((SELECT max(id) FROM event_passages), 0);
    docs  text := 'SELECT search_tsv FROM event_passages'
                  || CASE WHEN p_scope = '' THEN '' ELSE ' WHERE project = ' || quote_literal(p_scope) END;
    n     bigint;
    total bigint;
BEGIN
    DELETE FROM passage_term_stats WHERE scope = p_scope;
    INSERT INTO passage_term_stats (scope, lexeme, df)
        SELECT p_scope, s.word, s.ndoc FROM ts_stat(docs) AS s;
    total := coalesce((SELECT sum(df) FROM passage_term_stats WHERE scope = p_scope), 0);
    IF p_scope = '' THEN
        n := (SELECT count(*) FROM event_passages);
    ELSE
        n := (SELECT count(*) FROM event_passages WHERE project = p_scope);
    END IF;
    INSERT INTO passage_stats AS s (scope, n_docs, total_length, seen_passage_id, refreshed_at)
        VALUES (p_scope, n, total, seen, now())
        ON CONFLICT (scope) DO UPDATE
        SET n_docs = excluded.n_docs, total_length = excluded.total_length,
            seen_passage_id = excluded.seen_passage_id, refreshed_at = excluded.refreshed_at;
    RETURN n;
END $$;

-- Full-text candidates of one project intersected inside one GIN index, as for observations.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
        CREATE EXTENSION IF NOT EXISTS btree_gin;
        CREATE INDEX event_passages_project_tsv_idx ON event_passages USING gin (project, search_tsv);
    ELSE
        CREATE INDEX event_passages_tsv_idx ON event_passages USING gin (search_tsv);
    END IF;
END $$;
