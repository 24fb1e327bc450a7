"""db backup / restore: every row comes back; a bad or mismatched file never touches the data."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from conftest import memtool, queue_event
from memtool.keep import backup
from memtool.distil import compress, summarize
from memtool.retrieve import embed
from memtool.store import observations

PROJECT = "/home/dev/api"
TABLES = {  # table: a key that orders its rows completely
    "events": "id", "event_queue": "event_id", "sessions": "id", "observations": "id",
    "observation_versions": "id", "embeddings": "observation_id, model", "summaries": "id",
    "summary_versions": "id", "search_stats": "scope", "search_term_stats": "scope, lexeme",
    "memtool_migrations": "version",
}


def populate(conn) -> None:
    """A small but complete memory: events, queue, observations with a version history,
    vectors, a session summary with a previous version."""
    def add(event_type, tool=None, **payload):
        return queue_event(conn, event_type=event_type, project=PROJECT, payload=payload, tool=tool)

    add("prompt", prompt="Fix the JWT refresh bug: tokens are signed with the wrong key")
    add("tool", "Bash", tool_input={"command": "pytest tests/test_auth.py"},
        tool_output="E   KeyError: 'kid'\n1 failed", exit_code=1, is_error=True)
    add("tool", "Edit", tool_input={"file_path": f"{PROJECT}/src/auth.py", "old_string": "keys[0]",
                                    "new_string": "keys[kid]"}, tool_output="ok", is_error=False)
    add("tool", "Bash", tool_input={"command": "pytest tests/test_auth.py"}, tool_output="1 passed", exit_code=0,
        is_error=False)
    list(compress.compress(conn, pending=True, settings=compress.Settings()))
    list(summarize.summarize(conn, ["s1"]))
    add("prompt", prompt="Also document the key rotation in docs/auth.md")
    add("tool", "Write", tool_input={"file_path": f"{PROJECT}/docs/auth.md", "content": "# Key rotation\n"},
        tool_output="ok", is_error=False)
    list(compress.compress(conn, pending=True, settings=compress.Settings()))
    list(summarize.summarize(conn, ["s1"]))
    note = observations.store(conn, observations.normalise(
        {"title": "Deploys go through make release", "narrative": "Never push tags by hand.", "type": "decision",
         "project": PROJECT}))
    observations.update(conn, note["id"], {"narrative": "Never push tags by hand; CI signs them."})
    conn.commit()
    list(embed.embed_missing(conn))
    from memtool.retrieve import search

    search.search_outcome(conn, "jwt refresh", project=PROJECT)  # fills search_stats
    conn.commit()


def fingerprint(conn) -> dict:
    """Row count and a hash of every row's full text, per table."""
    out = {}
    for table, key in TABLES.items():
        row = conn.execute(f"SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY {key}), ''))"
                           f" AS h FROM {table} t").fetchone()
        out[table] = (row["n"], row["h"])
    conn.commit()
    return out


def export(env) -> str:
    return memtool(env, "export", "--include-deleted", ok=True).stdout


def test_backup_destroy_restore_returns_every_row(conn, cli_env, tmp_path):
    populate(conn)
    before = fingerprint(conn)
    for table in ("events", "observations", "observation_versions", "embeddings", "summaries", "summary_versions"):
        assert before[table][0] > 0, table
    exported = export(cli_env)

    made = memtool(cli_env, "db", "backup", "--out", str(tmp_path / "b"))
    assert made.returncode == 0, made.stderr
    record = json.loads(made.stdout)
    dump = Path(record["path"])
    assert dump.parent == tmp_path / "b" and dump.stat().st_mode & 0o777 == 0o600
    assert record["database"] == conn.info.dbname and record["schema_version"] >= 6

    # destroy: every table emptied (the append-only trigger does not stop TRUNCATE)
    conn.execute("TRUNCATE events, sessions, observations, summaries, search_stats_by_role, search_term_stats_by_role"
                 " CASCADE")
    conn.commit()
    assert fingerprint(conn)["observations"][0] == 0

    checked = memtool(cli_env, "db", "restore", str(dump))  # without --yes: check only, exit 2
    assert checked.returncode == 2 and "--yes" in checked.stderr
    check = json.loads(checked.stdout)
    assert check["kind"] == "backup_check" and check["server_version"] == record["server_version"]
    assert check["schema_version"] == record["schema_version"] and check["pg_dump_version"] and check["created_at"]
    assert fingerprint(conn)["observations"][0] == 0

    restored = memtool(cli_env, "db", "restore", str(dump), "--yes", "--out", str(tmp_path / "b"))
    assert restored.returncode == 0, restored.stderr
    result = json.loads(restored.stdout)
    assert fingerprint(conn) == before
    assert export(cli_env) == exported
    # the emptied database was snapshotted first, and is not rotated away with the backups
    snapshot = Path(result["snapshot"])
    assert snapshot.name.endswith("-pre-restore.dump") and snapshot.exists()

    # the restored database works: search finds what it found before, new rows get new ids
    found = memtool(cli_env, "search", "jwt refresh key", "--project", PROJECT)
    assert found.returncode == 0 and found.stdout.strip(), found.stderr
    new = observations.store(conn, observations.normalise({"title": "after restore", "project": PROJECT}))
    assert new["id"] > max(r["id"] for r in conn.execute("SELECT id FROM observations WHERE id <> %s",
                                                          (new["id"],)))


@pytest.mark.parametrize("damage", ["truncated", "flipped", "not-a-dump"])
def test_a_damaged_file_fails_before_touching_the_data(conn, cli_env, tmp_path, damage):
    populate(conn)
    dump = Path(backup.backup(conn, tmp_path)["path"])
    data = bytearray(dump.read_bytes())
    if damage == "truncated":
        data = data[: len(data) * 2 // 3]
    elif damage == "flipped":
        middle = len(data) // 2
        data[middle: middle + 64] = bytes(b ^ 0x5A for b in data[middle: middle + 64])
    else:
        data = bytearray(b"-- not a dump\nDROP TABLE observations;\n")
    bad = tmp_path / "bad.dump"
    bad.write_bytes(bytes(data))
    conn.execute("TRUNCATE observation_versions")  # a state different from the backup's
    conn.commit()
    before = fingerprint(conn)

    result = memtool(cli_env, "db", "restore", str(bad), "--yes", "--out", str(tmp_path / "snap"))
    assert result.returncode == 1, result.stdout
    assert result.stderr.startswith("memtool: error: ") and len(result.stderr.strip().splitlines()) == 1
    assert fingerprint(conn) == before
    if damage != "flipped":
        # refused by the full read, before even the snapshot; the custom format has no checksums,
        # so flipped bytes may only fail inside the one-transaction restore, which changes nothing
        assert not (tmp_path / "snap").exists()


def test_restore_refuses_another_schema(conn, cli_env, tmp_path):
    populate(conn)
    dump = backup.backup(conn, tmp_path)["path"]
    conn.execute("INSERT INTO memtool_migrations (version, name, checksum) VALUES (9999, 'future', 'x')")
    conn.commit()
    before = fingerprint(conn)
    result = memtool(cli_env, "db", "restore", dump, "--yes")
    assert result.returncode == 1
    assert "schema version" in result.stderr and "9999" in result.stderr
    assert fingerprint(conn) == before


def test_restore_refuses_another_postgresql_major_version(conn, cli_env, tmp_path):
    """Only one PostgreSQL major version runs here: the dump's header is made to claim another
    one (the header's server version string, same length, rewritten in place), which is what
    restore reads to decide."""
    populate(conn)
    dump = Path(backup.backup(conn, tmp_path)["path"])
    version = backup.check(dump, backup.find_tools(backup.server_major(conn)))["server_version"]
    major = str(backup.server_major(conn))
    other = str(int(major) - 2 if int(major) > 11 else int(major) + 2)
    assert len(other) == len(major) and version.startswith(major)
    data = dump.read_bytes()
    claimed = (other + version[len(major):]).encode()
    foreign = tmp_path / "foreign.dump"
    foreign.write_bytes(data.replace(version.encode(), claimed, 1))
    assert backup.check(foreign, backup.find_tools(int(major)))["server_version"] == claimed.decode()
    conn.execute("TRUNCATE observation_versions")  # a state different from the backup's
    conn.commit()
    before = fingerprint(conn)

    result = memtool(cli_env, "db", "restore", str(foreign), "--yes", "--out", str(tmp_path / "snap"))
    assert result.returncode == 1, result.stdout
    assert f"comes from PostgreSQL {claimed.decode()}, this server runs PostgreSQL {major}" in result.stderr
    assert f"restore it into a PostgreSQL {other} server" in result.stderr
    assert fingerprint(conn) == before
    assert not (tmp_path / "snap").exists()  # refused before the snapshot


def test_keep_rotates_old_backups_but_never_snapshots(conn, tmp_path):
    names = []
    for _ in range(3):
        names.append(backup.backup(conn, tmp_path)["path"])
    snapshot = backup.backup(conn, tmp_path, label=backup.SNAPSHOT_LABEL)["path"]
    last = backup.backup(conn, tmp_path, keep=2)
    assert [str(p) for p in backup.list_backups(tmp_path, conn.info.dbname)] == [names[2], last["path"]]
    assert sorted(last["rotated"]) == sorted(names[:2])
    assert Path(snapshot).exists()
    with pytest.raises(backup.BackupError):
        backup.backup(conn, tmp_path, keep=0)


def test_tools_match_the_server_version(conn):
    major = backup.server_major(conn)
    tools = backup.find_tools(major)
    assert tools.major == major
    out = subprocess.run([str(tools.pg_dump), "--version"], capture_output=True, text=True).stdout
    assert f" {major}." in out


# -- choosing the client tools: versions this machine does not have, so pg_dump is faked (fp) ----


def _fake_client_tools(tmp_path: Path, fp, monkeypatch, version_line: str) -> Path:
    """A MEMTOOL_PG_BIN directory whose pg_dump answers --version with `version_line` (as a
    distribution's build prints it)."""
    directory = tmp_path / "pgbin"
    directory.mkdir()
    for tool in ("pg_dump", "pg_restore"):
        (directory / tool).write_text("")
    fp.register([str(directory / "pg_dump"), "--version"], stdout=version_line + "\n")
    monkeypatch.setenv("MEMTOOL_PG_BIN", str(directory))
    return directory


def test_client_tools_of_an_older_major_are_refused_with_what_was_found(tmp_path, fp, monkeypatch):
    directory = _fake_client_tools(tmp_path, fp, monkeypatch, "pg_dump (PostgreSQL) 15.8 (Debian 15.8-1.pgdg120+1)")
    with pytest.raises(backup.BackupError) as caught:
        backup.find_tools(17)
    assert str(caught.value).startswith(f"no pg_dump/pg_restore for PostgreSQL 17 found (found: 15 in {directory})")
    assert "MEMTOOL_PG_BIN" in caught.value.hint


def test_client_tools_of_a_newer_major_dump_an_older_server(tmp_path, fp, monkeypatch):
    directory = _fake_client_tools(tmp_path, fp, monkeypatch, "pg_dump (PostgreSQL) 18.1 (Ubuntu 18.1-1.pgdg24.04+2)")
    tools = backup.find_tools(17)
    assert (tools.pg_dump, tools.pg_restore, tools.major) == (directory / "pg_dump", directory / "pg_restore", 18)


def _note_id(conn) -> int:
    return conn.execute("SELECT id FROM observations WHERE title = 'Deploys go through make release'"
                        ).fetchone()["id"]


def _holding(conn, needle: str) -> list[str]:
    tables = [r["tablename"] for r in conn.execute(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")]
    found = [t for t in tables if conn.execute(f'SELECT count(*) AS n FROM "{t}" t WHERE t::text ILIKE %s',
                                               (f"%{needle}%",)).fetchone()["n"]]
    conn.commit()
    return found


def test_a_purge_survives_restoring_an_older_backup(conn, cli_env):
    populate(conn)
    note = _note_id(conn)
    made = memtool(cli_env, "db", "backup")
    assert made.returncode == 0, made.stderr
    dump = json.loads(made.stdout)["path"]

    purged = memtool(cli_env, "forget", str(note), "--purge", "--yes")
    assert purged.returncode == 0, purged.stderr
    assert json.loads(purged.stdout)["backups"] == [dump]
    assert "1 backup(s) taken before this purge still hold the purged text" in purged.stderr
    assert _holding(conn, "push tags by hand") == []

    restored = memtool(cli_env, "db", "restore", dump, "--yes")
    assert restored.returncode == 0, restored.stderr
    assert json.loads(restored.stdout)["purges_reapplied"] == 1
    assert _holding(conn, "push tags by hand") == []  # the restore did not bring it back
    assert _holding(conn, "JWT refresh")  # everything else did
    tombstones = (Path(cli_env["MEMTOOL_HOME"]) / "data" / "purges.jsonl").read_text()
    assert "push tags" not in tombstones and str(note) in tombstones  # the target, not the text


def test_forget_purge_backups_deletes_the_older_backups(conn, cli_env):
    populate(conn)
    dump = json.loads(memtool(cli_env, "db", "backup").stdout)["path"]
    done = memtool(cli_env, "forget", str(_note_id(conn)), "--purge", "--yes", "--backups")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["backups_deleted"] == [dump] and not Path(dump).exists()
    assert "still hold" not in done.stderr
    soft = memtool(cli_env, "forget", "1", "--backups")
    assert soft.returncode == 2 and "--purge" in soft.stderr
