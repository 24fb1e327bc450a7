"""Distillation that keeps knowledge: bugfix chains, bookkeeping, commit messages, key lines
and the session digest — through the real database (and plain functions where no state is involved)."""

from __future__ import annotations

from conftest import queue_event
from memtool.distil import compress, digest, extractive, keylines

PROJECT = "/home/dev/shop"


def add(conn, event_type="tool", tool=None, session="s1", **payload):
    return queue_event(conn, event_type=event_type, project=PROJECT, payload=payload, tool=tool, session=session)


def bash(conn, command, output="", exit_code=0, session="s1"):
    return add(conn, tool="Bash", session=session, tool_input={"command": command}, tool_output=output,
               exit_code=exit_code, is_error=exit_code != 0)


def run(conn):
    stats = compress.Stats()
    out = list(compress.compress(conn, pending=True, settings=compress.Settings(), stats=stats))
    return out, stats


def live(conn):
    return [dict(r) for r in conn.execute("SELECT * FROM observations WHERE deleted_at IS NULL ORDER BY id")]


def test_error_fix_pass_is_one_bugfix_memory_naming_the_file_and_the_fix(conn):
    add(conn, "prompt", prompt="The cart total is wrong for discounted items")
    bash(conn, "pytest tests/test_cart.py -q",
         "tests/test_cart.py:14: AssertionError: assert 90.0 == 81.0\nFAILED tests/test_cart.py::test_discount\n"
         "1 failed in 0.05s", exit_code=1)
    add(conn, tool="Edit", tool_input={"file_path": f"{PROJECT}/shop/cart.py",
                                       "old_string": "    total = price * qty\n    return total",
                                       "new_string": "    total = price * qty * (1 - discount)\n    return total"},
        tool_output="ok", is_error=False)
    bash(conn, "pytest tests/test_cart.py -q", "3 passed in 0.04s")
    run(conn)
    memories = [o for o in live(conn) if not o["metadata"].get("digest")]
    assert len(memories) == 1, [o["title"] for o in memories]
    [bugfix] = memories
    assert bugfix["type"] == "bugfix" and bugfix["files_modified"] == ["shop/cart.py"]
    assert bugfix["title"].startswith("Fix shop/cart.py after `pytest tests/test_cart.py -q` failed")
    assert "shop/cart.py: total = price * qty * (1 - discount)" in bugfix["facts"]
    assert any("AssertionError: assert 90.0 == 81.0" in f for f in bugfix["facts"])
    assert any("3 passed" in f for f in bugfix["facts"])  # the passing run closed the same memory
    assert len(bugfix["source_event_ids"]) == 3 and bugfix["version"] == 3


def test_bookkeeping_makes_no_memory(conn):
    add(conn, "prompt", prompt="Tidy the repo")
    bash(conn, "git add shop/cart.py")
    bash(conn, "mkdir -p shop/utils")
    bash(conn, "ls -la shop", "cart.py\nutils\n")
    add(conn, tool="TodoWrite", tool_input={"todos": [{"content": "tidy", "status": "pending"}]},
        tool_output='{"newTodos": []}')
    bash(conn, "git status --short", " M shop/cart.py")
    out, stats = run(conn)
    assert live(conn) == [] and stats.created == 0 and stats.digests == 0  # not even a digest: nothing happened
    reasons = {r["reason"] for r in conn.execute("SELECT result->>'reason' AS reason FROM event_queue")
               if r["reason"]}
    assert "low-value: bookkeeping command" in reasons and "low-value: reading, searching or listing" in reasons


def test_commits_are_no_memories_of_their_own_the_digest_lists_their_messages(conn):
    add(conn, "prompt", prompt="Round the cart's discounts")
    bash(conn, "pytest -q tests/test_cart.py", "3 passed in 0.1s")
    bash(conn, "git add -A && git commit -m \"$(cat <<'EOF'\nRound discounts to cents\n\nThe cart showed 80.995.\n"
               "EOF\n)\"", "[main 1a2b3c4] Round discounts to cents\n 1 file changed")
    bash(conn, "git commit -F - <<'MSG'\nKeep the ledger stamped\n\nDetails.\nMSG", "[main 5d6e7f8] Keep")
    run(conn)
    assert not [o["title"] for o in live(conn) if not o["metadata"].get("digest")]  # no "Committed: …" memory
    [record] = [o for o in live(conn) if o["metadata"].get("digest") == "session"]
    assert "Commits: Round discounts to cents; Keep the ledger stamped" in record["narrative"]
    assert "cat <<" not in record["narrative"] and "EOF" not in record["narrative"]


def test_rerunning_compress_changes_nothing_and_the_event_log_is_never_rewritten(conn):
    add(conn, "prompt", prompt="Make the build pass")
    bash(conn, "make build", "cc: error: shop.c:3: missing ';'\nmake: *** [all] Error 1", exit_code=2)
    add(conn, tool="Write", tool_input={"file_path": f"{PROJECT}/shop.c", "content": "int main(void) { return 0; }\n"},
        tool_output="ok", is_error=False)
    bash(conn, "make build", "built shop in 0.3s")
    add(conn, "session_end", text="The build passes: shop.c was missing a semicolon.")
    events_before = [dict(r) for r in conn.execute("SELECT * FROM events ORDER BY id")]
    run(conn)
    state = [(o["id"], o["version"], o["content_hash"]) for o in live(conn)]
    versions = conn.execute("SELECT count(*) AS n FROM observation_versions").fetchone()["n"]
    assert any(o["metadata"].get("digest") == "session" for o in live(conn))
    # Re-run with every event queued again: same memories, same versions, no new version rows.
    conn.execute("UPDATE event_queue SET status = 'pending', result = NULL")
    conn.commit()
    out, stats = run(conn)
    assert [(o["id"], o["version"], o["content_hash"]) for o in live(conn)] == state
    assert conn.execute("SELECT count(*) AS n FROM observation_versions").fetchone()["n"] == versions
    assert stats.created == 0 and stats.updated == 0 and stats.digests == 0
    assert [dict(r) for r in conn.execute("SELECT * FROM events ORDER BY id")] == events_before


def test_the_session_digest_keeps_commands_failures_and_key_lines_verbatim(conn):
    add(conn, "prompt", prompt="Set up the dev server and fix the type errors")
    bash(conn, "cd /home/dev/shop && npx tsc --noEmit", "src/cart.ts(3,7): error TS2322: Type 'string' is not "
         "assignable to type 'number'.\nFound 1 error in src/cart.ts:3", exit_code=2)
    add(conn, tool="Edit", tool_input={"file_path": f"{PROJECT}/src/cart.ts", "old_string": "const n: number = '1';",
                                       "new_string": "const n: number = 1;"}, tool_output="ok", is_error=False)
    bash(conn, "cd /home/dev/shop && npx tsc --noEmit", "")
    bash(conn, "npm run dev -- --port 3001", "> shop dev\n> next dev\n  - Local: http://localhost:3001\n ready in 1.2s")
    add(conn, tool="TodoWrite", tool_input={"todos": []}, tool_output="{}")
    add(conn, "session_end", text="Types check cleanly; the dev server runs on port 3001.")
    out, stats = run(conn)
    [record] = [o for o in live(conn) if o["metadata"].get("digest") == "session"]
    text = record["narrative"]
    assert record["type"] == "discovery" and record["title"].startswith("Session digest: Set up the dev server")
    assert "`cd /home/dev/shop && npx tsc --noEmit` failed: src/cart.ts(3,7): error TS2322" in text
    assert "then `cd /home/dev/shop && npx tsc --noEmit` worked" in text
    assert "`npm run dev -- --port 3001` → " in text and "http://localhost:3001" in text
    assert "src/cart.ts — const n: number = 1;" in text
    assert "Outcome: Types check cleanly" in text and "TodoWrite" not in text
    assert stats.digests == 2  # the digest and the runbook (test_runbook.py)
    # A session with events still queued gets no digest yet; the one written is brought up to date later.
    bash(conn, "npm test", "12 passed")
    digest.write_digest(conn, "s1")  # the new event is still pending: nothing changes
    conn.commit()
    assert [o["version"] for o in live(conn) if o["metadata"].get("digest") == "session"] == [1]
    run(conn)
    [again] = [o for o in live(conn) if o["metadata"].get("digest") == "session"]
    assert again["id"] == record["id"] and again["version"] == 2 and "`npm test` → 12 passed" in again["narrative"]


# -- the rules, no database ---------------------------------------------------------------------


def test_key_lines_keep_definitions_and_stated_facts_verbatim():
    code = "import os\n\n# helper\n\ndef load(path):\n    return open(path).read()\n\n}\n"
    assert keylines.key_lines(code, "a.py") == ["import os", "def load(path):", "return open(path).read()"]
    doc = "# Project\n\nSome prose here.\n\n- **Storage**: localStorage\n- **State**: useReducer\n"
    assert keylines.key_lines(doc, "NOTES.md", limit=2) == ["- **Storage**: localStorage", "- **State**: useReducer"]
    assert keylines.added_lines("a = 1\nb = 2\n", "a = 1\nb = 3\nc = 4\n") == ["b = 3", "c = 4"]
    assert keylines.output_lines("lint\n" * 10 + "Found 370 errors.\n") == ["Found 370 errors."]
    assert keylines.error_lines('{"content": "ERROR:\\nNo replacement was performed, old_str `x` did not appear"}') == [
        "ERROR: No replacement was performed, old_str `x` did not appear"]
    noisy = "npm warn Unknown env config\nError: npm warn x\n[TypeError: generate is not a function]\n"
    assert keylines.error_lines(noisy, limit=1) == ["[TypeError: generate is not a function]"]


def test_shell_commands_that_write_files_are_edits():
    command = "cat > src/state.ts << 'EOF'\nexport interface State {\n  todos: string[];\n}\nEOF"
    assert keylines.heredoc_writes(command) == [("src/state.ts", "export interface State {\n  todos: string[];\n}")]
    assert keylines.heredoc_writes("cat >> notes.md <<EOF\n# Log\nEOF") == [("notes.md", "# Log")]
    assert keylines.heredoc_writes("git commit -F - <<'MSG'\nx\nMSG") == []
    assert keylines.sed_targets("sed -i 's/a -> b/a -> b:/' tests/missing.py && python3 tests/missing.py") == [
        "tests/missing.py"]
    assert keylines.sed_targets("sed -n '1,5p' x.py") == []
    assert keylines.sed_targets("sed -i '' 's/^package a$/package b/' pkg/b/*.go") == ["pkg/b/*.go"]  # BSD sed
    event = {"event_type": "tool", "tool_name": "Bash", "project": "/p", "cwd": "/p",
             "payload": {"tool_input": {"command": command}, "tool_output": "", "exit_code": 0}}
    draft, _ = extractive.observe(event, {"request": "Add the state types"})
    assert draft["files_modified"] == ["src/state.ts"] and "src/state.ts: export interface State {" in draft["facts"]
    assert keylines.commit_message("git commit -am 'Fix rounding' -m 'Body'") == "Fix rounding\n\nBody"


def test_a_digest_needs_some_work_to_report():
    assert digest.digest([{"event_type": "prompt", "payload": {"prompt": "hi"}}]) is None


def test_a_reproduction_script_its_failure_the_fix_and_the_pass_are_one_memory(conn):
    """Agents that log no exit status: an uncaught exception is a failure all the same."""
    add(conn, "prompt", prompt="Pixel data should not need PixelRepresentation")
    add(conn, tool="Edit", tool_input={"file_path": "repro.py", "old_string": None,
                                       "new_string": "from px import load\nds = load('1.2.840.10008.1.2.1')\n"
                                                     "print(ds.pixels)\n"}, tool_output="[File: repro.py]")
    add(conn, tool="Bash", tool_input={"command": "python repro.py"},
        tool_output='Traceback (most recent call last):\n  File "repro.py", line 3\n'
                    "AttributeError: no PixelRepresentation")
    add(conn, tool="Edit", tool_input={"file_path": f"{PROJECT}/px/handler.py", "old_string": "    check(ds)",
                                       "new_string": "    if 'PixelData' in ds:\n        check(ds)"},
        tool_output="edited")
    add(conn, tool="Bash", tool_input={"command": "python repro.py"}, tool_output="ok, no errors")
    run(conn)
    [memory] = [o for o in live(conn) if not o["metadata"].get("digest")]
    assert memory["type"] == "bugfix" and memory["files_modified"] == ["repro.py", "px/handler.py"]
    assert memory["title"].startswith("Fix px/handler.py after `python repro.py` failed: AttributeError")
    facts = "\n".join(memory["facts"])
    assert "repro.py: ds = load('1.2.840.10008.1.2.1')" in facts and "px/handler.py: if 'PixelData' in ds:" in facts
    assert "ok, no errors" in facts


def _ran(command: str, output: str) -> dict:
    return {"event_type": "tool", "tool_name": "Bash", "project": PROJECT, "cwd": PROJECT,
            "payload": {"tool_input": {"command": command}, "tool_output": output, "exit_code": 0}}


def test_a_digest_shows_what_a_command_printed_verbatim_and_a_json_answer_by_its_first_fields():
    """Blanks inside an output line (aligned columns, grep -n's tab) stay, as the runbook keeps
    them; a JSON answer shows its first fields, not the bracket it opens with."""
    events = [{"event_type": "prompt", "payload": {"prompt": "Add a --json flag to list"}},
              _ran("./shop list", "ID    NAME      CREATED\n1     cart      2026-01-02\n"),
              _ran('grep -rn "Upgrade" src', "src/nudge.go:12:\tupgradeText = \"Upgrade now\"\n"),
              _ran("./shop list --json | head", '[\n  {\n    "id": 1,\n    "created_at": "2026-01-02T10:00:00Z",\n'
                   '    "name": "cart"\n  },\n  {\n    "id": 2\n  }\n]\n'),
              {"event_type": "session_end", "payload": {"text": "Done."}}]
    text = digest.digest(events)["narrative"]
    assert "`./shop list` → ID    NAME      CREATED | 1     cart      2026-01-02" in text
    assert "src/nudge.go:12:\tupgradeText" in text
    assert '`./shop list --json | head` → [ { "id": 1, "created_at": "2026-01-02T10:00:00Z",' in text
    assert keylines.output_lines("[\n]\n") == ["[", "]"]  # a short output stays whole


def test_a_digest_names_the_tests_a_verbose_test_run_ran_not_its_packages():
    verbose = ("=== RUN   TestParseAnswer\n--- PASS: TestParseAnswer (0.00s)\n=== RUN   TestParseAnswer/no_colon\n"
               "    --- PASS: TestParseAnswer/no_colon (0.00s)\nPASS\nok  \tgithub.com/acme/shop/pkg/answer\t0.02s\n")
    events = [{"event_type": "prompt", "payload": {"prompt": "Parse answers without a colon"}},
              _ran("go test -v -run TestParseAnswer ./pkg/answer/", verbose),
              _ran("go test ./...", "ok  \tgithub.com/acme/shop\t0.5s\nok  \tgithub.com/acme/shop/pkg/answer\t0.02s\n"),
              _ran("go vet ./...", ""), {"event_type": "session_end", "payload": {"text": "Done."}}]
    text = digest.digest(events)["narrative"]
    assert "`go test -v -run TestParseAnswer ./pkg/answer/` → tests: TestParseAnswer, TestParseAnswer/no_colon\n" in text
    assert "`go test ./...` → ok  \tgithub.com/acme/shop" in text  # a run naming packages only: its lines
