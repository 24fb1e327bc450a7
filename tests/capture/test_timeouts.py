"""Hooks stay bounded behind another session's lock: ingest spools, context gives up (issue 9,
defect 11). A real lock, held by a real second connection."""

from __future__ import annotations

import json
import subprocess

import psycopg

from conftest import MEMTOOL


def prompt(text: str) -> str:
    return json.dumps({"session_id": "cc-lock", "hook_event_name": "UserPromptSubmit", "cwd": "/srv/lock",
                       "prompt": text})


def run(args, text: str, env: dict) -> subprocess.CompletedProcess:
    # The timeout is a hang guard far above the budgets under test, not a speed target.
    return subprocess.run(MEMTOOL + args, input=text, text=True, capture_output=True, env=env, timeout=120)


def test_ingest_behind_a_table_lock_spools_and_the_next_ingest_stores_it(cli_env, database_url):
    env = dict(cli_env, MEMTOOL_LOCK_TIMEOUT="1")
    assert run(["ingest"], prompt("warm up"), env).returncode == 0  # schema checked, server warm
    with psycopg.connect(database_url) as locker:
        locker.execute("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
        blocked = run(["ingest"], prompt("behind the lock"), env)
        assert blocked.returncode == 0, blocked.stderr
        assert "did not answer in time" in blocked.stderr and "spooled 1 events" in blocked.stderr
        locker.rollback()
    after = run(["ingest"], prompt("lock released"), env)
    assert after.returncode == 0 and "stored 1 events from the spool" in after.stderr
    with psycopg.connect(database_url) as conn:
        prompts = [r[0] for r in conn.execute("SELECT payload->>'prompt' FROM events ORDER BY id")]
    assert prompts == ["warm up", "behind the lock", "lock released"]


def test_context_behind_a_table_lock_gives_up_at_its_deadline(cli_env, database_url):
    env = dict(cli_env, MEMTOOL_CONTEXT_TIMEOUT="1")
    imported = run(["import", "--project", "/srv/lock"],
                   json.dumps({"title": "Locks are bounded", "narrative": "context gives up", "project": "/srv/lock"}),
                   env)
    assert imported.returncode == 0, imported.stderr
    assert "<persistent-memory" in run(["context", "--project", "/srv/lock"], "", env).stdout
    with psycopg.connect(database_url) as locker:
        locker.execute("LOCK TABLE observations IN ACCESS EXCLUSIVE MODE")
        blocked = run(["context", "--project", "/srv/lock"], "", env)
        locker.rollback()
    assert blocked.returncode == 1 and blocked.stdout == ""
    assert "did not answer in time" in blocked.stderr and "Traceback" not in blocked.stderr
