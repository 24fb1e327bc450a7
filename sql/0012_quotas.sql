-- memtool schema, version 12: quotas — a project over its stored-event-bytes limit has its oldest
-- raw event payloads compacted into their rollups (memtool/quota.py).
--
-- Events stay append-only with three explicit exceptions, each asked for by one transaction:
--   memtool.allow_purge = 'on'    DELETE  (`memtool purge`, `memtool forget --purge`)
--   memtool.allow_scrub = 'on'    UPDATE  (`memtool scrub` replacing a stored secret by a marker)
--   memtool.allow_compact = 'on'  UPDATE of payload and flags only (quota compaction: the row —
--                                 id, key, session, project, type, tool, time — stays, the
--                                 payload becomes a pointer to the summary and day rollup that
--                                 hold what it said, flags gain 'compacted')
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
    RAISE EXCEPTION 'events are append-only (use `memtool purge` to delete, `memtool scrub` to redact)';
END $$;
