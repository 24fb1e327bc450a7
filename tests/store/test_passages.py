"""The event tier: passages of captured events, searched next to observations, drilled into by ref."""

from __future__ import annotations

import json

import pytest

from conftest import memtool
from memtool.retrieve import context, eventlog, search
from memtool.capture import ingest
from memtool.store import observations, passages

P = "/repo/shop"
ERROR = "E1101: Module 'zlib' has no 'crc64' member (no-member)"


def claude(session: str, hook: str, **fields) -> str:
    return json.dumps({"session_id": session, "cwd": fields.pop("cwd", P), "hook_event_name": hook, **fields})


def tool(session: str, use_id: str, command: str, stdout: str, name: str = "Bash", **fields) -> str:
    return claude(session, "PostToolUse", tool_name=name, tool_use_id=use_id,
                  tool_input=fields.pop("tool_input", {"command": command, "description": "run it"}),
                  tool_response=fields.pop("tool_response", {"stdout": stdout, "stderr": "", "interrupted": False}),
                  **fields)


def ingest_lines(lines: list[str]) -> list[dict]:
    return [r for r in ingest.ingest(lines) if r.get("kind") == "event"]


def test_split_keeps_head_tail_and_error_lines_of_long_outputs():
    middle = [f"compiling unit {i} ok" for i in range(3000)]
    middle[1500] = "src/cache.c:41: error: unknown type name 'crc_t'"
    text = "\n".join(["build started", *middle, "build finished with 1 error"])
    event = {"event_type": "tool", "tool_name": "Bash",
             "payload": {"tool_input": {"command": "make -j4"}, "tool_output": text}}
    parts = passages.split(event)
    bodies = "\n".join(p["body"] for p in parts)
    assert "build started" in bodies and "build finished with 1 error" in bodies
    assert "unknown type name 'crc_t'" in bodies
    assert "compiling unit 1200 ok" not in bodies  # the middle is not indexed, except its errors
    assert all(len(p["body"]) <= passages.PASSAGE_CHARS for p in parts)
    assert [p["part"] for p in parts] == list(range(len(parts)))
    outputs = [p for p in parts if p["role"] == "output"]
    assert outputs and all(p["body"].startswith("Bash: make -j4\n") for p in outputs)
    assert passages.event_text(event).count("compiling unit") == 2999  # the whole text stays whole


def test_structured_outputs_give_their_strings_not_their_json():
    read = {"type": "text", "file": {"filePath": "/repo/shop/cart.py", "content": "def total(items):\n    return 0\n"}}
    event = {"event_type": "tool", "tool_name": "Read",
             "payload": {"tool_input": {"file_path": "/repo/shop/cart.py"}, "tool_output": json.dumps(read)}}
    text = passages.event_text(event)
    assert "def total(items):\n    return 0" in text and '\\n' not in text and '"filePath"' not in text
    assert passages.files_of(event) == ["/repo/shop/cart.py"]


def test_refs():
    assert eventlog.parse_ref("e12") == ("event", 12)
    assert eventlog.parse_ref("event:12") == ("event", 12)
    assert eventlog.parse_ref("12") == ("observation", 12)
    assert eventlog.parse_ref(7) == ("observation", 7)
    with pytest.raises(Exception, match="not a memory ref"):
        eventlog.parse_ref("x12")


def test_error_string_found_in_an_event_and_get_drills_to_it(conn, cli_env):
    lines = [claude("s1", "UserPromptSubmit", prompt="lint the checksum module"),
             tool("s1", "t1", "pylint shop/checksum.py", f"************* Module shop.checksum\n{ERROR}\n"),
             tool("s1", "t2", "git status", "nothing to commit")]
    stored = ingest_lines(lines)
    obs_id = observations.store(conn, observations.normalise(
        {"title": "Checksum module linted", "narrative": "pylint was run on the checksum module"}, P))["id"]
    conn.commit()
    run = memtool(cli_env, "search", "--project", P, "zlib has no crc64 member")
    assert run.returncode == 0, run.stderr
    results = [json.loads(line) for line in run.stdout.splitlines()]
    top = results[0]
    event_id = stored[1]["id"]
    assert top["source"] == "event" and top["ref"] == f"e{event_id}" and top["type"] == "tool"
    assert "crc64" in top["snippet"] and top["title"].startswith("Bash:")
    got = memtool(cli_env, "get", "--project", P, top["ref"])
    assert got.returncode == 0, got.stderr
    event = json.loads(got.stdout)
    assert event["kind"] == "event" and event["id"] == event_id and event["ref"] == top["ref"]
    assert ERROR in event["text"] and "pylint shop/checksum.py" in event["text"]
    assert event["payload"]["tool_input"]["command"] == "pylint shop/checksum.py"
    # get takes both kinds of refs in one call, in order; search results on stdin work too
    assert all(r["source"] == "event" for r in results)  # no observation holds the error
    both = memtool(cli_env, "get", "--project", P, top["ref"], str(obs_id))
    assert [json.loads(line)["kind"] for line in both.stdout.splitlines()] == ["event", "observation"]
    piped = memtool(cli_env, "get", "--project", P, "-", input=run.stdout)
    assert [json.loads(line).get("ref", str(json.loads(line)["id"])) for line in piped.stdout.splitlines()] \
        == [r["ref"] for r in results]
    # the timeline of an event is its session's events around it
    around = memtool(cli_env, "timeline", "--project", P, top["ref"])
    rows = [json.loads(line) for line in around.stdout.splitlines()]
    assert [r["position"] for r in rows] == [-1, 0, 1] and rows[1]["anchor"] and rows[1]["ref"] == top["ref"]
    missing = memtool(cli_env, "get", "--all-projects", "e999999")
    assert missing.returncode == 1 and "e999999" in missing.stderr


def test_observation_results_link_their_source_events(conn):
    stored = ingest_lines([tool("s1", "t1", "make test", "3 passed")])
    observations.store(conn, observations.normalise(
        {"title": "make test runs the suite", "source_event_ids": [stored[0]["id"]]}, P))
    conn.commit()
    result = next(r for r in search.search(conn, "make test suite", project=P, mode="fts")
                  if r["source"] == "observation")
    assert result["source_events"] == [f"e{stored[0]['id']}"] and result["ref"] == str(result["id"])


def test_filters_apply_to_both_tiers(conn):
    ingest_lines([
        claude("s1", "UserPromptSubmit", prompt="why does the flamingo cache miss", timestamp="2026-01-01T10:00:00Z"),
        tool("s1", "t1", "cat src/flamingo.py", "flamingo cache body", name="Read",
             tool_input={"file_path": "/repo/shop/src/flamingo.py"}, timestamp="2026-01-01T10:01:00Z"),
        tool("s2", "t2", "grep flamingo", "flamingo cache in other session", timestamp="2026-03-01T10:00:00Z"),
        tool("s3", "t3", "grep flamingo", "flamingo cache elsewhere", cwd="/repo/other",
             timestamp="2026-03-01T10:00:00Z"),
    ])
    observations.store(conn, observations.normalise(
        {"title": "flamingo cache note", "type": "gotcha", "session_id": "s1",
         "files_read": ["/repo/shop/src/flamingo.py"], "created_at": "2026-01-01T11:00:00Z"}, P))
    conn.commit()

    def found(**filters):
        return {(r["source"], r["type"], r.get("session_id")) for r in
                search.search(conn, "flamingo cache", project=P, mode="fts", limit=50, **filters)}

    everything = found()
    assert ("observation", "gotcha", None) in everything
    assert {("event", "tool", "s2"), ("event", "tool", "s1"), ("event", "prompt", "s1")} <= everything
    assert all(session != "s3" for _, _, session in everything)  # another project
    assert {s for _, _, s in found(session="s2")} == {"s2"}
    assert found(types=["prompt"]) == {("event", "prompt", "s1")}
    assert found(types=["gotcha"]) == {("observation", "gotcha", None)}
    assert found(file="src/flamingo.py") == {("event", "tool", "s1"), ("observation", "gotcha", None)}
    assert found(since="2026-02-01") == {("event", "tool", "s2")}
    assert ("event", "tool", "s2") not in found(until="2026-02-01")
    only_events = search.search(conn, "flamingo cache", project=P, mode="fts", limit=50, tiers=["event"])
    assert only_events and {r["source"] for r in only_events} == {"event"}


def test_a_phrase_of_the_query_ranks_the_passage_holding_it_first(conn):
    # Both outputs hold the same words; only the older one holds "debug log" as the query says it.
    # Without the phrase bonus they tie and the newer event comes first.
    events = ingest_lines([
        tool("s1", "t1", "cat notes", "debug log written to the watch folder", timestamp="2026-01-01T10:00:00Z"),
        tool("s1", "t2", "cat notes", "log written to the debug watch folder", timestamp="2026-01-01T10:01:00Z"),
    ])
    conn.commit()
    phrase, scattered = (e["id"] for e in events)
    rows, idf, lexemes = eventlog.search(conn, "Where is the debug log?", project=P, limit=5)
    assert [r["event_id"] for r in rows] == [phrase, scattered]
    assert float(rows[0]["bm25"]) > float(rows[1]["bm25"]) > 0
    assert set(lexemes) == {"debug", "log"} and idf > 0
    # words of the query that are not next to each other there are no phrase
    rows, _, _ = eventlog.search(conn, "log of the debug run", project=P, limit=5)
    assert [r["event_id"] for r in rows] == [scattered, phrase]
    assert float(rows[0]["bm25"]) == float(rows[1]["bm25"])


def test_a_prompt_asking_ranks_below_the_output_answering(conn):
    # The user's prompt shares the question's words; the tool output that answers has them too
    # (and its call's header besides, so without the prompt's discount the prompt would win).
    events = ingest_lines([
        tool("s1", "t1", "cat notes", "flamingo cache lives in var tmp", timestamp="2026-01-01T10:00:00Z"),
        claude("s2", "UserPromptSubmit", prompt="where does the flamingo cache live", timestamp="2026-01-02T10:00:00Z"),
    ])
    conn.commit()
    output, prompt = (e["id"] for e in events)
    rows, _, _ = eventlog.search(conn, "Where does the flamingo cache live?", project=P, limit=5)
    assert [r["event_id"] for r in rows] == [output, prompt]
    assert rows[1]["role"] == "prompt" and float(rows[1]["bm25"]) > 0


def test_context_includes_a_passage_when_no_observation_answers(conn):
    long_output = "\n".join(f"step {i}: fine" for i in range(400)) + \
        "\nRuntimeError: the pelican queue is sealed after shutdown\n" + "\n".join(f"tail {i}" for i in range(50))
    stored = ingest_lines([tool("s1", "t1", "python worker.py", long_output)])
    observations.store(conn, observations.normalise({"title": "Worker module refactored",
                                                     "narrative": "split into smaller functions"}, P))
    conn.commit()
    block = context.build_context(conn, P, query="why is the pelican queue sealed?")
    ref = f"e{stored[0]['id']}"
    assert ref in block["included_ids"]
    assert "RuntimeError: the pelican queue is sealed after shutdown" in block["text"]
    assert "step 10: fine" not in block["text"]  # an excerpt, not the whole output
    assert block["chars"] <= context.DEFAULT_BUDGET and block["text"].startswith(context.OPEN_TAG)


def test_backfill_indexes_old_events_once(conn):
    from conftest import queue_event

    event_id = queue_event(conn, event_type="tool", project=P, tool="Bash",
                           payload={"tool_input": {"command": "cargo build"}, "tool_output": "linker `cc` not found"})
    assert conn.execute("SELECT count(*) AS n FROM event_passages").fetchone()["n"] == 0
    first = list(passages.backfill(conn))
    assert first and first[0]["events"] == 1 and first[0]["passages"] == 2
    assert list(passages.backfill(conn)) == []
    hit = search.search(conn, "linker cc not found", project=P, mode="fts")[0]
    assert hit["ref"] == f"e{event_id}"


def _passage_count(conn) -> int:
    return conn.execute("SELECT count(*) AS n FROM event_passages").fetchone()["n"]


def test_ingest_leaves_indexing_to_compress_and_search(conn, cli_env):
    """Capture only stores; compress indexes what it claims, a search what came since the newest
    indexed event (at most its limit), and neither writes an event's passages twice."""
    ingest_lines([tool("s1", f"t{i}", f"make target{i}", f"target{i} built in {i} s") for i in range(6)])
    assert _passage_count(conn) == 0
    assert passages.catch_up(conn, limit=2) == 2
    conn.commit()
    indexed = {r["event_id"] for r in conn.execute("SELECT event_id FROM event_passages")}
    assert len(indexed) == 2
    run = memtool(cli_env, "compress", "--pending", "--llm", "none")
    assert run.returncode == 0, run.stderr
    per_event = conn.execute("SELECT event_id, count(*) AS n FROM event_passages GROUP BY event_id").fetchall()
    assert len(per_event) == 6 and len({r["n"] for r in per_event}) == 1  # each event once, none doubled
    before = _passage_count(conn)
    assert list(passages.backfill(conn)) == [] and passages.catch_up(conn) == 0
    assert _passage_count(conn) == before
