-- memtool schema, version 4: full-text statistics for search (BM25 IDF without counting per query).
--
-- Per scope ('' = every project, otherwise one project's live observations): the document count,
-- the total document length (sum of length(search_tsv)), and each lexeme's document frequency.
-- They are approximate by design: search refreshes a scope lazily once enough of it changed
-- (`memtool.search.refresh_stats`), and treats a lexeme missing here as rare.

CREATE TABLE search_stats (
    scope               text PRIMARY KEY,
    n_docs              bigint NOT NULL,
    total_length        bigint NOT NULL,
    -- What the refresh saw, and how far later changes have been counted (high-water marks on
    -- observations.id and observation_versions.id: new rows, and updates / soft deletes).
    seen_observation_id bigint NOT NULL DEFAULT 0,
    seen_version_id     bigint NOT NULL DEFAULT 0,
    changed             bigint NOT NULL DEFAULT 0,
    refreshed_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE search_term_stats (
    lexeme  text NOT NULL,
    scope   text NOT NULL,
    df      integer NOT NULL,
    -- (scope, lexeme): a point lookup per query term, and the refresh's delete by scope, with
    -- no second index the planner could prefer for lookups when its statistics are stale.
    PRIMARY KEY (scope, lexeme)
);

-- Recount one scope with ts_stat(); returns its document count. Concurrent refreshes of the same
-- scope are serialised by the caller (advisory lock).
CREATE FUNCTION memtool_refresh_search_stats(p_scope text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    seen_obs bigint := coalesce((SELECT max(id) FROM observations), 0);
    seen_ver bigint := coalesce((SELECT max(id) FROM observation_versions), 0);
    docs     text := 'SELECT search_tsv FROM observations WHERE deleted_at IS NULL'
                     || CASE WHEN p_scope = '' THEN '' ELSE ' AND project = ' || quote_literal(p_scope) END;
    n        bigint;
    total    bigint;
BEGIN
    DELETE FROM search_term_stats WHERE scope = p_scope;
    INSERT INTO search_term_stats (lexeme, scope, df)
        SELECT s.word, p_scope, s.ndoc FROM ts_stat(docs) AS s;
    -- length(search_tsv) counts distinct lexemes, so the lengths add up to the document frequencies.
    total := coalesce((SELECT sum(df) FROM search_term_stats WHERE scope = p_scope), 0);
    IF p_scope = '' THEN
        n := (SELECT count(*) FROM observations WHERE deleted_at IS NULL);
    ELSE
        n := (SELECT count(*) FROM observations WHERE project = p_scope AND deleted_at IS NULL);
    END IF;
    INSERT INTO search_stats AS s (scope, n_docs, total_length, seen_observation_id, seen_version_id, changed,
                                   refreshed_at)
        VALUES (p_scope, n, total, seen_obs, seen_ver, 0, now())
        ON CONFLICT (scope) DO UPDATE
        SET n_docs = excluded.n_docs, total_length = excluded.total_length,
            seen_observation_id = excluded.seen_observation_id, seen_version_id = excluded.seen_version_id,
            changed = 0, refreshed_at = excluded.refreshed_at;
    RETURN n;
END $$;

-- Full-text candidates of one project: the project and the lexemes are intersected inside one GIN
-- index (btree_gin), instead of AND-ing a bitmap of the whole project with each lexeme's. Where
-- the server lacks btree_gin (a contrib module), search works the same without it, only slower.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
        CREATE EXTENSION IF NOT EXISTS btree_gin;
        CREATE INDEX observations_project_tsv_idx ON observations USING gin (project, search_tsv)
            WHERE deleted_at IS NULL;
    END IF;
END $$;
