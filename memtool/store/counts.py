"""Counts across the tables for people and monitoring — `memtool stats`, its per-project view,
the status line and quota usage (keep/stats.py, keep/statusline.py, keep/quota.py call these);
the statements are sql/queries/counts.sql's. Read-only.
"""

from __future__ import annotations

from memtool.store import db, queries
from memtool.store.db import Conn

Q = queries.Family("counts")


def totals(conn: Conn, model: str | None = None) -> dict:
    """events, sessions, observations (live), observations_deleted, summaries, embedded (live
    observations with a vector of `model`; of any model with None), database_bytes."""
    return dict(db.one(conn.execute(Q["totals"], (model, model))))


def queue_by_status(conn: Conn) -> dict[str, int]:
    """The compress queue's rows per status (only statuses that have rows)."""
    return {row["status"]: row["n"] for row in conn.execute(Q["queue_by_status"])}


def projects(conn: Conn) -> list[dict]:
    """Per project: project, observations, events, sessions, summaries, last_activity (a
    datetime or None); the most recently active first."""
    return [dict(row) for row in conn.execute(Q["projects"])]


def status_line(conn: Conn, session: str | None, project: str | None) -> dict:
    """injected (distinct refs injected into `session`), events (of `session`), pending (of
    `project`, waiting for distillation)."""
    return dict(db.one(conn.execute(Q["status_line"], {"s": session, "p": project})))


def quota_usage(conn: Conn) -> list[dict]:
    """Per project: project, event_bytes, events, events_compacted, observations."""
    return [dict(row) for row in conn.execute(Q["quota_usage"])]
