"""Which project a directory belongs to.

A project is identified by its git repository: on a database server shared by several machines
(team mode) by the repository's normalised remote (`github.com/acme/api`: scheme, user, port 22/443,
`.git` and the host's case dropped, so the ssh and https forms of one repository are equal and every
clone, at any path on any machine, is one project; a fork has another remote and is another
project); otherwise, and for a repository without a remote, by the canonical root of the repository —
an absolute path, never a basename (two checkouts called `api` stay apart). `MEMTOOL_PROJECT_KEY`
(remote | path | auto) chooses; a named project that is a directory (`--project ~/src/api`) is
that directory's project, so the local path stays an alias of the remote key. A git worktree
resolves to its main repository, so every worktree of a repo shares one memory. Outside git, the
directory itself is the project, except temporary directories, which are filed under the project `scratch` so they never pollute
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

import configparser
import fnmatch
import functools
import os
import re
import tempfile
from pathlib import Path

from memtool import config
from memtool.errors import InputError

SCRATCH = "scratch"
_TEMP_ROOTS = ("/tmp", "/var/tmp", "/dev/shm")


def remote_key(url: str) -> str:
    """A git remote URL as a project key: `git@GitHub.com:acme/api.git`,
    `ssh://git@github.com:22/acme/api`, `https://user@github.com/acme/api.git/` all give
    `github.com/acme/api`. A local path (or file:// URL) stays a path, without `.git`."""
    url = url.strip()
    if url.lower().startswith("file://"):
        return _strip_git(os.path.normpath(url[len("file://"):] or "/"))
    match = re.match(r"^([a-z][a-z0-9+.-]*)://(?:[^@/]*@)?([^/:]+)(?::(\d+))?(/.*)?$", url, re.I)
    if match:
        host, port, path = match.group(2), match.group(3), match.group(4) or ""
        host = host.lower() + (f":{port}" if port and port not in ("22", "80", "443", "9418") else "")
        return _strip_git(f"{host}/{path.strip('/')}")
    scp = re.match(r"^(?:[^@/]+@)?([^/:]+):(?!/)(.+)$", url)  # git@host:owner/repo (scp-like ssh)
    if scp and not os.path.isabs(url):
        return _strip_git(f"{scp.group(1).lower()}/{scp.group(2).strip('/')}")
    return _strip_git(os.path.normpath(url)) if url else url


def _strip_git(key: str) -> str:
    key = key.rstrip("/")
    return key[:-4] if key.endswith(".git") else key


def _git_remote(root: Path) -> str | None:
    """The URL of the repository's `origin` remote (else its first remote) from its git config."""
    dot_git = root / ".git"
    config_file = dot_git / "config"
    parser = configparser.RawConfigParser(strict=False)
    try:
        parser.read(config_file, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    remotes = [section for section in parser.sections() if re.match(r'^remote\s+"[^"]*"$', section)]
    remotes.sort(key=lambda section: section != 'remote "origin"')
    for section in remotes:
        url = parser.get(section, "url", fallback="").strip()
        if url:
            return url
    return None


def remote_key_of(directory: str | os.PathLike) -> str | None:
    """The remote key of the git repository at or above `directory`, or None (no repository, or
    one without a remote) — whatever MEMTOOL_PROJECT_KEY says (team.rekey asks it of stored paths)."""
    path = Path(os.path.realpath(os.path.expanduser(directory)))
    root = _git_root(path) if path.is_dir() else None
    remote = _git_remote(root) if root is not None else None
    return remote_key(remote) if remote else None


def local_root(directory: str | os.PathLike | None = None) -> str:
    """The directory on this machine that holds the project of `directory` (default: the current
    one): its repository's root, or the directory itself outside git — what a project keyed by
    its remote is, on disk, here."""
    path = Path(os.path.realpath(os.path.expanduser(directory if directory is not None else os.getcwd())))
    root = _git_root(path) if path.is_dir() else None
    return str(root if root is not None else path)


def key_mode() -> str:
    """`remote` or `path`: what names a git repository's project (MEMTOOL_PROJECT_KEY)."""
    mode = (config.env("MEMTOOL_PROJECT_KEY", "auto") or "auto").strip().lower()
    if mode in ("remote", "path"):
        return mode
    if mode != "auto":
        raise InputError(f"MEMTOOL_PROJECT_KEY={mode!r} is not remote, path or auto", "set it to one of those")
    server = config.env("MEMTOOL_DATABASE_URL") or config.env("PGHOST") or config.env("PGSERVICE")
    return "remote" if server else "path"


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
    return _resolve(str(directory), key_mode())


# Hooks and bulk ingest resolve the same few directories over and over; a long-lived process
# (the MCP server) would only miss a repository created after it first saw the directory.
@functools.lru_cache(maxsize=4096)
def _resolve(directory: str, mode: str = "path") -> str:
    path = Path(os.path.realpath(os.path.expanduser(directory)))
    try:
        exists = path.exists()
    except OSError:  # a name too long for the file system, say: not a directory here
        exists = False
    root = _git_root(path) if exists else None
    if root is not None:
        remote = _git_remote(root) if mode == "remote" else None
        return remote_key(remote) if remote else str(root)
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
    local = os.path.expanduser(named)
    if os.path.isabs(local) and key_mode() == "remote" and os.path.isdir(local):
        keyed = resolve(local)  # a clone's local path names its remote key (an alias)
        if keyed == current or (others and keyed != SCRATCH):
            return keyed
    if others:
        return named
    raise InputError(f"project {named!r} is not this server's project ({current})",
                     f'omit "project" for this one, or pass "{ALL_PROJECTS}" for every project')


def current_project() -> str:
    """The project of the working directory (what `--project` defaults to)."""
    return resolve(None)
