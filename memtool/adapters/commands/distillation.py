"""Turning events into memory: `compress`, `queue`, `summarize`, and the background runners
`context-server` and `maintain`."""

from __future__ import annotations

import sys

import click

from memtool import config
from memtool.adapters.commands.common import emit, open_input, project_option, stdin_has_data, table_option, transaction
from memtool.project import EVERY


_LLM_HELP = ("auto = MEMTOOL_LLM_MODEL (a GGUF) or else MEMTOOL_LLM_URL or else none; none = extractive rules "
             "only; PATH.gguf = llama.cpp (in a child process); URL = an OpenAI-compatible server.")


def _warn_model_failure(backend) -> None:
    if backend is not None and backend.failure:
        click.echo(f"memtool: warning: {backend.failure}; the rest of this run used the extractive rules "
                   "(`memtool doctor` checks the model)", err=True)


def _read_records(file: str | None, ignore_errors: bool):
    """Records from FILE / stdin for a distillation stage (strict unless --ignore-errors)."""
    from memtool.distil.compress import read_event_records

    handle = open_input(file)
    yield from read_event_records(handle, ignore_errors=ignore_errors)


def _wants_stdin(file: str | None, other_source: bool) -> bool:
    return file is not None or (not other_source and stdin_has_data())


@click.command("compress")
@click.argument("file", required=False)
@click.option("--pending", is_flag=True, help="Process the events waiting in the work queue (after FILE, if given).")
@click.option("--llm", "llm_spec", default="auto", **config.envvar_of("MEMTOOL_LLM"), show_default=True,
              metavar="auto|none|PATH.gguf|URL", help=_LLM_HELP)
@click.option("--batch-size", type=click.IntRange(1), help="Events per claim and commit [default: 100; 4 with a model].")
@click.option("--limit", type=click.IntRange(1), help="Stop after this many events.")
@click.option("--visibility-timeout", default="10m", **config.envvar_of("MEMTOOL_VISIBILITY_TIMEOUT"),
              show_default=True, help="A claim older than this goes back to the queue (30s, 10m, 1h).")
@click.option("--max-attempts", type=click.IntRange(1), default=3, **config.envvar_of("MEMTOOL_MAX_ATTEMPTS"),
              show_default=True, help="Failed attempts before an event is dead-lettered.")
@click.option("--dry-run", is_flag=True, help="Show the observations that would be written; change nothing.")
@click.option("--show-skipped", is_flag=True, help="Also write a `skipped` record for each event not kept.")
@click.option("--ignore-errors", is_flag=True, help="Bad input lines become error records instead of stopping.")
def compress_cmd(file, pending, llm_spec, batch_size, limit, visibility_timeout, max_attempts, dry_run,
                 show_skipped, ignore_errors) -> None:
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
    from memtool.distil import compress as distil, llm
    from memtool.store import queue as work_queue

    if file is None and not pending and not stdin_has_data():
        raise click.UsageError("give FILE or - (event records on stdin), or --pending to work the queue")
    settings = distil.Settings(batch_size=batch_size, limit=limit,
                               visibility_timeout=work_queue.parse_duration(visibility_timeout),
                               max_attempts=max_attempts, dry_run=dry_run, show_skipped=show_skipped)
    stats = distil.Stats()
    backend = llm.resolve(llm_spec)
    source = _read_records(file, ignore_errors) if _wants_stdin(file, pending) else None
    with transaction() as conn:
        emit(distil.compress(conn, source, pending=pending, backend=backend, settings=settings, stats=stats))
    _warn_model_failure(backend)
    click.echo(f"memtool compress: {stats.line()}" + (" (dry run)" if dry_run else ""), err=True)


@click.command("queue")
@click.option("--list", "list_status", type=click.Choice(["pending", "claimed", "done", "skipped", "dead"]),
              help="List the events with this status instead of the counts.")
@click.option("--retry-dead", is_flag=True, help="Put dead events (all, or those given with --event) back to pending.")
@click.option("--event", "event_ids", type=int, multiple=True, help="Restrict --list / --retry-dead to this event id.")
@click.option("--enqueue-missing", is_flag=True, help="Queue stored events that have no queue row (e.g. imported).")
@click.option("--limit", type=click.IntRange(1), default=100, show_default=True, help="Rows for --list.")
@click.option("--visibility-timeout", default="10m", **config.envvar_of("MEMTOOL_VISIBILITY_TIMEOUT"),
              show_default=True, help="Claims older than this count as stale, not in flight.")
@table_option
def queue_cmd(list_status, retry_dead, event_ids, enqueue_missing, limit, visibility_timeout, table) -> None:
    """Show the compress work queue: pending, in flight, stale, done, skipped, dead.

    `--list dead` shows the dead-lettered events with their last error; `--retry-dead` gives them
    another round of attempts. Writes one `queue` record (or `queue_item` records).
    """
    from memtool.store import queue as work_queue

    seconds = work_queue.parse_duration(visibility_timeout)
    if enqueue_missing:
        with transaction() as conn:
            added = work_queue.enqueue_missing(conn)
        click.echo(f"memtool queue: queued {added} events", err=True)
    if retry_dead:
        with transaction() as conn:
            retried = work_queue.retry(conn, event_ids or None)
        click.echo(f"memtool queue: {retried} dead events back to pending", err=True)
    with transaction() as conn:
        if list_status:
            emit(work_queue.items(conn, list_status, limit=limit, event_ids=event_ids or None), table=table,
                 columns=["event_id", "status", "attempts", "event_type", "tool_name", "session_id",
                          "claimed_by", "last_error"] if table else None)
        else:
            emit([work_queue.stats(conn, seconds)], table=table)


@click.command("summarize")
@click.argument("file", required=False)
@click.option("--session", "sessions", multiple=True, help="Summarize this session (repeatable).")
@click.option("--pending", is_flag=True, help="Summarize every session that gained events since its summary, "
                                              "and roll up every day whose summaries changed.")
@click.option("--day", "days", multiple=True, metavar="YYYY-MM-DD",
              help="Roll up this UTC day (repeatable; also today, yesterday) when its summaries changed "
                   "(always with --force).")
@project_option("With --day / --pending: roll up only this project's days.", default=EVERY)
@click.option("--llm", "llm_spec", default="auto", **config.envvar_of("MEMTOOL_LLM"), show_default=True,
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
    from memtool.distil import llm, rollups, summarize as summaries

    if file is None and not sessions and not pending and not days and not stdin_has_data():
        raise click.UsageError("give --session ID, --pending, --day YYYY-MM-DD, or FILE / - with records naming "
                               "sessions")
    days = [rollups.parse_day(d) for d in days]
    backend = llm.resolve(llm_spec)
    stats = summaries.Stats()
    rollup_stats = rollups.Stats()
    source = (_read_records(file, ignore_errors) if _wants_stdin(file, bool(sessions) or pending or bool(days))
              else None)
    with transaction() as conn:
        emit(summaries.summarize(conn, sessions, records_in=source, pending=pending, days=days, project=project,
                                 backend=backend, force=force, dry_run=dry_run, limit=limit, stats=stats,
                                 rollup_stats=rollup_stats))
    _warn_model_failure(backend)
    click.echo(f"memtool summarize: {stats.line()}; {rollup_stats.line()}" + (" (dry run)" if dry_run else ""),
               err=True)


@click.command("context-server")
@click.option("--idle-minutes", type=click.FloatRange(min=0.1), default=30, show_default=True,
              help="Exit after this long without a request.")
def context_server_cmd(idle_minutes: float) -> None:
    """Keep `memtool context` warm for the hooks: the embedding model and a database connection
    stay loaded, and the hooks ask over the Unix socket <state>/context.sock (0600; in a private
    directory under $XDG_RUNTIME_DIR or /tmp when that path is too long) instead of starting a
    fresh process per prompt.

    The hooks start it themselves (detached) when the socket does not answer, and meanwhile use a
    fresh `memtool context`, so it never needs to be started by hand. One server per state
    directory: a second one exits at once (exit 0). It accepts connections at once (full-text
    answers until its model is loaded), answers one request at a time, cuts off a client whose
    request is not complete within 3 s, reconnects after a database failure, and exits after
    --idle-minutes without a request.
    """
    from memtool import config
    from memtool.adapters import context_server
    from memtool.store import db as database

    served = context_server.serve(lambda: database.connect(statement_timeout=5.0, lock_timeout=2.0),
                                  idle_seconds=idle_minutes * 60)
    if not served:
        click.echo(f"memtool context-server: already running for {config.state_dir()}", err=True)


@click.command("maintain")
@click.option("--session", "sessions", multiple=True,
              help="End-of-turn run: also summarize this session (repeatable); hooks start this.")
@click.option("--llm", "llm_spec", default="auto", **config.envvar_of("MEMTOOL_LLM"), show_default=True,
              metavar="auto|none|PATH.gguf|URL", help=_LLM_HELP)
@click.option("--max-seconds", type=click.FloatRange(min=1), default=300, show_default=True,
              **config.envvar_of("MEMTOOL_MAINTAIN_SECONDS"),
              help="End-of-turn run: stop between batches after this long (the next run continues).")
@click.option("--nice", "niceness", type=click.IntRange(0, 19),
              help="Lower this process's CPU priority by this much [default: 10 for the end-of-turn run; "
                   "0 for the full chain, which the timer and cron already run niced].")
@click.option("-q", "--quiet", is_flag=True, help="Full chain: no report on stdout (errors still go to stderr).")
@click.option("--step", "steps", multiple=True, metavar="STEP",
              help="Full chain: run only this step (repeatable, in the chain's order): spool, compress, embed, "
                   "summarize, scrub, dedup, consolidate, citations, quota, knowledge, backup.")
@click.option("--distil-lock-fd", type=int, hidden=True, help="The distil lock, handed over by ingest --maintain.")
def maintain_cmd(sessions, llm_spec, max_seconds, niceness, quiet, steps, distil_lock_fd) -> None:
    """Keep memory healthy. Without --session (the systemd timer, cron, a person): the whole
    upkeep chain once — spool → compress → embed → summarize (+ day rollups) → scrub → dedup
    → consolidate → citations (memories whose cited code changed: checked, retired after
    MEMTOOL_CITATION_RETIRE_RUNS broken runs in a row, restored when it holds again) → quota
    (MEMTOOL_EVENT_BYTES_QUOTA: the oldest event payloads compacted into their rollups) →
    knowledge files → backup rotation.

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

    from memtool.store import db as database
    from memtool.distil import llm
    from memtool.maintenance import maintain

    end_of_turn = bool(sessions) or distil_lock_fd is not None
    niceness = (maintain.BACKGROUND_NICE if end_of_turn else 0) if niceness is None else niceness
    if niceness:
        maintain.session_priority(0, os.nice(niceness))  # detached: its session's group too
    if end_of_turn:
        import signal

        signal.alarm(int(max_seconds) + 60)  # a stage stuck inside one batch (a hung model call)
        report = maintain.run(lambda: database.connect(), sessions, max_seconds=max_seconds,
                              backend=llm.resolve(llm_spec), distil_fd=distil_lock_fd)
        click.echo(f"memtool maintain: {report.line()}", err=True)
        return
    from memtool import config
    from memtool.maintenance import upkeep

    if database.external_url() is None and (config.data_dir() / database.STOP_MARKER).exists():
        click.echo("memtool maintain: the embedded database was stopped with `memtool db stop`; nothing to do",
                   err=True)
        return
    unknown = [step for step in steps if step not in upkeep.STEPS]
    if unknown:
        raise click.BadParameter(f"no step {unknown[0]!r} (the steps: {', '.join(upkeep.STEPS)})",
                                 param_hint="--step")
    settings = upkeep.Settings.from_env(llm=llm_spec)
    progress = sys.stderr.isatty() and not quiet
    failed = False
    with transaction() as conn:
        def on_step(step: str) -> None:
            if progress:
                click.echo(f"memtool maintain: {step} …", err=True)

        chosen = tuple(step for step in upkeep.STEPS if step in steps) or upkeep.STEPS
        for record in upkeep.maintain(conn, settings, steps=chosen, on_step=on_step):
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
