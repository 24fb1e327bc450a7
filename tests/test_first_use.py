"""First use: many hooks at once on a fresh home start one embedded server between them, and
no event is lost or stored twice (issue 9, defect 6). Real embedded servers, real processes."""

from __future__ import annotations

import json
import os
import subprocess

import psycopg

from conftest import MEMTOOL, memtool, ROOT

PROCESSES = 8
EVENTS = 40
ROUNDS = 3


def tool_event(process: int, n: int) -> str:
    return json.dumps({"session_id": f"first-{process}", "hook_event_name": "PostToolUse", "cwd": "/srv/first",
                       "tool_name": "Bash", "tool_use_id": f"p{process}-e{n}",
                       "tool_input": {"command": f"echo {n}"}, "tool_response": {"stdout": str(n)}})


def test_parallel_ingests_on_a_fresh_home_store_every_event_exactly_once(tmp_path, monkeypatch):
    from memtool.store import db

    monkeypatch.delenv("MEMTOOL_DATABASE_URL", raising=False)
    for round_ in range(ROUNDS):
        home = tmp_path / f"home-{round_}"
        env = {k: v for k, v in os.environ.items() if k not in ("MEMTOOL_DATABASE_URL", "PGHOST", "PGSERVICE")}
        env.update(MEMTOOL_HOME=str(home), PYTHONPATH=str(ROOT))
        try:
            children = [subprocess.Popen(MEMTOOL + ["ingest", "-q"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, env=env) for _ in range(PROCESSES)]
            for process, child in enumerate(children):  # all are waiting on stdin: they race from here
                child.stdin.write("\n".join(tool_event(process, n) for n in range(EVENTS)).encode())
                child.stdin.close()
            for child in children:
                child.wait(timeout=600)  # a hang guard, not a speed target
                err = child.stderr.read().decode()
                assert child.returncode == 0, err
                assert "Traceback" not in err and "error" not in err, err
            # Whatever went to the spool (none expected, but allowed) is stored by the next drain.
            drained = memtool(env, "ingest", "--replay", timeout=600)
            assert drained.returncode == 0, drained.stderr
            monkeypatch.setenv("MEMTOOL_HOME", str(home))
            with psycopg.connect(db.conninfo(autostart=False)) as conn:
                keys = [r[0] for r in conn.execute("SELECT event_key FROM events")]
            expected = {f"claude-code:tool:first-{p}:p{p}-e{n}" for p in range(PROCESSES) for n in range(EVENTS)}
            assert len(keys) == len(set(keys)) and set(keys) == expected, f"round {round_}: {len(set(keys))} stored"
        finally:
            memtool(env, "db", "stop", timeout=120)
