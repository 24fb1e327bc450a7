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
    MEMTOOL_DEBUG                1 = show tracebacks
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "memtool"


def env(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(name)
    return value if value not in (None, "") else default


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
