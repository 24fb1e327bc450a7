"""Where memtool keeps its state, and the environment variables that change it.

Resolution order for every setting: command-line flag, then `MEMTOOL_*` variable, then default.

Paths (XDG, via platformdirs; `MEMTOOL_HOME` puts all of them under one directory):

    data   $MEMTOOL_HOME/data   or $XDG_DATA_HOME/memtool    embedded PostgreSQL data (pgdata/)
    state  $MEMTOOL_HOME/state  or $XDG_STATE_HOME/memtool   spool of events not yet stored
    cache  $MEMTOOL_HOME/cache  or $XDG_CACHE_HOME/memtool   model support files memtool writes

Variables:

    MEMTOOL_HOME                 one directory for all of the above
    MEMTOOL_DATABASE_URL         use this PostgreSQL (>= 15, with pgvector) instead of the embedded one
    MEMTOOL_PROJECT              force the project name for captured events
    MEMTOOL_EXCLUDED_PROJECTS    comma/colon-separated globs (with ~) of directories never captured
    MEMTOOL_EMBED_MODEL          fastembed model name (default: the bundled all-MiniLM-L6-v2 int8)
    MEMTOOL_LLM_MODEL            path to a GGUF model for compress/summarize
    MEMTOOL_LLM_URL              OpenAI-compatible endpoint for compress/summarize
    MEMTOOL_LLM                  compress/summarize backend: auto | none | PATH.gguf | URL (default auto)
    MEMTOOL_LLM_MAX_TOKENS       tokens a model may generate per call (default 256)
    MEMTOOL_LLM_TIMEOUT          seconds per model call (default 60)
    MEMTOOL_LLM_CTX              llama.cpp context size
    MEMTOOL_LLM_THREADS          llama.cpp threads (default: half the cores)
    MEMTOOL_LLM_API_KEY          bearer token for MEMTOOL_LLM_URL, if it needs one
    MEMTOOL_VISIBILITY_TIMEOUT   how long a compress claim stays invisible to other workers
    MEMTOOL_MAX_ATTEMPTS         failures before an event is dead-lettered
    MEMTOOL_FILTER_PATTERNS      extra low-value patterns for compress (comma-separated regexes)
    MEMTOOL_CONNECT_TIMEOUT      seconds to wait for the database before spooling (default 2)
    MEMTOOL_LOCK_TIMEOUT         seconds ingest waits for a lock (another session's) before spooling (default 5)
    MEMTOOL_CONTEXT_TIMEOUT      seconds `memtool context` may take before it gives up (default 3)
    MEMTOOL_MCP_TIMEOUT          seconds an MCP tool call may take before it returns an error (default 10)
    MEMTOOL_REDACT_PATTERNS      your own secret patterns, one regular expression per line
    MEMTOOL_REDACT_PATTERNS_FILE a file of such patterns (one per line, # comments)
    MEMTOOL_REDACT_ENGINES       auto (betterleaks in scrub/import) | betterleaks (everywhere) | none
    MEMTOOL_BACKUP_DIR           where `memtool db backup` writes (default: <data dir>/backups)
    MEMTOOL_BACKUP_KEEP          `maintain` backs up and keeps this many backups (unset: no backups)
    MEMTOOL_BACKUP_INTERVAL      how old the newest backup may get before `maintain` makes one (1d)
    MEMTOOL_KNOWLEDGE_DIR        `maintain` keeps a knowledge file per project here (unset: none)
    MEMTOOL_MEMORY_BUDGET        memories per project kept in the default views by consolidate (10000)
    MEMTOOL_RECALL_HALF_LIFE     days after which an unrecalled memory's standing has halved (180d)
    MEMTOOL_EVENT_BYTES_QUOTA    stored event payload bytes per project before `maintain` compacts
                                 the oldest into their rollups (2G; also 500M, 64k, bytes)
    MEMTOOL_OBSERVATION_QUOTA    live observations per project before doctor/stats warn (200000)
    MEMTOOL_PG_BIN               directory of the pg_dump / pg_restore to use (default: those of the
                                 server's version: the embedded wheel's, PATH, /usr/lib/postgresql)
    MEMTOOL_DEBUG                1 = show tracebacks
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import overload

from memtool.errors import HomeUnusable

APP = "memtool"


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
