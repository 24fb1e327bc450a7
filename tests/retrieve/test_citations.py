"""Citations checked before use (issue 24, item 4): a corpus of code edits in real git
repositories — edits that keep a citation, move it, or break it — then the whole path: stored with
a memory, checked in the injected block, `search` and `get`, retired by `maintain`."""

from __future__ import annotations

import os
import subprocess
import textwrap
from pathlib import Path

import pytest

from conftest import json_lines, memtool
from memtool import citations
from memtool.retrieve import context
from memtool.store import citations as cited
from memtool.store import observations

AUTH = textwrap.dedent('''\
    """Tokens."""
    import base64


    def parse_token(raw):
        head, _, body = raw.partition(".")
        if not body:
            raise ValueError("no body")
        return base64.b64decode(body)


    class TokenStore:
        def load(self, path):
            with open(path) as handle:
                return handle.read()

        def save(self, path, text):
            with open(path, "w") as handle:
                handle.write(text)
    ''')
UI = textwrap.dedent('''\
    import { api } from "./api";

    export function renderBadge(user) {
      const label = user.name.toUpperCase();
      return `<b>${label}</b>`;
    }

    export const VERSION = "1.2";
    ''')


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True,
                          env=dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@e", GIT_COMMITTER_NAME="t",
                                   GIT_COMMITTER_EMAIL="t@e")).stdout


@pytest.fixture
def repo(tmp_path) -> Path:
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / "auth.py").write_text(AUTH)
    (root / "src" / "ui.js").write_text(UI)
    (root / "README.md").write_text("# app\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "start")
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))


def _later(path: Path) -> None:
    """An edit within the same clock tick as the recording must still change the stat: bump mtime."""
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))


def _reformat(code: str) -> str:
    """Four-space indents made two, and a signature wrapped: the same code, formatted otherwise."""
    lines = [(" " * ((len(line) - len(line.lstrip())) // 2)) + line.lstrip() for line in code.splitlines()]
    return "\n".join(lines).replace("def load(self, path):", "def load(self,\n           path):") + "\n"


# Each case: the memory's text and files, the edit (a function of the repository), and what each
# citation kind must come out as (kind → state; a kind absent from the memory is not listed).
CORPUS = {
    "edit below the cited lines": (
        "parse_token fails on tokens without a dot: src/auth.py:5-9", ["src/auth.py"],
        lambda r: edit(r / "src/auth.py", "handle.write(text)", "handle.write(text + '\\n')"),
        {"file": "ok", "lines": "ok", "symbol": "ok"}),
    "edit above the cited lines": (
        "parse_token fails on tokens without a dot: src/auth.py:5-9", ["src/auth.py"],
        lambda r: edit(r / "src/auth.py", "import base64\n", "import base64\nimport json\nimport os\n"),
        {"file": "ok", "lines": "moved", "symbol": "moved"}),
    "the cited lines changed": (
        "parse_token fails on tokens without a dot: src/auth.py:5-9", ["src/auth.py"],
        lambda r: edit(r / "src/auth.py", 'raise ValueError("no body")', "return b''"),
        {"file": "ok", "lines": "stale", "symbol": "stale"}),
    "reformatted (re-indented, re-wrapped)": (
        "`TokenStore.load` reads the whole file", ["src/auth.py"],
        lambda r: (r / "src/auth.py").write_text(_reformat(AUTH)),
        {"file": "ok", "symbol": "moved"}),  # valid; the wrapped block ends a line later
    "a symbol moved to another line": (
        "renderBadge() upper-cases the name in src/ui.js", ["src/ui.js"],
        lambda r: (r / "src/ui.js").write_text(UI.replace(UI[UI.index("export function"):UI.index("export const")], "")
                                                + "\n" + UI[UI.index("export function"):UI.index("export const")]),
        {"file": "ok", "symbol": "moved"}),
    "a symbol renamed": (
        "renderBadge() upper-cases the name", ["src/ui.js"],
        lambda r: edit(r / "src/ui.js", "function renderBadge", "function renderUserBadge"),
        {"file": "ok", "symbol": "stale"}),
    "the file renamed (git mv)": (
        "parse_token at src/auth.py:5 decodes base64", ["src/auth.py"],
        lambda r: git(r, "mv", "src/auth.py", "src/tokens.py"),
        {"file": "stale", "lines": "stale", "symbol": "stale"}),
    "the file deleted (git rm)": (
        "the README says nothing yet", ["README.md"],
        lambda r: git(r, "rm", "-q", "README.md"),
        {"file": "stale"}),
    "the file edited, no lines cited": (
        "the README says nothing yet", ["README.md"],
        lambda r: (r / "README.md").write_text("# app\n\nNow it does.\n"),
        {"file": "ok"}),
    "touched, same bytes": (
        "parse_token fails on tokens without a dot: src/auth.py:5-9", ["src/auth.py"],
        lambda r: _later(r / "src/auth.py"),
        {"file": "ok", "lines": "ok", "symbol": "ok"}),
    "another branch checked out and back": (
        "`TokenStore.save` writes without a newline; see src/auth.py#L17-L19", ["src/auth.py"],
        lambda r: (git(r, "checkout", "-q", "-b", "other"), edit(r / "src/auth.py", "def save", "def store"),
                   git(r, "commit", "-qam", "x"), git(r, "checkout", "-q", "main")),
        {"file": "ok", "lines": "ok", "symbol": "ok"}),
}


@pytest.mark.parametrize("case", list(CORPUS))
def test_the_corpus_of_edits(repo, case):
    text, files, change, expected = CORPUS[case]
    cites = citations.extract(str(repo), text, files)
    assert {c["kind"] for c in cites} == set(expected), cites
    change(repo)
    for cite in cites:
        _later(repo / cite["path"]) if (repo / cite["path"]).exists() and case != "touched, same bytes" else None
        outcome = citations.check(str(repo), cite)
        assert outcome.state == expected[cite["kind"]], (case, cite["kind"], cite["symbol"], outcome)
        if outcome.state == "stale":
            assert cite["path"] in outcome.reason
        if outcome.state == "moved":  # the citation now points at the same text at its new lines
            lines = (repo / cite["path"]).read_text().splitlines()
            start, end = outcome.changes["line_start"], outcome.changes["line_end"]
            assert citations.text_hash(lines[start - 1:end])[0] == cite["text_hash"]


def test_only_what_exists_in_the_checkout_is_cited(repo, tmp_path):
    assert citations.extract(str(repo), "see ../outside.py:3 and lib/missing.py:10", ["/etc/passwd", "nope.py"]) == []
    assert citations.extract(str(tmp_path / "gone"), "src/auth.py:5", ["src/auth.py"]) == []
    # A path given as the tail of a cited file, and absolute paths under the root, are resolved.
    cites = citations.extract(str(repo), "auth.py:5-6 splits the token", [str(repo / "src/auth.py")])
    assert [(c["kind"], c["path"], c["line_start"], c["line_end"]) for c in cites] == [
        ("file", "src/auth.py", None, None), ("lines", "src/auth.py", 5, 6)]


def test_a_moved_block_is_found_nearest_its_old_place():
    lines = ["a = 1", "b = 2", "x", "a = 1", "b = 2"]
    digest, chars = citations.text_hash(["a = 1", "b = 2"])
    assert citations.locate(lines, digest, chars, near=4) == (4, 5)
    assert citations.locate(lines, digest, chars, near=1) == (1, 2)
    assert citations.locate(lines, citations.text_hash(["zzz"])[0], 3) is None


# -- the whole path: stored, checked before use, retired -------------------------------------------


def _remember(conn, repo: Path, **fields) -> int:
    fields.setdefault("type", "bugfix")
    obs = observations.normalise(dict(fields, project=str(repo)))
    obs_id = observations.store(conn, obs)["id"]
    conn.commit()
    return obs_id


def test_a_stale_memory_is_ranked_down_and_noted_in_the_block(conn, repo):
    fresh = _remember(conn, repo, title="ui badge renders upper case", narrative="renderBadge() in src/ui.js",
                      files_modified=["src/ui.js"], importance=0.2)
    stale = _remember(conn, repo, title="parse_token needs a dot",
                      narrative="parse_token raises at src/auth.py:5-9 when the token has no dot",
                      files_modified=["src/auth.py"], importance=0.9)
    assert {c["kind"] for c in cited.for_observations(conn, [stale])[stale]} == {"file", "lines", "symbol"}
    before = context.build_context(conn, str(repo))
    assert before["included_ids"][:2] == [stale, fresh] and not before.get("stale_ids")
    assert "may be stale" not in before["text"]

    edit(repo / "src/auth.py", 'raise ValueError("no body")', "return b''")
    _later(repo / "src/auth.py")
    after = context.build_context(conn, str(repo))
    assert after["stale_ids"] == [stale]
    assert after["included_ids"][-1] == stale and after["included_ids"].index(fresh) < after["included_ids"].index(stale)
    line = next(line for line in after["text"].splitlines() if line.startswith(f"- #{stale} "))
    assert "[may be stale: src/auth.py:5-9 changed; src/auth.py: parse_token changed]" in line
    conn.commit()
    row = next(r for r in cited.for_observations(conn, [stale])[stale] if r["kind"] == "lines")
    assert row["broken_reason"] == "src/auth.py:5-9 changed" and row["broken_since"] is not None


def test_a_moved_citation_is_updated_and_stays_valid(conn, repo):
    obs_id = _remember(conn, repo, title="TokenStore.save", narrative="`TokenStore.save` writes no newline",
                       files_modified=["src/auth.py"])
    edit(repo / "src/auth.py", "import base64\n", "import base64\nimport os\n\n")
    _later(repo / "src/auth.py")
    block = context.build_context(conn, str(repo))
    assert obs_id in block["included_ids"] and not block.get("stale_ids")
    conn.commit()
    rows = {r["symbol"]: r for r in cited.for_observations(conn, [obs_id])[obs_id] if r["kind"] == "symbol"}
    assert rows["save"]["line_start"] == 19 and rows["save"]["broken_reason"] is None
    # Recorded again: the next check is one stat (size and mtime are the current ones).
    assert rows["save"]["file_size"] == (repo / "src/auth.py").stat().st_size


def test_search_and_get_say_may_be_stale(cli_env, conn, repo):
    obs_id = _remember(conn, repo, title="parse_token needs a dot",
                       narrative="parse_token raises at src/auth.py:5-9 when the token has no dot",
                       files_modified=["src/auth.py"])
    (repo / "src/auth.py").unlink()
    got = json_lines(memtool(cli_env, "get", str(obs_id)).stdout)
    assert got[0]["may_be_stale"] == ["src/auth.py is gone"]
    found = memtool(cli_env, "search", "parse_token dot", "--mode", "fts", "--all-projects")
    hit = next(r for r in json_lines(found.stdout) if r["id"] == obs_id)
    assert hit["may_be_stale"] == ["src/auth.py is gone"]


def test_maintain_retires_after_n_broken_runs_and_restores(cli_env, conn, repo):
    obs_id = _remember(conn, repo, title="renderBadge upper-cases", narrative="renderBadge() in src/ui.js",
                       files_modified=["src/ui.js"])
    ui = (repo / "src/ui.js").read_text()
    edit(repo / "src/ui.js", "function renderBadge", "function renderUserBadge")
    env = dict(cli_env, MEMTOOL_CITATION_RETIRE_RUNS="2", MEMTOOL_LLM="none")
    states = []
    for _ in range(3):
        records = json_lines(memtool(env, "maintain", "--step", "citations").stdout)
        step = next(r for r in records if r.get("step") == "citations")
        states.append((step["stale"], step["retired"], step["restored"]))
    assert states == [(1, 0, 0), (1, 1, 0), (1, 0, 0)]
    demoted = conn.execute("SELECT demoted_reason FROM memory_standing WHERE observation_id = %s",
                           (obs_id,)).fetchone()
    assert demoted["demoted_reason"] == "citations"
    assert obs_id not in context.build_context(conn, str(repo))["included_ids"]
    (repo / "src/ui.js").write_text(ui)  # the code is back: so is the memory
    _later(repo / "src/ui.js")
    step = next(r for r in json_lines(memtool(env, "maintain", "--step", "citations").stdout)
                if r.get("step") == "citations")
    assert (step["stale"], step["restored"]) == (0, 1)
    conn.commit()
    assert obs_id in context.build_context(conn, str(repo))["included_ids"]


def test_memories_stored_before_citations_get_them_once(cli_env, conn, repo):
    obs_id = _remember(conn, repo, title="README", narrative="the README is short", files_read=["README.md"])
    conn.execute("DELETE FROM memory_citations")  # as if stored before schema 15
    conn.commit()
    step = next(r for r in json_lines(memtool(cli_env, "maintain", "--step", "citations").stdout)
                if r.get("step") == "citations")
    assert step["recorded"] == 1 and step["checked"] == 1
    assert [r["path"] for r in cited.for_observations(conn, [obs_id])[obs_id]] == ["README.md"]


def test_citations_can_be_switched_off(conn, repo, monkeypatch):
    monkeypatch.setenv("MEMTOOL_CITATIONS", "0")
    obs_id = _remember(conn, repo, title="README", narrative="short", files_read=["README.md"])
    assert cited.for_observations(conn, [obs_id]) == {}


def test_the_check_is_one_stat_when_nothing_changed(repo):
    """Unchanged size and mtime: "ok" with nothing to write back (no read, no hash)."""
    cites = citations.extract(str(repo), "parse_token at src/auth.py:5-9", ["src/auth.py"])
    assert cites and all(citations.check(str(repo), c) == citations.Check("ok") for c in cites)
