"""The ASGI application of `memtool serve`: routes, errors, connections, start-up.

Connections. A few PostgreSQL connections (POOL_SIZE) are shared by the request threads: a
request takes one, runs its work in one transaction (committed on success, rolled back on
error) and gives it back. A connection that broke is dropped, and the next request opens a fresh
one through `db.connect` — so when the database goes away the API answers 503 with a clear body,
and when it is back the next request works, with nothing to restart. A request that finds no
free connection within POOL_WAIT seconds gets 503 too.

Errors. Every error is one JSON body, {"error": {"status", "code", "message", "hint"}}:
400 bad input (InputError), 404 unknown id or route, 405, 413 body too large, 415 not JSON,
401/403/421 refused by security.py, 503 database unavailable (or busy), 500 anything else
("internal error", with the details in the server's log).

Start-up (lifespan): the embedding model is loaded in the background (the first search is
then warm), and the live feed's poller starts (feed.py).
"""

from __future__ import annotations

import contextlib
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from memtool.adapters.serve.answers import error
from memtool.errors import DatabaseError, DatabaseUnavailable, InputError, MemtoolError, ModelUnavailable, NotFound

if TYPE_CHECKING:
    from memtool.adapters.serve.security import Guard

STATIC = Path(__file__).with_name("static")
POOL_SIZE = 4
POOL_WAIT = 15.0  # seconds a request waits for a free connection
STATEMENT_TIMEOUT = 30.0  # seconds any one statement may run

log = logging.getLogger("memtool.adapters.serve")


class Connections:
    """The shared connections (see the module docstring); `run(work)` is the one entry."""

    def __init__(self, size: int = POOL_SIZE, connect: Callable[[], Any] | None = None):
        self._idle: list = []
        self._guard = threading.Lock()
        self._slots = threading.BoundedSemaphore(size)
        self._connect = connect or _connect

    def run(self, work: Callable[[Any], Any]) -> Any:
        """work(conn) in one transaction; a connection that had gone stale while idle is
        replaced once, transparently. Raises DatabaseUnavailable when the database is away."""
        if not self._slots.acquire(timeout=POOL_WAIT):
            raise DatabaseUnavailable(f"every database connection is busy (waited {POOL_WAIT:g} s)", "retry shortly")
        try:
            for attempt in (1, 2):
                conn, reused = self._take()
                try:
                    result = _in_transaction(conn, work)
                except DatabaseUnavailable:
                    conn.close()
                    if reused and attempt == 1:
                        continue
                    raise
                except BaseException:
                    self._give_back(conn)
                    raise
                self._give_back(conn)
                return result
        finally:
            self._slots.release()

    def _take(self) -> tuple[Any, bool]:
        with self._guard:
            while self._idle:
                conn = self._idle.pop()
                if not (conn.closed or conn.broken):
                    return conn, True
        from memtool.store import db

        with db.translate_errors():
            return self._connect(), False

    def _give_back(self, conn) -> None:
        if conn.closed or conn.broken:
            return
        with self._guard:
            self._idle.append(conn)

    def close(self) -> None:
        with self._guard:
            idle, self._idle = self._idle, []
        for conn in idle:
            conn.close()


def _connect():
    from memtool import config
    from memtool.store import db

    return db.connect(lock_timeout=config.lock_timeout(), statement_timeout=STATEMENT_TIMEOUT)


def _in_transaction(conn, work: Callable[[Any], Any]) -> Any:
    from memtool.store import db

    with db.translate_errors(), db.transaction(conn):
        return work(conn)


# -- answers ---------------------------------------------------------------------------------


_STATUS = [(NotFound, 404, "not_found"), (InputError, 400, "bad_input"),
           (DatabaseUnavailable, 503, "database_unavailable"), (ModelUnavailable, 503, "model_unavailable")]


def _away_note() -> str:
    from memtool.capture import spool

    return spool.away_note()


def memtool_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, MemtoolError)
    for kind, status, code in _STATUS:
        if isinstance(exc, kind):
            headers = {"retry-after": "5"} if status == 503 else None
            message = exc.message + (_away_note() if kind is DatabaseUnavailable else "")
            return error(status, code, message, exc.hint, headers)
    if isinstance(exc, DatabaseError) and exc.refuses_the_data():
        return error(400, "refused", exc.message, exc.hint)
    log.error("request failed: %s", exc)
    return error(500, "failed", exc.message, exc.hint)


def http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    code = {404: "not_found", 405: "method_not_allowed", 413: "too_large", 415: "json_only"}.get(exc.status_code,
                                                                                               "bad_request")
    message = exc.detail if exc.status_code != 404 else f"no such page or endpoint: {request.url.path}"
    return error(exc.status_code, code, message, "see /api/openapi.json for the endpoints"
                 if exc.status_code in (404, 405) else None)


def internal_error(request: Request, exc: Exception) -> Response:
    log.exception("internal error on %s %s", request.method, request.url.path)
    return error(500, "internal_error", f"internal error: {type(exc).__name__}",
                 "the server's log has the details; please report it")


# -- the application -------------------------------------------------------------------------


def create_app(*, hosts: frozenset[str] | None, token: str | None, connections: Connections | None = None,
               feed_interval: float | None = None) -> Guard:
    """The whole application, wrapped in the security guard (not yet serving)."""
    from memtool.adapters.serve import api, feed, security

    connections = connections or Connections()
    live = feed.Feed(connections, interval=feed_interval or feed.POLL_INTERVAL)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        threading.Thread(target=_warm_up, name="memtool-warm-up", daemon=True).start()
        async with live.running():
            yield
        connections.close()

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", media_type="text/html; charset=utf-8")

    routes = [Route("/", index), Route("/api/feed", live.endpoint),
              *api.routes(), Mount("/static", StaticFiles(directory=STATIC), name="static")]
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={MemtoolError: memtool_error, HTTPException: http_error,
                                        Exception: internal_error})
    app.state.connections = connections
    app.state.feed = live
    return security.Guard(app, hosts=hosts, token=token)


def _warm_up() -> None:
    """Load the embedding model once, so the first search does not pay for it."""
    from memtool.retrieve import embed

    try:
        embed.default_embedder().embed_query_arrays(["warm up"])
    except Exception:  # noqa: BLE001 - search says so and falls back to full text
        log.warning("embedding model unavailable: search falls back to full text")
