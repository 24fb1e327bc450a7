"""Getting memory back: `embed` and `index` (make it findable), `search`, `timeline`, `get`,
`context` (the block hooks inject)."""

from __future__ import annotations

import sys

import click

from memtool import config
from memtool.adapters.commands.common import emit, open_input, project_option, stdin_has_data, table_option, transaction
from memtool.project import CURRENT, EVERY


_GLOBAL_INCLUDED = "Memories marked global are always included."


@click.command("embed")
@click.argument("file", required=False)
@click.option("--missing", is_flag=True,
              help="Embed stored observations that have no vector for the model or whose text changed "
                   "(the default when nothing comes on stdin).")
@click.option("--all", "all_", is_flag=True, help="Re-embed every observation, changed or not.")
@project_option("With --missing/--all: only this project.", default=EVERY)
@click.option("--model", **config.envvar_of("MEMTOOL_EMBED_MODEL"),
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
    from memtool.retrieve import embed
    from memtool.records import read_jsonl

    embedder = embed.Embedder(model or None, batch_size=min(batch_size, embed.MODEL_BATCH))
    use_stdin = file is not None or (not (missing or all_) and stdin_has_data())
    with transaction() as conn:
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


@click.command("index")
@project_option("Only this project's events.", default=EVERY)
@click.option("-q", "--quiet", is_flag=True, help="Write no records, only errors.")
def index_cmd(project, quiet) -> None:
    """Make captured events searchable: split the events that have no passages yet into
    full-text passages, the event tier of `memtool search`.

    `memtool compress` indexes the events it distils, and a search first indexes the events
    captured since the newest indexed one; this indexes everything left (events captured before
    schema 7, or a bulk import before its compress). Idempotent: an event already indexed is
    skipped. Writes one `index` record per batch (events, passages,
    last_event_id)."""
    from memtool.store import passages

    with transaction() as conn:
        emit(r for r in passages.backfill(conn, project=project) if not quiet)


class _NoBar:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def update(self, n: int) -> None:
        pass


_RESULT_COLUMNS = ["rank", "id", "created_at", "type", "title", "score", "snippet"]


@click.command("search")
@click.argument("query", required=False)
@project_option("Project to search (default: the current one). " + _GLOBAL_INCLUDED, envvar=True,
                every_help="Search every project instead of one.")
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
              **config.envvar_of("MEMTOOL_SEARCH_MODE"), help="Full text + vectors, or one of them.")
@click.option("--explain", is_flag=True,
              help="Add each factor of each score, and the memory's recalls and standing (explain{}).")
@click.option("--all", "include_demoted", is_flag=True,
              help="Also the memories consolidation demoted (superseded, beyond the budget), those retired "
                   "for broken citations and those waiting in review (marked review: proposed).")
@click.option("--ignore-errors", is_flag=True, help="Batch mode: a bad query line becomes an error record.")
@table_option
def search_cmd(query, project, types, since, until, file_, session, sources, limit, mode, explain,
               include_demoted, ignore_errors, table) -> None:
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
    observation or event with `memtool get REF`. An observation whose cited code changed since
    it was stored has may_be_stale (its reasons: docs/control.md). When the model is unavailable or
    nothing is embedded yet, search falls back to full text and says so on stderr.
    """
    from memtool.keep import review
    from memtool.retrieve import citations, recall, search_batch
    from memtool.records import read_jsonl

    options = dict(project=project, limit=limit, mode=mode, types=list(types) or None, since=since, until=until,
                   file=file_, session=session, explain=explain, include_demoted=include_demoted)
    if sources:
        options["tiers"] = list(sources)
    columns = _RESULT_COLUMNS if table else None
    if query is None and not stdin_has_data():
        raise click.UsageError('give a QUERY (memtool search "jwt refresh"), or pipe JSONL queries on stdin')
    with transaction() as conn:
        if query is not None and query != "-":
            outcome = recall.search(conn, query, via="search", **options)
            citations.annotate(conn, outcome.results)
            if include_demoted:  # proposed memories (review mode) are only found here: say so
                review.mark(conn, outcome.results)
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
            for record in search_batch.search_batch(conn, queries(), ignore_errors=ignore_errors,
                                                    notices=notices, **options):
                while reported < len(notices):
                    click.echo(f"memtool: notice: {notices[reported]}", err=True)
                    reported += 1
                yield record
            for notice in notices[reported:]:
                click.echo(f"memtool: notice: {notice}", err=True)

        emit(results(), table=table, columns=["query_id", *_RESULT_COLUMNS] if table else None)


@click.command("timeline")
@click.argument("obs_id", metavar="[REF]", required=False)
@click.option("--before", type=click.IntRange(0, 100, clamp=True), default=5, show_default=True,
              help="Observations before it.")
@click.option("--after", type=click.IntRange(0, 100, clamp=True), default=5, show_default=True,
              help="Observations after it.")
@click.option("--day", metavar="YYYY-MM-DD", help="Zoom out: that UTC day's rollup and sessions (also today, yesterday).")
@click.option("--session", "session_id", metavar="ID", help="Zoom in: the session's summary, events and observations.")
@project_option("Only this project (default: the current one). " + _GLOBAL_INCLUDED, envvar=True, default=None,
                every_help="Look in every project instead of one.")
@table_option
def timeline_cmd(obs_id, before, after, day, session_id, project, table) -> None:
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
    from memtool.retrieve import eventlog, timeline

    if sum(x is not None for x in (obs_id, day, session_id)) != 1:
        raise click.UsageError("give one of: an observation ID or event ref, --day YYYY-MM-DD, or --session ID")
    if day is not None or session_id is not None:
        from memtool.retrieve import drilldown

        with transaction() as conn:
            if day is not None:
                rows = drilldown.day(conn, day, project=project.scope(EVERY))
                columns = ["kind", "project", "session_id", "started_at", "events", "summary_id", "request"]
            else:
                rows = drilldown.session(conn, session_id, project=project.scope(EVERY))
                columns = ["kind", "position", "source", "ref", "time", "type", "title"]
                if table:  # the summary's row shows what was asked
                    rows = [dict(r, ref=f"summary {r['id']}", time=r["updated_at"],
                                 title=(r["request"].splitlines() or [""])[0]) if r["kind"] == "summary" else r
                            for r in rows]
        emit(rows, table=table, columns=columns if table else None)
        return
    scope = project.scope(CURRENT)
    kind, ident = eventlog.parse_ref(obs_id)
    with transaction() as conn:
        if kind == "event":
            rows = eventlog.timeline(conn, ident, before=before, after=after, project=scope)
        else:
            rows = timeline.around(conn, ident, before=before, after=after, project=scope)
    emit(rows, table=table, columns=["position", "id", "created_at", "type", "title", "snippet"] if table else None)


@click.command("get")
@click.argument("ids", metavar="REFS...", nargs=-1, required=True)
@project_option("Only this project (default: the current one). " + _GLOBAL_INCLUDED, envvar=True, default=EVERY,
                every_help="Look in every project instead of one.")
@table_option
def get_cmd(ids, project, table) -> None:
    """Full observations (REF = id, e.g. 12) and events (REF = e<id>, e.g. e123: the redacted
    event with `text`, its whole searchable text), in the order given. `-` reads records with
    a `ref` or `id` from stdin, e.g. search results.

    Reading an observation counts: access statistics (access_count, accessed_at) go up, which
    search and context use as a prior. A REF names one record, so `get` reads it from whichever
    project holds it (the store is yours; nothing is listed or counted); --project or
    MEMTOOL_PROJECT confine it to that project (plus global memories), and a REF of another
    project then counts as not found. Agents over MCP stay confined to their project. An
    observation whose cited files, lines or symbols changed since it was stored has may_be_stale
    (its reasons). Exit 1 when a REF is not found."""
    from memtool.keep import review
    from memtool.retrieve import citations, eventlog
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
    with transaction() as conn:
        found, missing = eventlog.get(conn, refs, project=project)
        citations.annotate(conn, found)
        review.mark(conn, found)
    emit(found, table=table, columns=["id", "created_at", "project", "type", "title", "narrative"] if table else None)
    if missing:
        raise NotFound(f"not found: {' '.join(missing)}" + (f" in project {project}" if project else ""),
                       "find refs with `memtool search`" + (" (--all-projects for every project)" if project else ""))


@click.command("context")
@project_option("Project (default: the current one); global memories are included.", envvar=True)
@click.option("-q", "--query", help="The user's prompt (`-` reads it from stdin). Without it: session-start context.")
@click.option("--budget-chars", type=click.IntRange(0), default=4000, show_default=True,
              **config.envvar_of("MEMTOOL_CONTEXT_BUDGET"), help="Hard limit for the whole block.")
@click.option("--gate", is_flag=True, help="Print nothing for trivial prompts (thanks, ok, arithmetic).")
@click.option("--json", "as_json", is_flag=True, help="Write the context record (JSON) instead of the block.")
@click.option("--timeout", type=click.FloatRange(min=0.1), default=3.0, show_default=True,
              **config.envvar_of("MEMTOOL_CONTEXT_TIMEOUT"),
              help="Seconds for connecting and querying; then it gives up (exit 1, nothing on stdout).")
@click.option("--wait", "wait_seconds", type=click.FloatRange(0), default=1.5, show_default=True,
              **config.envvar_of("MEMTOOL_CONTEXT_WAIT"),
              help="While a background run distils the last turn, first wait this long for it.")
@click.option("--session", "session_id", metavar="ID",
              help="The agent's session id, recorded with the block in the injection log (`memtool injected`).")
@click.option("--read-view", type=click.Choice(config.READ_VIEWS, case_sensitive=False), default=config.READ_VIEWS[0],
              show_default=True, **config.envvar_of("MEMTOOL_READ_VIEW"),
              help="How a file the agent read shows in the block: terms (every line as its terms, never verbatim) "
                   "or data (its lines of data verbatim; comments, sentences, pipes, other hosts' URLs as terms). "
                   "`memtool search` and `memtool get` show the file as stored either way.")
def context_cmd(project, query, budget_chars, gate, as_json, timeout, wait_seconds, session_id, read_view) -> None:
    """The memory block hooks inject into the agent's prompt, on stdout.

    \b
      memtool context                         session start: latest summaries + key memories
      memtool context --gate --query "$PROMPT"    per prompt: the best hits for it

    Wrapped in <persistent-memory> with a first line marking the notes as untrusted reference
    data; stored text is escaped so it cannot close the block. Never longer than --budget-chars:
    notes are packed by score and a last line lists what did not fit (`memtool get <ids>`).
    A block that is not empty is logged (`memtool injected`; a failure to log is a notice on
    stderr, the block is printed all the same).
    """
    from memtool import switches
    from memtool.retrieve import context

    if query == "-":
        query = sys.stdin.read()
    here = switches.for_directory(None)  # .memtool.toml of the directory the hook runs in
    if here.problem:
        click.echo(f"memtool: warning: {here.problem}", err=True)
    source = click.get_current_context().get_parameter_source("budget_chars")
    if here.budget_chars is not None and source == click.core.ParameterSource.DEFAULT:
        budget_chars = here.budget_chars
    if not here.inject:
        click.echo(f"memtool: notice: injection is off here ({here.why['inject']}); see `memtool status`", err=True)
        record = {"kind": "context", "project": project, "query": query, "text": "", "chars": 0,
                  "budget_chars": budget_chars, "included_ids": [], "omitted_ids": [], "summary_ids": [],
                  "mode": "off", "notices": []}
    elif query and gate and context.is_trivial(query):
        record = {"kind": "context", "project": project, "query": query, "text": "", "chars": 0,
                  "budget_chars": budget_chars, "included_ids": [], "omitted_ids": [], "summary_ids": [],
                  "mode": "gated", "notices": []}
    else:
        import time

        from memtool import config
        from memtool.maintenance import maintain
        from memtool.retrieve import recall
        from memtool.store import injections

        if wait_seconds:
            maintain.wait_for_distillation(wait_seconds)
        deadline = time.monotonic() + timeout
        with transaction(timeout=min(timeout, config.connect_timeout()),
                         lock_timeout=max(0.1, deadline - time.monotonic()),
                         statement_timeout=max(0.1, deadline - time.monotonic())) as conn:
            record = recall.context(conn, project, via="context", query=query, budget_chars=budget_chars, gate=gate,
                                    read_view=read_view)
            problem = injections.record_open(conn, record, "context", session_id)
        if problem:
            record["notices"].append(problem)
        for notice in record["notices"]:
            click.echo(f"memtool: notice: {notice}", err=True)
    if as_json:
        emit([record])
    elif record["text"]:
        sys.stdout.write(record["text"] + "\n")
        sys.stdout.flush()
