"""Summarize: one structured summary per session, from its events and observations, linked to
both; and (rollups.py) one rollup per project per day from those summaries.

Summary record (records.summary_record):

    kind "summary", id, session_id, project, request, investigated, learned, completed,
    next_steps, outcome (text; one item per line), commands[], files_read[], files_modified[],
    decisions[], method ("extractive" or the model, e.g. "llama.cpp:<model>"), observation_ids[]
    (the observations it summarises), source_event_ids[] (the events it quotes), first_event_id,
    last_event_id (the session's events in that range are what it covers), days[] (UTC dates of
    those events: the day rollups it belongs to), metadata{observations, prompts, tools, and on
    a fallback fallback_from / llm_error}, content_hash, version, created_at, updated_at

What goes into each field, extractively, is documented in summary_rules.py: the prompts
verbatim as the request, errors and what followed, distinct successful commands, files edited,
the final assistant message — without bookkeeping.

Which sessions: `--session ID` (repeatable), the session ids of records read from stdin (those
records pass through), or `--pending`: every session that gained events since its summary and
has nothing left in the compress queue (pending or claimed events are summarized after compress
has seen them), and that has at least a prompt or an observation.

The high-water mark is `summaries.last_event_id`, the newest event of the session when it was
summarized. A session with no newer event is left alone (unless --force). A re-summary that
changes the content (text, lists or links) replaces the summary; the previous one is kept in
summary_versions (a database trigger) and the version goes up. A re-summary with identical
content only moves the high-water mark (and the days) and writes nothing to stdout.

Backends and fallbacks are those of compress (see llm.py): with a model, the model writes
investigated / learned / completed / next_steps / decisions from the same material; the request
(the prompts, verbatim), commands, files, outcome and links stay extractive. Output that is
unusable after one retry, a timeout or a crash falls back to the extractive summary.

What is stored goes through store/summaries.py, the owner of the `summaries` table (import_summary
restores exported rows for export.py; purge.py deletes through delete_project / delete_ids).
"""

from __future__ import annotations

import dataclasses
from typing import Iterable, Iterator

from psycopg.types.json import Jsonb

from memtool.store import events, observations_read
from memtool.store import summaries as stored
from memtool.distil import llm, rollups, summary_rules
from memtool import privacy, records
from memtool.store.db import Conn
from memtool.errors import InputError, NotFound

EXTRACTIVE = "extractive"
TEXT_FIELDS = ("request", "investigated", "learned", "completed", "next_steps", "outcome")
LIST_FIELDS = ("files_read", "files_modified", "decisions", "commands")
LINK_FIELDS = ("observation_ids", "source_event_ids")
MODEL_FIELDS = ("investigated", "learned", "completed", "next_steps")
OUTPUT_TAIL = 4000  # characters of a failed call's output the rules look at (its error lines)


@dataclasses.dataclass
class Stats:
    sessions: int = 0
    written: int = 0
    unchanged: int = 0
    up_to_date: int = 0
    fallbacks: int = 0

    def line(self) -> str:
        text = (f"{self.sessions} sessions, {self.written} summaries written, {self.unchanged} unchanged, "
                f"{self.up_to_date} up to date")
        return text + (f", {self.fallbacks} fallbacks" if self.fallbacks else "")


def pending_sessions(conn: Conn, limit: int | None = None) -> list[str]:
    """Sessions whose newest event is past their summary's high-water mark, whose events compress
    has all seen, and that have a prompt or an observation to summarize."""
    return stored.pending_sessions(conn, limit)


def gather(conn: Conn, session_id: str, upto: int) -> dict:
    """The material of a session up to event `upto` (see summary_rules): prompts, tool calls,
    observations, the final assistant text, and the span covered (first event id, UTC days)."""
    material = events.session_material(conn, session_id, upto, OUTPUT_TAIL)
    tools = []
    for row in material["tools"]:
        code = row["exit_code"]
        tools.append({"id": row["id"], "tool_name": row["tool_name"], "project": row["project"], "cwd": row["cwd"],
                      "payload": {"tool_input": row["tool_input"], "tool_output": row["tool_output"] or "",
                                  "exit_code": int(code) if isinstance(code, (int, float)) else None,
                                  "is_error": row["is_error"] if isinstance(row["is_error"], bool) else None}})
    observations = [records.observation_record(row) for row in observations_read.session_rows(conn, session_id)]
    return {"session_id": session_id, "prompts": material["prompts"], "tools": tools, "observations": observations,
            "final": material["final"], "first_event_id": material["first"],
            "days": sorted(material["days"] or [])}


# -- asking a model ---------------------------------------------------------------------------------

SYSTEM = ("You summarise one session of an AI coding agent for the developer's future self, as one JSON object: "
          "what was investigated, what was learned (errors and their fixes, gotchas), what was completed, what "
          "remains, and the decisions made. Be concise and factual; use only what the material says; keep commands, "
          "file paths and error strings exactly as written.")

SUMMARY_SCHEMA = {
    "type": "object",
    "properties": {
        "investigated": {"type": "string", "maxLength": 300},
        "learned": {"type": "string", "maxLength": 400},
        "completed": {"type": "string", "maxLength": 400},
        "next_steps": {"type": "string", "maxLength": 200},
        "decisions": {"type": "array", "items": {"type": "string", "minLength": 4, "maxLength": 120}, "maxItems": 3},
    },
    "required": ["investigated", "learned", "completed", "next_steps", "decisions"],
    "additionalProperties": False,
}


def _clip(text: str, limit: int) -> str:
    return summary_rules.clip(text, limit)


def model_prompt(session: dict, draft: dict) -> str:
    """The material for the model: the prompts, what the rules found, the memories, the end."""
    lines = ["The user's requests:"]
    lines += [f"- {_clip(p['text'], 240)}" for p in session["prompts"][:6]] or ["- (none recorded)"]
    for field, label in (("completed", "Done"), ("learned", "Errors and what followed"),
                         ("next_steps", "Left open")):
        found = summary_rules.items(draft[field])
        if found:
            lines.append(f"{label}:")
            lines += [f"- {_clip(item, 240)}" for item in found[:12]]
    if draft["commands"]:
        lines.append("Commands that worked: " + "; ".join(f"`{c}`" for c in draft["commands"][:12]))
    lines.append("Memories recorded during the session:")
    lines += [f"- ({o['type']}) {_clip(o['title'], 100)}: {_clip(o['narrative'], 120)}"
              for o in session["observations"][-25:]] or ["- (none)"]
    if draft["files_modified"]:
        lines.append("Files modified: " + ", ".join(draft["files_modified"][:15]))
    if draft["outcome"]:
        lines.append("The agent's last words: " + _clip(draft["outcome"], 400))
    lines.append("Summary JSON:")
    return "\n".join(lines)


def ask_model(backend, session: dict, draft: dict) -> dict:
    return llm.generate(backend, SYSTEM, model_prompt(session, draft), SUMMARY_SCHEMA,
                        max_tokens_=int(llm.max_tokens() * 2))


# -- writing ------------------------------------------------------------------------------------------


def content_hash(fields: dict) -> str:
    """Identity of a summary's content: its text, lists and links (not the high-water mark)."""
    return records.sha256(records.canonical_json({k: fields[k] for k in (*TEXT_FIELDS, *LIST_FIELDS,
                                                                         *LINK_FIELDS)}))


def build(conn: Conn, session_id: str, upto: int, backend=None) -> dict:
    """Summary fields for a session (not stored): extractive, or the model's prose with the
    extractive request, commands, files, outcome and links."""
    session = gather(conn, session_id, upto)
    fields = summary_rules.session(session)
    method = EXTRACTIVE
    metadata: dict = {"observations": len(session["observations"]), "prompts": len(session["prompts"]),
                      "tools": len(session["tools"])}
    if backend is not None:
        try:
            answer = ask_model(backend, session, fields)
        except llm.LLMError as exc:
            metadata.update(fallback_from=backend.name, llm_error=exc.message[:500])
        else:
            method = backend.name
            for key in MODEL_FIELDS:
                fields[key] = answer[key].strip()
            decisions = [d.strip() for d in answer["decisions"] if d.strip()]
            fields["decisions"] = list(dict.fromkeys([*decisions, *fields["decisions"]]))[:20]
    for key in TEXT_FIELDS:
        fields[key], _ = privacy.scrub(fields[key])
    for key in LIST_FIELDS:
        fields[key], _ = privacy.scrub_value(list(fields[key]))
    fields["method"] = method
    fields["metadata"] = metadata
    fields["first_event_id"] = session["first_event_id"]
    fields["days"] = session["days"]
    return fields


def summarize_session(conn: Conn, session_id: str, *, backend=None, force: bool = False, dry_run: bool = False,
                      stats: Stats | None = None) -> dict | None:
    """Summarize one session if it gained events since its summary (or with force). Returns the
    summary record when one was written (or would be, with dry_run), else None."""
    stats = stats if stats is not None else Stats()
    stats.sessions += 1
    with conn.transaction():
        # One summarizer per session at a time; the second one then sees the new high-water mark.
        stored.lock_session(conn, session_id)
        newest = events.newest_of_session(conn, session_id)
        if newest["newest"] is None:
            raise NotFound(f"session {session_id} has no events", "list sessions with `memtool timeline` or `memtool stats`")
        current = stored.of_session(conn, session_id)
        if current and (current["last_event_id"] or 0) >= newest["newest"] and current["days"] and not force:
            stats.up_to_date += 1
            return None
        fields = build(conn, session_id, newest["newest"], backend)
        if fields["metadata"].get("fallback_from"):
            stats.fallbacks += 1
        digest = content_hash(fields)
        values = {**fields, "session_id": session_id, "project": newest["project"],
                  "last_event_id": newest["newest"], "content_hash": digest}
        if dry_run:
            stats.written += 1
            return records.summary_record(values)
        if current and current["content_hash"] == digest and current["method"] == fields["method"]:
            stored.move_mark(conn, current["id"], newest["newest"], fields["days"])
            stats.unchanged += 1
            return None
        row = stored.upsert(conn, values)
    stats.written += 1
    return records.summary_record(row)


def summarize(conn: Conn, session_ids: Iterable[str] = (), *, records_in: Iterable[dict] | None = None,
              pending: bool = False, days: Iterable | None = None, project: str | None = None, backend=None,
              force: bool = False, dry_run: bool = False, limit: int | None = None, stats: Stats | None = None,
              rollup_stats=None) -> Iterator[dict]:
    """Summarize the given sessions, those of `records_in` (passed through first) and, with
    `pending`, every session that needs it; then bring the day rollups up to date: with
    `pending` every day whose summaries changed (of `project`, when given), else the days of
    the sessions summarized; and the given `days` (of `project`, or of every project; rebuilt
    even when unchanged with force). Yields the summary records, then the rollup records
    written."""
    stats = stats if stats is not None else Stats()
    rollup_stats = rollup_stats if rollup_stats is not None else rollups.Stats()
    wanted: list[str] = list(dict.fromkeys(session_ids))
    from_records: list[str] = []
    if records_in is not None:
        for record in records_in:
            yield record
            session = record.get("session_id") if isinstance(record, dict) else None
            if isinstance(session, str) and session not in wanted and session not in from_records:
                from_records.append(session)
    conn.commit()
    summarized: list[str] = []
    for session_id in [*wanted, *from_records]:
        try:
            summary = summarize_session(conn, session_id, backend=backend, force=force, dry_run=dry_run,
                                        stats=stats)
        except NotFound:
            if session_id in wanted:
                raise
            continue  # a record named a session that has no events here: nothing to summarize
        conn.commit()
        summarized.append(session_id)
        if summary is not None:
            yield summary
    if pending:
        done = set(summarized)
        for session_id in pending_sessions(conn, limit):
            if session_id in done:
                continue
            summary = summarize_session(conn, session_id, backend=backend, force=force, dry_run=dry_run, stats=stats)
            conn.commit()
            if summary is not None:
                yield summary

    seen: set[tuple] = set()
    passes: list[dict] = []
    if pending:
        passes.append({"project": project})
    elif summarized:
        passes.append({"sessions": summarized})
    if days:
        passes.append({"days": [rollups.parse_day(d) for d in days], "project": project, "force": force})
    for options in passes:
        for rollup in rollups.refresh(conn, backend=backend, dry_run=dry_run, stats=rollup_stats, **options):
            if (rollup["project"], rollup["day"]) not in seen:
                seen.add((rollup["project"], rollup["day"]))
                yield rollup


# -- stored summaries: import and explicit deletes -------------------------------------------------

def import_summary(conn: Conn, record: dict) -> tuple[str, int]:
    """Restore an exported summary (scrubbed; its id kept when free): ("created" | "duplicate", id)."""
    if not record.get("session_id") or not record.get("project"):
        raise InputError("summary needs session_id and project", "export summaries with `memtool export`")
    existing = stored.of_session(conn, record["session_id"])
    if existing:
        return "duplicate", existing["id"]
    text_fields, list_fields = TEXT_FIELDS, LIST_FIELDS
    clean, _ = privacy.scrub_value({k: record.get(k) for k in (*text_fields, *list_fields, "metadata")})
    content_hash = record.get("content_hash") or records.sha256(records.canonical_json(
        [clean.get(f) or "" for f in text_fields]))
    summary_id = stored.insert_imported(
        conn, record.get("id"),
        (record["session_id"], record["project"],
         *[clean.get(f) or "" for f in text_fields],
         *[list(clean.get(f) or []) for f in list_fields],
         record.get("method") or "import", records.int_list(record.get("observation_ids")),
         records.int_list(record.get("source_event_ids")), record.get("first_event_id"), record.get("last_event_id"),
         [str(d) for d in record.get("days") or []], Jsonb(clean.get("metadata") or {}), content_hash,
         int(record.get("version") or 1), record.get("created_at"), record.get("updated_at")))
    return "created", summary_id


def delete_project(conn: Conn, project: str, before=None) -> int:
    """Delete a project's summaries (those last updated before `before` when given)."""
    return stored.delete_project(conn, project, before)


def delete_ids(conn: Conn, ids: list[int]) -> int:
    return stored.delete_ids(conn, ids)
