"""Explicit deletion — the only way rows leave memtool (nothing is ever deleted automatically).

`purge()` removes raw events (with their queue rows and passages) of one project, optionally only
those before a time (and the injection log's rows of the project: they quote its prompts), and
with `observations=True` also hard-deletes that project's observations
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
  versions, vectors, queue rows and event passages, and the injection-log rows of those sessions
  or that showed them; sessions left empty go too. Full-text
  statistics are recounted so no purged word survives in them. `memtool summarize --pending`
  rebuilds summaries and rollups from what is left.

Record: {"kind": "forget", "target": {...}, "mode": "soft" | "purge", "observations", "events",
"summaries", "rollups", "sessions", "dry_run"}.

Purges outlive restores: every purge (not a dry run) appends a *tombstone* -- its target and
time, never the purged text -- to ``<data dir>/purges.jsonl`` (mode 0600), and `memtool db
restore` re-applies every purge made after the backup it restores was taken, so restoring an
old backup does not bring purged content back. The backup files themselves still hold the text:
`forget --purge` / `purge` name them (`memtool.keep.backup.list_backups`), and with
``--backups`` delete them (`memtool.keep.backup.delete`).
Deleted rows also linger in PostgreSQL's data files until their pages are reused (and in WAL
until it is recycled): `VACUUM FULL` rewrites the tables without them (see docs/redaction.md).
"""

from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

from psycopg import Rollback

from memtool import config
from memtool.store import events, injections, observations_read, schema, team, termstats
from memtool.store import summaries as stored_summaries
from memtool.distil import rollups, summarize
from memtool.store import observations as stored_observations
from memtool.store.db import Conn


def purge(conn: Conn, project: str, before: dt.datetime | None = None, observations: bool = False,
          dry_run: bool = False, record: bool = True) -> dict:
    counts: dict[str, object] = {"kind": "purge", "project": project, "events": 0, "observations": 0, "summaries": 0,
              "rollups": 0, "sessions": 0, "dry_run": dry_run}
    with conn.transaction() as tx:
        conn.execute("SET LOCAL memtool.allow_purge = 'on'")
        counts["events"] = events.delete_project(conn, project, before)
        if _has_table(conn, "injection_log"):  # the injected prompts' first words came from those events
            injections.delete_project(conn, project, before)
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
    if not dry_run and record:
        _tombstone("purge", {"project": project, "before": before.isoformat() if before else None,
                             "observations": observations})
    return counts


def forget(conn: Conn, observation_ids: list[int] | None = None, session: str | None = None,
           project: str | None = None, purge: bool = False, dry_run: bool = False,
           record: bool = True) -> dict:
    """Forget observations, a session or a project (exactly one); see the module docstring."""
    given = [bool(observation_ids), session is not None, project is not None]
    if sum(given) != 1:
        raise ValueError("forget needs exactly one of: observation ids, a session, a project")
    target = ({"observations": list(observation_ids or [])} if observation_ids
              else {"session": session} if session is not None else {"project": project})
    counts: dict[str, object] = {"kind": "forget", "target": target, "mode": "purge" if purge else "soft",
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
        if record:
            _tombstone("forget", target)
    return counts


def _target_observations(conn: Conn, ids, session, project) -> list[int]:
    return observations_read.ids_of(conn, ids=ids, session=session, project=project)


def _purge_closure(conn: Conn, counts: dict, obs: list[int], session, project) -> None:
    """Delete the observations, their events and everything derived from either."""
    event_ids = events.ids_of(conn, session, project) if session is not None or project is not None else []
    # every observation derived from those events quotes the same content, and the events those
    # observations came from too: follow the links both ways until nothing new turns up
    while True:
        more_events = set(event_ids) | set(observations_read.source_events(conn, obs))
        more_obs = set(obs) | set(observations_read.ids_from_events(conn, sorted(more_events)))
        if more_events == set(event_ids) and more_obs == set(obs):
            break
        event_ids, obs = sorted(more_events), sorted(more_obs)
    sessions = set(events.sessions_of(conn, event_ids))
    sessions |= set(observations_read.sessions_of(conn, obs))
    if session is not None:
        sessions.add(session)
    summaries = stored_summaries.ids_touching(conn, sorted(sessions), project, obs, event_ids,
                                              linked=schema.has_column(conn, "summaries", "observation_ids"))
    if _has_table(conn, "day_rollups"):
        counts["rollups"] = rollups.delete_derived(conn, summaries, sorted(sessions), project)
    counts["summaries"] = summarize.delete_ids(conn, summaries)
    counts["observations"] = stored_observations.delete_ids(conn, obs)
    counts["events"] = events.delete_ids(conn, event_ids)
    if _has_table(conn, "injection_log"):
        injections.delete_touching(conn, sorted(sessions), project, obs, event_ids)
    counts["sessions"] = events.drop_empty_sessions(conn, project=project, ids=sorted(sessions))


def _recount(conn: Conn) -> None:
    """Search notices new rows and edits by itself, but not rows that vanished: recount every
    scope counted so far, for observations and (when that tier exists) event passages. On a team
    server the admin's purge drops every other role's statistics: each recounts at its next search."""
    team.forget_term_stats(conn)
    termstats.recount(conn, termstats.OBSERVATIONS)
    if _has_table(conn, "passage_stats"):
        termstats.recount(conn, termstats.PASSAGES)


def _has_table(conn: Conn, table: str) -> bool:
    return schema.has_table(conn, table)


# -- purges outlive backups ---------------------------------------------------------------------


def tombstone_file() -> Path:
    return config.data_dir() / "purges.jsonl"


def _tombstone(kind: str, target: dict) -> None:
    """Append what was purged (the target, never the content) and when."""
    path = tombstone_file()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    line = json.dumps({"kind": kind, "target": target,
                       "at": dt.datetime.now(dt.timezone.utc).isoformat(timespec="microseconds")})
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    with os.fdopen(fd, "a") as handle:
        handle.write(line + "\n")


def tombstones() -> list[dict]:
    """Every purge recorded here, oldest first (a damaged line is skipped)."""
    try:
        lines = tombstone_file().read_text().splitlines()
    except OSError:
        return []
    found = []
    for line in lines:
        try:
            found.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return found


def reapply(conn: Conn, since: dt.datetime | None) -> int:
    """Purge again, in the database as restored, everything purged after ``since`` (the time the
    restored backup was taken); with ``since`` unknown, only purges of observation ids and
    sessions (a project's later content must not go with it). Returns how many were re-applied."""
    done = 0
    for stone in tombstones():
        at = dt.datetime.fromisoformat(stone["at"])
        target = stone["target"]
        if since is not None and at <= since:
            continue
        if since is None and (stone["kind"] == "purge" or "project" in target):
            continue
        if stone["kind"] == "purge":
            before = dt.datetime.fromisoformat(target["before"]) if target.get("before") else None
            purge(conn, target["project"], before=before, observations=target["observations"],
                  dry_run=False, record=False)
        else:
            forget(conn, target.get("observations"), session=target.get("session"),
                   project=target.get("project"), purge=True, record=False)
        done += 1
    return done
