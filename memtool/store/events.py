"""Stored events and their sessions — the one module that writes the `events` and `sessions`
tables. Events are append-only: rows are added by `insert` (ingest, import) and leave only
through the explicit deletes below, which run under `memtool.allow_purge` (see purge.py).

    insert(conn, rows)              store normalised event rows (ingest.normalise); duplicates of
                                    an event_key are left out; returns the stored rows with id
    touch_sessions(conn, stored)    create / widen the session rows of newly stored events
    existing_ids(conn, ids)         which of these event ids are stored
    assign_projects(conn, rows)     fill each row's project (explicit > cwd > session > hook cwd)
    delete_project(...), delete_ids(...), drop_empty_sessions(...)   for purge / forget
    compact_payloads(conn, compactions)   a quota's compaction (quota.py): payloads become
                                    pointers to their summary and rollup, under
                                    `memtool.allow_compact` (the rows stay)

Capture and restore: `insert` first takes the capture lock (an advisory lock, CAPTURE_LOCK)
shared for its transaction, without waiting; a restore (backup.py) holds it exclusively from
before its snapshot until the restored database is committed. While it is held, `insert` raises
CaptureHeld (a DatabaseUnavailable: ingest sends the rows to the spool, replayed afterwards),
so no event commits between the snapshot and the restore — where it would be in neither.

All functions run in the caller's transaction and never commit.
"""

from __future__ import annotations

import datetime as dt
import json

from memtool import project as projects, startblock
from memtool.errors import DatabaseUnavailable
from memtool.store import db, queries
from memtool.store.db import Conn  # a name only: db imports psycopg lazily (a capture hook that hands its rows to the
#                              warm server, context_server.store, never loads psycopg: ~0.1 s)

Q = queries.Family("events")  # the family's statements, sql/queries/events.sql

#: advisory lock key ("capt"): taken shared by every insert's transaction, exclusively by a restore
CAPTURE_LOCK = 0x63617074


class CaptureHeld(DatabaseUnavailable):
    """A restore is replacing the database: events cannot be stored until it is done."""


def assign_projects(conn: Conn, rows: list[dict]) -> None:
    """Project: explicit > the payload's directory > the session's project > the hook's cwd."""
    pending = [r for r in rows if not r.get("project")]
    sessions = {r["session_id"] for r in pending if r.get("session_id") and not r.get("cwd")}
    known: dict[str, str] = {}
    if sessions:
        for found in conn.execute(Q["session_projects"], (list(sessions),)):
            known[found["id"]] = found["project"]
    for row in rows:
        if row.get("project"):
            pass
        elif row.get("cwd"):
            row["project"] = projects.resolve(row["cwd"])
        elif row.get("session_id") in known:
            row["project"] = known[row["session_id"]]
        else:
            row["project"] = projects.resolve(row.get("process_cwd"))
        if row.get("session_id") and row["session_id"] not in known:
            known[row["session_id"]] = row["project"]


def insert(conn: Conn, rows: list[dict]) -> list[dict]:
    """Insert normalised rows (with their project); return the newly stored ones, each with its
    id and ingested_at (rows whose event_key already existed are left out). Raises CaptureHeld
    while a restore replaces the database (see the module docstring)."""
    admitted = conn.execute(Q["admit_capture"], (CAPTURE_LOCK,)).fetchone()
    if not (admitted and admitted["open"]):
        raise CaptureHeld("a restore is replacing the database", "the events wait in the spool until it is done")
    columns: list[list] = [[r.get("id") for r in rows], [r["event_key"] for r in rows],
                           [r["session_id"] for r in rows], [r["project"] for r in rows],
                           [r["source"] for r in rows], [r["event_type"] for r in rows],
                           [r["tool_name"] for r in rows], [r["cwd"] for r in rows],
                           [json.dumps(r["payload"]) for r in rows], [json.dumps(list(r["flags"])) for r in rows],
                           [r["content_hash"] for r in rows], [r["occurred_at"] for r in rows],
                           [r.get("ingested_at") for r in rows]]
    new = {found["event_key"]: found for found in conn.execute(Q["insert_events"], columns)}
    stored: list[dict] = []
    for row in rows:  # in input order; a key given twice is stored for its first row
        found = new.pop(row["event_key"], None)
        if found is not None:
            stored.append(dict(row, id=found["id"], ingested_at=found["ingested_at"]))
    if any(r.get("id") is not None for r in rows):
        conn.execute(Q["advance_event_ids"])
    return stored


def touch_sessions(conn: Conn, stored: list[dict]) -> None:
    """Create the sessions of newly stored events, or widen their time span."""
    sessions: dict[str, dict] = {}
    for r in stored:
        if r.get("session_id"):
            s = sessions.setdefault(r["session_id"], {"project": r["project"], "source": r["source"],
                                                      "cwd": r["cwd"], "first": r["occurred_at"],
                                                      "last": r["occurred_at"]})
            s["cwd"] = s["cwd"] or r["cwd"]
            s["first"] = min(s["first"], r["occurred_at"])
            s["last"] = max(s["last"], r["occurred_at"])
    if not sessions:
        return
    with conn.cursor() as cur:
        cur.executemany(Q["upsert_session"], [(sid, s["project"], s["source"], s["cwd"], s["first"], s["last"])
                                         for sid, s in sessions.items()])


def session_places(conn: Conn, ids: list[str]) -> list[tuple[str, str]]:
    """The (project, working directory) pairs these sessions ran in."""
    return [(row["project"], row["cwd"]) for row in conn.execute(Q["session_places"], (list(ids),))]


def existing_ids(conn: Conn, ids: list[int]) -> set[int]:
    """Which of these event ids are stored."""
    return {row["id"] for row in conn.execute(Q["existing_event_ids"], (ids,))}


def delete_project(conn: Conn, project: str, before: dt.datetime | None = None) -> int:
    """Delete a project's events (those before `before` when given); needs memtool.allow_purge."""
    startblock.discard(project)  # a precomputed session-start block may quote them
    return conn.execute(Q["delete_project_events"], (project, before, before)).rowcount


def delete_ids(conn: Conn, ids: list[int]) -> int:
    """Delete these events; needs memtool.allow_purge."""
    startblock.discard()
    return conn.execute(Q["delete_events"], (ids,)).rowcount


def drop_empty_sessions(conn: Conn, project: str | None = None, ids: list[str] | None = None) -> int:
    """Delete the sessions (of `project`, or listed in `ids`) left without events and summaries."""
    return conn.execute(Q["drop_empty_sessions"], {"ids": list(ids or []), "project": project}).rowcount


# -- quota compaction (quota.py decides which events) -------------------------------------------

# What a compacted payload costs on disk, about: quota.py counts each compaction as freeing the
# payload's size less this (the exact sizes are measured after the update).
COMPACTED_STUB_BYTES = 120


def compact_payloads(conn, compactions: list[dict]) -> int:
    """Replace these events' payloads by pointers to the summary and day rollup that hold what
    they said (`compactions`: id, summary_id, rollup_id, day); the rows stay. In the caller's
    transaction. Returns the bytes the new payloads take."""
    if not compactions:
        return 0
    conn.execute("SET LOCAL memtool.allow_compact = 'on'")
    rows = conn.execute(Q["compact_payloads"], ([c["id"] for c in compactions], [c["summary_id"] for c in compactions],
                                   [c["rollup_id"] for c in compactions], [c["day"] for c in compactions])).fetchall()
    conn.execute("SET LOCAL memtool.allow_compact = 'off'")
    return sum(r["bytes"] for r in rows)


# -- reads ------------------------------------------------------------------------------------------

def ids_of(conn: Conn, session: str | None = None, project: str | None = None) -> list[int]:
    """The ids of a session's events (or, without a session, a project's), ascending."""
    query, value = (Q["ids_of_session"], session) if session is not None else (Q["ids_of_project"], project)
    return sorted(row["id"] for row in conn.execute(query, (value,)))


def sessions_of(conn: Conn, ids: list[int]) -> list[str]:
    """The sessions of these events (distinct)."""
    return [row["session_id"] for row in conn.execute(Q["sessions_of_events"], (ids,))
            if row["session_id"] is not None]


def export_rows(conn: Conn, project: str | None, since: dt.datetime | None, batch: int = 1000):
    """Every event (of `project`, or all; at or after `since`), by id, streamed."""
    return queries.stream(conn, Q["export_events"], {"project": project, "since": since}, "export_event", batch)


def compactable(conn: Conn, project: str, limit: int) -> list[dict]:
    """A project's oldest events whose payload a quota may compact (distilled, covered by their
    session's summary and a day rollup): id, bytes, summary_id, rollup_id, day."""
    return [dict(row) for row in conn.execute(Q["compactable"], {"project": project, "n": limit})]


def newest_of_session(conn: Conn, session_id: str) -> dict:
    """newest (the session's highest event id, None without events) and project (of that event)."""
    return dict(conn.execute(Q["newest_of_session"], (session_id,)).fetchone() or {"newest": None, "project": None})


def session_material(conn: Conn, session_id: str, upto: int, tail: int) -> dict:
    """What a session summary is made of, up to event `upto`: prompts [{id, text}], tools [rows:
    id, tool_name, project, cwd, tool_input (bulky parts dropped), exit_code, is_error, tool_output
    (its last `tail` characters when the call failed)], final ({id, text} or None: the last
    assistant text), first (event id) and days (UTC dates)."""
    params = {"session": session_id, "upto": upto, "tail": tail}
    final = conn.execute(Q["session_final_text"], params).fetchone()
    span = conn.execute(Q["session_span"], params).fetchone() or {"first": None, "days": None}
    return {"prompts": [dict(row) for row in conn.execute(Q["session_prompts"], params)],
            "tools": conn.execute(Q["session_tools"], params).fetchall(),
            "final": dict(final) if final else None, "first": span["first"], "days": span["days"]}


def by_ids(conn: Conn, ids: list[int]) -> dict[int, dict]:
    """These events by id: id, session_id, project, source, event_type, tool_name, cwd, payload,
    flags, occurred_at, owner."""
    return {row["id"]: dict(row) for row in conn.execute(Q["events_by_ids"], (ids,))}


def session_before(conn: Conn, session_id: str, event_id: int, depth: int) -> list:
    """A session before one of its events: its latest prompt and its last `depth` tool calls,
    newest first (rows: id, event_type, tool_name, project, cwd, prompt, command, path,
    exit_code, is_error — plain text)."""
    return conn.execute(Q["session_before"], {"session": session_id, "id": event_id, "depth": depth}).fetchall()


def session_open(conn: Conn, session_id: str) -> bool:
    """Does the session still have events waiting for compress?"""
    return conn.execute(Q["session_open"], (session_id,)).fetchone() is not None


def of_session(conn: Conn, session_id: str) -> list[dict]:
    """Every event of a session, in order: id, session_id, project, source, event_type,
    tool_name, cwd, payload."""
    return [dict(row) for row in conn.execute(Q["session_events"], (session_id,))]


def day_sessions(conn: Conn, start: dt.datetime, end: dt.datetime, project: str | None) -> list:
    """The sessions with events in [start, end) (of `project`, or all), by start: session_id,
    project, source, started_at, ended_at, events, first_event_id, last_event_id."""
    return conn.execute(Q["day_sessions"], {"start": start, "end": end, "project": project}).fetchall()


def session_timeline(conn: Conn, session_id: str, limit: int) -> list:
    """A session's first `limit` events as a timeline lists them (see sql/queries/events.sql)."""
    return conn.execute(Q["session_timeline"], (session_id, limit)).fetchall()


def whole(conn: Conn, ids: list[int], project: str | None = None) -> list:
    """These events (of `project`, or any) with every column but owner, in no order."""
    return conn.execute(Q["whole_events"], {"ids": ids, "project": project}).fetchall()


def around(conn: Conn, anchor: dict, before: int, after: int) -> list:
    """The events of `anchor`'s session in its project just before it (at most `before`) and just
    after it (at most `after`), columns as `whole`."""
    return conn.execute(Q["events_around"], {"s": anchor["session_id"], "p": anchor["project"], "id": anchor["id"],
                                             "before": before, "after": after}).fetchall()


def after(conn: Conn, after_id: int, limit: int) -> list:
    """The events captured after `after_id`, oldest first, at most `limit`; columns as `whole`."""
    return conn.execute(Q["events_after"], (after_id, limit)).fetchall()


def latest_id(conn: Conn) -> int:
    """The newest event's id (0 when there is none)."""
    return db.one(conn.execute(Q["latest_event_id"]))["id"]
