"""`memtool mcp`'s stdin and stdout in front of the MCP SDK (standard library only, so it runs
before the SDK is imported): every client line gets an answer, output leaves a line at a time,
and the handshake is answered from the SDK's recorded answers while the SDK is imported.

In detail:

- every line of the client passes `screen_line`: a line that is not a JSON-RPC message gets the
  protocol's error here (the SDK answers none), a request with lone UTF-16 surrogates is
  repaired;
- the SDK's output reaches the client a whole line at a time, so an answer given here never
  lands inside one of the SDK's;
- the handshake is answered at once (`Handshake`): an agent (OpenCode) waits for its MCP
  servers' `initialize` and `tools/list` before its first request to the model, and importing
  the SDK takes ~1 s. Those answers never depend on the database or on anything the client did
  but the handshake itself, so the SDK's own answers are recorded (in memtool's cache
  directory), keyed by everything they can depend on: the exact messages of the handshake so
  far (ids aside), memtool's code and the SDK's installation. The next server with the same
  key answers from the record while the SDK is still importing. The SDK still receives every
  line and answers it itself; its answer to a request already answered is dropped (and, should
  it differ from the record, renews it). A request outside the handshake, or anything unusual,
  ends early answering for that server: the SDK answers everything from then on;
- when the client closes the connection with every request answered, the process ends at once
  (`leave`), whatever the SDK is doing: an agent waits for its MCP server's exit (OpenCode, at
  the end of every `opencode run`), and the SDK's imports and warm-up, left until
  AGENT_START after the handshake, would otherwise run to their end first.
"""

import contextlib
import hashlib
import importlib.util
import json
import os
import re
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable

_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
PARSE_ERROR = -32700
INVALID_REQUEST = -32600


def _rpc_error(code: int, message: str, ident: Any = None) -> bytes:
    if not isinstance(ident, (str, int)) or isinstance(ident, bool):
        ident = None
    return json.dumps({"jsonrpc": "2.0", "id": ident, "error": {"code": code, "message": message}}).encode() + b"\n"


def screen_line(line: bytes) -> tuple[bytes | None, bytes | None]:
    """What to do with one line from the client: (the line to hand to the SDK, or None; the
    JSON-RPC error to answer instead, or None). The SDK answers nothing to a line that is not
    JSON, not an object or not a JSON-RPC message; those get the protocol's errors here (parse
    error / invalid request, with the request's id when it has one). A request whose strings
    hold lone UTF-16 surrogates (`"\\ud800"` without its pair), which the SDK rejects without an
    answer, is re-encoded with U+FFFD in their place; a blank line is dropped."""
    passed, reply, _ = _screen(line)
    return passed, reply


def _screen(line: bytes) -> tuple[bytes | None, bytes | None, dict | None]:
    """screen_line's answer and the message as parsed (None for a line not passed on)."""
    if not line.strip():
        return None, None, None
    try:
        message = json.loads(line)
    except RecursionError:
        return None, _rpc_error(PARSE_ERROR, "Parse error: JSON nested too deeply"), None
    except ValueError:  # UnicodeDecodeError included
        return None, _rpc_error(PARSE_ERROR, "Parse error: not valid JSON"), None
    if not isinstance(message, dict):
        return None, _rpc_error(INVALID_REQUEST, "Invalid Request: a message must be a JSON object"), None
    ident = message.get("id")
    if message.get("jsonrpc") != "2.0":
        return None, _rpc_error(INVALID_REQUEST, 'Invalid Request: "jsonrpc" must be "2.0"', ident), None
    if not isinstance(message.get("method"), str) and not ("result" in message or "error" in message):
        return None, _rpc_error(INVALID_REQUEST, 'Invalid Request: no "method"', ident), None
    if "params" in message and not isinstance(message["params"], (dict, type(None))):
        return None, _rpc_error(INVALID_REQUEST, 'Invalid Request: "params" must be an object', ident), None
    if not _SURROGATE_ESCAPE.search(line):
        return line, None, message
    return json.dumps(_replace_surrogates(message), ensure_ascii=False).encode("utf-8") + b"\n", None, message


def sanitise_line(line: bytes) -> bytes:
    """The line screen_line hands to the SDK (a bad line unchanged: kept for callers that only
    re-encode)."""
    passed, _ = screen_line(line)
    return passed if passed is not None else line


def _replace_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_replace_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {_replace_surrogates(key): _replace_surrogates(item) for key, item in value.items()}
    return value


# -- the handshake, answered before the SDK is imported ----------------------------------------

#: the messages of a handshake: requests whose answer depends only on the handshake so far
HANDSHAKE_REQUESTS = frozenset({"initialize", "tools/list", "prompts/list", "resources/list",
                                "resources/templates/list"})
HANDSHAKE_NOTICES = frozenset({"notifications/initialized"})
#: what the answers are made from, besides memtool's own code
SDK_PACKAGES = ("mcp", "mcp_types", "pydantic", "pydantic_core", "typing_extensions", "anyio")
#: seconds after the handshake the server leaves the SDK's imports and its warm-up (~1.5 s of
#: CPU) alone unless a request needs them: the agent's own start (OpenCode: 2-3 s of CPU-bound
#: work to its first model request on a 2-core machine) goes first
AGENT_START = 3.0


def code_fingerprint() -> str:
    """A digest of everything the handshake's answers are built from: memtool's modules and the
    installed SDK and its model libraries (file sizes, times and inodes; the dist-info names,
    which carry the versions), and Python's version. ~2 ms: stat() calls only."""
    digest = hashlib.sha256(sys.version.encode())
    package = Path(__file__).resolve().parent.parent
    for root, dirs, files in os.walk(package):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".py"):
                _stat_into(digest, os.path.join(root, name))
    places = set()
    for name in SDK_PACKAGES:
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec is not None else None
        digest.update(f"{name}={origin}".encode())
        if origin:
            _stat_into(digest, origin)
            places.add(os.path.dirname(os.path.dirname(origin)))
    for place in sorted(places):
        wanted = tuple(f"{name}-" for name in SDK_PACKAGES)
        digest.update(" ".join(sorted(entry for entry in os.listdir(place)
                                      if entry.endswith(".dist-info") and entry.startswith(wanted))).encode())
    return digest.hexdigest()[:24]


def _stat_into(digest, path: str) -> None:
    try:
        info = os.stat(path)
    except OSError:
        digest.update(f"{path}:missing".encode())
        return
    digest.update(f"{path}:{info.st_size}:{info.st_mtime_ns}:{info.st_ino}".encode())


class Handshake:
    """Answers the handshake's requests from the SDK's recorded answers (see the module's
    docstring), and records the SDK's answers where there was no record. `seen(message)` is
    called with every line passed to the SDK (the reader thread); `sdk_said(line)` with every
    line the SDK writes (the writer thread): it returns False for an answer to drop."""

    def __init__(self, directory: Path, fingerprint: str) -> None:
        self.directory = directory
        self.fingerprint = fingerprint
        self.prefix: list[str] | None = []  # the handshake's messages so far (canonical, ids aside); None: over
        self.answered: dict[Any, tuple[dict, Path]] = {}  # id → (the reply sent early, its record)
        self.recording: dict[Any, Path] = {}  # id → the record the SDK's answer goes to
        self.lock = threading.Lock()

    def seen(self, message: dict) -> bytes | None:
        """The reply to send now for this client message (a handshake request with a record), or None."""
        with self.lock:
            if self.prefix is None:
                return None
            method, ident = message.get("method"), message.get("id")
            request = method in HANDSHAKE_REQUESTS and isinstance(ident, (str, int)) and not isinstance(ident, bool)
            if not (request or (method in HANDSHAKE_NOTICES and "id" not in message)) \
                    or ident in self.answered or ident in self.recording:
                self.prefix = None
                return None
            self.prefix.append(json.dumps({k: v for k, v in message.items() if k != "id"}, sort_keys=True,
                                          ensure_ascii=False, separators=(",", ":")))
            if not request:
                return None
            record = self._path()
            try:
                reply = json.loads(record.read_bytes())
            except (OSError, ValueError):
                self.recording[ident] = record
                return None
            if not (isinstance(reply, dict) and "result" in reply):
                self.recording[ident] = record
                return None
            reply["id"] = ident
            self.answered[ident] = (reply, record)
        return _line(reply)

    def sdk_said(self, line: bytes) -> bool:
        """Whether to pass this line of the SDK's on to the client."""
        with self.lock:
            if not (self.answered or self.recording):
                return True
            try:
                reply = json.loads(line)
            except ValueError:
                return True
            if not isinstance(reply, dict) or "method" in reply or "id" not in reply:
                return True
            ident = reply["id"]
            early = self.answered.pop(ident, None)
            record = self.recording.pop(ident, None)
        if early is not None:
            if early[0] != reply and "result" in reply:
                print("memtool mcp: the recorded handshake answer differed from the SDK's; record renewed",
                      file=sys.stderr, flush=True)
                self._record(early[1], reply)
            return False
        if record is not None and "result" in reply:
            self._record(record, reply)
        return True

    def _path(self) -> Path:
        assert self.prefix is not None
        key = hashlib.sha256("\n".join(self.prefix).encode("utf-8", "surrogatepass")).hexdigest()[:24]
        return self.directory / f"{self.fingerprint}-{key}.json"

    def _record(self, record: Path, reply: dict) -> None:
        """Write the SDK's answer (atomically); records of other code are removed. Fails quietly:
        the record only saves time."""
        with contextlib.suppress(OSError):
            self.directory.mkdir(parents=True, exist_ok=True)
            temporary = record.with_name(f".{record.name}.{os.getpid()}")
            temporary.write_bytes(_line(reply))
            os.replace(temporary, record)
            for old in self.directory.glob("*.json"):
                if not old.name.startswith(self.fingerprint):
                    with contextlib.suppress(OSError):
                        old.unlink()


def _line(reply: dict) -> bytes:
    return json.dumps(reply, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def handshake() -> Handshake | None:
    """The Handshake for this server (None if its record directory cannot be known)."""
    try:
        from memtool import config

        return Handshake(config.cache_dir() / "mcp-handshake", code_fingerprint())
    except Exception:  # noqa: BLE001 - the records only save time: without them the SDK answers
        return None


# -- the pipes ---------------------------------------------------------------------------------


_END_OF_OUTPUT = b"\x00memtool: end of output\n"  # never a JSON-RPC line (JSON holds no raw NUL)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


class Demand:
    """Whether the SDK is needed yet: set by the reader thread when a client line needs the SDK
    (any request not answered early, anything after the handshake) or when the client closes
    the connection."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self.sdk = False
        self.closed = False
        self.since = time.monotonic()

    def need(self) -> None:
        self.sdk = True
        self.event.set()

    def close(self) -> None:
        self.closed = True
        self.event.set()

    def wait(self, timeout: float) -> bool:
        """Wait until the SDK is needed, the client is gone, or `timeout` seconds after this
        Demand was made (a second wait does not start the clock again); False when the client
        closed the connection with nothing left for the SDK to answer."""
        self.event.wait(max(0.0, self.since + timeout - time.monotonic()))
        return self.sdk or not self.closed


class Owed:
    """The client's requests handed to the SDK and not yet answered (by id). The reader adds,
    the writer settles after the answer has been written."""

    def __init__(self) -> None:
        self.ids: set[Any] = set()
        self.lock = threading.Lock()

    def add(self, message: dict) -> None:
        if isinstance(message.get("method"), str) and "id" in message:
            with self.lock:
                self.ids.add(_key(message["id"]))

    def settle(self, line: bytes) -> None:
        with self.lock:
            if not self.ids:
                return
        try:
            reply = json.loads(line)
        except ValueError:
            return
        if isinstance(reply, dict) and "method" not in reply and "id" in reply:
            with self.lock:
                self.ids.discard(_key(reply["id"]))

    def empty(self) -> bool:
        with self.lock:
            return not self.ids


def _key(ident: Any) -> Any:
    return ident if isinstance(ident, (str, int)) else json.dumps(ident, sort_keys=True)


def sanitise_stdio(early: Handshake | None = None, demand: Demand | None = None,
                   leave: Callable[[], None] | None = None) -> Callable[[], None]:
    """Put pipes in front of fd 0 and fd 1, each pumped by a thread: every client line passes
    screen_line (a bad one is answered here), and the SDK's output reaches the client a whole
    line at a time, so an answer given here never lands inside one of the SDK's. With `early`,
    the handshake is answered from its records (Handshake); `demand` learns when a line needs
    the SDK. `leave` is called (by the reader) when the client has closed the connection and
    every request it made has been answered: nothing is left to do, and an agent waits for its
    MCP server's exit (OpenCode, up to 2 s, then SIGTERM), while the SDK's imports or the
    warm-up may still be running. Returns the function to call once the SDK is done: it lets
    the last output through."""
    wire_in, wire_out = os.dup(0), os.dup(1)
    in_read, in_write = os.pipe()
    os.dup2(in_read, 0)
    os.close(in_read)
    out_read, out_write = os.pipe()
    os.dup2(out_write, 1)
    os.close(out_write)
    lock = threading.Lock()
    owed = Owed()

    def send(data: bytes) -> None:
        with lock:
            _write_all(wire_out, data)

    def pump_in() -> None:
        try:
            with os.fdopen(wire_in, "rb") as source:
                for line in source:
                    passed, reply, message = _screen(line)
                    handled = False
                    if passed is not None and early is not None and early.prefix is not None:
                        reply, handled = _early_reply(early, passed)
                    elif early is not None and early.prefix is not None:
                        early.prefix = None  # a line the SDK does not see: the handshake is not as recorded
                    if reply is not None:
                        send(reply)
                    if passed is not None:
                        if not handled:
                            if message is not None:
                                owed.add(message)
                            if demand is not None:
                                demand.need()
                        _write_all(in_write, passed)
        except OSError:
            pass  # the server went away
        finally:
            os.close(in_write)
            if demand is not None:
                demand.close()
            if leave is not None and owed.empty():
                leave()

    def pump_out() -> None:
        with contextlib.suppress(OSError), os.fdopen(out_read, "rb") as output:
            for line in output:
                if line == _END_OF_OUTPUT:
                    break
                if early is None or early.sdk_said(line):
                    send(line)
                owed.settle(line)

    threading.Thread(target=pump_in, name="memtool-stdin", daemon=True).start()
    out = threading.Thread(target=pump_out, name="memtool-stdout", daemon=True)
    out.start()

    def finish() -> None:
        # The SDK keeps a duplicate of fd 1 open for good, so the pipe never ends by itself: a
        # marker line (after everything the SDK wrote; it has given fd 1 back) ends pump_out.
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        with contextlib.suppress(OSError):
            _write_all(1, _END_OF_OUTPUT)
        out.join(timeout=5)
        os.dup2(wire_out, 1)

    return finish


#: how far below the agent that started it the server's own work runs (see begin)
NICE = 10
_begun: tuple[Demand, Callable[[], None]] | None = None


def begin() -> tuple[Demand, Callable[[], None]]:
    """`memtool mcp`'s stdio filter with the handshake's records, put in place once per process:
    the entry point does it before the CLI's imports when the command line is `memtool mcp`
    (memtool/__main__.py), so the handshake is answered ~0.1 s sooner (OpenCode waits for it
    before its first request to the model); the command finds it in place. Returns (the Demand,
    the function that lets the last output through).

    Then this thread, and every thread it starts later (the SDK's imports and event loop, the
    warm-up, the calls), runs NICE levels below the agent: that start-up work (~1.5 s of CPU) does
    not take the agent's CPU. The two pump threads, started before, stay at the agent's level:
    every line to and from the agent passes through them. The process ends as soon as the
    client has closed the connection with every request answered (sanitise_stdio's `leave`)."""
    global _begun
    if _begun is None:
        demand = Demand()
        finish = sanitise_stdio(handshake(), demand, _leave)
        with contextlib.suppress(OSError):
            os.nice(NICE)
        _begun = (demand, finish)
    return _begun


def _leave() -> None:
    # Everything the client asked is answered and committed: skip the SDK's shutdown and the
    # interpreter's teardown (0.4-0.9 s with the model loaded), which the agent waits for.
    with contextlib.suppress(Exception):
        sys.stderr.flush()
    os._exit(0)


def _early_reply(early: Handshake, passed: bytes) -> tuple[bytes | None, bool]:
    """(the reply to send now, or None; whether the line needs nothing of the SDK now: a request
    answered early or a notification of the handshake)."""
    try:
        message = json.loads(passed)
        if not isinstance(message, dict):
            return None, False
        reply = early.seen(message)
        notice = early.prefix is not None and message.get("method") in HANDSHAKE_NOTICES and "id" not in message
        return reply, reply is not None or notice
    except Exception:  # noqa: BLE001 - never let the shortcut cost an answer: the SDK answers
        early.prefix = None
        return None, False
