"""The reads `memtool serve` added to the owner modules: an observation's versions, activity per
day and type, and what changed after a point (the live feed's poll) for observations and events."""

from __future__ import annotations

import datetime as dt

from memtool.retrieve import eventlog
from memtool.store import observations

from conftest import queue_event


def store(conn, title: str, project: str = "/srv/app", **fields) -> int:
    record = {"project": project, "title": title, "narrative": f"{title} in detail", **fields}
    return observations.store(conn, observations.normalise(record))["id"]


def test_versions_newest_first_with_what_it_was(conn):
    obs_id = store(conn, "Cache keys carry the schema version", type="gotcha")
    observations.update(conn, obs_id, {"title": "Cache keys carry the schema and app version"}, reason="edited")
    observations.forget(conn, obs_id, reason="obsolete")
    conn.commit()
    versions = observations.versions(conn, obs_id)
    assert [(v["version"], v["change"], v["reason"], v["title"]) for v in versions] == [
        (2, "delete", "obsolete", "Cache keys carry the schema and app version"),
        (1, "update", "edited", "Cache keys carry the schema version")]
    assert versions[0]["type"] == "gotcha" and versions[1]["narrative"] == "Cache keys carry the schema version in detail"
    assert observations.versions(conn, obs_id + 1000) == []


def test_activity_counts_live_memories_per_day_and_type(conn):
    old = (dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=40)).isoformat()
    store(conn, "a", type="bugfix")
    store(conn, "b", type="bugfix")
    store(conn, "c", type="decision")
    gone = store(conn, "d", type="decision")
    store(conn, "e", type="note", created_at=old)
    store(conn, "f", type="note", project="/srv/other")
    observations.forget(conn, gone)
    conn.commit()
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    assert observations.activity(conn, "/srv/app", 30) == [
        {"day": today, "type": "bugfix", "observations": 2}, {"day": today, "type": "decision", "observations": 1}]
    assert len(observations.activity(conn, "/srv/app", 60)) == 3
    assert {r["type"]: r["observations"] for r in observations.activity(conn, None, 30)} == {
        "bugfix": 2, "decision": 1, "note": 1}


def test_changes_since_a_point_then_nothing_twice(conn):
    first = store(conn, "before the point")
    conn.commit()
    point = observations.high_water(conn)
    assert point == {"observation_id": first, "version_id": 0}
    second = store(conn, "after the point, forgotten", type="decision")
    third = store(conn, "after the point, kept", type="gotcha")
    observations.update(conn, first, {"title": "changed after the point"})
    observations.forget(conn, second)
    conn.commit()
    changes, following = observations.changes_since(conn, point)
    assert [(c["change"], c["id"], c["title"]) for c in changes] == [
        ("created", third, "after the point, kept"), ("update", first, "changed after the point"),
        ("delete", second, "after the point, forgotten")]
    assert observations.changes_since(conn, following) == ([], following)


def test_events_since_a_point_as_compact_rows(conn):
    before = queue_event(conn, event_type="prompt", project="/srv/app", payload={"prompt": "first question"})
    point = eventlog.latest_id(conn)
    assert point == before
    after = queue_event(conn, event_type="prompt", project="/srv/app", payload={"prompt": "why is the flamingo slow?"})
    rows = eventlog.since(conn, point)
    assert [(r["ref"], r["type"], r["project"]) for r in rows] == [(f"e{after}", "prompt", "/srv/app")]
    assert "flamingo" in rows[0]["title"]
    assert eventlog.since(conn, after) == []
