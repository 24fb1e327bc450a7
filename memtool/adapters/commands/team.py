"""`memtool team ...`: administration of a team server (docs/team.md) — init, add, grant, revoke,
members. Run as the admin role, against the server in MEMTOOL_DATABASE_URL / PG* / a service file."""

from __future__ import annotations

import sys

import click

from memtool import project as projects
from memtool.adapters.commands.common import CONTEXT_SETTINGS, emit, table_option, transaction
from memtool.errors import InputError


@click.group(context_settings=CONTEXT_SETTINGS)
def team() -> None:
    """Share memory on one PostgreSQL server: each developer logs in as their own role, sees their own
    events and the shared memories of the projects granted to them (row-level security)."""


@team.command("init")
def team_init() -> None:
    """As the admin: migrate the schema, create the member role and its grants (idempotent; run
    again after upgrading memtool)."""
    from memtool.store import db, team as teams

    conn = db.connect(migrate=False)
    try:
        with db.translate_errors(), db.transaction(conn):
            record = teams.init(conn)
    finally:
        conn.close()
    emit([record])


@team.command("add")
@click.argument("user")
@click.option("--password-stdin", is_flag=True,
              help="Read the new role's password from the first line of stdin (else the role is created without "
                   "one, for certificate or other authentication). Sent to the server only as a SCRAM verifier.")
def team_add(user: str, password_stdin: bool) -> None:
    """Make USER a member: create the login role when missing, grant it the member role."""
    from memtool.store import team as teams

    password = None
    if password_stdin:
        password = sys.stdin.readline().rstrip("\r\n")
        if not password:
            raise InputError("--password-stdin: stdin held no password", "pipe the password in: "
                             "printf '%s\\n' \"$PW\" | memtool team add USER --password-stdin")
    with transaction() as conn:
        emit([teams.add(conn, user, password)])


@team.command("grant")
@click.argument("user")
@click.argument("project", required=False)
def team_grant(user: str, project: str | None) -> None:
    """Let USER read PROJECT's shared memories (a project key such as github.com/acme/api, or a
    clone's directory; default: the current directory's project)."""
    from memtool.store import team as teams

    with transaction() as conn:
        emit([teams.grant(conn, user, _project(project))])


@team.command("revoke")
@click.argument("user")
@click.argument("project", required=False)
@click.option("--all", "every", is_flag=True, help="Every project, and the member role itself.")
def team_revoke(user: str, project: str | None, every: bool) -> None:
    """Take PROJECT (or with --all every project and the member role) from USER, at once."""
    from memtool.store import team as teams

    if every and project:
        raise InputError("give a PROJECT or --all, not both", "memtool team revoke USER PROJECT | --all")
    with transaction() as conn:
        emit([teams.revoke(conn, user, None if every else _project(project))])


@team.command("members")
@click.argument("project", required=False)
@table_option
def team_members(project: str | None, table: bool) -> None:
    """The member roles and their projects (only PROJECT's when given)."""
    from memtool.store import team as teams

    with transaction() as conn:
        emit(list(teams.members(conn, _project(project) if project else None)), table=table)


@team.command("rekey")
@click.argument("old", required=False)
@click.argument("new", required=False)
@click.option("--dry-run", is_flag=True, help="Show what would move; change nothing.")
def team_rekey(old: str | None, new: str | None, dry_run: bool) -> None:
    """As the admin, once when moving to team mode: move what is stored under a clone's path to
    its repository's remote key (every clone of this machine's stored paths; or OLD to NEW, for
    paths of other machines). Events, memories, summaries, rollups and grants move; memories keep
    their history."""
    from memtool.store import db, team as teams

    with db.connection() as conn:
        try:
            emit(list(teams.rekey(conn, old, new)))
        except BaseException:
            conn.rollback()
            raise
        if dry_run:
            conn.rollback()
        else:
            conn.commit()


def _project(named: str | None) -> str:
    scoped = projects.scope(named)
    if scoped is None:
        raise InputError("a grant names one project", "give its key (e.g. github.com/acme/api) or a clone's path")
    return scoped
