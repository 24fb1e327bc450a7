"""The side connection: a search's event tier answered on a second connection, at the same time
as its observations, without ever missing what the caller's own transaction wrote."""

from __future__ import annotations

import json

import psycopg
from psycopg.rows import dict_row

from memtool.capture import ingest
from memtool.retrieve import search
from memtool.store import side

P = "/repo/side"


def _event(session: str, use_id: str, command: str, stdout: str) -> str:
    return json.dumps({"session_id": session, "cwd": P, "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_use_id": use_id, "tool_input": {"command": command},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


def _capture() -> None:
    lines = [_event("s1", "t1", "make docs", "sphinx-build: warning: undefined label quokka-setup"),
             _event("s1", "t2", "pytest -q", "3 failed: wombat_cache returned stale entries"),
             _event("s2", "t3", "cargo build", "error[E0599]: no method named `quokka` found")]
    assert len([r for r in ingest.ingest(lines) if r.get("kind") == "event"]) == 3


def _refs(results: list[dict]) -> list[str]:
    return [r["ref"] for r in results]


def test_the_event_tier_runs_beside_and_answers_like_the_caller_connection(conn):
    _capture()
    beside = search.search(conn, "quokka setup", project=P, mode="fts")
    conn.commit()
    helper = side._sides.get(conn)
    assert helper is not None and not helper.closed  # the side connection was used and is kept
    first_pid = helper.info.backend_pid
    assert first_pid != conn.info.backend_pid
    # the same search with a write already in the caller's transaction runs on the caller's connection
    conn.execute("CREATE TEMP TABLE marker (x int)")
    alone = search.search(conn, "quokka setup", project=P, mode="fts")
    conn.rollback()
    assert _refs(beside) == _refs(alone) and beside[0]["source"] == "event" and "quokka" in beside[0]["snippet"]
    search.search(conn, "wombat cache", project=P, mode="fts")
    conn.commit()
    assert side._sides[conn].info.backend_pid == first_pid  # one side connection, reused
    assert not side.discard_broken(conn) and side._sides[conn].info.backend_pid == first_pid  # healthy: kept


def test_events_the_callers_transaction_wrote_are_found(conn):
    _capture()
    conn.commit()
    # an event the caller inserted and has not committed: only the caller's connection sees it
    conn.execute(
        """INSERT INTO events (event_key, session_id, project, source, event_type, tool_name, cwd, payload,
                               content_hash, occurred_at)
           VALUES ('k-uncommitted', 's3', %s, 'claude-code', 'tool', 'Bash', %s, %s, 'h', now())""",
        (P, P, json.dumps({"hook": "PostToolUse", "tool_input": {"command": "ninja"},
                           "tool_output": "FAILED: numbat_linker.o"})))
    found = search.search(conn, "numbat linker", project=P, mode="fts")
    assert any("numbat" in r["snippet"] for r in found)
    conn.rollback()


def test_a_broken_side_connection_is_replaced_and_the_search_still_answers(conn):
    _capture()
    search.search(conn, "quokka", project=P, mode="fts")
    conn.commit()
    old_pid = side._sides[conn].info.backend_pid
    conn.execute("SELECT pg_terminate_backend(%s)", (old_pid,))
    conn.commit()
    results = search.search(conn, "wombat cache", project=P, mode="fts")
    conn.commit()
    assert results and results[0]["source"] == "event" and "wombat" in results[0]["snippet"]
    search.search(conn, "quokka", project=P, mode="fts")
    conn.commit()
    assert side._sides[conn].info.backend_pid != old_pid


def test_a_connection_opened_elsewhere_searches_alone(database_url):
    _capture()
    with psycopg.connect(database_url, row_factory=dict_row) as foreign:
        from pgvector.psycopg import register_vector

        register_vector(foreign)
        assert side.submit(foreign, lambda c: 1) is None
        results = search.search(foreign, "quokka", project=P, mode="fts")
        assert results and all(r["source"] == "event" for r in results)


def _search_while_another_connection_recounts(conn) -> None:
    """Search while another connection holds the scope's recount (it counts and commits after
    0.5 s): the search must score as a search after the recount does."""
    import threading
    import time

    from memtool.store import db, termstats

    other = db.connect()
    other.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (termstats.PASSAGES.lock, P))

    def count_then_commit():
        time.sleep(0.5)
        other.execute("SELECT memtool_refresh_passage_stats(%s)", (P,))
        other.commit()

    worker = threading.Thread(target=count_then_commit)
    worker.start()
    try:
        first = search.search(conn, "quokka setup", project=P, mode="fts", tiers=("event",))
        conn.commit()
    finally:
        worker.join()
        other.close()
    again = search.search(conn, "quokka setup", project=P, mode="fts", tiers=("event",))
    conn.commit()
    assert first and [(r["ref"], r["score"]) for r in first] == [(r["ref"], r["score"]) for r in again]


def test_a_scope_without_statistics_waits_for_the_recount_in_progress(conn):
    """Two searches of a scope nobody has counted yet: the one that finds the recount taken by
    the other waits for it, instead of scoring every term as if the scope were empty."""
    from memtool.store import passages

    _capture()
    passages.catch_up(conn)
    conn.commit()
    assert conn.execute("SELECT count(*) AS n FROM passage_stats WHERE scope = %s", (P,)).fetchone()["n"] == 0
    _search_while_another_connection_recounts(conn)


def test_a_search_with_a_lock_timeout_does_not_fail_on_a_recount_in_progress(database_url):
    """A hook's search (bounded by its deadline) that finds the first count taken by another
    process answers when its lock timeout runs out, instead of failing."""
    from memtool.store import db, passages, termstats

    _capture()
    with db.connection() as setup:
        passages.catch_up(setup)
        setup.commit()
    other = db.connect()
    other.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (termstats.PASSAGES.lock, P))
    try:
        with db.connection(lock_timeout=0.3, statement_timeout=5) as hook:
            results = search.search(hook, "quokka setup", project=P, mode="fts", tiers=("event",))
            hook.commit()
        assert results and "quokka" in results[0]["snippet"]
    finally:
        other.rollback()
        other.close()


def test_a_small_scope_with_stale_statistics_waits_for_the_recount_in_progress(conn):
    """Two connections of one batch search a small scope whose statistics are out of date: the one
    that finds the recount taken waits for it (a small recount is quick) rather than ranking on the
    old counts, so both rank the same query the same way."""
    from memtool.store import passages

    _capture()
    passages.catch_up(conn)
    conn.execute("SELECT memtool_refresh_passage_stats(%s)", (P,))
    conn.commit()
    more = [_event("s3", f"t{i}", f"grep -rn quokka src/{i}", f"src/{i}/setup.py: quokka setup step {i}")
            for i in range(4, 12)]
    assert len([r for r in ingest.ingest(more) if r.get("kind") == "event"]) == 8
    passages.catch_up(conn)
    conn.commit()
    _search_while_another_connection_recounts(conn)
