"""A second connection beside the caller's, for work that can run at the same time.

A search asks two independent questions: the observations (full text + vectors) and the event
log's passages (full text). Sent one after the other on one connection, PostgreSQL answers them
one after the other; sent on two connections, two backends answer them at once, while this
process embeds the query. `submit(conn, work, ...)` runs `work(side_connection, ...)` in a
worker thread on a second connection to the same database as `conn`:

- opened on first use with the conninfo `conn` was opened with (db.connect records it), kept
  while `conn` lives and closed with it, so a long-lived process (MCP server, context server,
  web viewer, batch search) pays the connect once;
- one side connection per caller connection, used by one task at a time (a caller waits for
  its task before it submits the next);
- the task runs in its own transaction there, committed when it returns (it sees what is
  committed, not the caller's open transaction: callers submit only work that does not need to
  see the caller's own uncommitted writes, see `search.search_outcome`).

When no side connection can be had (a connection not opened by db.connect, a server refusing
a second connection), `submit` returns None and the caller does the work itself. A side
connection that is lost is dropped (`discard_broken`); the next task opens a new one.
"""

from __future__ import annotations

import concurrent.futures
import threading
import weakref
from typing import Any, Callable

from memtool.store import db

_WORKERS = 4
_lock = threading.Lock()
_pool: concurrent.futures.ThreadPoolExecutor | None = None
#: caller connection -> its side connection (or None after a failed open: not retried)
_sides: "weakref.WeakKeyDictionary[Any, Any]" = weakref.WeakKeyDictionary()
#: caller connection -> the last task submitted for it
_running: "weakref.WeakKeyDictionary[Any, concurrent.futures.Future]" = weakref.WeakKeyDictionary()


def _executor() -> concurrent.futures.ThreadPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            _pool = concurrent.futures.ThreadPoolExecutor(max_workers=_WORKERS, thread_name_prefix="memtool-side")
        return _pool


def _side(conn) -> Any:
    """The side connection of `conn` (opened now if needed), or None when there cannot be one."""
    with _lock:
        if conn in _sides:
            side = _sides[conn]
            if side is None or not side.closed:
                return side
    options = db.connect_options(conn)
    side = None
    if options is not None:
        try:
            side = db.connect(migrate=False, **options)
        except Exception:  # noqa: BLE001  (no second connection: the caller works alone)
            side = None
        else:
            weakref.finalize(conn, side.close)
    with _lock:
        _sides[conn] = side
    return side


def discard_broken(conn) -> bool:
    """Drop `conn`'s side connection if it is lost (closed, or broken by a failure of the
    connection itself, not of a statement); the next submit opens a new one. Returns whether
    it was dropped."""
    with _lock:
        side = _sides.get(conn)
        if side is None or not (side.closed or side.broken):
            return False
        del _sides[conn]
    try:
        side.close()
    except Exception:  # noqa: BLE001  (it is being thrown away)
        pass
    return True


def _in_transaction(side, work: Callable[..., Any], args: tuple, kwargs: dict) -> Any:
    with db.translate_errors(), db.transaction(side):
        return work(side, *args, **kwargs)


def submit(conn, work: Callable[..., Any], *args, **kwargs) -> "concurrent.futures.Future | None":
    """Start `work(side_connection, *args, **kwargs)` in a worker thread, in its own committed
    transaction on `conn`'s side connection; None when there is no side connection (then the
    caller runs the work itself). Errors come out of the future's result(), translated."""
    side = _side(conn)
    if side is None:
        return None
    previous = _running.get(conn)
    if previous is not None:  # a task its caller stopped waiting for (the caller raised): one at a time
        concurrent.futures.wait([previous])
    future = _executor().submit(_in_transaction, side, work, args, kwargs)
    _running[conn] = future
    return future
