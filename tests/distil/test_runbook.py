"""A session's runbook (the commands that worked and what they showed, settings read) and the
rules that read a tool's output for it: failures reported only in the text, located
diagnostics, test names, Codex's exec header, patches — plain functions and, for writing and
rewriting the runbook's parts, the real database."""

from __future__ import annotations

from conftest import queue_event
from memtool.distil import compress, extractive, keylines, runbook, toolcalls

PROJECT = "/home/dev/cli"


def tool_event(name, tool_input, output, **payload):
    return {"event_type": "tool", "tool_name": name, "project": PROJECT, "cwd": PROJECT,
            "payload": {"tool_input": tool_input, "tool_output": output, **payload}}


def bash_event(command, output, **payload):
    return tool_event("Bash", {"command": command}, output, **payload)


def test_a_failure_told_only_in_the_text_is_a_failure_with_its_located_diagnostic_first():
    lint = bash_event("golangci-lint run", "Exit code 1\npkg/analytics/events.go:11:1: File is not properly "
                                           "formatted (gofmt)\n\tEventA = 1\n^\n1 issues:\n* gofmt: 1")
    assert toolcalls.failed(lint) and not toolcalls.failed(bash_event("go vet ./...", "Exit code 0\n"))
    draft, _ = extractive.observe(lint, {})
    assert draft["type"] == "discovery"
    assert "pkg/analytics/events.go:11:1: File is not properly formatted (gofmt)" in draft["title"]
    assert "Exit code" not in " ".join(draft["facts"])
    # npm's wrapper lines come after the compiler's own message.
    npm = "npm error code 2\nnpm error path /x\nnpm error command failed\n> tsc\n" \
          "src/routes/files.ts(529,15): error TS6133: 'handle' is declared but its value is never read."
    assert keylines.error_lines(npm, limit=1) == [
        "src/routes/files.ts(529,15): error TS6133: 'handle' is declared but its value is never read."]
    # A tool that states its complaint without an error word: its first line is kept.
    check = bash_event("goreleaser check", "Exit code 2\n  • only version: 2 configuration files are supported\n"
                                           "  • checking    path=.goreleaser.yml")
    facts = extractive.observe(check, {})[0]["facts"]
    assert "• only version: 2 configuration files are supported" in facts


def test_codex_exec_output_is_read_past_its_header_and_its_exit_code_counts():
    header = "Chunk ID: 1a2b\nWall time: 0.05 seconds\nProcess exited with code {}\nOriginal token count: 9\nOutput:\n"
    listing = bash_event("ls -1 docs/systems", header.format(0) + "aider.md\nwhogitit.md")
    assert not toolcalls.failed(listing)
    assert runbook.shown("ls -1 docs/systems", listing["payload"]["tool_output"]) == "aider.md ⏎ whogitit.md"
    assert toolcalls.failed(bash_event("rg nothing", header.format(1)))


def test_test_names_of_the_common_runners():
    go = "=== RUN   TestParse\n=== RUN   TestParse/no_colon\n--- PASS: TestParse (0.00s)\n" \
         "    --- PASS: TestParse/no_colon (0.00s)\nPASS\nok  \texample.com/cli/pkg/cmd\t0.2s"
    assert runbook.test_names(go) == ["TestParse", "TestParse/no_colon", "example.com/cli/pkg/cmd"]
    pytest_v = "tests/test_a.py::test_one PASSED [ 50%]\ntests/test_a.py::test_two FAILED [100%]"
    assert runbook.test_names(pytest_v) == ["tests/test_a.py::test_one", "tests/test_a.py::test_two"]
    jest = "PASS src/cart.test.ts\n  ✓ rounds to cents (3 ms)\n  ✓ keeps the ledger"
    assert runbook.test_names(jest) == ["src/cart.test.ts", "rounds to cents", "keeps the ledger"]


def test_shown_keeps_short_output_whole_with_its_spacing_and_long_output_by_its_head():
    table = "SESSION ID    PROVIDER    CREATED\n066e1e40      claude      Jan 12"
    assert runbook.shown("./cli list", table) == "SESSION ID    PROVIDER    CREATED ⏎ 066e1e40      claude      Jan 12"
    grep = "\n".join(f"pkg/cmd/file{i}.go:{i}:\tfunc Handler{i}() error {{" for i in range(60))
    shown = runbook.shown("grep -rn Handler pkg", grep)
    assert shown.startswith("pkg/cmd/file0.go:0:\tfunc Handler0() error {") and "(60 lines)" in shown
    assert len(shown) < 700
    # A file printed by the shell is a read: which file, not its text.
    assert runbook.shown("sed -n '1,240p' docs/SUMMARY.md", "# Summary\n" + "text\n" * 200) == "# Summary"


def test_settings_of_a_configuration_file_read():
    fly = "     1→app = 'tny-office-api'\n     2→primary_region = 'bos'\n     3→\n     4→# a comment\n" \
          "     5→[http_service]\n     6→  internal_port = 3001\n     7→  force_https = true"
    assert runbook.settings("fly.toml", fly) == ["app = 'tny-office-api'", "primary_region = 'bos'",
                                                 "[http_service]", "internal_port = 3001", "force_https = true"]
    entries = runbook.entries([tool_event("Read", {"file_path": f"{PROJECT}/apps/api/fly.toml"}, fly),
                               tool_event("Read", {"file_path": f"{PROJECT}/debug/1.json"}, '{"cwd": "/x"}')])
    assert entries == ["apps/api/fly.toml settings: app = 'tny-office-api' ⏎ primary_region = 'bos' ⏎ "
                       "[http_service] ⏎ internal_port = 3001 ⏎ force_https = true"]  # data files are no settings


def test_entries_leave_out_bookkeeping_failures_and_tell_a_repeated_output_once():
    tests = "=== RUN   TestA\n=== RUN   TestB\nok  \texample.com/cli\t0.1s"
    events = [bash_event("git add -A", ""), bash_event("mkdir -p out", ""),
              bash_event("go test -v ./...", tests),
              bash_event("go build ./...", "Exit code 1\nmain.go:3:1: syntax error"),
              bash_event("golangci-lint run && go test -v ./...", "0 issues.\n" + tests),
              bash_event('git commit -m "Add list"', "[main 1a2b] Add list")]
    assert runbook.entries(events) == [
        "`go test -v ./...`",
        "`golangci-lint run && go test -v ./...` → tests: TestA, TestB, example.com/cli ⏎ ok  \texample.com/cli\t0.1s"]


def test_parts_keep_every_command_when_the_session_ran_a_lot():
    events = [bash_event(f"ls dir{i}", "\n".join(f"dir{i}-file{j}.go" for j in range(400))) for i in range(20)]
    events.append(bash_event("make test", "12 passed"))
    drafts = runbook.runbook(events, "list everything", PROJECT)
    assert 1 < len(drafts) <= runbook.MAX_PARTS
    text = "\n".join(d["narrative"] for d in drafts)
    assert all(f"`ls dir{i}`" in text for i in range(20)) and "`make test` → 12 passed" in text
    assert all(len(d["narrative"]) < runbook.PART_BUDGET + 1000 for d in drafts)
    assert drafts[0]["title"] == "Commands and results (part 1 of %d): list everything" % len(drafts)


def test_patches_give_the_edit_its_old_and_new_text():
    patch = "*** Begin Patch\n*** Add File: docs/SUMMARY.md\n+# Summary\n+**Schema**: **Agent Trace**\n*** End Patch"
    assert extractive.patch_pairs(patch) == [("", "# Summary\n**Schema**: **Agent Trace**")]
    draft, _ = extractive.observe(tool_event("Edit", {"file_path": "docs/SUMMARY.md", "patch": patch}, "Success"), {})
    assert "docs/SUMMARY.md: **Schema**: **Agent Trace**" in draft["facts"]


def test_the_runbook_is_written_beside_the_digest_once(conn):
    def add(tool, **payload):
        return queue_event(conn, event_type="tool", project=PROJECT, payload=payload, tool=tool, session="s9")

    queue_event(conn, event_type="prompt", project=PROJECT, payload={"prompt": "Add the list command"}, session="s9")
    add("Bash", tool_input={"command": "go test -v ./pkg/cmd/"}, tool_output="=== RUN   TestList\n=== RUN   TestListJSON\nPASS")
    add("Bash", tool_input={"command": 'git commit -m "Add the list command"'}, tool_output="[main 1a2b] Add")
    add("Bash", tool_input={"command": "./cli list --json | head -3"}, tool_output='[\n  {"id": "066e1e40"}\n]')
    stats = compress.Stats()
    list(compress.compress(conn, pending=True, settings=compress.Settings(), stats=stats))
    rows = {r["metadata"]["digest"]: r for r in conn.execute(
        "SELECT * FROM observations WHERE deleted_at IS NULL AND metadata ? 'digest'")}
    assert set(rows) == {"session", "runbook"} and stats.digests == 2
    assert "Commits: Add the list command" in rows["session"]["narrative"]
    assert "`go test -v ./pkg/cmd/` → tests: TestList, TestListJSON" in rows["runbook"]["narrative"]
    assert '`./cli list --json | head -3` → [ ⏎   {"id": "066e1e40"} ⏎ ]' in rows["runbook"]["narrative"]
    assert not conn.execute("SELECT 1 FROM observations WHERE title LIKE 'Committed:%'").fetchone()
    # Compressing again changes nothing.
    list(compress.compress(conn, pending=True, settings=compress.Settings(), stats=(again := compress.Stats())))
    assert again.digests == 0
