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
import os
import queue as queues
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Iterable, Iterator

from memtool.store import db
from memtool.errors import InputError, MemtoolError, ModelUnavailable
from memtool.retrieve.search import DEFAULT_LIMIT, DEFAULT_WEIGHTS, TIERS, Weights, check_mode, search_outcome


_BATCH_FIELDS = ("project", "limit", "mode", "types", "since", "until", "file", "session", "tiers")


def search_batch(conn, queries: Iterable[dict], project: str | None = None, limit: int = DEFAULT_LIMIT,
                 mode: str = "hybrid", types: Iterable[str] | None = None, since=None, until=None,
                 file: str | None = None, session: str | None = None, explain: bool = False, embedder=None,
                 weights: Weights = DEFAULT_WEIGHTS, batch_size: int = 64, ignore_errors: bool = False,
                 notices: list[str] | None = None, workers: int | None = None,
                 tiers: Iterable[str] = TIERS, include_demoted: bool = False) -> Iterator[dict]:
    """Run many queries in one process: query embeddings are computed a batch at a time, and
    the searches of a batch run on `workers` connections at once (default: 2 on a machine with
    two or more cores — PostgreSQL serves each connection with its own process, so a second one
    keeps the other core busy). Results come out in input order.

    Yields each query's result records, carrying its `query_id` (default: the 1-based line
    number). A bad query raises InputError, or with ignore_errors yields an `error` record.
    New notices (deduplicated) are appended to `notices` when given."""
    defaults = {"project": project, "limit": limit, "mode": mode, "types": types, "since": since,
                "until": until, "file": file, "session": session, "tiers": tiers}
    vector_check: dict = {}
    seen: set[str] = set()

    def run(connection, job) -> Any:
        number, item, vector = job
        try:
            options = _options(number, item, defaults)
            with db.transaction(connection):  # each search is the driver's unit of work
                return search_outcome(connection, item.get("query") or "", explain=explain, embedder=embedder,
                                      weights=weights, query_vector=vector, _vector_check=vector_check,
                                      include_demoted=include_demoted, **options)
        except MemtoolError as exc:
            return exc

    iterator = enumerate(queries, start=1)
    with _Connections(conn, workers) as connections:
        while batch := list(itertools.islice(iterator, batch_size)):
            embedder, vectors = _query_vectors(batch, mode, embedder)
            jobs = [(number, item, vectors.get(number)) for number, item in batch]
            for (number, item, _), outcome in zip(jobs, connections.map(run, jobs)):
                yield from _records(number, item, outcome, ignore_errors, notices, seen)


def _options(number: int, item: Any, defaults: dict) -> dict:
    """One query line's search options: its own fields, else the command line's."""
    if isinstance(item, Exception):
        raise item
    if not isinstance(item, dict):
        raise InputError("expected a JSON object", '{"query_id": 1, "query": "..."}', line=number)
    options = {k: item.get(k, defaults[k]) if item.get(k) is not None else defaults[k] for k in _BATCH_FIELDS}
    if isinstance(options["types"], str):
        options["types"] = [options["types"]]
    return options


def _query_vectors(batch: list, mode: str, embedder) -> tuple[Any, dict[int, Any]]:
    """The embeddings of a batch's queries that search vectors, in one model call (none when
    the model is unavailable: each search then falls back to full text with its own notice)."""
    wanted = [(n, q) for n, q in batch if isinstance(q, dict) and isinstance(q.get("query"), str)
              and q["query"].strip() and _check_mode_safe(q.get("mode") or mode) in ("hybrid", "vector")]
    if not wanted:
        return embedder, {}
    from memtool.retrieve import embed

    embedder = embedder or embed.default_embedder()
    try:
        arrays = embedder.embed_query_arrays([q["query"] for _, q in wanted])
    except ModelUnavailable:
        return embedder, {}
    return embedder, {n: v for (n, _), v in zip(wanted, arrays)}


def _records(number: int, item: Any, outcome, ignore_errors: bool, notices: list[str] | None,
             seen: set[str]) -> Iterator[dict]:
    """A query's result records with its query_id, or its error (raised unless ignore_errors)."""
    query_id = item.get("query_id", number) if isinstance(item, dict) else number
    if isinstance(outcome, MemtoolError):
        if not ignore_errors:
            if isinstance(outcome, InputError) and outcome.line is None:
                raise InputError(outcome.message, outcome.hint or "pass --ignore-errors to skip bad queries",
                                 line=number) from outcome
            raise outcome
        yield {"kind": "error", "line": number, "query_id": query_id, "error": str(outcome)}
        return
    if notices is not None:
        for text in outcome.notices:
            if text not in seen:
                seen.add(text)
                notices.append(text)
    for result in outcome.results:
        yield {"kind": "result", "query_id": query_id, **{k: v for k, v in result.items() if k != "kind"}}


class _Connections:
    """The caller's connection plus, once a batch has more than one query, `workers - 1` more to
    the same database, each used by one search at a time; closed at the end."""

    def __init__(self, conn, workers: int | None) -> None:
        self.conn = conn
        self.workers = max(1, workers if workers is not None else min(2, os.cpu_count() or 1))
        self.free: queues.Queue = queues.Queue()
        self.free.put(conn)
        self.extra: list = []
        self.pool = ThreadPoolExecutor(max_workers=self.workers) if self.workers > 1 else None

    def __enter__(self) -> "_Connections":
        return self

    def __exit__(self, *exc) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True)
        for other in self.extra:
            other.close()

    def map(self, fn: Callable[[Any, Any], Any], jobs: list) -> Iterable:
        if self.pool is not None and len(jobs) > 1 and not self.extra:
            try:
                self.extra = _extra_connections(self.conn, self.workers - 1)
            except Exception:  # noqa: BLE001 - no second connection: run on one
                self.pool.shutdown()
                self.pool = None
            for other in self.extra:
                self.free.put(other)

        def on_a_free_connection(job):
            connection = self.free.get()
            try:
                return fn(connection, job)
            finally:
                self.free.put(connection)

        return self.pool.map(on_a_free_connection, jobs) if self.pool is not None else map(on_a_free_connection, jobs)


def _extra_connections(conn, count: int) -> list:
    """More connections to the database `conn` is on (same server, user, database)."""
    import psycopg

    info = psycopg.conninfo.make_conninfo(conn.info.dsn, **({"password": conn.info.password}
                                                             if conn.info.password else {}))
    return [db.connect(info=info, migrate=False) for _ in range(count)]


def _check_mode_safe(mode) -> str:
    try:
        return check_mode(mode)
    except InputError:
        return "invalid"
