"""Rollups with drill-down: session summaries linked to their events and observations, day
rollups linked to their sessions, `memtool timeline --day / --session`, idempotent re-runs."""

from __future__ import annotations

import json
import subprocess

import pytest

from conftest import memtool, TESTS
from memtool.distil import summary_rules
from test_llm import FakeServer

PROJECT = "/home/dev/shop"
OTHER = "/home/dev/blog"
DAY1, DAY2 = "2026-11-28", "2026-11-29"


# -- the rules, on their own -------------------------------------------------------------------------


def tool(id_, name, failed=None, output="", **tool_input):
    return {"id": id_, "tool_name": name, "project": PROJECT, "cwd": PROJECT,
            "payload": {"tool_input": tool_input, "tool_output": output,
                        "exit_code": None if failed is None else (1 if failed else 0), "is_error": failed}}


def test_session_rules_keep_commands_errors_and_fixes_and_drop_bookkeeping():
    commit = ("git commit -F - <<'EOF'\nCart: totals round half-even\n\nThe rounding mode came from the locale.\n"
              "EOF")
    material = {
        "prompts": [{"id": 1, "text": "The cart total is off by a cent for 3 items at 0.335 — fix it"},
                    {"id": 20, "text": "  "}],
        "tools": [
            tool(2, "Bash", False, command="ls -la src"),
            tool(3, "TodoWrite", None, todos=[{"content": "fix cart"}]),
            tool(4, "Read", None, file_path=f"{PROJECT}/src/cart.py"),
            tool(5, "Bash", True, "tests/test_cart.py F\nE   AssertionError: assert Decimal('1.01') == Decimal('1.00')"
                                  "\n1 failed", command="cd /home/dev/shop && python -m pytest -x tests/test_cart.py"),
            tool(6, "Edit", False, file_path=f"{PROJECT}/src/cart.py", old_string="ROUND_HALF_UP",
                 new_string="ROUND_HALF_EVEN"),
            tool(7, "Bash", False, "1 passed", command="pytest tests/test_cart.py"),
            tool(8, "Bash", True, "sh: 1: ruff: not found", command="ruff check src"),
            tool(9, "Bash", False, command="pip install ruff"),
            tool(10, "Bash", False, command="ruff check src"),
            tool(11, "Bash", False, command="git add -A"),
            tool(12, "Bash", False, command="git status"),
            tool(13, "Bash", False, command=commit),
            tool(14, "Bash", True, "Error: connect ECONNREFUSED 127.0.0.1:5432", command="npm run e2e"),
            tool(15, "Bash", False, command="npm run build"),
            tool(16, "Bash", False, command="npm run build"),
        ],
        "observations": [{"id": 40, "type": "gotcha", "title": "Decimal quantize uses the context's rounding",
                          "files_read": [], "files_modified": []},
                         {"id": 41, "type": "discovery", "title": "Session digest: the cart total", "files_read": [],
                          "files_modified": [], "metadata": {"digest": "session"}}],
        "final": {"id": 17, "text": "Fixed the rounding in src/cart.py. Next: run the e2e suite once Postgres is up."},
    }
    fields = summary_rules.session(material)
    assert fields["request"] == "The cart total is off by a cent for 3 items at 0.335 — fix it"
    assert fields["commands"] == ["pytest tests/test_cart.py", "pip install ruff", "ruff check src", "npm run build"]
    assert fields["learned"].splitlines() == [
        "`cd /home/dev/shop && python -m pytest -x tests/test_cart.py` failed: "
        "E AssertionError: assert Decimal('1.01') == Decimal('1.00') → after editing src/cart.py it passed",
        "`ruff check src` failed: sh: 1: ruff: not found → passed after `pip install ruff`",
        "Decimal quantize uses the context's rounding"]
    assert fields["completed"].splitlines() == ["Edited src/cart.py", "Committed: Cart: totals round half-even"]
    assert fields["next_steps"].splitlines() == [
        "`npm run e2e` still fails: Error: connect ECONNREFUSED 127.0.0.1:5432",
        "Next: run the e2e suite once Postgres is up."]
    assert fields["files_modified"] == ["src/cart.py"] and fields["files_read"] == []
    assert fields["outcome"].startswith("Fixed the rounding in src/cart.py.")
    # Links: the prompt, the commands and errors kept, the edit, the commit, the final message — not
    # the listing, the todo list, the read, `git add` or `git status`.
    assert fields["source_event_ids"] == [1, 5, 6, 7, 8, 9, 10, 13, 14, 15, 17]
    assert fields["observation_ids"] == [40, 41] and fields["investigated"] == ""


def test_rule_helpers():
    assert summary_rules.is_bookkeeping("cd app && git add -A") and summary_rules.is_bookkeeping("FOO=1 ls")
    assert not summary_rules.is_bookkeeping("make test") and not summary_rules.is_bookkeeping("git push")
    assert summary_rules.same_work("pytest tests/a.py::test_one", "python -m pytest -q tests/a.py")
    assert summary_rules.same_work("cd app && make", "source env.sh && make clean && make 2>&1 | tail -3")
    assert not summary_rules.same_work("pytest tests/a.py", "pytest tests/a.py::test_one")
    assert not summary_rules.same_work("npm run build", "npm run test")
    assert not summary_rules.same_work("make", "make -n build")
    assert summary_rules.chain('grep -E "a|b" x | sort 2>&1 && make; ls &') == ['grep -E "a|b" x', "sort 2>&1",
                                                                                 "make", "ls"]
    assert summary_rules.commit_title('git commit -am "Fix the parser"') == "Fix the parser"
    assert summary_rules.commit_title("git commit -m 'one' -m 'two'") == "one"
    assert summary_rules.commit_title("git status") is None
    assert summary_rules.lines(["a", "b", "a", "", "c" * 10], limit=8) == "a\nb"


# -- through the CLI, on a real database ---------------------------------------------------------------


def hook(session, when, event, **fields):
    return {"session_id": session, "cwd": fields.pop("cwd", PROJECT), "hook_event_name": event, "timestamp": when,
            **fields}


def bash(session, when, use_id, command, stdout="", is_error=False, **extra):
    response = {"stdout": stdout, "stderr": "", "interrupted": False}
    if is_error:
        response["is_error"] = True
    return hook(session, when, "PostToolUse", tool_name="Bash", tool_use_id=use_id, tool_input={"command": command},
                tool_response=response, **extra)


def day_one_sessions() -> list[dict]:
    """s-fix (day 1), s-late (day 1 23:58 → day 2 00:03), s-blog (another project, day 1)."""
    return [
        hook("s-fix", f"{DAY1}T09:00:00Z", "UserPromptSubmit", prompt="Checkout fails with KeyError: 'currency'"),
        bash("s-fix", f"{DAY1}T09:01:00Z", "t1", "pytest tests/test_checkout.py",
             "E   KeyError: 'currency'\n1 failed", is_error=True),
        hook("s-fix", f"{DAY1}T09:02:00Z", "PostToolUse", tool_name="Edit", tool_use_id="t2",
             tool_input={"file_path": f"{PROJECT}/shop/checkout.py", "old_string": "cfg['currency']",
                         "new_string": "cfg.get('currency', 'EUR')"},
             tool_response={"filePath": f"{PROJECT}/shop/checkout.py"}),
        bash("s-fix", f"{DAY1}T09:03:00Z", "t3", "pytest tests/test_checkout.py", "3 passed"),
        hook("s-fix", f"{DAY1}T09:04:00Z", "Stop", last_assistant_message="Checkout defaults the currency to EUR."),
        hook("s-late", f"{DAY1}T23:58:00Z", "UserPromptSubmit", prompt="Add a make target for the docs"),
        hook("s-late", f"{DAY1}T23:59:00Z", "PostToolUse", tool_name="Write", tool_use_id="t4",
             tool_input={"file_path": f"{PROJECT}/Makefile", "content": "docs:\n\tmkdocs build\n"},
             tool_response={"filePath": f"{PROJECT}/Makefile"}),
        bash("s-late", f"{DAY2}T00:03:00Z", "t5", "make docs", "INFO - Documentation built"),
        hook("s-blog", f"{DAY1}T10:00:00Z", "UserPromptSubmit", prompt="Publish the draft about caching",
             cwd=OTHER),
        bash("s-blog", f"{DAY1}T10:01:00Z", "t6", "hugo --minify", "Total in 120 ms", cwd=OTHER),
    ]


def records(result) -> list[dict]:
    return [json.loads(line) for line in result.stdout.splitlines()]


def ingest(env, lines: list[dict]) -> None:
    memtool(env, "ingest", "-q", input="".join(json.dumps(line) + "\n" for line in lines), ok=True)
    memtool(env, "compress", "--pending", "--llm", "none", ok=True)


@pytest.fixture
def env(cli_env) -> dict:
    return dict(cli_env, MEMTOOL_LLM="none")


def event_rows(conn) -> list[tuple]:
    conn.commit()
    return [tuple(r.values()) for r in conn.execute("SELECT * FROM events ORDER BY id")]


def test_a_day_rollup_links_to_its_sessions_and_they_to_their_events(conn, env):
    ingest(env, day_one_sessions())
    out = records(memtool(env, "summarize", "--pending", ok=True))
    summaries = {r["session_id"]: r for r in out if r["kind"] == "summary"}
    rollups = {(r["project"], r["day"]): r for r in out if r["kind"] == "rollup"}
    assert set(summaries) == {"s-fix", "s-late", "s-blog"}
    assert set(rollups) == {(PROJECT, DAY1), (PROJECT, DAY2), (OTHER, DAY1)}
    assert summaries["s-late"]["days"] == [DAY1, DAY2]

    # Zoom out: the day lists its rollup, then its sessions in order, each with its summary.
    day = records(memtool(env, "timeline", "--day", DAY1, "--project", PROJECT, ok=True))
    assert [r["kind"] for r in day] == ["rollup", "session", "session"]
    rollup = day[0]
    assert rollup["session_ids"] == ["s-fix", "s-late"]
    assert rollup["summary_ids"] == [summaries["s-fix"]["id"], summaries["s-late"]["id"]]
    assert rollup["request"].splitlines() == ["Checkout fails with KeyError: 'currency'",
                                              "Add a make target for the docs"]
    assert "`pytest tests/test_checkout.py` failed: E KeyError: 'currency' → after editing shop/checkout.py it passed" \
        in rollup["learned"].splitlines()
    assert rollup["files_modified"] == ["shop/checkout.py", "Makefile"]
    assert [s["session_id"] for s in day[1:]] == ["s-fix", "s-late"]
    assert [s["summary_id"] for s in day[1:]] == rollup["summary_ids"]
    assert day[2]["events"] == 2 and day[2]["ended_at"].startswith(f"{DAY1}T23:59")
    next_day = records(memtool(env, "timeline", "--day", DAY2, "--project", PROJECT, ok=True))
    assert [(r["kind"], r.get("session_ids"), r.get("session_id")) for r in next_day] == [
        ("rollup", ["s-late"], None), ("session", None, "s-late")]
    every_project = records(memtool(env, "timeline", "--day", DAY1, ok=True))
    assert {r["project"] for r in every_project if r["kind"] == "rollup"} == {PROJECT, OTHER}

    # Zoom in: the session's summary, then its events in order (refs for `get`), each followed
    # by the observations made from it; the events the summary quotes are marked.
    zoom = records(memtool(env, "timeline", "--session", "s-fix", ok=True))
    assert zoom[0]["kind"] == "summary" and zoom[0]["id"] == summaries["s-fix"]["id"]
    rows = zoom[1:]
    assert [r["position"] for r in rows] == list(range(len(rows)))
    events = [r for r in rows if r["source"] == "event"]
    stored = [r["id"] for r in conn.execute("SELECT id FROM events WHERE session_id = 's-fix' ORDER BY id")]
    assert [r["id"] for r in events] == stored and [r["ref"] for r in events] == [f"e{i}" for i in stored]
    assert [r["type"] for r in events] == ["prompt", "tool", "tool", "tool", "session_end"]
    assert events[1]["title"] == "Bash: pytest tests/test_checkout.py" and events[1]["failed"] is True
    assert set(zoom[0]["source_event_ids"]) == {r["id"] for r in events if r["in_summary"]}
    assert set(zoom[0]["source_event_ids"]) <= set(stored) and len(zoom[0]["source_event_ids"]) >= 4
    observations = [r for r in rows if r["source"] == "observation"]
    assert [r["id"] for r in observations] == zoom[0]["observation_ids"] and observations
    for obs in observations:  # each right after the last event it came from
        before = rows[obs["position"] - 1]
        assert before["source"] == "observation" or before["id"] == max(obs["source_event_ids"])

    text = memtool(env, "timeline", "--session", "s-fix", "--table", ok=True).stdout
    assert "e" + str(stored[1]) in text and "pytest tests/test_checkout.py" in text
    assert f"summary {zoom[0]['id']}" in text and "Checkout fails with KeyError" in text
    wrong = memtool(env, "timeline", "--session", "s-fix", "--project", OTHER)
    assert wrong.returncode == 1 and "session s-fix not found in project /home/dev/blog" in wrong.stderr
    usage = memtool(env, "timeline", "--day", DAY1, "--session", "s-fix")
    assert usage.returncode == 2 and "give one of" in usage.stderr
    bad_day = memtool(env, "timeline", "--day", "30/11")
    assert bad_day.returncode == 1 and "2026-11-30" in bad_day.stderr


def test_rerunning_changes_nothing_and_growth_versions_without_rewriting_events(conn, env):
    ingest(env, day_one_sessions())
    memtool(env, "summarize", "--pending", ok=True)
    exported = memtool(env, "export", ok=True).stdout
    events_before = event_rows(conn)

    again = memtool(env, "summarize", "--pending", ok=True)
    assert again.stdout == "" and "0 day rollups written" in again.stderr
    forced = memtool(env, "summarize", "--day", DAY1, "--day", DAY2, "--force", ok=True)
    assert forced.stdout == "" and "3 days, 0 day rollups written, 3 unchanged" in forced.stderr
    resummarized = memtool(env, "summarize", "--session", "s-fix", "--force", ok=True)
    assert resummarized.stdout == "" and "1 unchanged" in resummarized.stderr
    assert memtool(env, "export", ok=True).stdout == exported
    assert conn.execute("SELECT count(*) AS n FROM day_rollup_versions").fetchone()["n"] == 0
    assert conn.execute("SELECT count(*) AS n FROM summary_versions").fetchone()["n"] == 0

    # The late session goes on the next day: its summary and both its days change, once.
    ingest(env, [bash("s-late", f"{DAY2}T00:10:00Z", "t7", "make docs-serve", "Serving on http://127.0.0.1:8000")])
    out = records(memtool(env, "summarize", "--pending", ok=True))
    assert [(r["kind"], r.get("session_id") or r["day"], r["version"]) for r in out] == [
        ("summary", "s-late", 2), ("rollup", DAY1, 2), ("rollup", DAY2, 2)]
    assert "make docs-serve" in out[0]["commands"] and "make docs-serve" in out[2]["commands"]
    snapshot = conn.execute("SELECT snapshot FROM day_rollup_versions ORDER BY id").fetchone()["snapshot"]
    assert snapshot["version"] == 1 and "make docs-serve" not in snapshot["commands"]
    assert memtool(env, "summarize", "--pending", ok=True).stdout == ""
    # Nothing captured was rewritten: the old events are exactly as they were, one was added.
    after = event_rows(conn)
    assert after[:len(events_before)] == events_before and len(after) == len(events_before) + 1


def test_rollups_survive_export_and_import(conn, env, make_database):
    ingest(env, day_one_sessions())
    memtool(env, "summarize", "--pending", ok=True)
    exported = memtool(env, "export", ok=True).stdout
    kinds = [json.loads(line)["kind"] for line in exported.splitlines()]
    assert kinds[-3:] == ["rollup"] * 3 and "summary" in kinds
    fresh = dict(env, MEMTOOL_DATABASE_URL=make_database())
    imported = records(memtool(fresh, "import", input=exported, ok=True))
    assert {r["action"] for r in imported} == {"created"}
    assert memtool(fresh, "export", ok=True).stdout == exported
    again = records(memtool(fresh, "import", input=exported, ok=True))
    assert {r["action"] for r in again} == {"duplicate"}
    # The imported rollups are current: nothing to redo.
    assert memtool(fresh, "summarize", "--pending", ok=True).stdout == ""
    markdown = memtool(env, "export", "--format", "markdown", "--kind", "rollup", ok=True).stdout
    assert f"## {DAY1} (day rollup, 2 sessions)" in markdown and "`make docs`" in markdown


def test_summaries_written_before_schema_8_get_their_links_once(conn, env):
    ingest(env, day_one_sessions()[:5])
    memtool(env, "summarize", "--pending", ok=True)
    conn.execute("UPDATE summaries SET days = '{}', source_event_ids = '{}', observation_ids = '{}',"
                 " content_hash = 'hash of the schema-3 fields'")
    conn.execute("DELETE FROM day_rollups")
    conn.commit()
    out = records(memtool(env, "summarize", "--pending", ok=True))
    assert [r["kind"] for r in out] == ["summary", "rollup"]
    assert out[0]["days"] == [DAY1] and out[0]["source_event_ids"] and out[1]["session_ids"] == ["s-fix"]
    assert memtool(env, "summarize", "--pending", ok=True).stdout == ""


def test_mcp_summaries_zooms_from_a_day_to_a_session(conn, env, tmp_path):
    from test_mcp import ok, run_client

    ingest(env, day_one_sessions())
    memtool(env, "summarize", "--pending", ok=True)

    async def script(session):
        day = await session.call_tool("summaries", {"day": DAY1})
        zoom = await session.call_tool("summaries", {"session": "s-fix"})
        other = await session.call_tool("summaries", {"session": "s-blog"})
        both = await session.call_tool("summaries", {"day": DAY1, "session": "s-fix"})
        return day, zoom, other, both

    day, zoom, other, both = run_client(dict(env, MEMTOOL_PROJECT=PROJECT), script, tmp_path / "server.log")
    day = ok(day)
    assert day["project"] == PROJECT and [r["session_ids"] for r in day["rollups"]] == [["s-fix", "s-late"]]
    assert [s["session_id"] for s in day["sessions"]] == ["s-fix", "s-late"]
    zoom = ok(zoom)
    assert zoom["summary"]["session_id"] == "s-fix" and zoom["rows"][0]["ref"].startswith("e")
    assert set(zoom["summary"]["source_event_ids"]) <= {r["id"] for r in zoom["rows"] if r["source"] == "event"}
    assert other.is_error and "not found in project /home/dev/shop" in other.content[0].text
    assert both.is_error and "exactly one of day or session" in both.content[0].text


# -- with a model ------------------------------------------------------------------------------------


@pytest.fixture
def fake_server(request):
    server = FakeServer(request.param)
    yield server
    server.close()


SUMMARY_ANSWER = {"investigated": "Why checkout raised KeyError", "learned": "cfg may lack 'currency'",
                  "completed": "shop/checkout.py defaults the currency to EUR", "next_steps": "none",
                  "decisions": ["Default currency is EUR"]}
ROLLUP_ANSWER = {"completed": "Checkout no longer crashes without a currency",
                 "learned": "cfg may lack 'currency'", "next_steps": "Nothing left"}


@pytest.mark.parametrize("fake_server", [[json.dumps(SUMMARY_ANSWER), json.dumps(ROLLUP_ANSWER)]], indirect=True)
def test_summary_and_rollup_through_an_endpoint(conn, env, fake_server):
    ingest(env, day_one_sessions()[:5])
    out = records(memtool(dict(env, MEMTOOL_LLM="auto", MEMTOOL_LLM_URL=fake_server.url), "summarize", "--pending",
                          ok=True))
    summary, rollup = out
    assert summary["method"] == rollup["method"] == "openai:fake-model"
    assert summary["completed"] == SUMMARY_ANSWER["completed"] and "Default currency is EUR" in summary["decisions"]
    assert summary["request"] == "Checkout fails with KeyError: 'currency'"  # verbatim, not the model's
    assert summary["commands"] == ["pytest tests/test_checkout.py"] and summary["source_event_ids"]
    assert rollup["completed"] == ROLLUP_ANSWER["completed"] and rollup["session_ids"] == ["s-fix"]
    assert rollup["request"] == "Checkout fails with KeyError: 'currency'"
    prompt = fake_server.requests[1]["messages"][-1]["content"]
    assert prompt.startswith(f"Sessions of {DAY1} (UTC)") and "shop/checkout.py defaults the currency" in prompt
    assert fake_server.requests[1]["response_format"]["json_schema"]["schema"]["required"] == [
        "completed", "learned", "next_steps"]


@pytest.mark.parametrize("fake_server", [["this is not JSON"]], indirect=True)
def test_unusable_model_output_falls_back_to_the_rules(conn, env, fake_server):
    ingest(env, day_one_sessions()[:5])
    result = memtool(dict(env, MEMTOOL_LLM="auto", MEMTOOL_LLM_URL=fake_server.url), "summarize", "--pending", ok=True)
    summary, rollup = records(result)
    assert summary["method"] == rollup["method"] == "extractive"
    assert rollup["metadata"]["fallback_from"] == "openai:fake-model" and "not valid JSON" in rollup["metadata"][
        "llm_error"]
    assert "`pytest tests/test_checkout.py` failed" in rollup["learned"]
    assert "1 fallbacks" in result.stderr and "1 rollup fallbacks" in result.stderr


def test_the_streaming_fake_server_of_the_end_to_end_test_is_absorbed(conn, env, tmp_path):
    """tests/fake_openai_server.py answers every request as an SSE stream of plain text (what
    OpenCode wants, not what memtool asks for): both prompts reach it, and both outputs fall
    back to the rules."""
    import sys
    import time
    from pathlib import Path

    log = tmp_path / "llm.log"
    server = subprocess.Popen([sys.executable, str(TESTS / "fake_openai_server.py"), "0", str(log)])
    try:
        ready = Path(f"{log}.ready")
        for _ in range(100):
            if ready.exists() and ready.read_text():
                break
            time.sleep(0.05)
        url = f"http://127.0.0.1:{ready.read_text()}/v1#fake-model"
        ingest(env, day_one_sessions()[:5])
        summary, rollup = records(memtool(dict(env, MEMTOOL_LLM=url), "summarize", "--pending", ok=True))
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert summary["method"] == rollup["method"] == "extractive"
    assert summary["metadata"]["fallback_from"] == rollup["metadata"]["fallback_from"] == "openai:fake-model"
    assert "`pytest tests/test_checkout.py` failed" in summary["learned"]
    systems = [json.loads(line)["system"] for line in log.read_text().splitlines()]
    assert len(systems) == 4  # one retry each
    assert systems[0].startswith("You summarise one session") and systems[2].startswith("You write the day's log")

