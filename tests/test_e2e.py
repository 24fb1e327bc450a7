"""The real agents, end to end: `memtool install` into a temporary HOME, then headless sessions of
the real Claude Code (2.1.332) and OpenCode (1.18.33) against scripted local models
(tests/fake_anthropic_server.py, tests/fake_openai_server.py), with memtool's own embedded
PostgreSQL in a private MEMTOOL_HOME.

Each test: session 1 states a fact and runs a tool; session 2, started right after (no manual
compress), carries the fact in its model request, and its model calls memtool's MCP `search`,
which answers with the fact; with the database stopped a session still completes and its events
are stored once the database is back.

The agents come from `npm install --prefix tests/e2e` (the README's set-up). Without Node.js
these tests skip; with Node.js but without the packages they fail and say how to install them.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import conftest
from conftest import ROOT

HERE = Path(__file__).resolve().parent
NODE_BIN = HERE / "e2e" / "node_modules" / ".bin"
FACT = "the staging cluster is called ferncastle-7"

pytestmark = pytest.mark.skipif(shutil.which("node") is None,
                                reason="Node.js is not installed: the real-agent end-to-end tests need it "
                                       "(then `npm install --prefix tests/e2e`)")


def agent(name: str, variable: str) -> str:
    candidates = [os.environ.get(variable), str(NODE_BIN / name)]
    found = next((c for c in candidates if c and os.access(c, os.X_OK)), None)
    if found is None:
        pytest.fail(f"{name} is not installed although Node.js is: run `npm install --prefix tests/e2e "
                    f"--no-audit --no-fund` (or set {variable})")
    return found


# -- a private memtool, as a user has it ------------------------------------------------------------


@pytest.fixture
def memtool(tmp_path):
    """A `memtool` executable on a private MEMTOOL_HOME (embedded PostgreSQL, started here)."""
    home = tmp_path / "memtool-home"
    wrapper = tmp_path / "bin" / "memtool"
    wrapper.parent.mkdir()
    wrapper.write_text(f"""#!/bin/sh
unset MEMTOOL_DATABASE_URL
export MEMTOOL_HOME='{home}' PYTHONPATH='{ROOT}' HF_HUB_OFFLINE=1
exec '{sys.executable}' -m memtool "$@"
""")
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    run(wrapper, "db", "start")
    yield wrapper
    stop_context_server(home)
    subprocess.run([str(wrapper), "db", "stop"], capture_output=True, timeout=120)


def stop_context_server(home: Path) -> None:
    """The hooks start `memtool context-server`; it would idle for 30 minutes after the test."""
    lock = home / "state" / "context-server.lock"
    try:
        os.kill(int(lock.read_text().split()[0]), 15)
    except (OSError, ValueError, IndexError):
        pass


def base_env(home: Path, memtool: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTOOL_", "CLAUDE", "ANTHROPIC", "XDG_"))}
    # On a loaded CI machine a fresh `memtool context` can take seconds; this test checks what
    # reaches the model, bin/bench-hooks measures how fast (the hooks' own limit stays 10 s).
    env.update(MEMTOOL_CONTEXT_TIMEOUT_MS="9000", MEMTOOL_HOME=str(memtool.parent.parent / "memtool-home"),
               HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_CACHE_HOME=str(home / ".cache"), XDG_STATE_HOME=str(home / ".local" / "state"))
    return env


def run(wrapper: Path, *args: str, env: dict | None = None, input: str | None = None) -> str:
    done = subprocess.run([str(wrapper), *args], capture_output=True, text=True, env=env, input=input, timeout=300)
    assert done.returncode == 0, f"memtool {' '.join(args)}: {done.stderr[-3000:]}"
    return done.stdout


def events(wrapper: Path, session: str) -> list[dict]:
    lines = run(wrapper, "export", "--kind", "event").splitlines()
    return [e for e in map(json.loads, lines) if e.get("session_id") == session]


wait_for = functools.partial(conftest.wait_for, interval=0.5)


def project(tmp_path: Path) -> Path:
    proj = (tmp_path / "proj").resolve()
    (proj / ".git").mkdir(parents=True)
    return proj


def requests(log: Path, start: int = 0) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()[start:]] if log.exists() else []


# -- Claude Code ---------------------------------------------------------------------------------------


@pytest.fixture
def anthropic(tmp_path):
    """The scripted Anthropic API on a free loopback port: (base URL, request log)."""
    log = tmp_path / "anthropic.jsonl"
    server = subprocess.Popen([sys.executable, str(HERE / "fake_anthropic_server.py"), "0", str(log)])
    ready = Path(f"{log}.ready")
    assert wait_for(ready.exists, 60), "the fake Anthropic API did not start"
    yield f"http://127.0.0.1:{ready.read_text()}", log
    server.kill()
    server.wait()


def claude(binary: str, env: dict, proj: Path, prompt: str) -> dict:
    done = subprocess.run([binary, "-p", prompt, "--output-format", "json", "--allowedTools", "Bash",
                           "mcp__memtool__search"], cwd=proj, env=dict(env, PWD=str(proj)), capture_output=True,
                          text=True, timeout=900, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"claude: {done.stdout[-2000:]} {done.stderr[-2000:]}"
    result = json.loads(done.stdout)
    assert result["is_error"] is False and result["result"] == "FAKE-CLAUDE-DONE", result
    return result


@pytest.mark.e2e_claude
def test_real_claude_code_remembers_across_sessions_through_memtool_install(memtool, anthropic, tmp_path):
    binary = agent("claude", "CLAUDE_BIN")
    url, log = anthropic
    home = tmp_path / "home"
    home.mkdir()
    proj = project(tmp_path)
    env = dict(base_env(home, memtool), ANTHROPIC_BASE_URL=url, ANTHROPIC_API_KEY="dummy",
               CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1", DISABLE_TELEMETRY="1", DISABLE_AUTOUPDATER="1",
               CLAUDE_CODE_MAX_RETRIES="1",
               ENABLE_TOOL_SEARCH="false",  # MCP tools offered directly, not behind the ToolSearch tool
               # -p does not wait for MCP servers by default (then up to MCP_CONNECT_TIMEOUT_MS, 5 s);
               # `memtool mcp` needs longer than that on a loaded CI machine
               MCP_CONNECTION_NONBLOCKING="false", MCP_CONNECT_TIMEOUT_MS="180000", MCP_TIMEOUT="180000")

    installed = run(memtool, "install", "claude-code", "--bin", str(memtool), env=env)
    assert "mcpServers.memtool" in installed
    listed = subprocess.run([binary, "mcp", "list"], cwd=proj, env=dict(env, PWD=str(proj)), capture_output=True,
                            text=True, timeout=180)
    assert "memtool:" in listed.stdout and "Connected" in listed.stdout, listed.stdout + listed.stderr

    # Session 1 states a fact and runs a tool.
    first = claude(binary, env, proj, f"Remember that {FACT}. RUN-BASH")
    captured = wait_for(lambda: {e["event_type"] for e in events(memtool, first["session_id"])}
                        >= {"session_start", "prompt", "tool", "session_end"} and events(memtool, first["session_id"]))
    assert captured, "session 1 was not captured"
    bash = [e for e in captured if e["event_type"] == "tool"]
    assert bash[0]["tool_name"] == "Bash" and "hello-from-bash" in bash[0]["payload"]["tool_output"]

    # Session 2, right after: the fact is in its first model request, and the model's call of
    # memtool's MCP `search` is answered with it.
    seen = len(requests(log))
    second = claude(binary, env, proj, "SEARCH-MEMORY: staging cluster name")
    asked = requests(log, seen)
    assert FACT in asked[0]["context"] and "<persistent-memory" in asked[0]["context"]
    assert "mcp__memtool__search" in asked[0]["tools"]
    answers = [r for r in asked if r["tool_results"]]
    assert answers and "ferncastle-7" in answers[-1]["tool_results"][-1]
    assert second["session_id"] != first["session_id"]

    # The database is stopped: a session still completes; its events are stored once it is back.
    run(memtool, "db", "stop")
    third = claude(binary, env, proj, "Deploy keys rotate on Fridays. RUN-BASH")
    spool = tmp_path / "memtool-home" / "state" / "spool.jsonl"
    assert wait_for(lambda: spool.exists() and third["session_id"] in spool.read_text(), 60)
    run(memtool, "db", "start")
    run(memtool, "ingest", "--replay")  # what the next hook's ingest (or the timer) does first
    stored = {e["event_type"] for e in events(memtool, third["session_id"])}
    assert {"session_start", "prompt", "tool"} <= stored

    run(memtool, "uninstall", "claude-code", env=env)
    assert not (home / ".claude" / "hooks" / "memtool-hook").exists()


def interactive(binary: str, env: dict, proj: Path, prompt: str, wanted: str, timeout: float = 300) -> str:
    """An interactive Claude Code session (the status line is drawn only there: `claude -p` never
    runs it) in a pseudo-terminal, read until `wanted` (a regular expression) shows on the screen —
    the screen's text without escape sequences and blanks — which is returned."""
    import fcntl
    import pty
    import re
    import select
    import struct
    import termios
    import time

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
    process = subprocess.Popen([binary, prompt], stdin=slave, stdout=slave, stderr=slave, cwd=proj,
                               env=dict(env, PWD=str(proj), TERM="xterm-256color"))
    os.close(slave)
    raw, screen = b"", ""
    deadline = time.monotonic() + timeout  # a hang guard: the answer is what the screen shows
    try:
        while not re.search(wanted, screen) and time.monotonic() < deadline:
            if select.select([master], [], [], 0.5)[0]:
                try:
                    raw += os.read(master, 65536)
                except OSError:
                    break
                screen = re.sub(r"\s+", "", re.sub(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|.)", "",
                                                  raw.decode(errors="replace")))
    finally:
        process.kill()
        process.wait()
        os.close(master)
    return screen


@pytest.mark.e2e_claude
def test_real_claude_code_shows_memtools_status_line(memtool, anthropic, tmp_path):
    """memtool install claude-code --statusline, then an interactive session of the real Claude Code:
    it runs memtool's status line with its session JSON and draws the line. (Claude Code redraws only
    the cells that change, so the screen gives the first line whole; the counts are checked by
    running the command on the JSON Claude Code passed, which a logging wrapper keeps.)"""
    import re

    binary = agent("claude", "CLAUDE_BIN")
    url, _ = anthropic
    home = tmp_path / "home"
    (home / ".claude").mkdir(parents=True)
    proj = project(tmp_path)
    calls = tmp_path / "statusline-calls.jsonl"
    logged = tmp_path / "bin" / "memtool-logged"
    logged.write_text(f"""#!/bin/sh
if [ "$1" = statusline ]; then input=$(cat); printf '%s\\n' "$input" >> '{calls}'
  printf '%s' "$input" | exec '{memtool}' "$@"; fi
exec '{memtool}' "$@"
""")
    logged.chmod(0o755)
    env = dict(base_env(home, memtool), ANTHROPIC_BASE_URL=url, ANTHROPIC_API_KEY="dummy",
               CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1", DISABLE_TELEMETRY="1", DISABLE_AUTOUPDATER="1",
               CLAUDE_CODE_MAX_RETRIES="1")
    # What a user answers once in an interactive session: onboarding, this folder trusted, the key approved.
    (home / ".claude.json").write_text(json.dumps({
        "hasCompletedOnboarding": True, "theme": "dark", "customApiKeyResponses": {"approved": ["dummy"], "rejected": []},
        "projects": {str(proj): {"hasTrustDialogAccepted": True, "hasCompletedProjectOnboarding": True}}}))
    mine = {"type": "command", "command": "echo my-own-status"}
    (home / ".claude" / "settings.json").write_text(json.dumps({"statusLine": mine}))

    installed = run(memtool, "install", "claude-code", "--statusline", "--bin", str(logged), env=env)
    assert "replaced statusLine" in installed
    screen = interactive(binary, env, proj, f"Remember that {FACT}. RUN-BASH", r"FAKE-CLAUDE-DONE")
    assert re.search(r"memtool:\d+injected·\d+events", screen), screen[-3000:]  # drawn by Claude Code
    assert "my-own-status" not in screen
    sessions = [json.loads(line) for line in calls.read_text().splitlines()]
    session = sessions[-1]["session_id"]
    assert session and sessions[-1]["workspace"]["current_dir"] == str(proj)
    captured = wait_for(lambda: len(events(memtool, session)) >= 2 and events(memtool, session))
    assert captured, "the session was not captured"
    line = run(memtool, "statusline", input=json.dumps(sessions[-1]))
    shown = re.fullmatch(r"memtool: (\d+) injected · (\d+) events( · \d+ to distil)?\n", line)
    assert shown and 1 <= int(shown.group(2)) <= len(events(memtool, session)), line

    run(memtool, "uninstall", "claude-code", env=env)
    assert json.loads((home / ".claude" / "settings.json").read_text())["statusLine"] == mine


# -- OpenCode --------------------------------------------------------------------------------------------


def _loopback_namespace() -> bool:
    """True when `unshare -n` gives us a network namespace with only loopback."""
    if not (shutil.which("unshare") and shutil.which("ip")):
        return False
    return subprocess.run(["unshare", "-n", "ip", "link", "set", "lo", "up"], capture_output=True).returncode == 0


def opencode(binary: str, env: dict, proj: Path, log: Path, prompt: str, isolated: bool, port: int) -> list[dict]:
    """One `opencode run` with the scripted OpenAI-compatible model started next to it (inside
    `unshare -n`, loopback only, when isolated)."""
    script = ('ip link set lo up 2>/dev/null; rm -f "$LLM_LOG.ready"; "$0" "$1" "$2" "$3" & srv=$!; shift 3; i=0; '
              'while [ ! -e "$LLM_LOG.ready" ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done; '
              '"$@"; rc=$?; kill $srv; exit $rc')
    command = ["sh", "-c", script, sys.executable, str(HERE / "fake_openai_server.py"), str(port), str(log),
               binary, "run", "--format", "json", prompt]
    if isolated:
        command = ["unshare", "-n", *command]
    done = subprocess.run(command, cwd=proj, env=dict(env, PWD=str(proj), LLM_LOG=str(log)), capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    out = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert any(o.get("type") == "text" and "FAKE-LLM-DONE" in o["part"]["text"] for o in out), done.stdout[-2000:]
    return out


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _session(out: list[dict]) -> str:
    return next(o["sessionID"] for o in out if o.get("sessionID"))


@pytest.mark.e2e_opencode
def test_real_opencode_remembers_across_sessions_through_memtool_install(memtool, tmp_path):
    binary = agent("opencode", "OPENCODE_BIN")
    isolated = _loopback_namespace()
    port = 18080 if isolated else _free_port()  # a fresh namespace has every port free
    home = tmp_path / "home"
    proj = project(tmp_path)
    config_dir = home / ".config" / "opencode"
    config_dir.mkdir(parents=True)
    (config_dir / "opencode.json").write_text(json.dumps({  # the user's own configuration
        "$schema": "https://opencode.ai/config.json",
        "model": "fake/fake-model", "small_model": "fake/fake-model", "autoupdate": False, "share": "disabled",
        "provider": {"fake": {"npm": "@ai-sdk/openai-compatible", "name": "Fake local LLM",
                              "options": {"baseURL": f"http://127.0.0.1:{port}/v1", "apiKey": "dummy"},
                              "models": {"fake-model": {"name": "Fake Model", "tool_call": True,
                                                        "limit": {"context": 32000, "output": 4096}}}}},
        "permission": {"bash": "allow", "edit": "allow"},
    }, indent=2) + "\n")
    env = dict(base_env(home, memtool), OPENCODE_DISABLE_MODELS_FETCH="1", OPENCODE_DISABLE_AUTOUPDATE="1",
               OPENCODE_DISABLE_LSP_DOWNLOAD="1", OPENCODE_DISABLE_SHARE="1",
               npm_config_registry="http://127.0.0.1:9/", npm_config_fetch_retries="0")
    log = tmp_path / "openai.jsonl"

    installed = run(memtool, "install", "opencode", "--bin", str(memtool), env=env)
    assert "plugins/memtool.js: created" in installed and "added mcp.memtool" in installed

    first = opencode(binary, env, proj, log, f"Please remember that {FACT}.", isolated, port)
    session = _session(first)
    assert wait_for(lambda: {"session_start", "prompt", "tool", "session_end"}
                    <= {e["event_type"] for e in events(memtool, session)})

    seen = len(requests(log))
    opencode(binary, env, proj, log, "SEARCH-MEMORY: staging cluster name", isolated, port)
    asked = [r for r in requests(log, seen) if r["tools"]]
    assert asked and all(FACT in r["system"] and "<persistent-memory" in r["system"] for r in asked)
    assert "memtool_search" in asked[0]["tool_names"]
    answered = [r for r in asked if r["tool_results"]]
    assert answered and "ferncastle-7" in answered[-1]["tool_results"][-1]

    run(memtool, "db", "stop")
    third = _session(opencode(binary, env, proj, log, "Deploy keys rotate on Fridays.", isolated, port))
    spool = tmp_path / "memtool-home" / "state" / "spool.jsonl"

    def spooled() -> set:  # the third session's events waiting in the spool, by type; its batches
        lines = spool.read_text().splitlines() if spool.exists() else []  # may arrive one by one
        return {row.get("event_type") for row in map(json.loads, filter(str.strip, lines)) if row.get("session_id") == third}

    assert wait_for(lambda: {"session_start", "prompt", "tool"} <= spooled(), 60)
    run(memtool, "db", "start")
    run(memtool, "ingest", "--replay")
    assert {"session_start", "prompt", "tool"} <= {e["event_type"] for e in events(memtool, third)}

    run(memtool, "uninstall", "opencode", env=env)
    assert not (config_dir / "plugins").exists()
