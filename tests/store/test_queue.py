"""The compress work queue: claims, visibility timeout, dead letters, and real concurrent workers."""

from __future__ import annotations

import json
import signal
import subprocess
import time

import pytest

from conftest import inject, MEMTOOL, memtool
from memtool.store import queue

PROJECT = "/home/dev/proj"


def add_edits(conn, count: int, sessions: int = 1) -> list[int]:
    """`count` Claude Code edit events on distinct files, queued as ingest does."""
    rows = conn.execute(
        """INSERT INTO events (event_key, session_id, project, source, event_type, tool_name, cwd, payload,
                               content_hash, occurred_at)
           SELECT 'edit-' || i, 'sess-' || (i %% %s), %s, 'claude-code', 'tool', 'Edit', %s,
                  jsonb_build_object('hook', 'PostToolUse', 'tool_output', 'ok', 'is_error', false,
                                     'tool_input', jsonb_build_object('file_path', %s || '/src/m' || i || '.py',
                                                                      'old_string', 'v = ' || i,
                                                                      'new_string', 'v = ' || (i + 1))),
                  'h' || i, now()
             FROM generate_series(1, %s) AS i
           RETURNING id""",
        (sessions, PROJECT, PROJECT, PROJECT, count),
    ).fetchall()
    ids = [r["id"] for r in rows]
    conn.execute("INSERT INTO event_queue (event_id) SELECT unnest(%s::bigint[])", (ids,))
    conn.commit()
    return sorted(ids)


def queue_rows(conn) -> dict[int, dict]:
    conn.commit()
    return {r["event_id"]: r for r in conn.execute("SELECT * FROM event_queue")}


def observations_per_event(conn) -> dict[int, int]:
    conn.commit()
    rows = conn.execute("""SELECT e AS event_id, count(*) AS n
                             FROM observations, unnest(source_event_ids) AS e
                            WHERE metadata->>'digest' IS NULL GROUP BY e""")  # a session digest cites them all
    return {r["event_id"]: r["n"] for r in rows}


def test_claims_are_exclusive_and_failures_dead_letter_after_max_attempts(conn):
    ids = add_edits(conn, 5)
    first = queue.claim(conn, "w1", 3, visibility_timeout=600)
    second = queue.claim(conn, "w2", 10, visibility_timeout=600)
    assert first == ids[:3] and second == ids[3:]
    assert queue.claim(conn, "w3", 10, visibility_timeout=600) == []

    assert not queue.finish(conn, ids[0], "w2")  # not w2's claim
    assert queue.finish(conn, ids[0], "w1", "done", {"action": "create"})
    assert queue.fail(conn, ids[1], "w1", "boom", max_attempts=2) == "pending"
    assert queue.claim(conn, "w1", 1, visibility_timeout=600) == [ids[1]]
    assert queue.fail(conn, ids[1], "w1", "boom again", max_attempts=2) == "dead"
    conn.commit()
    rows = queue_rows(conn)
    assert rows[ids[1]]["status"] == "dead" and rows[ids[1]]["attempts"] == 2
    assert rows[ids[1]]["last_error"] == "boom again"

    stats = queue.stats(conn)
    assert {k: stats[k] for k in ("pending", "in_flight", "done", "dead", "total")} == {
        "pending": 0, "in_flight": 3, "done": 1, "dead": 1, "total": 5}
    assert queue.retry(conn) == 1
    conn.commit()
    assert queue_rows(conn)[ids[1]]["status"] == "pending" and queue_rows(conn)[ids[1]]["attempts"] == 0


def test_an_expired_claim_returns_to_the_queue_and_the_late_worker_loses_it(conn):
    [event_id] = add_edits(conn, 1)
    assert queue.claim(conn, "slow", 1, visibility_timeout=0.2) == [event_id]
    assert queue.claim(conn, "fast", 1, visibility_timeout=0.2) == []
    time.sleep(0.4)
    assert queue.stats(conn, visibility_timeout=0.2)["stale"] == 1
    assert queue.claim(conn, "fast", 1, visibility_timeout=0.2) == [event_id]
    assert not queue.finish(conn, event_id, "slow")
    assert queue.finish(conn, event_id, "fast")
    conn.commit()
    assert queue_rows(conn)[event_id]["attempts"] == 2


def test_claims_that_keep_expiring_are_dead_lettered(conn):
    [event_id] = add_edits(conn, 1)
    for _ in range(2):
        assert queue.claim(conn, "crashy", 1, visibility_timeout=0.1, max_attempts=2) == [event_id]
        time.sleep(0.2)
    assert queue.claim(conn, "next", 1, visibility_timeout=0.1, max_attempts=2) == []
    row = queue_rows(conn)[event_id]
    assert row["status"] == "dead" and "claim expired 2 times" in row["last_error"]


def test_parse_duration():
    assert queue.parse_duration("2s") == 2 and queue.parse_duration("500ms") == 0.5
    assert queue.parse_duration("10m") == 600 and queue.parse_duration("1.5") == 1.5
    with pytest.raises(Exception, match="duration"):
        queue.parse_duration("soon")


def test_a_killed_worker_loses_nothing(conn, cli_env):
    ids = add_edits(conn, 30, sessions=30)
    worker = subprocess.Popen(
        [*MEMTOOL, "compress", "--pending", "--llm", "none", "--batch-size", "10", "--visibility-timeout", "2s"],
        env=inject(cli_env, MEMTOOL_TEST_DELAY="0.1"), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            rows = queue_rows(conn).values()
            done = sum(r["status"] == "done" for r in rows)
            claimed = sum(r["status"] == "claimed" for r in rows)
            if done >= 3 and claimed >= 1:
                break
            assert worker.poll() is None, worker.stderr.read().decode()
            time.sleep(0.02)
        worker.send_signal(signal.SIGKILL)
    finally:
        worker.wait(timeout=30)
    killed = {r["event_id"]: r for r in queue_rows(conn).values()}
    by_killed = {i for i, r in killed.items() if r["status"] == "done"}
    stranded = {i for i, r in killed.items() if r["status"] == "claimed"}
    assert by_killed and stranded and worker.returncode == -signal.SIGKILL

    time.sleep(2.2)  # past the visibility timeout
    rescue = memtool(cli_env, "compress", "--pending", "--llm", "none", "--visibility-timeout", "2s", timeout=120)
    assert rescue.returncode == 0, rescue.stderr
    final = queue_rows(conn)
    assert {r["status"] for r in final.values()} == {"done"}
    assert observations_per_event(conn) == {i: 1 for i in ids}  # every event exactly once
    assert {final[i]["attempts"] for i in stranded} == {2}
    assert {final[i]["attempts"] for i in by_killed} == {1}
    assert len({final[i]["claimed_by"] for i in by_killed} | {final[i]["claimed_by"] for i in stranded}) == 2


def test_two_workers_process_a_thousand_events_exactly_once(conn, cli_env):
    ids = add_edits(conn, 1000, sessions=50)
    command = [*MEMTOOL, "compress", "--pending", "--llm", "none", "--batch-size", "25"]
    workers = [subprocess.Popen(command, env=inject(cli_env, MEMTOOL_TEST_DELAY="0.002"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for _ in range(2)]
    outputs = [w.communicate(timeout=300) for w in workers]
    assert [w.returncode for w in workers] == [0, 0], [err for _, err in outputs]
    emitted = [json.loads(line) for out, _ in outputs for line in out.splitlines()]
    digests = [r for r in emitted if r["metadata"].get("digest") == "session"]
    layouts = {r["id"] for r in emitted if r["metadata"].get("digest") == "layout"}
    emitted = [r for r in emitted if not r["metadata"].get("digest")]
    assert len(emitted) == 1000 and len({r["id"] for r in emitted}) == 1000
    assert len(digests) == 50 and len({r["session_id"] for r in digests}) == 50  # one per session, written once
    assert len(layouts) == 1  # the project's layout memory: one, updated by the sessions of both workers
    final = queue_rows(conn)
    assert {r["status"] for r in final.values()} == {"done"} and {r["attempts"] for r in final.values()} == {1}
    assert observations_per_event(conn) == {i: 1 for i in ids}
    assert len({r["claimed_by"] for r in final.values()}) == 2  # both workers took part


def test_queue_command_lists_and_retries_dead_events(conn, cli_env):
    [event_id] = add_edits(conn, 1)
    queue.claim(conn, "w", 1, visibility_timeout=600)
    queue.fail(conn, event_id, "w", "model exploded", max_attempts=1)
    conn.commit()
    listing = memtool(cli_env, "queue", "--list", "dead", ok=True)
    [item] = [json.loads(line) for line in listing.stdout.splitlines()]
    assert item["event_id"] == event_id and item["last_error"] == "model exploded" and item["tool_name"] == "Edit"
    retried = memtool(cli_env, "queue", "--retry-dead", ok=True)
    assert json.loads(retried.stdout)["pending"] == 1 and "1 dead events back to pending" in retried.stderr
