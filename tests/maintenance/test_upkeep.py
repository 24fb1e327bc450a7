"""memtool maintain: the whole chain, idempotent, one run at a time, converging after a kill."""

from __future__ import annotations

import json
import os
import signal
import subprocess

import psycopg
from psycopg.rows import dict_row

from conftest import inject, MEMTOOL, memtool, queue_event, wait_for
from memtool.store import observations
from memtool.maintenance import upkeep

PROJECT = "/home/dev/shop"


def populate(conn, sessions: int = 3) -> None:
    """Sessions of hook events (prompt, a failing test, the fix, the passing test) and two
    memories saved twice in other words (a near-duplicate pair)."""
    for n in range(sessions):
        session = f"s{n}"

        def add(event_type, tool=None, **payload):
            queue_event(conn, event_type=event_type, project=PROJECT, payload=payload, tool=tool, session=session)

        add("prompt", prompt=f"The discount for order type {n} is rounded wrong, fix it")
        add("tool", "Bash", tool_input={"command": f"pytest tests/test_discount_{n}.py"},
            tool_output=f"E   AssertionError: assert 9.99 == 10.0\nFAILED tests/test_discount_{n}.py::test_round",
            exit_code=1, is_error=True)
        add("tool", "Edit", tool_input={"file_path": f"{PROJECT}/shop/discount_{n}.py",
                                        "old_string": "round(x, 1)", "new_string": "round(x, 2)"},
            tool_output="ok", is_error=False)
        add("tool", "Bash", tool_input={"command": f"pytest tests/test_discount_{n}.py"},
            tool_output="1 passed", exit_code=0, is_error=False)
        add("assistant", text=f"Fixed: discount_{n}.py rounds to cents now.")
    for memory in (
        {"type": "gotcha", "title": "nginx closes idle websockets after 60 seconds",
         "narrative": "Websocket connections dropped after a minute of silence because of nginx's "
                      "proxy_read_timeout of 60 s; the client now pings every 30 s."},
        {"type": "gotcha", "title": "Idle websocket connections cut by nginx after 60 s",
         "narrative": "nginx's default proxy_read_timeout (60 s) closed quiet websocket connections; "
                      "added a client ping every 30 seconds."},
        {"type": "discovery", "title": "Run the tests with make test",
         "narrative": "`make test` runs pytest with the repository settings."},
    ):
        observations.store(conn, observations.normalise(dict(memory, project=PROJECT)))
    conn.commit()


def steps(result) -> dict:
    assert result.returncode == 0, result.stderr
    return {r["step"]: r for r in map(json.loads, result.stdout.splitlines())}


def state(conn) -> dict:
    """Everything maintain can change, as content (ids of observations may differ between runs
    that were interrupted: a rolled-back insert still uses up its id)."""
    def rows(sql):
        out = sorted(json.dumps(r, sort_keys=True, default=str) for r in conn.execute(sql))
        return out

    result = {
        "observations": rows("""SELECT type, title, narrative, facts, files_read, files_modified, source_event_ids,
                                       importance, deleted_at IS NULL AS live, version FROM observations"""),
        "queue": rows("SELECT event_id, status FROM event_queue"),
        "summaries": rows("""SELECT session_id, request, investigated, learned, completed, next_steps, last_event_id,
                                    version FROM summaries"""),
        "unembedded": conn.execute("""SELECT count(*) AS n FROM observations o WHERE deleted_at IS NULL AND NOT EXISTS
                                      (SELECT 1 FROM embeddings e WHERE e.observation_id = o.id)""").fetchone()["n"],
        "merges": conn.execute("SELECT count(*) AS n FROM merges").fetchone()["n"],
    }
    conn.commit()
    return result


def export(env) -> str:
    return memtool(env, "export", "--include-deleted", ok=True).stdout


def test_the_chain_then_a_second_run_changes_nothing(conn, cli_env, tmp_path):
    populate(conn)
    env = dict(cli_env, MEMTOOL_KNOWLEDGE_DIR=str(tmp_path / "knowledge"), MEMTOOL_BACKUP_KEEP="2",
               MEMTOOL_BACKUP_DIR=str(tmp_path / "backups"))
    first = steps(memtool(env, "maintain"))
    assert list(first) == [*upkeep.STEPS, "run"]
    assert first["compress"]["created"] >= 3 and first["embed"]["embedded"] >= 5
    assert first["summarize"]["written"] == 3
    assert first["dedup"]["merged"] >= 1 and first["dedup"]["threshold"] >= 0.92
    websockets = conn.execute("SELECT deleted_at IS NULL AS live, metadata FROM observations"
                              " WHERE title ILIKE '%%websocket%%' ORDER BY id").fetchall()
    assert [w["live"] for w in websockets] == [True, False] and websockets[1]["metadata"]["merged_into"]
    conn.commit()
    assert first["knowledge"]["changed"] == 1 and first["backup"]["path"]
    assert first["scrub"]["status"] in ("ok", "unavailable")
    assert first["run"]["status"] == "ok" and first["run"]["changed"] > 0
    (knowledge_file,) = (tmp_path / "knowledge").iterdir()
    assert PROJECT in knowledge_file.read_text()
    stamp = knowledge_file.stat().st_mtime_ns
    after_first = state(conn)
    exported = export(env)
    assert after_first["unembedded"] == 0

    second = steps(memtool(env, "maintain"))
    assert {step: r["changed"] for step, r in second.items() if r["changed"]} == {}
    assert second["backup"]["path"] is None  # the last backup is recent
    assert export(env) == exported
    assert state(conn) == after_first
    assert knowledge_file.stat().st_mtime_ns == stamp
    assert len(list((tmp_path / "backups").glob("*.dump"))) == 1


def _lock_held(url: str) -> bool:
    """Whether a maintain run holds its lock, read from pg_locks (taking the lock to find out
    would make a run starting at that moment see it busy)."""
    key = upkeep._LOCK_KEY
    with psycopg.connect(url, row_factory=dict_row, autocommit=True) as probe:
        return probe.execute(
            """SELECT count(*) AS n FROM pg_locks
               WHERE locktype = 'advisory' AND granted AND objsubid = 1
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                 AND classid::bigint = %s AND objid::bigint = %s""",
            (key >> 32, key & 0xFFFFFFFF)).fetchone()["n"] > 0


def test_one_run_at_a_time_and_a_killed_run_converges(conn, cli_env, database_url, make_database, tmp_path):
    populate(conn, sessions=6)  # 30 events
    holding = tmp_path / "holding"
    # compress holds still before its 16th event (tests/inject): the run is caught in the middle by what it
    # tells, not by racing a slow worker
    held = inject(cli_env, MEMTOOL_TEST_HOLD=f"16:{holding}")
    told = tmp_path / "first.stderr"
    with told.open("w") as stderr:
        first = subprocess.Popen([*MEMTOOL, "maintain"], env=held, stdout=subprocess.DEVNULL, stderr=stderr)
    try:
        # a hang guard, not a speed check: the first run reaches the hold or ends
        wait_for(lambda: holding.exists() or first.poll() is not None, timeout=300)
        assert holding.exists() and first.poll() is None, (
            f"the first maintain did not reach compress's 16th event (exit status {first.poll()}): "
            f"{told.read_text()[-2000:]}")
        assert _lock_held(database_url), "the first maintain, held in compress, does not hold its lock"
        second = memtool(cli_env, "maintain", timeout=120)
        assert second.returncode == 0
        assert "another memtool maintain is running" in second.stderr
        assert [json.loads(line)["status"] for line in second.stdout.splitlines()] == ["busy"]
        # kill the first one in the middle of compress: some events done, others claimed
        conn.commit()
        done = conn.execute("SELECT count(*) AS n FROM event_queue WHERE status IN ('done', 'skipped')"
                            ).fetchone()["n"]
        assert done >= 3, f"{done} events done before compress's 16th"
        conn.commit()
        os.kill(first.pid, signal.SIGKILL)
        first.wait(30)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(30)
    assert conn.execute("SELECT count(*) AS n FROM event_queue WHERE status IN ('claimed', 'pending')"
                        ).fetchone()["n"] > 0
    conn.commit()

    steps(memtool(cli_env, "maintain"))  # converges: no waiting for the visibility timeout
    steps(memtool(cli_env, "maintain"))
    converged = state(conn)
    assert converged["unembedded"] == 0

    # the same input, never interrupted, ends in the same state
    reference_url = make_database()
    from memtool.store import db

    reference = db.connect(info=reference_url)
    try:
        populate(reference, sessions=6)
        steps(memtool(dict(cli_env, MEMTOOL_DATABASE_URL=reference_url), "maintain"))
        expected = state(reference)
        for key in expected:
            if expected[key] != converged[key] and isinstance(expected[key], list):
                print("ONLY-REF", key, sorted(set(expected[key]) - set(converged[key])))
                print("ONLY-KILLED", key, sorted(set(converged[key]) - set(expected[key])))
        assert expected == converged
    finally:
        reference.close()
