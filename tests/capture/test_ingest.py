"""Capture: real OpenCode fixtures, Claude Code payloads, idempotence, project identity, limits,
bad input, and the spool when the database goes away."""

from __future__ import annotations

import json
import os
import stat

from click.testing import CliRunner

from conftest import FIXTURES, ROOT, invoke as run, memtool
from memtool.capture import ingest, spool
from memtool.adapters.cli import cli

RUN_HOOKS = FIXTURES / "opencode" / "opencode-1.18.33_run_hooks.jsonl"
COMPACTION = FIXTURES / "opencode" / "opencode-1.18.33_serve_compaction_hooks.jsonl"
SSE = FIXTURES / "opencode" / "opencode-1.18.33_serve_sse_event_stream.txt"
RUN_JSON = FIXTURES / "opencode" / "opencode-1.18.33_run_format_json.jsonl"
SESSION = "ses_dd682ec48ffeWAE9zMRwV6zWX1"


def events(conn):
    conn.commit()
    return conn.execute("SELECT * FROM events ORDER BY id").fetchall()


def test_opencode_fixture_ingests_with_session_project_and_tools(conn):
    result = run("ingest", str(RUN_HOOKS))
    assert result.exit_code == 0, result.output
    rows = events(conn)
    assert {r["session_id"] for r in rows} == {SESSION}
    assert {r["project"] for r in rows} == {"/home/dev/proj"}  # from session.created's directory
    by_type = {}
    for row in rows:
        by_type.setdefault(row["event_type"], []).append(row)
    assert set(by_type) == {"session_start", "prompt", "tool", "assistant", "session_end"}
    tools = {r["tool_name"]: r["payload"] for r in by_type["tool"]}
    # tool.execute.after and the completed tool part of message.part.updated are one event each
    assert sorted(tools) == ["bash", "memtest_remember"]
    assert tools["bash"]["exit_code"] == 0 and tools["bash"]["tool_output"] == "hello-from-bash\n"
    assert tools["bash"]["tool_input"]["command"] == "echo hello-from-bash"
    assert tools["memtest_remember"]["tool_output"] == "saved: e2e: user prefers pytest"  # raw MCP result shape
    assert tools["memtest_remember"]["is_error"] is False
    assert "prefer pytest" in by_type["prompt"][0]["payload"]["prompt"]
    stdout_records = [json.loads(line) for line in result.output.splitlines()]
    assert len(stdout_records) == len(rows) and all(r["kind"] == "event" and r["id"] for r in stdout_records)
    queued = conn.execute("SELECT count(*) AS n FROM event_queue WHERE status = 'pending'").fetchone()["n"]
    assert queued == len(rows)
    session = conn.execute("SELECT * FROM sessions").fetchone()
    assert session["id"] == SESSION and session["project"] == "/home/dev/proj" and session["source"] == "opencode"


def test_ingesting_twice_adds_nothing(conn):
    assert run("ingest", str(RUN_HOOKS)).exit_code == 0
    first = len(events(conn))
    again = run("ingest", str(RUN_HOOKS))
    assert again.exit_code == 0 and again.output == ""
    assert len(events(conn)) == first


def test_sse_stream_and_compaction_hooks_of_one_session(conn):
    assert run("ingest", str(SSE)).exit_code == 0
    sse_rows = events(conn)
    assert {r["event_type"] for r in sse_rows} >= {"session_start", "tool", "compaction"}
    assert all(r["source"] == "opencode" for r in sse_rows)
    # The plugin saw the same session: its bus events are the same events (same ids), stored once.
    assert run("ingest", str(COMPACTION)).exit_code == 0
    rows = events(conn)
    assert len({r["session_id"] for r in rows}) == 1
    assert len([r for r in rows if r["event_type"] == "tool"]) == len([r for r in sse_rows if r["event_type"] == "tool"])
    assert any(r["payload"]["hook"] == "chat.message" for r in rows)


def test_run_format_json_lines(conn):
    assert run("ingest", str(RUN_JSON)).exit_code == 0
    rows = events(conn)
    assert {r["tool_name"] for r in rows if r["event_type"] == "tool"} == {"memtest_remember", "bash"}


def claude(hook, **fields):
    return json.dumps({"session_id": "cc-1", "transcript_path": "/x.jsonl", "hook_event_name": hook, **fields})


def test_claude_code_payloads(conn, tmp_path):
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "src").mkdir()
    lines = "\n".join([
        claude("SessionStart", cwd=str(repo / "src"), source="startup"),
        claude("UserPromptSubmit", cwd=str(repo), prompt="fix the login bug <private>my salary is 1</private>"),
        claude("PreToolUse", cwd=str(repo), tool_name="Bash", tool_input={"command": "pytest"}, tool_use_id="t1"),
        claude("PostToolUse", cwd=str(repo), tool_name="Bash", tool_input={"command": "pytest -q"},
               tool_response={"stdout": "1 failed", "stderr": "", "interrupted": False}, tool_use_id="t1"),
        claude("PostToolUse", cwd=str(repo), tool_name="Bash", tool_input={"command": "pytest -q"},
               tool_response={"stdout": "1 failed", "stderr": "", "interrupted": False}, tool_use_id="t1"),
        claude("Stop", cwd=str(repo)),
    ])
    assert run("ingest", input=lines).exit_code == 0
    rows = events(conn)
    assert [r["event_type"] for r in rows] == ["session_start", "prompt", "tool", "session_end"]
    assert {r["project"] for r in rows} == {str(repo)}  # the repository root, never a basename
    assert rows[1]["payload"]["prompt"] == "fix the login bug "
    assert rows[2]["payload"]["tool_output"] == "1 failed" and rows[2]["source"] == "claude-code"


def test_worktree_resolves_to_main_repository_and_overrides(tmp_path, monkeypatch):
    from memtool import project

    main = tmp_path / "code" / "api"
    (main / ".git" / "worktrees" / "feature").mkdir(parents=True)
    (main / ".git" / "worktrees" / "feature" / "commondir").write_text("../..\n")
    tree = tmp_path / "elsewhere" / "api-feature"
    tree.mkdir(parents=True)
    (tree / ".git").write_text(f"gitdir: {main / '.git' / 'worktrees' / 'feature'}\n")
    (tree / "pkg").mkdir()
    assert project.resolve(tree / "pkg") == str(main)
    assert project.resolve(main) == str(main)
    assert project.resolve("/tmp") == project.SCRATCH
    monkeypatch.setenv("MEMTOOL_PROJECT", "forced")
    assert project.resolve(tree) == "forced"
    monkeypatch.delenv("MEMTOOL_PROJECT")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("MEMTOOL_EXCLUDED_PROJECTS", "~/elsewhere/*,/nowhere")
    assert project.is_excluded(tree / "pkg") and not project.is_excluded(main)


def test_excluded_projects_are_not_captured(conn, tmp_path, monkeypatch):
    secret_dir = tmp_path / "private-client"
    secret_dir.mkdir()
    monkeypatch.setenv("MEMTOOL_EXCLUDED_PROJECTS", str(tmp_path / "private-*"))
    result = run("ingest", input=claude("UserPromptSubmit", cwd=str(secret_dir), prompt="hello"))
    assert result.exit_code == 0 and events(conn) == []


def test_long_fields_are_truncated_visibly_not_dropped(conn):
    big = "x" * (100 * 1024)
    line = claude("PostToolUse", cwd="/srv/app", tool_name="Read", tool_input={"file_path": "/srv/app/a.log"},
                  tool_response=big, tool_use_id="big")
    assert run("ingest", input=line).exit_code == 0
    (row,) = events(conn)
    assert "truncated" in row["flags"]
    output = row["payload"]["tool_output"]
    assert output.startswith("x" * 1000) and "[memtool: truncated 36864 bytes]" in output
    assert len(output.encode()) < 65 * 1024


def test_bad_line_is_named_and_good_lines_are_kept(conn):
    lines = "\n".join([claude("UserPromptSubmit", cwd="/srv/a", prompt="one"), "{not json",
                       claude("UserPromptSubmit", cwd="/srv/a", prompt="three")])
    result = CliRunner().invoke(cli, ["ingest"], input=lines)
    assert result.exit_code == 1
    assert "line 2: malformed JSON" in result.stderr
    assert [r["payload"]["prompt"] for r in events(conn)] == ["one", "three"]
    lenient = CliRunner().invoke(cli, ["ingest", "--ignore-errors"], input=lines.replace("one", "uno"))
    assert lenient.exit_code == 0
    out = [json.loads(x) for x in lenient.stdout.splitlines()]
    errors = [r for r in out if r["kind"] == "error"]
    assert len(errors) == 1 and errors[0]["line"] == 2 and "malformed JSON" in errors[0]["error"]
    assert [r["payload"]["prompt"] for r in out if r["kind"] == "event"] == ["uno"]  # "three" was stored already


def test_unreachable_database_spools_then_replays_exactly_once(database_url, tmp_path, monkeypatch):
    env = dict(os.environ, PYTHONPATH=str(ROOT), MEMTOOL_HOME=str(tmp_path / "home"),
               MEMTOOL_DATABASE_URL="host=127.0.0.1 port=1 dbname=nothing connect_timeout=2")
    lines = "\n".join(claude("UserPromptSubmit", cwd="/srv/a", prompt=f"prompt {i}") for i in range(5))
    # the timeout is a hang guard, not a speed target
    down = memtool(env, "ingest", input=lines, timeout=60)
    assert down.returncode == 0, down.stderr
    assert "spooled 5 events" in down.stderr
    spool_file = tmp_path / "home" / "state" / "spool.jsonl"
    assert stat.S_IMODE(spool_file.stat().st_mode) == 0o600
    env["MEMTOOL_DATABASE_URL"] = database_url
    up = memtool(env, "ingest", input=claude("UserPromptSubmit", cwd="/srv/a", prompt="after"), timeout=60)
    assert up.returncode == 0, up.stderr
    assert "stored 5 events from the spool" in up.stderr
    again = memtool(env, "ingest", "--replay", timeout=60)
    assert again.returncode == 0
    monkeypatch.setenv("MEMTOOL_DATABASE_URL", database_url)
    from memtool.store import db

    with db.connection() as conn:
        prompts = [r["payload"]["prompt"] for r in conn.execute("SELECT payload FROM events ORDER BY id")]
    assert prompts == [f"prompt {i}" for i in range(5)] + ["after"]
    assert spool.size(spool_file)["events"] == 0


def test_database_stopped_mid_stream_loses_and_duplicates_nothing(tmp_path, monkeypatch):
    """A private embedded server is stopped while a stream is being ingested."""
    from memtool.store import db

    monkeypatch.delenv("MEMTOOL_DATABASE_URL", raising=False)
    monkeypatch.setenv("MEMTOOL_HOME", str(tmp_path / "own"))
    db.start_embedded()
    try:
        def stream():
            for i in range(60):
                if i == 25:
                    db.stop_embedded()
                yield claude("PostToolUse", cwd="/srv/app", tool_name="Bash", tool_input={"command": f"echo {i}"},
                             tool_response={"stdout": str(i)}, tool_use_id=f"call-{i}")

        report = ingest.IngestReport()
        stored = list(ingest.ingest(stream(), report=report, batch_size=10))
        assert report.stored == len(stored) and 0 < report.stored < 60
        assert report.stored + report.spooled == 60
        db.start_embedded()
        replayed = list(ingest.ingest(iter([claude("PostToolUse", cwd="/srv/app", tool_name="Bash",
                                                   tool_input={"command": "echo 5"}, tool_response={"stdout": "5"},
                                                   tool_use_id="call-5")]), report=(again := ingest.IngestReport())))
        assert replayed == [] and again.duplicates == 1 and again.replayed == report.spooled
        with db.connection() as conn:
            keys = [r["event_key"] for r in conn.execute("SELECT event_key FROM events ORDER BY id")]
        assert sorted(keys) == sorted(f"claude-code:tool:cc-1:call-{i}" for i in range(60))
        assert len(keys) == len(set(keys)) == 60
    finally:
        db.stop_embedded()


def test_secrets_corpus_never_reaches_the_database_or_export(conn):
    """Every corpus secret, as JSON tool output, as a shell command and in prose: none of it is
    stored or exported, while ordinary developer text comes through byte-identical."""
    from test_privacy import ORDINARY, SECRETS, _leaks

    lines = []
    for n, entry in enumerate(SECRETS):
        text = entry["text"]
        lines.append(claude("PostToolUse", cwd="/srv/app", tool_name="Bash", tool_use_id=f"out-{n}",
                            tool_input={"command": "cat config"}, tool_response={"stdout": text}))
        lines.append(claude("PostToolUse", cwd="/srv/app", tool_name="Bash", tool_use_id=f"cmd-{n}",
                            tool_input={"command": text}, tool_response={"stdout": "ok"}))
        lines.append(claude("UserPromptSubmit", cwd="/srv/app", prompt=f"my setup is as follows: {text} thanks"))
    for n, entry in enumerate(ORDINARY):
        lines.append(claude("PostToolUse", cwd="/srv/app", tool_name="Read", tool_use_id=f"ordinary-{n}",
                            tool_input={"file_path": f"/srv/app/f{n}"}, tool_response={"stdout": entry["text"]}))
    assert len(SECRETS) >= 30
    result = run("ingest", "-q", input="\n".join(lines))
    assert result.exit_code == 0
    stored = "\n".join(r["payload"] for r in conn.execute("SELECT payload::text AS payload FROM events"))
    exported = run("export").stdout
    leaked = {entry["id"]: _leaks(entry, stored) + _leaks(entry, exported) for entry in SECRETS}
    assert {k: v for k, v in leaked.items() if v} == {}
    assert stored.count("[REDACTED:") >= 3 * len(SECRETS)
    outputs = {r["key"]: r["out"] for r in conn.execute(
        "SELECT event_key AS key, payload->>'tool_output' AS out FROM events WHERE tool_name = 'Read'")}
    for n, entry in enumerate(ORDINARY):
        assert outputs[f"claude-code:tool:cc-1:ordinary-{n}"] == entry["text"], entry["id"]
