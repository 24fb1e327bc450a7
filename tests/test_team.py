"""Team memory on a shared PostgreSQL server (issue 25), against a real server: PostgreSQL 18 with
pgvector, SCRAM, TLS (sslmode=verify-full with a generated certificate), hostssl-only, 127.0.0.1
(tests/teamserver.py). Each client home stands for one machine."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from conftest import MEMTOOL, json_lines, memtool
from memtool import project as projects
from serve_process import ServeProcess

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


# -- roles and row-level security --------------------------------------------------------------

PROJECT = "github.com/acme/api"
PASSWORDS = {"alice": "alice-pw-1", "bob": "bob-pw-2", "carol": "carol-pw-3"}


def _prompt(session: str, cwd: Path, prompt: str) -> str:
    return json.dumps({"session_id": session, "transcript_path": "/x.jsonl", "hook_event_name": "UserPromptSubmit",
                       "cwd": str(cwd), "prompt": prompt})


def _ok(result: subprocess.CompletedProcess) -> list[dict]:
    assert result.returncode == 0, result.stderr
    return json_lines(result.stdout)


@pytest.fixture(scope="module")
def team(server, tmp_path_factory):
    """A team server after `team init`: alice and bob are members granted the project, carol is a
    member without it; each has a home (machine) and a clone of the repository."""
    return _set_up_team(server, tmp_path_factory.mktemp("team"))


def _set_up_team(server, base: Path) -> dict:
    admin = _env(base / "admin", server.admin_env(base / "admin"))
    _ok(memtool(admin, "team", "init"))
    people = {}
    for name, password in PASSWORDS.items():
        _ok(memtool(admin, "team", "add", name, "--password-stdin", input=password + "\n"))
        home = base / name
        env = _env(home, {"MEMTOOL_HOME": str(home), "MEMTOOL_DATABASE_URL": server.conninfo(name),
                          "PGPASSFILE": str(server.passfile(home / "pgpass", name, password))})
        clone = _git_clone_at(base / f"{name}-src" / "api", "git@github.com:acme/api.git")
        people[name] = (env, clone)
    for name in ("alice", "bob"):
        _ok(memtool(admin, "team", "grant", name, PROJECT))
    return {"admin": admin, **people}


def _sql_as(server, name: str, statement: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(server.conninfo(name), password=PASSWORDS[name]) as conn:
        return conn.execute(statement).fetchall()


def _titles(records: list[dict]) -> set[str]:
    return {r["title"] for r in records if r.get("title")}


def test_private_things_stay_private_and_shared_memories_are_shared(server, team):
    alice, alice_clone = team["alice"]
    bob, bob_clone = team["bob"]
    carol, carol_clone = team["carol"]
    _ok(memtool(alice, "ingest", input=_prompt("alice-s1", alice_clone, "deploy zanzibar quietly on friday"),
                cwd=alice_clone))
    shared = _ok(memtool(alice, "save", "--type", "decision", "Deploys are blue-green",
                         "Every deploy of the api is blue-green behind the router", cwd=alice_clone))[0]
    private = _ok(memtool(alice, "save", "--private", "Alice's own deploy checklist",
                          "My deploy checklist: coffee, then the router", cwd=alice_clone))[0]
    marked = _ok(memtool(alice, "save", "Router quirk", "the router <private>my home ip</private> drops idle "
                         "deploy sockets", cwd=alice_clone))[0]
    assert shared["project"] == PROJECT and private["private"] and marked["private"]

    # bob, through memtool: the shared memory, nothing private, none of alice's events
    found = _titles(_ok(memtool(bob, "search", "deploy router", cwd=bob_clone)))
    assert "Deploys are blue-green" in found
    assert found.isdisjoint({"Alice's own deploy checklist", "Router quirk"})
    assert "zanzibar" not in memtool(bob, "search", "zanzibar", cwd=bob_clone).stdout
    missing = memtool(bob, "get", str(private["id"]), cwd=bob_clone)
    assert "checklist" not in missing.stdout
    block = _ok(memtool(bob, "context", "--json", "--query", "deploy checklist router quirk", cwd=bob_clone))[0]
    assert "blue-green" in block["text"] and "checklist" not in block["text"] and "quirk" not in block["text"]
    exported = memtool(bob, "export", cwd=bob_clone)
    assert exported.returncode == 0, exported.stderr
    assert "Deploys are blue-green" in exported.stdout
    assert "checklist" not in exported.stdout and "zanzibar" not in exported.stdout
    # alice sees all of hers
    assert {"Deploys are blue-green", "Alice's own deploy checklist", "Router quirk"} <= _titles(
        _ok(memtool(alice, "search", "deploy router checklist quirk", cwd=alice_clone)))

    # and direct SQL as bob's role shows exactly that
    assert _sql_as(server, "bob", "SELECT title FROM observations WHERE owner = 'alice' ORDER BY id") == [
        ("Deploys are blue-green",)]
    assert _sql_as(server, "bob", "SELECT count(*) FROM events") == [(0,)]
    assert _sql_as(server, "bob", "SELECT count(*) FROM event_passages") == [(0,)]
    assert _sql_as(server, "alice", "SELECT count(*) FROM events") == [(1,)]
    # carol is a member but not of this project: nothing
    assert _sql_as(server, "carol", "SELECT count(*) FROM observations") == [(0,)]
    assert "blue-green" not in memtool(carol, "search", "deploy router", cwd=carol_clone).stdout
    # a member cannot write as somebody else, nor grant herself a project
    with pytest.raises(Exception, match="row-level security|permission denied"):
        _sql_as(server, "carol", f"INSERT INTO team_members (member, project) VALUES ('carol', '{PROJECT}')")


def test_revoke_takes_access_away_at_once(server, team):
    import psycopg

    alice, alice_clone = team["alice"]
    bob, bob_clone = team["bob"]
    _ok(memtool(alice, "save", "Cache keys carry the tenant", "Every cache key starts with the tenant id",
                cwd=alice_clone))
    with psycopg.connect(server.conninfo("bob"), password=PASSWORDS["bob"], autocommit=True) as session:
        seen = "SELECT count(*) FROM observations WHERE title = 'Cache keys carry the tenant'"
        assert session.execute(seen).fetchone() == (1,)
        _ok(memtool(team["admin"], "team", "revoke", "bob", PROJECT))
        assert session.execute(seen).fetchone() == (0,)  # the open session too, from its next statement
    assert "tenant" not in memtool(bob, "search", "cache tenant", cwd=bob_clone).stdout
    members = {r["member"]: r["projects"] for r in _ok(memtool(team["admin"], "team", "members"))}
    assert members["bob"] == [] and members["alice"] == [PROJECT]
    _ok(memtool(team["admin"], "team", "grant", "bob", PROJECT))
    assert "Cache keys carry the tenant" in _titles(_ok(memtool(bob, "search", "cache tenant", cwd=bob_clone)))


def test_members_never_migrate_and_say_why(server, team, tmp_path):
    import psycopg

    bob, bob_clone = team["bob"]
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        _sql_as(server, "bob", "CREATE TABLE mine (x int)")
    with psycopg.connect(server.conninfo("postgres", ), password=server.password, autocommit=True) as conn:
        conn.execute("INSERT INTO memtool_migrations (version, name, checksum) VALUES (9999, 'future', '')")
    try:
        result = memtool(bob, "search", "anything", cwd=bob_clone)
        assert result.returncode == 1
        assert "newer than this memtool" in result.stderr and len(result.stderr.strip().splitlines()) <= 2
    finally:
        with psycopg.connect(server.conninfo("postgres"), password=server.password, autocommit=True) as conn:
            conn.execute("DELETE FROM memtool_migrations WHERE version = 9999")
    # a server behind this memtool: a member never migrates it, and says whom to ask
    latest = "(SELECT max(version) FROM memtool_migrations)"
    with psycopg.connect(server.conninfo("postgres"), password=server.password, autocommit=True) as conn:
        conn.execute(f"UPDATE memtool_migrations SET version = -version WHERE version = {latest}")
    try:
        result = memtool(bob, "search", "anything", cwd=bob_clone)
        assert result.returncode == 1
        assert "older than this memtool" in result.stderr and "memtool team init" in result.stderr
        assert len(result.stderr.strip().splitlines()) <= 2, result.stderr
    finally:
        with psycopg.connect(server.conninfo("postgres"), password=server.password, autocommit=True) as conn:
            conn.execute("UPDATE memtool_migrations SET version = -version WHERE version < 0")


def _count_as_admin(server, statement: str) -> int:
    import psycopg

    with psycopg.connect(server.conninfo("postgres"), password=server.password) as conn:
        return conn.execute(statement).fetchone()[0]


def test_a_server_away_mid_session_costs_nothing_and_replays_exactly_once(tmp_path):
    srv = teamserver.TeamServer()
    try:
        srv.start()
        srv.create_database()
        people = _set_up_team(srv, tmp_path)
        for name in ("alice", "bob"):
            env, clone = people[name]
            _ok(memtool(env, "ingest", input=_prompt(f"{name}-s", clone, f"{name} before the outage"), cwd=clone))
        srv.stop()
        for name in ("alice", "bob"):
            env, clone = people[name]
            lines = "\n".join(_prompt(f"{name}-s", clone, f"{name} offline {i}") for i in range(5))
            _ok(memtool(env, "ingest", input=lines, cwd=clone, timeout=60))  # hooks fail open: exit 0
            doctor = memtool(env, "doctor", cwd=clone)
            assert "team server unreachable since" in doctor.stdout + doctor.stderr
        viewer = ServeProcess(people["alice"][0])  # the viewer says so too
        try:
            down = viewer.client.get("/api/search", params={"q": "anything"})
            assert down.status_code == 503 and "team server unreachable since" in down.text
        finally:
            viewer.stop()
        srv.start()
        for name in ("alice", "bob"):
            env, clone = people[name]
            for _ in range(2):  # a second replay finds nothing left
                _ok(memtool(env, "ingest", "--replay", cwd=clone))
            doctor = memtool(env, "doctor", cwd=clone)
            assert "unreachable" not in doctor.stdout + doctor.stderr
        for name in ("alice", "bob"):
            assert _count_as_admin(srv, f"SELECT count(*) FROM events WHERE owner = '{name}'") == 6
        assert _count_as_admin(srv, "SELECT count(DISTINCT event_key) FROM events") == 12
    finally:
        srv.remove()


@pytest.mark.slow
def test_two_homes_capturing_2000_events_each_at_once_lose_and_duplicate_nothing(server, tmp_path):
    people = _set_up_team(server, tmp_path)
    runs = []
    for name in ("alice", "bob"):
        env, clone = people[name]
        lines = "\n".join(_prompt(f"{name}-bulk-{i // 100}", clone, f"{name} bulk prompt number {i}")
                          for i in range(2000))
        (tmp_path / f"{name}.jsonl").write_text(lines + "\n")
        with open(tmp_path / f"{name}.jsonl") as stdin, open(tmp_path / f"{name}.out", "w") as out:
            runs.append(subprocess.Popen([*MEMTOOL, "ingest", "-q"], stdin=stdin, stdout=out, stderr=out, env=env,
                                         cwd=clone))
    for name, run in zip(("alice", "bob"), runs):
        assert run.wait(timeout=900) == 0, (tmp_path / f"{name}.out").read_text()
    for name in ("alice", "bob"):
        env, clone = people[name]
        _ok(memtool(env, "ingest", "--replay", cwd=clone))  # whatever a lock timeout spooled
        assert _count_as_admin(server, f"SELECT count(*) FROM events WHERE session_id LIKE '{name}-bulk-%'") == 2000
        assert _count_as_admin(server, "SELECT count(*) - count(DISTINCT payload::text) FROM events "
                                       f"WHERE session_id LIKE '{name}-bulk-%'") == 0


def test_rekey_moves_a_clones_path_data_to_its_remote_key(server, tmp_path):
    """What was stored under a clone's path before team mode moves to the remote key, events and
    memories alike, and the moved memory is recognised when saved again under the key."""
    admin = _env(tmp_path / "admin", server.admin_env(tmp_path / "admin"))
    _ok(memtool(admin, "team", "init"))
    clone = _git_clone_at(tmp_path / "old" / "billing", "git@github.com:acme/billing.git")
    before = dict(admin, MEMTOOL_PROJECT_KEY="path")
    _ok(memtool(before, "ingest", input=_prompt("rekey-s1", clone, "why are invoices rounded twice"), cwd=clone))
    saved = _ok(memtool(before, "save", "Invoices round once", "Round invoice totals only at the end", cwd=clone))[0]
    assert saved["project"] == str(clone.resolve())
    dry = _ok(memtool(admin, "team", "rekey", "--dry-run", cwd=clone))
    assert [(r["from"], r["to"]) for r in dry] == [(str(clone.resolve()), "github.com/acme/billing")]
    assert _count_as_admin(server, "SELECT count(*) FROM observations WHERE project = 'github.com/acme/billing'") == 0
    moved = _ok(memtool(admin, "team", "rekey", cwd=clone))[0]
    assert moved["events"] == 1 and moved["observations"] == 1 and moved["rehashed"] == 1
    other = _git_clone_at(tmp_path / "new" / "billing2", "https://github.com/acme/billing")
    assert "Invoices round once" in _titles(_ok(memtool(admin, "search", "invoice totals", cwd=other)))
    again = _ok(memtool(admin, "save", "Invoices round once", "Round invoice totals only at the end", cwd=other))[0]
    assert again["action"] == "duplicate" and again["id"] == saved["id"]
    assert _count_as_admin(server, f"SELECT count(*) FROM events WHERE project = '{clone.resolve()}'") == 0


def test_one_admin_maintain_distils_everybodys_events_as_theirs(server, team):
    """`memtool maintain` run once by the admin serves every member: bob's events become bob's
    memories, shared with the project's members; his events stay his."""
    from conftest import TESTS

    bob, bob_clone = team["bob"]
    alice, _ = team["alice"]
    fixture = (TESTS / "fixtures" / "opencode" / "opencode-1.18.33_run_hooks.jsonl").read_text()
    _ok(memtool(dict(bob, MEMTOOL_PROJECT=PROJECT), "ingest", "-q", input=fixture, cwd=bob_clone))
    events = _count_as_admin(server, "SELECT count(*) FROM events WHERE owner = 'bob'")
    assert events > 0
    maintained = memtool(team["admin"], "maintain", "--llm", "none", cwd=bob_clone, timeout=900)
    assert maintained.returncode == 0, maintained.stderr
    bobs = _count_as_admin(server, "SELECT count(*) FROM observations WHERE owner = 'bob' AND deleted_at IS NULL"
                                   " AND source_event_ids <> '{}'")
    assert bobs > 0
    assert _sql_as(server, "alice", "SELECT count(*) FROM observations WHERE owner = 'bob' AND deleted_at IS NULL"
                                    " AND source_event_ids <> '{}'") == [(bobs,)]
    assert _sql_as(server, "alice", "SELECT count(*) FROM events WHERE owner = 'bob'") == [(0,)]
    assert _sql_as(server, "bob", "SELECT count(*) FROM events") == [(events,)]
    assert _count_as_admin(server, "SELECT count(*) FROM event_passages p JOIN events e ON e.id = p.event_id"
                                   " WHERE p.owner <> e.owner") == 0


def _alices_private_things(server, team) -> dict:
    """alice saves a shared and a private memory and captures a prompt; returns their ids."""
    alice, clone = team["alice"]
    _ok(memtool(alice, "ingest", input=_prompt("alice-api", clone, "rotate the quokka credentials tonight"),
                cwd=clone))
    shared = _ok(memtool(alice, "save", "Migrations run before deploys", "Every api deploy runs the migrations "
                         "first", cwd=clone))[0]
    private = _ok(memtool(alice, "save", "--private", "Alice's migration scratchpad", "My migration notes: "
                          "check the quokka table by hand", cwd=clone))[0]
    event = _count_as_admin(server, "SELECT max(id) FROM events WHERE owner = 'alice' AND session_id = 'alice-api'")
    return {"shared": shared["id"], "private": private["id"], "event": f"e{event}"}


def test_mcp_shows_bob_the_shared_memory_and_nothing_of_alices_own(server, team, tmp_path):
    from test_mcp import ok, run_client

    ids = _alices_private_things(server, team)
    bob, _ = team["bob"]

    async def script(session):
        found = ok(await session.call_tool("search", {"query": "migrations deploys scratchpad"}))
        quokka = ok(await session.call_tool("search", {"query": "quokka", "mode": "fts"}))
        got = ok(await session.call_tool("get_observations", {"ids": [ids["shared"], ids["private"], ids["event"]]}))
        day = await session.call_tool("summaries", {"session": "alice-api"})
        return found, quokka, got, day.content[0].text if day.content else ""

    found, quokka, got, day = run_client(dict(bob, MEMTOOL_PROJECT=PROJECT), script, tmp_path / "mcp.log")
    titles = {r["title"] for r in found["results"]}
    assert "Migrations run before deploys" in titles and "Alice's migration scratchpad" not in titles
    assert quokka["results"] == [] and "quokka" not in json.dumps(found) + json.dumps(got) + day
    assert [o["id"] for o in got["observations"]] == [ids["shared"]]


def test_serve_shows_bob_the_shared_memory_and_nothing_of_alices_own(server, team):
    ids = _alices_private_things(server, team)
    bob, _ = team["bob"]
    viewer = ServeProcess(dict(bob, MEMTOOL_PROJECT=PROJECT))
    try:
        found = viewer.client.get("/api/search", params={"q": "migrations deploys scratchpad"}).json()
        assert viewer.client.get("/api/search", params={"q": "quokka", "mode": "fts"}).json()["results"] == []
        titles = {r["title"] for r in found["results"]}
        assert "Migrations run before deploys" in titles and "Alice's migration scratchpad" not in titles
        assert viewer.client.get(f"/api/memories/{ids['shared']}").status_code == 200
        assert viewer.client.get(f"/api/memories/{ids['private']}").status_code == 404
        assert viewer.client.get(f"/api/memories/{ids['event']}").status_code == 404
        session = viewer.client.get("/api/sessions/alice-api").text
        assert "quokka" not in session + json.dumps(found)
        mine = viewer.client.post("/api/observations", json={"title": "Bob's viewer scratch", "text": "bob only",
                                                              "private": True})
        assert mine.status_code == 201 and mine.json()["private"] is True, mine.text
    finally:
        viewer.stop()
    assert _sql_as(server, "alice", "SELECT count(*) FROM observations WHERE title = 'Bob''s viewer scratch'") == [
        (0,)]


def test_a_project_can_make_private_the_default(server, team):
    """`[team] private = true` in the repository's .memtool.toml: alice's new memories are hers
    alone; MEMTOOL_PRIVATE=0 shares one; `memtool status` says so and why."""
    alice, alice_clone = team["alice"]
    bob, bob_clone = team["bob"]
    settings = alice_clone / ".memtool.toml"
    settings.write_text("[team]\nprivate = true\n")
    try:
        status = {r["switch"]: r for r in _ok(memtool(alice, "status", cwd=alice_clone)) if r.get("kind") == "switch"}
        assert status["private"]["value"] is True and "[team] private = true" in status["private"]["why"]
        kept = _ok(memtool(alice, "save", "Flags live in the flag service", "Feature flags are read from the "
                           "flag service, never from env", cwd=alice_clone))[0]
        shared = _ok(memtool(dict(alice, MEMTOOL_PRIVATE="0"), "save", "Flags default to off", "A new feature "
                             "flag starts off in every environment", cwd=alice_clone))[0]
        one = _ok(memtool(alice, "save", "--shared", "Flags are named for teams", "Every feature flag name starts "
                          "with its team", cwd=alice_clone))[0]
        both = memtool(alice, "save", "--shared", "--private", "Flags x", "x", cwd=alice_clone)
    finally:
        settings.unlink()
    assert kept.get("private") is True and not shared.get("private") and not one.get("private")
    assert both.returncode == 0 and json_lines(both.stdout)[0]["private"] is True  # the last flag given wins
    assert _sql_as(server, "bob", "SELECT title FROM observations WHERE title LIKE 'Flags %' ORDER BY id") == [
        ("Flags default to off",), ("Flags are named for teams",)]
    found = _titles(_ok(memtool(bob, "search", "feature flags", cwd=bob_clone)))
    assert "Flags default to off" in found and "Flags live in the flag service" not in found
    assert {"Flags live in the flag service", "Flags default to off"} <= _titles(
        _ok(memtool(alice, "search", "feature flags", cwd=alice_clone)))
    status = {r["switch"]: r for r in _ok(memtool(alice, "status", cwd=alice_clone)) if r.get("kind") == "switch"}
    assert status["private"] == {"kind": "switch", "switch": "private", "value": False, "why": "default"}


def test_dedup_merges_shared_memories_across_people_and_never_a_private_one(server, team):
    """One admin dedup serves everybody: the same memory saved by alice and by bob (both shared)
    becomes one; a private memory is never merged with anybody else's, in either direction."""
    alice, alice_clone = team["alice"]
    bob, bob_clone = team["bob"]
    facts = ("Staging certificates renew through certbot on the bastion",
             "The staging certificates are renewed by certbot running on the bastion host every sixty days")
    secret = ("Bastion break-glass procedure", "The bastion break-glass login lives in the ops vault under oncall")
    alices = _ok(memtool(alice, "save", "--type", "decision", *facts, cwd=alice_clone))[0]
    # bob's words differ a little (the very same words would be alice's memory itself: save finds it)
    bobs = _ok(memtool(bob, "save", "--type", "decision", facts[0], facts[1].replace("The staging", "Staging"),
                       cwd=bob_clone))[0]
    private = _ok(memtool(alice, "save", "--private", "--type", "decision", *secret, cwd=alice_clone))[0]
    bobs_copy = _ok(memtool(bob, "save", "--type", "decision", *secret, cwd=bob_clone))[0]
    assert len({alices["id"], bobs["id"], private["id"], bobs_copy["id"]}) == 4

    admin = team["admin"]
    _ok(memtool(admin, "embed", "--missing", cwd=bob_clone, timeout=600))
    mine = "".join(json.dumps({"kind": "observation", "id": m["id"]}) + "\n" for m in (alices, bobs, private, bobs_copy))
    merges = _ok(memtool(admin, "dedup", input=mine, cwd=bob_clone, timeout=600))  # as a pipeline hands them on
    merged = {i for m in merges if m.get("kind") == "merge" for i in [m.get("kept"), *m.get("merged", [])]}
    live = {i: _count_as_admin(server, f"SELECT count(*) FROM observations WHERE id = {i} AND deleted_at IS NULL")
            == 1 for i in (alices["id"], bobs["id"], private["id"], bobs_copy["id"])}
    # the two shared copies are one memory now (the oldest, alice's, kept)
    assert live[alices["id"]] and not live[bobs["id"]], merges
    # alice's private memory and bob's shared copy of its words both stay, untouched by any merge
    assert live[private["id"]] and private["id"] not in merged and bobs_copy["id"] not in merged, merges
    assert live[bobs_copy["id"]]
    assert _sql_as(server, "alice", f"SELECT version FROM observations WHERE id = {private['id']}") == [(1,)]


STATS_TABLES = ("search_term_stats", "passage_term_stats", "search_term_stats_by_role", "passage_term_stats_by_role")


def test_no_word_of_alices_private_things_reaches_anybody_elses_term_statistics(server, team):
    """The BM25 statistics are per role, counted over what the role may read and readable only by
    it: after alice, bob and the admin all searched (each counting their own), bob's role reads no
    lexeme of alice's private memory or of her prompt — in the views search uses nor in the tables
    beneath — while his own statistics exist (a member recounts within its rights)."""
    alice, alice_clone = team["alice"]
    bob, bob_clone = team["bob"]
    _ok(memtool(alice, "ingest", input=_prompt("alice-stats", alice_clone, "the walrusgate incident postmortem"),
                cwd=alice_clone))
    _ok(memtool(alice, "save", "--private", "Alice's pager notes", "narwhalbeacon paging rota for the api",
                cwd=alice_clone))
    _ok(memtool(alice, "save", "Paging goes through the rota", "The shared paging rota of the api team",
                cwd=alice_clone))
    _ok(memtool(alice, "index", cwd=alice_clone))  # a search indexes 2,000 new events at most (the bulk test's)
    for env, clone in ((alice, alice_clone), (bob, bob_clone), (team["admin"], bob_clone)):
        _ok(memtool(env, "search", "walrusgate narwhalbeacon paging rota", cwd=clone))
    private_words = "('walrusg', 'walrusgat', 'walrusgate', 'narwhalbeacon', 'narwhalbeacon')"
    for table in STATS_TABLES:
        assert _sql_as(server, "bob", f"SELECT count(*) FROM {table} WHERE lexeme IN {private_words}") == [(0,)]
        assert _sql_as(server, "bob", f"SELECT count(*) FROM {table} WHERE lexeme = 'rota'")[0][0] >= (
            1 if "search" in table else 0)
    # alice's own statistics hold her words (she may read them); bob's count the shared memory only
    assert _sql_as(server, "alice", "SELECT count(*) FROM search_term_stats WHERE lexeme = 'narwhalbeacon'"
                                    f" AND scope = '{PROJECT}'") == [(1,)]
    # (one new passage among the bulk test's 2,000 is below the 5 % that makes a search recount)
    _sql_as(server, "alice", f"SELECT memtool_refresh_passage_stats('{PROJECT}')")  # within her own rights
    assert _sql_as(server, "alice", "SELECT count(*) FROM passage_term_stats WHERE lexeme LIKE 'walrusg%'"
                                    f" AND scope = '{PROJECT}'") == [(1,)]
    _sql_as(server, "bob", f"SELECT memtool_refresh_passage_stats('{PROJECT}')")
    assert _sql_as(server, "bob", "SELECT count(*) FROM passage_term_stats_by_role WHERE lexeme LIKE 'walrusg%'") == [
        (0,)]
    bobs = _sql_as(server, "bob", f"SELECT n_docs FROM search_stats WHERE scope = '{PROJECT}'")
    assert bobs == _sql_as(server, "bob", "SELECT count(*) FROM observations WHERE deleted_at IS NULL"
                                          f" AND project = '{PROJECT}'")
    assert _sql_as(server, "bob", "SELECT DISTINCT owner FROM search_stats_by_role") == [("bob",)]
    # the admin's statistics are the admin's: counted over everything, invisible to members
    assert _count_as_admin(server, "SELECT count(*) FROM search_term_stats_by_role WHERE owner = 'postgres'"
                                   " AND lexeme = 'narwhalbeacon'") == 1
    # a revoke drops what bob counted of the project; a non-member counts nothing of it
    _ok(memtool(team["admin"], "team", "revoke", "bob", PROJECT))
    try:
        assert _sql_as(server, "bob", "SELECT count(*) FROM search_term_stats_by_role") == [(0,)]
        _ok(memtool(bob, "search", "paging rota", cwd=bob_clone))  # recounted: his own memories only now
        assert _sql_as(server, "bob", f"SELECT n_docs FROM search_stats WHERE scope = '{PROJECT}'") == _sql_as(
            server, "bob", f"SELECT count(*) FROM observations WHERE deleted_at IS NULL AND project = '{PROJECT}'"
                           " AND owner = 'bob'")
        assert _sql_as(server, "bob", "SELECT count(*) FROM search_term_stats WHERE lexeme = 'rota'") == [(0,)]
    finally:
        _ok(memtool(team["admin"], "team", "grant", "bob", PROJECT))
    carol, carol_clone = team["carol"]
    _ok(memtool(carol, "search", "paging rota", cwd=carol_clone))
    assert _sql_as(server, "carol", "SELECT count(*) FROM search_term_stats WHERE lexeme = 'rota'") == [(0,)]


def test_an_agent_chooses_shared_or_private_per_memory_over_mcp(server, team, tmp_path):
    """MCP save_memory's `private`: true keeps a memory the user's, false shares it where the
    default is private (MEMTOOL_PRIVATE=1 here), omitted follows that default."""
    from test_mcp import ok, run_client

    alice, _ = team["alice"]

    async def script(session):
        saved = {}
        for title, private in (("Queues drain before deploys", False), ("Alice's queue scratch", True),
                               ("Queue names are lowercase", None)):
            args = {"title": title, "text": f"{title}, said the agent", **(
                {} if private is None else {"private": private})}
            saved[title] = ok(await session.call_tool("save_memory", args))
        return saved

    saved = run_client(dict(alice, MEMTOOL_PROJECT=PROJECT, MEMTOOL_PRIVATE="1"), script, tmp_path / "mcp.log")
    assert not saved["Queues drain before deploys"].get("private")
    assert saved["Alice's queue scratch"]["private"] and saved["Queue names are lowercase"]["private"]
    assert _sql_as(server, "bob", "SELECT title FROM observations WHERE title LIKE '%ueue%' ORDER BY id") == [
        ("Queues drain before deploys",)]


def test_a_member_connects_through_a_service_file_and_a_password_file_only(server, team, tmp_path):
    """What PostgreSQL users expect: PGSERVICE names a section of a service file (host, user,
    sslmode=verify-full with the team's CA), the password comes from a password file; nothing on
    a command line or in a URL. A server whose certificate the CA did not sign is refused, in one
    line."""
    bob, bob_clone = team["bob"]
    alice, alice_clone = team["alice"]
    _ok(memtool(alice, "save", "Releases are cut on Tuesdays", "The api is released every Tuesday morning",
                cwd=alice_clone))
    section = (f"[memtool]\nhost=localhost\nport={server.port}\ndbname=memtool\nuser=bob\nsslmode=verify-full\n"
               f"sslrootcert={server.rootcert}\n")
    (tmp_path / "pg_service.conf").write_text(section)
    env = {k: v for k, v in bob.items() if k != "MEMTOOL_DATABASE_URL"}
    env.update(PGSERVICEFILE=str(tmp_path / "pg_service.conf"), PGSERVICE="memtool",
               MEMTOOL_HOME=str(tmp_path / "bob-home"))
    found = _ok(memtool(env, "search", "released tuesday", cwd=bob_clone))
    assert "Releases are cut on Tuesdays" in _titles(found)
    assert [r["project"] for r in found if r.get("title") == "Releases are cut on Tuesdays"] == [PROJECT]
    # a CA that did not sign the server's certificate: verify-full refuses, one line, nothing printed
    other_ca = tmp_path / "other-ca.crt"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=other",
                    "-keyout", str(tmp_path / "other.key"), "-out", str(other_ca)], check=True, capture_output=True)
    (tmp_path / "pg_service.conf").write_text(section.replace(str(server.rootcert), str(other_ca)))
    refused = memtool(env, "search", "released tuesday", cwd=bob_clone)
    assert refused.returncode != 0 and refused.stdout == ""
    assert "certificate" in refused.stderr and len(refused.stderr.strip().splitlines()) == 1, refused.stderr


def test_an_admins_purge_leaves_no_purged_word_in_anybodys_statistics(server, team):
    """bob counted a shared memory's words in his own statistics; the admin purges the project:
    bob's statistics go too (he recounts at his next search), not only the admin's."""
    scratch = "github.com/acme/scratch"
    alice = dict(team["alice"][0], MEMTOOL_PROJECT=scratch)
    bob = dict(team["bob"][0], MEMTOOL_PROJECT=scratch)
    _ok(memtool(team["admin"], "team", "grant", "bob", scratch))
    _ok(memtool(alice, "save", "The okapiledger job", "okapiledger reconciles the ledgers nightly"))
    assert "The okapiledger job" in _titles(_ok(memtool(bob, "search", "okapiledger")))
    counted = "SELECT count(*) FROM search_term_stats WHERE lexeme = 'okapiledg'"
    assert _sql_as(server, "bob", counted) == [(1,)]
    _ok(memtool(team["admin"], "purge", "--project", scratch, "--observations", "--yes"))
    assert _sql_as(server, "bob", counted) == [(0,)]
    assert "okapiledger" not in memtool(bob, "search", "okapiledger").stdout
    assert _sql_as(server, "bob", counted) == [(0,)]
