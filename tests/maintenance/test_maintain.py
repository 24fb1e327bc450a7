"""The end-of-turn background run: `memtool ingest --maintain` makes a turn's memory ready for
the next session without a timer; one run at a time; requests that arrive meanwhile are served."""

from __future__ import annotations

import fcntl
import functools
import json
import os
import subprocess
from pathlib import Path

import pytest

import conftest
from conftest import memtool
from memtool.store import db
from memtool.maintenance import maintain

FACT = "Remember that our deploys always go through make release, never push tags by hand."


def payloads(proj: Path, session: str) -> list[str]:
    common = {"session_id": session, "cwd": str(proj), "transcript_path": str(proj / "t.jsonl")}
    return [json.dumps({**common, "hook_event_name": "UserPromptSubmit", "prompt": FACT}),
            json.dumps({**common, "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_use_id": "toolu_1",
                        "tool_input": {"command": "make release VERSION=1.2"},
                        "tool_response": {"stdout": "released 1.2", "stderr": "", "interrupted": False}}),
            json.dumps({**common, "hook_event_name": "Stop", "stop_hook_active": False})]


def ingest(env: dict, line: str, *flags: str) -> None:
    done = memtool(env, "ingest", "-q", *flags, input=line, timeout=60)
    assert done.returncode == 0, done.stderr


wait_for = functools.partial(conftest.wait_for, timeout=90.0, interval=0.2)


def test_the_end_of_a_turn_makes_its_memory_ready_without_a_timer(cli_env, conn, tmp_path):
    proj = tmp_path / "proj"
    (proj / ".git").mkdir(parents=True)
    *turn, stop = payloads(proj, "sess-1")
    for line in turn:
        ingest(cli_env, line)

    ingest(cli_env, stop, "--maintain")  # returns at once; the run goes on in the background

    # A session started right away: its context waits for the run's distillation (handed the
    # lock by ingest before the run even started), not for a timer, and sees the turn.
    context = memtool(dict(cli_env, MEMTOOL_CONTEXT_WAIT="60"), "context", "--project", str(proj.resolve()), timeout=120)
    assert context.returncode == 0, context.stderr
    assert "make release" in context.stdout

    def ready():
        row = conn.execute("SELECT count(*) AS n FROM observations o JOIN embeddings e ON e.observation_id = o.id"
                           " WHERE o.project = %s", (str(proj.resolve()),)).fetchone()
        summary = conn.execute("SELECT count(*) AS n FROM summaries WHERE session_id = 'sess-1'").fetchone()
        conn.rollback()
        return row["n"] >= 1 and summary["n"] == 1

    assert wait_for(ready)  # embedded and summarised in the background too
    log = Path(cli_env["MEMTOOL_HOME"]) / "state" / maintain.LOG
    assert "1 sessions summarized" in wait_for(lambda: log.exists() and log.read_text() or "")


def test_a_second_trigger_exits_at_once_and_the_running_one_serves_it(cli_env, tmp_path):
    state = Path(cli_env["MEMTOOL_HOME"]) / "state"
    state.mkdir(parents=True)
    fd = os.open(state / maintain.LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)  # a run is active
    try:
        # The lock stays held for the whole call: a trigger that waited for it would hit the timeout.
        done = memtool(cli_env, "maintain", "--session", "sess-late", timeout=60)
        assert done.returncode == 0 and "another run is active" in done.stderr
        assert (state / maintain.REQUESTS).read_text() == "sess-late\n"  # left for the running one
    finally:
        os.close(fd)


def test_a_request_that_arrives_during_a_run_gets_another_round(database_url, tmp_path):
    calls = []

    def connect():
        calls.append(1)
        if len(calls) == 1:
            maintain.request(["sess-b"])  # another trigger, while this run holds the lock
        return db.connect()

    report = maintain.run(connect, ["sess-a"], max_seconds=120)

    assert report.rounds == 2 and report.sessions == ["sess-a", "sess-b"]
    assert not (Path(os.environ["MEMTOOL_HOME"]) / "state" / maintain.REQUESTS).exists()


def test_a_run_past_its_deadline_leaves_the_request_for_the_next(database_url):
    report = maintain.run(db.connect, ["sess-x"], max_seconds=0)

    assert report.stopped_early and report.rounds == 0
    assert (Path(os.environ["MEMTOOL_HOME"]) / "state" / maintain.REQUESTS).read_text() == "sess-x\n"


AUTOGROUPS = Path("/proc/self/autogroup").exists()


@pytest.mark.skipif(not AUTOGROUPS, reason="the kernel has no scheduler autogroups")
def test_a_detached_run_is_lowered_as_a_session_group_and_never_the_callers():
    """Under autogroups a process in a session of its own competes with the agent as an equal
    group whatever its own nice value: the end-of-turn run's group is lowered, the caller's never."""
    ours = Path("/proc/self/autogroup").read_text()
    detached = subprocess.Popen(["sleep", "30"], start_new_session=True)
    attached = subprocess.Popen(["sleep", "30"])
    try:
        assert maintain.session_priority(detached.pid, maintain.BACKGROUND_NICE)
        assert Path(f"/proc/{detached.pid}/autogroup").read_text().split()[-1] == "10"
        assert not maintain.session_priority(attached.pid, maintain.BACKGROUND_NICE)  # shares our session
        assert Path("/proc/self/autogroup").read_text() == ours
    finally:
        for child in (detached, attached):
            child.kill()
            child.wait()
