-- The events and sessions family (store/events.py, the one module that writes both tables).

-- name: ids_of_session
-- id of every event of session %s.
SELECT id FROM events WHERE session_id = %s;

-- name: ids_of_project
-- id of every event of project %s.
SELECT id FROM events WHERE project = %s;

-- name: sessions_of_events
-- session_id of the events with ids in %s (distinct).
SELECT DISTINCT session_id FROM events WHERE id = ANY(%s);

-- name: export_events
-- Every event (of %(project)s, or all; at or after %(since)s, or all), by id: whole rows.
SELECT * FROM events WHERE (%(project)s::text IS NULL OR project = %(project)s)
   AND (%(since)s::timestamptz IS NULL OR occurred_at >= %(since)s) ORDER BY id;

-- name: compactable
-- The oldest events of project %(project)s (at most %(n)s) whose payload a quota may compact:
-- distilled (no open queue row), covered by their session's summary, on a day with a rollup that
-- includes the session. id, bytes (payload size), summary_id, rollup_id, day.
SELECT e.id, pg_column_size(e.payload) AS bytes, s.id AS summary_id, r.id AS rollup_id, r.day
FROM events e
JOIN summaries s ON s.session_id = e.session_id AND s.last_event_id >= e.id
JOIN day_rollups r ON r.project = e.project AND r.day = (e.occurred_at AT TIME ZONE 'UTC')::date
                  AND e.session_id = ANY(r.session_ids)
WHERE e.project = %(project)s AND NOT ('compacted' = ANY(e.flags))
  AND NOT EXISTS (SELECT 1 FROM event_queue q WHERE q.event_id = e.id AND q.status IN ('pending', 'claimed'))
ORDER BY e.occurred_at, e.id
LIMIT %(n)s;

-- name: newest_of_session
-- newest (the highest event id) and project (of that event) of session %s; NULLs without events.
SELECT max(id) AS newest, (array_agg(project ORDER BY id DESC))[1] AS project
  FROM events WHERE session_id = %s;

-- name: session_prompts
-- id, text of session %(session)s's prompts up to event %(upto)s, in order.
SELECT id, payload->>'prompt' AS text FROM events
 WHERE session_id = %(session)s AND event_type = 'prompt' AND id <= %(upto)s ORDER BY id;

-- name: session_tools
-- Session %(session)s's tool calls up to event %(upto)s, in order, without the bulky parts of their
-- input (file contents, edit texts) and with the last %(tail)s characters of the output only when
-- the call failed: id, tool_name, project, cwd, tool_input, exit_code, is_error, tool_output.
SELECT id, tool_name, project, cwd,
       CASE WHEN jsonb_typeof(payload->'tool_input') = 'object'
            THEN (payload->'tool_input') - '{content,old_string,new_string,oldString,newString,edits}'::text[]
            ELSE '{}'::jsonb END AS tool_input,
       payload->'exit_code' AS exit_code, payload->'is_error' AS is_error,
       CASE WHEN payload->>'is_error' = 'true'
              OR (jsonb_typeof(payload->'exit_code') = 'number' AND (payload->>'exit_code')::numeric <> 0)
            THEN right(payload->>'tool_output', %(tail)s) ELSE '' END AS tool_output
  FROM events
 WHERE session_id = %(session)s AND event_type = 'tool' AND id <= %(upto)s ORDER BY id;

-- name: session_final_text
-- id, text: the last non-empty assistant or session-end text of session %(session)s up to %(upto)s.
SELECT id, payload->>'text' AS text FROM events
 WHERE session_id = %(session)s AND event_type IN ('assistant', 'session_end') AND id <= %(upto)s
   AND coalesce(payload->>'text', '') <> ''
 ORDER BY id DESC LIMIT 1;

-- name: session_span
-- first (event id) and days (UTC dates) that session %(session)s covers up to event %(upto)s.
SELECT min(id) AS first, array_agg(DISTINCT (occurred_at AT TIME ZONE 'UTC')::date) AS days
  FROM events WHERE session_id = %(session)s AND id <= %(upto)s;

-- name: events_by_ids
-- The events with ids in %s (no order): id, session_id, project, source, event_type, tool_name,
-- cwd, payload, flags, occurred_at, owner.
SELECT id, session_id, project, source, event_type, tool_name, cwd, payload, flags, occurred_at, owner
  FROM events WHERE id = ANY(%s);

-- name: session_before
-- What session %(session)s looked like before event %(id)s, in two index range scans: its latest
-- non-empty prompt, and its last %(depth)s tool calls (newest first) with the command, the path
-- read, exit_code and is_error ('uncaught' for a traceback without either) as plain text columns.
(SELECT id, event_type, NULL AS tool_name, NULL AS project, NULL AS cwd,
        payload->>'prompt' AS prompt, NULL AS command, NULL AS path, NULL AS exit_code,
        NULL AS is_error
   FROM events
  WHERE session_id = %(session)s AND event_type = 'prompt' AND id < %(id)s
    AND coalesce(payload->>'prompt', '') <> ''
  ORDER BY id DESC LIMIT 1)
UNION ALL
(SELECT id, event_type, tool_name, project, cwd, NULL,
        payload->'tool_input'->>'command',
        coalesce(payload->'tool_input'->>'filePath', payload->'tool_input'->>'file_path',
                 payload->'tool_input'->>'path', payload->'tool_input'->>'notebook_path'),
        payload->>'exit_code',
        CASE WHEN payload->>'exit_code' IS NULL AND payload->>'is_error' IS NULL
                  AND payload->'tool_input' ? 'command'
                  AND position('Traceback (most recent call last)' IN payload->>'tool_output') > 0
             THEN 'uncaught' ELSE payload->>'is_error' END
   FROM events
  WHERE session_id = %(session)s AND event_type = 'tool' AND id < %(id)s
  ORDER BY id DESC LIMIT %(depth)s);

-- name: session_open
-- A row when session %s still has events waiting in the compress queue (pending or claimed).
SELECT 1 FROM event_queue q JOIN events e ON e.id = q.event_id
 WHERE e.session_id = %s AND q.status IN ('pending', 'claimed') LIMIT 1;

-- name: session_events
-- Every event of session %s, in order: id, session_id, project, source, event_type, tool_name,
-- cwd, payload.
SELECT id, session_id, project, source, event_type, tool_name, cwd, payload
  FROM events WHERE session_id = %s ORDER BY id;

-- name: day_sessions
-- The sessions with events between %(start)s and %(end)s (of %(project)s, or all), by start:
-- session_id, project and source (of its latest event), started_at, ended_at, events,
-- first_event_id, last_event_id.
SELECT e.session_id, (array_agg(e.project ORDER BY e.id DESC))[1] AS project,
       (array_agg(e.source ORDER BY e.id DESC))[1] AS source,
       min(e.occurred_at) AS started_at, max(e.occurred_at) AS ended_at, count(*) AS events,
       min(e.id) AS first_event_id, max(e.id) AS last_event_id
  FROM events e
 WHERE e.occurred_at >= %(start)s AND e.occurred_at < %(end)s AND e.session_id IS NOT NULL
   AND (%(project)s::text IS NULL OR e.project = %(project)s)
 GROUP BY e.session_id
 ORDER BY min(e.occurred_at), min(e.id);

-- name: session_timeline
-- The first events of session %s (at most %s), in order, as a timeline lists them: id, event_type, tool_name,
-- project, cwd, occurred_at, session_id, tool_input (bulky parts dropped), text (a prompt's or
-- message's first 400 characters), exit_code, is_error, compacted_into.
SELECT id, event_type, tool_name, project, cwd, occurred_at, session_id,
       CASE WHEN jsonb_typeof(payload->'tool_input') = 'object'
            THEN (payload->'tool_input') - '{content,old_string,new_string,oldString,newString,edits}'::text[]
            ELSE '{}'::jsonb END AS tool_input,
       left(coalesce(payload->>'prompt', payload->>'text', payload->>'title', ''), 400) AS text,
       payload->'exit_code' AS exit_code, payload->'is_error' AS is_error,
       CASE WHEN 'compacted' = ANY(flags) THEN payload->'compacted_into' END AS compacted_into
  FROM events WHERE session_id = %s ORDER BY id LIMIT %s;

-- name: whole_events
-- The stored events with ids in %(ids)s (of project %(project)s, or any when NULL): every column
-- but owner, as `get` and the event timeline show them.
SELECT id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
       content_hash, occurred_at, ingested_at
FROM events WHERE id = ANY(%(ids)s) AND (%(project)s::text IS NULL OR project = %(project)s);

-- name: events_around
-- The events of session %(s)s (NULL: those without a session) in project %(p)s just before event
-- %(id)s (at most %(before)s, newest first) and just after it (at most %(after)s, oldest first),
-- columns as whole_events.
(SELECT id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
        content_hash, occurred_at, ingested_at
 FROM events WHERE session_id IS NOT DISTINCT FROM %(s)s AND project = %(p)s AND id < %(id)s
 ORDER BY id DESC LIMIT %(before)s)
UNION ALL
(SELECT id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
        content_hash, occurred_at, ingested_at
 FROM events WHERE session_id IS NOT DISTINCT FROM %(s)s AND project = %(p)s AND id > %(id)s
 ORDER BY id LIMIT %(after)s);

-- name: events_after
-- The events with an id above %s, oldest first, at most %s; columns as whole_events.
SELECT id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
       content_hash, occurred_at, ingested_at
FROM events WHERE id > %s ORDER BY id LIMIT %s;

-- name: latest_event_id
-- id: the newest event's id, 0 when there is none.
SELECT coalesce(max(id), 0) AS id FROM events;

-- name: admit_capture
-- open: false at once while a restore holds the capture lock %s (CAPTURE_LOCK) or waits for it (a
-- waiting exclusive request blocks new shared ones, so a stream of captures cannot starve the
-- restore); taken shared for the transaction otherwise.
SELECT pg_try_advisory_xact_lock_shared(%s) AS open;

-- name: insert_events
-- A batch in one statement, one array per column (payload and flags as JSON text), ids given in
-- input order (NULL: the next of the sequence); rows whose event_key is stored already (or earlier
-- in the batch) are left out. Returns id, event_key, ingested_at of the stored ones.
INSERT INTO events (id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
                      content_hash, occurred_at, ingested_at)
  SELECT COALESCE(r.id, nextval(pg_get_serial_sequence('events', 'id'))), r.event_key, r.session_id, r.project,
         r.source, r.event_type, r.tool_name, r.cwd, r.payload::jsonb,
         ARRAY(SELECT jsonb_array_elements_text(r.flags::jsonb)), r.content_hash, r.occurred_at,
         COALESCE(r.ingested_at, now())
  FROM unnest(%b::bigint[], %b::text[], %b::text[], %b::text[], %b::text[], %b::text[], %b::text[], %b::text[],
              %b::text[], %b::text[], %b::text[], %b::timestamptz[], %b::timestamptz[])
       WITH ORDINALITY AS r(id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
                            content_hash, occurred_at, ingested_at, n)
  ORDER BY r.n
  ON CONFLICT (event_key) DO NOTHING
  RETURNING id, event_key, ingested_at;

-- name: advance_event_ids
-- After rows were stored with ids of their own (an import), new ids continue above them.
SELECT setval(pg_get_serial_sequence('events', 'id'), GREATEST((SELECT max(id) FROM events), 1));

-- name: session_projects
-- id, project of the sessions with ids in %s.
SELECT id, project FROM sessions WHERE id = ANY(%s);

-- name: session_places
-- project, cwd: the distinct places the sessions with ids in %s ran in.
SELECT DISTINCT project, cwd FROM sessions WHERE id = ANY(%s) AND cwd IS NOT NULL ORDER BY 1, 2;

-- name: existing_event_ids
-- id of the stored events among the ids in %s.
SELECT id FROM events WHERE id = ANY(%s);

-- name: upsert_session
-- A session (id, project, source, cwd, started_at, last_event_at) created, or its cwd filled and
-- its time span widened.
INSERT INTO sessions (id, project, source, cwd, started_at, last_event_at)
  VALUES (%s, %s, %s, %s, %s, %s)
  ON CONFLICT (id) DO UPDATE SET
    cwd = COALESCE(sessions.cwd, EXCLUDED.cwd),
    started_at = LEAST(sessions.started_at, EXCLUDED.started_at),
    last_event_at = GREATEST(sessions.last_event_at, EXCLUDED.last_event_at);

-- name: delete_project_events
-- A project's events (%s; before %s when not NULL); needs memtool.allow_purge.
DELETE FROM events WHERE project = %s AND (%s::timestamptz IS NULL OR occurred_at < %s);

-- name: delete_events
-- The events with ids in %s; needs memtool.allow_purge.
DELETE FROM events WHERE id = ANY(%s);

-- name: drop_empty_sessions
-- The sessions listed in %(ids)s or of project %(project)s (when not NULL) that have neither
-- events nor a summary left.
DELETE FROM sessions s WHERE (s.id = ANY(%(ids)s) OR (%(project)s::text IS NOT NULL AND s.project = %(project)s))
  AND NOT EXISTS (SELECT 1 FROM events e WHERE e.session_id = s.id)
  AND NOT EXISTS (SELECT 1 FROM summaries m WHERE m.session_id = s.id);

-- name: compact_payloads
-- A quota's compaction: each event's payload (ids in the first array) replaced by a pointer to its
-- summary, day rollup and day (the other arrays), flagged compacted; needs memtool.allow_compact.
-- Returns the new payloads' bytes.
UPDATE events e
  SET payload = jsonb_build_object('compacted_into', jsonb_build_object('summary_id', c.summary_id,
                                                                        'rollup_id', c.rollup_id, 'day', c.day),
                                   'bytes', pg_column_size(e.payload)),
      flags = array_append(e.flags, 'compacted')
  FROM unnest(%b::bigint[], %b::bigint[], %b::bigint[], %b::date[]) AS c(id, summary_id, rollup_id, day)
  WHERE e.id = c.id AND NOT ('compacted' = ANY(e.flags))
  RETURNING pg_column_size(e.payload) AS bytes;
