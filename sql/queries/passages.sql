-- Fixed reads of the event passages (store/passages_read.py; the passage search statement is
-- built from parts there; store/passages.py writes the table).

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
