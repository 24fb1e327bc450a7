"""Importers (issue 24, part 6): `memtool import --from claude-code | claude-mem | basic-memory`
on files in each tool's own layout — redacted on the way in, idempotent, with a dry run."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from conftest import FIXTURES, memtool

HERE = FIXTURES / "importers"
SECRET = "ghp_" + "Q7rT2yU9iO4pA1sD6fG3hJ8kL5zX0cV2bN4m"


def lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def memories(conn, project: str) -> dict[str, dict]:
    rows = conn.execute("SELECT title, narrative, type, facts, is_global, metadata FROM observations "
                        "WHERE project = %s ORDER BY id", (project,)).fetchall()
    return {r["title"]: dict(r) for r in rows}


@pytest.fixture
def claude_code(tmp_path) -> tuple[Path, Path]:
    """A project and a Claude Code config directory laid out as Claude Code keeps them."""
    project = (tmp_path / "work" / "billing.svc").resolve()
    shutil.copytree(HERE / "claude-code" / "project", project)
    (project / ".git").mkdir()
    claude = tmp_path / "dot-claude"
    key = "".join(c if c.isalnum() else "-" for c in str(project))
    shutil.copytree(HERE / "claude-code" / "memory", claude / "projects" / key / "memory")
    shutil.copy(HERE / "claude-code" / "user" / "CLAUDE.md", claude / "CLAUDE.md")
    with open(claude / "projects" / key / "memory" / "MEMORY.md", "a") as handle:
        handle.write(f"\n## Access\n\n- The CI deploy token is {SECRET} (rotate monthly)\n")
    return project, claude


def test_claude_code_memory_files_become_memories(cli_env, conn, claude_code):
    project, claude = claude_code
    env = dict(cli_env, CLAUDE_CONFIG_DIR=str(claude))
    done = memtool(env, "import", "--from", "claude-code", cwd=project)
    assert done.returncode == 0, done.stderr
    results = lines(done.stdout)
    assert results and all(r["action"] == "created" and r["source"] == "claude-code" for r in results)

    got = memories(conn, str(project))
    assert got["Running the tests"]["type"] == "decision"  # frontmatter type project
    assert "pytest -m" in got["Running the tests"]["narrative"]
    assert got["Release process"]["type"] == "preference"  # feedback
    build = got["MEMORY.md: Memory index > Build"]
    assert "pnpm --dir web build" in build["narrative"]
    assert "make build compiles" in " ".join(build["facts"]).replace("`", "")
    assert "MEMORY.md: Memory index" not in got  # the index's links to topic files are no memory of their own
    assert not any("testing.md" in m["narrative"] for m in got.values())
    assert "CLAUDE.md: Project guide > Conventions" in got
    commands = got["CLAUDE.md: Project guide > Commands"]["narrative"]
    assert "# not a heading" in commands and "make lint && make test" in commands
    assert "sql.md: SQL rules" in got
    user = got["CLAUDE.md: My preferences"]
    assert user["is_global"] and user["metadata"]["claude_code_kind"] == "user-memory"
    access = got["MEMORY.md: Memory index > Access"]["narrative"]
    assert SECRET not in access and "[REDACTED" in access and "rotate monthly" in access
    assert not any(SECRET in json.dumps(m) for m in got.values())

    again = memtool(env, "import", "--from", "claude-code", cwd=project)
    assert again.returncode == 0
    assert {r["action"] for r in lines(again.stdout)} == {"duplicate"}
    assert memories(conn, str(project)).keys() == got.keys()
    assert "0 new" in again.stderr

    without_user = memtool(env, "import", "--from", "claude-code", "--no-user-memory", "--dry-run", cwd=project)
    assert "My preferences" not in without_user.stdout


def test_dry_run_reports_and_stores_nothing(cli_env, conn, claude_code):
    project, claude = claude_code
    env = dict(cli_env, CLAUDE_CONFIG_DIR=str(claude))
    dry = memtool(env, "import", "--from", "claude-code", "--dry-run", "--project", str(project))
    assert dry.returncode == 0, dry.stderr
    report = lines(dry.stdout)
    assert len(report) >= 8 and all(r["dry_run"] and r["action"] == "created" for r in report)
    assert "Running the tests" in {r["title"] for r in report}
    assert "dry run: nothing stored" in dry.stderr
    assert memories(conn, str(project)) == {}


@pytest.fixture
def claude_mem_db(tmp_path) -> Path:
    path = tmp_path / "claude-mem" / "claude-mem.db"
    path.parent.mkdir()
    with sqlite3.connect(path) as db:
        db.executescript((HERE / "claude-mem.sql").read_text().replace("PROJECT", "billing"))
    return path


def test_claude_mem_database_rows_become_memories_summaries_and_prompts(cli_env, conn, tmp_path, claude_mem_db):
    project = (tmp_path / "src" / "billing").resolve()
    (project / ".git").mkdir(parents=True)
    env = dict(cli_env, CLAUDE_MEM_DATA_DIR=str(claude_mem_db.parent))
    done = memtool(env, "import", "--from", "claude-mem", cwd=project)
    assert done.returncode == 0, done.stderr
    kinds = sorted(r["record_kind"] for r in lines(done.stdout))
    assert kinds == ["event", "observation", "observation", "summary"]  # other-app's rows stay out

    got = memories(conn, str(project))
    bug = got["Login test flaked on token expiry"]
    assert bug["type"] == "bugfix" and bug["narrative"].startswith("Clock skew made the JWT expire")
    assert "tests freeze time with freezegun" in bug["facts"]
    assert bug["metadata"]["imported_from"] == "claude-mem"
    summary = conn.execute("SELECT request, learned, outcome, files_modified FROM summaries WHERE project = %s",
                           (str(project),)).fetchone()
    assert summary["request"] == "Fix the flaky login test" and summary["outcome"] == "No production change needed"
    assert summary["files_modified"] == ["tests/conftest.py"]
    prompt = conn.execute("SELECT event_type, payload FROM events WHERE project = %s", (str(project),)).fetchone()
    assert prompt["event_type"] == "prompt" and prompt["payload"]["prompt"] == "fix the flaky login test"

    again = memtool(env, "import", "--from", "claude-mem", str(claude_mem_db), cwd=project)
    assert {r["action"] for r in lines(again.stdout)} == {"duplicate"}

    every = memtool(env, "import", "--from", "claude-mem", "--source-project", "*", "--dry-run", cwd=project)
    assert "Bumped the linter" in every.stdout

    missing = memtool(env, "import", "--from", "claude-mem", str(tmp_path / "nope.db"), cwd=project)
    assert missing.returncode == 1 and "no claude-mem database at" in missing.stderr


def test_basic_memory_notes_become_memories(cli_env, conn, tmp_path):
    project = (tmp_path / "kb").resolve()
    (project / ".git").mkdir(parents=True)
    folder = tmp_path / "basic-memory"
    shutil.copytree(HERE / "basic-memory", folder)
    done = memtool(cli_env, "import", "--from", "basic-memory", str(folder), cwd=project)
    assert done.returncode == 0, done.stderr
    got = memories(conn, str(project))
    assert set(got) == {"Coffee Brewing Methods", "Search engine choice"}
    coffee = got["Coffee Brewing Methods"]
    assert "[method] Pour over needs a 1:16 ratio #brewing" in coffee["facts"]
    assert "Pour-over gives the cleanest cup" in coffee["narrative"] and "[[Burr Grinder]]" not in coffee["narrative"]
    assert coffee["metadata"]["permalink"] == "coffee-brewing-methods"
    again = memtool(cli_env, "import", "--from", "basic-memory", str(folder), cwd=project)
    assert {r["action"] for r in lines(again.stdout)} == {"duplicate"}


def test_claude_code_files_of_a_project_keyed_by_its_remote(cli_env, conn, claude_code):
    """On a team server a project is its git remote; Claude Code's files are still found where the
    clone is (its root and ~/.claude/projects/<its path>)."""
    project, claude = claude_code
    (project / ".git" / "config").write_text('[remote "origin"]\n\turl = git@github.com:acme/billing.git\n')
    env = dict(cli_env, CLAUDE_CONFIG_DIR=str(claude), MEMTOOL_PROJECT_KEY="remote")
    done = memtool(env, "import", "--from", "claude-code", "--no-user-memory", cwd=project)
    assert done.returncode == 0, done.stderr
    got = memories(conn, "github.com/acme/billing")
    assert "Running the tests" in got  # from the clone's files
    assert any(r["kind"] != "error" and r.get("source") == "claude-code" for r in lines(done.stdout))
    assert memories(conn, str(project)) == {}
