"""The compress work queue: one `event_queue` row per event, in PostgreSQL.

`memtool ingest` inserts a row with status `pending` for every new event. Workers (`memtool
compress --pending`) claim batches with `FOR UPDATE SKIP LOCKED`, so concurrent workers never
take the same row, and commit the claim at once. A claim older than the visibility timeout is
claimable again, so a worker that crashed (or was killed) loses nothing: its events go back to
the queue. Every claim counts as an attempt; an event whose attempts reach the limit is
dead-lettered instead of being tried again. A worker finishes an event in the same transaction
that stores its observation, and only while it still owns the claim — an event is therefore
processed exactly once even when a slow worker's claim expired and another worker took over.

Statuses:

    pending   waiting for a worker
    claimed   taken by a worker (in flight until claimed_at + visibility timeout, then stale)
    done      processed: result = {"action": "create"|"update"|"skip", "observation_id": N, ...}
    skipped   filtered as low-value: result = {"reason": "..."}
    dead      failed max-attempts times (or its claims kept expiring): last_error says why

Records (`memtool queue`):

    {"kind": "queue", "pending": N, "in_flight": N, "stale": N, "done": N, "skipped": N,
     "dead": N, "total": N, "oldest_pending_at": ISO|null}
    {"kind": "queue_item", "event_id", "status", "attempts", "claimed_by", "claimed_at",
     "finished_at", "last_error", "result", "session_id", "project", "event_type", "tool_name"}
"""

from __future__ import annotations

import os
import re
import socket
import uuid
from typing import Any, Iterable

from memtool.store import db, queries
from memtool import records
from memtool.store.db import Conn
from memtool.errors import InputError

Q = queries.Family("queue")  # the named reads, sql/queries/queue.sql
STATUSES = ("pending", "claimed", "done", "skipped", "dead")
DEFAULT_VISIBILITY_TIMEOUT = 600.0
DEFAULT_MAX_ATTEMPTS = 3

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$")
_FACTOR = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, None: 1.0}


def parse_duration(value: str | float | int) -> float:
    """Seconds from `2s`, `500ms`, `10m`, `1h` or a plain number of seconds."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    match = _DURATION.match(str(value))
    if not match:
        raise InputError(f"cannot read {value!r} as a duration", "use e.g. 30s, 500ms, 10m or 1h")
    return float(match.group(1)) * _FACTOR[match.group(2)]


PENDING_AFTER = "SELECT event_id FROM event_queue WHERE status = 'pending' AND event_id > %s ORDER BY event_id LIMIT %s"
ENQUEUE_NEW = "INSERT INTO event_queue (event_id) SELECT unnest(%s::bigint[]) ON CONFLICT DO NOTHING"


def worker_id() -> str:
    """A name for this worker, unique across hosts and restarts: host:pid:random."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"


def enqueue(conn: Conn, event_ids: Iterable[int]) -> int:
    """Make sure each event has a queue row (new rows are pending); return how many were added."""
    ids = [int(i) for i in event_ids]
    if not ids:
        return 0
    cur = conn.execute(
        """INSERT INTO event_queue (event_id)
           SELECT e.id FROM events e WHERE e.id = ANY(%s)
           ON CONFLICT (event_id) DO NOTHING""",
        (ids,),
    )
    return cur.rowcount


def add_new(conn: Conn, event_ids: list[int]) -> None:
    """Queue events just stored (pending), without looking them up again: ingest's path."""
    conn.execute(ENQUEUE_NEW, (event_ids,))


def pending_ids(conn: Conn, after: int, limit: int) -> list[int]:
    """Pending event ids above `after`, in order (a dry run pages through them; nothing is claimed)."""
    return [row["event_id"] for row in conn.execute(PENDING_AFTER, (after, limit)).fetchall()]


def enqueue_missing(conn: Conn) -> int:
    """Queue every event that has no queue row (events imported or written before the queue)."""
    cur = conn.execute(
        """INSERT INTO event_queue (event_id)
           SELECT e.id FROM events e LEFT JOIN event_queue q ON q.event_id = e.id
           WHERE q.event_id IS NULL
           ON CONFLICT (event_id) DO NOTHING"""
    )
    return cur.rowcount


def reap(conn: Conn, visibility_timeout: float, max_attempts: int = DEFAULT_MAX_ATTEMPTS) -> int:
    """Dead-letter expired claims that already used all their attempts; return how many."""
    cur = conn.execute(
        """UPDATE event_queue
              SET status = 'dead', finished_at = now(), claimed_by = NULL,
                  last_error = coalesce(last_error || '; ', '') ||
                               'claim expired ' || attempts || ' times (worker crashed or too slow)'
            WHERE status = 'claimed' AND claimed_at < now() - make_interval(secs => %s)
              AND attempts >= %s""",
        (visibility_timeout, max_attempts),
    )
    return cur.rowcount


def claim(conn: Conn, worker: str, limit: int, visibility_timeout: float = DEFAULT_VISIBILITY_TIMEOUT,
          max_attempts: int = DEFAULT_MAX_ATTEMPTS, event_ids: Iterable[int] | None = None,
          exclude: Iterable[int] = ()) -> list[int]:
    """Claim up to `limit` claimable events (pending, or claimed longer ago than the visibility
    timeout), oldest first, restricted to `event_ids` when given and never those in `exclude`
    (a worker does not retry its own failures at once). Commits the claim so other workers see
    it at once. Returns the claimed event ids in order."""
    ids = None if event_ids is None else [int(i) for i in event_ids]
    skip = [int(i) for i in exclude]
    conn.commit()  # the claim must be its own committed transaction, visible to other workers
    with conn.transaction():
        reap(conn, visibility_timeout, max_attempts)
        rows = conn.execute(
            """WITH picked AS (
                   SELECT event_id FROM event_queue
                    WHERE (status = 'pending'
                           OR (status = 'claimed' AND claimed_at < now() - make_interval(secs => %(vt)s)))
                      AND (%(ids)s::bigint[] IS NULL OR event_id = ANY(%(ids)s::bigint[]))
                      AND NOT (event_id = ANY(%(skip)s::bigint[]))
                    ORDER BY event_id
                    LIMIT %(limit)s
                    FOR UPDATE SKIP LOCKED)
               UPDATE event_queue q
                  SET status = 'claimed', claimed_by = %(worker)s, claimed_at = now(),
                      attempts = q.attempts + 1
                 FROM picked WHERE q.event_id = picked.event_id
               RETURNING q.event_id""",
            {"vt": visibility_timeout, "ids": ids, "skip": skip, "limit": limit, "worker": worker},
        ).fetchall()
    return sorted(row["event_id"] for row in rows)


def finish(conn: Conn, event_id: int, worker: str, status: str = "done", result: dict | None = None) -> bool:
    """Mark a claimed event done or skipped. False when this worker no longer owns the claim (it
    expired and another worker took it): the caller must then roll back its work on the event."""
    from psycopg.types.json import Jsonb

    if status not in ("done", "skipped"):
        raise ValueError(f"finish status must be done or skipped, not {status!r}")
    cur = conn.execute(
        """UPDATE event_queue
              SET status = %s, finished_at = now(), result = %s, last_error = NULL
            WHERE event_id = %s AND status = 'claimed' AND claimed_by = %s""",
        (status, Jsonb(result or {}), event_id, worker),
    )
    return cur.rowcount == 1


def finish_many(conn: Conn, worker: str, outcomes: list[tuple[int, str, dict]]) -> set[int]:
    """finish() for many (event_id, status, result) in one statement; returns the ids finished
    (the others' claims were lost)."""
    if not outcomes:
        return set()
    rows = conn.execute(
        """UPDATE event_queue q
              SET status = v.status, finished_at = now(), result = v.result::jsonb, last_error = NULL
             FROM unnest(%s::bigint[], %s::text[], %s::text[]) AS v(event_id, status, result)
            WHERE q.event_id = v.event_id AND q.status = 'claimed' AND q.claimed_by = %s
        RETURNING q.event_id""",
        ([o[0] for o in outcomes], [o[1] for o in outcomes], [records.canonical_json(o[2] or {}) for o in outcomes],
         worker),
    ).fetchall()
    return {row["event_id"] for row in rows}


def fail(conn: Conn, event_id: int, worker: str, error: str,
         max_attempts: int = DEFAULT_MAX_ATTEMPTS) -> str | None:
    """Record a failed attempt: back to pending, or dead once attempts reach `max_attempts`.
    Returns the new status, or None when this worker no longer owns the claim."""
    row = conn.execute(
        """UPDATE event_queue
              SET status = CASE WHEN attempts >= %s THEN 'dead' ELSE 'pending' END,
                  finished_at = CASE WHEN attempts >= %s THEN now() END,
                  claimed_by = NULL, claimed_at = NULL, last_error = %s
            WHERE event_id = %s AND status = 'claimed' AND claimed_by = %s
        RETURNING status""",
        (max_attempts, max_attempts, error[:2000], event_id, worker),
    ).fetchone()
    return row["status"] if row else None


def release(conn: Conn, event_ids: Iterable[int], worker: str) -> int:
    """Give claims back without counting an attempt (a worker stopping early)."""
    ids = [int(i) for i in event_ids]
    if not ids:
        return 0
    cur = conn.execute(
        """UPDATE event_queue
              SET status = 'pending', claimed_by = NULL, claimed_at = NULL,
                  attempts = greatest(attempts - 1, 0)
            WHERE event_id = ANY(%s) AND status = 'claimed' AND claimed_by = %s""",
        (ids, worker),
    )
    return cur.rowcount


def release_orphans(conn: Conn) -> int:
    """Give back at once the claims of workers on this host whose process is gone (killed, or
    crashed), instead of waiting out the visibility timeout. The attempt still counts. A claim
    of another host, or of a live process, is left alone. Returns how many events went back."""
    host = socket.gethostname()
    workers = [row["claimed_by"] for row in conn.execute(
        "SELECT DISTINCT claimed_by FROM event_queue WHERE status = 'claimed' AND claimed_by IS NOT NULL")]
    gone = []
    for worker in workers:
        name, _, rest = worker.partition(":")
        pid = rest.partition(":")[0]
        if name != host or not pid.isdigit():
            continue
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            gone.append(worker)
        except PermissionError:
            pass  # alive, another user's
    if not gone:
        return 0
    cur = conn.execute(
        """UPDATE event_queue SET status = 'pending', claimed_by = NULL, claimed_at = NULL
            WHERE status = 'claimed' AND claimed_by = ANY(%s)""", (gone,))
    return cur.rowcount


def retry(conn: Conn, event_ids: Iterable[int] | None = None, status: str = "dead") -> int:
    """Put dead (or, with status=..., skipped/done) events back to pending with attempts reset.
    All of that status when no ids are given. Returns how many."""
    if status not in ("dead", "skipped", "done"):
        raise InputError(f"cannot retry events with status {status!r}", "retry dead, skipped or done events")
    ids = None if event_ids is None else [int(i) for i in event_ids]
    cur = conn.execute(
        """UPDATE event_queue
              SET status = 'pending', attempts = 0, claimed_by = NULL, claimed_at = NULL,
                  finished_at = NULL, last_error = NULL, result = NULL
            WHERE status = %s AND (%s::bigint[] IS NULL OR event_id = ANY(%s::bigint[]))""",
        (status, ids, ids),
    )
    return cur.rowcount


def stats(conn: Conn, visibility_timeout: float = DEFAULT_VISIBILITY_TIMEOUT) -> dict:
    """Counts per status; claims split into in-flight and stale (past the visibility timeout)."""
    row = db.one(conn.execute(
        """SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
                  count(*) FILTER (WHERE status = 'claimed'
                                   AND claimed_at >= now() - make_interval(secs => %s)) AS in_flight,
                  count(*) FILTER (WHERE status = 'claimed'
                                   AND claimed_at < now() - make_interval(secs => %s)) AS stale,
                  count(*) FILTER (WHERE status = 'done') AS done,
                  count(*) FILTER (WHERE status = 'skipped') AS skipped,
                  count(*) FILTER (WHERE status = 'dead') AS dead,
                  count(*) AS total,
                  min(e.occurred_at) FILTER (WHERE status = 'pending') AS oldest_pending_at
             FROM event_queue q JOIN events e ON e.id = q.event_id""",
        (visibility_timeout, visibility_timeout),
    ))
    record: dict[str, Any] = {"kind": "queue"}
    for key in ("pending", "in_flight", "stale", "done", "skipped", "dead", "total"):
        record[key] = int(row[key])
    record["oldest_pending_at"] = records.iso(row["oldest_pending_at"])
    return record


def items(conn: Conn, status: str | None = None, limit: int = 100, event_ids: Iterable[int] | None = None):
    """Queue rows with a little of their event, oldest first."""
    if status is not None and status not in STATUSES:
        raise InputError(f"unknown queue status {status!r}", f"use one of {', '.join(STATUSES)}")
    ids = None if event_ids is None else [int(i) for i in event_ids]
    rows = conn.execute(
        """SELECT q.event_id, q.status, q.attempts, q.claimed_by, q.claimed_at, q.finished_at,
                  q.last_error, q.result, e.session_id, e.project, e.event_type, e.tool_name
             FROM event_queue q JOIN events e ON e.id = q.event_id
            WHERE (%s::text IS NULL OR q.status = %s)
              AND (%s::bigint[] IS NULL OR q.event_id = ANY(%s::bigint[]))
            ORDER BY q.event_id
            LIMIT %s""",
        (status, status, ids, ids, limit),
    )
    for row in rows:
        record: dict[str, Any] = {"kind": "queue_item"}
        for key, value in row.items():
            record[key] = records.iso(value) if hasattr(value, "tzinfo") else value
        yield record


def finished_sessions(conn: Conn, after: int) -> list[str]:
    """The sessions with an event after id `after` that compress finished (done or skipped)."""
    return [row["session_id"] for row in conn.execute(Q["finished_sessions"], (after,))]


def finished_through(conn: Conn) -> int:
    """The highest event id compress finished with (done, skipped or dead); 0 for none."""
    return db.one(conn.execute(Q["finished_through"]))["n"]


def count_dead(conn: Conn) -> int:
    return db.one(conn.execute(Q["count_dead"]))["n"]
