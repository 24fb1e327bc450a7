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

Q = queries.Family("queue")  # the family's statements, sql/queries/queue.sql
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


def worker_id() -> str:
    """A name for this worker, unique across hosts and restarts: host:pid:random."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"


def enqueue(conn: Conn, event_ids: Iterable[int]) -> int:
    """Make sure each event has a queue row (new rows are pending); return how many were added."""
    ids = [int(i) for i in event_ids]
    if not ids:
        return 0
    cur = conn.execute(Q["enqueue_events"], (ids,))
    return cur.rowcount


def add_new(conn: Conn, event_ids: list[int]) -> None:
    """Queue events just stored (pending), without looking them up again: ingest's path."""
    conn.execute(Q["enqueue_new"], (event_ids,))


def pending_ids(conn: Conn, after: int, limit: int) -> list[int]:
    """Pending event ids above `after`, in order (a dry run pages through them; nothing is claimed)."""
    return [row["event_id"] for row in conn.execute(Q["pending_after"], (after, limit)).fetchall()]


def enqueue_missing(conn: Conn) -> int:
    """Queue every event that has no queue row (events imported or written before the queue)."""
    cur = conn.execute(Q["enqueue_missing"])
    return cur.rowcount


def reap(conn: Conn, visibility_timeout: float, max_attempts: int = DEFAULT_MAX_ATTEMPTS) -> int:
    """Dead-letter expired claims that already used all their attempts; return how many."""
    cur = conn.execute(Q["reap_expired"], (visibility_timeout, max_attempts))
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
            Q["claim_events"],
            {"vt": visibility_timeout, "ids": ids, "skip": skip, "limit": limit, "worker": worker},
        ).fetchall()
    return sorted(row["event_id"] for row in rows)


def finish(conn: Conn, event_id: int, worker: str, status: str = "done", result: dict | None = None) -> bool:
    """Mark a claimed event done or skipped. False when this worker no longer owns the claim (it
    expired and another worker took it): the caller must then roll back its work on the event."""
    from psycopg.types.json import Jsonb

    if status not in ("done", "skipped"):
        raise ValueError(f"finish status must be done or skipped, not {status!r}")
    cur = conn.execute(Q["finish_event"], (status, Jsonb(result or {}), event_id, worker))
    return cur.rowcount == 1


def finish_many(conn: Conn, worker: str, outcomes: list[tuple[int, str, dict]]) -> set[int]:
    """finish() for many (event_id, status, result) in one statement; returns the ids finished
    (the others' claims were lost)."""
    if not outcomes:
        return set()
    rows = conn.execute(
        Q["finish_events"],
        ([o[0] for o in outcomes], [o[1] for o in outcomes], [records.canonical_json(o[2] or {}) for o in outcomes],
         worker),
    ).fetchall()
    return {row["event_id"] for row in rows}


def fail(conn: Conn, event_id: int, worker: str, error: str,
         max_attempts: int = DEFAULT_MAX_ATTEMPTS) -> str | None:
    """Record a failed attempt: back to pending, or dead once attempts reach `max_attempts`.
    Returns the new status, or None when this worker no longer owns the claim."""
    row = conn.execute(Q["fail_event"], (max_attempts, max_attempts, error[:2000], event_id, worker)).fetchone()
    return row["status"] if row else None


def release(conn: Conn, event_ids: Iterable[int], worker: str) -> int:
    """Give claims back without counting an attempt (a worker stopping early)."""
    ids = [int(i) for i in event_ids]
    if not ids:
        return 0
    cur = conn.execute(Q["release_claims"], (ids, worker))
    return cur.rowcount


def release_orphans(conn: Conn) -> int:
    """Give back at once the claims of workers on this host whose process is gone (killed, or
    crashed), instead of waiting out the visibility timeout. The attempt still counts. A claim
    of another host, or of a live process, is left alone. Returns how many events went back."""
    host = socket.gethostname()
    workers = [row["claimed_by"] for row in conn.execute(
        Q["claiming_workers"])]
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
        Q["release_workers"], (gone,))
    return cur.rowcount


def retry(conn: Conn, event_ids: Iterable[int] | None = None, status: str = "dead") -> int:
    """Put dead (or, with status=..., skipped/done) events back to pending with attempts reset.
    All of that status when no ids are given. Returns how many."""
    if status not in ("dead", "skipped", "done"):
        raise InputError(f"cannot retry events with status {status!r}", "retry dead, skipped or done events")
    ids = None if event_ids is None else [int(i) for i in event_ids]
    cur = conn.execute(Q["retry_events"], (status, ids, ids))
    return cur.rowcount


def stats(conn: Conn, visibility_timeout: float = DEFAULT_VISIBILITY_TIMEOUT) -> dict:
    """Counts per status; claims split into in-flight and stale (past the visibility timeout)."""
    row = db.one(conn.execute(Q["queue_counts"], (visibility_timeout, visibility_timeout)))
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
    rows = conn.execute(Q["queue_items"], (status, status, ids, ids, limit))
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
