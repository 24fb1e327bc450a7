"""Explicit deletion — the only way rows leave memtool (nothing is ever deleted automatically).

`purge()` removes raw events (with their queue rows) of one project, optionally only those
before a time, and with `observations=True` also hard-deletes that project's observations
(their versions and vectors go with them) and summaries. Sessions left without events are
removed. Returns the counts: {"kind": "purge", "project", "events", "observations",
"summaries", "sessions", "dry_run"}.
"""

from __future__ import annotations

import datetime as dt


def purge(conn, project: str, before: dt.datetime | None = None, observations: bool = False,
          dry_run: bool = False) -> dict:
    counts = {"kind": "purge", "project": project, "events": 0, "observations": 0, "summaries": 0,
              "sessions": 0, "dry_run": dry_run}
    with conn.transaction() as tx:
        conn.execute("SET LOCAL memtool.allow_purge = 'on'")
        counts["events"] = conn.execute(
            "DELETE FROM events WHERE project = %s AND (%s::timestamptz IS NULL OR occurred_at < %s)",
            (project, before, before)).rowcount
        if observations:
            counts["observations"] = conn.execute(
                "DELETE FROM observations WHERE project = %s AND (%s::timestamptz IS NULL OR created_at < %s)",
                (project, before, before)).rowcount
            counts["summaries"] = conn.execute(
                "DELETE FROM summaries WHERE project = %s AND (%s::timestamptz IS NULL OR updated_at < %s)",
                (project, before, before)).rowcount
        counts["sessions"] = conn.execute(
            """DELETE FROM sessions s WHERE project = %s
               AND NOT EXISTS (SELECT 1 FROM events e WHERE e.session_id = s.id)
               AND NOT EXISTS (SELECT 1 FROM summaries m WHERE m.session_id = s.id)""",
            (project,)).rowcount
        if dry_run:
            from psycopg import Rollback

            raise Rollback(tx)
    if counts["observations"]:
        from memtool import search

        # Search notices new rows and edits by itself, but not rows that vanished: recount every
        # scope searched so far.
        search.refresh_stats(conn)
    return counts
