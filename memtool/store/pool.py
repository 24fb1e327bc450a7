"""A pool of database connections for a long-lived server (`memtool mcp`, `memtool serve`):
`run(work)` runs work(conn) in one transaction, on a connection kept between calls.

`run` takes a connection (an idle one, else a new one through the pool's `connect`, `db.connect`
by default), runs work(conn) in one transaction (committed on success, rolled back on error) and
gives it back. A connection that broke is dropped; an idle one found stale is replaced once,
transparently — so when the database goes away a call fails with DatabaseUnavailable, and when
it is back the next call works, with nothing to restart. `size` bounds the calls at once (None:
no bound; a call that finds no free connection within `wait` seconds gets DatabaseUnavailable),
`idle` the connections kept between calls. A call abandoned by its server (a timeout) keeps its
own connection: it is never shared with the next call. Each pooled connection has its side
connection (side.py) for the work a search runs beside it, opened on first use and closed with it.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from memtool.errors import DatabaseUnavailable
from memtool.store import db

POOL_WAIT = 15.0  # default seconds a call waits for a free connection


class Pool:
    """A long-lived server's database connections (see the module docstring)."""

    def __init__(self, size: int | None = None, idle: int = 1, connect: Callable[[], Any] | None = None,
                 wait: float = POOL_WAIT) -> None:
        self._idle: list = []
        self._keep = idle
        self._guard = threading.Lock()
        self._slots = threading.BoundedSemaphore(size) if size is not None else None
        self._wait = wait
        self._connect = connect or db.connect

    def run(self, work: Callable[[Any], Any]) -> Any:
        """work(conn) in one transaction; a connection that had gone stale while idle is
        replaced once, transparently. Raises DatabaseUnavailable when the database is away or
        every connection is busy."""
        if self._slots is not None and not self._slots.acquire(timeout=self._wait):
            raise DatabaseUnavailable(f"every database connection is busy (waited {self._wait:g} s)", "retry shortly")
        try:
            for attempt in (1, 2):
                conn, reused = self._take()
                try:
                    with db.translate_errors(), db.transaction(conn):
                        result = work(conn)
                except DatabaseUnavailable:
                    conn.close()
                    if reused and attempt == 1:
                        continue
                    raise
                except BaseException:
                    _rollback(conn)
                    self._give_back(conn)
                    raise
                self._give_back(conn)
                return result
            raise AssertionError("unreachable: the second attempt returns or raises")
        finally:
            if self._slots is not None:
                self._slots.release()

    def _take(self) -> tuple[Any, bool]:
        with self._guard:
            while self._idle:
                conn = self._idle.pop()
                if not (conn.closed or conn.broken):
                    return conn, True
        with db.translate_errors():
            return self._connect(), False

    def _give_back(self, conn) -> None:
        if conn.closed or conn.broken:
            return
        with self._guard:
            if len(self._idle) < self._keep:
                self._idle.append(conn)
                return
        conn.close()

    def close(self) -> None:
        with self._guard:
            idle, self._idle = self._idle, []
        for conn in idle:
            conn.close()


def _rollback(conn) -> None:
    try:
        conn.rollback()
    except Exception:  # noqa: BLE001 - a connection that cannot roll back is dropped
        conn.close()
