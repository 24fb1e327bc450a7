"""`memtool scrub` (retroactive redaction) and `memtool forget` (soft, and --purge without a
trace), on a real database, through the real CLI where it matters."""

from __future__ import annotations

import json

import pytest

from conftest import memtool, queue_event
from memtool.store import passages
from memtool.keep import purge
from memtool.maintenance import rescrub

GHP = "ghp_" + "Qw8ErT2yUi4oPa6sDf8gHj0kLz2xCv4bNm6q"
PASSWORD = "Tr0ub4dor-zebracorn-77"


def all_tables(conn) -> list[str]:
    return [r["tablename"] for r in conn.execute(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1")]


def tables_holding(conn, needle: str) -> dict[str, int]:
    """Every row of every table, all columns (text, arrays, jsonb, tsvector…) as text: where is
    the needle still?"""
    conn.commit()
    found = {}
    for table in all_tables(conn):
        n = conn.execute(f'SELECT count(*) AS n FROM "{table}" t WHERE t::text ILIKE %s',
                         (f"%{needle}%",)).fetchone()["n"]
        if n:
            found[table] = n
    return found


def add_observation(conn, title, narrative, *, session="s1", project="/p", events=(), facts=()):
    row = conn.execute(
        """INSERT INTO observations (project, session_id, type, title, narrative, facts, method,
                                     content_hash, source_event_ids, metadata)
           VALUES (%s, %s, 'discovery', %s, %s, %s, 'extractive', md5(%s), %s, %s) RETURNING id""",
        (project, session, title, narrative, list(facts), title + narrative, list(events),
         json.dumps({f"note {GHP}": "x"}))).fetchone()
    conn.execute("INSERT INTO embeddings (observation_id, model, content_hash, embedding) "
                 "VALUES (%s, 'm', 'h', %s::vector)", (row["id"], "[" + ",".join(["0.1"] * 384) + "]"))
    conn.commit()
    return row["id"]


def add_summary(conn, session, project, text):
    conn.execute("INSERT INTO summaries (session_id, project, request, method, content_hash) "
                 "VALUES (%s, %s, %s, 'extractive', md5(%s))", (session, project, text, text))
    conn.commit()


def add_session(conn, session, project):
    conn.execute("INSERT INTO sessions (id, project, source, started_at, last_event_at) "
                 "VALUES (%s, %s, 'claude-code', now(), now()) ON CONFLICT DO NOTHING", (session, project))
    conn.commit()


def stored_before_the_rules_knew(conn):
    """Rows as an older memtool could have stored them: secrets in values, keys and text."""
    add_session(conn, "s1", "/p")
    event = queue_event(conn, event_type="tool", project="/p", tool="Bash", payload={
        "tool_input": {"command": f"export DB_PASSWORD={PASSWORD}"},
        "tool_output": f"cloned with {GHP}", GHP: "a key that is a token"})
    # its passages, derived from the event as it was stored (scrub writes them again)
    passages.index(conn, conn.execute("SELECT * FROM events WHERE id = %s", (event,)).fetchall())
    obs = add_observation(conn, f"set up {GHP}", f"the db password is {PASSWORD}",
                          events=[event], facts=[f"token {GHP}"])
    conn.execute("UPDATE observations SET title = %s WHERE id = %s", (f"set up the repo {GHP}", obs))
    add_summary(conn, "s1", "/p", f"use DB_PASSWORD={PASSWORD}")
    conn.commit()
    return event, obs


def test_scrub_rewrites_every_table_once_and_drops_changed_vectors(conn, cli_env):
    event, obs = stored_before_the_rules_knew(conn)
    assert tables_holding(conn, GHP) and tables_holding(conn, PASSWORD)

    dry = memtool(cli_env, "scrub", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert json.loads(dry.stdout.splitlines()[-1])["rows_changed"] >= 4
    assert tables_holding(conn, GHP)  # a dry run writes nothing

    result = memtool(cli_env, "scrub")
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    summary = records[-1]
    assert summary["kind"] == "scrub" and summary["mode"] == "full" and summary["vectors_dropped"] == 1
    assert {"events", "observations", "observation_versions", "summaries"} <= set(summary["tables"])
    assert all(GHP not in json.dumps(r) and PASSWORD not in json.dumps(r) for r in records)
    assert tables_holding(conn, GHP) == {} and tables_holding(conn, PASSWORD) == {}
    assert summary["passages_rederived"] >= 1
    bodies = [r["body"] for r in conn.execute("SELECT body FROM event_passages WHERE event_id = %s", (event,))]
    assert any("[REDACTED:github-token]" in b for b in bodies)
    payload = conn.execute("SELECT payload FROM events WHERE id = %s", (event,)).fetchone()["payload"]
    assert "[REDACTED:github-token]" in payload and payload["tool_input"]["command"].startswith("export DB_PASSWORD=")

    again = memtool(cli_env, "scrub")
    assert json.loads(again.stdout.splitlines()[-1])["rows_changed"] == 0  # idempotent


def test_scrub_if_rules_changed_only_sweeps_new_rows_until_the_rules_change(conn, monkeypatch):
    stored_before_the_rules_knew(conn)
    first = list(rescrub.scrub(conn, only_if_rules_changed=True))[-1]
    assert first["mode"] == "full" and first["rows_changed"] >= 4
    queue_event(conn, event_type="tool", project="/p", payload={"tool_output": f"new {GHP}"})
    second = list(rescrub.scrub(conn, only_if_rules_changed=True))[-1]
    assert second["mode"] == "new-rows" and second["tables"].get("events") == 1
    assert tables_holding(conn, GHP) == {}
    # a pattern of one's own changes the fingerprint: everything is looked at again
    conn.execute("SET LOCAL memtool.allow_scrub = 'on'")
    conn.execute("UPDATE events SET payload = payload || '{\"note\": \"ACME-123456\"}'")
    conn.commit()
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", r"ACME-\d{6}")
    third = list(rescrub.scrub(conn, only_if_rules_changed=True))[-1]
    assert third["mode"] == "full" and third["tables"]["events"] == 2
    assert tables_holding(conn, "ACME-123456") == {}


def test_a_big_table_is_scrubbed_by_worker_processes_alike(conn, monkeypatch):
    stored_before_the_rules_knew(conn)
    serial = list(rescrub.scrub(conn, dry_run=True))[-1]
    monkeypatch.setattr(rescrub, "PARALLEL_MIN_ROWS", 0)  # every table counts as big
    monkeypatch.setattr(rescrub, "WORKERS", 2)
    records = list(rescrub.scrub(conn))
    summary = records[-1]
    # the same rows as a serial run (a real run also scrubs the versions its own updates wrote)
    assert {t: n for t, n in summary["tables"].items() if not t.endswith("_versions")} == \
        {t: n for t, n in serial["tables"].items() if not t.endswith("_versions")}
    assert summary["tables"]["observation_versions"] >= serial["tables"]["observation_versions"] >= 1
    assert tables_holding(conn, GHP) == {} and tables_holding(conn, PASSWORD) == {}
    assert list(rescrub.scrub(conn))[-1]["rows_changed"] == 0


def test_events_stay_append_only_outside_scrub_and_purge(conn):
    import psycopg

    event = queue_event(conn, event_type="tool", project="/p", payload={})
    with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
        conn.execute("UPDATE events SET payload = '{}' WHERE id = %s", (event,))
    conn.rollback()


# -- forget ------------------------------------------------------------------------------------------


def a_session_with_a_memory(conn, session="s1", project="/p", needle="zebracorn7731"):
    add_session(conn, session, project)
    event = queue_event(conn, event_type="tool", project=project, session=session, tool="Bash",
                        payload={"tool_output": f"the {needle} migration failed"})
    other = queue_event(conn, event_type="prompt", project=project, session=session,
                        payload={"prompt": f"fix the {needle} migration"})
    obs = add_observation(conn, f"{needle} migration", f"fixed the {needle} migration",
                          session=session, project=project, events=[event])
    derived = add_observation(conn, "second memory", f"also about {needle}", session=session,
                              project=project, events=[event, other])
    add_summary(conn, session, project, f"asked to fix {needle}")
    conn.execute("UPDATE observations SET narrative = narrative || ' (edited)' WHERE id = %s", (obs,))
    conn.commit()
    return obs, derived


def test_forget_is_soft_by_default(conn):
    obs, _ = a_session_with_a_memory(conn)
    record = purge.forget(conn, [obs])
    assert record["mode"] == "soft" and record["observations"] == 1
    row = conn.execute("SELECT deleted_at FROM observations WHERE id = %s", (obs,)).fetchone()
    assert row["deleted_at"] is not None
    assert tables_holding(conn, "zebracorn7731")  # nothing deleted: restorable


@pytest.mark.parametrize("target", ["observation", "session", "project"])
def test_forget_purge_leaves_no_trace_in_any_table(conn, cli_env, target):
    obs, _ = a_session_with_a_memory(conn)
    a_session_with_a_memory(conn, session="s2", project="/other", needle="keepme4242")
    args = {"observation": [str(obs)], "session": ["--session", "s1"], "project": ["--project", "/p"]}[target]
    refused = memtool(cli_env, "forget", *args, "--purge")
    assert refused.returncode == 2 and "--yes" in refused.stderr
    dry = memtool(cli_env, "forget", *args, "--purge", "--dry-run")
    assert json.loads(dry.stdout)["observations"] == 2 and tables_holding(conn, "zebracorn7731")
    done = memtool(cli_env, "forget", *args, "--purge", "--yes")
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["mode"] == "purge" and record["observations"] == 2 and record["events"] >= 1
    assert record["summaries"] == 1
    assert tables_holding(conn, "zebracorn7731") == {}
    assert set(tables_holding(conn, "keepme4242")) >= {"events", "observations", "summaries"}


def test_forget_needs_exactly_one_target(cli_env):
    result = memtool(cli_env, "forget", "1", "--session", "s")
    assert result.returncode == 2 and "exactly one" in result.stderr


def test_doctor_says_when_stored_data_needs_a_scrub(conn, monkeypatch):
    from memtool.maintenance import doctor

    assert doctor._redaction_check(conn)["status"] == "warn"  # never scrubbed
    list(rescrub.scrub(conn))
    assert doctor._redaction_check(conn)["status"] == "ok"
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", "ACME-[0-9]{6}")
    assert doctor._redaction_check(conn)["status"] == "warn"  # the rules changed since
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", "a(b")
    check = doctor._redaction_check(conn)
    assert check["status"] == "fail" and "MEMTOOL_REDACT_PATTERNS" in check["detail"]


def test_a_scrubbed_secret_is_no_longer_a_search_term(conn, monkeypatch):
    """Scrub with a new pattern: the secret leaves the text and both tiers' term statistics."""
    from memtool.store import termstats

    needle = "acmetok7731zz"
    add_session(conn, "s1", "/p")
    event = queue_event(conn, event_type="tool", project="/p", tool="Bash",
                        payload={"tool_output": f"deployed with {needle} today"})
    passages.index(conn, conn.execute("SELECT * FROM events WHERE id = %s", (event,)).fetchall())
    add_observation(conn, "deploy", f"used {needle} to deploy", events=[event])
    termstats.recount(conn, termstats.OBSERVATIONS, "")
    termstats.recount(conn, termstats.PASSAGES, "")
    conn.commit()

    def terms() -> dict:
        return {t: conn.execute(f"SELECT count(*) AS n FROM {t} WHERE lexeme LIKE %s",
                                ("%acmetok%",)).fetchone()["n"]
                for t in ("search_term_stats", "passage_term_stats")}

    assert all(terms().values()), terms()  # counted as a search term before the scrub
    monkeypatch.setenv("MEMTOOL_REDACT_PATTERNS", r"acmetok\d{4}zz")
    summary = list(rescrub.scrub(conn))[-1]
    assert summary["rows_changed"] >= 2
    assert terms() == {"search_term_stats": 0, "passage_term_stats": 0}
    assert tables_holding(conn, needle) == {}
