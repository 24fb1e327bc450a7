"""The injection log (issue 24, part 1): every block a hook injects is recorded — session, time,
the prompt's first words redacted, the refs, size — `memtool injected` lists it, `memtool stats`
totals it per session and per project, and a failure to record never costs the agent its block."""

from __future__ import annotations

import json
import math
import signal
import subprocess
from pathlib import Path

import pytest

from conftest import MEMTOOL, json_lines, memtool, ROOT, wait_for

HOOK = ROOT / "hooks" / "claude-code" / "memtool-hook"
MEMORY = {"title": "Deploys go through make release", "type": "decision",
          "narrative": "Never push release tags by hand; make release builds, tags and uploads."}
SECRET = "ghp_" + "Z8kQ2mW9xR4tY7uI1oP3aS5dF6gH0jK2lL4n"


run = memtool  # conftest's one CLI runner
lines = json_lines


@pytest.fixture
def project(cli_env, tmp_path) -> Path:
    proj = (tmp_path / "proj").resolve()
    (proj / ".git").mkdir(parents=True)
    done = run(cli_env, "import", "--project", str(proj), input=json.dumps(MEMORY))
    assert done.returncode == 0, done.stderr
    return proj


@pytest.fixture
def hook_env(cli_env, tmp_path) -> dict:
    """The hook runs `memtool` from MEMTOOL_BIN: a wrapper running this checkout's package."""
    import sys

    wrapper = tmp_path / "memtool"
    wrapper.write_text(f"#!/bin/sh\nexec '{sys.executable}' -m memtool \"$@\"\n")
    wrapper.chmod(0o755)
    return dict(cli_env, MEMTOOL_BIN=str(wrapper), MEMTOOL_CONTEXT_SERVER="0", MEMTOOL_CONTEXT_TIMEOUT_MS="120000")


def run_hook(env: dict, project: Path, session: str, event: str, prompt: str | None = None):
    payload = {"session_id": session, "cwd": str(project), "hook_event_name": event}
    if prompt is not None:
        payload["prompt"] = prompt
    done = subprocess.run([str(HOOK)], input=json.dumps(payload), capture_output=True, text=True, timeout=180,
                          env=env)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_each_injected_block_is_logged_with_its_session_prompt_and_refs(hook_env, project):
    shown = run_hook(hook_env, project, "s-one", "UserPromptSubmit",
                     f"how do we tag a release? my token is {SECRET} and please be quick about it today")
    assert "make release" in shown
    assert run_hook(hook_env, project, "s-one", "UserPromptSubmit", "thanks!") == ""  # gated: nothing injected
    start = run_hook(hook_env, project, "s-two", "SessionStart")
    assert "make release" in start

    one = lines(run(hook_env, "injected", "--session", "s-one").stdout)
    assert len(one) == 1
    record = one[0]
    assert record["kind"] == "injection" and record["via"] == "context" and record["project"] == str(project)
    assert record["prompt"].startswith("how do we tag a release?") and SECRET not in record["prompt"]
    assert len(record["prompt"].split()) <= 12
    block = shown.strip()
    assert record["chars"] == len(block) and record["tokens"] == math.ceil(len(block) / 4)
    memory_id = lines(run(hook_env, "search", "make release", "--project", str(project)).stdout)[0]["id"]
    assert record["observation_ids"] == [memory_id]

    every = lines(run(hook_env, "injected", "--project", str(project)).stdout)
    assert [r["session_id"] for r in every] == ["s-two", "s-one"]  # newest first
    assert every[0]["prompt"] is None and every[0]["mode"] == "session_start"
    table = run(hook_env, "injected", "--table")
    assert "s-one" in table.stdout and str(memory_id) in table.stdout


def test_stats_total_what_was_injected_and_what_was_opened_later(hook_env, project):
    run_hook(hook_env, project, "s-a", "UserPromptSubmit", "how do we tag a release?")
    run_hook(hook_env, project, "s-a", "UserPromptSubmit", "release tags: make release or by hand?")
    run_hook(hook_env, project, "s-b", "UserPromptSubmit", "how do we tag a release?")
    memory_id = lines(run(hook_env, "injected", "--session", "s-a").stdout)[0]["observation_ids"][0]

    per_session = {r["session"]: r for r in lines(run(hook_env, "stats", "--by", "session").stdout)}
    assert per_session["s-a"]["blocks"] == 2 and per_session["s-b"]["blocks"] == 1
    assert per_session["s-a"]["memories"] == 1 and per_session["s-a"]["opened"] == 0

    assert run(hook_env, "get", str(memory_id)).returncode == 0  # the agent opens it after it was injected
    per_session = {r["session"]: r for r in lines(run(hook_env, "stats", "--by", "session").stdout)}
    assert per_session["s-a"]["opened"] == 1 and per_session["s-b"]["opened"] == 1
    per_project = lines(run(hook_env, "stats", "--by", "project").stdout)
    assert [(r["project"], r["blocks"], r["opened"]) for r in per_project] == [(str(project), 3, 1)]
    assert per_project[0]["tokens"] == sum(r["tokens"] for r in per_session.values())

    totals = lines(run(hook_env, "stats").stdout)[0]["injected"]
    assert totals["blocks"] == 3 and totals["tokens"] == per_project[0]["tokens"] and totals["opened"] == 1


def test_the_warm_server_logs_its_blocks_with_the_session(cli_env, project):
    from test_context_server import ask, socket_path

    server = subprocess.Popen([*MEMTOOL, "context-server", "--idle-minutes", "5"], env=cli_env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_for(lambda: socket_path(cli_env).exists())
        reply = ask(cli_env, {"cwd": str(project), "query": "how do we tag a release?", "gate": True,
                              "session": "s-warm"})
        assert "make release" in reply["text"] and "notice" not in reply
        assert ask(cli_env, {"cwd": str(project), "query": "ok", "gate": True, "session": "s-warm"})["text"] == ""
        (project / ".memtool.toml").write_text("[context\n")  # not TOML: ignored, the block still comes
        broken = ask(cli_env, {"cwd": str(project), "query": "how do we tag a release?", "gate": True})
        assert "make release" in broken["text"] and "not valid TOML" in broken["notice"]
        (project / ".memtool.toml").write_text("[context]\nenabled = false\n")  # an edit is seen at once
        assert ask(cli_env, {"cwd": str(project), "query": "how do we tag a release?", "gate": True}) == {
            "text": "", "mode": "off"}
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
    logged = lines(run(cli_env, "injected", "--session", "s-warm").stdout)
    assert [(r["via"], r["chars"]) for r in logged] == [("server", len(reply["text"]))]


def test_a_broken_log_never_costs_the_block(cli_env, project, conn):
    conn.execute("DROP TABLE injection_log")  # the worst case: every insert fails
    conn.commit()
    done = run(cli_env, "context", "--project", str(project), "--query", "how do we tag a release?", "--gate",
               "--session", "s-x")
    assert done.returncode == 0 and "make release" in done.stdout
    assert "injection not logged" in done.stderr
    # the rest of the transaction (the recall) was kept: the savepoint took only the log's insert
    assert conn.execute("SELECT count(*) AS n FROM recall_log").fetchone()["n"] == 1


def test_purging_takes_the_log_rows_that_quote_what_was_purged(hook_env, project):
    run_hook(hook_env, project, "s-keep", "UserPromptSubmit", "how do we tag a release?")
    run_hook(hook_env, project, "s-gone", "UserPromptSubmit", "release tags: make release or by hand?")
    assert len(lines(run(hook_env, "injected").stdout)) == 2

    forgot = run(hook_env, "forget", "--session", "s-gone", "--purge", "--yes")
    assert forgot.returncode == 0, forgot.stderr
    assert [r["session_id"] for r in lines(run(hook_env, "injected").stdout)] == ["s-keep"]

    purged = run(hook_env, "purge", "--project", str(project), "--yes")
    assert purged.returncode == 0, purged.stderr
    assert lines(run(hook_env, "injected").stdout) == []


def test_the_viewer_api_shows_the_injections(cli_env):
    from serve_process import ServeProcess, env_for

    where = "/work/viewer-project"
    server = ServeProcess(env_for(cli_env, MEMTOOL_PROJECT=where))
    try:
        saved = server.client.post("/api/observations", json={"title": MEMORY["title"], "text": MEMORY["narrative"]})
        assert saved.status_code == 201, saved.text
        done = run(dict(cli_env, MEMTOOL_PROJECT=where), "context", "--query", "how do we tag a release?", "--gate",
                   "--session", "s-view")
        assert "make release" in done.stdout
        answer = server.client.get("/api/injected", params={"session": "s-view"}).json()
        assert [(r["session_id"], r["observation_ids"]) for r in answer["rows"]] == [("s-view", [saved.json()["id"]])]
        assert answer["totals"]["blocks"] == 1 and answer["totals"]["tokens"] == answer["rows"][0]["tokens"]
        assert server.client.get("/api/injected", params={"session": "nobody"}).json()["rows"] == []
    finally:
        server.stop()
