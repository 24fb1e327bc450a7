"""Where memtool keeps its state, and the environment variables that change it.

Resolution order for every setting: command-line flag, then `MEMTOOL_*` variable, then default.

Paths (XDG, via platformdirs; `MEMTOOL_HOME` puts all of them under one directory):

    data   $MEMTOOL_HOME/data   or $XDG_DATA_HOME/memtool    embedded PostgreSQL data (pgdata/)
    state  $MEMTOOL_HOME/state  or $XDG_STATE_HOME/memtool   spool of events not yet stored
    cache  $MEMTOOL_HOME/cache  or $XDG_CACHE_HOME/memtool   model support files memtool writes

Every MEMTOOL_* variable is registered in SETTINGS below (name, default, group, help): click options
take their envvar from it (`envvar_of`), docs/configuration.md is generated from it (bin/gen-man), and a
test fails on any MEMTOOL_ name in the code that it does not list.
"""

from __future__ import annotations

import os
from pathlib import Path
from dataclasses import dataclass
from typing import overload

from memtool.errors import HomeUnusable

APP = "memtool"


@dataclass(frozen=True)
class Setting:
    """One environment variable memtool reads: its default (None: unset means off or computed)
    and one line of help. `where` says who reads it when it is not the Python package."""

    name: str
    default: str | None
    group: str
    help: str
    where: str = ""


#: the views of a file the agent read in the automatic block (MEMTOOL_READ_VIEW, `memtool context --read-view`;
#: poison.read_view checks a value against them; the first is the default)
READ_VIEWS = ("terms", "data")

S = Setting
SETTINGS: tuple[Setting, ...] = (
    S("MEMTOOL_HOME", None, "where", "one directory for data/, state/ and cache/ (else the XDG directories)"),
    S("MEMTOOL_DATABASE_URL", None, "where", "use this PostgreSQL (>= 15, with pgvector) instead of the embedded one"),
    S("MEMTOOL_PG_BIN", None, "where", "directory of the pg_dump / pg_restore to use (default: those of the server's "
      "version: the embedded wheel's, PATH, /usr/lib/postgresql)"),
    S("MEMTOOL_CONNECT_TIMEOUT", "2", "where", "seconds to wait for the database before a hook spools instead"),
    S("MEMTOOL_LOCK_TIMEOUT", "5", "where", "seconds ingest waits for a lock (another session's) before spooling"),
    S("MEMTOOL_DEBUG", "0", "where", "1: show tracebacks"),
    S("MEMTOOL_PROJECT", None, "capture", "force the project name (default: the git root of the directory)"),
    S("MEMTOOL_PROJECT_KEY", "auto", "capture", "what names a git repository's project: remote (its normalised "
      "git remote, so every clone is one project) | path (its root directory) | auto (remote on a database server, "
      "path on the embedded one)"),
    S("MEMTOOL_EXCLUDED_PROJECTS", None, "capture", "comma/colon-separated globs (with ~) of directories never "
      "captured"),
    S("MEMTOOL_SOURCE", "auto", "capture", "`memtool ingest --source`: which agent's payloads stdin holds"),
    S("MEMTOOL_DISABLE", None, "capture", "1: the hooks do nothing at all (and `ingest` stores nothing, `context` "
      "injects nothing; see `memtool status`)"),
    S("MEMTOOL_CONTEXT", "1", "capture", "0: the hooks capture but inject nothing (`memtool context` answers nothing; "
      "see `memtool status`)"),
    S("MEMTOOL_REVIEW", None, "capture", "1: new memories wait as proposed until approved with `memtool review`; 0: "
      "never (unset: the repository's .memtool.toml `[review] enabled`, else off)"),
    S("MEMTOOL_PRIVATE", None, "capture", "1: on a team server, every memory saved or distilled is private to its "
      "writer; 0: never by default (unset: the repository's .memtool.toml `[team] private`, else shared)"),
    S("MEMTOOL_BATCH_MS", "50", "capture", "OpenCode plugin: capture batch window in milliseconds", "hooks"),
    S("MEMTOOL_BIN", None, "capture", "the memtool executable hooks run (default: `memtool` on PATH)"),
    S("MEMTOOL_CONTEXT_SERVER", "1", "capture", "0: hooks never use the warm context server (always a fresh "
      "process)"),
    S("MEMTOOL_CONTEXT_TIMEOUT_MS", "3000", "capture", "Claude Code hook: a `memtool context` run is stopped after "
      "this many milliseconds", "hooks"),
    S("MEMTOOL_EVENT_BYTES_QUOTA", "2G", "capture", "stored event payload bytes per project before `maintain` "
      "compacts the oldest into their rollups (also 500M, 64k, bytes)"),
    S("MEMTOOL_FILTER_PATTERNS", None, "distillation", "extra low-value patterns compress skips (comma-separated "
      "regular expressions)"),
    S("MEMTOOL_LLM", "auto", "distillation", "compress/summarize backend: auto | none | PATH.gguf | URL"),
    S("MEMTOOL_LLM_MODEL", None, "distillation", "path to a GGUF model for compress/summarize"),
    S("MEMTOOL_LLM_URL", None, "distillation", "OpenAI-compatible endpoint for compress/summarize"),
    S("MEMTOOL_LLM_API_KEY", None, "distillation", "bearer token for MEMTOOL_LLM_URL, if it needs one"),
    S("MEMTOOL_LLM_MAX_TOKENS", "256", "distillation", "tokens a model may generate per call"),
    S("MEMTOOL_LLM_TIMEOUT", "60", "distillation", "seconds per model call"),
    S("MEMTOOL_LLM_CTX", None, "distillation", "llama.cpp context size"),
    S("MEMTOOL_LLM_THREADS", None, "distillation", "llama.cpp threads (default: half the cores)"),
    S("MEMTOOL_VISIBILITY_TIMEOUT", "10m", "distillation", "how long a compress claim stays invisible to other "
      "workers"),
    S("MEMTOOL_MAX_ATTEMPTS", "3", "distillation", "failures before an event is dead-lettered"),
    S("MEMTOOL_EMBED_MODEL", None, "retrieval", "fastembed model name (default: the bundled all-MiniLM-L6-v2)"),
    S("MEMTOOL_SEARCH_MODE", "hybrid", "retrieval", "`memtool search --mode`: hybrid | fts | vector"),
    S("MEMTOOL_CONTEXT_BUDGET", None, "retrieval", "characters the injected block may take (hard limit)"),
    S("MEMTOOL_CONTEXT_TIMEOUT", "3", "retrieval", "seconds `memtool context` may take before it gives up"),
    S("MEMTOOL_CONTEXT_WAIT", None, "retrieval", "seconds `memtool context` waits for a running end-of-turn "
      "distillation"),
    S("MEMTOOL_FUSION", None, "retrieval", "the fused ranking's constants, e.g. `observation_bias=-0.3,digest_bias=0` "
      "(default: the leave-one-repository-out fit, docs/search.md)"),
    S("MEMTOOL_CITATIONS", "1", "retrieval", "0: memories' cited files, lines and symbols are neither recorded nor "
      "checked before use (docs/control.md)"),
    S("MEMTOOL_READ_VIEW", READ_VIEWS[0], "retrieval", "`memtool context --read-view`: how a file the agent read shows in "
      "the automatic block: terms (every line as its terms, never verbatim; the stricter view) | data (its lines of "
      "data verbatim, its comments, sentences, pipes and other hosts' URLs as terms); explicit search and `memtool get` "
      "show the file as stored either way"),
    S("MEMTOOL_MCP_TIMEOUT", "10", "retrieval", "seconds an MCP tool call may take before it returns an error"),
    S("MEMTOOL_SERVE_TOKEN", None, "retrieval", "`memtool serve` on a non-loopback address: the token every "
      "request must carry"),
    S("MEMTOOL_DEDUP_THRESHOLD", None, "upkeep", "cosine similarity at which dedup merges two memories"),
    S("MEMTOOL_MEMORY_BUDGET", "10000", "upkeep", "memories per project kept in the default views by consolidate"),
    S("MEMTOOL_RECALL_HALF_LIFE", "180d", "upkeep", "days after which an unrecalled memory's standing has halved"),
    S("MEMTOOL_CITATION_RETIRE_RUNS", "3", "upkeep", "`maintain` runs in a row a memory's citation must stay broken "
      "before the memory is retired (demoted)"),
    S("MEMTOOL_OBSERVATION_QUOTA", "200000", "upkeep", "live observations per project before doctor/stats warn"),
    S("MEMTOOL_MAINTAIN_SECONDS", None, "upkeep", "`memtool maintain --max-seconds`: stop starting new steps after "
      "this long"),
    S("MEMTOOL_BACKUP_DIR", None, "upkeep", "where `memtool db backup` writes (default: <data dir>/backups)"),
    S("MEMTOOL_BACKUP_KEEP", None, "upkeep", "`maintain` backs up and keeps this many backups (unset: no backups)"),
    S("MEMTOOL_BACKUP_INTERVAL", "1d", "upkeep", "how old the newest backup may get before `maintain` makes one"),
    S("MEMTOOL_KNOWLEDGE_DIR", None, "upkeep", "`maintain` keeps a knowledge file per project here (unset: none)"),
    S("MEMTOOL_REDACT_PATTERNS", None, "privacy", "your own secret patterns, one regular expression per line"),
    S("MEMTOOL_REDACT_PATTERNS_FILE", None, "privacy", "a file of such patterns (one per line, # comments)"),
    S("MEMTOOL_REDACT_ENGINES", "auto", "privacy", "auto (betterleaks in scrub/import) | betterleaks (everywhere) "
      "| none"),
    S("MEMTOOL_REDACT_STANCE", "off", "privacy", "off: under a name that says secret, a value is redacted when it "
      "looks like a credential | on (experimental): also when it is not provably something else (a reference, "
      "placeholder, type, setting, number, code, prose), and a key named for what it opens is a secret's name"),
)
del S
BY_NAME = {s.name: s for s in SETTINGS}
GROUPS = {"where": "Where memtool keeps things", "capture": "Capture and the hooks",
          "distillation": "Distillation", "retrieval": "Search, context and serving",
          "upkeep": "Upkeep", "privacy": "Privacy"}


def envvar_of(name: str) -> dict:
    """click option arguments for the registered variable `name` (fails loudly on a typo)."""
    return {"envvar": BY_NAME[name].name, "show_envvar": True}


def reference() -> str:
    """docs/configuration.md: every setting, by group (bin/gen-man writes it, a test checks it)."""
    lines = ["# Configuration", "", "Generated from `memtool/config.py` (`SETTINGS`) by `bin/gen-man`; do not edit.",
             "", "Every setting is resolved in this order: the command-line flag, then the `MEMTOOL_*` variable, "
             "then the default.", ""]
    for group, title in GROUPS.items():
        lines += [f"## {title}", "", "| variable | default | what it does |", "|---|---|---|"]
        for s in SETTINGS:
            if s.group == group:
                note = f" (read by the {s.where})" if s.where else ""
                lines.append(f"| `{s.name}` | {f'`{s.default}`' if s.default else ''} | {s.help}{note} |")
        lines.append("")
    return "\n".join(lines)


@overload
def env(name: str) -> str | None: ...
@overload
def env(name: str, default: str) -> str: ...
@overload
def env(name: str, default: str | None) -> str | None: ...


def env(name: str, default: str | None = None) -> str | None:
    """A MEMTOOL_* (or other) environment variable; unset and empty both mean `default`."""
    value = os.environ.get(name)
    return value if value not in (None, "") else default


def positive_number(name: str, kind: type, default, example: str, suffix: str = ""):
    """A positive int or float from the environment variable `name` (an optional unit `suffix`
    such as "d" is allowed), `default` when unset; anything else is an InputError."""
    from memtool.errors import InputError

    raw = env(name)
    if raw is None:
        return default
    try:
        value = kind(raw.strip().removesuffix(suffix) if suffix else raw.strip())
    except ValueError:
        value = None
    if value is None or value <= 0:
        raise InputError(f"{name}={raw!r} is not a positive number", f"e.g. {name}={example}")
    return value


def _home() -> Path | None:
    home = env("MEMTOOL_HOME")
    return Path(home).expanduser().resolve() if home else None


def data_dir() -> Path:
    home = _home()
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def state_dir() -> Path:
    home = _home()
    if home:
        return home / "state"
    import platformdirs

    return Path(platformdirs.user_state_dir(APP, appauthor=False))


def cache_dir() -> Path:
    home = _home()
    if home:
        return home / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP, appauthor=False))


def pgdata_dir() -> Path:
    return data_dir() / "pgdata"


def spool_path() -> Path:
    return state_dir() / "spool.jsonl"


def home_dirs() -> list[Path]:
    """The directories memtool writes to: MEMTOOL_HOME's (or the XDG) data, state and cache."""
    return [data_dir(), state_dir(), cache_dir()]


def home_label() -> str:
    home = env("MEMTOOL_HOME")
    return f"MEMTOOL_HOME={home}" if home else "memtool's data directories"


def unusable(path: Path | str, reason: str):
    """The error for a directory of memtool's that cannot be used (not returned by a library
    call that can do without it): names the path and the fix."""
    return HomeUnusable(f"cannot write to {path} ({home_label()}): {reason}",
                        "make it a writable directory (mkdir -p, chmod u+w), or set MEMTOOL_HOME to one")


def owning_dir(filename: str | os.PathLike | None) -> Path | None:
    """Which of memtool's directories (or MEMTOOL_HOME itself) `filename` is in, if any."""
    if not filename:
        return None
    try:
        path = Path(os.fsdecode(filename)).expanduser().absolute()
    except (TypeError, ValueError):
        return None
    candidates = home_dirs()
    home = _home()
    if home:
        candidates.insert(0, home)
    for directory in candidates:
        if path == directory or directory in path.parents:
            return directory
        # An ancestor that is missing or not a directory (mkdir -p stopped there) is ours too;
        # an existing directory above the home (/tmp) is not.
        if path in directory.parents and not path.is_dir():
            return directory
    return None


def check_writable(directory: Path) -> str | None:
    """None when `directory` exists (or can be created) and a file can be written in it, else
    the reason it cannot."""
    import tempfile

    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=directory, prefix=".memtool-probe-"):
            pass
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    return None


def connect_timeout() -> float:
    try:
        return max(0.2, float(env("MEMTOOL_CONNECT_TIMEOUT", "2")))
    except ValueError:
        return 2.0


def lock_timeout() -> float:
    try:
        return max(0.1, float(env("MEMTOOL_LOCK_TIMEOUT", "5")))
    except ValueError:
        return 5.0


def debug() -> bool:
    return env("MEMTOOL_DEBUG", "0") not in ("0", "false", "no")
