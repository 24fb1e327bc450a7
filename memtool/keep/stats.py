"""Counts for people and monitoring: `stats()` (one record of totals) and `projects()` (one
record per project).

stats record: kind "stats", events, sessions, observations, observations_deleted, summaries,
embedded (observations with a vector for the current model), queue{pending, claimed, done,
skipped, dead}, spool_events, database_bytes, quota{event_bytes_limit, observation_limit,
events_compacted, over[] (one entry per project over a limit: project, event_bytes,
observations, over_event_bytes, over_observations)} — see quota.py.

injected{blocks, chars, tokens, memories, opened}: every block the hooks injected (injection log,
store/injections.py) — memories: distinct observations shown, opened: of those, read later with
`get` / MCP. Per session or per project: `injection_totals()` (kind "injection_totals").

project record: kind "project", project, observations, events, sessions, summaries, last_activity.
"""

from __future__ import annotations

from typing import Iterator

from memtool.store import db, injections
from memtool.keep import quota
from memtool import records
from memtool.capture import spool
from memtool.store.db import Conn
from memtool.store.observations import live


def stats(conn: Conn, model: str | None = None) -> dict:
    limits = quota.Limits.from_env()

    row = db.one(conn.execute(
        f"""SELECT (SELECT count(*) FROM events) AS events,
                  (SELECT count(*) FROM sessions) AS sessions,
                  (SELECT count(*) FROM observations WHERE {live()}) AS observations,
                  (SELECT count(*) FROM observations WHERE deleted_at IS NOT NULL) AS observations_deleted,
                  (SELECT count(*) FROM summaries) AS summaries,
                  (SELECT count(*) FROM embeddings e JOIN observations o ON o.id = e.observation_id
                    WHERE {live('o')} AND (%s::text IS NULL OR e.model = %s)) AS embedded,
                  pg_database_size(current_database()) AS database_bytes""",
        (model, model),
    ))
    queue = {status: 0 for status in ("pending", "claimed", "done", "skipped", "dead")}
    for q in conn.execute("SELECT status, count(*) AS n FROM event_queue GROUP BY status"):
        queue[q["status"]] = q["n"]
    usage = quota.status(conn, limits)
    injected = {k: 0 for k in ("blocks", "chars", "tokens", "memories", "opened")}
    for group in injections.totals(conn, by="all"):
        injected.update({k: group[k] for k in injected})
    return {"kind": "stats", **{k: row[k] for k in ("events", "sessions", "observations", "observations_deleted",
                                                    "summaries", "embedded")},
            "embedding_model": model, "queue": queue, "spool_events": spool.size()["events"],
            "database_bytes": row["database_bytes"], "injected": injected,
            "quota": {"event_bytes_limit": limits.event_bytes, "observation_limit": limits.observations,
                      "events_compacted": sum(u["events_compacted"] for u in usage),
                      "over": [{k: u[k] for k in ("project", "event_bytes", "observations", "over_event_bytes",
                                                  "over_observations")}
                               for u in usage if u["over_event_bytes"] or u["over_observations"]]}}


def projects(conn: Conn) -> Iterator[dict]:
    rows = conn.execute(
        f"""WITH o AS (SELECT project, count(*) AS n, max(updated_at) AS last FROM observations
                      WHERE {live()} GROUP BY project),
                e AS (SELECT project, count(*) AS n, max(occurred_at) AS last FROM events GROUP BY project),
                s AS (SELECT project, count(*) AS n FROM sessions GROUP BY project),
                m AS (SELECT project, count(*) AS n FROM summaries GROUP BY project)
           SELECT p.project, coalesce(o.n, 0) AS observations, coalesce(e.n, 0) AS events,
                  coalesce(s.n, 0) AS sessions, coalesce(m.n, 0) AS summaries,
                  greatest(o.last, e.last) AS last_activity
           FROM (SELECT project FROM o UNION SELECT project FROM e UNION SELECT project FROM s) p
           LEFT JOIN o USING (project) LEFT JOIN e USING (project) LEFT JOIN s USING (project)
           LEFT JOIN m USING (project)
           ORDER BY last_activity DESC NULLS LAST, p.project"""
    ).fetchall()
    for row in rows:
        yield {"kind": "project", **row, "last_activity": records.iso(row["last_activity"])}


def injection_totals(conn: Conn, by: str, session: str | None = None, project: str | None = None,
                     limit: int = 50) -> Iterator[dict]:
    """Injected blocks, tokens and memories opened later, per session or per project."""
    return injections.totals(conn, by=by, session=session, project=project, limit=limit)
