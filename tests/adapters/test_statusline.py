"""Claude Code's status line (issue 24, item 5): `memtool install claude-code --statusline`
sets it (the user's own status line is put back by uninstall), and `memtool statusline` answers
Claude Code's status line JSON with one short line, or an empty one when it cannot (fail open).
The real Claude Code runs it in tests/test_e2e.py (an interactive session in a pseudo-terminal:
`claude -p` never runs a status line)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from conftest import MEMTOOL, ROOT, memtool, queue_event
from memtool.adapters import jsonedit

SETTINGS = """{
  // my settings
  "statusLine": {"type": "command", "command": "~/bin/my-status", "padding": 1},
  "model": "opus"
}
"""
BIN = "/opt/memtool/bin/memtool"
# The fields Claude Code 2.1.332 passed to a status line command (recorded from the real binary).
STATUS_JSON = {"session_id": "S1", "transcript_path": "/x/S1.jsonl", "cwd": "", "model": {"id": "claude-opus-5-5",
               "display_name": "Opus 5.5"}, "workspace": {"current_dir": "", "project_dir": "", "added_dirs": []},
               "version": "2.1.332", "output_style": {"name": "default"},
               "cost": {"total_cost_usd": 0.0006, "total_duration_ms": 3323, "total_lines_added": 0}}


@pytest.fixture
def env(tmp_path) -> dict:
    home = tmp_path / "home"
    (home / ".claude").mkdir(parents=True)
    (home / ".claude" / "settings.json").write_text(SETTINGS)
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_CONFIG_HOME", "CLAUDE_CONFIG_DIR", "MEMTOOL_BIN")}
    env.update(HOME=str(home), MEMTOOL_HOME=str(tmp_path / "memtool-home"),
               PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
    return env


def _settings(env: dict) -> Path:
    return Path(env["HOME"]) / ".claude" / "settings.json"


def test_install_replaces_the_users_status_line_and_uninstall_puts_it_back(env):
    done = memtool(env, "install", "claude-code", "--statusline", "--bin", BIN)
    assert done.returncode == 0, done.stderr
    assert "replaced statusLine (uninstall puts yours back)" in done.stdout
    settings = jsonedit.value(jsonedit.parse(_settings(env).read_text()))
    assert settings["statusLine"] == {"type": "command", "command": f"{BIN} statusline", "padding": 0}
    assert _settings(env).read_text().startswith("{\n  // my settings\n")
    again = memtool(env, "install", "claude-code", "--statusline", "--bin", BIN)
    assert again.returncode == 0 and "nothing to change" in again.stderr

    done = memtool(env, "uninstall", "claude-code")
    assert done.returncode == 0, done.stderr
    assert _settings(env).read_text() == SETTINGS  # untouched since install: byte for byte


def test_uninstall_puts_it_back_after_the_user_edited_other_settings(env):
    assert memtool(env, "install", "claude-code", "--statusline", "--bin", BIN).returncode == 0
    _settings(env).write_text(_settings(env).read_text().replace('"opus"', '"sonnet"'))
    done = memtool(env, "uninstall", "claude-code")
    assert done.returncode == 0, done.stderr
    assert "removed statusLine" in done.stdout and "put back your statusLine" in done.stdout
    settings = jsonedit.value(jsonedit.parse(_settings(env).read_text()))
    assert settings == {"statusLine": {"type": "command", "command": "~/bin/my-status", "padding": 1},
                        "model": "sonnet"}
    assert "// my settings" in _settings(env).read_text()


def test_without_a_status_line_of_the_users_uninstall_removes_it(env):
    _settings(env).write_text('{"model": "opus"}\n')
    assert memtool(env, "install", "claude-code", "--statusline", "--bin", BIN).returncode == 0
    assert "statusLine" in _settings(env).read_text()
    assert memtool(env, "uninstall", "claude-code").returncode == 0
    assert _settings(env).read_text() == '{"model": "opus"}\n'


def test_a_status_line_changed_by_the_user_is_left_alone(env):
    assert memtool(env, "install", "claude-code", "--statusline", "--bin", BIN).returncode == 0
    _settings(env).write_text(_settings(env).read_text().replace(f"{BIN} statusline", "my-new-status"))
    done = memtool(env, "uninstall", "claude-code")
    assert "statusLine was modified since memtool installed it; left as it is" in done.stderr + done.stdout
    assert jsonedit.value(jsonedit.parse(_settings(env).read_text()))["statusLine"]["command"] == "my-new-status"


def test_statusline_is_for_claude_code_only(env):
    done = memtool(env, "install", "opencode", "--statusline")
    assert done.returncode == 2 and "--statusline is for claude-code" in done.stderr


def test_the_line_counts_this_sessions_memory(cli_env, conn, tmp_path):
    proj = tmp_path / "proj"
    (proj / ".git").mkdir(parents=True)
    for _ in range(3):
        queue_event(conn, event_type="prompt", project=str(proj), payload={"prompt": "hi"}, session="S1")
    queue_event(conn, event_type="prompt", project=str(proj), payload={"prompt": "other"}, session="S2")
    conn.execute("UPDATE event_queue SET status = 'done' WHERE event_id = (SELECT min(event_id) FROM event_queue)")
    conn.execute("""INSERT INTO injection_log (session_id, project, via, mode, observation_ids, event_ids, chars, tokens)
                    VALUES ('S1', %(p)s, 'context', 'hybrid', '{1,2}', '{7}', 100, 25),
                           ('S1', %(p)s, 'context', 'hybrid', '{2,3}', '{}', 100, 25),
                           ('S2', %(p)s, 'context', 'hybrid', '{9}', '{}', 100, 25)""", {"p": str(proj)})
    conn.commit()
    status = dict(STATUS_JSON, cwd=str(proj), workspace=dict(STATUS_JSON["workspace"], current_dir=str(proj)))
    done = memtool(cli_env, "statusline", input=json.dumps(status))
    assert done.returncode == 0 and done.stdout == "memtool: 4 injected · 3 events · 3 to distil\n", done.stderr
    no_session = memtool(cli_env, "statusline", input=json.dumps({"cwd": str(proj)}))
    assert no_session.stdout == "memtool: 3 to distil\n"
    garbage = memtool(cli_env, "statusline", input="not json", cwd=proj)
    assert garbage.returncode == 0 and garbage.stdout == "memtool: 3 to distil\n"


def test_it_fails_open_with_an_empty_line(tmp_path):
    """No database running (and never started by the status line): an empty line, exit 0."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMTOOL_")}
    env.update(MEMTOOL_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    done = subprocess.run([*MEMTOOL, "statusline"], input=json.dumps(STATUS_JSON), capture_output=True, text=True,
                          env=env, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "\n", "")
    assert not (tmp_path / "home" / "data" / "pgdata").exists()  # nothing was started
    broken = dict(env, MEMTOOL_DATABASE_URL="postgresql://nobody@127.0.0.1:1/none")
    done = subprocess.run([*MEMTOOL, "statusline"], input="{}", capture_output=True, text=True, env=broken,
                          timeout=120)
    assert (done.returncode, done.stdout) == (0, "\n")
