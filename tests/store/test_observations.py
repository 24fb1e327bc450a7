"""The observation store: validation, privacy on the way in, dedup, versioned updates, soft delete."""

from __future__ import annotations

import pytest

from memtool.store import observations
from memtool.errors import InputError, NotFound


def store(conn, **fields):
    record = {"project": "/srv/api", "title": "t", "narrative": "n", **fields}
    return observations.store(conn, observations.normalise(record))


def test_validation_names_the_field():
    with pytest.raises(InputError, match="importance must be between 0 and 1"):
        observations.normalise({"title": "x", "project": "p", "importance": 3})
    with pytest.raises(InputError, match="metadata must be a JSON object"):
        observations.normalise({"title": "x", "project": "p", "metadata": [1]})
    with pytest.raises(InputError, match="no project"):
        observations.normalise({"title": "x"})


def test_secrets_are_scrubbed_before_storing(conn):
    token = "ghp_" + "Zq8" * 12
    result = store(conn, title="deploy token", narrative=f"export GITHUB_TOKEN={token} <private>salary</private>",
                   facts=[f"token is {token}"])
    (obs,) = observations.fetch(conn, [result["id"]])
    assert token not in str(obs) and "salary" not in obs["narrative"] and "[REDACTED:" in obs["narrative"]


def test_same_content_is_stored_once_per_project(conn):
    first = store(conn, title="Use kid", narrative="Look keys up by kid.")
    again = store(conn, title="  use KID ", narrative="look keys up   by kid.")
    other = store(conn, title="Use kid", narrative="Look keys up by kid.", project="/srv/web")
    assert again == {"action": "duplicate", "id": first["id"]} and other["action"] == "created"


def test_update_keeps_history_and_refuses_to_create_a_twin(conn):
    a = store(conn, title="a", narrative="first")["id"]
    b = store(conn, title="b", narrative="second")["id"]
    updated = observations.update(conn, a, {"narrative": "first, refined"}, reason="compress")
    assert updated["version"] == 2 and updated["narrative"] == "first, refined"
    history = conn.execute("SELECT change, reason, snapshot->>'narrative' AS old FROM observation_versions "
                           "WHERE observation_id = %s", (a,)).fetchall()
    assert history == [{"change": "update", "reason": "compress", "old": "first"}]
    with pytest.raises(InputError, match=f"identical to observation {b}"):
        observations.update(conn, a, {"title": "b", "narrative": "second"})


def test_forget_is_soft_and_scoped(conn):
    a = store(conn)["id"]
    with pytest.raises(NotFound):
        observations.forget(conn, a, project="/srv/other")
    gone = observations.forget(conn, a, project="/srv/api")
    assert gone["deleted_at"] is not None
    assert observations.fetch(conn, [a]) == [] and observations.fetch(conn, [a], include_deleted=True)
    assert store(conn)["action"] == "created"  # forgotten content may be saved again


def test_get_counts_reads(conn):
    a = store(conn)["id"]
    assert observations.get(conn, [a])[0]["access_count"] == 1
    assert observations.get(conn, [a, 999999])[0]["access_count"] == 2
