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


def _report_input_errors(errors: list, what: str) -> None:
    """Strict mode: name each bad line (up to 10), then exit 1 — the good lines are stored."""
    for error in errors[:10]:
        click.echo(f"memtool: error: {error}", err=True)
    if len(errors) > 10:
        click.echo(f"memtool: error: … and {len(errors) - 10} more bad lines", err=True)
    click.echo(f"memtool: {what}; rerun with --ignore-errors to turn bad lines into error records", err=True)
    sys.exit(1)


@cli.command()
@click.argument("file", required=False, default="-")
@click.option("--source", type=click.Choice(["auto", "opencode", "claude-code", "memtool"]), default="auto",
              envvar="MEMTOOL_SOURCE", show_envvar=True, show_default=True,
              help="Payload format when autodetection is ambiguous.")
@click.option("--ignore-errors", is_flag=True, help="Emit bad lines as error records and exit 0.")
@click.option("-q", "--quiet", is_flag=True,
              help="Write nothing to stdout (for hooks whose stdout reaches the agent).")
@click.option("--replay", is_flag=True, help="Only store the events waiting in the spool.")
def ingest(file: str, source: str, ignore_errors: bool, quiet: bool, replay: bool) -> None:
    """Capture agent hook payloads (JSON lines) as events.

    FILE is a JSONL file or - for stdin. Accepts OpenCode plugin payloads and /event SSE lines,
    Claude Code hook JSON and memtool event records. Secrets and
    <private> blocks are removed before anything is stored; an event seen twice is stored once.

    Never blocks, never loses: when the database cannot be reached within
    MEMTOOL_CONNECT_TIMEOUT seconds the events go to a spool file and ingest still exits 0; the
    next successful ingest (or `ingest --replay`) stores them, in order, exactly once.
    Writes the newly stored event records to stdout.
    """
    from memtool import ingest as capture

    report = capture.IngestReport()
    if replay:
        from memtool import db as database

        with database.connection() as conn:
            count = capture.replay(conn)
        click.echo(f"memtool: replayed {count} spooled events", err=True)
        return
    with open_input(file) as handle:
        output = capture.ingest(handle, source=source, ignore_errors=ignore_errors, report=report)
        if quiet:
            for _ in output:
                pass
        else:
            emit(output)
    if report.spooled:
        from memtool import config

        click.echo(f"memtool: warning: {report.spool_reason}; spooled {report.spooled} events to "
                   f"{config.spool_path()} (stored by the next ingest or `memtool ingest --replay`)", err=True)
    if report.replayed:
        click.echo(f"memtool: stored {report.replayed} events from the spool", err=True)
    if report.errors:
        _report_input_errors(report.errors, f"stored {report.stored} events despite {len(report.errors)} bad lines")


@cli.command("export")
@click.option("--kind", "kinds", multiple=True, type=click.Choice(["event", "observation", "summary"]),
              help="Record kinds to export (repeatable; default: all).")
@click.option("--project", help="Only this project.")
@click.option("--since", help="Only records from this time on (ISO 8601, epoch, or an age like 7d).")
@click.option("--include-deleted", is_flag=True, help="Also export soft-deleted observations.")
@click.option("--format", "fmt", type=click.Choice(["jsonl", "markdown"]), default="jsonl", show_default=True)
def export_cmd(kinds, project, since, include_deleted, fmt) -> None:
    """Write stored records as JSON lines (or Markdown for people).

    Order: events, then observations, then summaries, each by id — so export → import into an
    empty database → export is byte-identical. Embeddings are derived and not exported.
    """
    from memtool import db as database, export as exporting
    from memtool.records import parse_time

    since_time = parse_time(since, "--since") if since else None
    with database.connection() as conn:
        stream = exporting.export(conn, kinds or exporting.KINDS, project=project, since=since_time,
                                  include_deleted=include_deleted)
        if fmt == "markdown":
            for chunk in exporting.to_markdown(stream):
                sys.stdout.write(chunk)
        else:
            emit(stream)


@cli.command("import")
@click.argument("file", required=False, default="-")
@click.option("--project", envvar="MEMTOOL_PROJECT", show_envvar=True,
              help="Project for records that name none (default: the current project).")
@click.option("--ignore-errors", is_flag=True, help="Emit bad lines as error records and exit 0.")
def import_cmd(file: str, project: str | None, ignore_errors: bool) -> None:
    """Load records (memtool export output, or observations from elsewhere) into the database.

    Observation records need a title or narrative; type, project, created_at, facts, files and
    free-form metadata are kept. Ids are kept when free; records already present are skipped,
    so importing twice changes nothing. Writes one result record per line read.
    """
    from memtool import db as database, export as exporting
    from memtool.project import current_project
    from memtool.records import read_jsonl

    errors = []
    with open_input(file) as handle, database.connection() as conn:
        results = exporting.import_records(conn, read_jsonl(handle), default_project=project or current_project())

        def keep(records_):
            for record in records_:
                if record["kind"] == "error" and not ignore_errors:
                    errors.append(record["error"])
                    continue
                yield record

        emit(keep(results))
    if errors:
        _report_input_errors(errors, f"imported everything else; {len(errors)} bad lines")


@cli.command("stats")
@table_option
def stats_cmd(table: bool) -> None:
    """Totals: events, sessions, observations, summaries, vectors, queue states, spool."""
    from memtool import db as database, stats

    with database.connection() as conn:
        record = stats.stats(conn, model=_embedding_model_name())
    if table:
        record = dict(record, queue=" ".join(f"{k}={v}" for k, v in record["queue"].items()))
        emit([{"metric": k, "value": v} for k, v in record.items() if k != "kind"], table=True)
    else:
        emit([record])


def _embedding_model_name() -> str | None:
    try:
        from memtool import embed

        return embed.model_name()
    except Exception:  # noqa: BLE001 - stats must work without the retrieval stack
        return None


@cli.command("projects")
@table_option
def projects_cmd(table: bool) -> None:
    """List projects with their memory counts and last activity."""
    from memtool import db as database, stats

    with database.connection() as conn:
        emit(stats.projects(conn), table=table,
             columns=["project", "observations", "events", "sessions", "summaries", "last_activity"] if table else None)


@cli.command()
@table_option
def doctor(table: bool) -> None:
    """Check the installation; each problem comes with a fix. Exit 1 when a check fails."""
    from memtool import doctor as health

    results = list(health.checks())
    emit(results, table=table, columns=["check", "status", "detail", "hint"] if table else None)
    if any(r["status"] == "fail" for r in results):
        sys.exit(1)


@cli.command()
@click.option("--project", required=True, help="The project to purge (see `memtool projects`).")
@click.option("--before", help="Only what is older than this (ISO 8601, epoch, or an age like 90d).")
@click.option("--observations", "with_observations", is_flag=True,
              help="Also hard-delete the project's observations and summaries (default: raw events only).")
@click.option("--dry-run", is_flag=True, help="Count what would go, delete nothing.")
@click.option("--yes", is_flag=True, help="Confirm the deletion (required unless --dry-run).")
def purge(project: str, before: str | None, with_observations: bool, dry_run: bool, yes: bool) -> None:
    """Delete stored data of one project, explicitly. Nothing else ever deletes anything.

    Raw events are append-only; this is the one way to remove them (e.g. after capturing
    something that should never have been kept). Soft-deleted observations (`forget`) stay
    restorable until purged with --observations.
    """
    from memtool import db as database, purge as purging
    from memtool.records import parse_time

    if not (yes or dry_run):
        raise click.UsageError("purge deletes data: pass --yes to confirm, or --dry-run to count first")
    cutoff = parse_time(before, "--before") if before else None
    with database.connection() as conn:
        emit([purging.purge(conn, project, before=cutoff, observations=with_observations, dry_run=dry_run)])


# -- embed / search / timeline / get / context (retrieval) -------------------------------------


# -- compress / queue / summarize (distillation) -----------------------------------------------


# -- mcp -----------------------------------------------------------------------------------------
