"""The developer vocabulary: a question in words finds the command that does it (memtool/vocabulary.py)."""

from __future__ import annotations

import json

import pytest

from memtool import vocabulary
from memtool.capture import ingest
from memtool.retrieve import eventlog, search
from memtool.store import observations

P = "/repo/web"


def _bash(session: str, use_id: str, command: str, stdout: str, at: str) -> str:
    return json.dumps({"session_id": session, "cwd": P, "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_use_id": use_id, "timestamp": at,
                       "tool_input": {"command": command, "description": "run it"},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


def test_every_word_of_the_table_stems_as_the_index_stems_it(conn):
    words = {w for activity, tools in vocabulary.ACTIVITIES for w in (activity + " " + tools).split()}
    table = vocabulary._table()
    for word in sorted(words):
        indexed = conn.execute("SELECT array(SELECT lexeme FROM unnest(to_tsvector('english',"
                               " memtool_passage_words(%s)))) AS l", (word,)).fetchone()["l"]
        stems = set(table) | {t for tools in table.values() for t in tools}
        assert any(lexeme in stems for lexeme in indexed), (word, indexed)


def test_expansions_name_tools_for_activity_words_only():
    found = vocabulary.expansions(["type-check", "whole", "project"])
    assert set(found) == {"type-check"} and "tsc" in found["type-check"] and "mypi" in found["type-check"]
    assert vocabulary.expansions(["lint", "eslint"])["lint"].count("eslint") == 0  # the query names it already
    assert vocabulary.expansions(["check", "run", "find", "build"]) == {}  # everyday words are no keys


def test_a_question_in_words_finds_the_command_that_does_it(conn, monkeypatch):
    events = [e for e in ingest.ingest([
        _bash("s1", "t1", "cd web && npx tsc --noEmit", "exit 0", "2026-01-01T10:00:00Z"),
        _bash("s1", "t2", "cat web/README.md", "the web project: a shop front", "2026-01-01T10:01:00Z"),
    ]) if e.get("kind") == "event"]
    conn.commit()
    tsc, readme = (e["id"] for e in events)
    question = "How do I type-check the web project?"
    monkeypatch.setenv("MEMTOOL_FUSION", "vocabulary=0")
    rows, idf_off, _ = eventlog.search(conn, question, project=P, limit=5)
    assert [r["event_id"] for r in rows][:1] == [readme]  # only shared words count: the README leads
    off = {r["event_id"]: float(r["bm25"]) for r in rows}
    monkeypatch.setenv("MEMTOOL_FUSION", "vocabulary=1")
    rows, idf_on, _ = eventlog.search(conn, question, project=P, limit=5)
    assert [r["event_id"] for r in rows][0] == tsc  # `tsc` type-checks: it now holds the question's rarest term
    assert idf_on == idf_off  # the tools add to what a text holds, not to what the query asks
    monkeypatch.setenv("MEMTOOL_FUSION", "vocabulary=0.5")
    rows, _, _ = eventlog.search(conn, question, project=P, limit=5)
    half = {r["event_id"]: float(r["bm25"]) for r in rows}
    assert half[readme] == pytest.approx(off[readme])  # a text without the tools is scored as before
    assert half[tsc] > off.get(tsc, 0.0)


def test_the_observation_tier_is_left_to_its_vectors(conn, monkeypatch):
    # Observations find meaning through their embeddings; the vocabulary is the event tier's alone
    # (fitted on both tiers it moved first places of other repositories: bench/RESULTS.md).
    for title in ("Ran npx tsc --noEmit in web: no errors", "The web shop front lists products"):
        observations.store(conn, observations.normalise({"project": P, "type": "discovery", "title": title,
                                                        "narrative": title}))
    conn.commit()
    question = "How do I type-check the web project?"
    found = {}
    for share in ("0", "1"):
        monkeypatch.setenv("MEMTOOL_FUSION", f"vocabulary={share}")
        found[share] = [(r["title"], r["score"]) for r in search.search(conn, question, project=P, mode="fts",
                                                                         tiers=("observation",))]
    assert found["0"] == found["1"] and found["1"][0][0].startswith("The web shop")
