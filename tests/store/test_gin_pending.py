"""GIN indexes keep a small pending list, so a search never reads megabytes of unmerged entries."""

from __future__ import annotations

import pytest

_GIN = """
SELECT c.relname, coalesce(c.reloptions, '{}') AS options
FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE am.amname = 'gin' AND n.nspname = current_schema()
"""


def test_every_gin_index_bounds_its_pending_list(conn):
    rows = conn.execute(_GIN).fetchall()
    names = {r["relname"] for r in rows}
    assert {"observations_tsv_idx", "event_passages_files_idx"} <= names, names
    assert all("gin_pending_list_limit=1024" in r["options"] for r in rows), rows


def test_a_passage_batch_leaves_few_pending_pages(conn):
    # With PostgreSQL's default limit (4 MB) the batch below stays pending until a vacuum, and
    # every scan of the index reads all of it first.
    try:
        conn.execute("CREATE EXTENSION IF NOT EXISTS pgstattuple")
    except Exception as exc:  # a server without the contrib module: the option test above still runs
        pytest.skip(f"pgstattuple unavailable: {exc}")
    conn.execute("""INSERT INTO events (event_key, project, source, event_type, payload, content_hash, occurred_at)
                    VALUES ('gin:1', '/repo/a', 'test', 'tool', '{}', 'h', now())""")
    conn.execute("""INSERT INTO event_passages (event_id, part, role, project, event_type, occurred_at, body)
                    SELECT (SELECT id FROM events WHERE event_key = 'gin:1'), i, 'output', '/repo/a', 'tool', now(),
                           (SELECT string_agg('word' || (i * 97 + j) % 50000, ' ') FROM generate_series(1, 60) j)
                    FROM generate_series(1, 4000) i""")
    index = conn.execute("SELECT indexrelid::regclass::text AS name FROM pg_index"
                         " WHERE indrelid = 'event_passages'::regclass AND pg_get_indexdef(indexrelid) LIKE '%%search_tsv%%'"
                         ).fetchone()["name"]
    pending = conn.execute("SELECT pending_pages FROM pgstatginindex(%s)", (index,)).fetchone()["pending_pages"]
    assert pending <= 130, pending  # 1 MB is 128 pages of 8 kB
