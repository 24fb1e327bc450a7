"""Team memory on a shared PostgreSQL server (issue 25), against a real server: PostgreSQL 18 with
pgvector, SCRAM, TLS (sslmode=verify-full with a generated certificate), hostssl-only, 127.0.0.1
(tests/teamserver.py). Each client home stands for one machine."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import json_lines, memtool
from memtool import project as projects

teamserver = pytest.importorskip("teamserver")


@pytest.fixture(scope="module")
def server():
    srv = teamserver.TeamServer()
    srv.start()
    srv.create_database()
    yield srv
    srv.remove()


def _git_clone_at(path: Path, remote: str | None) -> Path:
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    if remote:
        subprocess.run(["git", "-C", str(path), "remote", "add", "origin", remote], check=True)
    return path


def _env(home: Path, extra: dict) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMTOOL_", "PG"))}
    env.update(extra)
    env["MEMTOOL_LLM"] = "none"
    return env


@pytest.mark.parametrize("url", ["git@GitHub.com:acme/api.git", "https://github.com/acme/api",
                                 "https://bob@github.com/acme/api.git/", "ssh://git@github.com:22/acme/api.git",
                                 "ssh://git@github.com/acme/api"])
def test_every_form_of_a_remote_is_one_key(url):
    assert projects.remote_key(url) == "github.com/acme/api"


def test_remote_keys_keep_what_tells_repositories_apart():
    assert projects.remote_key("git@github.com:fork/api.git") == "github.com/fork/api"
    assert projects.remote_key("https://git.example.com:8443/acme/api.git") == "git.example.com:8443/acme/api"
    assert projects.remote_key("/srv/git/api.git") == projects.remote_key("file:///srv/git/api.git") == "/srv/git/api"


def test_the_key_follows_the_remote_and_the_path_stays_an_alias(tmp_path, monkeypatch):
    monkeypatch.delenv("MEMTOOL_PROJECT", raising=False)
    first = _git_clone_at(tmp_path / "home-a" / "src" / "api", "git@github.com:acme/api.git")
    second = _git_clone_at(tmp_path / "home-b" / "work" / "api-copy", "https://github.com/acme/api")
    fork = _git_clone_at(tmp_path / "home-b" / "work" / "api-fork", "git@github.com:someone/api.git")
    local = _git_clone_at(tmp_path / "home-b" / "work" / "notes", None)
    (first / "pkg").mkdir()
    monkeypatch.setenv("MEMTOOL_PROJECT_KEY", "remote")
    assert projects.resolve(first / "pkg") == projects.resolve(second) == "github.com/acme/api"
    assert projects.resolve(fork) == "github.com/someone/api"
    assert projects.resolve(local) == str(local.resolve())  # no remote: the path
    monkeypatch.chdir(second)
    assert projects.scope(str(first)) == "github.com/acme/api"  # a clone's path names its key
    monkeypatch.setenv("MEMTOOL_PROJECT_KEY", "path")
    assert projects.resolve(first) == str(first.resolve())
    monkeypatch.setenv("MEMTOOL_PROJECT_KEY", "auto")  # embedded: paths; a server: remotes
    monkeypatch.delenv("MEMTOOL_DATABASE_URL", raising=False)
    monkeypatch.delenv("PGHOST", raising=False)
    monkeypatch.delenv("PGSERVICE", raising=False)
    assert projects.resolve(first) == str(first.resolve())
    monkeypatch.setenv("MEMTOOL_DATABASE_URL", "host=db.example.com")
    assert projects.resolve(first) == "github.com/acme/api"


def test_one_repository_cloned_on_two_machines_is_one_project(server, tmp_path):
    """Two homes (machines), the repository at two paths: one project on the team server; a fork
    with another remote is another project."""
    admin = _env(tmp_path / "admin", server.admin_env(tmp_path / "admin"))
    one = _git_clone_at(tmp_path / "m1" / "src" / "api", "git@github.com:acme/api.git")
    two = _git_clone_at(tmp_path / "m2" / "code" / "api", "https://github.com/acme/api.git")
    fork = _git_clone_at(tmp_path / "m2" / "code" / "api-fork", "git@github.com:mallory/api.git")
    machine_two = dict(admin, MEMTOOL_HOME=str(tmp_path / "m2home"))
    saved = memtool(admin, "save", "--type", "decision", "Tokens rotate hourly",
                    "The refresh token rotates every hour", cwd=one)
    assert saved.returncode == 0, saved.stderr
    assert json_lines(saved.stdout)[0]["project"] == "github.com/acme/api"
    found = memtool(machine_two, "search", "refresh token rotates", cwd=two)
    assert found.returncode == 0, found.stderr
    assert [r["title"] for r in json_lines(found.stdout) if r.get("kind") != "meta"][:1] == ["Tokens rotate hourly"]
    elsewhere = memtool(machine_two, "search", "refresh token rotates", cwd=fork)
    assert elsewhere.returncode == 0, elsewhere.stderr
    assert "Tokens rotate hourly" not in elsewhere.stdout
