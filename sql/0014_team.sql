-- memtool schema, version 14: team memory on a shared server (issue 25; docs/team.md).
--
-- Every row that belongs to someone records its owner, the PostgreSQL role that wrote it
-- (default current_user; rows derived from events take their events' owner). Row-level security
-- decides what a role that neither owns the tables nor is a superuser may see and change:
--   events, sessions, passages, recall and injection logs   only the owner's own
--   observations (memories)   the owner's own, and the project's shared ones (private = false)
--                             when the role is a member of the project (team_members)
--   summaries, day rollups, merges   the project's, for its members (and the owner)
--   versions, vectors, standing, queue   follow the row they belong to
-- The embedded server and a single-user server connect as the tables' owner (or a superuser),
-- which PostgreSQL exempts from row-level security: there these policies change nothing.
-- `memtool team init` (store/team.py) creates the member role and its grants; this file needs
-- no privilege beyond owning the tables.

ALTER TABLE events ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE sessions ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE event_passages ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE observations ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE observations ADD COLUMN private boolean NOT NULL DEFAULT false;
ALTER TABLE summaries ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE recall_log ADD COLUMN owner text NOT NULL DEFAULT current_user;
ALTER TABLE injection_log ADD COLUMN owner text NOT NULL DEFAULT current_user;

-- The same memory written by two people is two rows until dedup (which never merges across
-- owners' private memories); one person's private memory must not block another's save.
DROP INDEX observations_dedup_idx;
CREATE UNIQUE INDEX observations_dedup_idx ON observations (project, content_hash, owner) WHERE deleted_at IS NULL;

-- Who may read a project's shared memory. Written only by the admin (`memtool team grant`).
CREATE TABLE team_members (
    member      text NOT NULL,
    project     text NOT NULL,
    granted_by  text NOT NULL DEFAULT current_user,
    granted_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (member, project)
);
CREATE INDEX team_members_project_idx ON team_members (project);

CREATE FUNCTION memtool_member_of(p_project text) RETURNS boolean LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM team_members m WHERE m.member = current_user AND m.project = p_project)
$$;

-- Rows derived from events belong to the events' owner, whoever derives them (one `maintain`
-- on the server distils everybody's events).
CREATE FUNCTION memtool_owner_from_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    found_owner text;
BEGIN
    IF TG_TABLE_NAME = 'event_passages' THEN
        SELECT e.owner INTO found_owner FROM events e WHERE e.id = NEW.event_id;
    ELSIF TG_TABLE_NAME = 'observations' AND cardinality(NEW.source_event_ids) > 0 THEN
        SELECT e.owner INTO found_owner FROM events e WHERE e.id = NEW.source_event_ids[1];
    ELSIF TG_TABLE_NAME = 'summaries' THEN
        SELECT s.owner INTO found_owner FROM sessions s WHERE s.id = NEW.session_id;
    END IF;
    IF found_owner IS NOT NULL THEN
        NEW.owner := found_owner;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER event_passages_owner BEFORE INSERT ON event_passages
    FOR EACH ROW EXECUTE FUNCTION memtool_owner_from_event();
CREATE TRIGGER observations_owner BEFORE INSERT ON observations
    FOR EACH ROW EXECUTE FUNCTION memtool_owner_from_event();
CREATE TRIGGER summaries_owner BEFORE INSERT ON summaries
    FOR EACH ROW EXECUTE FUNCTION memtool_owner_from_event();

-- The policies (PUBLIC: every role that is not exempt).
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_events ON events USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_sessions ON sessions USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE event_passages ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_passages ON event_passages USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE recall_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_recalls ON recall_log USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE injection_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_injections ON injection_log USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE event_queue ENABLE ROW LEVEL SECURITY;
CREATE POLICY queue_of_own_events ON event_queue
    USING (EXISTS (SELECT 1 FROM events e WHERE e.id = event_id));

ALTER TABLE observations ENABLE ROW LEVEL SECURITY;
CREATE POLICY memories_read ON observations FOR SELECT
    USING (owner = current_user OR (NOT private AND memtool_member_of(project)));
CREATE POLICY memories_write ON observations FOR INSERT WITH CHECK (owner = current_user);
CREATE POLICY memories_change ON observations FOR UPDATE
    USING (owner = current_user OR (NOT private AND memtool_member_of(project)))
    WITH CHECK (owner = current_user OR (NOT private AND memtool_member_of(project)));
CREATE POLICY memories_delete ON observations FOR DELETE USING (owner = current_user);
ALTER TABLE observation_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY versions_of_visible ON observation_versions
    USING (EXISTS (SELECT 1 FROM observations o WHERE o.id = observation_id));
ALTER TABLE embeddings ENABLE ROW LEVEL SECURITY;
CREATE POLICY vectors_of_visible ON embeddings
    USING (EXISTS (SELECT 1 FROM observations o WHERE o.id = observation_id));
ALTER TABLE memory_standing ENABLE ROW LEVEL SECURITY;
CREATE POLICY standing_of_visible ON memory_standing
    USING (EXISTS (SELECT 1 FROM observations o WHERE o.id = observation_id));

ALTER TABLE summaries ENABLE ROW LEVEL SECURITY;
CREATE POLICY summaries_of_members ON summaries
    USING (owner = current_user OR memtool_member_of(project)) WITH CHECK (owner = current_user);
ALTER TABLE summary_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY summary_versions_of_visible ON summary_versions
    USING (EXISTS (SELECT 1 FROM summaries s WHERE s.id = summary_id));
ALTER TABLE day_rollups ENABLE ROW LEVEL SECURITY;
CREATE POLICY rollups_of_members ON day_rollups USING (memtool_member_of(project));
ALTER TABLE day_rollup_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY rollup_versions_of_visible ON day_rollup_versions
    USING (EXISTS (SELECT 1 FROM day_rollups r WHERE r.id = rollup_id));
ALTER TABLE merges ENABLE ROW LEVEL SECURITY;
CREATE POLICY merges_of_members ON merges USING (memtool_member_of(project));

ALTER TABLE team_members ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_memberships ON team_members FOR SELECT USING (member = current_user);

-- Moving a project to another key: `memtool team rekey` moves what was stored under a clone's
-- path (the key before team mode) to its repository's remote key. Events stay append-only but
-- for this one change, asked for by the transaction (memtool.allow_rekey = 'on').
CREATE OR REPLACE FUNCTION memtool_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('memtool.allow_purge', true) = 'on' THEN
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND current_setting('memtool.allow_scrub', true) = 'on' THEN
        RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' AND current_setting('memtool.allow_compact', true) = 'on'
       AND (NEW.id, NEW.event_key, NEW.session_id, NEW.project, NEW.source, NEW.event_type, NEW.tool_name,
            NEW.cwd, NEW.content_hash, NEW.occurred_at, NEW.ingested_at)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.event_key, OLD.session_id, OLD.project, OLD.source, OLD.event_type, OLD.tool_name,
            OLD.cwd, OLD.content_hash, OLD.occurred_at, OLD.ingested_at) THEN
        RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' AND current_setting('memtool.allow_rekey', true) = 'on'
       AND (to_jsonb(NEW) - 'project') = (to_jsonb(OLD) - 'project') THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'events are append-only (use `memtool purge` to delete, `memtool scrub` to redact)';
END $$;

-- Returns how many rows of each table moved. A day rollup or a grant the new key already has
-- for that day / member stays under the old key (summarize rebuilds the new key's day); the
-- full-text statistics of both keys are dropped and recounted by the next search.
CREATE FUNCTION memtool_rekey_project(p_old text, p_new text) RETURNS jsonb LANGUAGE plpgsql AS $$
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
    DELETE FROM search_term_stats WHERE scope IN (p_old, p_new);
    DELETE FROM search_stats WHERE scope IN (p_old, p_new);
    DELETE FROM passage_term_stats WHERE scope IN (p_old, p_new);
    DELETE FROM passage_stats WHERE scope IN (p_old, p_new);
    RETURN moved;
END $$;
