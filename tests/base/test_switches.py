"""Switches a user can commit (issue 24, part 2): `.memtool.toml` at the repository root turns
capture and injection off, excludes paths and tools, sets the budget; `memtool status` says what
applies here and why; a bad file is one clear line and the hooks go on without it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import MEMTOOL, json_lines, memtool, ROOT

HOOK = ROOT / "hooks" / "claude-code" / "memtool-hook"
MEMORY = {"title": "Deploys go through make release", "type": "decision",
          "narrative": "Never push release tags by hand; make release builds, tags and uploads."}


run = memtool  # conftest's one CLI runner
lines = json_lines


@pytest.fixture
def repo(tmp_path) -> Path:
    root = (tmp_path / "repo").resolve()
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    return root


def tool_call(repo: Path, tool: str, tool_input: dict, call: str) -> str:
    return json.dumps({"session_id": "s1", "cwd": str(repo / "src"), "hook_event_name": "PostToolUse",
                       "tool_name": tool, "tool_input": tool_input, "tool_response": {"content": "ok"},
                       "tool_use_id": call})


def stored_tools(conn) -> list[tuple[str, str]]:
    rows = conn.execute("SELECT tool_name, payload FROM events WHERE event_type = 'tool' ORDER BY id").fetchall()
    return [(r["tool_name"], json.dumps(r["payload"]["tool_input"], sort_keys=True)) for r in rows]


def test_excluded_paths_and_tools_are_not_captured(cli_env, conn, repo):
    (repo / ".memtool.toml").write_text('[capture]\nexclude_paths = ["secrets/*", "*.pem"]\n'
                                        'exclude_tools = ["webfetch"]\n')
    calls = [tool_call(repo, "Read", {"file_path": str(repo / "secrets" / "prod" / "db.txt")}, "t1"),
             tool_call(repo, "Read", {"file_path": str(repo / "src" / "app.py")}, "t2"),
             tool_call(repo, "Read", {"file_path": "deploy/server.pem"}, "t3"),
             tool_call(repo, "WebFetch", {"url": "https://example.com"}, "t4"),
             tool_call(repo, "Bash", {"command": "make test"}, "t5"),
             tool_call(repo, "Read", {"file_path": str(repo.parent / "elsewhere" / "secrets" / "x")}, "t6")]
    done = run(cli_env, "ingest", "-q", input="\n".join(calls) + "\n", cwd=repo)
    assert done.returncode == 0, done.stderr
    kept = stored_tools(conn)
    assert [tool for tool, _ in kept] == ["Read", "Bash", "Read"]
    assert "app.py" in kept[0][1] and "elsewhere" in kept[2][1]
    assert not any("db.txt" in inp or "server.pem" in inp for _, inp in kept)


def test_capture_off_stores_nothing_and_a_bad_file_stores_everything(cli_env, conn, repo):
    (repo / ".memtool.toml").write_text("[capture]\nenabled = false\n")
    done = run(cli_env, "ingest", "-q", input=tool_call(repo, "Bash", {"command": "make"}, "t1") + "\n")
    assert done.returncode == 0 and stored_tools(conn) == []

    (repo / ".memtool.toml").write_text("[capture]\nenabled = no\n")  # not TOML: ignored, one clear line
    done = run(cli_env, "ingest", "-q", input=tool_call(repo, "Bash", {"command": "make"}, "t2") + "\n")
    assert done.returncode == 0
    assert [t for t, _ in stored_tools(conn)] == ["Bash"]
    warnings = [line for line in done.stderr.splitlines() if ".memtool.toml" in line]
    assert len(warnings) == 1 and "not valid TOML" in warnings[0] and "memtool status" in warnings[0]


@pytest.fixture
def remembered(cli_env, repo) -> Path:
    done = run(cli_env, "import", "--project", str(repo), input=json.dumps(MEMORY))
    assert done.returncode == 0, done.stderr
    return repo


def test_injection_off_and_budget_from_the_file(cli_env, remembered):
    repo = remembered
    args = ["context", "--query", "how do we tag a release?", "--gate"]
    assert "make release" in run(cli_env, *args, cwd=repo / "src").stdout

    (repo / ".memtool.toml").write_text("[context]\nbudget_chars = 150\n")
    small = run(cli_env, *args, "--json", cwd=repo / "src")
    assert lines(small.stdout)[0]["budget_chars"] == 150 and lines(small.stdout)[0]["chars"] <= 150
    flag = run(cli_env, *args, "--json", "--budget-chars", "900", cwd=repo / "src")  # a flag wins over the file
    assert lines(flag.stdout)[0]["budget_chars"] == 900

    (repo / ".memtool.toml").write_text("[context]\nenabled = false\n")
    off = run(cli_env, *args, cwd=repo / "src")
    assert off.returncode == 0 and off.stdout == "" and "injection is off here" in off.stderr

    # the Claude Code hook: nothing injected, but the prompt is still captured
    env = dict(cli_env, MEMTOOL_BIN=_wrapper(cli_env, repo.parent), MEMTOOL_CONTEXT_SERVER="0",
               MEMTOOL_CONTEXT_TIMEOUT_MS="120000")
    payload = json.dumps({"session_id": "s9", "cwd": str(repo), "hook_event_name": "UserPromptSubmit",
                          "prompt": "how do we tag a release?"})
    hooked = subprocess.run([str(HOOK)], input=payload, capture_output=True, text=True, env=env, timeout=180)
    assert hooked.returncode == 0 and hooked.stdout == ""


def test_a_bad_file_fails_open_in_the_hook(cli_env, remembered):
    repo = remembered
    (repo / ".memtool.toml").write_text("[context]\nbudget_chars = 'small'\n")
    env = dict(cli_env, MEMTOOL_BIN=_wrapper(cli_env, repo.parent), MEMTOOL_CONTEXT_SERVER="0",
               MEMTOOL_CONTEXT_TIMEOUT_MS="120000")
    payload = json.dumps({"session_id": "s9", "cwd": str(repo), "hook_event_name": "UserPromptSubmit",
                          "prompt": "how do we tag a release?"})
    hooked = subprocess.run([str(HOOK)], input=payload, capture_output=True, text=True, env=env, timeout=180)
    assert hooked.returncode == 0 and "make release" in hooked.stdout
    direct = run(cli_env, "context", "--query", "how do we tag a release?", cwd=repo)
    assert "make release" in direct.stdout
    assert [line for line in direct.stderr.splitlines() if "warning" in line] == [
        f"memtool: warning: {repo / '.memtool.toml'}: context.budget_chars must be int, not str; "
        "fix it (see `memtool status`) — until then it is ignored"]


def _wrapper(env: dict, where: Path) -> str:
    wrapper = where / "memtool-bin"
    wrapper.write_text(f"#!/bin/sh\nexec '{sys.executable}' -m memtool \"$@\"\n")
    wrapper.chmod(0o755)
    return str(wrapper)


def test_status_says_what_applies_here_and_why(cli_env, repo):
    plain = {r["switch"]: r for r in lines(run(cli_env, "status", cwd=repo / "src").stdout)}
    assert plain["project"]["value"] == str(repo) and plain["file"]["value"] is None
    assert (plain["capture"]["value"], plain["capture"]["why"]) == (True, "default")
    assert plain["budget_chars"]["value"] == 4000

    (repo / ".memtool.toml").write_text('[capture]\nexclude_tools = ["WebFetch"]\n[context]\nenabled = false\n')
    here = {r["switch"]: r for r in lines(run(cli_env, "status", str(repo / "src")).stdout)}
    toml = str(repo / ".memtool.toml")
    assert here["file"]["value"] == toml
    assert here["inject"]["value"] is False and here["inject"]["why"] == f"{toml}: [context] enabled = false"
    assert here["exclude_tools"]["value"] == ["WebFetch"] and here["capture"]["value"] is True

    disabled = {r["switch"]: r for r in lines(run(dict(cli_env, MEMTOOL_DISABLE="1", MEMTOOL_CONTEXT_BUDGET="900"),
                                                  "status", cwd=repo).stdout)}
    assert disabled["capture"]["value"] is False and disabled["capture"]["why"] == "MEMTOOL_DISABLE=1"
    assert disabled["budget_chars"] == {"kind": "switch", "switch": "budget_chars", "value": 900,
                                        "why": "MEMTOOL_CONTEXT_BUDGET=900"}

    (repo / ".memtool.toml").write_text("[context]\nenable = false\n")  # a typo: unknown key
    bad = run(cli_env, "status", cwd=repo)
    assert bad.returncode == 1 and "unknown key context.enable" in bad.stderr
    assert {r["switch"]: r["value"] for r in lines(bad.stdout)}["inject"] is True  # ignored, as the hooks do

    table = run(cli_env, "status", "--table", cwd=repo / "src")
    assert "exclude_paths" in table.stdout and "why" in table.stdout


def test_an_ingest_run_looks_a_directory_up_once_a_second_and_sees_an_edit_after(repo, monkeypatch):
    from memtool.capture import ingest

    row = {"cwd": str(repo / "src"), "tool_name": "Bash", "payload": {"tool_input": {"command": "make"}}}
    lookups = []
    real = ingest._switches_of
    monkeypatch.setattr(ingest, "_switches_of", lambda directory: lookups.append(directory) or real(directory))
    cache = ingest.SwitchCache()
    assert [ingest.skip_excluded(row, None, cache) for _ in range(50)] == [False] * 50
    assert lookups == [str(repo / "src")]  # one walk up to the checkout root for the 50 events

    (repo / ".memtool.toml").write_text("[capture]\nenabled = false\n")
    monkeypatch.setattr(ingest.SwitchCache, "SECONDS", 0.0)  # (the second has passed)
    assert ingest.skip_excluded(row, None, cache) is True and len(lookups) == 2
    assert ingest.skip_excluded(row) is True  # (without a cache: looked up each time)
