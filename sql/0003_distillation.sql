-- memtool schema, version 3: distillation (compress work queue, session summaries).

-- Reclaiming expired claims and reaping dead ones scan only the claimed rows.
CREATE INDEX event_queue_claimed_idx ON event_queue (claimed_at) WHERE status = 'claimed';
-- `memtool queue --list dead` and retries.
CREATE INDEX event_queue_failed_idx ON event_queue (event_id) WHERE status = 'dead';

-- Which observation came from an event (exactly-once checks, provenance, rebuilds).
CREATE INDEX observations_source_events_idx ON observations USING gin (source_event_ids);

-- Summarize: the prompts of a session, and "which sessions gained events".
CREATE INDEX events_session_type_idx ON events (session_id, event_type, id);

-- Re-summarizing a session replaces its summary; the previous content is kept here, like
-- observation_versions. A change of last_event_id alone (the high-water mark) is not a version.
CREATE FUNCTION memtool_summary_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (OLD.request, OLD.investigated, OLD.learned, OLD.completed, OLD.next_steps, OLD.files_read,
        OLD.files_modified, OLD.decisions, OLD.method, OLD.metadata, OLD.project)
       IS DISTINCT FROM
       (NEW.request, NEW.investigated, NEW.learned, NEW.completed, NEW.next_steps, NEW.files_read,
        NEW.files_modified, NEW.decisions, NEW.method, NEW.metadata, NEW.project) THEN
        INSERT INTO summary_versions (summary_id, version, snapshot)
        VALUES (OLD.id, OLD.version, to_jsonb(OLD) - 'search_tsv');
        NEW.version := OLD.version + 1;
        NEW.updated_at := now();
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER summaries_audit BEFORE UPDATE ON summaries
    FOR EACH ROW EXECUTE FUNCTION memtool_summary_audit();
