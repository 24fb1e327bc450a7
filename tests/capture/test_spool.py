"""The spool under damage: a bad spooled event, torn and wrong-shaped lines, and many ingests
after an outage (issue 9, defects 7 and 9)."""

from __future__ import annotations

import json

import psycopg

from conftest import memtool
from memtool.capture import ingest, spool

DOWN = "host=127.0.0.1 port=1 dbname=nothing connect_timeout=2"


def prompt(text: str) -> str:
    return json.dumps({"session_id": "cc-sp", "hook_event_name": "UserPromptSubmit", "cwd": "/srv/sp", "prompt": text})


def prompts(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [r[0] for r in conn.execute("SELECT payload->>'prompt' FROM events ORDER BY id")]


def test_one_bad_spooled_event_does_not_stop_capture(cli_env, database_url, tmp_path):
    down = dict(cli_env, MEMTOOL_DATABASE_URL=DOWN)
    assert memtool(down, "ingest", input=prompt("before") + "\n" + prompt("nul \u0000 while down")).returncode == 0
    spool_file = tmp_path / "home" / "state" / "spool.jsonl"
    # A row the database refuses, as an older memtool spooled it (a NUL inside jsonb).
    row = json.loads(spool_file.read_text().splitlines()[0])
    row.update(event_key="old-nul-row", payload={"hook": "UserPromptSubmit", "prompt": "old \u0000 row"})
    spool.append([row], spool_file)
    assert memtool(down, "ingest", input=prompt("also while down")).returncode == 0
    first = memtool(cli_env, "ingest", input=prompt("after db start"))
    assert first.returncode == 0, first.stderr
    assert "1 spooled lines could not be stored" in first.stderr
    assert prompts(database_url) == ["before", "nul \\u0000 while down", "also while down", "after db start"]
    second = memtool(cli_env, "ingest", input=prompt("and later"))
    assert second.returncode == 0 and "could not be stored" not in second.stderr  # warned once
    assert prompts(database_url)[-1] == "and later"
    kept = [json.loads(x) for x in (tmp_path / "home" / "state" / "spool.quarantine.jsonl").read_text().splitlines()]
    assert len(kept) == 1 and "refused by the database" in kept[0]["reason"] and "old-nul-row" in kept[0]["text"]


def test_torn_and_wrong_shaped_spool_lines_are_quarantined_and_appends_start_on_a_fresh_line(conn, tmp_path):
    rows = ingest.normalise(json.loads(prompt("one"))) + ingest.normalise(json.loads(prompt("two")))
    path = spool.append(rows[:1])
    with open(path, "ab") as handle:
        handle.write(b'{"kind": "not a row"}\n["a list"]\n{"event_key": "torn')  # a crash mid-append
    spool.append(rows[1:])
    lines = path.read_bytes().splitlines()
    assert lines[-2] == b'{"event_key": "torn' and json.loads(lines[-1])["payload"]["prompt"] == "two"
    report = ingest.IngestReport()
    assert ingest.replay(conn, report) == 2
    conn.commit()
    assert [r["payload"]["prompt"] for r in conn.execute("SELECT payload FROM events ORDER BY id")] == ["one", "two"]
    assert report.quarantined == 3
    kept = [json.loads(x) for x in spool.quarantine_path().read_text().splitlines()]
    assert [k["line"] for k in kept] == [2, 3, 4]
    assert "missing" in kept[0]["reason"] and kept[1]["reason"] == "not a JSON object"
    assert kept[2]["reason"] == "not valid JSON" and kept[2]["text"] == '{"event_key": "torn'
    assert spool.size()["events"] == 0 and spool.quarantined()["lines"] == 3
    again = ingest.IngestReport()
    assert ingest.replay(conn, again) == 0 and again.quarantined == 0  # no KeyError, nothing re-read


def test_only_one_process_drains_the_spool(cli_env, database_url, tmp_path):
    down = dict(cli_env, MEMTOOL_DATABASE_URL=DOWN)
    assert memtool(down, "ingest", input="\n".join(prompt(f"spooled {i}") for i in range(50))).returncode == 0
    spool_file = tmp_path / "home" / "state" / "spool.jsonl"
    with spool.drain_lock(path=spool_file) as mine:  # another process is draining
        assert mine
        busy = memtool(cli_env, "ingest", input=prompt("while another drains"))
        assert busy.returncode == 0 and "from the spool" not in busy.stderr
        assert prompts(database_url) == ["while another drains"]
        assert spool.size(spool_file)["events"] == 50
    done = memtool(cli_env, "ingest", input=prompt("after"))
    assert "stored 50 events from the spool" in done.stderr
    assert sorted(prompts(database_url)) == sorted([f"spooled {i}" for i in range(50)] + ["while another drains", "after"])
    assert spool.size(spool_file)["events"] == 0


def test_any_failure_after_reading_input_spools_instead_of_losing_the_events(cli_env, database_url):
    """Not only an unreachable server: here the database takes connections but no writes."""
    dbname = psycopg.conninfo.conninfo_to_dict(database_url)["dbname"]
    with psycopg.connect(database_url, autocommit=True) as admin:
        admin.execute(f'ALTER DATABASE "{dbname}" SET default_transaction_read_only = on')
    refused = memtool(cli_env, "ingest", input=prompt("while read-only") + "\n" + prompt("also read-only"))
    assert refused.returncode == 0, refused.stderr
    assert "spooled 2 events" in refused.stderr and "read-only" in refused.stderr
    with psycopg.connect(database_url, autocommit=True) as admin:
        admin.execute("SET default_transaction_read_only = off")
        admin.execute(f'ALTER DATABASE "{dbname}" RESET default_transaction_read_only')
    writable = memtool(cli_env, "ingest", input=prompt("writable again"))
    assert writable.returncode == 0 and "stored 2 events from the spool" in writable.stderr
    assert prompts(database_url) == ["while read-only", "also read-only", "writable again"]


def test_doctor_reports_a_quarantined_spool_file(conn, tmp_path):
    from click.testing import CliRunner

    from memtool.adapters.cli import cli

    def doctor() -> dict:
        result = CliRunner().invoke(cli, ["doctor"])
        return {c["check"]: c for c in map(json.loads, result.stdout.splitlines())}

    assert "spool-quarantine" not in doctor()
    path = spool.append(ingest.normalise(json.loads(prompt("kept"))))
    with open(path, "ab") as handle:
        handle.write(b"garbage\n")
    assert ingest.replay(conn) == 1
    check = doctor()["spool-quarantine"]
    assert check["status"] == "warn" and "1 spooled lines" in check["detail"]
    assert str(spool.quarantine_path()) in check["detail"] and "memtool ingest --source memtool" in check["hint"]
