"""Schema migrations: numbered plain-SQL files `NNNN_name.sql`, applied in order, each inside
its own transaction, recorded in `memtool_migrations`. Idempotent; an advisory lock serialises
concurrent processes. The files live in the top-level `sql/` of a checkout and are shipped inside
the wheel as `memtool/sql/`.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from memtool.errors import MigrationError

if TYPE_CHECKING:
    import psycopg
    from psycopg.rows import DictRow

# db.Conn, spelled out: db.connect runs ensure_current, so db imports this module and not the reverse
Conn: TypeAlias = "psycopg.Connection[DictRow]"

_LOCK_KEY = 0x6D656D746F6F6C  # "memtool"
_FILE_RE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
_checked: set[str] = set()


def sql_dir() -> Path:
    """The directory holding the migrations: inside the package (wheel) or the checkout."""
    here = Path(__file__).resolve().parents[1]  # the memtool package
    for candidate in (here / "sql", here.parent / "sql"):
        if candidate.is_dir() and any(candidate.glob("0001_*.sql")):
            return candidate
    raise MigrationError("migration files not found", "reinstall memtool (the wheel ships memtool/sql)")


def available() -> list[tuple[int, str, Path]]:
    found = []
    for path in sorted(sql_dir().iterdir()):
        match = _FILE_RE.match(path.name)
        if match:
            found.append((int(match.group(1)), match.group(2), path))
    return found


def applied(conn: Conn) -> dict[int, str]:
    row = conn.execute("SELECT to_regclass('memtool_migrations') IS NOT NULL AS ok").fetchone()
    if not (row and row["ok"]):
        return {}
    return {row["version"]: row["name"] for row in conn.execute("SELECT version, name FROM memtool_migrations")}


def pending(conn: Conn) -> list[tuple[int, str, Path]]:
    done = applied(conn)
    return [m for m in available() if m[0] not in done]


def migrate(conn: Conn) -> list[str]:
    """Apply every pending migration; return the names applied."""
    import psycopg

    names = []
    try:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
            conn.execute(
                """CREATE TABLE IF NOT EXISTS memtool_migrations (
                       version integer PRIMARY KEY,
                       name text NOT NULL,
                       checksum text NOT NULL,
                       applied_at timestamptz NOT NULL DEFAULT now())"""
            )
        for version, name, path in available():
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
                if conn.execute("SELECT 1 FROM memtool_migrations WHERE version = %s", (version,)).fetchone():
                    continue
                text = path.read_text()
                conn.execute(text)
                conn.execute(
                    "INSERT INTO memtool_migrations (version, name, checksum) VALUES (%s, %s, %s)",
                    (version, name, hashlib.sha256(text.encode()).hexdigest()),
                )
                names.append(f"{version:04d}_{name}")
    except psycopg.errors.InsufficientPrivilege as exc:
        raise MigrationError(
            f"migration needs privileges the database user lacks: {str(exc).splitlines()[0]}",
            "run `CREATE EXTENSION vector; CREATE EXTENSION pg_trgm;` as a superuser, then retry",
        ) from exc
    except (psycopg.errors.UndefinedFile, psycopg.errors.FeatureNotSupported) as exc:
        raise MigrationError(
            f"a required extension is missing: {str(exc).splitlines()[0]}",
            "install pgvector (>= 0.5) on the server, or use the embedded default (unset MEMTOOL_DATABASE_URL)",
        ) from exc
    except psycopg.Error as exc:
        raise MigrationError(f"migration failed: {str(exc).splitlines()[0]}", "rerun with --debug") from exc
    return names


def ensure_current(conn: Conn) -> None:
    """Cheap check once per process and database; migrates when something is pending."""
    key = conn.info.dsn
    if key in _checked:
        return
    latest = available()[-1][0]
    done = applied(conn)
    if done and max(done) > latest:
        conn.rollback()
        raise MigrationError(f"the database's schema version {max(done)} is newer than this memtool's "
                             f"({latest})", "upgrade memtool (pip install -U memtool) on this machine")
    if latest not in done and done and not _may_migrate(conn):
        conn.rollback()
        raise MigrationError(f"the database's schema version {max(done)} is older than this memtool's ({latest}), "
                             "and this role may not migrate it", "ask the team admin to run `memtool team init`")
    conn.commit()
    if latest not in done:
        migrate(conn)
    _checked.add(key)


def _may_migrate(conn: Conn) -> bool:
    """Whether the connected role owns the schema's tables (or is a superuser): on a team server
    only the admin migrates; members are told so instead of failing half-way."""
    row = conn.execute(
        "SELECT r.rolsuper OR pg_has_role(current_user, c.relowner, 'USAGE') AS ok"
        " FROM pg_roles r, pg_class c WHERE r.rolname = current_user AND c.oid = 'memtool_migrations'::regclass"
    ).fetchone()
    return bool(row and row["ok"])
