"""Session summaries and day rollups — the one module that writes the `summaries`,
`summary_versions`, `day_rollups` and `day_rollup_versions` tables (distil/summarize.py and
distil/rollups.py decide what to write; export, import and purge call it too). The statements
are sql/queries/summaries.sql's; versions are kept by the tables' audit triggers.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Iterator

from psycopg.types.json import Jsonb

from memtool.store import db, queries
from memtool.store.db import Conn

Q = queries.Family("summaries")


def export_rows(conn: Conn, kind: str, project: str | None, since: dt.datetime | None,
                batch: int = 1000) -> Iterator[dict]:
    """Every summary (kind "summary") or day rollup ("rollup") of `project` (or all) updated at
    or after `since`, by id, streamed."""
    query = Q["export_summaries"] if kind == "summary" else Q["export_rollups"]
    return queries.stream(conn, query, {"project": project, "since": since}, f"export_{kind}", batch)


def ids_touching(conn: Conn, sessions: list[str], project: str | None, observations: list[int],
                 events: list[int], linked: bool = True) -> list[int]:
    """The summaries of these sessions, of `project` (when given), or (with `linked`: the schema
    has the link columns) linked to these observations or events; ascending ids."""
    params = {"sessions": sessions, "project": project, "observations": observations, "events": events}
    query = Q["ids_touching"] if linked else Q["ids_of_sessions"]
    return sorted({row["id"] for row in conn.execute(query, params)})


# -- session summaries -------------------------------------------------------------------------------

def pending_sessions(conn: Conn, limit: int | None = None) -> list[str]:
    """Sessions whose summary is behind their events (and that compress finished and that have
    something to summarize), oldest first."""
    return [row["session_id"] for row in conn.execute(Q["pending_sessions"], (limit,))]


def of_sessions(conn: Conn, session_ids: list[str]) -> dict[str, dict]:
    """The stored summary rows of these sessions, by session."""
    return {row["session_id"]: row for row in conn.execute(Q["summaries_of_sessions"], (session_ids,))}


def latest(conn: Conn, project: str | None, limit: int) -> list[dict]:
    """The `limit` most recently updated session summaries of `project` (every project with None):
    id, session_id, request, completed, learned, next_steps, updated_at."""
    return [dict(row) for row in conn.execute(Q["latest_summaries"], {"p": project, "n": limit})]


def lock_session(conn: Conn, session_id: str) -> None:
    """One summarizer per session at a time (until the transaction ends)."""
    conn.execute(Q["lock_session_summary"], (session_id,))


def of_session(conn: Conn, session_id: str):
    """The stored summary row of a session, or None."""
    return conn.execute(Q["summary_of_session"], (session_id,)).fetchone()


def upsert(conn: Conn, values: dict[str, Any]):
    """Write a session's summary (`values`: every column of upsert_summary; metadata a dict);
    returns the row."""
    return db.one(conn.execute(Q["upsert_summary"], {**values, "metadata": Jsonb(values["metadata"])}))


def move_mark(conn: Conn, summary_id: int, last_event_id: int, days: list) -> None:
    """The same content seen through a later event: only the high-water mark and days move."""
    conn.execute(Q["move_summary_mark"], {"id": summary_id, "last": last_event_id, "days": days})


def _insert_keeping_id(conn: Conn, queries: tuple[str, str, str], free_id: int | None,
                       values: tuple) -> int:
    """Insert an exported row with `queries` (is the id taken, insert, move the id sequence past
    it), keeping its id when `free_id` is given and free. Returns the id."""
    taken, insert, advance = queries
    if free_id is not None and conn.execute(Q[taken], (free_id,)).fetchone():
        free_id = None
    row = db.one(conn.execute(Q[insert], (free_id, *values)))
    conn.execute(Q[advance])
    return row["id"]


def insert_imported(conn: Conn, free_id: int | None, values: tuple) -> int:
    """Store an exported summary (`values`: import_summary's columns after the id, metadata a
    Jsonb); its id kept when `free_id` is given and free. Returns the id."""
    return _insert_keeping_id(conn, ("summary_id_taken", "import_summary", "advance_summary_ids"), free_id, values)


def delete_project(conn: Conn, project: str, before: dt.datetime | None = None) -> int:
    """Delete a project's summaries (those last updated before `before` when given)."""
    return conn.execute(Q["delete_project_summaries"], (project, before, before)).rowcount


def delete_ids(conn: Conn, ids: list[int]) -> int:
    return conn.execute(Q["delete_summaries"], (ids,)).rowcount


# -- day rollups -------------------------------------------------------------------------------------

def pending_days(conn: Conn, params: dict[str, Any]) -> list[dict]:
    """(project, day, inputs_hash) of the days whose rollup is missing or was built from other
    summaries (`params`: project, days, sessions, force)."""
    return [dict(row) for row in conn.execute(Q["pending_days"], params)]


def day_summaries(conn: Conn, project: str, day: dt.date) -> list:
    """The summary rows of a project's sessions active on `day`, in session order."""
    return conn.execute(Q["day_summaries"], (project, day)).fetchall()


def lock_day(conn: Conn, project: str, day: dt.date) -> None:
    """One writer per project and day at a time (until the transaction ends)."""
    conn.execute(Q["lock_day_rollup"], (project, day.isoformat()))


def rollup_of_day(conn: Conn, project: str, day: dt.date):
    """id, content_hash, method of a project's rollup of `day`, or None."""
    return conn.execute(Q["rollup_of_day"], (project, day)).fetchone()


def upsert_rollup(conn: Conn, values: dict[str, Any]):
    """Write a day's rollup (`values`: every column of upsert_rollup; metadata a dict); returns the row."""
    return db.one(conn.execute(Q["upsert_rollup"], {**values, "metadata": Jsonb(values["metadata"])}))


def new_rollup_inputs(conn: Conn, rollup_id: int, inputs_hash: str) -> None:
    """The same content from other inputs: only the inputs fingerprint moves."""
    conn.execute(Q["new_rollup_inputs"], {"id": rollup_id, "hash": inputs_hash})


def rollups_of_day(conn: Conn, day: dt.date, project: str | None = None) -> list:
    """The stored rollup rows of a day (every project's, or `project`'s)."""
    return conn.execute(Q["rollups_of_day"], (day, project, project)).fetchall()


def insert_imported_rollup(conn: Conn, free_id: int | None, values: tuple) -> int:
    """Store an exported day rollup (`values`: import_rollup's columns after the id); its id kept
    when `free_id` is given and free. Returns the id."""
    return _insert_keeping_id(conn, ("rollup_id_taken", "import_rollup", "advance_rollup_ids"), free_id, values)


def delete_project_rollups(conn: Conn, project: str, before: dt.datetime | None = None) -> int:
    """Delete a project's rollups (those last updated before `before` when given)."""
    return conn.execute(Q["delete_project_rollups"], (project, before, before)).rowcount


def delete_derived_rollups(conn: Conn, summary_ids: list[int], session_ids: list[str],
                           project: str | None = None) -> int:
    """Delete the rollups built from these summaries or sessions (and all of `project`'s)."""
    return conn.execute(Q["delete_derived_rollups"], {"summaries": summary_ids, "sessions": session_ids,
                                                      "project": project}).rowcount
