"""Team administration on a shared server — the one module that writes the `team_members` table,
and the one place that creates roles and grants privileges.

The model (sql/0014_team.sql, docs/team.md): the admin role owns the tables (it ran the
migrations) and is exempt from row-level security; every developer logs in as their own role, a
member of MEMBER_ROLE, which may read and write the tables but sees, through the policies, only
its own events and the shared memories of the projects it was granted. Passwords never travel
in clear: `add` sends the SCRAM verifier libpq computes on the client.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, TypeAlias

import os

from memtool import project as projects
from memtool.errors import InputError, MemtoolError
from memtool.store import db, migrations, observations, queries

if TYPE_CHECKING:
    import psycopg
    from psycopg.rows import DictRow

Conn: TypeAlias = "psycopg.Connection[DictRow]"

Q = queries.Family("team")  # the family's fixed statements, sql/queries/team.sql

MEMBER_ROLE = "memtool_member"
#: tables a member only reads (the admin writes them)
_READ_ONLY = ("team_members", "memtool_migrations")


def _sql():
    from psycopg import sql

    return sql


def _check_admin(conn: Conn) -> None:
    """The connected role must own the schema's tables (or be a superuser): it is the admin."""
    row = db.one(conn.execute(Q["admin_check"]))
    if not row["admin"]:
        raise MemtoolError(f"role {row['me']} is not the team admin (it neither owns memtool's tables nor is a "
                           "superuser)", "connect as the role that ran `memtool team init`")


def init(conn: Conn) -> dict:
    """As the admin: bring the schema up to date, create MEMBER_ROLE and grant it what a member
    needs — and no more. Idempotent; run it again after upgrading memtool."""
    sql = _sql()
    applied = migrations.migrate(conn)
    _check_admin(conn)
    member = sql.Identifier(MEMBER_ROLE)
    with conn.transaction():
        if not conn.execute(Q["role_exists"], (MEMBER_ROLE,)).fetchone():
            conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(member))
        database = db.one(conn.execute(Q["current_database"]))["d"]
        conn.execute(sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(sql.Identifier(database), member))
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(member))
        conn.execute(sql.SQL("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {}")
                     .format(member))
        for table in _READ_ONLY:
            conn.execute(sql.SQL("REVOKE INSERT, UPDATE, DELETE ON {} FROM {}").format(sql.Identifier(table), member))
        conn.execute(sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {}").format(member))
        # tables and sequences a later migration (run by this admin) creates are granted likewise
        conn.execute(sql.SQL("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES "
                             "TO {}").format(member))
        conn.execute(sql.SQL("ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO {}")
                     .format(member))
    return {"kind": "team", "action": "init", "member_role": MEMBER_ROLE, "applied": applied,
            "schema": max(migrations.applied(conn))}


def add(conn: Conn, user: str, password: str | None = None) -> dict:
    """Make `user` a member: create the login role when missing (with `password`, sent as its
    SCRAM verifier), grant MEMBER_ROLE."""
    sql = _sql()
    _check_admin(conn)
    _check_name(user)
    created = False
    with conn.transaction():
        if not conn.execute(Q["role_exists"], (user,)).fetchone():
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN").format(sql.Identifier(user)))
            created = True
        if password is not None:
            verifier = conn.pgconn.encrypt_password(password.encode(), user.encode(), b"scram-sha-256")
            conn.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(user),
                                                                    sql.Literal(verifier.decode())))
        conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(MEMBER_ROLE), sql.Identifier(user)))
    return {"kind": "member", "action": "added", "member": user, "created": created,
            "password_set": password is not None}


def grant(conn: Conn, user: str, project: str) -> dict:
    """Let `user` read `project`'s shared memories."""
    _check_admin(conn)
    _require_member(conn, user)
    inserted = conn.execute(Q["grant_project"], (user, project)).fetchone()
    forget_term_stats(conn, user)  # counted over what they saw before the grant
    return {"kind": "member", "action": "granted" if inserted else "already granted", "member": user,
            "project": project}


def revoke(conn: Conn, user: str, project: str | None = None) -> dict:
    """Take `project` (None: every project, and the member role itself) from `user`; it holds
    from the next statement of any session of theirs."""
    sql = _sql()
    _check_admin(conn)
    if project is None:
        gone = conn.execute(Q["revoke_all"], (user,)).fetchall()
        if conn.execute(Q["role_exists"], (user,)).fetchone():
            conn.execute(sql.SQL("REVOKE {} FROM {}").format(sql.Identifier(MEMBER_ROLE), sql.Identifier(user)))
    else:
        gone = conn.execute(Q["revoke_project"], (user, project)).fetchall()
    forget_term_stats(conn, user)  # they counted the project's shared words: no longer theirs to read
    return {"kind": "member", "action": "revoked", "member": user, "projects": sorted(r["project"] for r in gone),
            "member_role_revoked": project is None}


def forget_term_stats(conn: Conn, owner: str | None = None) -> int:
    """Drop the full-text statistics of `owner`, or with None of every role but the connected one
    (sql/0016_team_stats.sql); each recounts its own at its next search. From a member (under
    row-level security) this drops nothing. After a purge or scrub no removed word may survive in
    anybody's statistics; after a grant or revoke the member's view of the project changed."""
    if not db.one(conn.execute(Q["can_forget_term_stats"]))["ok"]:
        return 0  # a schema before 16: one set of statistics, recounted by the caller
    return int(db.one(conn.execute(Q["forget_term_stats"], (owner,)))["n"])


def members(conn: Conn, project: str | None = None) -> Iterator[dict]:
    """One record per member role, with the projects granted to it (filtered to `project`)."""
    rows = conn.execute(Q["members"], (MEMBER_ROLE,)).fetchall()
    for row in rows:
        if project is None or project in row["projects"]:
            yield {"kind": "member", **row}


def rekey(conn: Conn, old: str | None = None, new: str | None = None) -> Iterator[dict]:
    """Move what is stored under `old` to `new`; without them, every stored project that is the
    path of a clone on this machine moves to its repository's remote key (what a project was
    called before team mode). One record per move, with the rows moved per table."""
    _check_admin(conn)
    if (old is None) != (new is None):
        raise InputError("give both OLD and NEW, or neither", "memtool team rekey [OLD NEW]")
    if old is not None and new is not None:
        pairs = [(old, new)]
    else:
        stored = [r["project"] for r in conn.execute(Q["stored_projects"])]
        keyed = [(path, projects.remote_key_of(path)) for path in stored if os.path.isabs(path) and os.path.isdir(path)]
        pairs = [(path, key) for path, key in keyed if key and key != path]
    for before, after in pairs:
        moved = db.one(conn.execute(Q["rekey_project"], (before, after)))["moved"]
        yield {"kind": "rekey", "from": before, "to": after, **moved, **observations.rehash(conn, after)}


def _check_name(user: str) -> None:
    if not user or len(user) > 63 or user.startswith("pg_") or "\x00" in user:
        raise InputError(f"{user!r} is not a usable role name", "use a PostgreSQL role name of 1-63 characters "
                         "not starting with pg_")


def _require_member(conn: Conn, user: str) -> None:
    row = conn.execute(Q["is_member"], (user, MEMBER_ROLE, user)).fetchone()
    if not (row and row["ok"]):
        raise InputError(f"{user} is not a team member", f"add them first: memtool team add {user}")
