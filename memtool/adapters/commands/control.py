"""Staying in charge of memory: `injected` (what the hooks gave the agent), `status` (which
switches apply here and why)."""

from __future__ import annotations

import click

from memtool.adapters.commands.common import emit, table_option, transaction


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

    MEMTOOL_DISABLE=1, MEMTOOL_EXCLUDED_PROJECTS and MEMTOOL_CONTEXT=0 win over the file. A file
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
