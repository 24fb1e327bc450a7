"""The `memtool` command: a thin click adapter over the library modules.

Each command parses options, opens its input, calls one library function, writes records to
stdout (JSON lines by default; `--table` for people) and turns `MemtoolError` into one line on
stderr. Heavy libraries are imported inside commands so `memtool --help` and capture hooks start
fast. Exit codes: 0 ok, 1 error, 2 usage.

This module holds the group and the one error boundary (`MemtoolGroup`); the commands live in
`memtool/adapters/commands/` by concern (database, capture, cleanup, retrieval, distillation, agents),
with the shared options and output helpers in `memtool/adapters/commands/common.py`.
"""

from __future__ import annotations

import sys

import click

from memtool import config
from memtool import __version__
from memtool.adapters.commands import (agents, capture, cleanup, control, database, distillation, retrieval, team,
                                       viewer)
from memtool.adapters.commands.common import CONTEXT_SETTINGS
from memtool.errors import MemtoolError

# -- the error boundary ------------------------------------------------------------------------


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


# -- the command group -------------------------------------------------------------------------


@click.group(cls=MemtoolGroup, context_settings=CONTEXT_SETTINGS)
@click.version_option(__version__, "-V", "--version", prog_name="memtool")
@click.option("--debug", is_flag=True, **config.envvar_of("MEMTOOL_DEBUG"),
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


COMMANDS = [
    database.db,
    capture.ingest, capture.export_cmd, capture.import_cmd, capture.save_cmd, capture.stats_cmd, capture.projects_cmd,
    capture.doctor,
    cleanup.purge, cleanup.forget, cleanup.scrub, cleanup.dedup_cmd, cleanup.consolidate_cmd,
    retrieval.embed_cmd, retrieval.index_cmd, retrieval.search_cmd, retrieval.timeline_cmd, retrieval.get_cmd,
    retrieval.context_cmd, control.injected_cmd, control.status_cmd, control.review_cmd,
    distillation.compress_cmd, distillation.queue_cmd, distillation.summarize_cmd, distillation.context_server_cmd,
    distillation.maintain_cmd,
    agents.mcp_cmd, agents.install_cmd, agents.uninstall_cmd, agents.statusline_cmd,
    viewer.serve_cmd, team.team,
]
for command in COMMANDS:
    cli.add_command(command)
