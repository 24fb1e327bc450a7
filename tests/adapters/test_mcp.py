"""`memtool mcp` driven as a real subprocess through the MCP SDK's stdio client."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import MEMTOOL, ROOT, inject, memtool, wait_for

PROJECT = "/srv/mine"
OTHER = "/srv/other"
TOOLS = {"search", "timeline", "get_observations", "summaries", "save_memory", "update_memory", "forget", "context",
         "stats"}


def run_client(env: dict, script, log: Path, args: tuple = ()):
    """Start `memtool mcp` with env, initialise a ClientSession and return `await script(session)`."""
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    async def main():
        params = StdioServerParameters(command=sys.executable, args=["-m", "memtool", "mcp", *args], env=env,
                                       cwd=str(ROOT))
        with open(log, "a") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return await asyncio.wait_for(script(session), timeout=120)

    try:
        return asyncio.run(main())
    finally:
        if log.exists():
            sys.stderr.write(log.read_text())


def text(result) -> str:
    return result.content[0].text


def ok(result) -> dict:
    assert not result.is_error, text(result)
    assert json.loads(text(result)) == result.structured_content
    return result.structured_content


def failed(result) -> str:
    assert result.is_error, f"expected an error result, got {text(result)}"
    return text(result)


@pytest.fixture
def env(cli_env) -> dict:
    return dict(cli_env, MEMTOOL_PROJECT=PROJECT)


@pytest.fixture
def log(tmp_path) -> Path:
    return tmp_path / "server.log"


def store(conn, project: str, title: str, narrative: str, type_: str = "note", is_global: bool = False) -> int:
    from memtool.store import observations

    obs = observations.normalise({"title": title, "narrative": narrative, "type": type_, "is_global": is_global},
                                 default_project=project)
    stored = observations.store(conn, obs)
    conn.commit()
    return stored["id"]


# -- discovery ---------------------------------------------------------------------------------


def test_tools_are_listed_with_strict_schemas_and_annotations(env, log):
    async def script(session):
        return (await session.list_tools()).tools, await session.list_tools()

    tools, _ = run_client(env, script, log)
    by_name = {tool.name: tool for tool in tools}
    assert set(by_name) == TOOLS
    for tool in tools:
        assert len(tool.description) > 80, tool.name
        assert tool.input_schema["type"] == "object"
        assert tool.input_schema["additionalProperties"] is False, tool.name
        assert tool.output_schema and tool.output_schema["type"] == "object", tool.name
        annotations = tool.annotations
        assert annotations.open_world_hint is False
        assert annotations.read_only_hint is (tool.name not in {"save_memory", "update_memory", "forget"})
        assert annotations.destructive_hint is (tool.name in {"update_memory", "forget"})
        assert annotations.idempotent_hint is True
    assert by_name["search"].input_schema["required"] == ["query"]
    assert by_name["search"].input_schema["properties"]["limit"]["maximum"] == 100
    assert set(by_name["save_memory"].input_schema["required"]) == {"title", "text"}
    assert by_name["get_observations"].input_schema["properties"]["ids"]["maxItems"] == 20
    assert "timeline" in by_name["search"].description and "get_observations" in by_name["search"].description
    assert "gotcha" in json.dumps(by_name["save_memory"].input_schema)


# -- the round trip ------------------------------------------------------------------------------


def test_save_search_timeline_get(env, log, conn):
    earlier = store(conn, PROJECT, "Switched the ORM to SQLAlchemy 2", "Session API migrated.", "decision")

    async def script(session):
        saved = ok(await session.call_tool("save_memory", {
            "title": "Refresh tokens expire after 15 minutes",
            "text": "The JWT refresh bug came from clock skew; allow 30 s leeway in verify().",
            "type": "gotcha", "files": ["src/auth/jwt.py"]}))
        again = ok(await session.call_tool("save_memory", {
            "title": "Refresh tokens expire after 15 minutes",
            "text": "The JWT refresh bug came from clock skew;  allow 30 s leeway in verify().",
            "type": "gotcha"}))
        found = ok(await session.call_tool("search", {"query": "jwt refresh clock skew"}))
        by_file = ok(await session.call_tool("search", {"query": "refresh", "file": "auth/jwt.py"}))
        wrong_type = ok(await session.call_tool("search", {"query": "refresh", "types": ["decision"]}))
        around = ok(await session.call_tool("timeline", {"id": saved["id"], "before": 3, "after": 3}))
        full = ok(await session.call_tool("get_observations", {"ids": [saved["id"], 999999, earlier]}))
        return saved, again, found, by_file, wrong_type, around, full

    saved, again, found, by_file, wrong_type, around, full = run_client(env, script, log)
    assert saved["action"] == "created" and saved["project"] == PROJECT and saved["type"] == "gotcha"
    assert again == dict(saved, action="duplicate")
    assert found["project"] == PROJECT and found["results"][0]["id"] == saved["id"]
    assert set(found["results"][0]) == {"id", "source", "time", "type", "title", "snippet"}
    assert found["mode"] == "hybrid"  # save_memory embedded it: vector search ran
    assert "get_observations" in found["next"]
    assert [r["id"] for r in by_file["results"]] == [saved["id"]]
    assert wrong_type["results"] == []
    assert [(r["id"], r["position"], r["anchor"]) for r in around["rows"]] == [(earlier, -1, False),
                                                                            (saved["id"], 0, True)]
    assert [o["id"] for o in full["observations"]] == [saved["id"], earlier]
    assert full["missing"] == [999999]
    first = full["observations"][0]
    assert first["narrative"].startswith("The JWT refresh bug") and first["files_read"] == ["src/auth/jwt.py"]
    assert first["method"] == "mcp" and first["access_count"] == 1


def test_save_memory_goes_through_the_privacy_filter(env, log, conn):
    async def script(session):
        return ok(await session.call_tool("save_memory", {
            "title": "Staging database credentials",
            "text": "Connect with postgres://app:s3cretPassw0rd@db.internal:5432/app <private>ssn 123</private>"}))

    saved = run_client(env, script, log)
    row = conn.execute("SELECT narrative FROM observations WHERE id = %s", (saved["id"],)).fetchone()
    assert "s3cretPassw0rd" not in row["narrative"] and "[REDACTED:" in row["narrative"]
    assert "ssn 123" not in row["narrative"]


def test_scope_is_the_current_project_unless_asked(env, log, conn):
    mine = store(conn, PROJECT, "Use pnpm, not npm", "The user prefers pnpm for installs.", "preference")
    theirs = store(conn, OTHER, "Use yarn in the other repo", "That repo installs with yarn.", "preference")
    shared = store(conn, OTHER, "Always run the linter before committing", "Global habit.", is_global=True)

    async def script(session):
        here = ok(await session.call_tool("search", {"query": "use pnpm yarn linter", "mode": "fts"}))
        everywhere = ok(await session.call_tool("search", {"query": "use pnpm yarn linter", "project": "*",
                                                           "mode": "fts"}))
        got = ok(await session.call_tool("get_observations", {"ids": [mine, theirs, shared]}))
        got_all = ok(await session.call_tool("get_observations", {"ids": [theirs], "project": "*"}))
        timeline_other = failed(await session.call_tool("timeline", {"id": theirs}))
        update_other = failed(await session.call_tool("update_memory", {"id": theirs, "title": "hijacked"}))
        forget_other = failed(await session.call_tool("forget", {"id": theirs}))
        forget_global = failed(await session.call_tool("forget", {"id": shared}))
        # One rule: only "*" widens. Naming another project is refused; naming this one is omitting it.
        named = [failed(await session.call_tool(tool, dict(arguments, project=OTHER))) for tool, arguments in
                 (("search", {"query": "yarn"}), ("get_observations", {"ids": [theirs]}),
                  ("timeline", {"id": theirs}))]
        mine_named = ok(await session.call_tool("get_observations", {"ids": [mine, theirs], "project": PROJECT + "/"}))
        return (here, everywhere, got, got_all, timeline_other, update_other, forget_other, forget_global, named,
                mine_named)

    (here, everywhere, got, got_all, timeline_other, update_other, forget_other, forget_global, named,
     mine_named) = run_client(env, script, log)
    for message in named:
        assert f"project '{OTHER}' is not this server's project ({PROJECT})" in message and '"*"' in message
        assert "yarn" not in message.lower()
    assert [o["id"] for o in mine_named["observations"]] == [mine] and mine_named["missing"] == [theirs]
    assert {r["id"] for r in here["results"]} == {mine, shared}
    assert {r["id"] for r in everywhere["results"]} == {mine, theirs, shared}
    assert everywhere["project"] == "*" and all("project" in r for r in everywhere["results"])
    assert [o["id"] for o in got["observations"]] == [mine, shared] and got["missing"] == [theirs]
    assert [o["id"] for o in got_all["observations"]] == [theirs]
    for message in (timeline_other, update_other, forget_other, forget_global):
        assert "not found" in message and PROJECT in message
    row = conn.execute("SELECT title, deleted_at FROM observations WHERE id = %s", (theirs,)).fetchone()
    assert row == {"title": "Use yarn in the other repo", "deleted_at": None}


def test_update_and_forget(env, log, conn):
    obs_id = store(conn, PROJECT, "Tests run with unittest", "The suite uses unittest.", "decision")

    async def script(session):
        updated = ok(await session.call_tool("update_memory", {
            "id": obs_id, "title": "Tests run with pytest", "text": "The suite moved to pytest fixtures."}))
        found = ok(await session.call_tool("search", {"query": "pytest fixtures"}))
        typed = ok(await session.call_tool("update_memory", {"id": obs_id, "type": "change"}))
        gone = ok(await session.call_tool("forget", {"id": obs_id}))
        after = ok(await session.call_tool("search", {"query": "pytest fixtures"}))
        again = failed(await session.call_tool("forget", {"id": obs_id}))
        nothing = failed(await session.call_tool("update_memory", {"id": 424242, "title": "x"}))
        return updated, found, typed, gone, after, again, nothing

    updated, found, typed, gone, after, again, nothing = run_client(env, script, log)
    assert updated["action"] == "updated"
    assert updated["observation"]["title"] == "Tests run with pytest" and updated["observation"]["version"] == 2
    assert updated["observation"]["type"] == "decision"
    assert [r["id"] for r in found["results"]] == [obs_id]
    assert typed["observation"]["type"] == "change" and typed["observation"]["title"] == "Tests run with pytest"
    assert gone["action"] == "forgotten" and gone["id"] == obs_id and gone["deleted_at"]
    assert after["results"] == []
    assert "not found" in again and "not found" in nothing
    versions = conn.execute("SELECT count(*) AS n FROM observation_versions WHERE observation_id = %s",
                            (obs_id,)).fetchone()["n"]
    assert versions >= 2
    assert conn.execute("SELECT deleted_at FROM observations WHERE id = %s", (obs_id,)).fetchone()["deleted_at"]


def test_context_and_stats(env, log, conn):
    store(conn, PROJECT, "Deploys go through the staging branch", "Merge to staging, then promote.", "decision")
    store(conn, OTHER, "Unrelated secret plan", "Nothing to do with this project.", "decision")

    async def script(session):
        block = ok(await session.call_tool("context", {}))
        focused = ok(await session.call_tool("context", {"query": "deploy staging", "budget_chars": 600}))
        counts = ok(await session.call_tool("stats", {}))
        return block, focused, counts

    block, focused, counts = run_client(env, script, log)
    assert "staging branch" in block["text"] and "Unrelated secret plan" not in block["text"]
    assert block["project"] == PROJECT and block["mode"] == "session_start" and len(block["included_ids"]) == 1
    assert "staging" in focused["text"] and len(focused["text"]) <= 600 and focused["query"] == "deploy staging"
    from memtool.retrieve import context

    assert block["text"] == context.build_context(conn, PROJECT)["text"]  # the block `memtool context` prints
    assert counts["project"] == PROJECT and counts["current"]["observations"] == 1
    assert counts["totals"]["observations"] == 2


def test_stale_and_proposed_memories_over_mcp(cli_env, log, conn, tmp_path, monkeypatch):
    """A memory whose cited file is gone says so in search and get_observations; in review mode an
    agent's saved memory waits as proposed: never in the context block."""
    import subprocess

    repo = tmp_path / "repo"
    (repo / "src").mkdir(parents=True)
    (repo / "src" / "cache.py").write_text("def evict(key):\n    return None\n")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    from memtool.store import observations

    stale = observations.store(conn, observations.normalise(
        {"title": "evict() drops keys silently", "narrative": "evict() in src/cache.py:1-2 returns None",
         "files_modified": ["src/cache.py"]}, default_project=str(repo)))["id"]
    conn.commit()
    (repo / "src" / "cache.py").unlink()

    async def script(session):
        found = ok(await session.call_tool("search", {"query": "evict drops keys"}))
        full = ok(await session.call_tool("get_observations", {"ids": [stale]}))
        saved = ok(await session.call_tool("save_memory", {"title": "Cache keys carry the schema version",
                                                           "text": "Bump it on every migration."}))
        block = ok(await session.call_tool("context", {}))
        return found, full, saved, block

    found, full, saved, block = run_client(dict(cli_env, MEMTOOL_PROJECT=str(repo), MEMTOOL_REVIEW="1"), script, log)
    assert found["results"][0]["may_be_stale"] == ["src/cache.py is gone"]
    assert full["observations"][0]["may_be_stale"] == ["src/cache.py is gone"]
    assert saved["action"] == "created" and saved["id"] not in block["included_ids"]
    assert "Cache keys carry the schema version" not in block["text"]
    from memtool.keep import review

    assert [p["id"] for p in review.proposed(conn, str(repo))] == [saved["id"]]


# -- bad calls -----------------------------------------------------------------------------------


BAD_CALLS = [
    ("search", {"query": "x", "colour": "red"}, "unknown argument 'colour'"),
    ("search", {"query": ""}, "'query' must not be empty"),
    ("search", {"query": "   "}, "'query' must not be empty"),
    ("search", {}, "'query' is required"),
    ("search", {"query": "x", "limit": 500}, "'limit'"),
    ("search", {"query": "x", "types": ["nonsense"]}, "'types.0'"),
    ("search", {"query": "x", "since": "last tuesday"}, "since"),
    ("save_memory", {"title": "t", "text": ""}, "'text' must not be empty"),
    ("save_memory", {"title": " ", "text": "body"}, "'title' must not be empty"),
    ("save_memory", {"text": "body"}, "'title' is required"),
    ("save_memory", {"title": "t", "text": "b", "project": "*"}, "unknown argument 'project'"),
    ("save_memory", {"title": "t", "text": "b", "type": "rant"}, "'type'"),
    ("get_observations", {"ids": list(range(1, 30))}, "'ids'"),
    ("get_observations", {"ids": []}, "'ids'"),
    ("timeline", {"id": "abc"}, "'id'"),
    ("timeline", {"id": 1, "before": 1000}, "'before'"),
    ("update_memory", {"id": 1}, "nothing to change"),
    ("update_memory", {"id": 1, "title": ""}, "'title' must not be empty"),
    ("forget", {"id": 1, "reason": "x"}, "unknown argument 'reason'"),
    ("forget", {}, "'id' is required"),
    ("context", {"budget_chars": 5}, "'budget_chars'"),
    ("context", {"budget": 500}, "unknown argument 'budget'"),
    ("stats", {"verbose": True}, "unknown argument 'verbose'"),
]


def test_bad_arguments_give_error_results(env, log, conn):
    async def script(session):
        results = [await session.call_tool(tool, arguments) for tool, arguments, _ in BAD_CALLS]
        return results, await session.call_tool("stats", {})

    results, still_works = run_client(env, script, log)
    for (tool, arguments, expected), result in zip(BAD_CALLS, results):
        message = failed(result)
        assert expected in message and "\n" not in message, (tool, arguments, message)
        assert result.structured_content is None
    assert ok(still_works)["totals"]["observations"] == 0  # nothing was stored by the bad calls


def test_save_memory_says_when_it_truncated(env, log, conn):
    from memtool.store import observations

    async def script(session):
        long = ok(await session.call_tool("save_memory", {"title": "T" * 400, "text": "x" * (1024 * 1024)}))
        short = ok(await session.call_tool("save_memory", {"title": "Short title", "text": "Short text."}))
        return long, short

    long, short = run_client(env, script, log)
    assert long["action"] == "created" and long["truncated"] == ["title", "narrative"]
    assert "too long" in long["notice"] and str(observations.MAX_TEXT) in long["notice"]
    assert "truncated" not in short and "notice" not in short
    row = conn.execute("SELECT title, narrative FROM observations WHERE id = %s", (long["id"],)).fetchone()
    assert len(row["title"]) == observations.MAX_TITLE and row["narrative"].endswith("…[truncated]")


def _raw_session(env, requests: list[str]) -> dict:
    """Send raw JSON-RPC lines (after initialize) and collect the replies by id."""
    init = [json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                   "clientInfo": {"name": "test", "version": "0"}}}),
            json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"})]
    proc = subprocess.Popen([*MEMTOOL, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, cwd=ROOT)
    replies = {}
    try:
        for line in init + requests:
            proc.stdin.write((line + "\n").encode())
            proc.stdin.flush()
            wanted = json.loads(line).get("id")
            while wanted is not None and wanted not in replies:
                answer = proc.stdout.readline()
                assert answer, f"no reply to {line[:120]}: {proc.stderr.read().decode()[-2000:]}"
                reply = json.loads(answer)
                replies[reply.get("id")] = reply
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()
        proc.wait()
    return replies


def test_lone_surrogate_escapes_get_an_answer(env, conn):
    requests = [
        r'{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "search",'
        r' "arguments": {"query": "broken \ud800 text", "mode": "fts"}}}',
        r'{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "save_memory",'
        r' "arguments": {"title": "Half an emoji \ud83d here", "text": "low \udc00 alone, pair \ud83d\ude00 fine"}}}',
    ]
    replies = _raw_session(env, requests)
    assert replies[1]["result"]["isError"] is False
    assert replies[2]["result"]["isError"] is False
    saved = replies[2]["result"]["structuredContent"]
    obs = conn.execute("SELECT title, narrative FROM observations WHERE id = %s", (saved["id"],)).fetchone()
    assert obs["title"] == "Half an emoji \ufffd here"
    assert obs["narrative"] == "low \ufffd alone, pair \U0001f600 fine"


def test_first_calls_wait_for_start_up_instead_of_failing(tmp_path, log):
    """On a fresh home the first call finds no server yet (initdb, first start, model load):
    with a call timeout far below that start-up time, the calls still succeed."""
    home = tmp_path / "fresh"
    env = {k: v for k, v in os.environ.items() if k not in ("MEMTOOL_DATABASE_URL", "PGHOST", "PGSERVICE")}
    env.update(MEMTOOL_HOME=str(home), MEMTOOL_PROJECT=PROJECT,
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))

    async def script(session):
        return [await session.call_tool("search", {"query": "anything at all"}),
                await session.call_tool("save_memory", {"title": "First memory", "text": "Saved on first use."})]

    try:
        # 2 s: far less than a first start (initdb, tuning restart, migrations, model load), far
        # more than a call on a warm server.
        first, saved = run_client(env, script, log, args=("--timeout", "2"))
        found = memtool(env, "search", "first memory", timeout=120)
    finally:
        memtool(env, "db", "stop", timeout=120)
    assert ok(first)["results"] == []
    assert json.loads(found.stdout.splitlines()[0])["id"] == ok(saved)["id"]


def test_nothing_but_the_protocol_reaches_stdout(env, tmp_path):
    """Raw JSON-RPC over pipes, with a tool that prints to stdout (Python and C level)."""
    noisy = tmp_path / "noisy.py"
    noisy.write_text(
        "import os, sys\n"
        "from memtool.keep import stats\n"
        "real = stats.stats\n"
        "def loud(*a, **k):\n"
        "    print('stray print')\n"
        "    os.write(1, b'stray write\\n')\n"
        "    return real(*a, **k)\n"
        "stats.stats = loud\n"
        "print('noise before serving', file=sys.stderr)\n"
        "from memtool.adapters.cli import main\n"
        "sys.argv = ['memtool', 'mcp']\n"
        "main()\n")
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "test", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "stats", "arguments": {}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call",
         "params": {"name": "search", "arguments": {"query": "anything"}}},
        {"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "search", "arguments": {}}},
    ]
    proc = subprocess.Popen([sys.executable, str(noisy)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, cwd=ROOT)
    replies = {}
    try:
        for message in messages:
            proc.stdin.write((json.dumps(message) + "\n").encode())
            proc.stdin.flush()
            if "id" in message:
                while message["id"] not in replies:
                    line = proc.stdout.readline()
                    assert line, proc.stderr.read().decode()
                    reply = json.loads(line)  # every line on stdout is one JSON-RPC message
                    assert reply["jsonrpc"] == "2.0"
                    replies[reply.get("id")] = reply
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
        rest = proc.stdout.read()
    finally:
        proc.kill()
        proc.wait()
    stderr = proc.stderr.read().decode()
    assert rest == b""
    assert "stray print" in stderr and "stray write" in stderr
    assert replies[3]["result"]["isError"] is False
    assert replies[4]["result"]["isError"] is False
    assert replies[5]["result"]["isError"] is True


# -- degraded mode -------------------------------------------------------------------------------


def test_stopped_database_gives_error_results_and_recovers(tmp_path, monkeypatch, log):
    """A private embedded server is stopped and started again under a running `memtool mcp`."""
    from memtool.store import db

    home = tmp_path / "own"
    monkeypatch.delenv("MEMTOOL_DATABASE_URL", raising=False)
    monkeypatch.setenv("MEMTOOL_HOME", str(home))
    env = {k: v for k, v in os.environ.items() if k not in ("MEMTOOL_DATABASE_URL", "PGHOST", "PGSERVICE")}
    env.update(MEMTOOL_HOME=str(home), MEMTOOL_PROJECT=PROJECT,
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    db.start_embedded()
    try:
        async def script(session):
            loop = asyncio.get_running_loop()
            saved = ok(await session.call_tool("save_memory", {"title": "Cache keys include the locale",
                                                               "text": "Missing locale caused stale pages."}))
            await loop.run_in_executor(None, db.stop_embedded)
            # wait_for is a hang guard (a hung call fails the test), not a speed target
            down = [await asyncio.wait_for(session.call_tool(name, arguments), 60) for name, arguments in
                    (("search", {"query": "cache locale"}), ("save_memory", {"title": "t", "text": "while down"}),
                     ("stats", {}))]
            await loop.run_in_executor(None, db.start_embedded)
            up = ok(await session.call_tool("search", {"query": "cache locale"}))
            # Restarted between two calls: the idle connection is dead; the call reconnects itself.
            await loop.run_in_executor(None, db.stop_embedded)
            await loop.run_in_executor(None, db.start_embedded)
            again = ok(await session.call_tool("get_observations", {"ids": [saved["id"]]}))
            return saved, down, up, again

        saved, down, up, again = run_client(env, script, log)
    finally:
        db.stop_embedded()
    for result in down:
        message = failed(result)
        assert "memtool db start" in message, message
    assert [r["id"] for r in up["results"]] == [saved["id"]]
    assert [o["id"] for o in again["observations"]] == [saved["id"]]


def test_a_stuck_database_call_is_abandoned_with_an_error_result(env, log, conn):
    """A query blocked on a lock ends as an error result after --timeout; the server goes on."""
    import psycopg

    obs_id = store(conn, PROJECT, "Blocked queries time out", "The server abandons them.")
    blocker = psycopg.connect(env["MEMTOOL_DATABASE_URL"])

    async def script(session):
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, blocker.execute, "LOCK TABLE observations IN ACCESS EXCLUSIVE MODE")
        # wait_for is a hang guard: the server must answer, with an error, while the lock is held
        stuck = await asyncio.wait_for(session.call_tool("get_observations", {"ids": [obs_id]}), 60)
        await loop.run_in_executor(None, blocker.rollback)
        return stuck, await session.call_tool("get_observations", {"ids": [obs_id]})

    try:
        stuck, after = run_client(env, script, log, args=("--timeout", "1.5"))
    finally:
        blocker.close()
    assert "did not answer within 1.5 s" in failed(stuck)
    assert [o["id"] for o in ok(after)["observations"]] == [obs_id]


# -- the command ---------------------------------------------------------------------------------


def test_help_shows_client_config_and_top_level_help_does_not_import_mcp():
    help_text = subprocess.run([*MEMTOOL, "mcp", "--help"], capture_output=True, text=True, check=True,
                               cwd=ROOT).stdout
    assert '{"mcp": {"memtool": {"type": "local", "command": ["memtool", "mcp"]}}}' in help_text
    assert "claude mcp add memtool -- memtool mcp" in help_text
    assert '{"mcpServers": {"memtool": {"command": "memtool", "args": ["mcp"]}}}' in help_text
    probe = ("import sys\nfrom memtool.adapters.cli import cli\n"
             "try:\n    cli(['--help'])\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m == 'mcp' or m.startswith(('mcp.', 'memtool.adapters.mcp'))))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                            cwd=ROOT).stdout.strip().splitlines()[-1]
    assert loaded == "[]"


def test_every_line_gets_an_answer_as_json_rpc_says(env, conn):
    """Lines that are not JSON-RPC messages get the protocol's errors (the SDK answered none of
    them, and a client waiting on one hung); the session goes on afterwards. NUL in a saved
    memory is stored as ingest stores it (the text \\u0000), not refused by the database."""
    init = {"jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}
    bad = [b"not json at all", b"[1, 2, 3]", b"42", b'"text"', b"null", b"[" * 100_000, b"\xff\xfe{",
           b'{"id": 7, "method": "tools/list"}', b'{"jsonrpc": "2.0", "id": 8}',
           b'{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": "x"}']
    expected = [(-32700, None), (-32600, None), (-32600, None), (-32600, None), (-32600, None), (-32700, None),
                (-32700, None), (-32600, 7), (-32600, 8), (-32600, 9)]
    save = {"jsonrpc": "2.0", "id": 10, "method": "tools/call",
            "params": {"name": "save_memory", "arguments": {"title": "NUL \u0000 in a title",
                                                            "text": "a \u0000 b", "files": ["x\u0000y.py"]}}}
    proc = subprocess.Popen([*MEMTOOL, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=ROOT)
    try:
        def send(data: bytes) -> dict:
            proc.stdin.write(data + b"\n")
            proc.stdin.flush()
            answer = proc.stdout.readline()
            assert answer, proc.stderr.read().decode()[-2000:]
            return json.loads(answer)

        assert send(json.dumps(init).encode())["id"] == 0
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}).encode() + b"\n")
        got = [send(line) for line in bad]
        assert [(reply["error"]["code"], reply["id"]) for reply in got] == expected
        saved = send(json.dumps(save).encode())
        tools = send(json.dumps({"jsonrpc": "2.0", "id": 11, "method": "tools/list"}).encode())
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
        assert proc.stdout.read() == b""
    finally:
        proc.kill()
        proc.wait()
    assert saved["id"] == 10 and saved["result"]["isError"] is False, saved
    assert tools["id"] == 11 and len(tools["result"]["tools"]) == 9
    row = conn.execute("SELECT title, narrative, files_read FROM observations WHERE id = %s",
                       (saved["result"]["structuredContent"]["id"],)).fetchone()
    assert row["title"] == "NUL \\u0000 in a title" and row["narrative"] == "a \\u0000 b"


# -- the handshake, answered before the SDK is imported ------------------------------------------


def _handshake(env, version: str = "2025-11-25", ping: bool = False) -> tuple[list[bytes], str]:
    """OpenCode's handshake (its exact messages) over raw pipes, then a ping (which needs the SDK)
    if asked: the reply lines, as bytes, and stderr."""
    messages = [{"method": "initialize", "params": {"protocolVersion": version, "capabilities": {"roots": {}},
                                                    "clientInfo": {"name": "opencode", "version": "1.18.33"}},
                 "jsonrpc": "2.0", "id": 0},
                {"method": "notifications/initialized", "jsonrpc": "2.0"},
                {"method": "tools/list", "jsonrpc": "2.0", "id": 1}] \
        + ([{"method": "ping", "jsonrpc": "2.0", "id": 2}] if ping else [])
    proc = subprocess.Popen([*MEMTOOL, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=ROOT)
    replies = []
    try:
        for message in messages:
            proc.stdin.write(json.dumps(message).encode() + b"\n")
            proc.stdin.flush()
            if "id" in message:
                replies.append(proc.stdout.readline())
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
        assert proc.stdout.read() == b""  # the SDK's own answers to requests answered early are not sent twice
    finally:
        proc.kill()
        proc.wait()
    return replies, proc.stderr.read().decode()


def test_the_handshake_is_answered_from_the_sdks_recorded_answers(env, tmp_path, log):
    records = Path(env["MEMTOOL_HOME"]) / "cache" / "mcp-handshake"
    first, _ = _handshake(env)  # no record yet: the SDK answers, and its answers are recorded
    assert len(list(records.glob("*.json"))) == 2  # initialize, tools/list
    again, _ = _handshake(env)  # answered from the records, byte for byte the SDK's
    assert again == first
    assert [json.loads(line)["id"] for line in again] == [0, 1]
    assert {t["name"] for t in json.loads(again[1])["result"]["tools"]} == TOOLS
    # Another protocol version is another handshake: its own answer, not the first one's.
    older, _ = _handshake(env, "2025-06-18")
    assert json.loads(older[0])["result"]["protocolVersion"] == "2025-06-18"
    assert json.loads(first[0])["result"]["protocolVersion"] == "2025-11-25"
    assert len(list(records.glob("*.json"))) == 4

    async def script(session):
        return (await session.list_tools(), await session.call_tool("stats", {}))

    for _ in range(2):  # the SDK's own client: recorded, then answered from the record; a call works after
        listed, stats = run_client(env, script, log)
        assert {t.name for t in listed.tools} == TOOLS
        assert ok(stats)["project"] == PROJECT


def test_a_record_that_differs_from_the_sdks_answer_is_renewed(env):
    records = Path(env["MEMTOOL_HOME"]) / "cache" / "mcp-handshake"
    first, _ = _handshake(env)
    initialize = next(p for p in records.glob("*.json") if b'"instructions"' in p.read_bytes())
    initialize.write_bytes(initialize.read_bytes().replace(b"long-term memory", b"STALE RECORD"))
    stale, stderr = _handshake(env, ping=True)  # the ping brings the SDK, which answers the handshake too
    assert b"STALE RECORD" in stale[0]  # what was sent came from the record ...
    assert "record renewed" in stderr  # ... and the SDK's differing answer replaced it
    assert json.loads(stale[2]) == {"jsonrpc": "2.0", "id": 2, "result": {}}
    assert initialize.read_bytes() == first[0]
    assert _handshake(env)[0] == first


def test_the_server_runs_below_the_agent_that_started_it(env):
    """`memtool mcp`'s own work (the SDK's imports, the warm-up, the calls: ~1.5 s of CPU at
    start) runs 10 nice levels below its parent; only the two threads that carry the agent's
    lines (mcp_stdio's pumps) stay at the agent's level."""
    proc = subprocess.Popen([*MEMTOOL, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=ROOT)
    try:
        for ident, method, params in ((0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                                         "clientInfo": {"name": "t", "version": "0"}}),
                                      (1, "tools/call", {"name": "stats", "arguments": {}})):  # brings the SDK
            proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": ident, "method": method,
                                         "params": params}).encode() + b"\n")
            proc.stdin.flush()
            assert json.loads(proc.stdout.readline())["id"] == ident
        nice = {int(task.name): int((task / "stat").read_text().rsplit(")", 1)[1].split()[16])
                for task in Path(f"/proc/{proc.pid}/task").iterdir()}
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()
        proc.wait()
    base, below = os.nice(0), min(19, os.nice(0) + 10)
    assert nice[proc.pid] == below, nice  # the main thread: the SDK's imports and event loop
    assert sorted(nice.values()).count(base) == 2, nice  # the pumps
    assert sorted(nice.values()).count(below) >= 2 and set(nice.values()) == {base, below}, nice


def test_a_client_that_leaves_after_the_handshake_never_waits_for_the_sdk(env):
    """With the handshake's answers recorded, a session that asks nothing else (OpenCode's, when the
    model calls no memtool tool) is served without ever importing the SDK: its imports and the
    warm-up wait for the agent's start (mcp_stdio.AGENT_START) and the client is gone first."""
    _handshake(env)  # records the SDK's answers
    traced = dict(env, PYTHONPROFILEIMPORTTIME="1")  # every import is listed on stderr
    replies, stderr = _handshake(traced)
    assert [json.loads(line)["id"] for line in replies] == [0, 1]
    assert "memtool.adapters.mcp_stdio" in stderr  # the trace works ...
    assert "mcp.server" not in stderr and "memtool.adapters.mcp\n" not in stderr  # ... and the SDK never came


def test_a_client_that_leaves_is_not_kept_waiting_for_the_sdks_start(env, tmp_path):
    """OpenCode waits for its MCP server's exit at the end of every session: a client that
    closes the connection with everything answered is let go at once, even while the SDK's
    imports are still running (here they never end: tests/inject)."""
    _handshake(env)  # records the SDK's answers
    marker = tmp_path / "importing"
    proc = subprocess.Popen([*MEMTOOL, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=inject(env, MEMTOOL_TEST_SDK_HANG=str(marker)), cwd=ROOT)
    try:
        for message in ({"method": "initialize", "params": {"protocolVersion": "2025-11-25",
                                                            "capabilities": {"roots": {}},
                                                            "clientInfo": {"name": "opencode", "version": "1.18.33"}},
                         "jsonrpc": "2.0", "id": 0},
                        {"method": "notifications/initialized", "jsonrpc": "2.0"},
                        {"method": "tools/list", "jsonrpc": "2.0", "id": 1},
                        {"method": "notifications/roots/list_changed", "jsonrpc": "2.0"}):  # wakes the SDK
            proc.stdin.write(json.dumps(message).encode() + b"\n")
            proc.stdin.flush()
            if "id" in message:
                assert json.loads(proc.stdout.readline())["id"] == message["id"]
        assert wait_for(marker.exists, timeout=60)  # the SDK's import has begun (and will never end)
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0  # a hang guard: without the early exit it waits forever
    finally:
        proc.kill()
        proc.wait()


def test_a_client_that_leaves_right_after_a_request_still_gets_an_answer(env):
    """The early exit waits for every request the SDK was handed: each is answered (the SDK
    answers a request the client's close cut short with an error) before the process ends."""
    _handshake(env)  # another client's handshake: this one has no record, the SDK answers it
    lines = [{"method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                                                 "clientInfo": {"name": "t", "version": "0"}},
              "jsonrpc": "2.0", "id": 0},
             {"method": "notifications/initialized", "jsonrpc": "2.0"},
             {"method": "tools/call", "jsonrpc": "2.0", "id": 2,
              "params": {"name": "stats", "arguments": {}}}]
    proc = subprocess.Popen([*MEMTOOL, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=ROOT)
    try:  # all at once, then the connection closed: before any answer
        out, err = proc.communicate(b"".join(json.dumps(line).encode() + b"\n" for line in lines), timeout=120)
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode == 0, err
    assert sorted(json.loads(line)["id"] for line in out.splitlines()) == [0, 2]


def test_what_needs_the_sdk_wakes_it():
    """The reader's decision per line: a request answered from the record or a handshake
    notification needs nothing of the SDK now; a request without a record, and anything after
    the handshake, does."""
    from memtool.adapters import mcp_stdio

    def line(message: dict) -> bytes:
        return json.dumps(message).encode() + b"\n"

    init = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25"}}
    with tempfile.TemporaryDirectory() as directory:
        early = mcp_stdio.Handshake(Path(directory), "code")
        assert mcp_stdio._early_reply(early, line(init)) == (None, False)  # no record: the SDK must answer
        assert early.sdk_said(line({"jsonrpc": "2.0", "id": 0, "result": {"x": 1}}))  # passed on, and recorded
        early = mcp_stdio.Handshake(Path(directory), "code")
        reply, handled = mcp_stdio._early_reply(early, line(init))
        assert handled and json.loads(reply) == {"jsonrpc": "2.0", "id": 0, "result": {"x": 1}}
        assert mcp_stdio._early_reply(early, line({"jsonrpc": "2.0", "method": "notifications/initialized"})) \
            == (None, True)
        call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "stats", "arguments": {}}}
        assert mcp_stdio._early_reply(early, line(call)) == (None, False)
        assert early.prefix is None  # the handshake is over: from here on the SDK answers everything
    demand = mcp_stdio.Demand()
    demand.close()
    assert demand.wait(0) is False  # gone, nothing asked: no SDK
    demand = mcp_stdio.Demand()
    demand.need()
    demand.close()
    assert demand.wait(0) is True
    assert mcp_stdio.Demand().wait(0.01) is True  # the agent's start is over: the SDK comes anyway

