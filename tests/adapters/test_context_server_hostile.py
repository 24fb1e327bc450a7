"""The context server against hostile or unlucky clients: it survives what would end it, a
slow client cannot hold it, a crowd is not refused, a long home still gets a socket, and it
answers before its model is loaded."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from conftest import MEMTOOL, memtool, ROOT, wait_for

HOOK = ROOT / "hooks" / "claude-code" / "memtool-hook"
MEMORY = {"title": "Deploys go through make release", "type": "decision",
          "narrative": "Never push release tags by hand; make release builds, tags and uploads."}


def _socket(env: dict) -> Path:
    code = "from memtool.adapters import context_server; print(context_server.socket_path())"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return Path(done.stdout.strip())


def _raw(path: Path, data: bytes, timeout: float = 60) -> dict:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(timeout)
        client.connect(str(path))
        client.sendall(data)
        reply = b""
        while not reply.endswith(b"\n"):
            chunk = client.recv(65536)
            if not chunk:
                break
            reply += chunk
    return json.loads(reply)


def _listening(path: Path) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        try:
            client.connect(str(path))
        except OSError:
            return False
    return True


def _ask(path: Path, request: dict, timeout: float = 60) -> dict:
    return _raw(path, (json.dumps(request) + "\n").encode(), timeout)


def _project(env: dict, root: Path) -> Path:
    proj = (root / "proj").resolve()
    (proj / ".git").mkdir(parents=True)
    done = memtool(env, "import", "--project", str(proj), input=json.dumps(MEMORY), timeout=120)
    assert done.returncode == 0, done.stderr
    return proj


def _start(env: dict, args=()) -> subprocess.Popen:
    return subprocess.Popen([*MEMTOOL, "context-server", "--idle-minutes", "5", *args], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def _stop(process: subprocess.Popen) -> None:
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=60)


@pytest.fixture
def served(cli_env, tmp_path):
    proj = _project(cli_env, tmp_path)
    process = _start(cli_env)
    path = _socket(cli_env)
    assert wait_for(lambda: _listening(path) or process.poll() is not None) and process.poll() is None, \
        process.stderr.read() if process.poll() is not None else ""
    yield process, path, proj
    _stop(process)


def test_nested_json_and_garbage_get_an_error_and_the_server_lives_on(served):
    process, path, proj = served
    assert "nested too deeply" in _raw(path, b"[" * 100_000 + b"\n")["error"]
    assert "not JSON" in _raw(path, b"\xff\xfe{not json\n")["error"]
    assert "not a JSON object" in _raw(path, b"[1, 2]\n")["error"]
    assert "larger than" in _raw(path, b"x" * (300 * 1024))["error"]
    assert "error" in _ask(path, {"cwd": str(proj), "budget_chars": "lots"})
    assert "make release" in _ask(path, {"project": str(proj)})["text"]
    assert process.poll() is None


def test_a_slow_client_cannot_hold_the_server(served):
    """One byte per second, forever: the old server waited on it (its timeout was per read) and
    every hook behind it took the slow path. Now it is cut off after the request deadline, and
    others are answered meanwhile."""
    process, path, proj = served
    replies: list[bytes] = []
    stop = threading.Event()

    def trickle() -> None:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as slow:
            slow.connect(str(path))
            try:
                for byte in b'{"cwd": "' + b"a" * 100:
                    if stop.is_set():
                        break
                    slow.sendall(bytes([byte]))
                    time.sleep(0.5)
            except OSError:
                pass  # cut off: its answer waits to be read
            slow.settimeout(5)
            replies.append(slow.recv(65536))

    slow_client = threading.Thread(target=trickle)
    slow_client.start()
    try:
        time.sleep(0.5)
        # Answered while the slow client still trickles (it would go on for 50 s).
        assert "make release" in _ask(path, {"project": str(proj)}, timeout=20)["text"]
        assert slow_client.is_alive()
    finally:
        slow_client.join(timeout=90)
        stop.set()
    assert replies and b"not complete within" in replies[0]
    assert process.poll() is None


def test_twenty_simultaneous_clients_are_all_answered(served):
    process, path, proj = served
    results: list[object] = []

    def one() -> None:
        try:
            results.append(_ask(path, {"project": str(proj)}, timeout=120).get("text"))
        except OSError as exc:
            results.append(exc)

    threads = [threading.Thread(target=one) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=180)
    assert len(results) == 20
    assert all(isinstance(text, str) and "make release" in text for text in results), results


def test_a_long_home_gets_a_short_private_socket_the_hook_finds(cli_env, tmp_path):
    home = tmp_path / ("h" * 60) / ("o" * 60)
    env = dict(cli_env, MEMTOOL_HOME=str(home), XDG_RUNTIME_DIR="")
    proj = _project(env, tmp_path)
    path = _socket(env)
    assert len(os.fsencode(path)) <= 100 and str(path).startswith(f"/tmp/memtool-{os.getuid()}/")
    hook_env = dict(env, MEMTOOL_BIN=str(tmp_path / "no-such-memtool"), MEMTOOL_CONTEXT_TIMEOUT_MS="60000")
    process = _start(env)
    try:
        assert wait_for(lambda: _listening(path) or process.poll() is not None) and process.poll() is None, \
            process.stderr.read() if process.poll() is not None else ""
        assert (os.stat(path.parent).st_mode & 0o777) == 0o700 and (os.stat(path).st_mode & 0o777) == 0o600
        payload = json.dumps({"session_id": "s-long", "cwd": str(proj), "hook_event_name": "SessionStart"})
        # The hook cannot run memtool at all: the block can only come from the server.
        done = subprocess.run([str(HOOK)], input=payload, capture_output=True, text=True, env=hook_env, timeout=120)
        assert done.returncode == 0 and "make release" in done.stdout
    finally:
        _stop(process)
    assert not path.exists()


def test_a_socket_directory_of_someone_else_is_not_used(cli_env, tmp_path):
    """The short directory is shared ground (/tmp): one that is not this user's private
    directory is refused by the server and by the hook, so no prompt goes to a stranger."""
    # a short runtime directory, as XDG_RUNTIME_DIR is (/run/user/UID): under a long tmp_path the
    # socket would not fit there and the server would rightly take /tmp instead
    runtime = Path(tempfile.mkdtemp(prefix="mt-run-", dir="/tmp"))
    try:
        env = dict(cli_env, MEMTOOL_HOME=str(tmp_path / ("h" * 60) / ("o" * 60)), XDG_RUNTIME_DIR=str(runtime))
        path = _socket(env)
        assert path.parent == runtime / f"memtool-{os.getuid()}"
        path.parent.mkdir(mode=0o777)
        path.parent.chmod(0o777)  # anybody could have put a socket here
        done = memtool(env, "context-server", "--idle-minutes", "0.1", timeout=120)
        assert done.returncode != 0 and "not a private directory" in done.stderr
        assert not path.exists()
    finally:
        shutil.rmtree(runtime, ignore_errors=True)


WARM_SLOWLY = """
import sys, time
from memtool.adapters import context_server
from memtool.retrieve import embed
from memtool.store import db
embed.Embedder.load = lambda self: time.sleep(600)  # a model that takes forever to load
context_server.serve(lambda: db.connect(), idle_seconds=300)
"""


def test_the_server_answers_while_its_model_still_loads(cli_env, tmp_path):
    proj = _project(cli_env, tmp_path)
    process = subprocess.Popen([sys.executable, "-c", WARM_SLOWLY], env=cli_env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    try:
        path = _socket(cli_env)
        assert wait_for(lambda: _listening(path) or process.poll() is not None) and process.poll() is None
        reply = _ask(path, {"cwd": str(proj), "query": "how do we tag a release?", "gate": True}, timeout=60)
        assert reply["mode"] == "fts" and "make release" in reply["text"]
    finally:
        _stop(process)


def test_raw_hook_lines_are_scrubbed_and_stored_by_the_server(served, conn, cli_env):
    """The "ingest" request (the OpenCode plugin's hand-off): lines are read and scrubbed in the
    server's process; a bad line costs only itself; while a restore holds capture, the scrubbed
    rows go to the spool and are stored once afterwards."""
    process, path, proj = served
    secret = "ghp_" + "Zx9" * 12

    def line(call: str) -> str:
        return json.dumps({"hook": "tool.execute.after", "t": 1796141860653, "directory": str(proj),
                           "input": {"tool": "bash", "sessionID": "ses_srv", "callID": call,
                                     "args": {"command": f"GITHUB_TOKEN={secret} gh pr list"}},
                           "output": {"title": "gh pr list", "output": "#12 fix login", "metadata": {"exit": 0}}})

    reply = _ask(path, {"ingest": [line("c1"), "not json", "[1]"], "source": "opencode"})
    assert len(reply["stored"]) == 1 and reply["bad_lines"] == 2, reply
    from memtool.store import events

    conn.execute("SELECT pg_advisory_lock(%s)", (events.CAPTURE_LOCK,))  # as a restore holds it
    try:
        held = _ask(path, {"ingest": [line("c2")], "source": "opencode"})
        assert held["spooled"] == 1 and held["stored"] == []
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (events.CAPTURE_LOCK,))
        conn.commit()
    drained = memtool(cli_env, "ingest", input="", timeout=120)
    assert drained.returncode == 0, drained.stderr
    rows = conn.execute("SELECT payload::text AS p FROM events WHERE session_id = 'ses_srv'").fetchall()
    assert len(rows) == 2 and all("gh pr list" in r["p"] and secret not in r["p"] for r in rows)
    assert process.poll() is None
