"""Staying in charge of memory: `injected` (what the hooks gave the agent), `status` (which
switches apply here and why), `review` (approve what review mode proposed)."""

from __future__ import annotations

import click

from memtool.adapters.commands.common import emit, project_option, report_input_errors, table_option, transaction


@click.command("injected")
@click.option("--session", "session_id", metavar="ID", help="Only the blocks injected into this agent session.")
@click.option("--project", help="Only this project's blocks (default: every project).")
@click.option("--limit", type=click.IntRange(1), default=100, show_default=True, help="At most this many, newest first.")
@table_option
def injected_cmd(session_id: str | None, project: str | None, limit: int, table: bool) -> None:
    """What the hooks injected: one `injection` record per memory block handed to an agent
    (`memtool context`, the warm context server, the MCP context tool, a session-start block
    written ahead by the end-of-turn run), newest first.

    Record: id, injected_at, session_id, project, via (context | server | mcp | precomputed), mode, prompt
    (its first words, redacted; null at session start), observation_ids, event_ids,
    summary_ids, chars, tokens (estimated, chars / 4). `memtool get <id>` / `e<id>` shows a
    memory or event; `memtool stats --by session` totals them.
    """
    from memtool.store import injections

    with transaction() as conn:
        rows = injections.listing(conn, session=session_id, project=project, limit=limit)
        if table:
            rows = (dict(r, refs=" ".join([*map(str, r["observation_ids"]), *(f"e{i}" for i in r["event_ids"]),
                                            *(f"s{i}" for i in r["summary_ids"])])) for r in rows)
        emit(rows, table=table,
             columns=["injected_at", "session_id", "project", "via", "tokens", "prompt", "refs"] if table else None)


@click.command("status")
@click.argument("directory", required=False, type=click.Path(file_okay=False))
@table_option
def status_cmd(directory: str | None, table: bool) -> None:
    """Which switches apply to a directory (default: the current one) and why: its project,
    the `.memtool.toml` found at its repository's root, whether events are captured and memory
    is injected, the paths and tools never captured, the context budget — each with where the
    value comes from (the file and key, an environment variable, or the default).

    \b
    .memtool.toml (commit it with the code; every key optional):
      enabled = false                  neither capture nor injection here
      [capture]
      enabled = false                  nothing from this repository is stored
      exclude_paths = ["secrets/*", "*.pem"]   globs relative to the file
      exclude_tools = ["WebFetch"]     tool names, any case
      [context]
      enabled = false                  nothing is injected here
      budget_chars = 2000              the block's size
      [review]
      enabled = true                   new memories wait for `memtool review`

    MEMTOOL_DISABLE=1, MEMTOOL_EXCLUDED_PROJECTS, MEMTOOL_CONTEXT=0 and MEMTOOL_REVIEW win over
    the file. A file
    that is not valid is ignored (the hooks go on as without it): exit 1 here, with the reason.
    """
    import sys

    from memtool import switches

    rows = list(switches.explain(directory))
    emit(rows, table=table, columns=["switch", "value", "why"] if table else None)
    problem = switches.for_directory(directory).problem
    if problem:
        click.echo(f"memtool status: {problem}", err=True)
        sys.exit(1)


_KEYS = {"a": "approve", "r": "reject", "e": "edit", "s": "skip", "q": "quit"}


@click.command("review")
@project_option("Only this project's proposed memories (default: the current one).", envvar=True,
                every_help="Every project's.")
@click.option("--list", "list_only", is_flag=True, help="Only list the proposed memories (JSON lines).")
@click.option("--interactive/--no-interactive", default=None,
              help="Ask about each memory, one key each [default: when stdin is a terminal].")
@click.option("--ignore-errors", is_flag=True, help="A bad decision line becomes an error record.")
@table_option
def review_cmd(project, list_only: bool, interactive: bool | None, ignore_errors: bool, table: bool) -> None:
    """Approve or reject the memories waiting in review mode (MEMTOOL_REVIEW=1, or `[review]
    enabled = true` in the repository's .memtool.toml): a proposed memory is never injected and
    is left out of the default search (`memtool search --all` finds it) until it is approved.

    \b
    In a terminal: each proposed memory, oldest first, and one key —
      a approve   r reject (forgotten, history kept)   e edit in $EDITOR, then approve
      s skip      q quit
    In a pipe: decisions as JSON lines on stdin, one `review` record out per decision,
      echo '{"id": 12, "decision": "approve"}' | memtool review
      echo '{"id": 13, "decision": "edit", "title": "Run tests with -x"}' | memtool review
    and with nothing on stdin (or --list), the proposed memories as JSON lines: kind
    "proposed", id, project, type, title, narrative, facts, files_read, files_modified,
    created_at, session_id. Exit 1 when a decision could not be applied (the others are).
    """
    import sys

    from memtool.keep import review

    interactive = sys.stdin.isatty() if interactive is None else interactive
    with transaction() as conn:
        if interactive and not list_only:
            _review_interactively(conn, review.proposed(conn, project))
            return
        lines = [] if list_only or sys.stdin.isatty() else [line for line in sys.stdin if line.strip()]
        if not lines:
            emit(review.proposed(conn, project), table=table,
                 columns=["id", "project", "type", "created_at", "title"] if table else None)
            return
        errors: list[str] = []
        emit(_decisions(conn, lines, project, ignore_errors, errors), table=table,
             columns=["id", "decision", "title"] if table else None)
    if errors:
        report_input_errors(errors, f"{len(errors)} decision(s) not applied")


def _decisions(conn, lines: list[str], project, ignore_errors: bool, errors: list):
    import json

    from memtool.errors import MemtoolError
    from memtool.keep import review

    for number, line in enumerate(lines, 1):
        try:
            item = json.loads(line)
            if not isinstance(item, dict):
                raise ValueError("not a JSON object")
            with conn.transaction():  # a savepoint: a bad decision leaves the others applied
                result = review.decide(conn, item.get("id"), item.get("decision"), project=project,
                                       changes={k: item.get(k) for k in review.EDITABLE})
            conn.commit()
            yield result
        except (ValueError, MemtoolError) as exc:
            message = f"line {number}: {exc}"
            if ignore_errors:
                yield {"kind": "error", "line": number, "error": message}
            else:
                errors.append(message)


def _review_interactively(conn, items: list[dict]) -> None:
    from memtool.keep import review

    if not items:
        click.echo("memtool review: nothing is waiting for review", err=True)
        return
    counts = {"approve": 0, "reject": 0, "edit": 0, "skip": 0}
    for position, item in enumerate(items, 1):
        _show(item, position, len(items))
        key = ""
        while key not in _KEYS:
            click.echo("approve [a] · reject [r] · edit [e] · skip [s] · quit [q] ? ", nl=False, err=True)
            key = click.getchar().lower()
            click.echo(key, err=True)
        decision = _KEYS[key]
        if decision == "quit":
            break
        if decision == "skip":
            counts["skip"] += 1
            continue
        changes = None
        if decision == "edit":
            edited = click.edit(f"{item['title']}\n\n{item['narrative']}\n", extension=".md")
            if edited is None:  # closed without saving: nothing changed, ask again next time
                counts["skip"] += 1
                continue
            title, _, narrative = edited.strip("\n").partition("\n")
            changes = {"title": title.strip(), "narrative": narrative.strip()}
        review.decide(conn, item["id"], decision, changes=changes)
        conn.commit()
        counts[decision] += 1
    click.echo(f"memtool review: {counts['approve'] + counts['edit']} approved ({counts['edit']} edited), "
               f"{counts['reject']} rejected, {counts['skip']} skipped", err=True)


def _show(item: dict, position: int, total: int) -> None:
    files = [*(item.get("files_modified") or []), *(item.get("files_read") or [])]
    click.echo(f"\n[{position}/{total}] #{item['id']} ({item['type']}, {str(item['created_at'])[:10]}, "
               f"{item['project']})", err=True)
    click.secho(item["title"], bold=True, err=True)
    body = (item.get("narrative") or "").splitlines()
    for line in body[:12]:
        click.echo(f"  {line}", err=True)
    if len(body) > 12:
        click.echo(f"  … {len(body) - 12} more lines", err=True)
    if files:
        click.echo(f"  files: {', '.join(files[:8])}", err=True)
