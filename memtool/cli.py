"""The `memtool` command: a thin click adapter over the library modules.

Each command parses options, opens its input, calls one library function, writes records to
stdout (JSON lines by default; `--table` for people) and turns `MemtoolError` into one line on
stderr. Heavy libraries are imported inside commands so `memtool --help` and capture hooks start
fast. Exit codes: 0 ok, 1 error, 2 usage.
"""

from __future__ import annotations

import functools
import os
import sys
from typing import Callable, Iterable

import click

from memtool import __version__
from memtool.errors import MemtoolError

CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


# -- shared plumbing -------------------------------------------------------------------------


class MemtoolGroup(click.Group):
    """Runs every command inside the error translation: one line on stderr, exit 1."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except MemtoolError as exc:
            if _debug(ctx):
                raise
            click.echo(f"memtool: error: {exc}", err=True)
            ctx.exit(exc.exit_code)
        except BrokenPipeError:
            # `memtool export | head`: the reader went away; that is not an error.
            sys.stderr.close()
            ctx.exit(0)


def _debug(ctx: click.Context | None) -> bool:
    from memtool import config

    root = ctx.find_root() if ctx else None
    return bool(root and root.params.get("debug")) or config.debug()


def emit(records: Iterable[dict], table: bool = False, columns: list[str] | None = None) -> int:
    """Write records to stdout as JSONL (streaming) or as one table; return how many."""
    from memtool.records import dumps

    count = 0
    if not table:
        out = sys.stdout
        for record in records:
            out.write(dumps(record) + "\n")
            count += 1
        out.flush()
        return count
    from tabulate import tabulate

    rows = []
    for record in records:
        keys = columns or list(record.keys())
        rows.append([_cell(record.get(key)) for key in keys])
        count += 1
    if rows:
        click.echo(tabulate(rows, headers=columns or list(record.keys()), tablefmt="simple"))
    else:
        click.echo("(no records)", err=True)
    return count


def _cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    if isinstance(value, dict):
        from memtool.records import dumps

        return dumps(value)
    text = str(value)
    return text if len(text) <= 80 else text[:77] + "..."


def table_option(func: Callable) -> Callable:
    return click.option("--table", "table", is_flag=True, help="Human-readable table instead of JSON lines.")(func)


def open_input(path: str | None):
    """`-`/None → stdin (text, line-buffered iteration), else the file."""
    if path in (None, "-"):
        return sys.stdin
    try:
        return open(path, encoding="utf-8")
    except OSError as exc:
        raise click.BadParameter(f"cannot open {path}: {exc.strerror}", param_hint="FILE") from exc


def stdin_has_data() -> bool:
    return not sys.stdin.isatty()


# -- the command group -------------------------------------------------------------------------


@click.group(cls=MemtoolGroup, context_settings=CONTEXT_SETTINGS)
@click.version_option(__version__, "-V", "--version", prog_name="memtool")
@click.option("--debug", is_flag=True, envvar="MEMTOOL_DEBUG", show_envvar=True,
              help="Show tracebacks instead of one-line errors.")
def cli(debug: bool) -> None:
    """Persistent, local memory for AI coding agents.

    Small subcommands read and write JSON lines so hooks, cron jobs and people can chain them:

    \b
      memtool ingest < hook.json            capture an agent event (hooks call this)
      memtool compress --pending            distil events into observations
      memtool embed --missing               vectors for new observations
      memtool search "jwt refresh bug"      hybrid full-text + vector search
      memtool context --query "..."         the block hooks inject into a prompt

    Data lives in an embedded PostgreSQL under $MEMTOOL_HOME (or the XDG data directory),
    started on first use; set MEMTOOL_DATABASE_URL to use your own PostgreSQL with pgvector.
    Exit codes: 0 ok, 1 error, 2 usage.
    """


def main() -> None:
    cli(prog_name="memtool")


# -- db ---------------------------------------------------------------------------------------


@cli.group(context_settings=CONTEXT_SETTINGS)
def db() -> None:
    """Manage the database: the embedded server, or the external one in MEMTOOL_DATABASE_URL."""


@db.command("start")
def db_start() -> None:
    """Initialise (first time) and start the embedded PostgreSQL, then apply migrations."""
    from memtool import db as database

    if database.external_url() is not None:
        raise MemtoolError("MEMTOOL_DATABASE_URL is set: memtool does not manage that server",
                           "unset it to use the embedded server")
    database.start_embedded()
    database.connect().close()
    emit([database.embedded_status()])


@db.command("stop")
def db_stop() -> None:
    """Stop the embedded PostgreSQL. Until `db start`, hooks spool events instead of starting it."""
    from memtool import db as database

    was_running = database.stop_embedded()
    emit([dict(database.embedded_status(), was_running=was_running)])


@db.command("status")
@table_option
def db_status(table: bool) -> None:
    """Show where the database is and whether it is up (exit 1 when unreachable)."""
    from memtool import db as database

    external = database.external_url()
    if external is None:
        status = database.embedded_status()
        emit([status], table=table)
        if not status["running"]:
            sys.exit(1)
        return
    conn = database.connect(autostart=False)
    version = conn.execute("SHOW server_version").fetchone()["server_version"]
    conn.close()
    emit([{"kind": "external", "server_version": version, "running": True}], table=table)


@db.command("url")
def db_url() -> None:
    """Print the connection string (psql "$(memtool db url)")."""
    from memtool import db as database

    info = database.conninfo(autostart=True)
    click.echo(info or "(libpq PG* environment variables)")


@db.command("migrate")
def db_migrate() -> None:
    """Apply pending schema migrations (done automatically on first connect)."""
    from memtool import db as database, migrations

    conn = database.connect(migrate=False)
    with database.translate_errors():
        applied = migrations.migrate(conn)
        versions = sorted(migrations.applied(conn))
    conn.close()
    emit([{"applied": applied, "current": versions[-1] if versions else None}])


# -- ingest / export / import / stats / projects / doctor (lead) -------------------------------


# -- embed / search / timeline / get / context (retrieval) -------------------------------------


# -- compress / queue / summarize (distillation) -----------------------------------------------


# -- mcp -----------------------------------------------------------------------------------------
