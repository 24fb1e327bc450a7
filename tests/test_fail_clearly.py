"""Failures say what went wrong in one line: a first `db migrate` on a fresh database, a bug
(internal error), and memtool's own directories that cannot be used (MEMTOOL_HOME missing, a
file, or read-only) — and hooks still fail open."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

import psycopg
import pytest

from conftest import _with_dbname, memtool, ROOT


@pytest.fixture
def fresh_database(pg_admin):
    """An empty database: no extension, no table (what a new external PostgreSQL offers)."""
    name = f"memtool_fresh_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(pg_admin, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    yield _with_dbname(pg_admin, name)
    with psycopg.connect(pg_admin, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_db_migrate_as_the_first_command_on_a_fresh_database(fresh_database, cli_env):
    env = dict(cli_env, MEMTOOL_DATABASE_URL=fresh_database)
    first = memtool(env, "db", "migrate", cwd=ROOT)
    assert first.returncode == 0, first.stderr
    record = json.loads(first.stdout)
    from memtool.store import migrations

    assert record["applied"] == [f"{v:04d}_{n}" for v, n, _ in migrations.available()]
    assert record["current"] == migrations.available()[-1][0]
    again = memtool(env, "db", "migrate", cwd=ROOT)
    assert again.returncode == 0 and json.loads(again.stdout)["applied"] == []
    stats = memtool(env, "stats", cwd=ROOT)
    assert stats.returncode == 0 and json.loads(stats.stdout)["observations"] == 0


def test_a_bug_is_one_line_on_stderr_and_exit_1(cli_env, tmp_path):
    """A real subprocess with a real bug planted in a library function (not a MemtoolError)."""
    script = tmp_path / "buggy.py"
    script.write_text(
        "import sys\n"
        "from memtool.keep import stats\n"
        "def broken(*a, **k):\n"
        "    raise KeyError('observations')\n"
        "stats.stats = broken\n"
        "from memtool.adapters.cli import main\n"
        "sys.argv = ['memtool', *sys.argv[1:]]\n"
        "main()\n")
    plain = subprocess.run([sys.executable, str(script), "stats"], capture_output=True, text=True, env=cli_env,
                           timeout=120)
    assert plain.returncode == 1 and plain.stdout == ""
    assert plain.stderr.splitlines() == ["memtool: internal error: KeyError: 'observations'; rerun with --debug"]
    debug = subprocess.run([sys.executable, str(script), "--debug", "stats"], capture_output=True, text=True,
                           env=cli_env, timeout=120)
    assert debug.returncode == 1 and "Traceback" in debug.stderr and "KeyError: 'observations'" in debug.stderr


def _embedded_env(cli_env: dict, home) -> dict:
    env = {k: v for k, v in cli_env.items() if k not in ("MEMTOOL_DATABASE_URL", "PGHOST", "PGSERVICE")}
    env["MEMTOOL_HOME"] = str(home)
    return env


def _one_line_naming(result, path) -> str:
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("memtool: error: ") and str(path) in lines[0] and "MEMTOOL_HOME" in lines[0]
    assert "Traceback" not in result.stderr
    return lines[0]


def test_a_home_that_is_a_file(cli_env, tmp_path):
    home = tmp_path / "home-is-a-file"
    home.write_text("not a directory\n")
    env = _embedded_env(cli_env, home)
    stats = memtool(env, "stats", cwd=ROOT)
    assert stats.returncode == 1 and stats.stdout == ""
    _one_line_naming(stats, home)
    # Hooks fail open: capture and context exit 0 (with the same one line), the agent goes on.
    event = json.dumps({"hook_event_name": "UserPromptSubmit", "session_id": "s1", "cwd": str(tmp_path),
                        "prompt": "hello"})
    ingest = memtool(env, "ingest", "-q", input=event + "\n", cwd=ROOT)
    assert ingest.returncode == 0 and ingest.stdout == ""
    _one_line_naming(ingest, home)
    context = memtool(env, "context", cwd=ROOT)
    assert context.returncode == 0 and context.stdout == ""
    _one_line_naming(context, home)


def test_a_home_under_a_file_is_missing_and_cannot_be_made(cli_env, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    home = blocker / "memtool"
    result = memtool(_embedded_env(cli_env, home), "db", "start", cwd=ROOT)
    assert result.returncode == 1
    _one_line_naming(result, home)


def test_a_read_only_home(cli_env, tmp_path):
    home = tmp_path / "read-only"
    home.mkdir()
    home.chmod(0o555)
    immutable = False
    if os.geteuid() == 0:  # root writes through permissions; an immutable directory stops it too
        immutable = subprocess.run(["chattr", "+i", str(home)], capture_output=True).returncode == 0
        if not immutable:
            pytest.skip("running as root without chattr: cannot make a directory read-only")
    env = _embedded_env(cli_env, home)
    try:
        result = memtool(env, "stats", cwd=ROOT)
        assert result.returncode == 1, result.stderr
        _one_line_naming(result, home)
        doctor = memtool(env, "doctor", cwd=ROOT)
        assert doctor.returncode == 1
        checks = {r["check"]: r for r in map(json.loads, doctor.stdout.splitlines())}
        assert checks["home"]["status"] == "fail" and str(home) in checks["home"]["detail"]
        assert "MEMTOOL_HOME" in checks["home"]["hint"]
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(home)], check=True)
        home.chmod(0o755)


def test_doctor_reports_an_unusable_home_with_a_working_database(cli_env, tmp_path):
    home = tmp_path / "home-file"
    home.write_text("")
    doctor = memtool(dict(cli_env, MEMTOOL_HOME=str(home)), "doctor", cwd=ROOT)
    assert doctor.returncode == 1, doctor.stderr
    checks = {r["check"]: r for r in map(json.loads, doctor.stdout.splitlines())}
    assert checks["database"]["status"] == "ok"
    assert checks["home"]["status"] == "fail" and str(home) in checks["home"]["detail"]
    fine = memtool(cli_env, "doctor", cwd=ROOT)
    assert {r["check"]: r for r in map(json.loads, fine.stdout.splitlines())}["home"]["status"] == "ok"
