"""The ASGI application of `memtool serve`: routes, errors, connections, start-up.

Connections. A few PostgreSQL connections (POOL_SIZE) are shared by the request threads (a
store/pool.py's Pool, as in `memtool mcp`): a request takes one, runs its work in
one transaction (committed on success, rolled back on error) and gives it back. A connection that broke is dropped, and the next request opens a fresh
one through `db.connect` — so when the database goes away the API answers 503 with a clear body,
and when it is back the next request works, with nothing to restart. A request that finds no
free connection within POOL_WAIT seconds gets 503 too.

Errors. Every error is one JSON body, {"error": {"status", "code", "message", "hint"}}:
400 bad input (InputError), 404 unknown id or route, 405, 413 body too large, 415 not JSON,
401/403/421 refused by security.py, 503 database unavailable (or busy), 500 anything else
("internal error", with the details in the server's log).

Start-up (lifespan): the embedding model is loaded in the background (retrieve/warm.py: the first
search is then warm), and the live feed's poller starts (feed.py).
"""

from __future__ import annotations

import contextlib
import logging
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
from memtool.retrieve import warm
from memtool.store.pool import Pool

if TYPE_CHECKING:
    from memtool.adapters.serve.security import Guard

STATIC = Path(__file__).with_name("static")
POOL_SIZE = 4
POOL_WAIT = 15.0  # seconds a request waits for a free connection
STATEMENT_TIMEOUT = 30.0  # seconds any one statement may run

log = logging.getLogger("memtool.adapters.serve")


def shared_connections(size: int = POOL_SIZE, connect: Callable[[], Any] | None = None) -> Pool:
    """The shared connections (see the module docstring): a Pool of `size`."""
    return Pool(size=size, idle=size, connect=connect or _connect, wait=POOL_WAIT)


def _connect():
    from memtool import config
    from memtool.store import db

    return db.connect(lock_timeout=config.lock_timeout(), statement_timeout=STATEMENT_TIMEOUT)


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


def create_app(*, hosts: frozenset[str] | None, token: str | None, connections: Pool | None = None,
               feed_interval: float | None = None) -> Guard:
    """The whole application, wrapped in the security guard (not yet serving)."""
    from memtool.adapters.serve import api, feed, security

    connections = connections or shared_connections()
    live = feed.Feed(connections, interval=feed_interval or feed.POLL_INTERVAL)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        warm.warm_up(log=log)
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
