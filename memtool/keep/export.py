"""Export and import: memtool's own JSONL, lossless in both directions.

`export()` yields records in a fixed order — all `event` records by id, then `observation`
records by id, then `summary` records by id, then `rollup` (day rollup) records by id — so
export → import into an empty database → export gives byte-identical output. Embeddings and search vectors are derived and not exported
(`memtool embed --missing` rebuilds them); the version history of observations is not exported.

`import_records()` accepts those records and also plain observation records from elsewhere
(`title`, `narrative`, `type`, `project`, `created_at`, free-form `metadata`, …; see
observations.py). Ids are kept when free; content already present (same project and content
hash, same event key, same session summary, same project day) is skipped, so re-importing changes nothing.
Every imported string passes through the privacy scrubber.

Import result record: {"kind": "result", "action": "created"|"duplicate", "record_kind", "id", "line"}.
"""

from __future__ import annotations

import datetime as dt
from typing import Iterable, Iterator

from memtool.store import db, events, observations, observations_read
from memtool.store import summaries as stored_summaries
from memtool.capture import ingest
from memtool import records
from memtool.distil import rollups, summarize
from memtool.store.db import Conn
from memtool.errors import DatabaseError, InputError

KINDS = ("event", "observation", "summary", "rollup")


def export(conn: Conn, kinds: Iterable[str] = KINDS, project: str | None = None, since: dt.datetime | None = None,
           include_deleted: bool = False, batch: int = 1000) -> Iterator[dict]:
    """Stream stored records; filters: project, since (event time / creation / last update)."""
    kinds = [k for k in KINDS if k in set(kinds)]
    readers = {
        "event": (lambda: events.export_rows(conn, project, since, batch), records.event_record),
        "observation": (lambda: observations_read.export_rows(conn, project, since, include_deleted, batch),
                        records.observation_record),
        "summary": (lambda: stored_summaries.export_rows(conn, "summary", project, since, batch),
                    records.summary_record),
        "rollup": (lambda: stored_summaries.export_rows(conn, "rollup", project, since, batch),
                   records.rollup_record),
    }
    for kind in kinds:
        rows, to_record = readers[kind]
        for row in rows():  # a server-side cursor: constant memory
            yield to_record(row)


def to_markdown(records_: Iterable[dict]) -> Iterator[str]:
    """Render observation, summary and rollup records as Markdown for people (events are skipped)."""
    current_project = None
    for record in records_:
        if record.get("kind") not in ("observation", "summary", "rollup"):
            continue
        if record.get("project") != current_project:
            current_project = record.get("project")
            yield f"# {current_project}\n\n"
        if record["kind"] == "observation":
            yield f"## {record['title']}\n\n"
            yield (f"*#{record['id']} · {record['type']} · {record['created_at']} · "
                   f"importance {record['importance']}*\n\n")
            if record.get("narrative"):
                yield record["narrative"].strip() + "\n\n"
            for fact in record.get("facts") or []:
                yield f"- {fact}\n"
            files = (record.get("files_modified") or []) + (record.get("files_read") or [])
            if files:
                yield f"\nFiles: {', '.join(f'`{f}`' for f in files)}\n"
            yield "\n"
        else:
            if record["kind"] == "summary":
                yield f"## Session {record['session_id']} (summary)\n\n"
            else:
                yield f"## {record['day']} (day rollup, {len(record.get('session_ids') or [])} sessions)\n\n"
            for field in ("request", "investigated", "learned", "completed", "next_steps", "outcome"):
                if record.get(field):
                    yield f"**{field.replace('_', ' ')}:** {record[field].strip()}\n\n"
            if record.get("commands"):
                yield "**commands:** " + ", ".join(f"`{c}`" for c in record["commands"]) + "\n\n"


def _import_events(conn: Conn, rows: list[dict]) -> list[tuple[str, int | None]]:
    wanted = [r["id"] for r in rows if r.get("id") is not None]
    taken = set()
    if wanted:
        taken = events.existing_ids(conn, wanted)
    for row in rows:
        if row.get("id") in taken:
            row.pop("id")
    stored = {r["event_key"]: r["id"] for r in ingest.store(conn, rows)}
    return [("created", stored[r["event_key"]]) if r["event_key"] in stored else ("duplicate", None) for r in rows]


def import_records(conn: Conn, items: Iterable[tuple[int, dict | Exception]], default_project: str | None = None,
                   batch: int = 500) -> Iterator[dict]:
    """Import (line number, record or parse error) pairs; yields one result record per input
    record, or an `error` record ({"kind": "error", "line", "error"}) for a bad one. Each record
    runs in its own savepoint and each batch commits, so a bad record never costs a good one."""
    pending: list[tuple[int, dict | Exception]] = []

    def flush() -> Iterator[dict]:
        results = []
        with db.translate_errors(), conn.transaction():
            for number, record in pending:
                if isinstance(record, Exception):
                    results.append({"kind": "error", "line": number, "error": str(record)})
                    continue
                try:
                    with db.translate_errors(), conn.transaction():
                        results.append(import_one(conn, number, record, default_project))
                except InputError as exc:
                    results.append({"kind": "error", "line": number, "error": str(exc)})
                except DatabaseError as exc:  # this record only: its savepoint is rolled back
                    results.append({"kind": "error", "line": number,
                                    "error": f"line {number}: the database refused this record: {exc.message}"})
        pending.clear()
        yield from results

    for number, record in items:
        pending.append((number, record))
        if len(pending) >= batch:
            yield from flush()
    if pending:
        yield from flush()


def import_one(conn: Conn, number: int, record: dict, default_project: str | None = None) -> dict:
    kind = record.get("kind") or "observation"
    try:
        if kind == "event":
            rows = ingest.normalise(record, "memtool")
            for row in rows:
                if record.get("id") is not None:
                    row["id"] = int(record["id"])
                row["project"] = row.get("project") or default_project
            ((action, new_id),) = _import_events(conn, rows)
        elif kind == "observation":
            obs = observations.normalise(record, default_project=default_project, method="import")
            result = observations.store(conn, obs, keep_id=True)
            action, new_id = result["action"], result["id"]
        elif kind == "summary":
            action, new_id = summarize.import_summary(conn, record)
        elif kind == "rollup":
            action, new_id = rollups.import_rollup(conn, record)
        else:
            raise InputError(f"cannot import records of kind {kind!r}", f"import kinds: {', '.join(KINDS)}")
    except InputError as exc:
        raise InputError(exc.message, exc.hint, line=number) from None
    except (AttributeError, TypeError, KeyError, ValueError, OverflowError) as exc:
        raise InputError(f"unexpected {kind} record shape ({type(exc).__name__}: {str(exc)[:120]})",
                         "fix the line; other lines are not affected", line=number) from None
    return {"kind": "result", "action": action, "record_kind": kind, "id": new_id, "line": number}
