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

from memtool.store import counts, injections
from memtool.keep import quota
from memtool import records
from memtool.capture import spool
from memtool.store.db import Conn


def stats(conn: Conn, model: str | None = None) -> dict:
    limits = quota.Limits.from_env()

    row = counts.totals(conn, model)
    queue = {status: 0 for status in ("pending", "claimed", "done", "skipped", "dead")}
    queue.update(counts.queue_by_status(conn))
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
    rows = counts.projects(conn)
    for row in rows:
        yield {"kind": "project", **row, "last_activity": records.iso(row["last_activity"])}


def injection_totals(conn: Conn, by: str, session: str | None = None, project: str | None = None,
                     limit: int = 50) -> Iterator[dict]:
    """Injected blocks, tokens and memories opened later, per session or per project."""
    return injections.totals(conn, by=by, session=session, project=project, limit=limit)
