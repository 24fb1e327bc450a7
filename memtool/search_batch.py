"""Many searches in one process (`memtool search` with JSON lines on stdin): a thin driver
over search.search_outcome. Query embeddings are computed a batch at a time; the searches of a
batch run on a few connections at once; results come out in input order.

Batch input (JSONL, one query per line): {"query_id": ..., "query": "...", "project": ...,
"limit": ..., "mode": ..., "types": [...], "since": ..., "until": ..., "file": ..., "session": ...,
"tiers": ["observation", "event"]}; every field but `query` is optional (defaults come from the
command line). Output: search's result records with the query's `query_id`, or with
ignore_errors an `error` record {kind, line, query_id, error} per bad query.
"""

from __future__ import annotations

import itertools
from typing import Any, Iterable, Iterator

from memtool import db
from memtool.errors import InputError, MemtoolError, ModelUnavailable
from memtool.search import DEFAULT_LIMIT, DEFAULT_WEIGHTS, TIERS, Weights, check_mode, search_outcome


_BATCH_FIELDS = ("project", "limit", "mode", "types", "since", "until", "file", "session", "tiers")


def _extra_connections(conn, count: int) -> list:
    """More connections to the database `conn` is on (same server, user, database)."""
    import psycopg

    info = psycopg.conninfo.make_conninfo(conn.info.dsn, **({"password": conn.info.password}
                                                             if conn.info.password else {}))
    return [db.connect(info=info, migrate=False) for _ in range(count)]


def search_batch(conn, queries: Iterable[dict], project: str | None = None, limit: int = DEFAULT_LIMIT,
                 mode: str = "hybrid", types: Iterable[str] | None = None, since=None, until=None,
                 file: str | None = None, session: str | None = None, explain: bool = False, embedder=None,
                 weights: Weights = DEFAULT_WEIGHTS, batch_size: int = 64, ignore_errors: bool = False,
                 notices: list[str] | None = None, workers: int | None = None,
                 tiers: Iterable[str] = TIERS) -> Iterator[dict]:
    """Run many queries in one process: query embeddings are computed a batch at a time, and
    the searches of a batch run on `workers` connections at once (default: 2 on a machine with
    two or more cores — PostgreSQL serves each connection with its own process, so a second one
    keeps the other core busy). Results come out in input order.

    Yields each query's result records, carrying its `query_id` (default: the 1-based line
    number). A bad query raises InputError, or with ignore_errors yields an `error` record.
    New notices (deduplicated) are appended to `notices` when given."""
    import os
    import queue as queues
    from concurrent.futures import ThreadPoolExecutor

    defaults = {"project": project, "limit": limit, "mode": mode, "types": types, "since": since,
                "until": until, "file": file, "session": session, "tiers": tiers}
    vector_check: dict = {}
    seen_notices: set[str] = set()
    iterator = enumerate(queries, start=1)
    workers = max(1, workers if workers is not None else min(2, os.cpu_count() or 1))
    free: queues.Queue = queues.Queue()
    free.put(conn)
    extra: list = []
    pool = ThreadPoolExecutor(max_workers=workers) if workers > 1 else None

    def run(job):
        number, item, vector = job
        try:
            if isinstance(item, Exception):
                raise item
            if not isinstance(item, dict):
                raise InputError("expected a JSON object", '{"query_id": 1, "query": "..."}', line=number)
            options = {k: item.get(k, defaults[k]) if item.get(k) is not None else defaults[k]
                       for k in _BATCH_FIELDS}
            if isinstance(options["types"], str):
                options["types"] = [options["types"]]
            connection = free.get()
            try:
                with db.transaction(connection):  # each search is the driver's unit of work
                    return search_outcome(connection, item.get("query") or "", explain=explain, embedder=embedder,
                                          weights=weights, query_vector=vector, _vector_check=vector_check,
                                          **options)
            finally:
                free.put(connection)
        except MemtoolError as exc:
            return exc

    try:
        while True:
            batch = list(itertools.islice(iterator, batch_size))
            if not batch:
                return
            vectors: dict[int, Any] = {}
            wanted = [(n, q) for n, q in batch if isinstance(q, dict) and isinstance(q.get("query"), str)
                      and q["query"].strip() and _check_mode_safe(q.get("mode") or mode) in ("hybrid", "vector")]
            if wanted:
                from memtool import embed

                embedder = embedder or embed.default_embedder()
                try:
                    arrays = embedder.embed_query_arrays([q["query"] for _, q in wanted])
                    vectors = {n: v for (n, _), v in zip(wanted, arrays)}
                except ModelUnavailable:
                    vectors = {}  # each search below falls back to full text with its own notice
            if pool is not None and len(batch) > 1 and not extra:
                try:
                    extra = _extra_connections(conn, workers - 1)
                except Exception:  # noqa: BLE001 - no second connection: run on one
                    pool.shutdown()
                    pool = None
                for other in extra:
                    free.put(other)
            jobs = [(number, item, vectors.get(number)) for number, item in batch]
            outcomes = pool.map(run, jobs) if pool is not None else map(run, jobs)
            for (number, item, _), outcome in zip(jobs, outcomes):
                query_id = item.get("query_id", number) if isinstance(item, dict) else number
                if isinstance(outcome, MemtoolError):
                    exc = outcome
                    if not ignore_errors:
                        if isinstance(exc, InputError) and exc.line is None:
                            raise InputError(exc.message, exc.hint or "pass --ignore-errors to skip bad queries",
                                             line=number) from exc
                        raise exc
                    yield {"kind": "error", "line": number, "query_id": query_id, "error": str(exc)}
                    continue
                if notices is not None:
                    for text in outcome.notices:
                        if text not in seen_notices:
                            seen_notices.add(text)
                            notices.append(text)
                for result in outcome.results:
                    yield {"kind": "result", "query_id": query_id,
                           **{k: v for k, v in result.items() if k != "kind"}}
    finally:
        if pool is not None:
            pool.shutdown(wait=True)
        for other in extra:
            other.close()


def _check_mode_safe(mode) -> str:
    try:
        return check_mode(mode)
    except InputError:
        return "invalid"
