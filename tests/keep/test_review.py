"""Review mode (issue 24, item 3): new memories wait as proposed, are never injected, are found
only by an explicit search that says so, and are approved, edited or rejected with `memtool
review` — one key each in a terminal, JSON lines in a pipe."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import termios
from pathlib import Path

import pytest

from conftest import MEMTOOL, json_lines, memtool, wait_for
from memtool.keep import review
from memtool.retrieve import context
from memtool.store import observations

P = "/repo/review"


def _store(conn, title: str, **fields) -> dict:
    obs = observations.normalise(dict(fields, title=title, narrative=fields.get("narrative", title + " in detail"),
                                      project=fields.get("project", P), type=fields.get("type", "decision")),
                                 method=fields.get("method", "extractive"))
    result = observations.store(conn, obs)
    conn.commit()
    return result


def test_off_by_default_nothing_waits(conn):
    result = _store(conn, "use uv for installs")
    assert "proposed" not in result and review.proposed(conn, P) == []
    assert result["id"] in context.build_context(conn, P)["included_ids"]


def test_proposed_memories_are_never_injected_until_approved(conn, monkeypatch):
    monkeypatch.setenv("MEMTOOL_REVIEW", "1")
    kept = _store(conn, "use uv for installs")
    assert kept["proposed"] is True
    imported = _store(conn, "imported on purpose", method="import")  # a person asked for it: not proposed
    assert "proposed" not in imported
    assert [p["id"] for p in review.proposed(conn, P)] == [kept["id"]]
    assert kept["id"] not in context.build_context(conn, P)["included_ids"]
    assert review.decide(conn, kept["id"], "approve")["decision"] == "approve"
    conn.commit()
    assert review.proposed(conn, P) == []
    assert kept["id"] in context.build_context(conn, P)["included_ids"]
    with pytest.raises(Exception, match="not waiting for review"):
        review.decide(conn, kept["id"], "reject")


def test_decisions_in_a_pipe(cli_env, conn, monkeypatch):
    env = dict(cli_env, MEMTOOL_REVIEW="1")
    monkeypatch.setenv("MEMTOOL_REVIEW", "1")
    ids = [_store(conn, t)["id"] for t in ("run tests with -x", "deploy on fridays", "the cache lives in /var/cache/app")]
    by_hand = json_lines(memtool(env, "save", "--project", P, "written by hand").stdout)[0]
    assert by_hand["action"] == "created" and by_hand["id"] not in review.proposed_ids(conn, [by_hand["id"]])
    listed = json_lines(memtool(env, "review", "--project", P).stdout)  # nothing on stdin: the list
    assert [r["id"] for r in listed] == ids and {r["kind"] for r in listed} == {"proposed"}
    # Proposed: out of the default search, found by --all with a flag saying so.
    assert json_lines(memtool(env, "search", "fridays", "--project", P, "--mode", "fts").stdout) == []
    found = json_lines(memtool(env, "search", "fridays", "--project", P, "--mode", "fts", "--all").stdout)
    assert [(r["id"], r["review"]) for r in found] == [(ids[1], "proposed")]
    decisions = "\n".join([f'{{"id": {ids[0]}, "decision": "approve"}}', f'{{"id": {ids[1]}, "decision": "reject"}}',
                           '{"id": 999999, "decision": "approve"}', "not json",
                           f'{{"id": {ids[2]}, "decision": "edit", "title": "the cache lives in /var/cache/app2"}}'])
    done = memtool(env, "review", "--project", P, input=decisions + "\n")
    assert done.returncode == 1
    assert "line 3: memory 999999 is not waiting for review" in done.stderr and "line 4:" in done.stderr
    assert [(r["id"], r["decision"]) for r in json_lines(done.stdout)] == [
        (ids[0], "approve"), (ids[1], "reject"), (ids[2], "edit")]
    assert json_lines(memtool(env, "review", "--project", P, "--list").stdout) == []
    block = context.build_context(conn, P)
    assert ids[0] in block["included_ids"] and ids[2] in block["included_ids"] and ids[1] not in block["included_ids"]
    assert "/var/cache/app2" in block["text"]
    assert memtool(env, "get", str(ids[1])).returncode == 1  # rejected: forgotten
    lenient = memtool(env, "review", "--ignore-errors", input='{"id": 1, "decision": "maybe"}\n')
    assert lenient.returncode == 0 and "is not one of approve, reject, edit" in json_lines(lenient.stdout)[0]["error"]


def test_the_repository_file_turns_it_on(cli_env, conn, tmp_path):
    repo = tmp_path / "app"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (repo / ".memtool.toml").write_text("[review]\nenabled = true\n")
    status = {r["switch"]: r for r in json_lines(memtool(cli_env, "status", str(repo)).stdout)}
    assert status["review"]["value"] is True and "[review] enabled = true" in status["review"]["why"]
    assert _store(conn, "proposed here", project=str(repo))["proposed"] is True
    assert "proposed" not in _store(conn, "not elsewhere", project=str(tmp_path))
    off = {r["switch"]: r for r in json_lines(memtool(dict(cli_env, MEMTOOL_REVIEW="0"), "status", str(repo)).stdout)}
    assert off["review"]["value"] is False and off["review"]["why"] == "MEMTOOL_REVIEW=0"


def _read_until(fd: int, wanted: str, seen: list[str], quiet: float = 120) -> None:
    """Read the terminal until it has shown `wanted`. Each wait is for the next output, bounded by
    `quiet` seconds of silence (a hang guard, not a speed check); fails saying what was not shown."""
    while wanted not in "".join(seen):
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            raise AssertionError(f"{wanted!r} was never shown (nothing more for {quiet:.0f} s); "
                                 f"shown: {''.join(seen)!r}")
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the other end is closed: the process ended
            chunk = b""
        if not chunk:
            raise AssertionError(f"the review ended before showing {wanted!r}; shown: {''.join(seen)!r}")
        seen.append(chunk.decode(errors="replace"))


def test_one_key_each_in_a_terminal(cli_env, conn, monkeypatch):
    monkeypatch.setenv("MEMTOOL_REVIEW", "1")
    env = dict(cli_env, MEMTOOL_REVIEW="1", EDITOR="sed -i s/Old/New/", TERM="dumb")
    ids = [_store(conn, t)["id"] for t in ("approve me", "reject me", "Old title to edit", "skip me", "after quit")]
    master, slave = pty.openpty()
    process = subprocess.Popen([*MEMTOOL, "review", "--project", P], stdin=slave, stdout=slave, stderr=slave,
                               env=env, close_fds=True)
    seen: list[str] = []

    def press(key: str) -> None:
        # A key typed before the prompt puts the terminal in raw mode would be flushed away.
        assert wait_for(lambda: not termios.tcgetattr(slave)[3] & termios.ICANON, timeout=120, interval=0.02), \
            f"the review never put the terminal in raw mode for its prompt; shown: {''.join(seen)!r}"
        seen.clear()
        os.write(master, key.encode())

    try:
        for key, title in zip("ares", ("approve me", "reject me", "Old title to edit", "skip me")):
            _read_until(master, title, seen)
            _read_until(master, "quit [q] ?", seen)
            press(key)
        _read_until(master, "after quit", seen)
        _read_until(master, "quit [q] ?", seen)
        press("q")
        os.close(slave)
        _read_until(master, "rejected", seen)
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
        os.close(master)
    assert "2 approved (1 edited), 1 rejected, 1 skipped" in "".join(seen)
    assert [p["id"] for p in review.proposed(conn, P)] == [ids[3], ids[4]]
    titles = {r["id"]: r["title"] for r in observations.fetch(conn, ids, include_deleted=True)}
    assert titles[ids[2]] == "New title to edit"
    assert set(context.build_context(conn, P)["included_ids"]) == {ids[0], ids[2]}
