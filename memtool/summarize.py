"""Summarize: one structured summary per session, from its prompts and observations.

Summary record (records.summary_record):

    kind "summary", id, session_id, project, request, investigated, learned, completed,
    next_steps (text), files_read[], files_modified[], decisions[], method ("extractive" or the
    model, e.g. "llama.cpp:<model>"), last_event_id, metadata{observations, prompts, and on a
    fallback fallback_from / llm_error}, content_hash, version, created_at, updated_at

Which sessions: `--session ID` (repeatable), the session ids of records read from stdin (those
records pass through), or `--pending`: every session that gained events since its summary and
has nothing left in the compress queue (pending or claimed events are summarized after compress
has seen them), and that has at least a prompt or an observation.

The high-water mark is `summaries.last_event_id`, the newest event of the session when it was
summarized. A session with no newer event is left alone (unless --force). A re-summary that
changes the content replaces the summary; the previous one is kept in summary_versions (a
database trigger) and the version goes up. A re-summary with identical content only moves the
high-water mark and writes nothing to stdout.

Backends and fallbacks are those of compress (see llm.py): with a model, the model writes the
text fields from the same material and the files come from the observations; output that is
unusable after one retry, a timeout or a crash falls back to the extractive summary.
"""

from __future__ import annotations

import dataclasses
from typing import Iterable, Iterator

from memtool import extractive, records
from memtool.errors import NotFound

EXTRACTIVE = "extractive"
TEXT_FIELDS = ("request", "investigated", "learned", "completed", "next_steps")
LIST_FIELDS = ("files_read", "files_modified", "decisions")


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


def pending_sessions(conn, limit: int | None = None) -> list[str]:
    """Sessions whose newest event is past their summary's high-water mark, whose events compress
    has all seen, and that have a prompt or an observation to summarize."""
    rows = conn.execute(
        """SELECT e.session_id, max(e.id) AS newest
             FROM events e
            WHERE e.session_id IS NOT NULL
            GROUP BY e.session_id
           HAVING max(e.id) > coalesce((SELECT s.last_event_id FROM summaries s
                                         WHERE s.session_id = e.session_id), 0)
              AND NOT EXISTS (SELECT 1 FROM events x JOIN event_queue q ON q.event_id = x.id
                               WHERE x.session_id = e.session_id AND q.status IN ('pending', 'claimed'))
              AND (bool_or(e.event_type = 'prompt')
                   OR EXISTS (SELECT 1 FROM observations o
                               WHERE o.session_id = e.session_id AND o.deleted_at IS NULL))
            ORDER BY max(e.id)
            LIMIT %s""",
        (limit,),
    ).fetchall()
    conn.commit()
    return [row["session_id"] for row in rows]


def gather(conn, session_id: str, upto: int) -> dict:
    """The material of a session up to event `upto`: prompts, observations, the last assistant
    text, the commands still failing at the end, files read."""
    from memtool import compress

    prompts = [row["prompt"] for row in conn.execute(
        """SELECT payload->>'prompt' AS prompt FROM events
            WHERE session_id = %s AND event_type = 'prompt' AND id <= %s ORDER BY id""",
        (session_id, upto))]
    observations = [records.observation_record(row) for row in conn.execute(
        """SELECT * FROM observations WHERE session_id = %s AND deleted_at IS NULL
            ORDER BY created_at, id""", (session_id,))]
    last = conn.execute(
        """SELECT payload->>'text' AS text FROM events
            WHERE session_id = %s AND event_type IN ('assistant', 'session_end') AND id <= %s
              AND coalesce(payload->>'text', '') <> ''
            ORDER BY id DESC LIMIT 1""",
        (session_id, upto)).fetchone()
    context = compress.session_context(conn, {"session_id": session_id, "id": upto + 1}, depth=200)
    return {"session_id": session_id, "prompts": prompts, "observations": observations,
            "last_assistant": last["text"] if last else None,
            "open_failures": context.get("failed_commands", []), "files_read": context.get("files_read", [])}


# -- asking a model ---------------------------------------------------------------------------------

SYSTEM = ("You summarise one session of an AI coding agent for the developer's future self, as one JSON object: "
          "what was asked, what was investigated, what was learned, what was completed, what remains, and the "
          "decisions made. Be concise and factual; use only what the material says.")

SUMMARY_SCHEMA = {
    "type": "object",
    "properties": {
        "request": {"type": "string", "maxLength": 160},
        "investigated": {"type": "string", "maxLength": 160},
        "learned": {"type": "string", "maxLength": 160},
        "completed": {"type": "string", "maxLength": 160},
        "next_steps": {"type": "string", "maxLength": 120},
        "decisions": {"type": "array", "items": {"type": "string", "minLength": 4, "maxLength": 80}, "maxItems": 3},
    },
    "required": ["request", "investigated", "learned", "completed", "next_steps", "decisions"],
    "additionalProperties": False,
}


def _clip(text: str, limit: int) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[:limit] + " …"


def model_prompt(session: dict, draft: dict) -> str:
    lines = ["The user's requests:"]
    lines += [f"- {_clip(p, 240)}" for p in session["prompts"][:6]] or ["- (none recorded)"]
    lines.append("Memories recorded during the session:")
    lines += [f"- ({o['type']}) {_clip(o['title'], 100)}: {_clip(o['narrative'], 120)}"
              for o in session["observations"][-25:]] or ["- (none)"]
    if draft["files_modified"]:
        lines.append("Files modified: " + ", ".join(draft["files_modified"][:15]))
    if session.get("open_failures"):
        lines.append("Still failing at the end: " + "; ".join(session["open_failures"][:3]))
    if session.get("last_assistant"):
        lines.append("The agent's last words: " + _clip(session["last_assistant"], 400))
    lines.append("Summary JSON:")
    return "\n".join(lines)


def ask_model(backend, session: dict, draft: dict) -> dict:
    from memtool import llm

    return llm.generate(backend, SYSTEM, model_prompt(session, draft), SUMMARY_SCHEMA,
                        max_tokens_=int(llm.max_tokens() * 1.5))


# -- writing ------------------------------------------------------------------------------------------


def _content_hash(fields: dict) -> str:
    return records.sha256(records.canonical_json({k: fields[k] for k in (*TEXT_FIELDS, *LIST_FIELDS)}))


def build(conn, session_id: str, upto: int, backend=None) -> dict:
    """Summary fields for a session (not stored): extractive, or the model's with extractive files."""
    from memtool import privacy

    session = gather(conn, session_id, upto)
    fields = extractive.summarize(session)
    method = EXTRACTIVE
    metadata = {"observations": len(session["observations"]), "prompts": len(session["prompts"])}
    if backend is not None:
        from memtool import llm

        try:
            answer = ask_model(backend, session, fields)
        except llm.LLMError as exc:
            metadata.update(fallback_from=backend.name, llm_error=exc.message[:500])
        else:
            method = backend.name
            for key in TEXT_FIELDS:
                fields[key] = answer[key].strip()
            decisions = [d.strip() for d in answer["decisions"] if d.strip()]
            fields["decisions"] = list(dict.fromkeys([*decisions, *fields["decisions"]]))[:20]
    for key in TEXT_FIELDS:
        fields[key], _ = privacy.scrub(fields[key])
    for key in LIST_FIELDS:
        fields[key], _ = privacy.scrub_value(list(fields[key]))
    fields["method"] = method
    fields["metadata"] = metadata
    return fields


def summarize_session(conn, session_id: str, *, backend=None, force: bool = False, dry_run: bool = False,
                      stats: Stats | None = None) -> dict | None:
    """Summarize one session if it gained events since its summary (or with force). Returns the
    summary record when one was written (or would be, with dry_run), else None."""
    from psycopg.types.json import Jsonb

    stats = stats if stats is not None else Stats()
    stats.sessions += 1
    with conn.transaction():
        # One summarizer per session at a time; the second one then sees the new high-water mark.
        conn.execute("SELECT pg_advisory_xact_lock(hashtext('memtool-summary:' || %s))", (session_id,))
        newest = conn.execute(
            "SELECT max(id) AS newest, (array_agg(project ORDER BY id DESC))[1] AS project"
            " FROM events WHERE session_id = %s", (session_id,)).fetchone()
        if newest["newest"] is None:
            raise NotFound(f"session {session_id} has no events", "list sessions with `memtool timeline` or `memtool stats`")
        current = conn.execute("SELECT * FROM summaries WHERE session_id = %s", (session_id,)).fetchone()
        if current and (current["last_event_id"] or 0) >= newest["newest"] and not force:
            stats.up_to_date += 1
            return None
        fields = build(conn, session_id, newest["newest"], backend)
        if fields["metadata"].get("fallback_from"):
            stats.fallbacks += 1
        content_hash = _content_hash(fields)
        if dry_run:
            stats.written += 1
            return records.summary_record({**fields, "session_id": session_id, "project": newest["project"],
                                           "last_event_id": newest["newest"], "content_hash": content_hash})
        if current and current["content_hash"] == content_hash:
            conn.execute("UPDATE summaries SET last_event_id = %s WHERE id = %s", (newest["newest"], current["id"]))
            stats.unchanged += 1
            return None
        values = {**fields, "metadata": Jsonb(fields["metadata"]), "session_id": session_id,
                  "project": newest["project"], "last_event_id": newest["newest"], "content_hash": content_hash}
        row = conn.execute(
            """INSERT INTO summaries (session_id, project, request, investigated, learned, completed, next_steps,
                                      files_read, files_modified, decisions, method, last_event_id, metadata,
                                      content_hash)
               VALUES (%(session_id)s, %(project)s, %(request)s, %(investigated)s, %(learned)s, %(completed)s,
                       %(next_steps)s, %(files_read)s, %(files_modified)s, %(decisions)s, %(method)s,
                       %(last_event_id)s, %(metadata)s, %(content_hash)s)
               ON CONFLICT (session_id) DO UPDATE SET
                   project = EXCLUDED.project, request = EXCLUDED.request, investigated = EXCLUDED.investigated,
                   learned = EXCLUDED.learned, completed = EXCLUDED.completed, next_steps = EXCLUDED.next_steps,
                   files_read = EXCLUDED.files_read, files_modified = EXCLUDED.files_modified,
                   decisions = EXCLUDED.decisions, method = EXCLUDED.method,
                   last_event_id = EXCLUDED.last_event_id, metadata = EXCLUDED.metadata,
                   content_hash = EXCLUDED.content_hash
               RETURNING *""",
            values,
        ).fetchone()
    stats.written += 1
    return records.summary_record(row)


def summarize(conn, session_ids: Iterable[str] = (), *, records_in: Iterable[dict] | None = None,
              pending: bool = False, backend=None, force: bool = False, dry_run: bool = False,
              limit: int | None = None, stats: Stats | None = None) -> Iterator[dict]:
    """Summarize the given sessions, those of `records_in` (passed through first) and, with
    `pending`, every session that needs it. Yields the summary records written."""
    stats = stats if stats is not None else Stats()
    wanted: list[str] = list(dict.fromkeys(session_ids))
    from_records: list[str] = []
    if records_in is not None:
        for record in records_in:
            yield record
            session = record.get("session_id") if isinstance(record, dict) else None
            if isinstance(session, str) and session not in wanted and session not in from_records:
                from_records.append(session)
    conn.commit()
    for session_id in [*wanted, *from_records]:
        try:
            summary = summarize_session(conn, session_id, backend=backend, force=force, dry_run=dry_run,
                                        stats=stats)
        except NotFound:
            if session_id in wanted:
                raise
            continue  # a record named a session that has no events here: nothing to summarize
        conn.commit()
        if summary is not None:
            yield summary
    wanted += from_records
    if pending:
        done = set(wanted)
        for session_id in pending_sessions(conn, limit):
            if session_id in done:
                continue
            summary = summarize_session(conn, session_id, backend=backend, force=force, dry_run=dry_run, stats=stats)
            conn.commit()
            if summary is not None:
                yield summary
