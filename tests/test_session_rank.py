"""Session support (session_rank.py): a session digest is raised by how much of its session's
captured events match the query; other observations keep their order."""

from __future__ import annotations

from memtool.retrieve import session_rank


def _row(obs_id: int, score: float, session: str, digest: bool = False) -> dict:
    return {"id": obs_id, "score": score, "o_session": session,
            "metadata": {"digest": "session"} if digest else {}}


def _result(row: dict) -> dict:
    return {"id": row["id"], "score": row["score"], "explain": {}}


def test_the_digest_of_the_session_whose_events_match_comes_first():
    passages = [{"session_id": "s2", "bm25": 3.0}, {"session_id": "s2", "bm25": 2.0},
                {"session_id": "s1", "bm25": 2.5}]
    support = session_rank.session_support(passages, passage_idf=5.0)
    assert support == {"s2": 1.0, "s1": 0.5}
    rows = [_row(1, 1.0, "s1"), _row(2, 0.6, "s1", digest=True), _row(3, 0.5, "s2", digest=True)]
    ranked = session_rank.rerank(rows, [_result(r) for r in rows], support, explain=True)
    assert [row["id"] for row, _ in ranked] == [3, 1, 2]
    best = ranked[0][1]
    assert best["score"] == round(0.5 + session_rank.SESSION_SUPPORT, 6)
    assert best["explain"]["session_support"] == round(session_rank.SESSION_SUPPORT, 6)
    # A specific memory is not raised, whatever its session's support.
    assert ranked[1][1]["score"] == 1.0


def test_without_event_support_the_order_is_unchanged():
    rows = [_row(1, 0.9, "s1"), _row(2, 0.8, "s1", digest=True)]
    assert session_rank.session_support([], passage_idf=0.0) == {}
    ranked = session_rank.rerank(rows, [_result(r) for r in rows], {})
    assert [row["id"] for row, _ in ranked] == [1, 2]
    assert session_rank.session_support([{"session_id": None, "bm25": 1.0}], passage_idf=2.0) == {}
