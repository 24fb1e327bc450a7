"""Session support (session_rank.py) and the fused ranking of both tiers (fusion.py): a session
digest is raised by how much of its session's captured events match the query; other
observations keep their score; events and observations are merged on one scale."""

from __future__ import annotations

import pytest

from memtool.retrieve import fusion, session_rank
from memtool.errors import InputError


def _row(obs_id: int, score: float, session: str, digest: bool = False) -> dict:
    return {"id": obs_id, "score": score, "o_session": session,
            "metadata": {"digest": "session"} if digest else {}}


def _candidate(row: dict, support: dict) -> fusion.Candidate:
    return fusion.Candidate("observation", row["score"], {"id": row["id"], "score": row["score"], "explain": {}},
                            session_rank.digest_support(row, support))


def test_the_digest_of_the_session_whose_events_match_comes_first():
    passages = [{"session_id": "s2", "bm25": 3.0}, {"session_id": "s2", "bm25": 2.0},
                {"session_id": "s1", "bm25": 2.5}]
    support = session_rank.session_support(passages, passage_idf=5.0)
    assert support == {"s2": 1.0, "s1": 0.5}
    rows = [_row(1, 1.0, "s1"), _row(2, 0.6, "s1", digest=True), _row(3, 0.5, "s2", digest=True)]
    constants = fusion.Fusion(observation_weight=1.0, observation_bias=0.0, session_support=0.7)
    ranked = fusion.fuse([_candidate(r, support) for r in rows], 10, constants, explain=True)
    assert [r["id"] for r in ranked] == [3, 1, 2]
    assert ranked[0]["score"] == round(0.5 + 0.7, 6) and ranked[0]["explain"]["fused"] == ranked[0]["score"]
    # A specific memory is not raised, whatever its session's support.
    assert ranked[1]["score"] == 1.0


def test_without_event_support_the_order_is_unchanged():
    rows = [_row(1, 0.9, "s1"), _row(2, 0.8, "s1", digest=True)]
    assert session_rank.session_support([], passage_idf=0.0) == {}
    ranked = fusion.fuse([_candidate(r, {}) for r in rows], 10)
    assert [r["id"] for r in ranked] == [1, 2]
    assert session_rank.session_support([{"session_id": None, "bm25": 1.0}], passage_idf=2.0) == {}


def test_events_and_observations_share_one_scale():
    """An event that covers the query outranks an observation that only talks about its topic;
    a strong observation still outranks a weak event; ranks are renumbered."""
    constants = fusion.Fusion(observation_weight=1.5, observation_bias=-0.8, session_support=0.0)
    candidates = [fusion.Candidate("observation", 0.9, {"id": 1}), fusion.Candidate("observation", 0.6, {"id": 2}),
                  fusion.Candidate("event", 0.8, {"id": "e7"}), fusion.Candidate("event", 0.2, {"id": "e8"})]
    ranked = fusion.fuse(candidates, 3, constants)
    assert [r["id"] for r in ranked] == ["e7", 1, "e8"]  # 0.8 > 1.5*0.9-0.8=0.55 > 0.2 > 1.5*0.6-0.8=0.1
    assert [r["rank"] for r in ranked] == [1, 2, 3]


def test_constants_come_from_the_environment(monkeypatch):
    monkeypatch.setenv(fusion.ENV, "observation_bias=-0.3, session_support=0")
    assert fusion.current() == fusion.Fusion(observation_weight=fusion.DEFAULT.observation_weight,
                                             observation_bias=-0.3, session_support=0.0)
    monkeypatch.delenv(fusion.ENV)
    assert fusion.current() == fusion.DEFAULT
    with pytest.raises(InputError, match="unknown constant 'bias'"):
        fusion.parse("bias=1")
    with pytest.raises(InputError, match="must be a number"):
        fusion.parse("observation_bias=low")
