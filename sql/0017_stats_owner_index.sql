-- memtool schema, version 17: the per-role statistics are read through their primary key again.
--
-- Schema 16 (0016_team_stats.sql) keyed the statistics by (owner, scope[, lexeme]) and selected
-- the caller's rows with `owner = current_user`. current_user is of type `name`, whose collation
-- is "C"; `owner` is text in the database's default collation. A comparison of two different
-- collations cannot use a btree index built on the other one, so every lookup of a query term's
-- document frequency became a sequential scan of every role's and scope's terms with `owner` as a
-- Filter (EXPLAIN ANALYZE on a 20k-observation database: search_term_stats_by_role 14,291 rows
-- removed by the filter per query term, passage_term_stats_by_role 20,116; warm search's two
-- statistics round trips 0.3 -> 7.9 ms and 0.3 -> 17.6 ms on a loaded machine; a recount's
-- delete and sum of one scope scanned the whole table as well). The same lookup with the role as
-- text in the default collation is an Index Cond on the primary key (0.06 ms).
--
-- `current_user::text COLLATE "default"` is the same value; only the comparison's collation
-- changes (equality of deterministic collations is byte equality either way), so every view and
-- policy selects exactly the rows it did. texteq is leakproof: under a member's policies the
-- view's conditions still reach the index.

CREATE OR REPLACE VIEW search_stats WITH (security_invoker = true) AS
    SELECT scope, n_docs, total_length, seen_observation_id, seen_version_id, changed, refreshed_at
    FROM search_stats_by_role WHERE owner = (current_user::text COLLATE "default");
CREATE OR REPLACE VIEW search_term_stats WITH (security_invoker = true) AS
    SELECT lexeme, scope, df FROM search_term_stats_by_role WHERE owner = (current_user::text COLLATE "default");
CREATE OR REPLACE VIEW passage_stats WITH (security_invoker = true) AS
    SELECT scope, n_docs, total_length, seen_passage_id, refreshed_at
    FROM passage_stats_by_role WHERE owner = (current_user::text COLLATE "default");
CREATE OR REPLACE VIEW passage_term_stats WITH (security_invoker = true) AS
    SELECT scope, lexeme, df FROM passage_term_stats_by_role WHERE owner = (current_user::text COLLATE "default");

ALTER POLICY own_search_stats ON search_stats_by_role
    USING (owner = (current_user::text COLLATE "default")) WITH CHECK (owner = (current_user::text COLLATE "default"));
ALTER POLICY own_search_terms ON search_term_stats_by_role
    USING (owner = (current_user::text COLLATE "default")) WITH CHECK (owner = (current_user::text COLLATE "default"));
ALTER POLICY own_passage_stats ON passage_stats_by_role
    USING (owner = (current_user::text COLLATE "default")) WITH CHECK (owner = (current_user::text COLLATE "default"));
ALTER POLICY own_passage_terms ON passage_term_stats_by_role
    USING (owner = (current_user::text COLLATE "default")) WITH CHECK (owner = (current_user::text COLLATE "default"));

-- The recounts of schema 16, with the role in a text variable (default collation): their delete
-- and sum of one scope walk the primary key instead of the whole table.
CREATE OR REPLACE FUNCTION memtool_refresh_search_stats(p_scope text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    me       text := current_user;
    seen_obs bigint := coalesce((SELECT max(id) FROM observations), 0);
    seen_ver bigint := coalesce((SELECT max(id) FROM observation_versions), 0);
    docs     text := 'SELECT search_tsv FROM observations WHERE deleted_at IS NULL'
                     || CASE WHEN p_scope = '' THEN '' ELSE ' AND project = ' || quote_literal(p_scope) END;
    n        bigint;
    total    bigint;
BEGIN
    DELETE FROM search_term_stats_by_role WHERE owner = me AND scope = p_scope;
    INSERT INTO search_term_stats_by_role (owner, lexeme, scope, df)
        SELECT me, s.word, p_scope, s.ndoc FROM ts_stat(docs) AS s;
    -- length(search_tsv) counts distinct lexemes, so the lengths add up to the document frequencies.
    total := coalesce((SELECT sum(df) FROM search_term_stats_by_role WHERE owner = me AND scope = p_scope), 0);
    IF p_scope = '' THEN
        n := (SELECT count(*) FROM observations WHERE deleted_at IS NULL);
    ELSE
        n := (SELECT count(*) FROM observations WHERE project = p_scope AND deleted_at IS NULL);
    END IF;
    INSERT INTO search_stats_by_role AS s (owner, scope, n_docs, total_length, seen_observation_id, seen_version_id,
                                           changed, refreshed_at)
        VALUES (me, p_scope, n, total, seen_obs, seen_ver, 0, now())
        ON CONFLICT (owner, scope) DO UPDATE
        SET n_docs = excluded.n_docs, total_length = excluded.total_length,
            seen_observation_id = excluded.seen_observation_id, seen_version_id = excluded.seen_version_id,
            changed = 0, refreshed_at = excluded.refreshed_at;
    RETURN n;
END $$;

CREATE OR REPLACE FUNCTION memtool_refresh_passage_stats(p_scope text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    me    text := current_user;
    seen  bigint := coalesce((SELECT max(id) FROM event_passages), 0);
    docs  text := 'SELECT search_tsv FROM event_passages'
                  || CASE WHEN p_scope = '' THEN '' ELSE ' WHERE project = ' || quote_literal(p_scope) END;
    n     bigint;
    total bigint;
BEGIN
    DELETE FROM passage_term_stats_by_role WHERE owner = me AND scope = p_scope;
    INSERT INTO passage_term_stats_by_role (owner, scope, lexeme, df)
        SELECT me, p_scope, s.word, s.ndoc FROM ts_stat(docs) AS s;
    total := coalesce((SELECT sum(df) FROM passage_term_stats_by_role WHERE owner = me AND scope = p_scope), 0);
    IF p_scope = '' THEN
        n := (SELECT count(*) FROM event_passages);
    ELSE
        n := (SELECT count(*) FROM event_passages WHERE project = p_scope);
    END IF;
    INSERT INTO passage_stats_by_role AS s (owner, scope, n_docs, total_length, seen_passage_id, refreshed_at)
        VALUES (me, p_scope, n, total, seen, now())
        ON CONFLICT (owner, scope) DO UPDATE
        SET n_docs = excluded.n_docs, total_length = excluded.total_length,
            seen_passage_id = excluded.seen_passage_id, refreshed_at = excluded.refreshed_at;
    RETURN n;
END $$;
