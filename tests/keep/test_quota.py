"""Quotas: over the event-bytes limit the oldest summarised payloads are compacted into their
rollups (rows kept, drill-down says where they went), observations are never touched, doctor and
stats say so, a second run changes nothing, and ingest never blocks."""

from __future__ import annotations

import json
import random

import pytest

from conftest import json_lines, memtool, queue_event
from memtool.keep import quota
from memtool.errors import InputError
from test_upkeep import PROJECT, populate, steps


def maintain(env):
    return steps(memtool(env, "maintain"))


def big_outputs(conn, sessions: int) -> None:
    """A long test log in each session (payloads worth compacting: kilobytes each)."""
    rng = random.Random(7)
    words = ["alpha", "request", "timeout", "retry", "cache", "row", "parser", "token", "socket", "index"]
    for n in range(sessions):
        log = "\n".join(f"{i:04d} {' '.join(rng.choice(words) for _ in range(12))} {rng.random():.6f}"
                        for i in range(120))
        queue_event(conn, event_type="tool", project=PROJECT, session=f"s{n}", tool="Bash",
                    payload={"tool_input": {"command": f"pytest -v tests/test_load_{n}.py"}, "tool_output": log,
                             "exit_code": 0, "is_error": False})


def usage(conn) -> dict:
    (row,) = [u for u in quota.status(conn) if u["project"] == PROJECT]
    conn.commit()
    return row


def test_sizes_parse():
    assert quota.parse_bytes("2G") == 2 * 1024**3 and quota.parse_bytes("500m") == 500 * 1024**2
    assert quota.parse_bytes("64KiB") == 65536 and quota.parse_bytes("1000") == 1000
    with pytest.raises(InputError, match="is not a size"):
        quota.parse_bytes("lots", "MEMTOOL_EVENT_BYTES_QUOTA")


def test_oldest_payloads_are_compacted_into_rollups_and_nothing_else_changes(conn, cli_env):
    populate(conn, sessions=4)
    big_outputs(conn, sessions=4)
    first = maintain(cli_env)  # distil, summarise, roll up; within the default quota
    assert first["quota"]["changed"] == 0 and first["summarize"]["written"] == 4
    before = usage(conn)
    observations = memtool(cli_env, "export", "--kind", "observation", ok=True).stdout
    events = conn.execute("SELECT id, event_key, session_id, event_type, occurred_at FROM events ORDER BY id").fetchall()
    conn.commit()
    limit = before["event_bytes"] * 7 // 10
    env = dict(cli_env, MEMTOOL_EVENT_BYTES_QUOTA=str(limit))

    report = maintain(env)["quota"]
    assert report["changed"] > 0 and report["events_compacted"] == report["changed"]
    assert report["still_over"] == [] and report["compacted"][0]["bytes_after"] <= limit
    after = usage(conn)
    assert after["event_bytes"] <= limit and after["events_compacted"] == report["changed"]
    # every event row is still there, identical but for its payload; observations untouched
    assert conn.execute("SELECT id, event_key, session_id, event_type, occurred_at FROM events ORDER BY id"
                        ).fetchall() == events
    assert memtool(cli_env, "export", "--kind", "observation", ok=True).stdout == observations
    compacted = conn.execute("SELECT id, session_id, payload FROM events WHERE 'compacted' = ANY(flags) ORDER BY id"
                             ).fetchall()
    conn.commit()
    # the oldest first: nothing older than a compacted event of its kind is left uncompacted
    assert [c["id"] for c in compacted] == [e["id"] for e in events[:len(compacted)]]
    into = compacted[0]["payload"]["compacted_into"]
    assert into["rollup_id"] and into["summary_id"] and into["day"]
    assert conn.execute("SELECT count(*) AS n FROM event_passages WHERE event_id = ANY(%s)",
                        ([c["id"] for c in compacted],)).fetchone()["n"] == 0
    conn.commit()
    # drill-down says where it went, not "not found"
    (got,) = json_lines(memtool(cli_env, "get", f"e{compacted[0]['id']}", "--project", PROJECT, ok=True).stdout)
    assert got["compacted_into"] == into and f"day rollup {into['rollup_id']}" in got["text"]
    timeline = json_lines(memtool(cli_env, "timeline", "--session", compacted[0]["session_id"], "--project", PROJECT,
                                  ok=True).stdout)
    assert any("compacted into day rollup" in (r.get("title") or "") for r in timeline)
    # never silently
    doctor = {c["check"]: c for c in map(json.loads, memtool(env, "doctor").stdout.splitlines())}
    assert doctor["quota"]["status"] == "ok" and "compacted into their rollups" in doctor["quota"]["detail"]
    stats = memtool(env, "stats", ok=True)
    assert json.loads(stats.stdout)["quota"]["events_compacted"] == report["changed"]
    assert "compacted into their rollups" in stats.stderr
    # a second run changes nothing
    assert maintain(env)["quota"]["changed"] == 0


def test_over_quota_that_cannot_be_compacted_is_reported_and_ingest_still_stores(conn, cli_env):
    populate(conn, sessions=1)
    conn.commit()
    env = dict(cli_env, MEMTOOL_EVENT_BYTES_QUOTA="1", MEMTOOL_OBSERVATION_QUOTA="1")
    report = maintain(env)["quota"]
    assert report["still_over"] == [PROJECT] and report["projects_over_observations"] == 1
    live = conn.execute("SELECT count(*) AS n FROM observations WHERE deleted_at IS NULL").fetchone()["n"]
    assert live > 1  # never removed for a quota
    conn.commit()
    doctor = {c["check"]: c for c in map(json.loads, memtool(env, "doctor").stdout.splitlines())}
    assert doctor["quota"]["status"] == "warn" and "over quota" in doctor["quota"]["detail"]
    assert "observations >" in doctor["quota"]["detail"] and "MEMTOOL_OBSERVATION_QUOTA" in doctor["quota"]["hint"]
    assert "is over its quota" in memtool(env, "stats", ok=True).stderr
    before = conn.execute("SELECT count(*) AS n FROM events").fetchone()["n"]
    conn.commit()
    hook = {"hook_event_name": "UserPromptSubmit", "session_id": "late", "cwd": PROJECT, "prompt": "one more thing"}
    stored = memtool(dict(env, MEMTOOL_PROJECT=PROJECT), "ingest", "-q", input=json.dumps(hook))
    assert stored.returncode == 0, stored.stderr
    assert conn.execute("SELECT count(*) AS n FROM events").fetchone()["n"] == before + 1
