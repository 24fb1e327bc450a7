"""Export / import: a lossless round trip, observations from elsewhere, idempotent re-import."""

from __future__ import annotations

import json

from click.testing import CliRunner

from conftest import FIXTURES, invoke as run
from memtool.adapters.cli import cli

RUN_HOOKS = FIXTURES / "opencode" / "opencode-1.18.33_run_hooks.jsonl"

FOREIGN = [
    {"title": "Use pytest, not unittest", "narrative": "The user prefers pytest fixtures over unittest classes.",
     "type": "preference", "project": "/srv/api", "created_at": "2026-01-05T10:00:00Z",
     "metadata": {"source": "notes.md", "tags": ["testing"], "nested": {"n": 1}}},
    {"title": "JWT refresh keyed by kid", "narrative": "Refresh tokens failed after key rotation; look keys up by kid.",
     "type": "bugfix", "project": "/srv/api", "created_at": 1767607200, "importance": 0.9,
     "files_modified": ["auth/jwt.py"], "facts": ["keys rotate weekly"]},
    {"title": "Some imported memory", "narrative": "kept with its odd type", "type": "insight", "project": "/srv/web"},
]


def test_import_observations_from_elsewhere_and_reimport_changes_nothing(conn):
    lines = "\n".join(json.dumps(r) for r in FOREIGN)
    first = run("import", input=lines)
    assert first.exit_code == 0, first.output
    results = [json.loads(x) for x in first.stdout.splitlines()]
    assert [r["action"] for r in results] == ["created"] * 3
    again = run("import", input=lines)
    assert [json.loads(x)["action"] for x in again.stdout.splitlines()] == ["duplicate"] * 3
    exported = [json.loads(x) for x in run("export", "--kind", "observation").stdout.splitlines()]
    assert len(exported) == 3
    pref = exported[0]
    assert pref["type"] == "preference" and pref["created_at"] == "2026-01-05T10:00:00.000000+00:00"
    assert pref["metadata"] == {"source": "notes.md", "tags": ["testing"], "nested": {"n": 1}}
    assert exported[1]["importance"] == 0.9 and exported[1]["files_modified"] == ["auth/jwt.py"]
    assert exported[2]["type"] == "note" and exported[2]["metadata"]["original_type"] == "insight"
    only_web = [json.loads(x) for x in run("export", "--project", "/srv/web").stdout.splitlines()]
    assert [r["title"] for r in only_web] == ["Some imported memory"]


def test_round_trip_is_byte_identical(conn, make_database, monkeypatch):
    assert run("ingest", str(RUN_HOOKS)).exit_code == 0
    assert run("import", input="\n".join(json.dumps(r) for r in FOREIGN)).exit_code == 0
    obs_id = conn.execute("SELECT id FROM observations ORDER BY id LIMIT 1").fetchone()["id"]
    from memtool.store import observations

    observations.update(conn, obs_id, {"narrative": "edited"})
    observations.get(conn, [obs_id])
    conn.execute("""INSERT INTO summaries (session_id, project, request, completed, files_read, decisions, method,
                                           content_hash)
                    VALUES ('ses_x', '/srv/api', 'fix login', 'fixed it', '{a.py}', '{use kid}', 'extractive', 'h')""")
    conn.commit()
    first = run("export").stdout
    kinds = [json.loads(x)["kind"] for x in first.splitlines()]
    assert kinds.index("observation") > kinds.index("event") and kinds[-1] == "summary"

    monkeypatch.setenv("MEMTOOL_DATABASE_URL", make_database())
    loaded = run("import", input=first)
    assert loaded.exit_code == 0, loaded.output
    assert all(json.loads(x)["action"] == "created" for x in loaded.stdout.splitlines())
    second = run("export").stdout
    assert second == first


def test_bad_import_line_is_named_and_the_rest_is_kept(conn):
    lines = "\n".join([json.dumps(FOREIGN[0]), json.dumps({"type": "bugfix"}), "[1, 2]", json.dumps(FOREIGN[1])])
    result = CliRunner().invoke(cli, ["import"], input=lines)
    assert result.exit_code == 1
    assert "line 2: observation has neither title nor narrative" in result.stderr
    assert "line 3: expected a JSON object" in result.stderr
    titles = [r["title"] for r in conn.execute("SELECT title FROM observations ORDER BY id")]
    assert titles == [FOREIGN[0]["title"], FOREIGN[1]["title"]]


def test_markdown_export_for_people(conn):
    run("import", input="\n".join(json.dumps(r) for r in FOREIGN))
    text = run("export", "--format", "markdown").stdout
    assert "# /srv/api" in text and "## JWT refresh keyed by kid" in text and "- keys rotate weekly" in text


def test_stats_projects_and_doctor(conn):
    run("ingest", str(RUN_HOOKS))
    run("import", input="\n".join(json.dumps(r) for r in FOREIGN))
    stats = json.loads(run("stats").stdout)
    assert stats["observations"] == 3 and stats["events"] > 5 and stats["queue"]["pending"] == stats["events"]
    projects = {p["project"]: p for p in map(json.loads, run("projects").stdout.splitlines())}
    assert projects["/srv/api"]["observations"] == 2 and projects["/home/dev/proj"]["events"] == stats["events"]
    assert "/srv/api" in run("projects", "--table").stdout
    doctor = CliRunner().invoke(cli, ["doctor"])
    checks = {c["check"]: c for c in map(json.loads, doctor.stdout.splitlines())}
    assert checks["database"]["status"] == "ok" and checks["migrations"]["status"] == "ok"
    assert checks["extensions"]["status"] == "ok" and checks["embedding-model"]["status"] == "ok"
    assert doctor.exit_code == 0


def test_doctor_reports_an_unreachable_database_with_a_fix(conn, monkeypatch):
    monkeypatch.setenv("MEMTOOL_DATABASE_URL", "host=127.0.0.1 port=1 dbname=x connect_timeout=1")
    result = CliRunner().invoke(cli, ["doctor"])
    assert result.exit_code == 1
    database = json.loads(result.stdout.splitlines()[0])
    assert database["status"] == "fail" and "MEMTOOL_DATABASE_URL" in database["hint"]


def test_purge_is_explicit_and_scoped(conn):
    run("ingest", str(RUN_HOOKS))
    run("import", input="\n".join(json.dumps(r) for r in FOREIGN))
    refused = CliRunner().invoke(cli, ["purge", "--project", "/home/dev/proj"])
    assert refused.exit_code == 2 and "--yes" in refused.output
    counted = json.loads(run("purge", "--project", "/home/dev/proj", "--dry-run").stdout)
    assert counted["events"] > 0 and counted["dry_run"] is True
    assert conn.execute("SELECT count(*) AS n FROM events").fetchone()["n"] == counted["events"]
    conn.commit()
    done = json.loads(run("purge", "--project", "/home/dev/proj", "--yes").stdout)
    assert done["events"] == counted["events"] and done["sessions"] == 1
    assert conn.execute("SELECT count(*) AS n FROM events").fetchone()["n"] == 0
    assert conn.execute("SELECT count(*) AS n FROM observations").fetchone()["n"] == 3  # other projects untouched
    gone = json.loads(run("purge", "--project", "/srv/api", "--observations", "--yes").stdout)
    assert gone["observations"] == 2
