"""compress: events → observations, through the real database and the real CLI."""

from __future__ import annotations

import json
import subprocess

import pytest

from conftest import FIXTURES, MEMTOOL, memtool, queue_event
from memtool.distil import compress, decide, extractive
from memtool.store import queue
from memtool.distil import toolcalls

PROJECT = "/home/dev/proj"


def add_event(conn, event_type="tool", tool=None, payload=None, session="s1", project=PROJECT, key=None):
    """Insert an event and its pending queue row, as ingest does."""
    return queue_event(conn, event_type=event_type, project=project, payload=payload or {}, tool=tool,
                       session=session, key=key)


def edit(path, old, new, tool="Edit"):
    if tool == "edit":
        return {"tool_input": {"filePath": path, "oldString": old, "newString": new}, "tool_output": "",
                "exit_code": None, "is_error": False}
    return {"tool_input": {"file_path": path, "old_string": old, "new_string": new},
            "tool_output": "ok", "exit_code": None, "is_error": False}


def bash(command, output="", exit_code=0):
    return {"tool_input": {"command": command}, "tool_output": output, "exit_code": exit_code,
            "is_error": exit_code != 0}


def run_compress(conn, **settings):
    stats = compress.Stats()
    out = list(compress.compress(conn, pending=True, backend=None, settings=compress.Settings(**settings),
                                 stats=stats))
    return out, stats


def statuses(conn):
    return {r["event_id"]: r["status"] for r in conn.execute("SELECT event_id, status FROM event_queue")}


# -- the acceptance path: recorded OpenCode fixtures through the real CLI --------------------------------


CLAUDE_SESSION = [
    {"hook_event_name": "UserPromptSubmit", "session_id": "cc-1", "cwd": "/home/dev/api",
     "prompt": "Fix the JWT refresh bug: refreshed tokens are signed with the wrong key"},
    {"hook_event_name": "PostToolUse", "session_id": "cc-1", "cwd": "/home/dev/api", "tool_name": "Read",
     "tool_use_id": "t1", "tool_input": {"file_path": "/home/dev/api/src/auth.py"},
     "tool_response": {"type": "text", "file": {"filePath": "/home/dev/api/src/auth.py", "content": "..."}}},
    {"hook_event_name": "PostToolUse", "session_id": "cc-1", "cwd": "/home/dev/api", "tool_name": "Bash",
     "tool_use_id": "t2", "tool_input": {"command": "pytest tests/test_auth.py -q"},
     "tool_response": {"stdout": "E   KeyError: 'kid'\nFAILED tests/test_auth.py::test_refresh - KeyError: 'kid'\n"
                                 "1 failed in 0.12s", "stderr": "", "interrupted": False, "exit_code": 1}},
    {"hook_event_name": "PostToolUse", "session_id": "cc-1", "cwd": "/home/dev/api", "tool_name": "Edit",
     "tool_use_id": "t3", "tool_input": {"file_path": "/home/dev/api/src/auth.py",
                                         "old_string": "key = keys[0]", "new_string": "key = keys[header['kid']]"},
     "tool_response": {"filePath": "/home/dev/api/src/auth.py", "success": True}},
    {"hook_event_name": "PostToolUse", "session_id": "cc-1", "cwd": "/home/dev/api", "tool_name": "Bash",
     "tool_use_id": "t4", "tool_input": {"command": "ls -la src"},
     "tool_response": {"stdout": "auth.py\n", "stderr": "", "interrupted": False}},
    {"hook_event_name": "Stop", "session_id": "cc-1", "cwd": "/home/dev/api"},
]

OPENCODE_EDIT = [
    {"t": 1795992400000, "hook": "chat.message", "directory": "/home/dev/proj",
     "input": {"sessionID": "ses_edit"}, "output": {"message": {"id": "msg_e1", "sessionID": "ses_edit"},
                                                   "parts": [{"type": "text", "text": "Add a --verbose flag to the CLI"}]}},
    {"t": 1795992401000, "hook": "tool.execute.after", "directory": "/home/dev/proj",
     "input": {"tool": "edit", "sessionID": "ses_edit", "callID": "c1",
               "args": {"filePath": "/home/dev/proj/cli.py", "oldString": "def main():",
                        "newString": "def main(verbose=False):"}},
     "output": {"title": "cli.py", "output": "", "metadata": {}}},
]


def test_opencode_fixtures_become_sensible_observations_and_rerunning_adds_nothing(cli_env, tmp_path):
    events = tmp_path / "hooks.jsonl"
    with events.open("w") as out:
        for name in ("opencode-1.18.33_run_hooks.jsonl", "opencode-1.18.33_serve_compaction_hooks.jsonl"):
            out.write((FIXTURES / "opencode" / name).read_text())
        for record in CLAUDE_SESSION:
            out.write(json.dumps(record) + "\n")
        for record in OPENCODE_EDIT:
            out.write(json.dumps(record) + "\n")
    pipeline = subprocess.run(
        f"{' '.join(MEMTOOL)} ingest < {events} | {' '.join(MEMTOOL)} compress --llm none",
        shell=True, env=cli_env, capture_output=True, text=True, timeout=120)
    assert pipeline.returncode == 0, pipeline.stderr
    records = [json.loads(line) for line in pipeline.stdout.splitlines()]
    assert records and all(r["kind"] == "observation" for r in records)
    latest = {r["id"]: r for r in records}.values()  # an update is written again: keep the last
    by_title = {r["title"]: r for r in latest}

    preferences = [r for r in latest if r["type"] == "preference"]
    assert preferences and all("pytest" in r["title"].lower() for r in preferences)
    assert all(r["method"] == "extractive" for r in latest)
    assert not any("hello-from-bash" in r["title"] for r in latest)  # `echo` is routine noise

    # The failing test run and the edit after it are one bugfix memory: the error, the file, the fix.
    bugfix = [r for r in latest if r["type"] == "bugfix"]
    assert len(bugfix) == 1, by_title
    assert bugfix[0]["files_modified"] == ["src/auth.py"]
    assert "src/auth.py" in bugfix[0]["title"] and "KeyError: 'kid'" in bugfix[0]["title"]
    assert "JWT refresh bug" in bugfix[0]["narrative"]
    assert "src/auth.py: key = keys[header['kid']]" in bugfix[0]["facts"]
    assert any("KeyError" in fact for fact in bugfix[0]["facts"])
    assert bugfix[0]["files_read"] == ["src/auth.py"] or bugfix[0]["files_read"] == []
    assert not [r for r in latest if r["type"] in ("discovery", "gotcha") and r["title"].startswith("`pytest")]

    feature = [r for r in latest if r["type"] == "feature"]
    assert feature and feature[0]["files_modified"] == ["cli.py"] and "cli.py" in feature[0]["title"]

    status = memtool(cli_env, "queue", ok=True)
    counts = json.loads(status.stdout)
    assert counts["pending"] == 0 and counts["dead"] == 0 and counts["skipped"] > 0
    assert counts["done"] + counts["skipped"] == counts["total"]

    def observation_state():
        dump = memtool(cli_env, "export", "--kind", "observation", ok=True)
        return sorted((r["id"], r["version"], r["content_hash"]) for r in map(json.loads, dump.stdout.splitlines()))

    before = observation_state()
    again = subprocess.run(f"{' '.join(MEMTOOL)} ingest < {events} | {' '.join(MEMTOOL)} compress --llm none",
                           shell=True, env=cli_env, capture_output=True, text=True, timeout=120)
    pending = memtool(cli_env, "compress", "--pending", "--llm", "none", timeout=120)
    assert again.returncode == 0 and pending.returncode == 0, again.stderr + pending.stderr
    assert again.stdout == "" and pending.stdout == ""
    assert observation_state() == before


def test_compress_passes_other_records_through_and_reports_bad_ones(conn, cli_env):
    event_id = add_event(conn, tool="Edit", payload=edit(f"{PROJECT}/app.py", "a = 1", "a = 2"))
    lines = [json.dumps({"kind": "observation", "title": "keep me"}),
             json.dumps({"kind": "event", "id": event_id}),
             json.dumps({"kind": "event", "event_type": "note"}),  # no id: not stored yet
             json.dumps({"kind": "event", "id": 999999})]
    result = memtool(cli_env, "compress", "-", "--llm", "none", input="\n".join(lines) + "\n", timeout=60)
    assert result.returncode == 0, result.stderr
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert out[0] == {"kind": "observation", "title": "keep me"}
    kinds = [r["kind"] for r in out]
    assert kinds.count("error") == 2 and kinds.count("observation") == 2
    made = [r for r in out if r["kind"] == "observation" and r.get("id")]
    assert made[0]["source_event_ids"] == [event_id] and made[0]["files_modified"] == ["app.py"]
    assert "1 created" in result.stderr

    bad = memtool(cli_env, "compress", "-", "--llm", "none", input="{not json\n", timeout=60)
    assert bad.returncode == 1 and "line 1" in bad.stderr and "--ignore-errors" in bad.stderr


# -- decisions ------------------------------------------------------------------------------------------


def test_edits_to_the_same_request_merge_into_one_versioned_observation(conn):
    add_event(conn, "prompt", payload={"prompt": "Fix the rounding bug in invoices"})
    first = add_event(conn, tool="Edit", payload=edit(f"{PROJECT}/billing/invoice.py", "round(x)", "round(x, 2)"))
    second = add_event(conn, tool="edit", payload=edit(f"{PROJECT}/billing/tax.py", "x * r", "round(x * r, 2)", "edit"))
    out, stats = run_compress(conn)
    assert stats.created == 1 and stats.updated == 1 and stats.skipped == 1
    merged = out[-1]
    assert merged["type"] == "bugfix" and merged["version"] == 2
    assert merged["files_modified"] == ["billing/invoice.py", "billing/tax.py"]
    assert "billing/invoice.py" in merged["title"] and "billing/tax.py" in merged["title"]
    assert merged["source_event_ids"] == [first, second]
    versions = conn.execute("SELECT version, snapshot FROM observation_versions WHERE observation_id = %s",
                            (merged["id"],)).fetchall()
    assert [(v["version"], v["snapshot"]["files_modified"]) for v in versions] == [(1, ["billing/invoice.py"])]
    assert conn.execute("SELECT result FROM event_queue WHERE event_id = %s", (second,)).fetchone()["result"] == {
        "action": "update", "observation_id": merged["id"], "method": "extractive"}


def test_retries_of_one_failure_are_one_memory(conn):
    """Forms of a command failing with the same error in one session (a retry after `cd`, after a
    clean) join the first one's memory, however many memories came between; another error, or a bare exit status of an unrelated
    command, each stay a memory of their own."""
    make_error = "make: *** [Makefile:192: build] Error 2"
    add_event(conn, "prompt", payload={"prompt": "Build ponyc and reproduce the crash"})
    first = add_event(conn, tool="Bash", payload=bash("make", f"cd build && cmake ..\n{make_error}", 2))
    add_event(conn, tool="Bash", payload=bash("grep -rn CrashIt src", "", 1))
    add_event(conn, tool="Bash", payload=bash("pip install cmake", "Successfully installed cmake-3.30"))
    add_event(conn, tool="Bash", payload=bash("cmake -B build", "CMake Error: GTest not found", 1))
    for n in range(5):  # more memories of the session between the two than its latest few
        add_event(conn, tool="Bash", payload=bash(f"./check-{n}.sh", f"check-{n}: unknown flag --n{n}", 2))
    second = add_event(conn, tool="Bash", payload=bash("cd /work/ponyc && make clean && make", make_error, 2))
    add_event(conn, tool="Bash", payload=bash("grep -rn Main src", "", 1))
    out, stats = run_compress(conn)
    memories = {r["id"]: r for r in out if r["kind"] == "observation"}
    [make] = [m for m in memories.values() if m["session_id"] == "s1" and make_error in m["title"]]
    assert make["source_event_ids"] == [first, second] and make["version"] == 2
    assert "`cd /work/ponyc && make clean && make` exits 2" in make["facts"] and "`make` exits 2" in make["facts"]
    assert (make.get("metadata") or {}).get("chain", {}).get("failing") == "cd /work/ponyc && make clean && make"
    titles = sorted(m["title"] for m in memories.values())
    assert sum("GTest not found" in t for t in titles) == 1
    assert sum(t.endswith("fails: exit 1") for t in titles) == 2  # two greps: no error to match on


def test_an_event_extends_only_memories_of_whoever_captured_it(conn):
    """On a team server one `maintain` distils everybody's events: bob's edit never merges into
    (or is skipped as a duplicate of) a memory alice owns — hers may be private."""
    add_event(conn, "prompt", payload={"prompt": "Fix the rounding bug in invoices"})
    add_event(conn, tool="Edit", payload=edit(f"{PROJECT}/billing/invoice.py", "round(x)", "round(x, 2)"))
    out, _ = run_compress(conn)
    [hers] = [r for r in out if r["kind"] == "observation"]
    conn.execute("UPDATE observations SET owner = 'alice', private = true WHERE id = %s", (hers["id"],))
    conn.commit()
    second = add_event(conn, tool="edit", payload=edit(f"{PROJECT}/billing/tax.py", "x * r", "round(x * r, 2)", "edit"))
    out, stats = run_compress(conn)
    assert stats.updated == 0 and stats.created == 1, out
    [mine] = [r for r in out if r["kind"] == "observation"]
    assert mine["id"] != hers["id"] and mine["source_event_ids"] == [second]
    assert conn.execute("SELECT version, source_event_ids FROM observations WHERE id = %s",
                        (hers["id"],)).fetchone() == {"version": 1, "source_event_ids": hers["source_event_ids"]}


def test_model_update_must_target_a_candidate():
    draft = {"type": "bugfix", "title": "Fix a.py", "narrative": "n", "facts": ["f"], "concepts": [],
             "files_read": [], "files_modified": ["a.py"], "metadata": {}}
    answer = {"action": "update", "target_id": 42, "type": "bugfix", "title": "Fix the parser in a.py",
              "narrative": "why", "facts": ["x"], "concepts": ["parser"], "importance": 4}
    action, target, fields = decide.decide_model(answer, draft, [{"id": 7}])
    assert (action, target) == ("create", None)
    assert fields["files_modified"] == ["a.py"] and fields["importance"] == pytest.approx(0.8)
    action, target, _ = decide.decide_model(dict(answer, target_id=7), draft, [{"id": 7}])
    assert (action, target) == ("update", 7)


def test_a_repeated_statement_in_another_session_is_a_duplicate(conn):
    add_event(conn, "prompt", payload={"prompt": "Remember: I prefer ruff over flake8"}, session="a")
    repeat = add_event(conn, "prompt", payload={"prompt": "please remember that I prefer ruff over flake8"},
                       session="b")
    out, stats = run_compress(conn, show_skipped=True)
    observations = [r for r in out if r["kind"] == "observation"]
    assert len(observations) == 1 and observations[0]["type"] == "preference"
    assert observations[0]["title"] == "User prefers ruff over flake8"
    assert {"kind": "skipped", "event_id": repeat, "reason": f"duplicate of observation {observations[0]['id']}",
            "duplicate_of": observations[0]["id"]} in out


# -- the low-value filter --------------------------------------------------------------------------------


def test_low_value_events_are_marked_skipped_not_deleted(conn, monkeypatch):
    listing = add_event(conn, tool="bash", payload=bash("ls -la"))
    read = add_event(conn, tool="Read", payload={"tool_input": {"file_path": f"{PROJECT}/x.py"}, "tool_output": "x"})
    custom = add_event(conn, tool="Bash", payload=bash("make lint", "all good"))
    kept = add_event(conn, tool="Bash", payload=bash("make build", "error: missing header foo.h", 2))
    monkeypatch.setenv("MEMTOOL_FILTER_PATTERNS", r"^tool:bash: make lint\b")
    out, stats = run_compress(conn, show_skipped=True)
    reasons = {r["event_id"]: r["reason"] for r in out if r["kind"] == "skipped"}
    assert reasons[listing] == "low-value: read-only command"
    assert reasons[read] == "low-value: reading, searching or listing"
    assert reasons[custom] == r"low-value: ^tool:bash: make lint\b"
    assert kept not in reasons
    assert statuses(conn) == {listing: "skipped", read: "skipped", custom: "skipped", kept: "done"}
    assert conn.execute("SELECT count(*) AS n FROM events").fetchone()["n"] == 4
    failure = [r for r in out if r["kind"] == "observation"][0]
    assert failure["title"].startswith("`make build` fails") and "missing header" in failure["title"]


def test_dry_run_writes_nothing(conn):
    add_event(conn, tool="Write", payload={"tool_input": {"file_path": f"{PROJECT}/docs/usage.md", "content": "# U\n"},
                                           "tool_output": "", "exit_code": None, "is_error": False})
    out, stats = run_compress(conn, dry_run=True)
    assert [r["files_modified"] for r in out] == [["docs/usage.md"]] and out[0]["id"] is None
    assert conn.execute("SELECT count(*) AS n FROM observations").fetchone()["n"] == 0
    assert set(statuses(conn).values()) == {"pending"}


# -- the extractive rules (no database) ------------------------------------------------------------------


def test_extractive_rules_read_both_agents_tool_shapes():
    claude = {"event_type": "tool", "tool_name": "MultiEdit", "project": "/p", "cwd": "/p",
              "payload": {"tool_input": {"file_path": "/p/a/b.ts", "edits": [{"old_string": "x", "new_string": "y"}]}}}
    opencode = {"event_type": "tool", "tool_name": "write", "project": "/p", "cwd": "/p",
                "payload": {"tool_input": {"filePath": "/p/new.go", "content": "package main\n"}}}
    assert toolcalls.files(claude) == ([], ["a/b.ts"]) and toolcalls.files(opencode) == ([], ["new.go"])
    draft, _ = extractive.observe(opencode, {"request": "Implement the health endpoint"})
    assert draft["type"] == "feature" and draft["title"] == "Create new.go — Implement the health endpoint"
    assert draft["concepts"] == ["go"]

    install = {"event_type": "tool", "tool_name": "Bash", "project": "/p",
               "payload": bash("pip install httpx==0.28 && pytest")}
    draft, _ = extractive.observe(install, {})
    assert draft["type"] == "change" and draft["title"] == "Installed httpx==0.28 (pip)"
    commit = {"event_type": "tool", "tool_name": "bash", "project": "/p",
              "payload": bash('git commit -am "Retry uploads on 503"')}
    assert extractive.observe(commit, {}) == (None, "routine command")  # the session digest lists commits
    trap = {"event_type": "tool", "tool_name": "bash", "project": "/p",
            "payload": bash("python app.py", "Traceback (most recent call last):\nModuleNotFoundError: No module named 'yaml'", 1)}
    draft, _ = extractive.observe(trap, {})
    assert draft["type"] == "gotcha" and "No module named 'yaml'" in draft["title"]
    passing = {"event_type": "tool", "tool_name": "bash", "project": "/p", "payload": bash("pytest -q", "3 passed")}
    assert extractive.observe(passing, {})[0] is None
    assert extractive.observe(passing, {"failed_commands": ["pytest -q"]})[0]["title"] == "`pytest -q` passes again"


def test_claim_is_exclusive_even_for_stdin_events(conn):
    event_id = add_event(conn, tool="Edit", payload=edit(f"{PROJECT}/a.py", "1", "2"))
    assert queue.claim(conn, "other-worker", 10, 600) == [event_id]
    out = list(compress.compress(conn, [{"kind": "event", "id": event_id}], settings=compress.Settings()))
    assert out == [] and statuses(conn) == {event_id: "claimed"}


def test_an_event_even_the_rules_cannot_store_is_retried_then_dead_lettered(conn):
    broken = add_event(conn, tool="Edit", payload=edit("/elsewhere/a.py", "1", "2"), project="")
    fine = add_event(conn, tool="Edit", payload=edit(f"{PROJECT}/b.py", "1", "2"))
    out, stats = run_compress(conn, max_attempts=2)
    assert [r["kind"] for r in out].count("observation") == 1
    assert {"kind": "error", "event_id": broken, "status": "pending"} == {k: v for k, v in out[0].items()
                                                                          if k != "error"}
    assert "no project" in out[0]["error"] and stats.failed == 1
    out, stats = run_compress(conn, max_attempts=2)
    assert out[0]["status"] == "dead" and stats.dead == 1
    assert statuses(conn) == {broken: "dead", fine: "done"}
    assert queue.retry(conn, [broken]) == 1
