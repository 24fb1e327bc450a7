-- memtool schema, version 9: retroactive redaction (`memtool scrub`) and forgetting.
--
-- Events stay append-only with two explicit exceptions, each asked for by one transaction:
--   memtool.allow_purge = 'on'  DELETE  (`memtool purge`, `memtool forget --purge`)
--   memtool.allow_scrub = 'on'  UPDATE  (`memtool scrub` replacing a stored secret by a marker)
CREATE OR REPLACE FUNCTION memtool_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND current_setting('memtool.allow_purge', true) = 'on' THEN
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND current_setting('memtool.allow_scrub', true) = 'on' THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'events are append-only (use `memtool purge` to delete, `memtool scrub` to redact)';
END $$;

-- Which redaction last went over what is stored: the fingerprint of its rules, engines and
-- patterns, and per table the highest id it had seen (the next run with the same fingerprint
-- only looks at newer rows). One row. Owned by memtool/rescrub.py.
CREATE TABLE redaction_state (
    singleton       boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    fingerprint     text NOT NULL,
    watermarks      jsonb NOT NULL DEFAULT '{}',
    scrubbed_at     timestamptz NOT NULL DEFAULT now()
);
