"""Day rollups: per project and UTC day, what that day's sessions asked, did, learned and left
open — built from their session summaries and linked to them (and through them to events).

Rollup record (records.rollup_record):

    kind "rollup", id, project, day ("2026-11-30", UTC), request, completed, learned, next_steps
    (text, one item per line), files_modified[], commands[], session_ids[], summary_ids[] (the
    summaries it was built from, in session order), method ("extractive" or the model),
    metadata{sessions, and on a fallback fallback_from / llm_error}, inputs_hash, content_hash,
    version, created_at, updated_at

Days are UTC calendar days: a session belongs to every day on which it has an event (a summary
stores those days), so a session that runs past midnight appears in both days. UTC keeps a day
the same on every machine and after a change of time zone; `memtool timeline --day` uses the
same days.

Idempotent by construction: a day is rebuilt only when the fingerprint of its summaries (their
ids and content hashes, `inputs_hash`) differs from the one it was built from (or with force),
and the rebuilt rollup is stored only when its `content_hash` changed — then the previous
content goes to day_rollup_versions (a database trigger) and the version goes up. A rebuild
with identical content only records the new fingerprint and writes nothing to stdout.

What goes into the fields is in summary_rules.day(); with a model (same backends and fallbacks
as summarize), the model writes completed / learned / next_steps from the summaries, and the
request (the sessions' prompts), files, commands and links stay extractive.

What is stored goes through store/summaries.py, the owner of the `day_rollups` table (import_rollup
restores exported rows for export.py; purge.py deletes through delete_project / delete_derived).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
from typing import Iterable, Iterator

from psycopg.types.json import Jsonb

from memtool.store import summaries as stored
from memtool.distil import llm, summary_rules
from memtool import privacy, records
from memtool.store.db import Conn
from memtool.errors import InputError

EXTRACTIVE = "extractive"
TEXT_FIELDS = ("request", "completed", "learned", "next_steps")
LIST_FIELDS = ("files_modified", "commands", "session_ids", "summary_ids")
MODEL_FIELDS = ("completed", "learned", "next_steps")


@dataclasses.dataclass
class Stats:
    days: int = 0
    written: int = 0
    unchanged: int = 0
    fallbacks: int = 0

    def line(self) -> str:
        text = f"{self.days} days, {self.written} day rollups written, {self.unchanged} unchanged"
        return text + (f", {self.fallbacks} rollup fallbacks" if self.fallbacks else "")


def parse_day(value) -> dt.date:
    """A day from "2026-11-30", "today", "yesterday" (UTC) or a date."""
    if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
        return value
    text = str(value or "").strip().lower()
    today = dt.datetime.now(dt.timezone.utc).date()
    if text == "today":
        return today
    if text == "yesterday":
        return today - dt.timedelta(days=1)
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise InputError(f"cannot read {value!r} as a day", "give a UTC date like 2026-11-30, today or yesterday") \
            from None


def pending_days(conn: Conn, *, project: str | None = None, days: Iterable[dt.date] | None = None,
                 sessions: Iterable[str] | None = None, force: bool = False) -> list[dict]:
    """(project, day, inputs_hash) of the days whose rollup is missing or was built from other
    summaries (all matching days with force)."""
    params = {"project": project, "days": list(days) if days is not None else None,
              "sessions": list(sessions) if sessions is not None else None, "force": force}
    return stored.pending_days(conn, params)


def inputs_fingerprint(summaries: list[dict]) -> str:
    """What pending_days computes in SQL (sql/queries/summaries.sql): md5 of "id:content_hash" of the summaries, by id, joined by ","."""
    text = ",".join(f"{s['id']}:{s['content_hash']}" for s in sorted(summaries, key=lambda s: s["id"]))
    return hashlib.md5(text.encode()).hexdigest()  # noqa: S324 - a fingerprint, not security


def day_summaries(conn: Conn, project: str, day: dt.date) -> list[dict]:
    """The summary records of a project's sessions active on `day`, in session order."""
    return [records.summary_record(row) for row in stored.day_summaries(conn, project, day)]


# -- asking a model ---------------------------------------------------------------------------------

SYSTEM = ("You write the day's log of a software project for its developer, as one JSON object: what was "
          "completed, what was learned (errors and their fixes, gotchas, decisions), and what is left to do, "
          "from the day's session summaries. Be concise and factual; keep commands, file paths and error "
          "strings exactly as written.")

ROLLUP_SCHEMA = {
    "type": "object",
    "properties": {
        "completed": {"type": "string", "maxLength": 500},
        "learned": {"type": "string", "maxLength": 500},
        "next_steps": {"type": "string", "maxLength": 300},
    },
    "required": ["completed", "learned", "next_steps"],
    "additionalProperties": False,
}


def model_prompt(day: dt.date, summaries: list[dict]) -> str:
    clip = summary_rules.clip
    lines = [f"Sessions of {day.isoformat()} (UTC), in order:"]
    for number, summary in enumerate(summaries[:12], 1):
        lines.append(f"Session {number}:")
        for field in ("request", "completed", "learned", "next_steps"):
            found = summary_rules.items(summary.get(field))
            if found:
                lines.append(f"  {field}: " + "; ".join(clip(item, 200) for item in found[:6]))
    lines.append("Day log JSON:")
    return "\n".join(lines)


# -- building and writing -----------------------------------------------------------------------------


def content_hash(fields: dict) -> str:
    """Identity of a rollup's content: its text, lists and links."""
    return records.sha256(records.canonical_json({k: fields[k] for k in (*TEXT_FIELDS, *LIST_FIELDS)}))


def build(project: str, day: dt.date, summaries: list[dict], backend=None) -> dict:
    """Rollup fields (not stored) from the day's summaries: extractive, or the model's prose."""
    fields = summary_rules.day(summaries)
    fields["session_ids"] = [s["session_id"] for s in summaries]
    fields["summary_ids"] = [s["id"] for s in summaries]
    method = EXTRACTIVE
    metadata: dict = {"sessions": len(summaries)}
    if backend is not None:
        try:
            answer = llm.generate(backend, SYSTEM, model_prompt(day, summaries), ROLLUP_SCHEMA,
                                  max_tokens_=int(llm.max_tokens() * 2))
        except llm.LLMError as exc:
            metadata.update(fallback_from=backend.name, llm_error=exc.message[:500])
        else:
            method = backend.name
            for key in MODEL_FIELDS:
                fields[key], _ = privacy.scrub(answer[key].strip())
    fields.update(project=project, day=day, method=method, metadata=metadata)
    return fields


def refresh_day(conn: Conn, project: str, day: dt.date, *, backend=None, dry_run: bool = False,
                stats: Stats | None = None) -> dict | None:
    """(Re)build one day's rollup. Returns the rollup record when it was written (or would be,
    with dry_run); None when its content did not change."""
    stats = stats if stats is not None else Stats()
    stats.days += 1
    with conn.transaction():
        stored.lock_day(conn, project, day)
        summaries = day_summaries(conn, project, day)
        # The fingerprint of what is read here, under the lock (the caller's may be stale by now).
        inputs_hash = inputs_fingerprint(summaries)
        fields = build(project, day, summaries, backend)
        if fields["metadata"].get("fallback_from"):
            stats.fallbacks += 1
        values = {**fields, "inputs_hash": inputs_hash, "content_hash": content_hash(fields)}
        if dry_run:
            stats.written += 1
            return records.rollup_record(values)
        current = stored.rollup_of_day(conn, project, day)
        if current and current["content_hash"] == values["content_hash"] and current["method"] == fields["method"]:
            stored.new_rollup_inputs(conn, current["id"], inputs_hash)
            stats.unchanged += 1
            return None
        row = stored.upsert_rollup(conn, values)
    stats.written += 1
    return records.rollup_record(row)


def refresh(conn: Conn, *, project: str | None = None, days: Iterable[dt.date] | None = None,
            sessions: Iterable[str] | None = None, backend=None, force: bool = False, dry_run: bool = False,
            stats: Stats | None = None) -> Iterator[dict]:
    """Rebuild the rollups of the matching days whose summaries changed (every matching day with
    force); yields the rollup records written. No filter: every day of every project."""
    stats = stats if stats is not None else Stats()
    todo = pending_days(conn, project=project, days=days, sessions=sessions, force=force)
    conn.commit()
    for item in todo:
        rollup = refresh_day(conn, item["project"], item["day"], backend=backend, dry_run=dry_run, stats=stats)
        conn.commit()
        if rollup is not None:
            yield rollup


def get(conn: Conn, day: dt.date, project: str | None = None) -> list[dict]:
    """The stored rollups of a day (one per project, or the one of `project`)."""
    return [records.rollup_record(row) for row in stored.rollups_of_day(conn, day, project)]


# -- stored rollups: import and explicit deletes ---------------------------------------------------

def import_rollup(conn: Conn, record: dict) -> tuple[str, int]:
    """Restore an exported day rollup (scrubbed; its id kept when free): ("created" | "duplicate", id)."""
    if not record.get("project") or not record.get("day"):
        raise InputError("rollup needs project and day", "export rollups with `memtool export`")
    day = parse_day(record["day"])
    existing = stored.rollup_of_day(conn, record["project"], day)
    if existing:
        return "duplicate", existing["id"]
    text_fields = TEXT_FIELDS
    clean, _ = privacy.scrub_value({k: record.get(k) for k in (*text_fields, "files_modified", "commands",
                                                              "metadata")})
    rollup_id = stored.insert_imported_rollup(
        conn, record.get("id"),
        (record["project"], day, *[clean.get(f) or "" for f in text_fields],
         list(clean.get("files_modified") or []), list(clean.get("commands") or []),
         [str(s) for s in record.get("session_ids") or []], records.int_list(record.get("summary_ids")),
         record.get("method") or "import", Jsonb(clean.get("metadata") or {}), record.get("inputs_hash") or "",
         record.get("content_hash") or "", int(record.get("version") or 1), record.get("created_at"),
         record.get("updated_at")))
    return "created", rollup_id


def delete_project(conn: Conn, project: str, before: dt.datetime | None = None) -> int:
    """Delete a project's rollups (those last updated before `before` when given)."""
    return stored.delete_project_rollups(conn, project, before)


def delete_derived(conn: Conn, summary_ids: list[int], session_ids: list[str], project: str | None = None) -> int:
    """Delete the rollups built from these summaries or sessions (and all of `project`'s)."""
    return stored.delete_derived_rollups(conn, summary_ids, session_ids, project)
