"""What every command module shares: writing records (`emit`), opening input, the `--table`
and `--project` options, and naming bad input lines. Click-side only: nothing here touches the
database or decides a rule; `project_option` hands `--project` / `--all-projects` to
`project.scope()`, the one rule for which project a command covers."""

from __future__ import annotations

import contextlib
import functools
import sys
from typing import Any, Callable, Iterable, Iterator, NamedTuple

import click

from memtool import config, project as projects

CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


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
    keys: list[str] = []
    for record in records:
        keys = columns or list(record.keys())
        rows.append([_cell(record.get(key)) for key in keys])
        count += 1
    if rows:
        click.echo(tabulate(rows, headers=keys, tablefmt="simple"))
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


class Requested(NamedTuple):
    """What `--project` / `--all-projects` asked for, for a command with two defaults
    (`timeline`: an id in the current project, a day in every project)."""

    named: str | None
    every: bool

    def scope(self, default: str = projects.CURRENT) -> str | None:
        return projects.scope(self.named, every=self.every, default=default)


def project_option(help: str, default: str | None = projects.CURRENT, every_help: str | None = None,
                   envvar: bool = False, target: bool = False, required: bool = False) -> Callable:
    """`--project` (and `--all-projects` when `every_help` is given), handed to the command as
    `project`: the project it covers by project.scope() — None for every project — with
    `default` (CURRENT or EVERY) when none is named; with default=None, a `Requested` for the
    command to resolve. `target=True`: the project a command acts on (purge, forget), passed
    as named, never widened by "*"."""
    extra: dict[str, Any] = config.envvar_of("MEMTOOL_PROJECT") if envvar else {}

    def decorate(func: Callable) -> Callable:
        @functools.wraps(func)
        def command(*args, **kwargs):
            named = kwargs.pop("project")
            every = kwargs.pop("all_projects", False)
            if target:
                kwargs["project"] = named
            elif default is None:
                kwargs["project"] = Requested(named, every)
            else:
                kwargs["project"] = projects.scope(named, every=every, default=default)
            return func(*args, **kwargs)

        if every_help is not None:
            command = click.option("--all-projects", is_flag=True, help=every_help)(command)
        return click.option("--project", required=required, help=help, **extra)(command)

    return decorate


@contextlib.contextmanager
def transaction(**connect_options) -> Iterator:
    """A connection whose work is one transaction, the command's: committed when the command's
    block ends, rolled back when it raises (db.transaction). Batch stages inside still commit
    per batch, so an interrupted run keeps its progress."""
    from memtool.store import db

    with db.connection(**connect_options) as conn, db.transaction(conn):
        yield conn


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


def report_input_errors(errors: list, what: str) -> None:
    """Strict mode: name each bad line (up to 10), then exit 1 — the good lines are stored."""
    for error in errors[:10]:
        click.echo(f"memtool: error: {error}", err=True)
    if len(errors) > 10:
        click.echo(f"memtool: error: … and {len(errors) - 10} more bad lines", err=True)
    click.echo(f"memtool: {what}; rerun with --ignore-errors to turn bad lines into error records", err=True)
    sys.exit(1)
