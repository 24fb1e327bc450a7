"""Explicit deletion — the only way rows leave memtool (nothing is ever deleted automatically).

`purge()` removes raw events (with their queue rows and passages) of one project, optionally only
those before a time, and with `observations=True` also hard-deletes that project's observations
(their versions and vectors go with them), summaries and day rollups. Sessions left without
events are removed. Returns the counts: {"kind": "purge", "project", "events", "observations",
"summaries", "rollups", "sessions", "dry_run"}.

`forget()` forgets one or more observations, a session or a project:

* soft (the default): the observations are soft-deleted (restorable: their history stays, no
  search, context or MCP call returns them); events and summaries stay.
* ``purge=True``: the content and everything derived from it goes for good -- the observations,
  the events they came from (for a session or project: all of its events), every observation
  derived from those events and the events those came from (links followed both ways until
  nothing new turns up), the summaries of the sessions that lost events or that link to a
  purged observation or event, the day rollups built from those summaries, and with them their
  versions, vectors, queue rows and event passages; sessions left empty go too. Full-text
  statistics are recounted so no purged word survives in them. `memtool summarize --pending`
  rebuilds summaries and rollups from what is left.

Record: {"kind": "forget", "target": {...}, "mode": "soft" | "purge", "observations", "events",
"summaries", "rollups", "sessions", "dry_run"}.
"""

from __future__ import annotations

import datetime as dt

from psycopg import Rollback

from memtool.store import db, events, passages, termstats
from memtool.distil import rollups, summarize
from memtool.store import observations as stored_observations
from memtool.store.db import Conn


def purge(conn: Conn, project: str, before: dt.datetime | None = None, observations: bool = False,
          dry_run: bool = False) -> dict:
    counts = {"kind": "purge", "project": project, "events": 0, "observations": 0, "summaries": 0,
              "rollups": 0, "sessions": 0, "dry_run": dry_run}
    with conn.transaction() as tx:
        conn.execute("SET LOCAL memtool.allow_purge = 'on'")
        counts["events"] = events.delete_project(conn, project, before)
        if observations:
            counts["observations"] = stored_observations.delete_project(conn, project, before)
            counts["summaries"] = summarize.delete_project(conn, project, before)
            if _has_table(conn, "day_rollups"):
                counts["rollups"] = rollups.delete_project(conn, project, before)
        counts["sessions"] = events.drop_empty_sessions(conn, project=project)
        if dry_run:
            raise Rollback(tx)
    if counts["observations"] or counts["events"]:
        _recount(conn)
    return counts


def forget(conn: Conn, observation_ids: list[int] | None = None, session: str | None = None,
           project: str | None = None, purge: bool = False, dry_run: bool = False) -> dict:
    """Forget observations, a session or a project (exactly one); see the module docstring."""
    given = [bool(observation_ids), session is not None, project is not None]
    if sum(given) != 1:
        raise ValueError("forget needs exactly one of: observation ids, a session, a project")
    target = ({"observations": list(observation_ids or [])} if observation_ids
              else {"session": session} if session is not None else {"project": project})
    counts = {"kind": "forget", "target": target, "mode": "purge" if purge else "soft",
              "observations": 0, "events": 0, "summaries": 0, "rollups": 0, "sessions": 0,
              "dry_run": dry_run}
    with conn.transaction() as tx:
        obs = _target_observations(conn, observation_ids, session, project)
        if not purge:
            counts["observations"] = stored_observations.forget_many(conn, obs, reason="forget")
        else:
            conn.execute("SET LOCAL memtool.allow_purge = 'on'")
            _purge_closure(conn, counts, obs, session, project)
        if dry_run:
            raise Rollback(tx)
    if purge and not dry_run:
        _recount(conn)
    return counts


def _target_observations(conn: Conn, ids, session, project) -> list[int]:
    if ids:
        return [r["id"] for r in conn.execute("SELECT id FROM observations WHERE id = ANY(%s)",
                                              ([int(i) for i in ids],))]
    if session is not None:
        return [r["id"] for r in conn.execute("SELECT id FROM observations WHERE session_id = %s",
                                              (session,))]
    return [r["id"] for r in conn.execute("SELECT id FROM observations WHERE project = %s", (project,))]


def _purge_closure(conn: Conn, counts: dict, obs: list[int], session, project) -> None:
    """Delete the observations, their events and everything derived from either."""
    if session is not None:
        event_ids = _ids(conn, "SELECT id FROM events WHERE session_id = %s", (session,))
    elif project is not None:
        event_ids = _ids(conn, "SELECT id FROM events WHERE project = %s", (project,))
    else:
        event_ids = []
    # every observation derived from those events quotes the same content, and the events those
    # observations came from too: follow the links both ways until nothing new turns up
    while True:
        more_events = set(event_ids) | set(_ids(
            conn, "SELECT DISTINCT unnest(source_event_ids) FROM observations WHERE id = ANY(%s)", (obs,)))
        more_obs = set(obs) | set(_ids(
            conn, "SELECT id FROM observations WHERE source_event_ids && %s::bigint[]", (sorted(more_events),)))
        if more_events == set(event_ids) and more_obs == set(obs):
            break
        event_ids, obs = sorted(more_events), sorted(more_obs)
    sessions = set(_strings(conn, "SELECT DISTINCT session_id FROM events WHERE id = ANY(%s)", (event_ids,)))
    sessions |= set(_strings(conn, "SELECT DISTINCT session_id FROM observations WHERE id = ANY(%s)", (obs,)))
    if session is not None:
        sessions.add(session)
    links = _has_column(conn, "summaries", "observation_ids")
    summaries = _ids(
        conn,
        "SELECT id FROM summaries WHERE session_id = ANY(%s) OR (%s::text IS NOT NULL AND project = %s)"
        + (" OR observation_ids && %s::bigint[] OR source_event_ids && %s::bigint[]" if links else ""),
        (sorted(sessions), project, project, *((obs, event_ids) if links else ())))
    if _has_table(conn, "day_rollups"):
        counts["rollups"] = rollups.delete_derived(conn, summaries, sorted(sessions), project)
    counts["summaries"] = summarize.delete_ids(conn, summaries)
    counts["observations"] = stored_observations.delete_ids(conn, obs)
    counts["events"] = events.delete_ids(conn, event_ids)
    counts["sessions"] = events.drop_empty_sessions(conn, project=project, ids=sorted(sessions))


def _recount(conn: Conn) -> None:
    """Search notices new rows and edits by itself, but not rows that vanished: recount every
    scope counted so far, for observations and (when that tier exists) event passages."""
    termstats.refresh_stats(conn)
    if _has_table(conn, "passage_stats"):
        passages.recount_all(conn)


def _ids(conn: Conn, query: str, params) -> list[int]:
    return sorted({int(r[next(iter(r))]) for r in conn.execute(query, params) if r[next(iter(r))] is not None})


def _strings(conn: Conn, query: str, params) -> list[str]:
    return [r[next(iter(r))] for r in conn.execute(query, params) if r[next(iter(r))] is not None]


def _has_table(conn: Conn, table: str) -> bool:
    return db.one(conn.execute("SELECT to_regclass(%s) IS NOT NULL AS ok", (table,)))["ok"]


def _has_column(conn: Conn, table: str, column: str) -> bool:
    return db.one(conn.execute(
        """SELECT EXISTS (SELECT 1 FROM information_schema.columns
                          WHERE table_schema = current_schema() AND table_name = %s
                            AND column_name = %s) AS ok""", (table, column)))["ok"]
