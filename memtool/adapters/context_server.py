"""`memtool context` kept warm for the hooks: one long-lived process per state directory that
holds the embedding model and a database connection and answers over a Unix socket.

A fresh `memtool context --query` process pays the interpreter, the imports, the connection and
the model load on every prompt (most of a second even on an idle machine). The hooks instead connect to `<state>/context.sock`, send one JSON line and read one back:

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
this prompt. The server exits after IDLE_SECONDS without a request (or soon after its socket
disappears), and only one runs per state directory (a lock, which holds the server's pid). The
socket is 0600 inside the 0700 state directory: only the user can ask it. When that path is too
long for a Unix socket (a long MEMTOOL_HOME), it goes to a private `memtool-<uid>` directory
under $XDG_RUNTIME_DIR or /tmp instead (socket_path; the hooks compute the same path).

Hostile or unlucky clients cannot end or hold it: up to READERS connections are read at once,
each request must arrive complete within REQUEST_DEADLINE (in all, not per read) and within
MAX_REQUEST bytes, JSON nested too deeply is a bad request like any other, and the backlog
takes a crowd of hooks. Requests are answered one at a time (one connection, one model). It
accepts connections at once and loads the embedding model in the background; until the model
is loaded, queries are answered with full text only (retrieve/warm.py, as `memtool mcp` and
`memtool serve` warm theirs); the recall of what a block hands out is recorded by
retrieve/recall.py.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import signal
import socket
import stat
import sys
import threading
import time
from pathlib import Path
from typing import Callable

from memtool import config, records, startblock
from memtool.errors import InputError, MemtoolError
from memtool.store import db
from memtool.store.db import Conn
from memtool.store.pool import Pool

SOCKET = "context.sock"
LOCK = "context-server.lock"
IDLE_SECONDS = 1800.0
MAX_REQUEST = 256 * 1024
CHECK_SECONDS = 30.0
#: a whole request must arrive within this (not per read: a client trickling a byte every few
#: seconds is cut off, and it only ever holds one of the READERS)
REQUEST_DEADLINE = 3.0
REPLY_TIMEOUT = 2.0
BACKLOG = 128  # a crowd of hooks connecting at once is queued, not refused
READERS = 8  # connections read at once; requests are answered one at a time
#: sun_path holds 108 bytes on Linux (104 on macOS): a longer socket path cannot be bound
MAX_SOCKET_PATH = 100


def socket_path() -> Path:
    """<state>/context.sock, or — when that path is too long for a Unix socket — a short one
    named after the state directory's hash in a private `memtool-<uid>` directory under
    $XDG_RUNTIME_DIR or /tmp. The hooks compute the same path."""
    state = os.path.realpath(config.state_dir())
    direct = Path(state) / SOCKET
    if len(os.fsencode(direct)) <= MAX_SOCKET_PATH:
        return direct
    name = hashlib.sha256(os.fsencode(state)).hexdigest()[:24] + ".sock"
    for base in (os.environ.get("XDG_RUNTIME_DIR"), "/tmp"):
        if base and os.path.isabs(base):
            candidate = Path(base) / f"memtool-{os.getuid()}" / name
            if len(os.fsencode(candidate)) <= MAX_SOCKET_PATH:
                return candidate
    return direct


def _private_dir(directory: Path) -> bool:
    """Whether `directory` (the socket's, outside the state directory) is ours alone: a real
    directory owned by this user with no access for others (created so when missing)."""
    with contextlib.suppress(FileExistsError):
        os.mkdir(directory, 0o700)
    info = os.lstat(directory)
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077


def answer(conn: Conn, request: dict, embedder) -> dict:
    """The context record's text for one request (the rules of `memtool context`)."""
    from memtool.retrieve import context
    from memtool.maintenance import maintain
    from memtool import project as projects
    from memtool.retrieve import recall
    from memtool.store import injections

    from memtool import switches

    query = request.get("query") or None
    gate = bool(request.get("gate"))
    here = switches.for_directory(request.get("cwd") or None)  # the repository's .memtool.toml
    if not here.inject:
        return {"text": "", "mode": "off"}
    if here.problem:
        request = dict(request, notice=here.problem)
    budget = int(request.get("budget_chars") or (here.budget_chars if here.budget_chars is not None
                                                 else context.DEFAULT_BUDGET))
    scope = request.get("project") or projects.resolve(request.get("cwd") or None)
    if query and gate and context.is_trivial(query):
        return {"text": "", "mode": "gated"}
    wait = float(request.get("wait") or 0)
    if wait > 0:
        maintain.wait_for_distillation(min(wait, 10.0))
    with db.transaction(conn):  # search may have refreshed its statistics: keep that (and the recall)
        record = recall.context(conn, scope, via="context", query=query, budget_chars=budget, gate=gate,
                                embedder=embedder)
        problem = injections.record_open(conn, record, "server", request.get("session") or None)
    reply = {"text": record["text"], "mode": record["mode"]}
    notices = [n for n in (request.get("notice"), problem) if n]  # a bad .memtool.toml (ignored), an unlogged block
    return dict(reply, notice="; ".join(notices)) if notices else reply


def serve(connect: Callable, idle_seconds: float = IDLE_SECONDS, ready: Callable[[], None] | None = None) -> bool:
    """Serve until idle for idle_seconds. False at once when another server holds the lock.
    `connect` opens a database connection (the pool's: one is kept between requests)."""
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
        _bind(listener, path, state)
        inode = path.stat().st_ino
        os.ftruncate(lock, 0)
        os.write(lock, f"{os.getpid()}\n".encode())  # who serves, for `kill` and tests
        if threading.current_thread() is threading.main_thread():  # SIGTERM: clean up the socket on the way out
            signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        from memtool.retrieve import warm

        server = _Server(Pool(connect=connect), warm.WarmEmbedder(warm.warm_up()))  # full text until the model is loaded
        if ready:
            ready()
        server.run(listener, lambda: _same(path, inode), idle_seconds)
        return True
    finally:
        listener.close()
        with contextlib.suppress(OSError):
            if _same(path, inode):
                path.unlink()
        os.close(lock)


def _bind(listener: socket.socket, path: Path, state: Path) -> None:
    try:
        if path.parent != Path(os.path.realpath(state)) and not _private_dir(path.parent):
            raise MemtoolError(f"{path.parent} is not a private directory of this user: the context server's "
                               "socket cannot go there", "remove it, or set XDG_RUNTIME_DIR to a private directory")
        path.unlink(missing_ok=True)  # a dead server's socket: we hold the lock, so it is stale
        old = os.umask(0o177)
        try:
            listener.bind(str(path))
        finally:
            os.umask(old)
        listener.listen(BACKLOG)
    except OSError as exc:
        raise MemtoolError(f"cannot listen on {path}: {exc.strerror or exc}",
                           "check that its directory is writable, or set a shorter MEMTOOL_HOME") from None


def _same(path: Path, inode: int) -> bool:
    try:
        return path.stat().st_ino == inode
    except OSError:
        return False


class _Server:
    """Up to READERS connections are read at once, each within REQUEST_DEADLINE; the requests
    are answered one at a time (one model; a pooled connection, store/pool.py, kept between
    requests and replaced when it went stale)."""

    def __init__(self, pool: Pool, embedder) -> None:
        self.pool = pool
        self.embedder = embedder
        self.work = threading.Lock()
        self.slots = threading.BoundedSemaphore(READERS)
        self.last = time.monotonic()

    def run(self, listener: socket.socket, socket_is_ours: Callable[[], bool], idle_seconds: float) -> None:
        check = min(CHECK_SECONDS, idle_seconds)
        listener.settimeout(check)
        try:
            while True:
                client = None
                if self.slots.acquire(timeout=check):
                    try:
                        client, _ = listener.accept()
                    except socket.timeout:
                        self.slots.release()
                if client is not None:
                    threading.Thread(target=self.handle, args=(client,), name="memtool-request", daemon=True).start()
                    continue
                # idle long enough, or our socket is gone (state directory removed or replaced)
                if (time.monotonic() - self.last >= idle_seconds and self._idle()) or not socket_is_ours():
                    return
        finally:
            with self.work:
                with contextlib.suppress(Exception):
                    self.pool.close()

    def _idle(self) -> bool:
        if not self.slots.acquire(blocking=False):
            return False
        self.slots.release()
        return not self.work.locked()

    def handle(self, client: socket.socket) -> None:
        try:
            with client:
                request = read_request(client)
                if isinstance(request, dict):
                    with self.work:
                        reply = self._answer(request)
                else:
                    reply = {"error": f"bad request: {request}"}
                client.settimeout(REPLY_TIMEOUT)
                with contextlib.suppress(OSError):
                    client.sendall((json.dumps(reply, default=records.jsonable) + "\n").encode())
        finally:
            self.last = time.monotonic()
            self.slots.release()

    def _answer(self, request: dict) -> dict:
        """One request in one transaction on the pool's connection (rolled back on an error,
        dropped when it broke: the database may be back by the next request)."""
        try:
            return self.pool.run(lambda conn: self._dispatch(conn, request))
        except Exception as exc:  # noqa: BLE001 - one failed request must not end the server
            return {"error": _first_line(exc)}

    def _dispatch(self, conn: Conn, request: dict) -> dict:
        if startblock.has_used():  # precomputed blocks a hook injected while no server ran
            with contextlib.suppress(Exception):
                from memtool.maintenance import maintain

                maintain.record_used_blocks(conn)
        if "store" in request:
            return store(conn, request["store"])
        if "ingest" in request:
            return capture(conn, request["ingest"], request.get("source") or "auto", bool(request.get("maintain")))
        return answer(conn, request, self.embedder)


def _first_line(exc: BaseException) -> str:
    text = exc.message if isinstance(exc, MemtoolError) else str(exc)
    return text.splitlines()[0] if text else type(exc).__name__


def read_request(client: socket.socket) -> dict | str:
    """One request line, read within REQUEST_DEADLINE in all and at most MAX_REQUEST bytes: the
    JSON object, or why there is none."""
    deadline = time.monotonic() + REQUEST_DEADLINE
    data = bytearray()
    try:
        while not data.endswith(b"\n"):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return f"not complete within {REQUEST_DEADLINE:g} s"
            client.settimeout(remaining)
            chunk = client.recv(65536)
            if not chunk:
                break
            data += chunk
            if len(data) > MAX_REQUEST:
                return f"larger than {MAX_REQUEST} bytes"
    except socket.timeout:
        return f"not complete within {REQUEST_DEADLINE:g} s"
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    if not data.strip():
        return "empty"  # a client that connected and closed (or a probe): nothing to answer
    try:
        request = json.loads(bytes(data))
    except RecursionError:
        return "JSON nested too deeply"
    except ValueError as exc:
        return f"not JSON ({exc})"
    return request if isinstance(request, dict) else "not a JSON object"


def store(conn, rows: list) -> dict:
    """Store a hook's normalised event rows (the "store" request) in one transaction."""
    from memtool.store import db
    from memtool.capture import ingest

    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise ValueError("store: a list of event rows expected")
    with db.transaction(conn):
        stored, refused = ingest.store_batch(conn, rows)
    return {"stored": stored, "refused": [[index, exc.message] for index, exc in refused]}


def capture(conn, lines: list, source: str = "auto", end_of_turn: bool = False) -> dict:
    """Capture a plugin's raw hook lines (the "ingest" request) as `memtool ingest` would: each
    line read and scrubbed here, then stored in one transaction; when the database cannot take
    them now (gone, a restore holding capture), the scrubbed rows go to the spool. A plugin
    that runs in the agent's process (OpenCode) thus hands a tool call off with one socket
    write instead of starting a Python process per batch. With end_of_turn (`"maintain": true`,
    the batch that ends a turn) the stored batch starts the background `memtool maintain` for
    its sessions, as `memtool ingest --maintain` does (not when the batch was spooled)."""
    from memtool.capture import spool
    from memtool.capture import ingest
    from memtool.errors import DatabaseUnavailable

    if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
        raise ValueError("ingest: a list of JSON lines expected")
    if source not in ingest.SOURCES:
        raise ValueError(f"ingest: unknown source {source!r}")
    rows: list[dict] = []
    bad = 0
    for _, item in records.read_jsonl(lines):
        try:
            if not isinstance(item, dict):
                raise InputError(str(item))
            rows += [row for row in ingest.normalise(item, source, cwd=None) if not ingest.skip_excluded(row)]
        except InputError:
            bad += 1
    if not rows:
        if end_of_turn:
            _end_turn([])
        return {"stored": [], "refused": [], "bad_lines": bad}
    try:
        with db.transaction(conn):
            stored, refused = ingest.store_batch(conn, rows)
    except (DatabaseUnavailable, MemtoolError):
        spool.append(rows)  # replayed by the next ingest (keyed: never stored twice)
        return {"stored": [], "refused": [], "spooled": len(rows), "bad_lines": bad}
    if end_of_turn:
        _end_turn(r.get("session_id") for r in stored)
    return {"stored": [r["id"] for r in stored], "refused": [[i, exc.message] for i, exc in refused], "bad_lines": bad}


def _end_turn(sessions) -> None:
    """Start the end-of-turn `memtool maintain` for these sessions (a failure to start it loses
    nothing: the events are stored, and the next run or the timer distils them)."""
    from memtool.maintenance import maintain

    with contextlib.suppress(OSError):
        maintain.start_background([s for s in sessions if s])


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
