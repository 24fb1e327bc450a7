"""Retroactive redaction: re-run the current redaction over everything already stored.

When the rules improve (a new release, a pattern of your own, the maintained engine installed),
what was captured before is protected too. `scrub()` walks every table of the schema -- found in
the catalogue, so tables added by later migrations (event passages, rollups, …) are covered
without a change here -- and every text, text[] and json/jsonb column of each, scrubs each value
with `memtool.privacy` (the engine layer included when installed) and writes back what changed.
Identifiers are left alone: primary-key columns, content hashes, event keys (a key is derived
from ids, not captured text). Derived tables are not walked (`DERIVED_TABLES`): an event's
passages are written again from the event when the scrub changed it (what ingest and compress
would have written from the redacted event), and a vector row's project follows its observation
(a trigger). The term statistics (``search_term_stats``, ``passage_term_stats``) are recounted
after a scrub that changed their tier, so a redacted secret is no longer a search term.

Events are append-only; scrub is the one allowed rewrite (``memtool.allow_scrub``, migration
0009), like purge is the one allowed delete. An observation whose text changed loses its vectors
(``memtool embed --missing`` makes new ones from the redacted text), and its previous content,
which the audit trigger keeps as a version, is scrubbed too: version tables are walked last.

A big table (`PARALLEL_MIN_ROWS`, estimated) is scrubbed by `WORKERS` worker processes
(`python -m memtool.maintenance.rescrub`, fed batches over a pipe) while this process reads the next batches
and writes the changed rows: a first sweep of a large database is CPU work in Python.

Idempotent: a marker never triggers a rule, so a second run changes nothing.

`state(conn)` reads the fingerprint of the redaction that last went over everything, with a
high-water mark per table; with ``only_if_rules_changed`` a run whose fingerprint matches only
looks at rows added since (so newly captured events get the engine's pass too), else
everything.

Records (one per changed row, then a summary):
    {"kind": "scrubbed", "table", "key": {pk column: value}, "columns": [...], "redactions",
     "dry_run"}
    {"kind": "scrub", "fingerprint", "previous_fingerprint", "mode": "full" | "new-rows",
     "tables": {table: rows changed}, "rows_scanned", "rows_changed", "redactions",
     "vectors_dropped", "dry_run"}
"""

from __future__ import annotations

import collections
import json
import os
from collections.abc import Iterator
from typing import Any

from psycopg import Rollback

from memtool.store import passages, redaction, team, termstats
from memtool.retrieve import embed
from memtool import privacy
from memtool.store.db import Conn
from memtool.privacy import engines

BATCH = 500
#: a table with at least this many rows (estimated) is scrubbed by WORKERS processes
PARALLEL_MIN_ROWS = 20_000
WORKERS = min(4, os.cpu_count() or 1)
#: never rewritten: identifiers and digests, not captured text
SKIP_COLUMNS = frozenset({"content_hash", "inputs_hash", "event_key", "checksum", "lexeme",
                          "scope", "fingerprint"})
SKIP_TABLES = frozenset({"memtool_migrations", "redaction_state", "search_term_stats", "passage_term_stats",
                         "search_term_stats_by_role", "passage_term_stats_by_role"})
#: derived from another table's text, never scrubbed row by row: written again from their
#: source when a scrub changes it (event passages: passages.rederive from their event) or kept
#: in step by a trigger (a vector row's project is its observation's)
DERIVED_TABLES = frozenset({"event_passages", "embeddings"})

def state(conn: Conn) -> dict | None:
    """The last scrub's fingerprint, watermarks and time, or None before the first one."""
    return redaction.state(conn)


def _tables(conn: Conn) -> list[tuple[str, list[tuple[str, str]], list[tuple[str, str]]]]:
    """(table, [(column, kind)], [(pk column, type)]) for every table with text to scrub,
    version tables last (they receive the old content of the rows scrubbed before them)."""
    columns: dict[str, list[tuple[str, str]]] = {}
    for row in redaction.text_columns(conn):
        if row["table_name"] in SKIP_TABLES | DERIVED_TABLES or row["column_name"] in SKIP_COLUMNS:
            continue
        kind = ("array" if row["data_type"] == "ARRAY"
                else "json" if row["data_type"] in ("json", "jsonb") else "text")
        columns.setdefault(row["table_name"], []).append((row["column_name"], kind))
    out = []
    for table, cols in columns.items():
        pk = redaction.primary_key(conn, table)
        cols = [c for c in cols if c[0] not in {name for name, _ in pk}]
        if pk and cols:
            out.append((table, cols, pk))
    return sorted(out, key=lambda t: (t[0].endswith("_versions"), t[0]))


def _scrub_cell(value, kind: str, settings: tuple | None = None):
    """(new value, redactions) for one stored value."""
    if value is None:
        return value, 0
    if kind == "text":
        return privacy.scrub(value, settings)
    if kind == "array":
        total = 0
        items = []
        for item in value:
            clean, n = privacy.scrub(item, settings) if isinstance(item, str) else (item, 0)
            items.append(clean)
            total += n
        return items, total
    return privacy.scrub_value(value, settings)


def _rows(conn: Conn, table: str, cols, pk, after: int | None) -> Iterator[list[dict]]:
    """Batches of rows in primary-key order (keyset pagination), from after a watermark."""
    return redaction.rows(conn, table, cols, pk, after, BATCH)


def scrub(conn: Conn, dry_run: bool = False, only_if_rules_changed: bool = False) -> Iterator[dict]:
    """Scrub everything stored (or, with only_if_rules_changed and an unchanged fingerprint,
    only rows newer than the last run); yield a record per changed row, then the summary.
    Commits per batch (the caller's connection must not be inside a transaction)."""
    fingerprint = privacy.fingerprint()
    previous = state(conn)
    conn.commit()
    autocommit = conn.autocommit
    conn.autocommit = True  # each batch is its own transaction; reads take no long snapshot
    try:
        yield from _scrub(conn, fingerprint, previous, dry_run, only_if_rules_changed)
    finally:
        conn.autocommit = autocommit


def _scrub(conn: Conn, fingerprint: str, previous: dict | None, dry_run: bool,
           only_if_rules_changed: bool) -> Iterator[dict]:
    incremental = bool(only_if_rules_changed and previous and previous["fingerprint"] == fingerprint)
    watermarks = dict(previous["watermarks"]) if incremental and previous else {}
    summary: dict[str, Any] = {"kind": "scrub", "fingerprint": fingerprint,
               "previous_fingerprint": previous["fingerprint"] if previous else None,
               "mode": "new-rows" if incremental else "full", "tables": {}, "rows_scanned": 0,
               "rows_changed": 0, "redactions": 0, "vectors_dropped": 0, "passages_rederived": 0,
               "dry_run": dry_run}
    new_marks: dict[str, int] = dict(watermarks)
    pools: list = []  # the worker processes, started for the first big table
    try:
        yield from _sweep(conn, summary, watermarks, new_marks, incremental, dry_run, pools)
    finally:
        for pool in pools:
            pool.close()
    if not dry_run:
        with conn.transaction():
            redaction.save_state(conn, fingerprint, new_marks)
        _recount_terms(conn, summary)
    yield summary


def _recount_terms(conn: Conn, summary: dict) -> None:
    """A scrubbed secret must stop being a search term: recount the lexeme statistics of every
    tier whose text changed (observations' BM25 statistics; the event passages', which were
    written again from the scrubbed events), so no lexeme of the old text survives in
    ``search_term_stats`` or ``passage_term_stats``."""
    tables = summary["tables"]
    if tables or summary["passages_rederived"]:
        team.forget_term_stats(conn)  # every other role's (a team server's admin): they recount
    if "observations" in tables or "observation_versions" in tables:
        termstats.recount(conn, termstats.OBSERVATIONS)
    if summary["passages_rederived"] or "events" in tables:
        termstats.recount(conn, termstats.PASSAGES)


def _sweep(conn: Conn, summary: dict, watermarks: dict, new_marks: dict, incremental: bool, dry_run: bool,
           pools: list) -> Iterator[dict]:
    for table, cols, pk in _tables(conn):
        single_int_pk = len(pk) == 1 and pk[0][1] in ("bigint", "integer")
        if incremental and not single_int_pk:
            continue  # rows of such tables are rewritten in place, not added: a full run sees them
        after = watermarks.get(table) if incremental else None
        kinds = dict(cols)
        changed_in_table = 0
        for batch, changes in _changes(conn, table, cols, pk, after, pools):
            changed_ids: list = []
            records: list[dict] = []
            summary["rows_scanned"] += len(batch)
            if single_int_pk and batch:
                new_marks[table] = max(new_marks.get(table, 0), max(row[pk[0][0]] for row in batch))
            if not changes:
                continue
            with conn.transaction():
                redaction.allow_scrub(conn)
                for index, updates, count in changes:
                    row = batch[index]
                    key = {p: row[p] for p, _ in pk}
                    if not dry_run:
                        redaction.write_row(conn, table, key, updates, kinds)
                    changed_ids.append(row[pk[0][0]])
                    changed_in_table += 1
                    summary["rows_changed"] += 1
                    summary["redactions"] += count
                    records.append({"kind": "scrubbed", "table": table, "key": key,
                                    "columns": sorted(updates), "redactions": count,
                                    "dry_run": dry_run})
                if table == "observations" and changed_ids:
                    dropped = embed.drop_vectors(conn, changed_ids)
                    summary["vectors_dropped"] += dropped
                if table == "events" and changed_ids and not dry_run:
                    summary["passages_rederived"] += passages.rederive(conn, changed_ids)
                if dry_run:
                    raise Rollback()
            yield from records  # after the batch's commit
        if changed_in_table:
            summary["tables"][table] = changed_in_table


def scrub_rows(cols: list[tuple[str, str]], rows: list[list]) -> list[tuple[int, dict, int]]:
    """(row index, {column: new value}, redactions) of each row (values in `cols` order) that the
    current redaction changes. Runs in a worker process for a big table."""
    out = []
    settings = privacy._settings()  # (the same for every cell: looked up once)
    for index, values in enumerate(rows):
        updates: dict[str, object] = {}
        count = 0
        for (column, kind), value in zip(cols, values):
            if kind == "json" and isinstance(value, str):
                value = json.loads(value)
            new, n = _scrub_cell(value, kind, settings)
            if n and new != value:
                updates[column] = new
                count += n
        if updates:
            out.append((index, updates, count))
    return out


class _Workers:
    """Worker processes (`python -m memtool.maintenance.rescrub`, nothing of this process inherited) that
    run `scrub_rows` on batches sent over their stdin, one batch outstanding per worker."""

    def __init__(self, count: int):
        import subprocess
        import sys
        from pathlib import Path

        env = dict(os.environ)
        root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join([root, *filter(None, [env.get("PYTHONPATH")])])
        args = [sys.executable, "-m", "memtool.maintenance.rescrub", "engine" if engines.enabled() else "rules"]
        self.procs = [subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
                      for _ in range(count)]

    def send(self, worker: int, message) -> None:
        _write(self.procs[worker].stdin, message)

    def receive(self, worker: int):
        result = _read(self.procs[worker].stdout)
        if result is None:
            raise RuntimeError("a scrub worker process ended early")
        return result

    def close(self) -> None:
        for proc in self.procs:
            if proc.stdin:
                proc.stdin.close()
            proc.kill()
            proc.wait()


def _write(stream, message) -> None:
    import pickle

    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(len(data).to_bytes(8, "big") + data)
    stream.flush()


def _read(stream):
    import pickle

    size = stream.read(8)
    if len(size) < 8:
        return None
    return pickle.loads(stream.read(int.from_bytes(size, "big")))


def _pool(pools: list) -> _Workers:
    """The worker processes, started once (on first use) for the run."""
    if not pools:
        pools.append(_Workers(WORKERS))
    return pools[0]


def _changes(conn: Conn, table: str, cols, pk, after: int | None, pools: list) -> Iterator[tuple[list[dict], list]]:
    """(batch of rows, scrub_rows of it) in order. A big table's batches are scrubbed by worker
    processes while the next ones are read (and the finished ones written)."""
    big = WORKERS > 1 and redaction.estimated_rows(conn, table) >= PARALLEL_MIN_ROWS
    names = [c for c, _ in cols]
    if not big:
        for batch in _rows(conn, table, cols, pk, after):
            yield batch, scrub_rows(cols, [[row[c] for c in names] for row in batch])
        return
    workers = _pool(pools)
    pending: collections.deque = collections.deque()  # (batch, worker) in the order sent
    idle = collections.deque(range(WORKERS))
    for batch in _rows(conn, table, cols, pk, after):
        if not idle:
            done, worker = pending.popleft()
            result = workers.receive(worker)
            idle.append(worker)
            yield done, result
        worker = idle.popleft()
        workers.send(worker, (cols, [[row[c] for c in names] for row in batch]))
        pending.append((batch, worker))
    while pending:
        done, worker = pending.popleft()
        yield done, workers.receive(worker)


if __name__ == "__main__":  # a worker process of a big table's scrub (see _Workers)
    import sys

    if sys.argv[1:] == ["engine"]:
        engines.enable()
    while (message := _read(sys.stdin.buffer)) is not None:
        _write(sys.stdout.buffer, scrub_rows(*message))
