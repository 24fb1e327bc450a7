"""Hooks stay bounded behind another session's lock: ingest spools, context gives up (issue 9,
defect 11). A real lock, held by a real second connection."""

from __future__ import annotations

import json

import psycopg

from conftest import memtool


def prompt(text: str) -> str:
    return json.dumps({"session_id": "cc-lock", "hook_event_name": "UserPromptSubmit", "cwd": "/srv/lock",
                       "prompt": text})


def test_ingest_behind_a_table_lock_spools_and_the_next_ingest_stores_it(cli_env, database_url):
    env = dict(cli_env, MEMTOOL_LOCK_TIMEOUT="1")
    assert memtool(env, "ingest", input=prompt("warm up")).returncode == 0  # schema checked, server warm
    with psycopg.connect(database_url) as locker:
        locker.execute("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
        blocked = memtool(env, "ingest", input=prompt("behind the lock"))
        assert blocked.returncode == 0, blocked.stderr
        assert "did not answer in time" in blocked.stderr and "spooled 1 events" in blocked.stderr
        locker.rollback()
    after = memtool(env, "ingest", input=prompt("lock released"))
    assert after.returncode == 0 and "stored 1 events from the spool" in after.stderr
    with psycopg.connect(database_url) as conn:
        prompts = [r[0] for r in conn.execute("SELECT payload->>'prompt' FROM events ORDER BY id")]
    assert prompts == ["warm up", "behind the lock", "lock released"]


def test_context_behind_a_table_lock_gives_up_at_its_deadline(cli_env, database_url):
    env = dict(cli_env, MEMTOOL_CONTEXT_TIMEOUT="1")
    imported = memtool(env, "import", "--project", "/srv/lock", input=json.dumps(
        {"title": "Locks are bounded", "narrative": "context gives up", "project": "/srv/lock"}))
    assert imported.returncode == 0, imported.stderr
    assert "<persistent-memory" in memtool(env, "context", "--project", "/srv/lock", input="").stdout
    with psycopg.connect(database_url) as locker:
        locker.execute("LOCK TABLE observations IN ACCESS EXCLUSIVE MODE")
        blocked = memtool(env, "context", "--project", "/srv/lock", input="")
        locker.rollback()
    assert blocked.returncode == 1 and blocked.stdout == ""
    assert "did not answer in time" in blocked.stderr and "Traceback" not in blocked.stderr
