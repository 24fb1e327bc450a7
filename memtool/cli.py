"""The `memtool` command: a thin click adapter over the library modules.

Each command parses options, opens its input, calls one library function, writes records to
stdout (JSON lines by default; `--table` for people) and turns `MemtoolError` into one line on
stderr. Heavy libraries are imported inside commands so `memtool --help` and capture hooks start
fast. Exit codes: 0 ok, 1 error, 2 usage.
"""

from __future__ import annotations

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
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort):
            raise
        except MemtoolError as exc:
            self._fail(ctx, exc)
        except BrokenPipeError:
            # `memtool export | head`: the reader went away; that is not an error.
            sys.stderr.close()
            ctx.exit(0)
        except OSError as exc:
            from memtool import config

            directory = config.owning_dir(exc.filename)
            if directory is None:
                self._internal(ctx, exc)
            failure = config.unusable(exc.filename, exc.strerror or type(exc).__name__)
            failure.__cause__ = exc
            self._fail(ctx, failure)
        except Exception as exc:  # noqa: BLE001 - a bug: say so in one line, never fail silently
            self._internal(ctx, exc)

    @staticmethod
    def _fail(ctx: click.Context, exc: MemtoolError) -> None:
        from memtool.errors import HomeUnusable

        if _debug(ctx):
            raise exc
        click.echo(f"memtool: error: {exc}", err=True)
        # Hooks fail open: capture and context never fail the agent over memtool's own directories.
        fail_open = isinstance(exc, HomeUnusable) and ctx.invoked_subcommand in FAIL_OPEN
        ctx.exit(0 if fail_open else exc.exit_code)

    @staticmethod
    def _internal(ctx: click.Context, exc: BaseException) -> None:
        if _debug(ctx):
            raise exc
        text = str(exc).strip()
        detail = f"{type(exc).__name__}: {text.splitlines()[0]}" if text else type(exc).__name__
        click.echo(f"memtool: internal error: {detail}; rerun with --debug", err=True)
        ctx.exit(1)


FAIL_OPEN = ("ingest", "context")  # the commands hooks run


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


def open_binary_input(path: str | None):
    """Like open_input, as bytes: each line is decoded on its own, so one line of invalid UTF-8
    costs only itself (see records.text_lines)."""
    if path in (None, "-"):
        return sys.stdin.buffer
    try:
        return open(path, "rb")
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


@db.command("backup")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), envvar="MEMTOOL_BACKUP_DIR", show_envvar=True,
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

    from memtool import backup as backups, db as database

    with database.connection() as conn:
        emit([backups.backup(conn, Path(out_dir) if out_dir else None, keep=keep)])


@db.command("restore")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--yes", is_flag=True, help="Replace the current database (without it: only check FILE).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), envvar="MEMTOOL_BACKUP_DIR", show_envvar=True,
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

    from memtool import backup as backups, db as database

    with database.connection() as conn:
        if not yes:
            found, _ = backups.verify(conn, Path(file))
            emit([found])
            raise click.UsageError(f"restore replaces database {conn.info.dbname}: pass --yes to do it "
                                   "(a snapshot of it is taken first)")
        emit([backups.restore(conn, Path(file), Path(out_dir) if out_dir else None)])


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
@click.option("--maintain", is_flag=True,
              help="Afterwards start the background `memtool maintain` for the sessions stored (end-of-turn hooks).")
def ingest(file: str, source: str, ignore_errors: bool, quiet: bool, replay: bool, maintain: bool) -> None:
    """Capture agent hook payloads (JSON lines) as events.

    FILE is a JSONL file or - for stdin. Accepts OpenCode plugin payloads and /event SSE lines,
    Claude Code hook JSON and memtool event records. Secrets and
    <private> blocks are removed before anything is stored; an event seen twice is stored once.

    Never blocks, never loses: when the database cannot be reached within
    MEMTOOL_CONNECT_TIMEOUT seconds, waits on a lock for MEMTOOL_LOCK_TIMEOUT seconds, or fails
    in any other way, the events go to a spool file and ingest still exits 0; the next
    successful ingest (or `ingest --replay`) stores them exactly once. Spooled lines that cannot
    be stored are moved to spool.quarantine.jsonl (see `memtool doctor`).

    Each line is read on its own: a bad line is named by number (exit 1, or an error record with
    --ignore-errors) and every good line before and after it is stored.
    Writes the newly stored event records to stdout.

    With --maintain (what agent hooks pass at the end of a turn), once the events are stored a
    detached, low-priority `memtool maintain --session S` distils and embeds them, so the next
    session already has them; ingest does not wait for it.
    """
    from memtool import ingest as capture

    report = capture.IngestReport()
    if replay:
        from memtool import db as database

        with database.connection() as conn:
            count = capture.replay(conn, report, wait=True)
        click.echo(f"memtool: replayed {count} spooled events", err=True)
        _warn_quarantined(report)
        return
    sessions: list[str] = []

    def noting(records):
        for record in records:
            if record.get("kind") == "event" and record.get("session_id") not in sessions:
                sessions.append(record.get("session_id"))
            yield record

    with open_binary_input(file) as handle:
        output = noting(capture.ingest(handle, source=source, ignore_errors=ignore_errors, report=report))
        if quiet:
            for _ in output:
                pass
        else:
            emit(output)
    if maintain and not report.spooled:
        from memtool import maintain as background

        background.start_background([s for s in sessions if s])
    if report.spooled:
        from memtool import config

        click.echo(f"memtool: warning: {report.spool_reason}; spooled {report.spooled} events to "
                   f"{config.spool_path()} (stored by the next ingest or `memtool ingest --replay`)", err=True)
    if report.replayed:
        click.echo(f"memtool: stored {report.replayed} events from the spool", err=True)
    _warn_quarantined(report)
    if report.errors:
        _report_input_errors(report.errors, f"stored {report.stored} events despite {len(report.errors)} bad lines")


def _warn_quarantined(report) -> None:
    if report.quarantined:
        from memtool import spool

        click.echo(f"memtool: warning: {report.quarantined} spooled lines could not be stored; moved to "
                   f"{spool.quarantine_path()} (see `memtool doctor`)", err=True)


@cli.command("export")
@click.option("--kind", "kinds", multiple=True, type=click.Choice(["event", "observation", "summary", "rollup"]),
              help="Record kinds to export (repeatable; default: all).")
@click.option("--project", help="Only this project.")
@click.option("--since", help="Only records from this time on (ISO 8601, epoch, or an age like 7d).")
@click.option("--include-deleted", is_flag=True, help="Also export soft-deleted observations.")
@click.option("--format", "fmt", type=click.Choice(["jsonl", "markdown", "knowledge"]), default="jsonl",
              show_default=True, help="knowledge: the project's durable knowledge as one Markdown file for agents.")
@click.option("--out", "out_file", type=click.Path(dir_okay=False),
              help="knowledge: write this file (only when its content changed) instead of stdout.")
@click.option("--into", "into_file", type=click.Path(dir_okay=False),
              help="knowledge: keep it as a marked section of this file (AGENTS.md, CLAUDE.md); "
                   "the text outside the markers is never touched.")
@click.option("--max-bytes", type=click.IntRange(1024),
              help="knowledge: size cap; the most durable and most recalled entries are kept "
                   "[default: 102400; 16384 with --into].")
def export_cmd(kinds, project, since, include_deleted, fmt, out_file, into_file, max_bytes) -> None:
    """Write stored records as JSON lines (or Markdown for people).

    Order: events, then observations, then summaries, then day rollups, each by id — so export →
    import into an empty database → export is byte-identical. Embeddings are derived and not exported.

    `--format knowledge` writes one project's durable knowledge (default: the current project)
    as Markdown with YAML frontmatter (project, updated, counts): how to build/test/run,
    conventions and decisions, gotchas, root causes — each entry with its importance and the
    ids it came from — under --max-bytes. With --out the file is rewritten only when its
    content changed (a `knowledge` record on stdout says whether it was). With --into, the same
    knowledge (no frontmatter) is kept between two marker lines of a file such as AGENTS.md or
    CLAUDE.md: the markers are appended when absent, only the text between them is replaced.
    """
    from memtool import db as database, export as exporting
    from memtool.records import parse_time

    if fmt == "knowledge":
        from memtool import knowledge

        if kinds or since or include_deleted:
            raise click.UsageError("--format knowledge takes --project, --out, --into and --max-bytes only")
        scope = project or _scope_project(None, False)
        with database.connection() as conn:
            if into_file:
                emit([knowledge.write_into(conn, scope, into_file, cap=max_bytes or 16 * 1024)])
            if out_file:
                emit([knowledge.write(conn, scope, out_file, cap=max_bytes or knowledge.DEFAULT_CAP)])
            if not (into_file or out_file):
                sys.stdout.write(knowledge.render(conn, scope, cap=max_bytes or knowledge.DEFAULT_CAP)["text"])
        return
    if out_file or into_file or max_bytes:
        raise click.UsageError("--out, --into and --max-bytes are for --format knowledge")
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
    from memtool.privacy import engines
    from memtool.project import current_project
    from memtool.records import read_jsonl

    engines.enable()  # a bulk command: the engine's start-up is paid once
    errors = []
    with open_binary_input(file) as handle, database.connection() as conn:
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


@cli.command()
@click.argument("observation_ids", nargs=-1, type=int)
@click.option("--session", help="Forget a whole session (its observations; with --purge, everything).")
@click.option("--project", help="Forget a whole project (see `memtool projects`).")
@click.option("--purge", "hard", is_flag=True,
              help="Delete the content and everything derived from it for good (needs --yes).")
@click.option("--dry-run", is_flag=True, help="Count what would be forgotten, change nothing.")
@click.option("--yes", is_flag=True, help="Confirm --purge.")
def forget(observation_ids: tuple[int, ...], session: str | None, project: str | None, hard: bool,
           dry_run: bool, yes: bool) -> None:
    """Forget observations (by id), a session or a project.

    Soft by default: the observations are hidden from search, context and MCP but kept with
    their history. With --purge the content goes for good, with everything derived from it:
    the events it came from, other observations from those events, versions, vectors, event
    passages, the summaries and day rollups that quote it (rebuilt by `summarize --pending`
    from what is left). Prints one JSON record with the counts.
    """
    from memtool import db as database, purge as purging

    if sum([bool(observation_ids), session is not None, project is not None]) != 1:
        raise click.UsageError("give observation ids, --session or --project (exactly one)")
    if hard and not (yes or dry_run):
        raise click.UsageError("--purge deletes data for good: pass --yes to confirm, or --dry-run to count first")
    with database.connection() as conn:
        emit([purging.forget(conn, list(observation_ids), session=session, project=project,
                             purge=hard, dry_run=dry_run)])


@cli.command()
@click.option("--dry-run", is_flag=True, help="Report what would change, write nothing.")
@click.option("--if-rules-changed", is_flag=True,
              help="Scrub everything only when the redaction changed since the last scrub; "
                   "otherwise only rows added since (what the maintenance timer runs).")
@click.option("-q", "--quiet", is_flag=True, help="Print only the summary record.")
def scrub(dry_run: bool, if_rules_changed: bool, quiet: bool) -> None:
    """Re-run the current redaction over everything already stored.

    Events, observations and their versions, summaries, rollups, event passages, queue
    results, metadata: every text and JSON column of every table. Writes one JSON record per
    changed row (table, key, columns, redactions; never the secret) and a summary with the
    redaction fingerprint. Observations whose text changed lose their vectors; run `memtool
    embed --missing` afterwards. Idempotent. Runs the maintained engine layer (betterleaks)
    when it is installed, see MEMTOOL_REDACT_ENGINES.
    """
    from memtool import db as database, rescrub
    from memtool.privacy import engines

    engines.enable()
    with database.connection() as conn:
        records = rescrub.scrub(conn, dry_run=dry_run, only_if_rules_changed=if_rules_changed)
        emit(r for r in records if not quiet or r["kind"] == "scrub")


@cli.command("dedup")
@click.argument("file", required=False)
@click.option("--project", help="Project to scan (default: the current project).")
@click.option("--all-projects", is_flag=True, help="Scan every project (each is deduplicated on its own).")
@click.option("--threshold", type=click.FloatRange(0.5, 1.0), default=0.92, show_default=True,
              envvar="MEMTOOL_DEDUP_THRESHOLD", show_envvar=True,
              help="Cosine similarity from which two observations count as the same memory.")
@click.option("--dry-run", is_flag=True, help="Show the groups that would be merged; change nothing.")
@click.option("--undo", "undo_id", type=int, metavar="MERGE_ID",
              help="Undo this merge instead: its observations go back exactly as they were before it.")
@click.option("--table", is_flag=True, help="Human-readable table instead of JSON lines.")
def dedup_cmd(file, project, all_projects, threshold, dry_run, undo_id, table) -> None:
    """Merge near-duplicate observations (same memory, other words) into the oldest one.

    With FILE or records on stdin (observation records, or `memtool embed` output), only those
    observations are checked — `memtool ingest | memtool compress | memtool embed | memtool dedup`
    — and records of other kinds pass through; otherwise a whole project is scanned. Needs
    vectors (`memtool embed --missing`). Merged observations are soft-deleted with
    metadata.merged_into and metadata.merge_id, never removed. Writes one `merge` record per
    group, with its merge_id.

    `--undo MERGE_ID` restores the merged-away observations and the kept one's previous version
    exactly (content, version numbers, timestamps), unless one of them changed after the merge.
    Writes one `unmerge` record.
    """
    from memtool import db as database, dedup as deduplicating
    from memtool.project import current_project
    from memtool.records import read_jsonl

    if undo_id is not None:
        with database.connection() as conn:
            with conn.transaction():
                record = deduplicating.undo(conn, undo_id)
        emit([record], table=table)
        click.echo(f"memtool dedup: merge {undo_id} undone, {len(record['restored'])} observations restored", err=True)
        return

    items = None
    passed: list[dict] = []
    if file not in (None, "-") or stdin_has_data():
        items = []
        with open_input(file) as handle:
            for number, record in read_jsonl(handle):
                if isinstance(record, Exception):
                    raise record
                (items if record.get("kind") in ("observation", "embedding") else passed).append(record)
    scope = None if all_projects else (project or current_project())
    with database.connection() as conn:
        merges = list(deduplicating.dedup(conn, items, project=scope, threshold=threshold, dry_run=dry_run))
    emit(passed + merges, table=table, columns=["project", "kept", "merged", "similarity"] if table else None)
    click.echo(f"memtool dedup: {len(merges)} groups, {sum(len(m['merged']) for m in merges)} observations "
               f"{'would be ' if dry_run else ''}merged", err=True)


# -- embed / search / timeline / get / context (retrieval) -------------------------------------


def _scope_project(project: str | None, all_projects: bool) -> str | None:
    """--project, else MEMTOOL_PROJECT / the current project; None with --all-projects."""
    from memtool.project import read_scope

    return read_scope(project, all_projects=all_projects)


def _project_options(func: Callable) -> Callable:
    func = click.option("--all-projects", is_flag=True, help="Search every project instead of one.")(func)
    return click.option("--project", envvar="MEMTOOL_PROJECT", show_envvar=True,
                        help="Project to search (default: the current one). Memories marked global "
                             "are always included.")(func)


def _read_scope_options(func: Callable) -> Callable:
    func = click.option("--all-projects", is_flag=True, help="Look in every project instead of one.")(func)
    return click.option("--project", envvar="MEMTOOL_PROJECT", show_envvar=True,
                        help="Only this project (default: the current one). Memories marked global "
                             "are always included.")(func)


@cli.command("embed")
@click.argument("file", required=False)
@click.option("--missing", is_flag=True,
              help="Embed stored observations that have no vector for the model or whose text changed "
                   "(the default when nothing comes on stdin).")
@click.option("--all", "all_", is_flag=True, help="Re-embed every observation, changed or not.")
@click.option("--project", help="With --missing/--all: only this project.")
@click.option("--model", envvar="MEMTOOL_EMBED_MODEL", show_envvar=True,
              help="fastembed model name [default: the bundled all-MiniLM-L6-v2 int8, no download].")
@click.option("--batch-size", type=click.IntRange(1, 1024), default=64, show_default=True,
              help="Observations per model call and commit.")
@click.option("--prune", is_flag=True, help="Afterwards, delete vectors of models other than this one.")
@click.option("-q", "--quiet", is_flag=True, help="Write no records, only errors.")
def embed_cmd(file, missing, all_, project, model, batch_size, prune, quiet) -> None:
    """Compute vectors for observations (fastembed → pgvector).

    \b
      memtool embed --missing              what is new or changed since the last run
      memtool embed --all                  everything again (e.g. after changing model)
      memtool compress --pending | memtool embed -    the observations on stdin

    Vectors are stored with their model name; search uses only the current model's, so a model
    change re-embeds instead of mixing spaces. Unchanged text is never embedded twice. Writes one
    `embedding` record per observation (stdin records are passed through, observations annotated
    with embedding_model / embedding_action). Progress goes to stderr.
    """
    from memtool import db as database, embed
    from memtool.records import read_jsonl

    embedder = embed.Embedder(model or None, batch_size=min(batch_size, embed.MODEL_BATCH))
    use_stdin = file is not None or (not (missing or all_) and stdin_has_data())
    with database.connection() as conn:
        if use_stdin:
            def records_in():
                with open_input(file or "-") as handle:
                    for number, item in read_jsonl(handle):
                        if isinstance(item, Exception):
                            raise item
                        yield item

            results = embed.embed_records(conn, records_in(), embedder=embedder, force=all_, batch_size=batch_size)
            emit(r for r in results if not quiet)
        else:
            total = embed.pending_count(conn, embedder.model_name, force=all_, project=project)
            show = total > 200
            with click.progressbar(length=total, label=f"embedding with {embedder.model_name}", file=sys.stderr,
                                   show_eta=True, show_pos=True) if show else _NoBar() as bar:
                results = embed.embed_missing(conn, embedder=embedder, force=all_, project=project,
                                              batch_size=batch_size, progress=bar.update)
                emit(r for r in results if not quiet)
        if prune:
            removed = embed.prune(conn, embedder.model_name)
            click.echo(f"memtool: pruned {removed} vectors of other models", err=True)


@cli.command("index")
@click.option("--project", help="Only this project's events.")
@click.option("-q", "--quiet", is_flag=True, help="Write no records, only errors.")
def index_cmd(project, quiet) -> None:
    """Make captured events searchable: split the events that have no passages yet into
    full-text passages, the event tier of `memtool search`.

    `memtool compress` indexes the events it distils, and a search first indexes the events
    captured since the newest indexed one; this indexes everything left (events captured before
    schema 7, or a bulk import before its compress). Idempotent: an event already indexed is
    skipped. Writes one `index` record per batch (events, passages,
    last_event_id)."""
    from memtool import db as database, passages

    with database.connection() as conn:
        emit(r for r in passages.backfill(conn, project=project) if not quiet)


class _NoBar:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def update(self, n: int) -> None:
        pass


_RESULT_COLUMNS = ["rank", "id", "created_at", "type", "title", "score", "snippet"]


@cli.command("search")
@click.argument("query", required=False)
@_project_options
@click.option("--type", "types", multiple=True,
              help="Only these observation types, or event types (tool, prompt, assistant) (repeatable).")
@click.option("--since", help="Created (observations) or happened (events) at or after (ISO 8601, epoch, or an age like 7d).")
@click.option("--until", help="Created or happened at or before (ISO 8601, epoch, or an age like 7d).")
@click.option("--file", "file_", metavar="PATH", help="Only memories and events that read or modified PATH.")
@click.option("--session", help="Only this session id.")
@click.option("--source", "sources", multiple=True, type=click.Choice(["observation", "event"]),
              help="Only this tier (repeatable) [default: both].")
@click.option("-n", "--limit", type=click.IntRange(1, 100, clamp=True), default=10, show_default=True,
              help="Results per query (at most 100).")
@click.option("--mode", type=click.Choice(["hybrid", "fts", "vector"]), default="hybrid", show_default=True,
              envvar="MEMTOOL_SEARCH_MODE", show_envvar=True, help="Full text + vectors, or one of them.")
@click.option("--explain", is_flag=True, help="Add each factor of each score (explain{}).")
@click.option("--ignore-errors", is_flag=True, help="Batch mode: a bad query line becomes an error record.")
@table_option
def search_cmd(query, project, all_projects, types, since, until, file_, session, sources, limit, mode, explain,
               ignore_errors, table) -> None:
    """Hybrid search: full text (BM25-weighted) and vectors fused in PostgreSQL, with priors
    for recency, importance, type and use — over observations and over the captured events'
    passages (full text), in one ranking.

    \b
      memtool search "jwt refresh bug"
      memtool search "flaky test" --type bugfix --since 30d --table
      memtool search "migrations" --file sql/0001_init.sql
      jq -c '{query_id: .id, query: .text}' questions.jsonl | memtool search     # batch

    With no QUERY, JSON lines on stdin are queries: {"query_id", "query", "project", "limit",
    "mode", "types", "since", "until", "file", "session"}; every result carries its query_id.
    Results are compact rows (source: observation | event, ref, id, time, project, type,
    title, one-line snippet, score, metadata; an observation's source_events); read the whole
    observation or event with `memtool get REF`. When the model is unavailable or
    nothing is embedded yet, search falls back to full text and says so on stderr.
    """
    from memtool import db as database, search
    from memtool.records import read_jsonl

    scope = _scope_project(project, all_projects)
    options = dict(project=scope, limit=limit, mode=mode, types=list(types) or None, since=since, until=until,
                   file=file_, session=session, explain=explain)
    if sources:
        options["tiers"] = list(sources)
    columns = _RESULT_COLUMNS if table else None
    if query is None and not stdin_has_data():
        raise click.UsageError('give a QUERY (memtool search "jwt refresh"), or pipe JSONL queries on stdin')
    with database.connection() as conn:
        if query is not None and query != "-":
            outcome = search.search_outcome(conn, query, **options)
            for notice in outcome.notices:
                click.echo(f"memtool: notice: {notice}", err=True)
            emit(outcome.results, table=table, columns=columns)
            return
        notices: list[str] = []

        def queries():
            for number, item in read_jsonl(sys.stdin):
                yield item

        def results():
            reported = 0
            for record in search.search_batch(conn, queries(), ignore_errors=ignore_errors, notices=notices,
                                              **options):
                while reported < len(notices):
                    click.echo(f"memtool: notice: {notices[reported]}", err=True)
                    reported += 1
                yield record
            for notice in notices[reported:]:
                click.echo(f"memtool: notice: {notice}", err=True)

        emit(results(), table=table, columns=["query_id", *_RESULT_COLUMNS] if table else None)


@cli.command("timeline")
@click.argument("obs_id", metavar="[REF]", required=False)
@click.option("--before", type=click.IntRange(0, 100, clamp=True), default=5, show_default=True,
              help="Observations before it.")
@click.option("--after", type=click.IntRange(0, 100, clamp=True), default=5, show_default=True,
              help="Observations after it.")
@click.option("--day", metavar="YYYY-MM-DD", help="Zoom out: that UTC day's rollup and sessions (also today, yesterday).")
@click.option("--session", "session_id", metavar="ID", help="Zoom in: the session's summary, events and observations.")
@_read_scope_options
@table_option
def timeline_cmd(obs_id, before, after, day, session_id, project, all_projects, table) -> None:
    """What happened around an observation (REF = its id: its project's observations just
    before and after it) or an event (REF = e<id>: the events just before and after it in its
    session), in chronological order (position 0 is REF). Compact rows; see `memtool get`.

    \b
    Zoom, from a day down to single events:
      memtool timeline --day 2026-11-30 [--project P]   the day's rollup, then each session
                                                        active that day with its summary
      memtool timeline --session ID                     the session's summary, then its events
                                                        in order (refs e123 for `memtool get`),
                                                        each followed by its observations
    Days are UTC.

    Like search, scoped to the current project (plus global memories): an ID of another
    project is not found unless --all-projects (or --project names it).
    """
    from memtool import db as database, eventlog, search

    if sum(x is not None for x in (obs_id, day, session_id)) != 1:
        raise click.UsageError("give one of: an observation ID or event ref, --day YYYY-MM-DD, or --session ID")
    if day is not None or session_id is not None:
        from memtool import drilldown

        with database.connection() as conn:
            if day is not None:
                rows = drilldown.day(conn, day, project=None if all_projects else project)
                columns = ["kind", "project", "session_id", "started_at", "events", "summary_id", "request"]
            else:
                rows = drilldown.session(conn, session_id, project=None if all_projects else project)
                columns = ["kind", "position", "source", "ref", "time", "type", "title"]
                if table:  # the summary's row shows what was asked
                    rows = [dict(r, ref=f"summary {r['id']}", time=r["updated_at"],
                                 title=(r["request"].splitlines() or [""])[0]) if r["kind"] == "summary" else r
                            for r in rows]
        emit(rows, table=table, columns=columns if table else None)
        return
    project = _scope_project(project, all_projects)
    kind, ident = eventlog.parse_ref(obs_id)
    with database.connection() as conn:
        if kind == "event":
            rows = eventlog.timeline(conn, ident, before=before, after=after, project=project)
        else:
            rows = search.timeline(conn, ident, before=before, after=after, project=project)
    emit(rows, table=table, columns=["position", "id", "created_at", "type", "title", "snippet"] if table else None)


@cli.command("get")
@click.argument("ids", metavar="REFS...", nargs=-1, required=True)
@_read_scope_options
@table_option
def get_cmd(ids, project, all_projects, table) -> None:
    """Full observations (REF = id, e.g. 12) and events (REF = e<id>, e.g. e123: the redacted
    event with `text`, its whole searchable text), in the order given. `-` reads records with
    a `ref` or `id` from stdin, e.g. search results.

    Reading an observation counts: access statistics (access_count, accessed_at) go up, which
    search and context use as a prior. A REF names one record, so `get` reads it from whichever
    project holds it (the store is yours; nothing is listed or counted); --project or
    MEMTOOL_PROJECT confine it to that project (plus global memories), and a REF of another
    project then counts as not found. Agents over MCP stay confined to their project. Exit 1
    when a REF is not found."""
    from memtool import db as database, eventlog
    from memtool.errors import NotFound
    from memtool.records import read_jsonl

    wanted: list = []
    for value in ids:
        if value == "-":
            for number, item in read_jsonl(sys.stdin):
                if isinstance(item, Exception):
                    raise item
                ref = item.get("ref") if item.get("ref") is not None else item.get("id")
                if ref is not None:
                    wanted.append(eventlog.parse_ref(ref))
            continue
        wanted.append(eventlog.parse_ref(value))
    refs = [str(i) if kind == "observation" else eventlog.event_ref(i) for kind, i in dict.fromkeys(wanted)]
    project = _scope_project(project, all_projects) if project else None
    with database.connection() as conn:
        found, missing = eventlog.get(conn, refs, project=project)
        conn.commit()
    emit(found, table=table, columns=["id", "created_at", "project", "type", "title", "narrative"] if table else None)
    if missing:
        raise NotFound(f"not found: {' '.join(missing)}" + (f" in project {project}" if project else ""),
                       "find refs with `memtool search`" + (" (--all-projects for every project)" if project else ""))


@cli.command("context")
@click.option("--project", envvar="MEMTOOL_PROJECT", show_envvar=True,
              help="Project (default: the current one); global memories are included.")
@click.option("-q", "--query", help="The user's prompt (`-` reads it from stdin). Without it: session-start context.")
@click.option("--budget-chars", type=click.IntRange(0), default=4000, show_default=True,
              envvar="MEMTOOL_CONTEXT_BUDGET", show_envvar=True, help="Hard limit for the whole block.")
@click.option("--gate", is_flag=True, help="Print nothing for trivial prompts (thanks, ok, arithmetic).")
@click.option("--json", "as_json", is_flag=True, help="Write the context record (JSON) instead of the block.")
@click.option("--timeout", type=click.FloatRange(min=0.1), default=3.0, show_default=True,
              envvar="MEMTOOL_CONTEXT_TIMEOUT", show_envvar=True,
              help="Seconds for connecting and querying; then it gives up (exit 1, nothing on stdout).")
@click.option("--wait", "wait_seconds", type=click.FloatRange(0), default=1.5, show_default=True,
              envvar="MEMTOOL_CONTEXT_WAIT", show_envvar=True,
              help="While a background run distils the last turn, first wait this long for it.")
def context_cmd(project, query, budget_chars, gate, as_json, timeout, wait_seconds) -> None:
    """The memory block hooks inject into the agent's prompt, on stdout.

    \b
      memtool context                         session start: latest summaries + key memories
      memtool context --gate --query "$PROMPT"    per prompt: the best hits for it

    Wrapped in <persistent-memory> with a first line marking the notes as untrusted reference
    data; stored text is escaped so it cannot close the block. Never longer than --budget-chars:
    notes are packed by score and a last line lists what did not fit (`memtool get <ids>`).
    """
    from memtool import context

    if query == "-":
        query = sys.stdin.read()
    scope = project or _scope_project(None, False)
    if query and gate and context.is_trivial(query):
        record = {"kind": "context", "project": scope, "query": query, "text": "", "chars": 0,
                  "budget_chars": budget_chars, "included_ids": [], "omitted_ids": [], "summary_ids": [],
                  "mode": "gated", "notices": []}
    else:
        import time

        from memtool import config, db as database, maintain

        if wait_seconds:
            maintain.wait_for_distillation(wait_seconds)
        deadline = time.monotonic() + timeout
        with database.connection(timeout=min(timeout, config.connect_timeout()),
                                 lock_timeout=max(0.1, deadline - time.monotonic()),
                                 statement_timeout=max(0.1, deadline - time.monotonic())) as conn:
            record = context.build_context(conn, scope, query=query, budget_chars=budget_chars, gate=gate)
        for notice in record["notices"]:
            click.echo(f"memtool: notice: {notice}", err=True)
    if as_json:
        emit([record])
    elif record["text"]:
        sys.stdout.write(record["text"] + "\n")
        sys.stdout.flush()


# -- compress / queue / summarize (distillation) -----------------------------------------------

_LLM_HELP = ("auto = MEMTOOL_LLM_MODEL (a GGUF) or else MEMTOOL_LLM_URL or else none; none = extractive rules "
             "only; PATH.gguf = llama.cpp (in a child process); URL = an OpenAI-compatible server.")


def _warn_model_failure(backend) -> None:
    if backend is not None and backend.failure:
        click.echo(f"memtool: warning: {backend.failure}; the rest of this run used the extractive rules "
                   "(`memtool doctor` checks the model)", err=True)


def _read_records(file: str | None, ignore_errors: bool):
    """Records from FILE / stdin for a distillation stage (strict unless --ignore-errors)."""
    from memtool.compress import read_event_records

    handle = open_input(file)
    yield from read_event_records(handle, ignore_errors=ignore_errors)


def _wants_stdin(file: str | None, other_source: bool) -> bool:
    return file is not None or (not other_source and stdin_has_data())


@cli.command("compress")
@click.argument("file", required=False)
@click.option("--pending", is_flag=True, help="Process the events waiting in the work queue (after FILE, if given).")
@click.option("--llm", "llm_spec", default="auto", envvar="MEMTOOL_LLM", show_envvar=True, show_default=True,
              metavar="auto|none|PATH.gguf|URL", help=_LLM_HELP)
@click.option("--batch-size", type=click.IntRange(1), help="Events per claim and commit [default: 100; 4 with a model].")
@click.option("--limit", type=click.IntRange(1), help="Stop after this many events.")
@click.option("--visibility-timeout", default="10m", envvar="MEMTOOL_VISIBILITY_TIMEOUT", show_envvar=True,
              show_default=True, help="A claim older than this goes back to the queue (30s, 10m, 1h).")
@click.option("--max-attempts", type=click.IntRange(1), default=3, envvar="MEMTOOL_MAX_ATTEMPTS", show_envvar=True,
              show_default=True, help="Failed attempts before an event is dead-lettered.")
@click.option("--dry-run", is_flag=True, help="Show the observations that would be written; change nothing.")
@click.option("--show-skipped", is_flag=True, help="Also write a `skipped` record for each event not kept.")
@click.option("--ignore-errors", is_flag=True, help="Bad input lines become error records instead of stopping.")
@click.option("--test-delay", type=float, default=0.0, hidden=True, envvar="MEMTOOL_TEST_DELAY",
              help="Tests only: sleep this many seconds before each event.")
def compress_cmd(file, pending, llm_spec, batch_size, limit, visibility_timeout, max_attempts, dry_run,
                 show_skipped, ignore_errors, test_delay) -> None:
    """Distil events into observations (durable memories).

    Reads event records from FILE or - (stdin), e.g. `memtool ingest < events.jsonl | memtool
    compress | memtool embed`, passes other records through, and writes the observations
    created or updated. With --pending it works through the queue instead: safe to run from
    cron and in parallel (claims use FOR UPDATE SKIP LOCKED; a crashed worker's claims return
    after the visibility timeout; every event is processed exactly once).

    Routine noise (listings, reads, read-only commands; more with MEMTOOL_FILTER_PATTERNS) is
    marked skipped, never deleted; skipped events are not written to stdout unless
    --show-skipped (`memtool queue --list skipped` shows them and why). A model (--llm) writes
    the memory and picks CREATE / UPDATE / SKIP; unusable output, timeouts and crashes are
    retried once and then fall back to the extractive rules. Re-running changes nothing. A
    summary line goes to stderr.
    """
    from memtool import compress as distil, db as database, llm, queue as work_queue

    if file is None and not pending and not stdin_has_data():
        raise click.UsageError("give FILE or - (event records on stdin), or --pending to work the queue")
    settings = distil.Settings(batch_size=batch_size, limit=limit,
                               visibility_timeout=work_queue.parse_duration(visibility_timeout),
                               max_attempts=max_attempts, dry_run=dry_run, show_skipped=show_skipped,
                               delay=test_delay)
    stats = distil.Stats()
    backend = llm.resolve(llm_spec)
    source = _read_records(file, ignore_errors) if _wants_stdin(file, pending) else None
    with database.connection() as conn:
        emit(distil.compress(conn, source, pending=pending, backend=backend, settings=settings, stats=stats))
    _warn_model_failure(backend)
    click.echo(f"memtool compress: {stats.line()}" + (" (dry run)" if dry_run else ""), err=True)


@cli.command("queue")
@click.option("--list", "list_status", type=click.Choice(["pending", "claimed", "done", "skipped", "dead"]),
              help="List the events with this status instead of the counts.")
@click.option("--retry-dead", is_flag=True, help="Put dead events (all, or those given with --event) back to pending.")
@click.option("--event", "event_ids", type=int, multiple=True, help="Restrict --list / --retry-dead to this event id.")
@click.option("--enqueue-missing", is_flag=True, help="Queue stored events that have no queue row (e.g. imported).")
@click.option("--limit", type=click.IntRange(1), default=100, show_default=True, help="Rows for --list.")
@click.option("--visibility-timeout", default="10m", envvar="MEMTOOL_VISIBILITY_TIMEOUT", show_envvar=True,
              show_default=True, help="Claims older than this count as stale, not in flight.")
@table_option
def queue_cmd(list_status, retry_dead, event_ids, enqueue_missing, limit, visibility_timeout, table) -> None:
    """Show the compress work queue: pending, in flight, stale, done, skipped, dead.

    `--list dead` shows the dead-lettered events with their last error; `--retry-dead` gives them
    another round of attempts. Writes one `queue` record (or `queue_item` records).
    """
    from memtool import db as database, queue as work_queue

    seconds = work_queue.parse_duration(visibility_timeout)
    with database.connection() as conn:
        if enqueue_missing:
            added = work_queue.enqueue_missing(conn)
            conn.commit()
            click.echo(f"memtool queue: queued {added} events", err=True)
        if retry_dead:
            retried = work_queue.retry(conn, event_ids or None)
            conn.commit()
            click.echo(f"memtool queue: {retried} dead events back to pending", err=True)
        if list_status:
            emit(work_queue.items(conn, list_status, limit=limit, event_ids=event_ids or None), table=table,
                 columns=["event_id", "status", "attempts", "event_type", "tool_name", "session_id",
                          "claimed_by", "last_error"] if table else None)
        else:
            emit([work_queue.stats(conn, seconds)], table=table)


@cli.command("summarize")
@click.argument("file", required=False)
@click.option("--session", "sessions", multiple=True, help="Summarize this session (repeatable).")
@click.option("--pending", is_flag=True, help="Summarize every session that gained events since its summary, "
                                              "and roll up every day whose summaries changed.")
@click.option("--day", "days", multiple=True, metavar="YYYY-MM-DD",
              help="Roll up this UTC day (repeatable; also today, yesterday) when its summaries changed "
                   "(always with --force).")
@click.option("--project", help="With --day / --pending: roll up only this project's days.")
@click.option("--llm", "llm_spec", default="auto", envvar="MEMTOOL_LLM", show_envvar=True, show_default=True,
              metavar="auto|none|PATH.gguf|URL", help=_LLM_HELP)
@click.option("--force", is_flag=True, help="Summarize again even without new events; rebuild --day rollups.")
@click.option("--limit", type=click.IntRange(1), help="At most this many pending sessions.")
@click.option("--dry-run", is_flag=True, help="Show the summaries and rollups; store nothing.")
@click.option("--ignore-errors", is_flag=True, help="Bad input lines become error records instead of stopping.")
def summarize_cmd(file, sessions, pending, days, project, llm_spec, force, limit, dry_run, ignore_errors) -> None:
    """Write structured session summaries and day rollups, each linked to what it came from.

    A session summary: request (the prompts), investigated, completed, learned (errors and what
    followed), next steps, outcome (the final message), commands that worked, files read and
    modified, decisions; with the ids of its observations and of the events it quotes. A day
    rollup (per project and UTC day): the request, completed, learned and next steps of the
    sessions active that day, their files and commands, linked to their summaries. Zoom with
    `memtool timeline --day` and `--session`.

    Sessions come from --session, from the records on FILE or - (which pass through), or, with
    --pending, from the database. A session is summarized again only when it gained events
    (summaries.last_event_id is the high-water mark); a day is rolled up again only when its
    summaries changed. A changed summary or rollup replaces the old one, which is kept in
    summary_versions / day_rollup_versions; unchanged ones are not rewritten. Output: the
    summary records, then the rollup records written. Same backends and fallbacks as compress.
    """
    from memtool import db as database, llm, rollups, summarize as summaries

    if file is None and not sessions and not pending and not days and not stdin_has_data():
        raise click.UsageError("give --session ID, --pending, --day YYYY-MM-DD, or FILE / - with records naming "
                               "sessions")
    days = [rollups.parse_day(d) for d in days]
    backend = llm.resolve(llm_spec)
    stats = summaries.Stats()
    rollup_stats = rollups.Stats()
    source = (_read_records(file, ignore_errors) if _wants_stdin(file, bool(sessions) or pending or bool(days))
              else None)
    with database.connection() as conn:
        emit(summaries.summarize(conn, sessions, records_in=source, pending=pending, days=days, project=project,
                                 backend=backend, force=force, dry_run=dry_run, limit=limit, stats=stats,
                                 rollup_stats=rollup_stats))
    _warn_model_failure(backend)
    click.echo(f"memtool summarize: {stats.line()}; {rollup_stats.line()}" + (" (dry run)" if dry_run else ""),
               err=True)


@cli.command("context-server")
@click.option("--idle-minutes", type=click.FloatRange(min=0.1), default=30, show_default=True,
              help="Exit after this long without a request.")
def context_server_cmd(idle_minutes: float) -> None:
    """Keep `memtool context` warm for the hooks: the embedding model and a database connection
    stay loaded, and the hooks ask over the Unix socket <state>/context.sock (0600) instead of
    starting a fresh process per prompt.

    The hooks start it themselves (detached) when the socket does not answer, and meanwhile use a
    fresh `memtool context`, so it never needs to be started by hand. One server per state
    directory: a second one exits at once (exit 0). It answers one request at a time, reconnects
    after a database failure, and exits after --idle-minutes without a request.
    """
    from memtool import config, context_server, db as database

    served = context_server.serve(lambda: database.connect(statement_timeout=5.0, lock_timeout=2.0),
                                  idle_seconds=idle_minutes * 60)
    if not served:
        click.echo(f"memtool context-server: already running for {config.state_dir()}", err=True)


@cli.command("maintain")
@click.option("--session", "sessions", multiple=True,
              help="End-of-turn run: also summarize this session (repeatable); hooks start this.")
@click.option("--llm", "llm_spec", default="auto", envvar="MEMTOOL_LLM", show_envvar=True, show_default=True,
              metavar="auto|none|PATH.gguf|URL", help=_LLM_HELP)
@click.option("--max-seconds", type=click.FloatRange(min=1), default=300, show_default=True,
              envvar="MEMTOOL_MAINTAIN_SECONDS", show_envvar=True,
              help="End-of-turn run: stop between batches after this long (the next run continues).")
@click.option("--nice", "niceness", type=click.IntRange(0, 19),
              help="Lower this process's CPU priority by this much [default: 10 for the end-of-turn run; "
                   "0 for the full chain, which the timer and cron already run niced].")
@click.option("-q", "--quiet", is_flag=True, help="Full chain: no report on stdout (errors still go to stderr).")
@click.option("--distil-lock-fd", type=int, hidden=True, help="The distil lock, handed over by ingest --maintain.")
@click.option("--test-delay", type=float, default=0.0, hidden=True, envvar="MEMTOOL_TEST_DELAY",
              help="Tests only: compress sleeps this many seconds before each event.")
def maintain_cmd(sessions, llm_spec, max_seconds, niceness, quiet, distil_lock_fd, test_delay) -> None:
    """Keep memory healthy. Without --session (the systemd timer, cron, a person): the whole
    upkeep chain once — spool → compress → embed → summarize (+ day rollups) → dedup → knowledge
    files → scrub → backup rotation.

    \b
    Full chain: each step commits as it goes and is idempotent: a second run right after
    changes nothing; a run killed half-way is finished by the next. One run at a time per
    database (an advisory lock): a second one exits 0 at once, saying another is running.
    dedup merges only at its strict threshold (0.92 or higher). Knowledge files are kept in
    MEMTOOL_KNOWLEDGE_DIR when set; backups when MEMTOOL_BACKUP_KEEP is set (every
    MEMTOOL_BACKUP_INTERVAL, default 1d, into MEMTOOL_BACKUP_DIR). One JSON record per step on
    stdout; progress on stderr when it is a terminal. Exit 1 when a step failed (the others
    still ran).

    End-of-turn run (--session, what `memtool ingest --maintain` starts in the background):
    store spooled events, distil pending events, embed new observations, summarize the given
    sessions. A second one records its sessions for the running one and exits at once (exit 0);
    while it stores and distils, `memtool context` waits for it (at most MEMTOOL_CONTEXT_WAIT
    seconds). Each stage stops between batches after --max-seconds (a hard stop follows 60 s
    later). One summary line goes to stderr; `<state>/maintain.log` collects it.
    """
    import os

    from memtool import db as database, llm

    end_of_turn = bool(sessions) or distil_lock_fd is not None
    niceness = (10 if end_of_turn else 0) if niceness is None else niceness
    if niceness:
        os.nice(niceness)
    if end_of_turn:
        import signal

        from memtool import maintain

        signal.alarm(int(max_seconds) + 60)  # a stage stuck inside one batch (a hung model call)
        report = maintain.run(lambda: database.connect(), sessions, max_seconds=max_seconds,
                              backend=llm.resolve(llm_spec), distil_fd=distil_lock_fd)
        click.echo(f"memtool maintain: {report.line()}", err=True)
        return
    from memtool import config, upkeep

    if database.external_url() is None and (config.data_dir() / database.STOP_MARKER).exists():
        click.echo("memtool maintain: the embedded database was stopped with `memtool db stop`; nothing to do",
                   err=True)
        return
    settings = upkeep.Settings.from_env(llm=llm_spec, delay=test_delay)
    progress = sys.stderr.isatty() and not quiet
    failed = False
    with database.connection() as conn:
        def on_step(step: str) -> None:
            if progress:
                click.echo(f"memtool maintain: {step} …", err=True)

        for record in upkeep.maintain(conn, settings, on_step=on_step):
            if record["status"] == "busy":
                click.echo(f"memtool maintain: {record['detail']}; not starting a second run", err=True)
            if record["status"] == "error":
                failed = True
                if record["step"] != "run":
                    click.echo(f"memtool maintain: error: {record['step']}: {record['detail']}", err=True)
            if not quiet:
                emit([record])
    if failed:
        sys.exit(1)


# -- mcp -----------------------------------------------------------------------------------------


@cli.command("mcp")
@click.option("--timeout", type=click.FloatRange(min=0.5), default=10.0, envvar="MEMTOOL_MCP_TIMEOUT",
              show_envvar=True, show_default=True,
              help="Seconds a tool call may take before it is abandoned with an error result.")
def mcp_cmd(timeout: float) -> None:
    """Serve the memory to an agent as MCP tools (stdio).

    Tools: search, timeline, get_observations (progressive disclosure: a compact index
    first, full text on demand), save_memory, update_memory, forget (soft delete),
    context and stats. Everything is scoped to the project of the directory the agent starts
    the server in (or MEMTOOL_PROJECT); a call reaches other projects only with project "*".
    Writes are confined to that project.

    The embedding model and the database connection stay loaded for the life of the server.
    When the database is unreachable a tool returns an error result and the server keeps
    running; the next call after `memtool db start` works. stdout carries only the protocol;
    logs go to stderr.

    `memtool install opencode` / `memtool install claude-code` register it with the agent. By
    hand, OpenCode (~/.config/opencode/opencode.json):

    \b
      {"mcp": {"memtool": {"type": "local", "command": ["memtool", "mcp"]}}}

    Claude Code:

    \b
      claude mcp add memtool -- memtool mcp

    or in .mcp.json:

    \b
      {"mcpServers": {"memtool": {"command": "memtool", "args": ["mcp"]}}}
    """
    from memtool import mcp as server

    server.serve(call_timeout=timeout)


# -- install / uninstall ---------------------------------------------------------------------------


def _scope_options(func: Callable) -> Callable:
    func = click.option("--global", "global_", is_flag=True,
                        help="The user's configuration, for every project (the default).")(func)
    return click.option("--project", "project_dir", type=click.Path(file_okay=False, path_type=str),
                        help="This project's configuration only (DIR/.opencode, DIR/.claude, DIR/.mcp.json).")(func)


def _scope(project_dir: str | None, global_: bool):
    from pathlib import Path

    from memtool.install import Scope

    if project_dir and global_:
        raise click.UsageError("give --project DIR or --global, not both")
    if project_dir:
        path = Path(project_dir).expanduser().resolve()
        if not path.is_dir():
            raise click.BadParameter(f"{project_dir} is not a directory", param_hint="--project")
        return Scope(path)
    return Scope(None)


def _show_plan(plan, dry_run: bool) -> None:
    verb = "would" if dry_run else ""
    for change in plan.changes:
        if dry_run:
            click.echo(change.diff(), nl=False)
        else:
            click.echo(f"{change.path}: {', '.join(change.what)}")
    for note in plan.notes:
        click.echo(f"note: {note}", err=True)
    if not plan.changes and not plan.problems:
        click.echo(f"memtool {plan.action}: nothing to change ({plan.agent}, {plan.scope.name})", err=True)
    elif dry_run and plan.changes:
        click.echo(f"memtool {plan.action}: {verb} change {len(plan.changes)} files (dry run: nothing written)", err=True)


@cli.command("install")
@click.argument("agent", type=click.Choice(["opencode", "claude-code"]))
@_scope_options
@click.option("--dry-run", is_flag=True, help="Show the changes as a unified diff; write nothing.")
@click.option("--bin", "binary", envvar="MEMTOOL_BIN", show_envvar=True,
              help="The memtool executable the agent runs [default: this memtool, by absolute path].")
def install_cmd(agent: str, project_dir: str | None, global_: bool, dry_run: bool, binary: str | None) -> None:
    """Hook memtool into an agent: capture, context injection, background distillation and the
    MCP search tools.

    \b
    opencode     plugins/memtool.js in ~/.config/opencode (or DIR/.opencode), and
                 mcp.memtool in opencode.json(c) (MCP timeout 20 s; OpenCode's default is 5 s)
    claude-code  hooks/memtool-hook in ~/.claude (or DIR/.claude), one hooks entry per event in
                 settings.json next to the user's own, and mcpServers.memtool in ~/.claude.json
                 (or DIR/.mcp.json)

    Existing configuration is edited in place, never re-serialised or reordered; only files whose
    content changes are written. A memtool file or entry that was changed since it was installed
    (or that memtool did not write) is never overwritten: the command refuses, naming it, and
    writes nothing. What was installed is recorded (with content hashes) in the state directory
    for `memtool uninstall`. Running it again changes nothing, or updates memtool's own
    unmodified files to this version.
    """
    from memtool import install

    plan = install.plan_install(agent, _scope(project_dir, global_), binary)
    if plan.problems:
        for problem in plan.problems:
            click.echo(f"memtool: error: {problem}", err=True)
        raise click.exceptions.Exit(1)
    _show_plan(plan, dry_run)
    if not dry_run:
        install.apply(plan)


@cli.command("uninstall")
@click.argument("agent", type=click.Choice(["opencode", "claude-code"]))
@_scope_options
@click.option("--dry-run", is_flag=True, help="Show the changes as a unified diff; write nothing.")
@click.option("--purge-data", is_flag=True,
              help="Also delete all stored memory (embedded database, spool, cache), after confirmation.")
@click.option("--yes", is_flag=True, help="With --purge-data: do not ask for confirmation.")
def uninstall_cmd(agent: str, project_dir: str | None, global_: bool, dry_run: bool, purge_data: bool,
                  yes: bool) -> None:
    """Take memtool out of an agent's configuration: exactly what `memtool install` added, and
    only what is unmodified since.

    A configuration file that is byte-identical to what install wrote gets its original bytes
    back (or is deleted if install created it); otherwise memtool's entries are cut out of it and
    everything else stays as it is. A memtool file or entry changed since install is left in
    place and named; the exit status is then 1. Memory data stays unless --purge-data (which
    asks first; --yes for scripts). Running it again changes nothing.
    """
    from memtool import install

    plan = install.plan_uninstall(agent, _scope(project_dir, global_))
    _show_plan(plan, dry_run)
    for problem in plan.problems:
        click.echo(f"memtool: warning: {problem}", err=True)
    if dry_run:
        return
    install.apply(plan)
    if purge_data:
        from memtool import config

        if not yes:
            click.confirm(f"Delete all memtool memory under {config.data_dir()} (and state, cache)? "
                          "This cannot be undone", abort=True, err=True)
        for removed in install.purge_data():
            click.echo(f"{removed}: removed")
    if plan.problems:
        raise click.exceptions.Exit(1)
