"""More named reads of the observations family — purge's closure, export's and the knowledge
files' — beside store/observations.py (the owner: writes and the first reads). The statements
are sql/queries/observations.sql's; `{live(o)}` in them is the live predicate (queries.live).
"""

from __future__ import annotations

import datetime as dt
from typing import Iterator

from memtool.store import queries, standing
from memtool.store.db import Conn

Q = queries.Family("observations", active=standing.active)


def _ids(conn: Conn, query: str, params) -> list[int]:
    return sorted({int(value) for row in conn.execute(query, params) for value in row.values() if value is not None})


def ids_of(conn: Conn, ids: list[int] | None = None, session: str | None = None,
           project: str | None = None) -> list[int]:
    """Observations, live or not, among `ids`, else of `session`, else of `project`; ascending."""
    if ids:
        return _ids(conn, Q["ids_among"], ([int(i) for i in ids],))
    if session is not None:
        return _ids(conn, Q["ids_of_session"], (session,))
    return _ids(conn, Q["ids_of_project"], (project,))


def source_events(conn: Conn, ids: list[int]) -> list[int]:
    """The events these observations came from."""
    return _ids(conn, Q["source_events_of"], (ids,))


def ids_from_events(conn: Conn, event_ids: list[int]) -> list[int]:
    """The observations that came from any of these events."""
    return _ids(conn, Q["ids_from_events"], (event_ids,))


def sessions_of(conn: Conn, ids: list[int]) -> list[str]:
    """The sessions of these observations (distinct)."""
    return [row["session_id"] for row in conn.execute(Q["sessions_of"], (ids,)) if row["session_id"] is not None]


def export_rows(conn: Conn, project: str | None, since: dt.datetime | None, include_deleted: bool,
                batch: int = 1000) -> Iterator[dict]:
    """Every observation (of `project`, or all; created at or after `since`; forgotten ones with
    `include_deleted`), by id, streamed."""
    params = {"project": project, "since": since, "deleted": include_deleted}
    return queries.stream(conn, Q["export_observations"], params, "export_observation", batch)


def knowledge_candidates(conn: Conn, project: str, types: list[str]) -> Iterator[dict]:
    """A project's live, not demoted memories of these types, by id, streamed (a 20k-memory
    project too)."""
    return queries.stream(conn, Q["knowledge_candidates"], (project, types), "knowledge", 2000)


def knowledge_inputs(conn: Conn, project: str | None) -> tuple[list[dict], dict[str, dict]]:
    """Per project (or of `project`): its live memories' n, ids, versions, updated, reads,
    demoted, standing_updated; and, by project, the standing of its forgotten ones (demoted,
    updated)."""
    deleted = {row["project"]: dict(row) for row in conn.execute(Q["knowledge_deleted_standing"], {"project": project})}
    return [dict(row) for row in conn.execute(Q["knowledge_inputs"], {"project": project})], deleted
