"""Switches a user can commit: `.memtool.toml` at a repository's root, and the variables that
win over it — which say, for a directory, whether its events are captured, whether memory is
injected, which paths and tools are never captured, and the context budget.

    # .memtool.toml — every key optional
    enabled = true                 # false: neither capture nor injection here
    [capture]
    enabled = true                 # false: nothing from this repository is stored
    exclude_paths = ["secrets/*", "*.pem", "vendor/*"]   # globs, relative to this file
    exclude_tools = ["WebFetch"]   # tool names (case-insensitive)
    [context]
    enabled = true                 # false: nothing is injected here
    budget_chars = 2000            # the block's size (MEMTOOL_CONTEXT_BUDGET / --budget-chars win)
    [review]
    enabled = false                # true: new memories wait as proposed until `memtool review`
    [team]
    private = false                # true: on a team server new memories are private by default

The file is found at the root of the directory's git checkout (a worktree's own checkout: the
file is committed with the code), else in the directory itself. Globs are fnmatch patterns
matched against a tool call's path relative to that root (`*` also crosses `/`), and a pattern
without `/` also against the file's name. A tool call's paths are the values of its input's
path arguments (file_path, filePath, path, notebook_path, filename, paths).

What wins: MEMTOOL_DISABLE=1 (hooks do nothing), MEMTOOL_EXCLUDED_PROJECTS (no capture),
MEMTOOL_CONTEXT=0 (no injection), MEMTOOL_REVIEW and MEMTOOL_PRIVATE (0 or 1) — then the file —
then the defaults (everything on, budget 4,000, review off, memories shared). A file that cannot
be read or is not valid (TOML syntax, a key of the wrong type) is ignored as a whole — capture and injection go on as if it were absent, the hooks fail open — and
its one-line reason is `problem` (shown on stderr by ingest, context and `memtool status`).

Reading is cached per file by its modification time and size: a long-lived process (the context
server) sees an edit at its next request; a hook pays one stat() per directory.

`explain()` (for `memtool status`) gives one record per switch: kind "switch", switch
(project | capture | inject | exclude_paths | exclude_tools | budget_chars | review | private | file), value, why.
"""

from __future__ import annotations

import fnmatch
import functools
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from memtool import config, project as projects

FILENAME = ".memtool.toml"
DEFAULT_BUDGET = 4000
PATH_KEYS = ("file_path", "filePath", "path", "notebook_path", "filename", "paths")
_KNOWN = {"enabled": bool, "capture": dict, "context": dict, "review": dict, "team": dict}
_KNOWN_CAPTURE = {"enabled": bool, "exclude_paths": list, "exclude_tools": list}
_KNOWN_CONTEXT = {"enabled": bool, "budget_chars": int}
_KNOWN_REVIEW = {"enabled": bool}
_KNOWN_TEAM = {"private": bool}
SWITCHES = ("capture", "inject", "exclude_paths", "exclude_tools", "budget_chars", "review", "private")


@dataclass(frozen=True)
class Switches:
    """What applies to one directory; `why` maps each switch to where its value came from."""

    root: str | None = None
    file: str | None = None
    capture: bool = True
    inject: bool = True
    exclude_paths: tuple[str, ...] = ()
    exclude_tools: tuple[str, ...] = ()
    budget_chars: int | None = None
    review: bool = False
    private: bool = False
    problem: str | None = None
    why: dict[str, str] = field(default_factory=dict)

    def excludes(self, tool_name: str | None, paths: list[str]) -> bool:
        """True when an event of this tool touching these paths must not be stored."""
        if tool_name and tool_name.lower() in {t.lower() for t in self.exclude_tools}:
            return True
        return any(self._path_excluded(p) for p in paths)

    def _path_excluded(self, path: str) -> bool:
        if not self.exclude_paths or not path:
            return False
        relative = path
        if self.root and os.path.isabs(path):
            relative = os.path.relpath(os.path.normpath(path), self.root)
            if relative.startswith(".."):
                return False  # outside the repository: not this file's to exclude
        relative = relative.removeprefix("./")
        name = os.path.basename(relative)
        for pattern in self.exclude_paths:
            pattern = pattern.strip().removeprefix("./").rstrip("/")
            if fnmatch.fnmatch(relative, pattern) or fnmatch.fnmatch(relative, pattern + "/*"):
                return True
            if "/" not in pattern and fnmatch.fnmatch(name, pattern):
                return True
        return False


def _checkout_root(directory: Path) -> Path | None:
    for candidate in (directory, *directory.parents):
        try:
            if (candidate / ".git").exists():
                return candidate
        except OSError:
            return None
    return None


def file_for(directory: str | os.PathLike | None) -> tuple[Path | None, Path | None]:
    """(the checkout root or None, the .memtool.toml that applies to the directory or None)."""
    try:
        here = Path(os.path.realpath(os.path.expanduser(str(directory) if directory else os.getcwd())))
    except OSError:
        return None, None
    root = _checkout_root(here)
    for base in ((root,) if root else ()) + (here,):
        candidate = base / FILENAME
        try:
            if candidate.is_file():
                return root, candidate
        except OSError:
            continue
    return root, None


def for_directory(directory: str | os.PathLike | None = None) -> Switches:
    """The switches that apply to a directory (default: the current one)."""
    root, path = file_for(directory)
    settings: dict[str, Any] = {}
    why: dict[str, str] = {}
    problem = None
    if path is not None:
        try:
            stat = path.stat()
            settings, why = _read(str(path), stat.st_mtime_ns, stat.st_size)
        except ValueError as exc:
            problem = str(exc)
        except OSError as exc:
            problem = f"{path}: cannot be read ({exc.strerror}); ignored"
    return _apply_environment(Switches(root=str(root) if root else None, file=str(path) if path else None,
                                       problem=problem, why=why, **settings), directory)


def _apply_environment(switches: Switches, directory) -> Switches:
    why = dict(switches.why)
    changes: dict[str, Any] = {}
    if config.env("MEMTOOL_DISABLE", "0") == "1":
        changes.update(capture=False, inject=False)
        why.update(capture="MEMTOOL_DISABLE=1", inject="MEMTOOL_DISABLE=1")
    else:
        if switches.capture and projects.is_excluded(str(directory or os.getcwd())):
            changes["capture"] = False
            why["capture"] = "MEMTOOL_EXCLUDED_PROJECTS matches this directory"
        if config.env("MEMTOOL_CONTEXT", "1") == "0":
            changes["inject"] = False
            why["inject"] = "MEMTOOL_CONTEXT=0"
    for name in ("review", "private"):
        forced = config.env(f"MEMTOOL_{name.upper()}")
        if forced in ("0", "1"):
            changes[name] = forced == "1"
            why[name] = f"MEMTOOL_{name.upper()}={forced}"
    budget = config.env("MEMTOOL_CONTEXT_BUDGET")
    if budget and budget.strip().isdigit():
        changes["budget_chars"] = int(budget)
        why["budget_chars"] = f"MEMTOOL_CONTEXT_BUDGET={budget.strip()}"
    for name in SWITCHES:
        why.setdefault(name, "default")
    return Switches(**{**switches.__dict__, **changes, "why": why})


@functools.lru_cache(maxsize=64)
def _read(path: str, mtime_ns: int, size: int) -> tuple[dict, dict]:
    """Parse and check one file (cached by its identity); ValueError with the one-line reason."""
    import tomllib

    del mtime_ns, size  # the cache key: an edited file is read again
    hint = "fix it (see `memtool status`) — until then it is ignored"
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: not valid TOML ({exc}); {hint}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path}: not UTF-8 text; {hint}") from None
    _check(path, "", data, _KNOWN, hint)
    capture = data.get("capture", {})
    context = data.get("context", {})
    review = data.get("review", {})
    team = data.get("team", {})
    _check(path, "capture.", capture, _KNOWN_CAPTURE, hint)
    _check(path, "context.", context, _KNOWN_CONTEXT, hint)
    _check(path, "review.", review, _KNOWN_REVIEW, hint)
    _check(path, "team.", team, _KNOWN_TEAM, hint)
    for key in ("exclude_paths", "exclude_tools"):
        if not all(isinstance(item, str) for item in capture.get(key, [])):
            raise ValueError(f"{path}: capture.{key} must be a list of strings; {hint}")
    if context.get("budget_chars", 0) < 0:
        raise ValueError(f"{path}: context.budget_chars must be 0 or more; {hint}")
    settings: dict[str, Any] = {}
    why: dict[str, str] = {}
    if data.get("enabled") is False:  # off as a whole, whatever a section says
        settings.update(capture=False, inject=False)
        why.update(capture=f"{path}: enabled = false", inject=f"{path}: enabled = false")
    else:
        for name, section, label in (("capture", capture, "capture"), ("inject", context, "context")):
            if "enabled" in section:
                settings[name] = section["enabled"]
                why[name] = f"{path}: [{label}] enabled = {str(section['enabled']).lower()}"
    for key in ("exclude_paths", "exclude_tools"):
        if capture.get(key):
            settings[key] = tuple(capture[key])
            why[key] = f"{path}: [capture] {key}"
    if "enabled" in review:
        settings["review"] = review["enabled"]
        why["review"] = f"{path}: [review] enabled = {str(review['enabled']).lower()}"
    if "private" in team:
        settings["private"] = team["private"]
        why["private"] = f"{path}: [team] private = {str(team['private']).lower()}"
    if "budget_chars" in context:
        settings["budget_chars"] = context["budget_chars"]
        why["budget_chars"] = f"{path}: [context] budget_chars = {context['budget_chars']}"
    return settings, why


def _check(path: str, prefix: str, table: Any, known: dict, hint: str) -> None:
    if not isinstance(table, dict):
        raise ValueError(f"{path}: {prefix.rstrip('.')} must be a table; {hint}")
    for key, value in table.items():
        wanted = known.get(key)
        if wanted is None:
            raise ValueError(f"{path}: unknown key {prefix}{key} (known: {', '.join(prefix + k for k in known)}); "
                             f"{hint}")
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            raise ValueError(f"{path}: {prefix}{key} must be {wanted.__name__}, not {type(value).__name__}; {hint}")


def review_for(project: str | None) -> bool:
    """Whether new memories of this project wait as proposed (review mode): MEMTOOL_REVIEW, else
    the project's .memtool.toml `[review] enabled`, else off. A project that is not a directory
    here (a name, another machine's path) has only MEMTOOL_REVIEW."""
    forced = config.env("MEMTOOL_REVIEW")
    if forced in ("0", "1"):
        return forced == "1"
    if not project or not os.path.isabs(project) or not os.path.isdir(project):
        return False
    return for_directory(project).review


def private_for(project: str | None) -> bool:
    """Whether a new memory of this project is private to its writer by default: MEMTOOL_PRIVATE,
    else `[team] private` of the .memtool.toml of the project's directory — or of the current
    directory when it belongs to the project (a remote key names no directory) — else shared."""
    forced = config.env("MEMTOOL_PRIVATE")
    if forced in ("0", "1"):
        return forced == "1"
    if not project:
        return False
    if os.path.isabs(project) and os.path.isdir(project):
        return for_directory(project).private
    try:
        here = os.getcwd()
    except OSError:
        return False
    return for_directory(here).private and projects.resolve(here) == project


def event_paths(payload: Any) -> list[str]:
    """The paths a tool event's input names (its path arguments)."""
    tool_input = payload.get("tool_input") if isinstance(payload, dict) else None
    if not isinstance(tool_input, dict):
        return []
    found: list[str] = []
    for key in PATH_KEYS:
        value = tool_input.get(key)
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, list):
            found.extend(v for v in value if isinstance(v, str))
    return found


def explain(directory: str | os.PathLike | None = None) -> Iterator[dict]:
    """One record per switch for `memtool status`: its value here and why."""
    switches = for_directory(directory)
    forced = config.env("MEMTOOL_PROJECT")
    yield {"kind": "switch", "switch": "project", "value": projects.resolve(directory),
           "why": "MEMTOOL_PROJECT" if forced else "the directory's git repository (or the directory)"}
    yield {"kind": "switch", "switch": "file", "value": switches.file,
           "why": switches.problem or (f"found at {'the checkout root' if switches.root else 'this directory'}"
                                       if switches.file else f"no {FILENAME} at the checkout root")}
    for name in SWITCHES:
        value = getattr(switches, name)
        if name == "budget_chars" and value is None:
            value = DEFAULT_BUDGET
        yield {"kind": "switch", "switch": name, "value": list(value) if isinstance(value, tuple) else value,
               "why": switches.why[name]}
