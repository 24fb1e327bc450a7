"""Reads of the summaries and day rollups family — export's and purge's; the statements are
sql/queries/summaries.sql's. (The writes are still distil/summarize.py's and distil/rollups.py's,
the owners in tests/test_structure.py's OWNERS.)
"""

from __future__ import annotations

import datetime as dt
from typing import Iterator

from memtool.store import queries
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
