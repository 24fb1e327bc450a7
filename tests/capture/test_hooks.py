"""Agent hooks: the OpenCode plugin under real Node and the Claude Code hook script, against a real
memtool and a real database.

The OpenCode plugin is driven by tests/opencode_plugin_driver.mjs, which replays the hook calls
recorded from OpenCode 1.18.33 (tests/fixtures/opencode/) and awaits every hook as OpenCode does.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, MEMTOOL, memtool, ROOT, TESTS

NODE = shutil.which("node")
PLUGIN = ROOT / "hooks" / "opencode" / "memtool.js"
DRIVER = TESTS / "opencode_plugin_driver.mjs"
CLAUDE_HOOK = ROOT / "hooks" / "claude-code" / "memtool-hook"
RUN_HOOKS = FIXTURES / "opencode" / "opencode-1.18.33_run_hooks.jsonl"
COMPACTION_HOOKS = FIXTURES / "opencode" / "opencode-1.18.33_serve_compaction_hooks.jsonl"
RUN_SESSION = "ses_dd682ec48ffeWAE9zMRwV6zWX1"
COMPACTION_SESSION = "ses_dd67d3ab2ffe9LVCa8FsEF3YlO"

needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed")

MEMORY = {"title": "Tests use pytest", "narrative": "The user prefers pytest over unittest for every test.",
          "type": "decision"}


# -- helpers --------------------------------------------------------------------------------------


def executable(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def memtool_wrapper(tmp_path: Path, env: dict) -> Path:
    """A `memtool` executable for MEMTOOL_BIN: this interpreter's memtool on the test database.
    When $MEMTOOL_TEST_GATE is set, `ingest` waits (at most 60 s) until that file exists."""
    exports = "".join(f"export {name}='{env[name]}'\n"
                      for name in ("MEMTOOL_DATABASE_URL", "MEMTOOL_HOME", "PYTHONPATH"))
    return executable(tmp_path / "memtool", f"""#!/bin/sh
{exports}if [ "$1" = ingest ] && [ -n "$MEMTOOL_TEST_GATE" ]; then
  i=0
  while [ ! -e "$MEMTOOL_TEST_GATE" ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done
fi
exec '{sys.executable}' -m memtool "$@"
""")


def project_dir(tmp_path: Path) -> Path:
    """A git-rooted project directory (outside git, anything under /tmp is filed as `scratch`)."""
    proj = tmp_path / "proj"
    (proj / ".git").mkdir(parents=True)
    return proj.resolve()


def import_memory(env: dict, project: Path) -> None:
    done = memtool(env, "import", "--project", str(project), input=json.dumps(MEMORY), timeout=120)
    assert done.returncode == 0, done.stderr


def drive(env: dict, project: Path, *fixtures: Path) -> dict:
    # No warm context server here (tests/adapters/test_context_server.py covers it): it would outlive the test.
    env = {"MEMTOOL_CONTEXT_SERVER": "0", **env}
    done = subprocess.run([NODE, str(DRIVER), str(PLUGIN), str(project), *map(str, fixtures)],
                          capture_output=True, text=True, env=env, timeout=180)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def wait_for(query, params, conn, predicate, timeout: float = 90.0):
    """Poll the database until predicate(rows) holds (detached ingest finishes on its own time)."""
    deadline = time.monotonic() + timeout
    while True:
        rows = conn.execute(query, params).fetchall()
        conn.rollback()
        if predicate(rows) or time.monotonic() > deadline:
            return rows
        time.sleep(0.2)


def session_events(conn, session: str, expected: set[str]):
    return wait_for("SELECT event_type, tool_name, project, payload FROM events WHERE session_id = %s ORDER BY id",
                    (session,), conn, lambda rows: expected <= {r["event_type"] for r in rows})


# -- OpenCode plugin ------------------------------------------------------------------------------


@needs_node
def test_opencode_plugin_captures_without_waiting_and_injects_memory(cli_env, conn, tmp_path):
    proj = project_dir(tmp_path)
    import_memory(cli_env, proj)
    gate = tmp_path / "gate"
    env = dict(cli_env, MEMTOOL_BIN=str(memtool_wrapper(tmp_path, cli_env)), MEMTOOL_TEST_GATE=str(gate),
               MEMTOOL_CONTEXT_TIMEOUT_MS="60000", MEMTOOL_CONTEXT_SERVER="0")

    report = drive(env, proj, RUN_HOOKS, COMPACTION_HOOKS)

    assert report["errors"] == []
    assert {"event", "chat.message", "tool.execute.after", "experimental.text.complete",
            "experimental.session.compacting", "experimental.chat.system.transform"} <= set(report["hooks"])
    # Every hook call has returned while every `memtool ingest` is still held at the gate:
    # capture never waits for ingest.
    assert conn.execute("SELECT count(*) AS n FROM events").fetchone()["n"] == 0
    conn.rollback()
    gate.touch()

    rows = wait_for("SELECT event_type, tool_name, project, payload FROM events WHERE session_id = %s ORDER BY id",
                    (RUN_SESSION,), conn,
                    lambda rows: len([r for r in rows if r["event_type"] == "tool"]) >= 2
                    and {"session_start", "prompt", "assistant", "session_end"} <= {r["event_type"] for r in rows})
    prompts = [r["payload"]["prompt"] for r in rows if r["event_type"] == "prompt"]
    assert len(prompts) == 1 and "prefer pytest" in prompts[0]
    tools = {r["tool_name"]: r["payload"] for r in rows if r["event_type"] == "tool"}
    assert set(tools) == {"memtest_remember", "bash"}
    assert tools["memtest_remember"]["tool_output"] == "saved: e2e: user prefers pytest"  # raw MCP result
    assert tools["bash"]["tool_output"] == "hello-from-bash\n" and tools["bash"]["exit_code"] == 0
    assert {r["project"] for r in rows} == {str(proj)}
    # Only the bus events memory needs are sent: no deltas, no plugin.added, no session.updated.
    assert {r["payload"]["hook"] for r in rows if r["payload"]["hook"].startswith("event")} == {
        "event:session.created", "event:session.idle"}

    # The two compaction hooks may travel in different detached ingests: wait for both.
    both = {"experimental.session.compacting", "event:session.compacted"}
    compaction = wait_for("SELECT event_type, payload FROM events WHERE session_id = %s ORDER BY id",
                          (COMPACTION_SESSION,), conn,
                          lambda rows: both <= {r["payload"]["hook"] for r in rows})
    assert {r["payload"]["hook"] for r in compaction if r["event_type"] == "compaction"} == both

    # The memory reached every LLM request's system prompt, once, and the compaction context.
    assert len(report["systems"]) == 8
    for system in report["systems"]:
        assert len(system) == 2 and "<persistent-memory" in system[1] and "pytest" in system[1]
    assert len(report["contexts"]) == 1 and "<persistent-memory" in report["contexts"][0][0]


@needs_node
def test_opencode_plugin_fails_open_and_delivers_spooled_lines_later(cli_env, conn, tmp_path):
    proj = project_dir(tmp_path)
    missing = dict(cli_env, MEMTOOL_BIN=str(tmp_path / "no-such-memtool"))

    report = drive(missing, proj, RUN_HOOKS)

    assert report["errors"] == []
    assert all(len(system) == 1 for system in report["systems"])  # nothing injected
    pending = Path(cli_env["MEMTOOL_HOME"]) / "state" / "opencode-pending.jsonl"
    assert stat.S_IMODE(pending.stat().st_mode) == 0o600
    lines = [json.loads(line) for line in pending.read_text().splitlines()]
    assert {line["hook"] for line in lines} == {"event", "chat.message", "tool.execute.after",
                                                "experimental.text.complete"}
    assert all(set(line) == {"hook", "input", "output", "t", "directory"} for line in lines)

    # The next run that can start memtool takes the spooled lines along.
    working = dict(cli_env, MEMTOOL_BIN=str(memtool_wrapper(tmp_path, cli_env)))
    assert drive(working, proj, COMPACTION_HOOKS)["errors"] == []
    rows = wait_for("SELECT event_type FROM events WHERE session_id = %s", (RUN_SESSION,), conn,
                    lambda rows: len([r for r in rows if r["event_type"] == "tool"]) >= 2
                    and {"session_start", "prompt", "assistant", "session_end"} <= {r["event_type"] for r in rows})
    assert len([r for r in rows if r["event_type"] == "tool"]) == 2
    assert not pending.exists()


@needs_node
def test_opencode_plugin_survives_a_memtool_that_hangs(tmp_path):
    slow = executable(tmp_path / "slow-memtool", "#!/bin/sh\nexec sleep 5\n")
    env = dict(os.environ, MEMTOOL_BIN=str(slow), MEMTOOL_HOME=str(tmp_path / "home"),
               MEMTOOL_CONTEXT_TIMEOUT_MS="300")

    report = drive(env, project_dir(tmp_path), RUN_HOOKS, COMPACTION_HOOKS)

    assert report["errors"] == []
    assert all(len(system) == 1 for system in report["systems"])
    assert report["contexts"] == [[]]


@needs_node
@pytest.mark.parametrize("setting, hooks", [
    ({"MEMTOOL_DISABLE": "1"}, []),
    ({"MEMTOOL_CONTEXT": "0"}, ["chat.message", "dispose", "event", "experimental.session.compacting",
                                "experimental.text.complete", "tool.execute.after"]),
])
def test_opencode_plugin_switches(tmp_path, setting, hooks):
    log = tmp_path / "calls.log"
    recorder = executable(tmp_path / "recording-memtool",
                          f"#!/bin/sh\necho \"$1\" >> '{log}'\ncat > /dev/null\n")
    env = dict(os.environ, MEMTOOL_BIN=str(recorder), MEMTOOL_HOME=str(tmp_path / "home"), **setting)

    report = drive(env, project_dir(tmp_path), RUN_HOOKS)

    assert report["hooks"] == hooks and report["errors"] == []
    assert all(len(system) == 1 for system in report["systems"])
    expected = {"ingest"} if hooks else set()
    calls = wait_for_file_lines(log, expected)
    assert calls == expected  # with injection off, `memtool context` is never run


@needs_node
def test_opencode_plugin_keeps_private_prompt_text_off_the_command_line(tmp_path):
    log = tmp_path / "calls.log"
    given = tmp_path / "context-stdin.txt"
    recorder = executable(tmp_path / "recording-memtool",
                          f"#!/bin/sh\necho \"$*\" >> '{log}'\n"
                          f"if [ \"$1\" = context ]; then cat >> '{given}'; else cat > /dev/null; fi\n")
    prompt = {"hook": "chat.message", "input": {"sessionID": "ses_private"},
              "output": {"message": {"id": "msg_private", "sessionID": "ses_private", "role": "user"},
                         "parts": [{"type": "text", "text": "fix the login <private>pw hunter2</private> bug"}]}}
    fixture = tmp_path / "private.jsonl"
    fixture.write_text(json.dumps(prompt) + "\n")
    env = dict(os.environ, MEMTOOL_BIN=str(recorder), MEMTOOL_HOME=str(tmp_path / "home"))

    assert drive(env, project_dir(tmp_path), fixture)["errors"] == []

    calls = log.read_text().splitlines()
    assert "context --query - --gate --session ses_private" in calls  # the prompt is not on the command line at all
    assert not any("hunter2" in c or "login" in c for c in calls)
    sent = given.read_text()
    assert "fix the login" in sent and "bug" in sent and "hunter2" not in sent


def wait_for_file_lines(path: Path, expected: set[str], timeout: float = 30.0) -> set[str]:
    deadline = time.monotonic() + timeout
    while True:
        found = set(path.read_text().split()) if path.exists() else set()
        if found >= expected or time.monotonic() > deadline:
            if not expected:
                time.sleep(0.5)  # give a wrongly started child the chance to show up
                found = set(path.read_text().split()) if path.exists() else set()
            return found
        time.sleep(0.1)


# -- Claude Code hook -----------------------------------------------------------------------------


def claude_payload(event: str, proj: Path, **fields) -> str:
    return json.dumps({"session_id": "cc-session-1", "transcript_path": str(proj / "transcript.jsonl"),
                       "cwd": str(proj), "permission_mode": "default", "hook_event_name": event, **fields})


def run_claude_hook(env: dict, payload: str) -> subprocess.CompletedProcess:
    env = {"MEMTOOL_CONTEXT_SERVER": "0", **env}
    return subprocess.run([str(CLAUDE_HOOK)], input=payload, capture_output=True, text=True, env=env, timeout=60)


def test_claude_code_hook_captures_and_prints_memory(cli_env, conn, tmp_path):
    proj = project_dir(tmp_path)
    import_memory(cli_env, proj)
    env = dict(cli_env, MEMTOOL_BIN=str(memtool_wrapper(tmp_path, cli_env)), MEMTOOL_CONTEXT_TIMEOUT_MS="60000",
               MEMTOOL_CONTEXT_SERVER="0")

    start = run_claude_hook(env, claude_payload("SessionStart", proj, source="startup", model="claude-sonnet"))
    tool = run_claude_hook(env, claude_payload(
        "PostToolUse", proj, tool_name="Bash", tool_use_id="toolu_01",
        tool_input={"command": "pytest -q", "description": "Run the tests"},
        tool_response={"stdout": "3 passed", "stderr": "", "interrupted": False, "isImage": False}))
    stop = run_claude_hook(env, claude_payload("Stop", proj, stop_hook_active=False))

    assert (start.returncode, tool.returncode, stop.returncode) == (0, 0, 0)
    assert "<persistent-memory" in start.stdout and "pytest" in start.stdout
    assert tool.stdout == "" and stop.stdout == ""  # only SessionStart / UserPromptSubmit print
    rows = session_events(conn, "cc-session-1", {"session_start", "tool", "session_end"})
    by_type = {r["event_type"]: r for r in rows}
    assert by_type["tool"]["tool_name"] == "Bash" and by_type["tool"]["payload"]["tool_output"] == "3 passed"
    assert {r["project"] for r in rows} == {str(proj)}


def test_claude_code_hook_exits_0_when_the_database_is_unreachable(cli_env, tmp_path):
    proj = project_dir(tmp_path)
    env = dict(cli_env, MEMTOOL_BIN=str(memtool_wrapper(tmp_path, dict(
        cli_env, MEMTOOL_DATABASE_URL="host=127.0.0.1 port=9 dbname=nowhere user=nobody"))),
        MEMTOOL_CONNECT_TIMEOUT="1", MEMTOOL_CONTEXT_SERVER="0")

    start = run_claude_hook(env, claude_payload("SessionStart", proj, source="startup"))
    tool = run_claude_hook(env, claude_payload("PostToolUse", proj, tool_name="Read", tool_use_id="toolu_02",
                                               tool_input={"file_path": str(proj / "a.py")},
                                               tool_response={"type": "text", "file": {"content": "x = 1"}}))
    broken = run_claude_hook(env, "this is not json")

    assert (start.returncode, tool.returncode, broken.returncode) == (0, 0, 0)
    assert start.stdout == tool.stdout == broken.stdout == ""
    # memtool ingest spooled what it could not store: nothing is lost.
    spool = Path(cli_env["MEMTOOL_HOME"]) / "state" / "spool.jsonl"
    deadline = time.monotonic() + 60
    while not (spool.exists() and spool.read_text().count("\n") >= 2) and time.monotonic() < deadline:
        time.sleep(0.2)
    kinds = {json.loads(line)["event_type"] for line in spool.read_text().splitlines()}
    assert kinds == {"session_start", "tool"}


def test_claude_code_hook_with_memtool_missing_still_exits_0(tmp_path):
    env = dict(os.environ, MEMTOOL_BIN=str(tmp_path / "no-such-memtool"))
    done = run_claude_hook(env, claude_payload("UserPromptSubmit", tmp_path, prompt="fix the login bug"))
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_claude_code_settings_register_the_hook_for_each_event():
    settings = json.loads((ROOT / "hooks" / "claude-code" / "settings.json").read_text())["hooks"]
    assert set(settings) == {"SessionStart", "UserPromptSubmit", "PostToolUse", "Stop", "SubagentStop",
                             "PreCompact", "SessionEnd"}
    for entries in settings.values():
        for hook in (h for entry in entries for h in entry["hooks"]):
            assert hook["type"] == "command" and hook["command"].endswith('memtool-hook"')
            assert hook["timeout"] <= 15


@needs_node
def test_opencode_plugin_hands_tool_calls_to_the_warm_server_without_a_process(cli_env, conn, tmp_path):
    """With the context server up, every batch goes over its socket (scrubbed and stored in the
    server's process): no `memtool ingest` process is started, not even for the batch that ends
    the turn (the agent's dispose waits for the server to confirm it) - and that batch starts
    the end-of-turn `memtool maintain`, which distils the turn."""
    proj = project_dir(tmp_path)
    seen = tmp_path / "ingest-stdin.log"
    real = memtool_wrapper(tmp_path, cli_env)
    wrapper = executable(tmp_path / "memtool-logged", f"""#!/bin/sh
if [ "$1" = ingest ]; then tee -a '{seen}' | '{real}' "$@"; exit $?; fi
exec '{real}' "$@"
""")
    server = subprocess.Popen([*MEMTOOL, "context-server", "--idle-minutes", "5"], env=cli_env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket_path = Path(cli_env["MEMTOOL_HOME"]) / "state" / "context.sock"
        assert wait_for_path(socket_path)
        env = dict(cli_env, MEMTOOL_BIN=str(wrapper), MEMTOOL_CONTEXT_TIMEOUT_MS="60000", DRIVER_PAUSE_MS="300")
        done = subprocess.run([NODE, str(DRIVER), str(PLUGIN), str(proj), str(RUN_HOOKS)], capture_output=True,
                              text=True, env=env, timeout=180)
        assert done.returncode == 0 and json.loads(done.stdout)["errors"] == [], done.stderr
        rows = session_events(conn, RUN_SESSION, {"tool", "session_end"})
        tools = {r["tool_name"] for r in rows if r["event_type"] == "tool"}
        assert tools == {"memtest_remember", "bash"}
        assert {r["project"] for r in rows} == {str(proj)}
        assert not seen.exists()  # every batch went over the socket, the turn's end included
        log = Path(cli_env["MEMTOOL_HOME"]) / "state" / "maintain.log"
        assert wait_for_path(log)
        deadline = time.monotonic() + 120
        while "memtool maintain:" not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert "events distilled" in log.read_text()  # the server started the end-of-turn run
        observations = wait_for("SELECT count(*) AS n FROM observations WHERE project = %s", (str(proj),), conn,
                                lambda rows: rows[0]["n"] > 0)
        assert observations[0]["n"] > 0
    finally:
        server.terminate()
        server.wait(timeout=60)


def wait_for_path(path: Path, timeout: float = 120.0) -> bool:
    deadline = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    return path.exists()
