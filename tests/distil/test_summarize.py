"""summarize: structured session summaries with a high-water mark and versions."""

from __future__ import annotations

import json

from conftest import memtool, queue_event
from memtool.distil import compress, summarize

PROJECT = "/home/dev/api"


def add_event(conn, event_type, session="s1", tool=None, **payload):
    return queue_event(conn, event_type=event_type, project=PROJECT, payload=payload, tool=tool, session=session)


def jwt_session(conn, session="s1"):
    add_event(conn, "prompt", session, prompt="Fix the JWT refresh bug: tokens are signed with the wrong key")
    add_event(conn, "tool", session, "Read", tool_input={"file_path": f"{PROJECT}/src/keys.py"}, tool_output="...")
    add_event(conn, "tool", session, "Bash", tool_input={"command": "pytest tests/test_auth.py"},
              tool_output="E   KeyError: 'kid'\n1 failed", exit_code=1, is_error=True)
    add_event(conn, "tool", session, "Edit", tool_input={"file_path": f"{PROJECT}/src/auth.py",
                                                         "old_string": "keys[0]", "new_string": "keys[kid]"},
              tool_output="ok", is_error=False)
    add_event(conn, "tool", session, "Bash", tool_input={"command": "pytest tests/test_auth.py"},
              tool_output="1 passed", exit_code=0, is_error=False)
    return add_event(conn, "assistant", session, text="Fixed: the refresh path now looks the key up by kid. "
                                                      "Next: add a regression test for rotated keys.")


def compress_all(conn):
    for _ in compress.compress(conn, pending=True, settings=compress.Settings()):
        pass


def summaries_of(conn, sessions, **options):
    return [r for r in summarize.summarize(conn, sessions, **options) if r["kind"] == "summary"]


def test_summary_of_a_session_and_no_change_without_new_events(conn):
    last = jwt_session(conn)
    compress_all(conn)
    [summary] = summaries_of(conn, ["s1"])
    assert summary["kind"] == "summary" and summary["method"] == "extractive"
    assert summary["request"] == "Fix the JWT refresh bug: tokens are signed with the wrong key"
    assert "Edited src/auth.py" in summary["completed"].splitlines()
    # The error and what followed, verbatim: one learned item.
    assert summary["learned"] == "`pytest tests/test_auth.py` failed: E KeyError: 'kid' → after editing src/auth.py it passed"
    assert summary["commands"] == ["pytest tests/test_auth.py"]
    assert summary["files_modified"] == ["src/auth.py"] and summary["files_read"] == ["src/keys.py"]
    assert summary["next_steps"] == "Next: add a regression test for rotated keys."
    assert summary["outcome"].startswith("Fixed: the refresh path now looks the key up by kid.")
    assert summary["last_event_id"] == last and summary["version"] == 1 and summary["first_event_id"] == last - 5
    # Links: every observation of the session; the events quoted (not the plain Read).
    observations = [r["id"] for r in conn.execute("SELECT id FROM observations ORDER BY id")]
    assert summary["observation_ids"] == observations and len(observations) >= 2
    assert summary["source_event_ids"] == [last - 5, last - 3, last - 2, last - 1, last]

    stats = summarize.Stats()
    assert list(summarize.summarize(conn, ["s1"], stats=stats)) == []
    assert stats.up_to_date == 1
    assert conn.execute("SELECT count(*) AS n FROM summary_versions").fetchone()["n"] == 0


def test_resummarizing_a_grown_session_replaces_and_versions_it(conn):
    jwt_session(conn)
    compress_all(conn)
    [first] = summaries_of(conn, ["s1"])
    add_event(conn, "prompt", prompt="Also add a regression test for rotated keys")
    newest = add_event(conn, "tool", "s1", "Write", tool_input={"file_path": f"{PROJECT}/tests/test_rotation.py",
                                                                "content": "def test_rotation(): ...\n"},
                       tool_output="ok", is_error=False)
    compress_all(conn)
    [second] = summaries_of(conn, ["s1"])
    assert second["id"] == first["id"] and second["version"] == 2 and second["last_event_id"] == newest
    assert "tests/test_rotation.py" in second["files_modified"]
    assert "regression test" in second["request"]
    [old] = conn.execute("SELECT version, snapshot FROM summary_versions WHERE summary_id = %s",
                         (first["id"],)).fetchall()
    assert old["version"] == 1 and old["snapshot"]["files_modified"] == ["src/auth.py"]


def test_pending_waits_for_compress_and_runs_standalone(conn, cli_env):
    jwt_session(conn, "ready")
    compress_all(conn)
    jwt_session(conn, "not-compressed-yet")
    assert summarize.pending_sessions(conn) == ["ready"]
    result = memtool(cli_env, "summarize", "--pending", "--llm", "none", timeout=60)
    assert result.returncode == 0, result.stderr
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["session_id"] for r in out if r["kind"] == "summary"] == ["ready"]
    assert [r["session_ids"] for r in out if r["kind"] == "rollup"] == [["ready"]]
    again = memtool(cli_env, "summarize", "--session", "ready", "--llm", "none", timeout=60)
    assert again.returncode == 0 and again.stdout == "" and "1 up to date" in again.stderr
    assert "0 day rollups written" in again.stderr
    missing = memtool(cli_env, "summarize", "--session", "nope", "--llm", "none", timeout=60)
    assert missing.returncode == 1 and "session nope has no events" in missing.stderr
