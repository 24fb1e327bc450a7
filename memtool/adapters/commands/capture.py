"""Getting records in and out: `ingest` (hook payloads), `export`, `import`, and the counts
(`stats`, `projects`) and checks (`doctor`) about what is stored."""

from __future__ import annotations

import sys

import click

from memtool import config
from memtool.adapters.commands.common import emit, open_binary_input, project_option, report_input_errors, table_option, transaction
from memtool.errors import InputError
from memtool.project import EVERY, current_project
from memtool.records import OBSERVATION_TYPES


@click.command()
@click.argument("file", required=False, default="-")
@click.option("--source", type=click.Choice(["auto", "opencode", "claude-code", "memtool"]), default="auto",
              **config.envvar_of("MEMTOOL_SOURCE"), show_default=True,
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

    When a `memtool context-server` is running (the agent hooks start one), a run of up to
    one batch hands its scrubbed events to it instead of connecting to the database itself (a
    hook's cost; MEMTOOL_CONTEXT_SERVER=0 never does); if it does not take them, they are
    stored as usual.

    With --maintain (what agent hooks pass at the end of a turn), once the events are stored a
    detached, low-priority `memtool maintain --session S` distils and embeds them, so the next
    session already has them; ingest does not wait for it.
    """
    from memtool import config
    from memtool.capture import ingest as capture

    report = capture.IngestReport()
    if replay:

        with transaction() as conn:
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

    warm = None
    if config.env("MEMTOOL_CONTEXT_SERVER", "1") != "0":  # a hook's few events: the warm server stores them
        from memtool.adapters import context_server

        warm = context_server.store_via_server
    with open_binary_input(file) as handle:
        output = noting(capture.ingest(handle, source=source, ignore_errors=ignore_errors, report=report,
                                       warm=warm))
        if quiet:
            for _ in output:
                pass
        else:
            emit(output)
    for problem in sorted(report.problems):
        click.echo(f"memtool: warning: {problem}", err=True)
    if maintain and not report.spooled:
        from memtool.maintenance import maintain as background

        background.start_background([s for s in sessions if s])
    if report.spooled:
        click.echo(f"memtool: warning: {report.spool_reason}; spooled {report.spooled} events to "
                   f"{config.spool_path()} (stored by the next ingest or `memtool ingest --replay`)", err=True)
    if report.replayed:
        click.echo(f"memtool: stored {report.replayed} events from the spool", err=True)
    _warn_quarantined(report)
    if report.errors:
        report_input_errors(report.errors, f"stored {report.stored} events despite {len(report.errors)} bad lines")


def _warn_quarantined(report) -> None:
    if report.quarantined:
        from memtool.capture import spool

        click.echo(f"memtool: warning: {report.quarantined} spooled lines could not be stored; moved to "
                   f"{spool.quarantine_path()} (see `memtool doctor`)", err=True)


@click.command("export")
@click.option("--kind", "kinds", multiple=True, type=click.Choice(["event", "observation", "summary", "rollup"]),
              help="Record kinds to export (repeatable; default: all).")
@project_option("Only this project.", default=EVERY)
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
    from memtool.keep import export as exporting
    from memtool.records import parse_time

    if fmt == "knowledge":
        from memtool.keep import knowledge

        if kinds or since or include_deleted:
            raise click.UsageError("--format knowledge takes --project, --out, --into and --max-bytes only")
        scope = project or current_project()
        with transaction() as conn:
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
    with transaction() as conn:
        stream = exporting.export(conn, kinds or exporting.KINDS, project=project, since=since_time,
                                  include_deleted=include_deleted)
        if fmt == "markdown":
            for chunk in exporting.to_markdown(stream):
                sys.stdout.write(chunk)
        else:
            emit(stream)


@click.command("import")
@click.argument("file", required=False)
@project_option("Project for records that name none (default: the current project).", envvar=True)
@click.option("--ignore-errors", is_flag=True, help="Emit bad lines as error records and exit 0.")
@click.option("--from", "source", type=click.Choice(["claude-code", "claude-mem", "basic-memory"]),
              help="Import another tool's memory into the project (FILE: its location, if not the default).")
@click.option("--dry-run", is_flag=True, help="With --from: report what would be imported; store nothing.")
@click.option("--no-user-memory", is_flag=True, help="With --from claude-code: leave out ~/.claude/CLAUDE.md.")
@click.option("--source-project", metavar="NAME",
              help="With --from claude-mem: its project to import (default: the project directory's name; * for all).")
def import_cmd(file: str | None, project: str | None, ignore_errors: bool, source: str | None, dry_run: bool,
               no_user_memory: bool, source_project: str | None) -> None:
    """Load records (memtool export output, or observations from elsewhere) into the database.

    Observation records need a title or narrative; type, project, created_at, facts, files and
    free-form metadata are kept. Ids are kept when free; records already present are skipped,
    so importing twice changes nothing. Writes one result record per line read.

    \b
    From other tools (redacted on the way in, idempotent; --dry-run reports only):
      memtool import --from claude-code       auto memory (~/.claude/projects/<project>/memory/),
                                              CLAUDE.md, .claude/rules, ~/.claude/CLAUDE.md (global)
      memtool import --from claude-mem [DB]   ~/.claude-mem/claude-mem.db: observations,
                                              session summaries, prompts
      memtool import --from basic-memory [DIR]  ~/basic-memory: one memory per note
    See docs/control.md for what each becomes.
    """
    from memtool.keep import export as exporting
    from memtool.privacy import engines
    from memtool.records import read_jsonl

    engines.enable()  # a bulk command: the engine's start-up is paid once
    if source:
        _import_from(source, file, project, dry_run, not no_user_memory, source_project, ignore_errors)
        return
    if dry_run or no_user_memory or source_project:
        raise click.UsageError("--dry-run, --no-user-memory and --source-project are for --from")
    file = file or "-"
    errors = []
    with open_binary_input(file) as handle, transaction() as conn:
        results = exporting.import_records(conn, read_jsonl(handle), default_project=project)

        def keep(records_):
            for record in records_:
                if record["kind"] == "error" and not ignore_errors:
                    errors.append(record["error"])
                    continue
                yield record

        emit(keep(results))
    if errors:
        report_input_errors(errors, f"imported everything else; {len(errors)} bad lines")


def _import_from(source, path, project, dry_run, user, source_project, ignore_errors) -> None:
    from memtool.keep import importers

    if project is None:
        raise InputError("an import goes into one project, not every project",
                         "omit --project for the current one, or name the project")
    counts: dict[str, int] = {}
    errors = []
    with transaction() as conn:
        results = importers.import_from(conn, source, project, path, user=user, source_project=source_project,
                                        dry_run=dry_run)

        def keep(records_):
            for record in records_:
                counts[record.get("action", "error")] = counts.get(record.get("action", "error"), 0) + 1
                if record["kind"] == "error" and not ignore_errors:
                    errors.append(record["error"])
                    continue
                yield record

        emit(keep(results))
    click.echo(f"memtool import: {source}: {counts.get('created', 0)} new, {counts.get('duplicate', 0)} already "
               f"present" + (" (dry run: nothing stored)" if dry_run else ""), err=True)
    if errors:
        report_input_errors(errors, f"imported everything else; {len(errors)} records could not be")


@click.command("save")
@click.argument("title")
@click.argument("text", required=False)
@click.option("--type", "type_", type=click.Choice(list(OBSERVATION_TYPES)), default="note", show_default=True,
              help="What kind of memory it is.")
@click.option("--file", "files", multiple=True, metavar="PATH", help="A path this memory is about (repeatable).")
@project_option("Project to save it in (default: the current one).", envvar=True)
@click.option("--private/--shared", default=None,
              help="On a team server: --private, only you will see it (a <private> block in the text does the "
                   "same); --shared, the project's members see it even where the project's default is private "
                   "([team] private, MEMTOOL_PRIVATE). Neither: that default. Elsewhere it changes nothing.")
def save_cmd(title: str, text: str | None, type_: str, files: tuple[str, ...], project: str | None,
             private: bool | None) -> None:
    """Save one memory by hand: a decision and its reason, a gotcha, a preference.

    TEXT is the memory itself (`-` reads it from stdin; without it the title is all there is).
    The same rules as an agent's MCP save_memory: secrets and <private> blocks are removed
    first, saving the same memory twice stores it once (action "duplicate"), a title over 300
    characters or a text over 64 KiB is cut to size and named in `truncated`, and it is embedded
    at once when the model is available. Writes one `saved` record (action, id, project, type,
    title).
    """
    from memtool.keep import memories

    if project is None:
        raise InputError("a memory is saved in one project, not every project",
                         "omit --project for the current one, or name the project")
    if text == "-":
        text = sys.stdin.read()
    with transaction() as conn:
        saved = memories.save(conn, title, text or "", project, type=type_, files=list(files), method="cli",
                              private=private)
    emit([{"kind": "saved", **saved}])


@click.command("stats")
@click.option("--by", type=click.Choice(["session", "project"]),
              help="Instead: the injection totals per session or per project, most recent first.")
@click.option("--limit", type=click.IntRange(1), default=50, show_default=True, help="With --by: at most this many.")
@table_option
def stats_cmd(by: str | None, limit: int, table: bool) -> None:
    """Totals: events, sessions, observations, summaries, vectors, queue states, spool, quotas
    (MEMTOOL_EVENT_BYTES_QUOTA, MEMTOOL_OBSERVATION_QUOTA: projects over a limit, event
    payloads compacted into their rollups; also said on stderr), and `injected`: the memory
    blocks hooks injected (blocks, chars, estimated tokens, memories shown, and how many of
    those were opened later with `get` or MCP).

    \b
      memtool stats --by session --table     injected per agent session
      memtool stats --by project --table     injected per project
    """
    from memtool.keep import stats

    if by:
        with transaction() as conn:
            emit(stats.injection_totals(conn, by, limit=limit), table=table,
                 columns=[by, "blocks", "tokens", "chars", "memories", "opened", "last_at"] if table else None)
        return
    with transaction() as conn:
        record = stats.stats(conn, model=_embedding_model_name())
    quota = record["quota"]
    for over in quota["over"]:
        click.echo(f"memtool stats: project {over['project']} is over its quota ({over['event_bytes']:,} event bytes"
                   f" of {quota['event_bytes_limit']:,}, {over['observations']:,} observations of "
                   f"{quota['observation_limit']:,})", err=True)
    if quota["events_compacted"]:
        click.echo(f"memtool stats: {quota['events_compacted']:,} event payloads were compacted into their rollups "
                   "to stay within MEMTOOL_EVENT_BYTES_QUOTA", err=True)
    if table:
        record = dict(record, queue=" ".join(f"{k}={v}" for k, v in record["queue"].items()),
                      injected=" ".join(f"{k}={v}" for k, v in record["injected"].items()))
        emit([{"metric": k, "value": v} for k, v in record.items() if k != "kind"], table=True)
    else:
        emit([record])


def _embedding_model_name() -> str | None:
    try:
        from memtool.retrieve import embed

        return embed.model_name()
    except Exception:  # noqa: BLE001 - stats must work without the retrieval stack
        return None


@click.command("projects")
@table_option
def projects_cmd(table: bool) -> None:
    """List projects with their memory counts and last activity."""
    from memtool.keep import stats

    with transaction() as conn:
        emit(stats.projects(conn), table=table,
             columns=["project", "observations", "events", "sessions", "summaries", "last_activity"] if table else None)


@click.command()
@table_option
def doctor(table: bool) -> None:
    """Check the installation; each problem comes with a fix. Exit 1 when a check fails."""
    from memtool.maintenance import doctor as health

    results = list(health.checks())
    emit(results, table=table, columns=["check", "status", "detail", "hint"] if table else None)
    if any(r["status"] == "fail" for r in results):
        sys.exit(1)
