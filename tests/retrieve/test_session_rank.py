"""Session support (session_rank.py) and the fused ranking of both tiers (fusion.py): a session
digest is raised by how much of its session's captured events match the query; other
observations keep their score; events and observations are merged on one scale."""

from __future__ import annotations

import dataclasses

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


def test_an_observation_holding_more_of_the_query_terms_ranks_higher():
    """Term coverage: of two observations scoring alike, the one holding more of the query's
    distinct terms comes first; events are not affected by it."""
    constants = fusion.Fusion(observation_weight=1.0, observation_bias=0.0, session_support=0.0, digest_bias=0.0,
                              term_coverage=1.0)
    candidates = [fusion.Candidate("observation", 0.9, {"id": 1}, terms=0.2),
                  fusion.Candidate("observation", 0.7, {"id": 2}, terms=0.8),
                  fusion.Candidate("event", 1.2, {"id": "e3"}, terms=0.0)]
    ranked = fusion.fuse(candidates, 10, constants)
    assert [r["id"] for r in ranked] == [2, "e3", 1]  # 0.7+0.8=1.5 > 1.2 > 0.9+0.2=1.1
    assert [r["id"] for r in fusion.fuse(candidates, 10, dataclasses.replace(constants, term_coverage=0.0))] == [
        "e3", 1, 2]


def test_an_event_holding_the_whole_query_and_more_is_not_outranked_by_its_session_digest():
    """Event excess: an event's coverage above 1 (every query term and its phrases) counts 1 +
    event_excess per unit, so the event holding the answer comes before a digest its session's
    support lifted; an event below full coverage keeps its coverage."""
    constants = fusion.Fusion(observation_weight=0.5, observation_bias=-0.4, session_support=1.0, digest_bias=0.1,
                              term_coverage=1.5, event_excess=0.5)
    candidates = [fusion.Candidate("observation", 0.9, {"id": 1}, support=1.0, digest=True, terms=0.6),
                  fusion.Candidate("event", 1.4, {"id": "e2"}), fusion.Candidate("event", 0.9, {"id": "e3"})]
    # digest: 0.5 × (0.9 + 1.0) − 0.4 + 1.5 × 0.6 + 0.1 = 1.55; e2: 1.4 + 0.5 × 0.4 = 1.6; e3: 0.9
    ranked = fusion.fuse(candidates, 10, constants)
    assert [r["id"] for r in ranked] == ["e2", 1, "e3"]
    assert ranked[0]["score"] == 1.6 and ranked[2]["score"] == 0.9
    without = fusion.fuse(candidates, 10, dataclasses.replace(constants, event_excess=0.0))
    assert [r["id"] for r in without] == [1, "e2", "e3"]


def test_a_digests_specific_hit_holding_more_in_one_segment_goes_just_above_it():
    """specific_margin: of the digest's own session's specific hits (not the digest, not a prompt)
    whose best segment holds at least the digest's best segment's share plus the margin, the first
    goes just above the digest, which keeps its place below; another session's hit, a prompt, a hit
    holding less stay where they were; nothing is dropped. Off (< 0) the fused order stands."""
    constants = fusion.Fusion(observation_weight=1.0, observation_bias=0.0, session_support=0.0, digest_bias=0.0,
                              term_coverage=0.0, specific_margin=-1.0)
    candidates = [
        fusion.Candidate("observation", 2.0, {"id": 1}, digest=True, segment=0.4, session="s1"),
        fusion.Candidate("observation", 1.5, {"id": 2}, segment=0.9, session="s2", specific=True),  # other session
        fusion.Candidate("event", 1.4, {"id": "e3"}, segment=1.0, session="s1"),  # a prompt: not specific
        fusion.Candidate("observation", 1.2, {"id": 4}, segment=0.5, session="s1", specific=True),  # 0.1 more
        fusion.Candidate("event", 1.0, {"id": "e5"}, segment=0.6, session="s1", specific=True),  # 0.2 more
        fusion.Candidate("observation", 0.8, {"id": 6}, segment=0.8, session="s1", specific=True),
    ]
    assert [r["id"] for r in fusion.fuse(candidates, 10, constants)] == [1, 2, "e3", 4, "e5", 6]
    at = dataclasses.replace(constants, specific_margin=0.2)  # e5 holds 0.6 >= 0.4 + 0.2: the first such
    ranked = fusion.fuse(candidates, 10, at)
    assert [r["id"] for r in ranked] == ["e5", 1, 2, "e3", 4, 6]
    assert ranked[0]["score"] == 1.0 and ranked[1]["score"] == 2.0  # scores stay each hit's own
    assert [r["id"] for r in fusion.fuse(candidates, 10, dataclasses.replace(constants, specific_margin=0.1))] == [
        4, 1, 2, "e3", "e5", 6]
    assert [r["id"] for r in fusion.fuse(candidates, 10, dataclasses.replace(constants, specific_margin=0.5))] == [
        1, 2, "e3", 4, "e5", 6]  # none holds 0.9
    # the first such hit already above its digest: nothing moves
    above = [fusion.Candidate("observation", 2.5, {"id": 7}, segment=0.8, session="s1", specific=True), *candidates]
    assert [r["id"] for r in fusion.fuse(above, 3, at)] == [7, 1, 2]
    assert fusion.parse("specific_margin=0.3").specific_margin == 0.3


def test_the_layout_memory_takes_its_own_bias():
    """layout_bias: the project's layout memory (metadata.digest "layout") is recognised and its
    fused score moved by the constant; other observations and events keep theirs."""
    assert session_rank.is_layout({"digest": "layout"}) and not session_rank.is_layout({"digest": "session"})
    assert not session_rank.is_layout(None)
    constants = fusion.Fusion(observation_weight=1.0, observation_bias=0.0, session_support=0.0, digest_bias=0.0,
                              term_coverage=0.0, layout_bias=0.0)
    candidates = [fusion.Candidate("observation", 1.0, {"id": 1}, layout=True),
                  fusion.Candidate("event", 0.9, {"id": "e2"}), fusion.Candidate("observation", 0.8, {"id": 3})]
    assert [r["id"] for r in fusion.fuse(candidates, 10, constants)] == [1, "e2", 3]
    ranked = fusion.fuse(candidates, 10, dataclasses.replace(constants, layout_bias=-0.3))
    assert [r["id"] for r in ranked] == ["e2", 3, 1]
    assert ranked[2]["score"] == 0.7 and ranked[1]["score"] == 0.8
    assert fusion.parse("layout_bias=-0.5").layout_bias == -0.5


def test_search_counts_the_query_terms_each_observation_holds(conn):
    """Through the real statement: an observation's term share is the query terms its text holds
    over the query's terms (the explain shows it), and it lifts the memory holding all of them
    above one that matches one word often."""
    from conftest import queue_event
    from memtool.retrieve import search
    from memtool.store import observations

    project = "/repo/terms"

    def store(title, narrative):
        record = observations.normalise(dict(title=title, narrative=narrative, type="discovery", project=project))
        return observations.store(conn, record)["id"]

    often = store("Webhook webhook webhook", "The webhook fires; webhook logs; webhook payloads; webhook again.")
    whole = store("Retry signing secret", "The webhook signing secret rotates; retry after rotation.")
    queue_event(conn, event_type="tool", project=project, tool="Bash",
                payload={"tool_input": {"command": "ls"}, "tool_output": "webhook.py"})
    conn.commit()
    results = search.search(conn, "webhook signing secret retry", project=project, mode="fts", explain=True)
    by_id = {r["id"]: r for r in results if r["source"] == "observation"}
    assert by_id[whole]["explain"]["terms"] == 1.0
    assert by_id[often]["explain"]["terms"] == 0.25
    assert [r["id"] for r in results].index(whole) < [r["id"] for r in results].index(often)


def test_search_reads_the_best_segment_of_a_digest_and_its_sessions_parts(conn, monkeypatch):
    """Through the real statements: a session digest holding the query's terms on separate lines
    and a part of its session holding them on one line; the explain shows each one's best
    segment's share, and with the rule on the part goes just above its digest. Another session's
    memory is not read."""
    from conftest import queue_event
    from memtool.retrieve import search
    from memtool.store import observations

    project = "/repo/segments"

    def store(title, narrative, session, digest=False):
        record = observations.normalise(dict(title=title, narrative=narrative, type="discovery", project=project,
                                             session_id=session, metadata={"digest": "session"} if digest else {}))
        return observations.store(conn, record)["id"]

    digest = store("Session digest: release work", "Looked at the webhook handler.\nRotated the signing key.\n"
                   "Ran the retry queue.\nRead the secret store docs.", "s1", digest=True)
    part = store("Commands and results", "Set up the build.\nThe webhook signing secret retry fails after rotation.",
                 "s1")
    other = store("Webhook notes", "Webhook signing secret retry, all in one line.", "s2")
    queue_event(conn, event_type="tool", project=project, tool="Bash", session="s1",
                payload={"tool_input": {"command": "make release"}, "tool_output": "webhook retry"})
    conn.commit()
    query = "webhook signing secret retry"
    monkeypatch.setenv(fusion.ENV, "digest_bias=2,specific_margin=-1")
    off = [r for r in search.search(conn, query, project=project, mode="fts", explain=True)
           if r["source"] == "observation"]
    assert [r["id"] for r in off][:2] == [digest, part]
    assert all("segment" not in r["explain"] for r in off)  # not read when the rule is off
    monkeypatch.setenv(fusion.ENV, "digest_bias=2,specific_margin=0.2")
    on = [r for r in search.search(conn, query, project=project, mode="fts", explain=True)
          if r["source"] == "observation"]
    by_id = {r["id"]: r for r in on}
    assert by_id[digest]["explain"]["segment"] == 0.25 and by_id[part]["explain"]["segment"] == 1.0
    assert "segment" not in by_id[other]["explain"]
    assert [r["id"] for r in on][:2] == [part, digest]
