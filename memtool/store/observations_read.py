"""More named reads of the observations family — purge's closure, export's and the knowledge
files' — beside store/observations.py (the owner: writes and the first reads). The statements
are sql/queries/observations.sql's; `{live(o)}` in them is the live predicate (queries.live).
"""

from __future__ import annotations

import datetime as dt
from typing import Iterator

from memtool import fulltext
from memtool.store import db, queries
from memtool.store.db import Conn
from memtool.store.observations import Q  # the family's one loader, shared with the owner
from memtool.store.queries import live


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


def max_id(conn: Conn) -> int:
    """The highest observation id (0 for none)."""
    return db.one(conn.execute(Q["max_id"]))["n"]


def session_rows(conn: Conn, session_id: str) -> list:
    """The whole rows of a session's live observations, oldest first."""
    return conn.execute(Q["session_rows"], (session_id,)).fetchall()


def lock_live(conn: Conn, obs_id: int):
    """A live observation's whole row, locked until the transaction ends; None when forgotten."""
    return conn.execute(Q["lock_live"], (obs_id,)).fetchone()


def lock_session_digest(conn: Conn, session_id: str) -> None:
    """One digest writer per session at a time (until the transaction ends)."""
    conn.execute(Q["lock_session_digest"], (session_id,))


def digest_parts(conn: Conn, session_id: str, project: str) -> dict[str, int]:
    """The live digest observations of a session: part (metadata.digest) -> id."""
    return {row["part"]: row["id"] for row in conn.execute(Q["session_digest_parts"], (session_id, project))}


def project_part(conn: Conn, project: str, part: str) -> int | None:
    """The id of the live project-level memory `part` (metadata.digest, no session) of `project`
    (distil/layout.py's "layout"), or None."""
    row = conn.execute(Q["project_part"], (project, part)).fetchone()
    return row["id"] if row else None


def session_start_candidates(conn: Conn, project: str | None, types: list[str] | None, limit: int) -> list:
    """The newest live, not demoted memories of `project` and global ones (every project with
    None; of `types`, any with None), at most `limit`, newest first, with their recency (14-day
    half-life) — see sql/queries/observations.sql."""
    return conn.execute(Q["session_start_candidates"], {"p": project, "n": limit, "types": types}).fetchall()


def whole_texts(conn: Conn, ids: list[int]) -> list:
    """id, narrative, facts, files_read, files_modified of these observations."""
    return conn.execute(Q["whole_texts"], (ids,)).fetchall()


# -- compress's lookup of related memories (a statement built from the lookups that apply) -----------

_OWNED = "(%(owner)s::text IS NULL OR o.owner = %(owner)s)"
_RELATED = {
    # Fixed SQL fragments (no input in the text); one is used per kind of lookup that applies.
    "session": f"""(SELECT o.* FROM observations o
                    WHERE o.session_id = %(session)s AND o.project = %(project)s AND {live('o')} AND {_OWNED}
                    ORDER BY o.created_at DESC, o.id DESC LIMIT %(limit)s)""",
    "files": f"""(SELECT o.* FROM observations o
                  WHERE o.files_modified && %(files)s::text[] AND o.project = %(project)s AND {live('o')} AND {_OWNED}
                  ORDER BY o.id DESC LIMIT %(limit)s)""",
    "chain": f"""(SELECT o.* FROM observations o
                  WHERE o.session_id = %(session)s AND o.project = %(project)s AND {live('o')} AND {_OWNED}
                    AND (o.metadata->'chain'->>'failing' = %(chain)s OR o.metadata->'chain'->>'fixes' = %(chain)s)
                  ORDER BY o.id DESC LIMIT 2)""",
    "failure": f"""(SELECT o.* FROM observations o
                    WHERE o.session_id = %(session)s AND o.project = %(project)s AND {live('o')} AND {_OWNED}
                      AND right(o.title, length(%(failure)s)) = %(failure)s
                    ORDER BY o.id DESC LIMIT 2)""",
    "text": """(SELECT o.* FROM observations o
                 WHERE """ + fulltext.ALL_WORDS + f""" AND o.project = %(project)s
                   AND {live('o')} AND {_OWNED}
                 ORDER BY o.id DESC LIMIT %(limit)s)""",
}


def related(conn: Conn, lookups: list[str], params: dict) -> list:
    """Whole rows of the live observations each lookup finds — "session" (the latest of
    %(session)s), "chain" (of a failing/fixing chain %(chain)s), "failure" (of %(session)s whose
    title ends in %(failure)s: a failing command's error), "files" (that modified %(files)s),
    "text" (full-text matches of all of %(query)s) — in %(project)s and of %(owner)s (any with
    None), at most %(limit)s per lookup; in lookup order, duplicates kept."""
    # prepare=False: a generic plan cannot see how selective these values are; plan for the real ones.
    return conn.execute("\nUNION ALL\n".join(_RELATED[name] for name in lookups), params, prepare=False).fetchall()
