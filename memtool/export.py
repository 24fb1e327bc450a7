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

from memtool import observations, records
from memtool.errors import InputError

KINDS = ("event", "observation", "summary", "rollup")


def export(conn, kinds: Iterable[str] = KINDS, project: str | None = None, since: dt.datetime | None = None,
           include_deleted: bool = False, batch: int = 1000) -> Iterator[dict]:
    """Stream stored records; filters: project, since (event time / creation / last update)."""
    kinds = [k for k in KINDS if k in set(kinds)]
    queries = {
        "event": ("SELECT * FROM events WHERE (%(project)s::text IS NULL OR project = %(project)s)"
                  " AND (%(since)s::timestamptz IS NULL OR occurred_at >= %(since)s) ORDER BY id",
                  records.event_record),
        "observation": ("SELECT * FROM observations WHERE (%(project)s::text IS NULL OR project = %(project)s)"
                        " AND (%(since)s::timestamptz IS NULL OR created_at >= %(since)s)"
                        " AND (%(deleted)s OR deleted_at IS NULL) ORDER BY id",
                        records.observation_record),
        "summary": ("SELECT * FROM summaries WHERE (%(project)s::text IS NULL OR project = %(project)s)"
                    " AND (%(since)s::timestamptz IS NULL OR updated_at >= %(since)s) ORDER BY id",
                    records.summary_record),
        "rollup": ("SELECT * FROM day_rollups WHERE (%(project)s::text IS NULL OR project = %(project)s)"
                   " AND (%(since)s::timestamptz IS NULL OR updated_at >= %(since)s) ORDER BY id",
                   records.rollup_record),
    }
    params = {"project": project, "since": since, "deleted": include_deleted}
    for kind in kinds:
        sql, to_record = queries[kind]
        with conn.cursor(name=f"export_{kind}") as cur:  # server-side: constant memory
            cur.itersize = batch
            cur.execute(sql, params)
            for row in cur:
                yield to_record(row)
        conn.commit()


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


def _import_events(conn, rows: list[dict]) -> list[tuple[str, int | None]]:
    from memtool import ingest

    wanted = [r["id"] for r in rows if r.get("id") is not None]
    taken = set()
    if wanted:
        taken = {r["id"] for r in conn.execute("SELECT id FROM events WHERE id = ANY(%s)", (wanted,))}
    for row in rows:
        if row.get("id") in taken:
            row.pop("id")
    stored = {r["event_key"]: r["id"] for r in ingest.store(conn, rows)}
    return [("created", stored[r["event_key"]]) if r["event_key"] in stored else ("duplicate", None) for r in rows]


def _import_summary(conn, record: dict) -> tuple[str, int]:
    from psycopg.types.json import Jsonb

    from memtool import privacy

    if not record.get("session_id") or not record.get("project"):
        raise InputError("summary needs session_id and project", "export summaries with `memtool export`")
    existing = conn.execute("SELECT id FROM summaries WHERE session_id = %s", (record["session_id"],)).fetchone()
    if existing:
        return "duplicate", existing["id"]
    text_fields = ("request", "investigated", "learned", "completed", "next_steps", "outcome")
    list_fields = ("files_read", "files_modified", "decisions", "commands")
    clean, _ = privacy.scrub_value({k: record.get(k) for k in (*text_fields, *list_fields, "metadata")})
    content_hash = record.get("content_hash") or records.sha256(records.canonical_json(
        [clean.get(f) or "" for f in text_fields]))
    free_id = record.get("id")
    if free_id is not None and conn.execute("SELECT 1 FROM summaries WHERE id = %s", (free_id,)).fetchone():
        free_id = None
    row = conn.execute(
        """INSERT INTO summaries (id, session_id, project, request, investigated, learned, completed, next_steps,
                                  outcome, files_read, files_modified, decisions, commands, method, observation_ids,
                                  source_event_ids, first_event_id, last_event_id, days, metadata, content_hash,
                                  version, created_at, updated_at)
           VALUES (COALESCE(%s::bigint, nextval(pg_get_serial_sequence('summaries', 'id'))), %s, %s, %s, %s, %s,
                   %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::date[], %s, %s, %s,
                   COALESCE(%s::timestamptz, now()), COALESCE(%s::timestamptz, now()))
           RETURNING id""",
        (free_id, record["session_id"], record["project"],
         *[clean.get(f) or "" for f in text_fields],
         *[list(clean.get(f) or []) for f in list_fields],
         record.get("method") or "import", _ints(record.get("observation_ids")),
         _ints(record.get("source_event_ids")), record.get("first_event_id"), record.get("last_event_id"),
         [str(d) for d in record.get("days") or []], Jsonb(clean.get("metadata") or {}), content_hash,
         int(record.get("version") or 1), record.get("created_at"), record.get("updated_at")),
    ).fetchone()
    conn.execute("SELECT setval(pg_get_serial_sequence('summaries', 'id'), GREATEST((SELECT max(id) FROM summaries), 1))")
    return "created", row["id"]


def _ints(values) -> list[int]:
    try:
        return [int(v) for v in values or []]
    except (TypeError, ValueError):
        raise InputError("ids must be integers", "export records with `memtool export`") from None


def _import_rollup(conn, record: dict) -> tuple[str, int]:
    from psycopg.types.json import Jsonb

    from memtool import privacy, rollups

    if not record.get("project") or not record.get("day"):
        raise InputError("rollup needs project and day", "export rollups with `memtool export`")
    day = rollups.parse_day(record["day"])
    existing = conn.execute("SELECT id FROM day_rollups WHERE project = %s AND day = %s",
                            (record["project"], day)).fetchone()
    if existing:
        return "duplicate", existing["id"]
    text_fields = ("request", "completed", "learned", "next_steps")
    clean, _ = privacy.scrub_value({k: record.get(k) for k in (*text_fields, "files_modified", "commands",
                                                              "metadata")})
    free_id = record.get("id")
    if free_id is not None and conn.execute("SELECT 1 FROM day_rollups WHERE id = %s", (free_id,)).fetchone():
        free_id = None
    row = conn.execute(
        """INSERT INTO day_rollups (id, project, day, request, completed, learned, next_steps, files_modified,
                                    commands, session_ids, summary_ids, method, metadata, inputs_hash,
                                    content_hash, version, created_at, updated_at)
           VALUES (COALESCE(%s::bigint, nextval(pg_get_serial_sequence('day_rollups', 'id'))), %s, %s, %s, %s,
                   %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, COALESCE(%s::timestamptz, now()),
                   COALESCE(%s::timestamptz, now()))
           RETURNING id""",
        (free_id, record["project"], day, *[clean.get(f) or "" for f in text_fields],
         list(clean.get("files_modified") or []), list(clean.get("commands") or []),
         [str(s) for s in record.get("session_ids") or []], _ints(record.get("summary_ids")),
         record.get("method") or "import", Jsonb(clean.get("metadata") or {}), record.get("inputs_hash") or "",
         record.get("content_hash") or "", int(record.get("version") or 1), record.get("created_at"),
         record.get("updated_at")),
    ).fetchone()
    conn.execute("SELECT setval(pg_get_serial_sequence('day_rollups', 'id'),"
                 " GREATEST((SELECT max(id) FROM day_rollups), 1))")
    return "created", row["id"]


def import_records(conn, items: Iterable[tuple[int, dict | Exception]], default_project: str | None = None,
                   batch: int = 500) -> Iterator[dict]:
    """Import (line number, record or parse error) pairs; yields one result record per input
    record, or an `error` record ({"kind": "error", "line", "error"}) for a bad one. Each record
    runs in its own savepoint and each batch commits, so a bad record never costs a good one."""
    from memtool import db
    from memtool.errors import DatabaseError

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


def import_one(conn, number: int, record: dict, default_project: str | None = None) -> dict:
    from memtool import ingest

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
            action, new_id = _import_summary(conn, record)
        elif kind == "rollup":
            action, new_id = _import_rollup(conn, record)
        else:
            raise InputError(f"cannot import records of kind {kind!r}", f"import kinds: {', '.join(KINDS)}")
    except InputError as exc:
        raise InputError(exc.message, exc.hint, line=number) from None
    except (AttributeError, TypeError, KeyError, ValueError, OverflowError) as exc:
        raise InputError(f"unexpected {kind} record shape ({type(exc).__name__}: {str(exc)[:120]})",
                         "fix the line; other lines are not affected", line=number) from None
    return {"kind": "result", "action": action, "record_kind": kind, "id": new_id, "line": number}
