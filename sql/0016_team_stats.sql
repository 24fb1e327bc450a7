-- memtool schema, version 16: full-text statistics per role, and membership checked once per statement
-- (team servers, issue 25; docs/team.md).
--
-- Search's BM25 statistics (document counts, total lengths, each lexeme's document frequency per
-- scope) were counted over every row the counting role saw and readable by every role: a member
-- could read the words of another member's private memories and raw events as lexemes with a
-- document frequency. Now each role has its own statistics, counted over exactly the rows it may
-- read (ts_stat runs the count as the caller, under row-level security) and readable only by it:
--   search_stats_by_role, search_term_stats_by_role     observations (what the role sees of them)
--   passage_stats_by_role, passage_term_stats_by_role   event passages (the role's own)
-- The old names are views of the caller's own rows (`owner = current_user`), so search reads and
-- refreshes them as before; the policies make direct SQL on the tables show a member only theirs.
-- On the embedded server one role does everything: its statistics are the same as before.
--
-- Who counts: whoever searches, lazily, as before — a member within its own rights (it owns its
-- rows). A role exempt from row-level security (the admin) that purges or scrubs drops every
-- other role's statistics (memtool_forget_term_stats(NULL)): each recounts at its next search, so
-- no purged word survives in anybody's. Grants and revokes drop the member's (their view changed).

ALTER TABLE search_stats RENAME TO search_stats_by_role;
ALTER TABLE search_term_stats RENAME TO search_term_stats_by_role;
ALTER TABLE passage_stats RENAME TO passage_stats_by_role;
ALTER TABLE passage_term_stats RENAME TO passage_term_stats_by_role;

ALTER TABLE search_stats_by_role ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE search_term_stats_by_role ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE passage_stats_by_role ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE passage_term_stats_by_role ADD COLUMN owner text NOT NULL DEFAULT current_user;

-- (owner, scope[, lexeme]): the views' point lookups, and a recount's delete of one role's scope.
ALTER TABLE search_stats_by_role DROP CONSTRAINT search_stats_pkey;
ALTER TABLE search_stats_by_role ADD PRIMARY KEY (owner, scope);
ALTER TABLE search_term_stats_by_role DROP CONSTRAINT search_term_stats_pkey;
ALTER TABLE search_term_stats_by_role ADD PRIMARY KEY (owner, scope, lexeme);
ALTER TABLE passage_stats_by_role DROP CONSTRAINT passage_stats_pkey;
ALTER TABLE passage_stats_by_role ADD PRIMARY KEY (owner, scope);
ALTER TABLE passage_term_stats_by_role DROP CONSTRAINT passage_term_stats_pkey;
ALTER TABLE passage_term_stats_by_role ADD PRIMARY KEY (owner, scope, lexeme);

ALTER TABLE search_stats_by_role ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_search_stats ON search_stats_by_role
    USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE search_term_stats_by_role ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_search_terms ON search_term_stats_by_role
    USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE passage_stats_by_role ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_passage_stats ON passage_stats_by_role
    USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE passage_term_stats_by_role ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_passage_terms ON passage_term_stats_by_role
    USING (owner = current_user) WITH CHECK (owner = current_user);

-- The names search uses: the caller's own rows (for the admin too, whom the policies exempt).
-- security_invoker: the caller's privileges and policies apply to the table beneath.
CREATE VIEW search_stats WITH (security_invoker = true) AS
    SELECT scope, n_docs, total_length, seen_observation_id, seen_version_id, changed, refreshed_at
    FROM search_stats_by_role WHERE owner = current_user;
CREATE VIEW search_term_stats WITH (security_invoker = true) AS
    SELECT lexeme, scope, df FROM search_term_stats_by_role WHERE owner = current_user;
CREATE VIEW passage_stats WITH (security_invoker = true) AS
    SELECT scope, n_docs, total_length, seen_passage_id, refreshed_at
    FROM passage_stats_by_role WHERE owner = current_user;
CREATE VIEW passage_term_stats WITH (security_invoker = true) AS
    SELECT scope, lexeme, df FROM passage_term_stats_by_role WHERE owner = current_user;

-- Recount one scope for the calling role, over the observations it may read.
CREATE OR REPLACE FUNCTION memtool_refresh_search_stats(p_scope text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    seen_obs bigint := coalesce((SELECT max(id) FROM observations), 0);
    seen_ver bigint := coalesce((SELECT max(id) FROM observation_versions), 0);
    docs     text := 'SELECT search_tsv FROM observations WHERE deleted_at IS NULL'
                     || CASE WHEN p_scope = '' THEN '' ELSE ' AND project = ' || quote_literal(p_scope) END;
    n        bigint;
    total    bigint;
BEGIN
    DELETE FROM search_term_stats_by_role WHERE owner = current_user AND scope = p_scope;
    INSERT INTO search_term_stats_by_role (owner, lexeme, scope, df)
        SELECT current_user, s.word, p_scope, s.ndoc FROM ts_stat(docs) AS s;
    -- length(search_tsv) counts distinct lexemes, so the lengths add up to the document frequencies.
    total := coalesce((SELECT sum(df) FROM search_term_stats_by_role
                       WHERE owner = current_user AND scope = p_scope), 0);
    IF p_scope = '' THEN
        n := (SELECT count(*) FROM observations WHERE deleted_at IS NULL);
    ELSE
        n := (SELECT count(*) FROM observations WHERE project = p_scope AND deleted_at IS NULL);
    END IF;
    INSERT INTO search_stats_by_role AS s (owner, scope, n_docs, total_length, seen_observation_id, seen_version_id,
                                           changed, refreshed_at)
        VALUES (current_user, p_scope, n, total, seen_obs, seen_ver, 0, now())
        ON CONFLICT (owner, scope) DO UPDATE
        SET n_docs = excluded.n_docs, total_length = excluded.total_length,
            seen_observation_id = excluded.seen_observation_id, seen_version_id = excluded.seen_version_id,
            changed = 0, refreshed_at = excluded.refreshed_at;
    RETURN n;
END $$;

-- Recount one scope for the calling role, over the event passages it may read (its own).
CREATE OR REPLACE FUNCTION memtool_refresh_passage_stats(p_scope text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    seen  bigint := coalesce((SELECT max(id) FROM event_passages), 0);
    docs  text := 'SELECT search_tsv FROM event_passages'
                  || CASE WHEN p_scope = '' THEN '' ELSE ' WHERE project = ' || quote_literal(p_scope) END;
    n     bigint;
    total bigint;
BEGIN
    DELETE FROM passage_term_stats_by_role WHERE owner = current_user AND scope = p_scope;
    INSERT INTO passage_term_stats_by_role (owner, scope, lexeme, df)
        SELECT current_user, p_scope, s.word, s.ndoc FROM ts_stat(docs) AS s;
    total := coalesce((SELECT sum(df) FROM passage_term_stats_by_role
                       WHERE owner = current_user AND scope = p_scope), 0);
    IF p_scope = '' THEN
        n := (SELECT count(*) FROM event_passages);
    ELSE
        n := (SELECT count(*) FROM event_passages WHERE project = p_scope);
    END IF;
    INSERT INTO passage_stats_by_role AS s (owner, scope, n_docs, total_length, seen_passage_id, refreshed_at)
        VALUES (current_user, p_scope, n, total, seen, now())
        ON CONFLICT (owner, scope) DO UPDATE
        SET n_docs = excluded.n_docs, total_length = excluded.total_length,
            seen_passage_id = excluded.seen_passage_id, refreshed_at = excluded.refreshed_at;
    RETURN n;
END $$;

-- Drop statistics of other roles: p_owner's (a member whose grants changed), or with NULL every
-- role's but the caller's (after a purge or scrub by the admin). A member's policies leave it
-- only its own rows, so from a member this changes nothing. Returns the rows dropped.
CREATE FUNCTION memtool_forget_term_stats(p_owner text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    dropped bigint := 0;
    n bigint;
BEGIN
    DELETE FROM search_term_stats_by_role
        WHERE owner <> current_user AND (p_owner IS NULL OR owner = p_owner);
    GET DIAGNOSTICS n = ROW_COUNT; dropped := dropped + n;
    DELETE FROM search_stats_by_role WHERE owner <> current_user AND (p_owner IS NULL OR owner = p_owner);
    GET DIAGNOSTICS n = ROW_COUNT; dropped := dropped + n;
    DELETE FROM passage_term_stats_by_role
        WHERE owner <> current_user AND (p_owner IS NULL OR owner = p_owner);
    GET DIAGNOSTICS n = ROW_COUNT; dropped := dropped + n;
    DELETE FROM passage_stats_by_role WHERE owner <> current_user AND (p_owner IS NULL OR owner = p_owner);
    GET DIAGNOSTICS n = ROW_COUNT; dropped := dropped + n;
    RETURN dropped;
END $$;

-- Rekey (schema 14) drops both keys' statistics: every role's now, not only the caller's.
CREATE OR REPLACE FUNCTION memtool_rekey_project(p_old text, p_new text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
    moved jsonb := '{}';
    n bigint;
BEGIN
    PERFORM set_config('memtool.allow_rekey', 'on', true);
    PERFORM set_config('memtool.change_reason', 'rekey', true);
    UPDATE sessions SET project = p_new WHERE project = p_old;
    GET DIAGNOSTICS n = ROW_COUNT; moved := moved || jsonb_build_object('sessions', n);
    UPDATE events SET project = p_new WHERE project = p_old;
    GET DIAGNOSTICS n = ROW_COUNT; moved := moved || jsonb_build_object('events', n);
    UPDATE event_passages SET project = p_new WHERE project = p_old;
    GET DIAGNOSTICS n = ROW_COUNT; moved := moved || jsonb_build_object('event_passages', n);
    UPDATE observations SET project = p_new WHERE project = p_old;  -- their vectors follow (trigger)
    GET DIAGNOSTICS n = ROW_COUNT; moved := moved || jsonb_build_object('observations', n);
    UPDATE summaries SET project = p_new WHERE project = p_old;
    GET DIAGNOSTICS n = ROW_COUNT; moved := moved || jsonb_build_object('summaries', n);
    UPDATE day_rollups r SET project = p_new WHERE r.project = p_old
       AND NOT EXISTS (SELECT 1 FROM day_rollups x WHERE x.project = p_new AND x.day = r.day);
    GET DIAGNOSTICS n = ROW_COUNT; moved := moved || jsonb_build_object('day_rollups', n);
    UPDATE merges SET project = p_new WHERE project = p_old;
    UPDATE injection_log SET project = p_new WHERE project = p_old;
    UPDATE team_members t SET project = p_new WHERE t.project = p_old
       AND NOT EXISTS (SELECT 1 FROM team_members x WHERE x.project = p_new AND x.member = t.member);
    DELETE FROM search_term_stats_by_role WHERE scope IN (p_old, p_new);
    DELETE FROM search_stats_by_role WHERE scope IN (p_old, p_new);
    DELETE FROM passage_term_stats_by_role WHERE scope IN (p_old, p_new);
    DELETE FROM passage_stats_by_role WHERE scope IN (p_old, p_new);
    RETURN moved;
END $$;

-- Membership checked once per statement, not once per row (schema 14 called memtool_member_of()
-- for every row a member's query read: a member's search spent most of its server time there).
-- `project IN (SELECT …)` is a hashed subplan of the role's own grants; same rows, same meaning.
ALTER POLICY memories_read ON observations
    USING (owner = current_user OR (NOT private AND project IN (
        SELECT m.project FROM team_members m WHERE m.member = current_user)));
ALTER POLICY memories_change ON observations
    USING (owner = current_user OR (NOT private AND project IN (
        SELECT m.project FROM team_members m WHERE m.member = current_user)))
    WITH CHECK (owner = current_user OR (NOT private AND project IN (
        SELECT m.project FROM team_members m WHERE m.member = current_user)));
ALTER POLICY summaries_of_members ON summaries
    USING (owner = current_user OR project IN (SELECT m.project FROM team_members m WHERE m.member = current_user));
ALTER POLICY rollups_of_members ON day_rollups
    USING (project IN (SELECT m.project FROM team_members m WHERE m.member = current_user));
ALTER POLICY merges_of_members ON merges
    USING (project IN (SELECT m.project FROM team_members m WHERE m.member = current_user));
