"""Which project a directory belongs to.

A project is identified by the canonical root of its git repository — an absolute path, never a
basename (two checkouts called `api` stay apart). A git worktree resolves to its main repository,
so every worktree of a repo shares one memory. Outside git, the directory itself is the project,
except temporary directories, which are filed under the project `scratch` so they never pollute
a real one. `MEMTOOL_PROJECT` overrides everything; directories matching a glob in
`MEMTOOL_EXCLUDED_PROJECTS` (comma- or colon-separated, `~` expanded) are not captured at all.

No subprocess is spawned: `.git` files and directories are read directly, so a hook stays fast.

Which project an operation covers (`scope()`, the one rule the CLI, MCP and `serve` share): the
named project, or every project for "*" / `--all-projects` (None in the library, the only
spelling of "all"), or when nothing is named the command's default — the current project for
reads, which then also see memories marked global, or every project for maintenance commands
such as `export` and `embed`. A person at the CLI may name any project with `--project`; an
agent over MCP may not (naming its own project is the same as naming none).
"""

from __future__ import annotations

import fnmatch
import functools
import os
import tempfile
from pathlib import Path

from memtool import config
from memtool.errors import InputError

SCRATCH = "scratch"
_TEMP_ROOTS = ("/tmp", "/var/tmp", "/dev/shm")


def _git_root(path: Path) -> Path | None:
    for candidate in (path, *path.parents):
        dot_git = candidate / ".git"
        try:
            if dot_git.is_dir():
                return candidate
            if dot_git.is_file():
                return _main_repo_of_worktree(candidate, dot_git)
        except OSError:
            return None
    return None


def _main_repo_of_worktree(candidate: Path, dot_git: Path) -> Path:
    """A worktree's `.git` file points at <main>/.git/worktrees/<name>; its `commondir` names
    the main `.git`, whose parent is the main repository."""
    try:
        line = dot_git.read_text().strip()
    except OSError:
        return candidate
    if not line.startswith("gitdir:"):
        return candidate
    gitdir = Path(line.split(":", 1)[1].strip())
    if not gitdir.is_absolute():
        gitdir = (candidate / gitdir).resolve()
    common = gitdir
    commondir_file = gitdir / "commondir"
    if commondir_file.is_file():
        common = (gitdir / commondir_file.read_text().strip()).resolve()
    if common.name == ".git":
        return common.parent
    return candidate  # a submodule or bare layout: the checkout itself


@functools.lru_cache(maxsize=1)
def _temp_roots() -> tuple[Path, ...]:
    return tuple({Path(r) for r in _TEMP_ROOTS} | {Path(tempfile.gettempdir()).resolve()})


def _is_temp(path: Path) -> bool:
    return any(path == root or root in path.parents for root in _temp_roots())


def excluded_patterns() -> list[str]:
    raw = config.env("MEMTOOL_EXCLUDED_PROJECTS", "") or ""
    parts = [p.strip() for chunk in raw.split(",") for p in chunk.split(":")]
    return [os.path.expanduser(p) for p in parts if p]


def is_excluded(directory: str | os.PathLike) -> bool:
    patterns = excluded_patterns()
    return bool(patterns) and _matches(str(directory), tuple(patterns))


@functools.lru_cache(maxsize=4096)
def _matches(directory: str, patterns: tuple[str, ...]) -> bool:
    path = os.path.realpath(os.path.expanduser(directory))
    for pattern in patterns:
        pattern = pattern.rstrip("/")
        if fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(path, pattern + "/*"):
            return True
    return False


def resolve(directory: str | os.PathLike | None = None) -> str:
    """The project name for a directory (default: the current one)."""
    forced = config.env("MEMTOOL_PROJECT")
    if forced:
        return forced
    if directory is None:
        directory = os.getcwd()
    return _resolve(str(directory))


# Hooks and bulk ingest resolve the same few directories over and over; a long-lived process
# (the MCP server) would only miss a repository created after it first saw the directory.
@functools.lru_cache(maxsize=4096)
def _resolve(directory: str) -> str:
    path = Path(os.path.realpath(os.path.expanduser(directory)))
    try:
        exists = path.exists()
    except OSError:  # a name too long for the file system, say: not a directory here
        exists = False
    root = _git_root(path) if exists else None
    if root is not None:
        return str(root)
    if _is_temp(path):
        return SCRATCH
    return str(path)


ALL_PROJECTS = "*"  # how a person or an agent names every project; the library's spelling is None
CURRENT, EVERY = "current", "every"


def scope(named: str | None = None, every: bool = False, default: str = CURRENT, others: bool = True) -> str | None:
    """The one rule for which project an operation covers; None means every project (the only
    spelling of "all projects" below the adapters).

    `named` is what the caller asked for (`--project`, MEMTOOL_PROJECT, MCP's `project`): "*"
    (ALL_PROJECTS) or `every` (`--all-projects`) mean every project; the current project under
    another spelling of its path is the current project; any other name is that project, or
    with `others=False` (an agent over MCP) refused. Nothing named: the current project when
    `default` is CURRENT, every project when EVERY."""
    named = (named or "").strip()
    if every or named == ALL_PROJECTS:
        return None
    if not named:
        return current_project() if default == CURRENT else None
    current = current_project()
    if os.path.normpath(named) == os.path.normpath(current):
        return current
    if others:
        return named
    raise InputError(f"project {named!r} is not this server's project ({current})",
                     f'omit "project" for this one, or pass "{ALL_PROJECTS}" for every project')


def current_project() -> str:
    """The project of the working directory (what `--project` defaults to)."""
    return resolve(None)
