"""`memtool context` kept warm for the hooks: one long-lived process per state directory that
holds the embedding model and a database connection and answers over a Unix socket.

A fresh `memtool context --query` process pays the interpreter, the imports, the connection and
the model load on every prompt (0.4-1 s on an idle 2-core machine, seconds on a busy one). The
hooks instead connect to `<state>/context.sock`, send one JSON line and read one back:

    request   {"cwd": DIR, "project": P?, "query": TEXT?, "gate": bool, "budget_chars": N?, "wait": S?,
               "session": ID?}
    response  {"text": BLOCK, "mode": ..., "notice": TEXT?}   or   {"error": MESSAGE}

A block that is not empty is logged with the agent's session id (store/injections.py,
`memtool injected`); a failure to log is a `notice`, never a lost block.

It also stores a capture hook's events, so that `memtool ingest` run by a hook neither imports
psycopg nor opens a connection (most of its cost): the hook's process reads and scrubs its lines
(`ingest.normalise`: the secrets never leave it, the event keys are fixed there) and sends the
rows; the server stores them in one transaction (`ingest.store_batch`):

    request   {"store": [ROW, ...]}
    response  {"stored": [EVENT RECORD, ...], "refused": [[INDEX, MESSAGE], ...]}   or   {"error": ...}

Any failure on that path (no server, a busy or dying one, an error) and the hook stores the
same rows itself, so an event is never lost and, its key being fixed, never stored twice.

`project` (from MEMTOOL_PROJECT) wins over `cwd`; `wait` bounds how long the answer waits for a
background run that is distilling the last turn (see maintain.py). Fail-open rules stay the
hooks': when the socket is missing or silent they start the server (`memtool context-server`,
detached, at most once per START_GRACE seconds) and fall back to a fresh `memtool context` for
this prompt. The server serves one request at a time, exits after IDLE_SECONDS without a
request (or soon after its socket disappears), and only one runs per state directory (a lock,
which holds the server's pid). The socket is 0600 inside the 0700
state directory: only the user can ask it.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import socket
import time
from pathlib import Path
from typing import Callable

from memtool import config, records
from memtool.store import db
from memtool.store.db import Conn

SOCKET = "context.sock"
LOCK = "context-server.lock"
IDLE_SECONDS = 1800.0
MAX_REQUEST = 256 * 1024
CHECK_SECONDS = 30.0
REQUEST_TIMEOUT = 5.0  # a client that connects and sends nothing does not hold the server up


def socket_path() -> Path:
    return config.state_dir() / SOCKET


def answer(conn: Conn, request: dict, embedder) -> dict:
    """The context record's text for one request (the rules of `memtool context`)."""
    from memtool.retrieve import context
    from memtool.maintenance import maintain
    from memtool import project as projects
    from memtool.store import injections, recalls

    from memtool import switches

    query = request.get("query") or None
    gate = bool(request.get("gate"))
    here = switches.for_directory(request.get("cwd") or None)  # the repository's .memtool.toml
    if not here.inject:
        return {"text": "", "mode": "off"}
    budget = int(request.get("budget_chars") or (here.budget_chars if here.budget_chars is not None
                                                 else context.DEFAULT_BUDGET))
    scope = request.get("project") or projects.resolve(request.get("cwd") or None)
    if query and gate and context.is_trivial(query):
        return {"text": "", "mode": "gated"}
    wait = float(request.get("wait") or 0)
    if wait > 0:
        maintain.wait_for_distillation(min(wait, 10.0))
    with db.transaction(conn):  # search may have refreshed its statistics: keep that (and the recall)
        record = context.build_context(conn, scope, query=query, budget_chars=budget, gate=gate, embedder=embedder)
        recalls.record(conn, record["included_ids"], "context")
        problem = injections.record_open(conn, record, "server", request.get("session") or None)
    reply = {"text": record["text"], "mode": record["mode"]}
    return dict(reply, notice=problem) if problem else reply


def serve(connect: Callable, idle_seconds: float = IDLE_SECONDS, ready: Callable[[], None] | None = None) -> bool:
    """Serve until idle for idle_seconds. False at once when another server holds the lock."""
    state = config.state_dir()
    state.mkdir(parents=True, exist_ok=True, mode=0o700)
    lock = os.open(state / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(lock)
        return False
    path = socket_path()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    inode = -1
    try:
        path.unlink(missing_ok=True)  # a dead server's socket: we hold the lock, so it is stale
        old = os.umask(0o177)
        try:
            listener.bind(str(path))
        finally:
            os.umask(old)
        listener.listen(16)
        listener.settimeout(min(CHECK_SECONDS, idle_seconds))
        inode = path.stat().st_ino
        os.ftruncate(lock, 0)
        os.write(lock, f"{os.getpid()}\n".encode())  # who serves, for `kill` and tests
        from memtool.retrieve import embed

        embedder = embed.Embedder()
        embedder.load()  # the point of the server: load once, before the first prompt asks
        conn = None
        if ready:
            ready()
        last = time.monotonic()
        while True:
            try:
                client, _ = listener.accept()
            except socket.timeout:
                # idle long enough, or our socket is gone (state directory removed or replaced)
                if time.monotonic() - last >= idle_seconds or not _same(path, inode):
                    return True
                continue
            with client:
                conn = _handle(client, conn, connect, embedder)
            last = time.monotonic()
    finally:
        listener.close()
        with contextlib.suppress(OSError):
            if _same(path, inode):
                path.unlink()
        os.close(lock)


def _same(path: Path, inode: int) -> bool:
    try:
        return path.stat().st_ino == inode
    except OSError:
        return False


def _handle(client: socket.socket, conn, connect: Callable, embedder):
    client.settimeout(REQUEST_TIMEOUT)
    try:
        data = b""
        while not data.endswith(b"\n") and len(data) < MAX_REQUEST:
            chunk = client.recv(65536)
            if not chunk:
                break
            data += chunk
        request = json.loads(data or b"{}")
        if not isinstance(request, dict):
            raise ValueError("the request is not a JSON object")
    except (OSError, ValueError) as exc:
        _reply(client, {"error": f"bad request: {exc}"})
        return conn
    try:
        if conn is None or conn.closed:
            conn = connect()
        reply = store(conn, request["store"]) if "store" in request else answer(conn, request, embedder)
    except Exception as exc:  # noqa: BLE001 - one failed request must not end the server
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.close()
        conn = None  # reconnect on the next request (the database may be back by then)
        reply = {"error": str(exc).splitlines()[0] if str(exc) else type(exc).__name__}
    _reply(client, reply)
    return conn


def _reply(client: socket.socket, reply: dict) -> None:
    with contextlib.suppress(OSError):
        client.sendall((json.dumps(reply, default=records.jsonable) + "\n").encode())


def store(conn, rows: list) -> dict:
    """Store a hook's normalised event rows (the "store" request) in one transaction."""
    from memtool.store import db
    from memtool.capture import ingest

    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise ValueError("store: a list of event rows expected")
    conn.rollback()  # a context answer may have left a read open
    with db.transaction(conn):
        stored, refused = ingest.store_batch(conn, rows)
    return {"stored": stored, "refused": [[index, exc.message] for index, exc in refused]}


STORE_TIMEOUT = 10.0  # the server may be answering a prompt (model warm-up) first


def store_via_server(rows: list[dict], timeout: float = STORE_TIMEOUT):
    """Hand normalised rows to the running server (`ingest.ingest`'s ``warm``): the stored event
    records and the refusals, or None when no server takes them (none running, request too big,
    no answer in time, an error) — the caller then stores them itself."""
    from memtool.errors import DatabaseError

    request = (json.dumps({"store": rows}, default=records.jsonable) + "\n").encode()
    if len(request) >= MAX_REQUEST or not socket_path().exists():
        return None
    try:
        reply = _send(request, timeout)
    except (OSError, ValueError):
        return None
    if not isinstance(reply, dict) or not isinstance(reply.get("stored"), list):
        return None
    return reply["stored"], [(index, DatabaseError(message)) for index, message in reply.get("refused", [])]


def ask(request: dict, timeout: float) -> dict:
    """Send one request to the running server (a client, for tests and tools; the hooks carry
    their own copy of this, as they import nothing from memtool). Raises OSError when no server
    answers."""
    return _send((json.dumps(request) + "\n").encode(), timeout)


def _send(request: bytes, timeout: float):
    deadline = time.monotonic() + timeout
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(timeout)
        client.connect(str(socket_path()))
        client.sendall(request)
        data = b""
        while not data.endswith(b"\n"):
            client.settimeout(max(0.01, deadline - time.monotonic()))
            chunk = client.recv(65536)
            if not chunk:
                break
            data += chunk
    return json.loads(data)
