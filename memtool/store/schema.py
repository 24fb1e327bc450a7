"""The server and the schema as they are: whether an optional table or column exists (an older
schema, a database not yet migrated), the server's version number, and session-level locks. The
statements are sql/queries/schema.sql's.
"""

from __future__ import annotations

from memtool.store import db, queries
from memtool.store.db import Conn

Q = queries.Family("schema")


def has_table(conn: Conn, table: str) -> bool:
    """Does the relation `table` exist (in the search path)?"""
    return bool(db.one(conn.execute(Q["has_table"], (table,)))["ok"])


def has_column(conn: Conn, table: str, column: str) -> bool:
    """Does `table` of the current schema have `column`?"""
    return bool(db.one(conn.execute(Q["has_column"], (table, column)))["ok"])


def server_major(conn: Conn) -> int:
    """The server's major version (18 for 18.1)."""
    return db.one(conn.execute(Q["server_version_num"]))["n"] // 10000


def lock_timeout(conn: Conn, seconds: float) -> None:
    """Wait at most `seconds` for a lock until the transaction ends."""
    conn.execute(Q["set_lock_timeout"], (f"{seconds}s",))


def advisory_lock(conn: Conn, key: int) -> None:
    """Take the session-level advisory lock `key`, waiting for it (within the lock timeout)."""
    conn.execute(Q["advisory_lock"], (key,))


def advisory_unlock(conn: Conn, key: int) -> None:
    conn.execute(Q["advisory_unlock"], (key,))


def try_advisory_lock(conn: Conn, key: int) -> bool:
    """Take the session-level advisory lock `key` if nobody holds it; False at once otherwise."""
    return bool(db.one(conn.execute(Q["try_advisory_lock"], (key,)))["ok"])


def now(conn: Conn):
    """The transaction's start time (the server's clock)."""
    return db.one(conn.execute(Q["now"]))["t"]


def extensions(conn: Conn) -> dict[str, str]:
    """Installed extensions and their versions."""
    return {row["extname"]: row["extversion"] for row in conn.execute(Q["extensions"])}
