"""Shared fixtures: one real PostgreSQL per test session (the embedded server, or the external
one in MEMTOOL_TEST_DATABASE_URL), and a fresh database per test cloned from a migrated template.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

TESTS = Path(__file__).resolve().parent  # tests/: shared data and helpers; test files live in one folder per part
ROOT = TESTS.parent
FIXTURES = TESTS / "fixtures"
TEMPLATE = "memtool_test_template"
_counter = itertools.count()


def _with_dbname(conninfo: str, dbname: str) -> str:
    return psycopg.conninfo.make_conninfo(conninfo, dbname=dbname)


@pytest.fixture(scope="session")
def pg_admin(tmp_path_factory) -> str:
    """Conninfo of a maintenance database on the test server, with the template prepared."""
    external = os.environ.get("MEMTOOL_TEST_DATABASE_URL")
    home = tmp_path_factory.mktemp("pgserver")
    saved = os.environ.get("MEMTOOL_HOME")
    if external:
        admin = _with_dbname(external, "postgres")
    else:
        os.environ["MEMTOOL_HOME"] = str(home)
        os.environ.pop("MEMTOOL_DATABASE_URL", None)
        from memtool.store import db

        admin = _with_dbname(db.start_embedded(), "postgres")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{TEMPLATE}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{TEMPLATE}"')
    from memtool.store import migrations
    from psycopg.rows import dict_row

    with psycopg.connect(_with_dbname(admin, TEMPLATE), row_factory=dict_row) as conn:
        migrations.migrate(conn)
    yield admin
    if not external:
        from memtool.store import db

        db.stop_embedded()
        if saved is None:
            os.environ.pop("MEMTOOL_HOME", None)
        else:
            os.environ["MEMTOOL_HOME"] = saved


@pytest.fixture
def make_database(pg_admin):
    """Factory: a fresh migrated database per call (dropped after the test); returns its conninfo."""
    names = []

    def make() -> str:
        name = f"memtool_test_{os.getpid()}_{next(_counter)}"
        with psycopg.connect(pg_admin, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{TEMPLATE}"')
        names.append(name)
        return _with_dbname(pg_admin, name)

    yield make
    with psycopg.connect(pg_admin, autocommit=True) as conn:
        for name in names:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def database_url(make_database, monkeypatch, tmp_path) -> str:
    """A fresh, migrated database for one test; MEMTOOL_* points at it and at a private home."""
    url = make_database()
    monkeypatch.setenv("MEMTOOL_DATABASE_URL", url)
    monkeypatch.setenv("MEMTOOL_HOME", str(tmp_path / "home"))
    for name in ("MEMTOOL_PROJECT", "MEMTOOL_EXCLUDED_PROJECTS", "MEMTOOL_LLM_MODEL", "MEMTOOL_LLM_URL",
                 "MEMTOOL_EMBED_MODEL"):
        monkeypatch.delenv(name, raising=False)
    return url


@pytest.fixture
def conn(database_url):
    from memtool.store import db

    connection = db.connect()
    yield connection
    connection.close()


@pytest.fixture
def cli_env(database_url, tmp_path) -> dict:
    """Environment for running `memtool` as a real subprocess against the test database."""
    env = dict(os.environ)
    env["MEMTOOL_DATABASE_URL"] = database_url
    env["MEMTOOL_HOME"] = str(tmp_path / "home")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


MEMTOOL = [sys.executable, "-m", "memtool"]
INJECT = TESTS / "inject"


def memtool(env: dict, *args: str, input: str | bytes | None = None, cwd: Path | None = None,
            timeout: float = 600, ok: bool = False) -> subprocess.CompletedProcess:
    """`memtool ARGS` as a real subprocess: text in and out (bytes when `input` is bytes), stdin empty
    without `input`; `ok=True` asserts it exited 0. The timeout is a hang guard, not a speed check."""
    stdin = subprocess.DEVNULL if input is None else None
    result = subprocess.run([*MEMTOOL, *args], input=input, stdin=stdin, capture_output=True,
                            text=not isinstance(input, bytes), env=env, timeout=timeout, cwd=cwd)
    if ok:
        assert result.returncode == 0, result.stderr
    return result


def invoke(*args: str, input: str | None = None, env: dict | None = None):
    """`memtool ARGS` in this process (click's CliRunner, exceptions not caught): for tests that
    look at the database afterwards through the `conn` fixture; `memtool()` for a real process."""
    from click.testing import CliRunner

    from memtool.adapters.cli import cli

    return CliRunner().invoke(cli, list(args), input=input, env=env, catch_exceptions=False)


def json_lines(text: str) -> list[dict]:
    """The records of a command's JSON-lines output."""
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def inject(env: dict, **faults: str) -> dict:
    """`env` with test delays/faults (tests/inject/sitecustomize.py) for the processes it starts,
    e.g. inject(cli_env, MEMTOOL_TEST_DELAY="0.1")."""
    return dict(env, **faults, PYTHONPATH=os.pathsep.join(filter(None, [str(INJECT), env.get("PYTHONPATH")])))


def wait_for(predicate, timeout: float = 120.0, interval: float = 0.1):
    """Poll `predicate` until it returns something true (returned) or `timeout` seconds pass (its
    last value, false, is returned): a hang guard for what runs in the background, not a speed
    check — assert on what it returns."""
    deadline = time.monotonic() + timeout
    while not (result := predicate()) and time.monotonic() < deadline:
        time.sleep(interval)
    return result


def queue_event(conn, *, event_type: str, project: str, payload: dict, tool: str | None = None,
                session: str = "s1", source: str = "claude-code", key: str | None = None) -> int:
    """Insert one event and its pending queue row, as ingest does (without normalising)."""
    row = conn.execute(
        """INSERT INTO events (event_key, session_id, project, source, event_type, tool_name, cwd, payload,
                               content_hash, occurred_at)
           VALUES (COALESCE(%s, gen_random_uuid()::text), %s, %s, %s, %s, %s, %s, %s, 'h', now()) RETURNING id""",
        (key, session, project, source, event_type, tool, project, json.dumps({"hook": "test", **payload})),
    ).fetchone()
    conn.execute("INSERT INTO event_queue (event_id) VALUES (%s)", (row["id"],))
    conn.commit()
    return row["id"]


@pytest.fixture(autouse=True)
def _redaction_engines_off_between_tests():
    """`memtool import`/`mcp`/`scrub` switch the engine layer on for their process; a CliRunner
    test runs them inside the test process, so each test starts with it off again."""
    from memtool.privacy import engines

    engines._state["enabled"] = False
    yield
