"""`memtool db ...`: the embedded PostgreSQL (start, stop, status, url), migrations, backup and
restore."""

from __future__ import annotations

import sys

import click

from memtool import config
from memtool.adapters.commands.common import CONTEXT_SETTINGS, emit, table_option
from memtool.errors import MemtoolError


@click.group(context_settings=CONTEXT_SETTINGS)
def db() -> None:
    """Manage the database: the embedded server, or the external one in MEMTOOL_DATABASE_URL."""


@db.command("start")
def db_start() -> None:
    """Initialise (first time) and start the embedded PostgreSQL, then apply migrations."""
    from memtool.store import db as database

    if database.external_url() is not None:
        raise MemtoolError("MEMTOOL_DATABASE_URL is set: memtool does not manage that server",
                           "unset it to use the embedded server")
    database.start_embedded()
    database.connect().close()
    emit([database.embedded_status()])


@db.command("stop")
def db_stop() -> None:
    """Stop the embedded PostgreSQL. Until `db start`, hooks spool events instead of starting it."""
    from memtool.store import db as database

    was_running = database.stop_embedded()
    emit([dict(database.embedded_status(), was_running=was_running)])


@db.command("status")
@table_option
def db_status(table: bool) -> None:
    """Show where the database is and whether it is up (exit 1 when unreachable)."""
    from memtool.store import db as database

    external = database.external_url()
    if external is None:
        status = database.embedded_status()
        emit([status], table=table)
        if not status["running"]:
            sys.exit(1)
        return
    with database.connection(autostart=False) as conn:
        version = database.server_version(conn)
    emit([{"kind": "external", "server_version": version, "running": True}], table=table)


@db.command("url")
def db_url() -> None:
    """Print the connection string (psql "$(memtool db url)")."""
    from memtool.store import db as database

    info = database.conninfo(autostart=True)
    click.echo(info or "(libpq PG* environment variables)")


@db.command("migrate")
def db_migrate() -> None:
    """Apply pending schema migrations (done automatically on first connect)."""
    from memtool.store import db as database, migrations

    conn = database.connect(migrate=False)
    with database.translate_errors():
        applied = migrations.migrate(conn)
        versions = sorted(migrations.applied(conn))
    conn.close()
    emit([{"applied": applied, "current": versions[-1] if versions else None}])


@db.command("backup")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), **config.envvar_of("MEMTOOL_BACKUP_DIR"),
              help="Directory for the backup [default: <data dir>/backups].")
@click.option("--keep", type=click.IntRange(1), help="Afterwards delete all but the newest N backups of this database.")
def db_backup(out_dir, keep) -> None:
    """Back up the database (pg_dump -Fc): online, consistent, one file.

    Written as <dir>/memtool-<database>-<UTC time>.dump (mode 0600) while the agents keep
    working. Uses the PostgreSQL client tools of the server's version: those the embedded
    server ships, or for an external server those on PATH / in /usr/lib/postgresql
    (MEMTOOL_PG_BIN names another directory). Writes one `backup` record.
    """
    from pathlib import Path

    from memtool.keep import backup as backups
    from memtool.store import db as database

    with database.connection() as conn:
        emit([backups.backup(conn, Path(out_dir) if out_dir else None, keep=keep)])


@db.command("restore")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--yes", is_flag=True, help="Replace the current database (without it: only check FILE).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), **config.envvar_of("MEMTOOL_BACKUP_DIR"),
              help="Directory for the snapshot of the current database [default: <data dir>/backups].")
def db_restore(file, yes, out_dir) -> None:
    """Replace the database with a backup written by `memtool db backup`.

    First FILE is read completely (a damaged or truncated file fails here) and compared with
    the current database: it must come from the same PostgreSQL major version and have the
    same schema (memtool migrations); otherwise restore refuses and says why. With --yes the
    current database is then backed up (…-pre-restore.dump, never rotated away) and replaced in
    one transaction: if anything fails, nothing changed. Without --yes only the check runs
    (exit 2). Writes a `backup_check` record, then a `restore` record.
    """
    from pathlib import Path

    from memtool.keep import backup as backups
    from memtool.store import db as database

    with database.connection() as conn:
        if not yes:
            found, _ = backups.verify(conn, Path(file))
            emit([found])
            raise click.UsageError(f"restore replaces database {conn.info.dbname}: pass --yes to do it "
                                   "(a snapshot of it is taken first)")
        emit([backups.restore(conn, Path(file), Path(out_dir) if out_dir else None)])
