"""`memtool context-server`: the warm context the hooks ask over a Unix socket gives the same
block as a fresh `memtool context`; the hook starts it on demand and falls back meanwhile."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import MEMTOOL, memtool, ROOT, wait_for

HOOK = ROOT / "hooks" / "claude-code" / "memtool-hook"
MEMORY = {"title": "Deploys go through make release", "type": "decision",
          "narrative": "Never push release tags by hand; make release builds, tags and uploads."}


def socket_path(env: dict) -> Path:
    return Path(env["MEMTOOL_HOME"]) / "state" / "context.sock"



def ask(env: dict, request: dict) -> dict:
    code = ("import json, sys; from memtool.adapters import context_server; "
            "print(json.dumps(context_server.ask(json.loads(sys.argv[1]), 60)))")
    done = subprocess.run([sys.executable, "-c", code, json.dumps(request)], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def project(cli_env, tmp_path) -> Path:
    proj = (tmp_path / "proj").resolve()
    (proj / ".git").mkdir(parents=True)
    done = memtool(cli_env, "import", "--project", str(proj), input=json.dumps(MEMORY), timeout=120)
    assert done.returncode == 0, done.stderr
    return proj


@pytest.fixture
def server(cli_env):
    process = subprocess.Popen([*MEMTOOL, "context-server", "--idle-minutes", "5"], env=cli_env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    yield process
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=60)


def test_the_server_answers_as_memtool_context_does(cli_env, project, server):
    assert wait_for(lambda: socket_path(cli_env).exists())
    assert stat.S_IMODE(socket_path(cli_env).stat().st_mode) == 0o600

    fresh = memtool(cli_env, "context", "--project", str(project), timeout=120).stdout.strip()
    warm = ask(cli_env, {"cwd": str(project)})
    assert warm["text"] == fresh and "make release" in fresh

    hit = ask(cli_env, {"cwd": str(project), "query": "how do we tag a release?", "gate": True})
    assert "make release" in hit["text"] and hit["mode"] in ("hybrid", "fts")
    assert ask(cli_env, {"cwd": str(project), "query": "thanks!", "gate": True}) == {"text": "", "mode": "gated"}

    # one server per state directory; a bad request gets an error and the server carries on
    second = memtool(cli_env, "context-server", timeout=120)
    assert second.returncode == 0 and "already running" in second.stderr
    assert "error" in ask(cli_env, {"cwd": str(project), "budget_chars": "lots"})
    assert ask(cli_env, {"project": str(project)})["text"] == fresh
    assert server.poll() is None


def test_the_hook_starts_the_server_and_uses_it(cli_env, project, tmp_path):
    # A memtool whose fresh `context` always fails: the block can only come from the server.
    wrapper = tmp_path / "memtool"
    wrapper.write_text(f"""#!/bin/sh
export MEMTOOL_DATABASE_URL='{cli_env["MEMTOOL_DATABASE_URL"]}' MEMTOOL_HOME='{cli_env["MEMTOOL_HOME"]}' \\
  PYTHONPATH='{cli_env["PYTHONPATH"]}'
if [ "$1" = context ]; then exit 1; fi
exec '{sys.executable}' -m memtool "$@"
""")
    wrapper.chmod(0o755)
    env = dict(cli_env, MEMTOOL_BIN=str(wrapper), MEMTOOL_CONTEXT_TIMEOUT_MS="60000")
    payload = json.dumps({"session_id": "s-warm", "cwd": str(project), "hook_event_name": "UserPromptSubmit",
                          "prompt": "how do we tag a release?"})
    try:
        first = subprocess.run([str(HOOK)], input=payload, capture_output=True, text=True, env=env, timeout=120)
        assert (first.returncode, first.stdout) == (0, "")  # no server yet, and the fresh process failed
        assert wait_for(lambda: socket_path(cli_env).exists())

        second = subprocess.run([str(HOOK)], input=payload, capture_output=True, text=True, env=env, timeout=120)
        assert second.returncode == 0
        assert "<persistent-memory" in second.stdout and "make release" in second.stdout
    finally:
        lock = Path(cli_env["MEMTOOL_HOME"]) / "state" / "context-server.lock"
        if lock.exists() and lock.read_text().strip():
            os.kill(int(lock.read_text().split()[0]), signal.SIGTERM)


def test_a_hooks_ingest_hands_its_scrubbed_events_to_the_server(cli_env, conn, server, tmp_path):
    """With the server up, a hook's `memtool ingest -q` neither imports psycopg nor connects: its
    own database address is unreachable here, yet the event is stored (not spooled) — scrubbed in
    the hook's process, stored once even when sent twice."""
    assert wait_for(lambda: socket_path(cli_env).exists())
    assert "text" in ask(cli_env, {"cwd": str(tmp_path)})  # up and past loading its model
    secret = "ghp_" + "Ab3" * 12
    line = json.dumps({"session_id": "warm-1", "hook_event_name": "PostToolUse", "cwd": str(tmp_path),
                       "tool_name": "Bash", "tool_use_id": "toolu_warm_1",
                       "tool_input": {"command": f"GITHUB_TOKEN={secret} gh release list"},
                       "tool_response": {"stdout": "v1.2.0  Latest"}})
    hook_env = dict(cli_env, MEMTOOL_DATABASE_URL="postgresql://memtool@127.0.0.1:9/nowhere",
                    MEMTOOL_CONNECT_TIMEOUT="1")
    for _ in range(2):
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "memtool", "ingest", "-q"], input=line,
                              capture_output=True, text=True, env=hook_env, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "spooled" not in done.stderr and "psycopg" not in done.stderr
    rows = conn.execute("SELECT payload::text AS payload FROM events WHERE session_id = 'warm-1'").fetchall()
    assert len(rows) == 1
    assert "gh release list" in rows[0]["payload"] and secret not in rows[0]["payload"]
    assert not (Path(cli_env["MEMTOOL_HOME"]) / "state" / "spool.jsonl").exists()
    assert server.poll() is None
