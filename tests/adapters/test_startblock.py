"""Precomputed session-start blocks (memtool/startblock.py): the end-of-turn run writes the block
the next session in that directory would get; with no context server answering, the SessionStart
hook prints it (and records it for the injection log) instead of starting a fresh
`memtool context`; whatever makes it wrong — a forgotten memory, a new .memtool.toml, another
MEMTOOL_PROJECT, MEMTOOL_CONTEXT_BUDGET or MEMTOOL_READ_VIEW — makes the hook fall back."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, ROOT, json_lines, memtool, wait_for

HOOK = ROOT / "hooks" / "claude-code" / "memtool-hook"
MEMORY = {"title": "Deploys go through make release", "type": "decision",
          "narrative": "Never push release tags by hand; make release builds, tags and uploads."}


@pytest.fixture
def project(cli_env, tmp_path) -> Path:
    proj = (tmp_path / "proj").resolve()
    (proj / ".git").mkdir(parents=True)
    assert memtool(cli_env, "import", "--project", str(proj), input=json.dumps(MEMORY)).returncode == 0
    turn = {"session_id": "s-1", "cwd": str(proj), "hook_event_name": "UserPromptSubmit", "prompt": "ship it"}
    assert memtool(cli_env, "ingest", "-q", "--source", "claude-code", input=json.dumps(turn), cwd=proj).returncode == 0
    done = memtool(cli_env, "maintain", "--session", "s-1", "--llm", "none", cwd=proj)
    assert done.returncode == 0 and "1 session-start blocks written" in done.stderr, done.stderr
    return proj


@pytest.fixture
def hook_env(cli_env, tmp_path) -> dict:
    """A memtool whose fresh `context` fails and whose context server never starts: a block
    printed at SessionStart can only be the precomputed one."""
    wrapper = tmp_path / "memtool"
    wrapper.write_text(f"""#!/bin/sh
export MEMTOOL_DATABASE_URL='{cli_env["MEMTOOL_DATABASE_URL"]}' MEMTOOL_HOME='{cli_env["MEMTOOL_HOME"]}' \\
  PYTHONPATH='{cli_env["PYTHONPATH"]}'
case "$1" in context|context-server) exit 1;; esac
exec '{sys.executable}' -m memtool "$@"
""")
    wrapper.chmod(0o755)
    return dict(cli_env, MEMTOOL_BIN=str(wrapper))


def session_start(env: dict, cwd: Path, session: str = "s-2") -> str:
    payload = json.dumps({"session_id": session, "cwd": str(cwd), "hook_event_name": "SessionStart"})
    done = subprocess.run([str(HOOK)], input=payload, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0
    return done.stdout


def blocks(env: dict) -> list[Path]:
    return sorted((Path(env["MEMTOOL_HOME"]) / "state" / "session-start").glob("*.json"))


def test_the_end_of_turn_run_writes_the_block_the_next_session_gets(cli_env, project, hook_env):
    (written,) = blocks(cli_env)
    body = json.loads(written.read_text())
    fresh = memtool(cli_env, "context", cwd=project).stdout.strip()
    assert body["record"]["text"] == fresh and "make release" in fresh
    assert body["cwd"] == str(project) and written.stat().st_mode & 0o077 == 0

    shown = session_start(hook_env, project)
    assert shown.strip() == fresh  # printed from the file: the fresh process and the server both fail

    memtool(cli_env, "maintain", "--session", "s-1", "--llm", "none", cwd=project)  # moves the use into the log
    (logged,) = [r for r in json_lines(memtool(cli_env, "injected").stdout) if r["via"] == "precomputed"]
    assert logged["session_id"] == "s-2" and logged["project"] == str(project)
    assert logged["observation_ids"] == body["record"]["included_ids"] and logged["chars"] == len(fresh)


def test_a_forgotten_memory_takes_the_block_with_it(cli_env, project, hook_env):
    (memory,) = json_lines(memtool(cli_env, "search", "make release", "--project", str(project)).stdout)
    memtool(cli_env, "forget", str(memory["id"]))
    assert blocks(cli_env) == []
    assert session_start(hook_env, project) == ""


@pytest.mark.parametrize("change", ["switches file", "forced project", "budget", "read view", "other directory", "stale"])
def test_a_block_that_may_be_wrong_is_not_used(cli_env, project, hook_env, change):
    env = dict(hook_env)
    cwd = project
    if change == "switches file":
        (project / ".memtool.toml").write_text("[context]\nenabled = false\n")
    elif change == "forced project":
        env["MEMTOOL_PROJECT"] = "elsewhere"
    elif change == "budget":
        env["MEMTOOL_CONTEXT_BUDGET"] = "500"
    elif change == "read view":  # a block built under one view of a file read is not the other's
        env["MEMTOOL_READ_VIEW"] = "data"
    elif change == "other directory":
        cwd = project / "src"
        cwd.mkdir()
    else:
        (written,) = blocks(cli_env)
        body = json.loads(written.read_text())
        written.write_text(json.dumps(dict(body, written_at=body["written_at"] - 2 * 86400)))
    assert session_start(env, cwd) == ""
    assert "make release" in session_start(hook_env, project) or change in ("switches file", "stale")


def test_an_edit_of_a_cited_file_makes_the_block_unusable(cli_env, tmp_path, hook_env):
    """The block watches the files its memories cite: edited, the hook falls back to a fresh block,
    which checks the citations (retrieve/citations.py)."""
    proj = (tmp_path / "cited").resolve()
    (proj / "src").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(proj)], check=True)
    (proj / "src" / "release.py").write_text("def release():\n    return 'make release'\n")
    memory = dict(MEMORY, narrative="release() in src/release.py:1-2 runs make release",
                  files_modified=["src/release.py"])
    assert memtool(cli_env, "import", "--project", str(proj), input=json.dumps(memory)).returncode == 0
    turn = {"session_id": "s-9", "cwd": str(proj), "hook_event_name": "UserPromptSubmit", "prompt": "ship it"}
    assert memtool(cli_env, "ingest", "-q", "--source", "claude-code", input=json.dumps(turn), cwd=proj).returncode == 0
    assert memtool(cli_env, "maintain", "--session", "s-9", "--llm", "none", cwd=proj).returncode == 0
    (written,) = blocks(cli_env)
    assert str(proj / "src" / "release.py") in [path for path, _, _ in json.loads(written.read_text())["switches"]]
    assert "make release" in session_start(hook_env, proj)
    (proj / "src" / "release.py").write_text("def release():\n    return 'make ship'\n")
    assert session_start(hook_env, proj) == ""
    assert "[may be stale: src/release.py:1-2 changed" in memtool(cli_env, "context", cwd=proj).stdout


def test_no_block_where_injection_is_switched_off(cli_env, project):
    (project / ".memtool.toml").write_text("[context]\nenabled = false\n")
    memtool(cli_env, "maintain", "--session", "s-1", "--llm", "none", cwd=project)
    assert blocks(cli_env) == []


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_opencode_plugin_uses_the_block_when_no_server_answers(cli_env, project, hook_env):
    driver = ROOT / "tests" / "opencode_plugin_driver.mjs"
    plugin = ROOT / "hooks" / "opencode" / "memtool.js"
    run_hooks = FIXTURES / "opencode" / "opencode-1.18.33_run_hooks.jsonl"
    fresh = memtool(cli_env, "context", cwd=project).stdout.strip()
    done = subprocess.run([shutil.which("node"), str(driver), str(plugin), str(project), str(run_hooks)],
                          capture_output=True, text=True, env=dict(hook_env, MEMTOOL_CONTEXT_TIMEOUT_MS="20000"),
                          timeout=180)
    assert done.returncode == 0, done.stderr
    systems = json.loads(done.stdout)["systems"]
    assert systems and all(fresh in system for system in systems)

    def logged():  # the plugin's session.idle starts a maintain run, which moves the use into the log
        memtool(cli_env, "maintain", "--session", "s-1", "--llm", "none", cwd=project)
        return [r for r in json_lines(memtool(cli_env, "injected").stdout) if r["via"] == "precomputed"]

    (row, *_) = wait_for(logged, timeout=120, interval=1)
    assert row["project"] == str(project) and row["chars"] == len(fresh)
