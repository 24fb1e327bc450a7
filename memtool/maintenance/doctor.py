"""Health checks: each yields {"kind": "check", "check", "status": ok|warn|fail, "detail", "hint"}.

Checks: database reachable, migrations current, extensions present, spool empty, no quarantined
spool lines, dead-lettered events, redaction (own patterns compile, stored data scrubbed by
the current rules), embedding model available, language model configured and able to run (a
GGUF model is run for one token in a child process), memtool's directories writable, quotas
(projects over a limit, event payloads compacted into rollups: quota.py).
`memtool doctor` exits 1 when a check fails.
"""

from __future__ import annotations

import os
from typing import Iterator

from memtool import config, privacy
from memtool.store import db, migrations, queue, redaction, schema
from memtool.retrieve import embedder
from memtool.distil import llm, modelproc
from memtool.capture import spool
from memtool.store.db import Conn
from memtool.errors import MemtoolError, ModelUnavailable
from memtool.privacy import engines


PROBE_TIMEOUT = 30.0  # seconds for the model check's one-token run (loading not included)


def _check(name: str, status: str, detail: str, hint: str = "") -> dict:
    return {"kind": "check", "check": name, "status": status, "detail": detail, "hint": hint}


def checks() -> Iterator[dict]:
    where = "external (MEMTOOL_DATABASE_URL)" if db.external_url() is not None else f"embedded ({config.pgdata_dir()})"
    try:
        conn = db.connect(autostart=False, migrate=False)
    except MemtoolError as exc:
        yield _check("database", "fail", f"{where}: {exc.message}{spool.away_note()}", exc.hint or "")
        conn = None
    if conn is not None:
        with conn:
            version = db.server_version(conn)
            yield _check("database", "ok", f"{where}, PostgreSQL {version}")
            todo = migrations.pending(conn)
            if todo:
                yield _check("migrations", "warn", f"{len(todo)} pending: {', '.join(f'{v:04d}_{n}' for v, n, _ in todo)}",
                             "run `memtool db migrate` (any command also migrates on connect)")
            else:
                yield _check("migrations", "ok", f"current (version {migrations.available()[-1][0]})")
            exts = schema.extensions(conn)
            missing = [e for e in ("vector", "pg_trgm") if e not in exts]
            if missing:
                yield _check("extensions", "fail", f"missing: {', '.join(missing)}",
                             "install pgvector / pg_trgm on the server, then `memtool db migrate`")
            else:
                yield _check("extensions", "ok", f"vector {exts['vector']}, pg_trgm {exts['pg_trgm']}")
            if schema.has_table(conn, "event_queue"):
                dead = queue.count_dead(conn)
                yield _check("queue", "warn" if dead else "ok", f"{dead} dead-lettered events",
                             "inspect with `memtool queue`, retry with `memtool queue --retry-dead`" if dead else "")
            yield _redaction_check(conn)
            if schema.has_table(conn, "day_rollups"):
                yield _quota_check(conn)
    waiting = spool.size()
    if waiting["events"]:
        yield _check("spool", "warn", f"{waiting['events']} events waiting in {waiting['path']}",
                     "run `memtool ingest --replay` once the database is up")
    else:
        yield _check("spool", "ok", "empty")
    kept = spool.quarantined()
    if kept["lines"]:
        yield _check("spool-quarantine", "warn",
                     f"{kept['lines']} spooled lines could not be stored and were set aside in {kept['path']}",
                     "each line has the reason and the spooled row as `text`; feed rows you fixed to "
                     "`memtool ingest --source memtool`, then delete the file")
    yield _home_check()
    yield _embedding_check()
    yield _llm_check()


def _redaction_check(conn: Conn) -> dict:
    """Your own patterns compile, and what is stored was scrubbed by the current redaction."""
    try:
        patterns = privacy.custom_patterns()
    except ValueError as exc:
        return _check("redaction", "fail", str(exc), "fix MEMTOOL_REDACT_PATTERNS(_FILE)")
    engines.enable()
    current = privacy.fingerprint()
    last = None
    if schema.has_table(conn, "redaction_state"):
        row = redaction.state(conn)
        last = row["fingerprint"] if row else None
    detail = f"rules {current}, engine: {engines.describe()}, {len(patterns)} own patterns"
    if last != current:
        return _check("redaction", "warn", f"{detail}; what is stored was last scrubbed by "
                      f"{last or 'no scrub yet'}", "run `memtool scrub` (the maintenance timer does)")
    return _check("redaction", "ok", detail + "; stored data scrubbed with them")


def _home_check() -> dict:
    problems = []
    for directory in config.home_dirs():
        reason = config.check_writable(directory)
        if reason:
            problems.append(config.unusable(directory, reason))
    if problems:
        return _check("home", "fail", "; ".join(p.message for p in problems), problems[0].hint or "")
    return _check("home", "ok", f"{config.home_label()} writable")


def _embedding_check() -> dict:
    name = config.env("MEMTOOL_EMBED_MODEL")
    if name:
        return _check("embedding-model", "ok", f"MEMTOOL_EMBED_MODEL={name} (fastembed downloads it when online)")

    try:
        directory = embedder.default_model_dir()  # prepares the run-time model on first use
    except OSError as exc:
        return _check("embedding-model", "fail", f"cannot prepare the model in {config.cache_dir()}: "
                      f"{exc.strerror or exc}", "see the home check (search falls back to full-text meanwhile)")
    except ModelUnavailable as exc:
        return _check("embedding-model", "fail", exc.message,
                      (exc.hint or "") + " (search falls back to full-text meanwhile)")
    return _check("embedding-model", "ok", f"bundled all-MiniLM-L6-v2 int8 as {embedder.DEFAULT_MODEL}, at {directory}")


def _llm_check() -> dict:
    model = config.env("MEMTOOL_LLM_MODEL")
    url = config.env("MEMTOOL_LLM_URL")
    if url:
        return _check("llm", "ok", f"OpenAI-compatible endpoint {url}")
    if model:
        if not os.path.exists(model):
            return _check("llm", "fail", f"MEMTOOL_LLM_MODEL={model} does not exist",
                          "point it at a .gguf file (compress falls back to extractive meanwhile)")
        try:
            import importlib.util

            if importlib.util.find_spec("llama_cpp") is None:
                raise ImportError
        except ImportError:
            return _check("llm", "fail", "llama-cpp-python is not installed",
                          "pip install 'memtool[llm]' (compress falls back to extractive meanwhile)")
        return _gguf_check(model)
    return _check("llm", "ok", "none configured: compress/summarize use extractive rules",
                  "set MEMTOOL_LLM_MODEL=/path/model.gguf or MEMTOOL_LLM_URL for model-written memories")


def _gguf_check(model: str) -> dict:
    """Run the model for one token in a child process: a llama.cpp that crashes or hangs on
    this CPU shows here (and in the record compress leaves when it had to fall back)."""
    backend = llm.LlamaCpp(model)
    earlier = modelproc.last_failure(backend.path)
    works, detail = modelproc.probe(backend.path, backend.n_ctx, llm._threads(), timeout=PROBE_TIMEOUT)
    if works and earlier:
        return _check("llm", "warn", f"GGUF {model} {detail}, but failed in a run at {earlier['at']}: "
                                     f"{earlier['reason']}",
                      "that run's events got extractive memories; the next successful model call clears this")
    if works:
        return _check("llm", "ok", f"GGUF {model} via llama-cpp-python: {detail}")
    return _check("llm", "fail", detail,
                  'rebuild llama.cpp portably: CMAKE_ARGS="-DGGML_NATIVE=OFF" pip install --force-reinstall '
                  "--no-cache-dir llama-cpp-python; or use another model, or MEMTOOL_LLM=none "
                  "(compress and summarize fall back to extractive meanwhile)")


def _quota_check(conn) -> dict:
    from memtool.keep import quota
    from memtool.errors import MemtoolError

    try:
        status, detail, hint = quota.describe(quota.status(conn))
    except MemtoolError as exc:  # a bad MEMTOOL_*_QUOTA value
        return _check("quota", "fail", exc.message, exc.hint or "")
    conn.commit()
    return _check("quota", status, detail, hint)
