"""Serving agents: `mcp` (the MCP server), `install` / `uninstall` (hooking memtool into
OpenCode and Claude Code)."""

from __future__ import annotations

from typing import Callable

import click

from memtool import config


@click.command("mcp")
@click.option("--timeout", type=click.FloatRange(min=0.5), default=10.0, **config.envvar_of("MEMTOOL_MCP_TIMEOUT"), show_default=True,
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
    import os
    import sys

    from memtool.adapters import mcp_stdio

    # The stdio filter first (unless the entry point put it in place already): it answers the
    # handshake from the SDK's recorded answers (an agent waits for it before its first
    # request), ends the process when the client leaves with everything answered, and puts this
    # thread 10 nice levels below the agent. The SDK's imports (~1 s of CPU) and the warm-up wait
    # while the agent starts: until a line needs the SDK, or mcp_stdio.AGENT_START seconds.
    demand, finish = mcp_stdio.begin()
    if not demand.wait(mcp_stdio.AGENT_START):
        finish()  # the client has gone and everything it asked was answered
        sys.stderr.flush()
        os._exit(0)
    from memtool.adapters import mcp as server

    server.serve(call_timeout=timeout, finish=finish)
    # The client has closed the connection and everything is committed and flushed: skip the
    # interpreter's teardown (0.4-0.9 s of freeing the model and the imports, measured), which
    # the agent waits for when it exits (OpenCode does).
    sys.stderr.flush()
    os._exit(0)


# -- install / uninstall: --project DIR here is where the agent's configuration goes, not a memory scope


def _config_scope_options(func: Callable) -> Callable:
    func = click.option("--global", "global_", is_flag=True,
                        help="The user's configuration, for every project (the default).")(func)
    return click.option("--project", "project_dir", type=click.Path(file_okay=False, path_type=str),
                        help="This project's configuration only (DIR/.opencode, DIR/.claude, DIR/.mcp.json).")(func)


def _config_scope(project_dir: str | None, global_: bool):
    from pathlib import Path

    from memtool.adapters.install import Scope

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


@click.command("install")
@click.argument("agent", type=click.Choice(["opencode", "claude-code"]))
@_config_scope_options
@click.option("--dry-run", is_flag=True, help="Show the changes as a unified diff; write nothing.")
@click.option("--bin", "binary", **config.envvar_of("MEMTOOL_BIN"),
              help="The memtool executable the agent runs [default: this memtool, by absolute path].")
@click.option("--statusline", is_flag=True,
              help="claude-code: also Claude Code's status line (`memtool statusline`: memories injected this "
                   "session, events captured, events to distil); a status line you had is put back by uninstall.")
def install_cmd(agent: str, project_dir: str | None, global_: bool, dry_run: bool, binary: str | None,
                statusline: bool) -> None:
    """Hook memtool into an agent: capture, context injection, background distillation and the
    MCP search tools.

    \b
    opencode     plugins/memtool.js in ~/.config/opencode (or DIR/.opencode), and
                 mcp.memtool in opencode.json(c) (MCP timeout 20 s; OpenCode's default is 5 s)
    claude-code  hooks/memtool-hook in ~/.claude (or DIR/.claude), one hooks entry per event in
                 settings.json next to the user's own, and mcpServers.memtool in ~/.claude.json
                 (or DIR/.mcp.json); with --statusline also statusLine in settings.json

    Existing configuration is edited in place, never re-serialised or reordered; only files whose
    content changes are written. A memtool file or entry that was changed since it was installed
    (or that memtool did not write) is never overwritten: the command refuses, naming it, and
    writes nothing. What was installed is recorded (with content hashes) in the state directory
    for `memtool uninstall`. Running it again changes nothing, or updates memtool's own
    unmodified files to this version.
    """
    from memtool.adapters import install

    if statusline and agent != "claude-code":
        raise click.UsageError("--statusline is for claude-code (OpenCode has no status line command)")
    plan = install.plan_install(agent, _config_scope(project_dir, global_), binary, statusline=statusline)
    if plan.problems:
        for problem in plan.problems:
            click.echo(f"memtool: error: {problem}", err=True)
        raise click.exceptions.Exit(1)
    _show_plan(plan, dry_run)
    if not dry_run:
        install.apply(plan)


@click.command("uninstall")
@click.argument("agent", type=click.Choice(["opencode", "claude-code"]))
@_config_scope_options
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
    from memtool.adapters import install

    plan = install.plan_uninstall(agent, _config_scope(project_dir, global_))
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


@click.command("statusline")
def statusline_cmd() -> None:
    """One short line for Claude Code's status line (`memtool install claude-code --statusline`
    sets it up): memories and events injected into this session, events captured from it, and
    the project's events still to distil — `memtool: 7 injected · 42 events · 3 to distil`.

    Reads Claude Code's status line JSON on stdin (session_id, workspace.current_dir). Never
    starts the database and never waits for it: when it is not running or anything fails, the
    line is empty (exit 0).
    """
    import sys

    try:
        from memtool import project as projects
        from memtool.keep import statusline
        from memtool.store import db

        session, directory = statusline.session_of(sys.stdin.read(1 << 20) if not sys.stdin.isatty() else "")
        project = projects.resolve(directory)
        conn = db.connect(autostart=False, timeout=1, migrate=False, statement_timeout=0.5)
        try:
            text = statusline.line(statusline.counts(conn, session, project))
        finally:
            conn.close()
    except BaseException:  # noqa: BLE001 — a status line fails open: an empty line, never an error
        text = ""
    click.echo(text)
