-- The event passages: store/passages.py (the one module that writes event_passages) loads the
-- family; store/passages_read.py shares its loader for the reads (and builds the passage search
-- statement from parts).

-- name: event_texts
-- event_id, text: each of the events with ids in %s as its passages in order, an output
-- passage's first line (a header naming the call, passages.py) left out.
SELECT event_id,
       string_agg(CASE WHEN role = 'output' THEN substr(body, strpos(body, E'\n') + 1) ELSE body END, E'\n'
                  ORDER BY part) AS text
FROM event_passages WHERE event_id = ANY(%s) GROUP BY event_id;

-- name: query_lexemes
-- lexeme: each lexeme of the text %s as the passages index words (memtool_passage_words, english).
SELECT lexeme FROM unnest(to_tsvector('english', memtool_passage_words(%s))) AS t;

-- name: insert_passage
-- One passage: event_id, part, role, project, session_id, event_type, tool_name, occurred_at,
-- files, body; a passage already written is left as it is.
INSERT INTO event_passages (event_id, part, role, project, session_id, event_type, tool_name, occurred_at, files, body) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (event_id, part) DO NOTHING;

-- name: events_with_passages
-- event_id: the events among the ids in %s that have passages.
SELECT DISTINCT event_id FROM event_passages WHERE event_id = ANY(%s);

-- name: drop_passages
-- The passages of the events with ids in %s.
DELETE FROM event_passages WHERE event_id = ANY(%s);

-- name: events_to_index
-- The events with ids in %s that are not compacted, as the indexer reads them: id, project,
-- session_id, event_type, tool_name, occurred_at, payload.
SELECT e.id, e.project, e.session_id, e.event_type, e.tool_name, e.occurred_at, e.payload FROM events e WHERE e.id = ANY(%s) AND NOT ('compacted' = ANY(e.flags));

-- name: unindexed_events
-- Events above id %(after)s (of project %(project)s, or all when NULL) without passages, neither
-- markers nor compacted, oldest first, at most %(n)s; columns as events_to_index.
SELECT e.id, e.project, e.session_id, e.event_type, e.tool_name, e.occurred_at, e.payload
  FROM events e
  WHERE e.id > %(after)s AND (%(project)s::text IS NULL OR e.project = %(project)s)
    AND e.event_type NOT IN ('session_start', 'session_end') AND NOT ('compacted' = ANY(e.flags))
    AND NOT EXISTS (SELECT 1 FROM event_passages p WHERE p.event_id = e.id)
  ORDER BY e.id LIMIT %(n)s;

-- name: newest_unindexed
-- The events captured after the newest indexed one (what a search indexes before it answers),
-- neither markers nor compacted, oldest first, at most %(n)s; columns as events_to_index.
SELECT e.id, e.project, e.session_id, e.event_type, e.tool_name, e.occurred_at, e.payload
  FROM events e
  WHERE e.id > (SELECT coalesce(max(event_id), 0) FROM event_passages)
    AND e.event_type NOT IN ('session_start', 'session_end') AND NOT ('compacted' = ANY(e.flags))
  ORDER BY e.id LIMIT %(n)s;
