"""Capture: hook payloads in, append-only events out — redacted, deduplicated, never lost.

Accepted input, one JSON object per line (autodetected; `source` forces one):

* OpenCode plugin payloads `{"hook", "input", "output", "t"?, "directory"?}` — `chat.message`
  (prompt), `tool.execute.after` (built-in `{title, output, metadata}` and raw MCP
  `CallToolResult` shapes), `experimental.text.complete` (assistant text),
  `experimental.session.compacting`, and `event` with bus events `session.created`,
  `session.idle`, `session.compacted`, `session.deleted`, `message.part.updated` (completed tool
  parts). Bus events also arrive bare (`{"id","type","properties"}`), as `data: {...}` lines of
  the `/event` SSE stream, or as `opencode run --format json` lines (`tool_use`, `text`).
* Claude Code hook JSON `{"hook_event_name", "session_id", "cwd", ...}` — SessionStart,
  UserPromptSubmit, PostToolUse, Stop, SubagentStop, PreCompact, SessionEnd.
* memtool event records `{"kind": "event", "event_type", "payload", ...}` (e.g. from export).

Anything else with a `kind` passes through to stdout unchanged; hook chatter memory has no use
for (streaming deltas, `plugin.added`, `tool.definition`, PreToolUse, …) is ignored.

Event record written to the database and to stdout:

    kind "event", id, event_key (idempotency key: the tool call id / bus event id / message id,
    else a content hash), session_id, project, source (opencode | claude-code | memtool),
    event_type (session_start | prompt | tool | assistant | session_end | compaction | note),
    tool_name, cwd, payload{hook, prompt | tool_input, tool_output, title, exit_code, is_error |
    text, ...}, flags[] ("redacted", "truncated"), content_hash, occurred_at, ingested_at

Before anything touches disk every string is scrubbed (`<private>` blocks, memtool's own
`<persistent-memory>` blocks, secrets) and strings over 64 KiB are cut with a visible marker
(flag "truncated").

Every line stands alone (records.read_jsonl): it is decoded and normalised on its own (NUL,
lone surrogates, NaN, huge numbers, deep nesting; see records.loads), and a line that still
cannot be an event — malformed, an identifier that is an object or longer than 4,096
characters, a memtool record with an unreadable time, OpenCode `parts`/`event` that are
neither JSON nor JSON text, a field of the wrong type deep in a known shape — is an InputError
naming its line; its neighbours are stored. A hook's unreadable time (`t`, `timestamp`)
becomes the ingest time. When the database refuses the data of a batch, its rows are stored
one by one and only the refused ones are reported.

Once read, nothing is lost: when the database is unreachable within the connect timeout, when a
lock is held longer than MEMTOOL_LOCK_TIMEOUT, or on any other failure on the way to it, the
rows go to the spool (see spool.py), which the next ingest drains.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from memtool import config
from memtool import project as projects
from memtool import records
from memtool.errors import DatabaseError, InputError, MemtoolError

MAX_FIELD_BYTES = 64 * 1024
SOURCES = ("auto", "opencode", "claude-code", "memtool")
EVENT_TYPES = ("session_start", "prompt", "tool", "assistant", "session_end", "compaction", "note")
BATCH = 500
STATEMENT_BUDGET = 6  # a statement may run this many lock timeouts (30 s by default) before ingest spools
MAX_ID_CHARS = 4096  # session ids, tool names, directories: longer is not an identifier


# -- normalising payloads -----------------------------------------------------------------------


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _when(value: Any) -> dt.datetime:
    if value in (None, ""):
        return _now()
    try:
        return records.parse_time(value)
    except MemtoolError:
        return _now()


def _text_of_mcp_result(result: dict) -> str:
    parts = []
    for item in result.get("content") or []:
        if isinstance(item, dict):
            if item.get("type") == "text":
                parts.append(str(item.get("text", "")))
            else:
                parts.append(f"[{item.get('type', 'content')}]")
    if not parts and result.get("structuredContent") is not None:
        parts.append(records.dumps(result["structuredContent"]))
    return "\n".join(parts)


def _tool_result(output: Any) -> dict:
    """The common fields of a tool result, whatever shape it came in."""
    if output is None:
        return {"tool_output": "", "title": None, "exit_code": None, "is_error": None}
    if isinstance(output, str):
        return {"tool_output": output, "title": None, "exit_code": None, "is_error": None}
    if not isinstance(output, dict):
        return {"tool_output": records.dumps(output), "title": None, "exit_code": None, "is_error": None}
    if "content" in output and isinstance(output.get("content"), list):  # raw MCP CallToolResult
        return {"tool_output": _text_of_mcp_result(output), "title": None, "exit_code": None,
                "is_error": bool(output.get("isError"))}
    metadata = output.get("metadata") if isinstance(output.get("metadata"), dict) else {}
    text = output.get("output")
    if text is None:
        # Claude Code tool_response: Bash {stdout, stderr}, others are structured objects.
        if "stdout" in output or "stderr" in output:
            text = "\n".join(str(output.get(k) or "") for k in ("stdout", "stderr") if output.get(k))
        else:
            text = records.dumps(output)
    exit_code = metadata.get("exit", output.get("exit_code", output.get("exitCode")))
    is_error = output.get("is_error", output.get("isError"))
    if is_error is None and output.get("interrupted"):
        is_error = True
    if is_error is None and isinstance(exit_code, int):
        is_error = exit_code != 0
    return {"tool_output": text if isinstance(text, str) else records.dumps(text),
            "title": output.get("title") or None,
            "exit_code": exit_code if isinstance(exit_code, int) else None,
            "is_error": is_error if isinstance(is_error, bool) else None}


def _decoded(value: Any, kind: type, field: str | None) -> Any:
    """A field that should hold a JSON object or array; some producers send it JSON-encoded as
    a string. Anything else counts as empty, or — for a `field` the record cannot do without —
    makes the line bad."""
    if isinstance(value, kind):
        return value
    if isinstance(value, str):
        try:
            decoded = records.loads(value)
        except InputError:
            decoded = None
        if isinstance(decoded, kind):
            return decoded
    if field is not None and value is not None:
        raise InputError(f"{field} must be a JSON {'object' if kind is dict else 'array'}, "
                         f"not {type(value).__name__} {repr(value)[:40]}", "fix the producer; other lines are not affected")
    return kind()


def _obj(value: Any, field: str | None = None) -> dict:
    return _decoded(value, dict, field)


def _list(value: Any, field: str | None = None) -> list:
    return _decoded(value, list, field)


def _text_field(value: Any, field: str) -> str | None:
    """An identifier column (session id, tool name, cwd, project, event key): text or null.
    Numbers are taken as their text; objects, arrays and giant strings make the line bad."""
    if value is None or isinstance(value, str):
        if value is not None and len(value) > MAX_ID_CHARS:
            raise InputError(f"{field} is {len(value)} characters long (at most {MAX_ID_CHARS})",
                             "fix the producer; other lines are not affected")
        return value
    if isinstance(value, (int, float)):
        return str(value)
    raise InputError(f"{field} must be a string, not a JSON {type(value).__name__}",
                     "fix the producer; other lines are not affected")


def _event_key(key: Any) -> str:
    """An idempotency key short enough to index: a long one (a giant call id) is kept as its
    first 200 characters plus the hash of the whole."""
    key = key if isinstance(key, str) else _text_field(key, "event_key") or ""
    if len(key) > 256:
        key = f"{key[:200]}…{records.sha256(key)[:32]}"
    return key


def _row(*, key: Any, source: str, event_type: str, session_id: Any, payload: dict,
         when: Any = None, tool_name: Any = None, cwd: Any = None, project: Any = None) -> dict:
    return {"event_key": _event_key(key), "session_id": _text_field(session_id, "session_id"),
            "project": _text_field(project, "project"), "source": _text_field(source, "source") or "memtool",
            "event_type": event_type, "tool_name": _text_field(tool_name, "tool_name"),
            "cwd": _text_field(cwd, "cwd"), "payload": payload, "occurred_at": _when(when)}


def _opencode_tool_part(part: dict, session_id: str | None, when: Any, hook: str, cwd: str | None) -> list[dict]:
    state = _obj(part.get("state"))
    if state.get("status") not in ("completed", "error"):
        return []
    result = _tool_result({"output": state.get("output", state.get("error", "")),
                           "title": state.get("title"), "metadata": _obj(state.get("metadata"))})
    if state.get("status") == "error":
        result["is_error"] = True
    session_id = part.get("sessionID") or session_id
    return [_row(key=f"opencode:tool:{session_id}:{part.get('callID')}", source="opencode", event_type="tool",
                 session_id=session_id, tool_name=part.get("tool"), cwd=cwd, when=when,
                 payload={"hook": hook, "tool_input": state.get("input") or {}, **result})]


def _opencode_bus(evt: dict, when: Any, cwd: str | None, hook: str) -> list[dict]:
    kind = evt.get("type")
    props = _obj(evt.get("properties"))
    session_id = props.get("sessionID") or _obj(props.get("info")).get("id")
    key = f"opencode:evt:{evt['id']}" if evt.get("id") else None
    hook = f"{hook}:{kind}" if hook else str(kind)
    if kind == "session.created":
        info = _obj(props.get("info"))
        created = _obj(info.get("time")).get("created", when)
        return [_row(key=key or f"opencode:session:{session_id}", source="opencode", event_type="session_start",
                     session_id=session_id, cwd=info.get("directory") or cwd, when=created,
                     payload={"hook": hook, "title": info.get("title"), "slug": info.get("slug"),
                              "version": info.get("version"), "opencode_project_id": info.get("projectID")})]
    if kind in ("session.idle", "session.compacted", "session.deleted"):
        event_type = "compaction" if kind == "session.compacted" else "session_end"
        return [_row(key=key or f"opencode:{kind}:{session_id}:{when}", source="opencode", event_type=event_type,
                     session_id=session_id, cwd=cwd, when=when, payload={"hook": hook})]
    if kind == "message.part.updated":
        part = _obj(props.get("part"))
        if part.get("type") == "tool":
            return _opencode_tool_part(part, session_id, when, hook, cwd)
    return []


def _from_opencode(rec: dict) -> list[dict]:
    hook = rec.get("hook")
    inp = _obj(rec.get("input"))
    out = _obj(rec.get("output"))
    when = rec.get("t")
    cwd = rec.get("directory") or rec.get("cwd")
    session_id = inp.get("sessionID")
    if hook == "event":
        return _opencode_bus(_obj(inp["event"], "input.event") if "event" in inp else inp, when, cwd, "event")
    if hook == "chat.message":
        message = _obj(out.get("message"))
        text = "\n".join(str(p.get("text") or "") for p in map(_obj, _list(out.get("parts"), "output.parts"))
                         if p.get("type") == "text" and not p.get("synthetic"))
        session_id = session_id or message.get("sessionID")
        key = f"opencode:msg:{message['id']}" if message.get("id") else None
        return [_row(key=key or "", source="opencode", event_type="prompt", session_id=session_id, cwd=cwd,
                     when=_obj(message.get("time")).get("created", when),
                     payload={"hook": hook, "prompt": text, "agent": message.get("agent")})]
    if hook == "tool.execute.after":
        return [_row(key=f"opencode:tool:{session_id}:{inp.get('callID')}", source="opencode", event_type="tool",
                     session_id=session_id, tool_name=inp.get("tool"), cwd=cwd, when=when,
                     payload={"hook": hook, "tool_input": inp.get("args") or {}, **_tool_result(rec.get("output"))})]
    if hook == "experimental.text.complete":
        key = f"opencode:text:{inp.get('partID')}" if inp.get("partID") else ""
        return [_row(key=key, source="opencode", event_type="assistant", session_id=session_id, cwd=cwd,
                     when=when, payload={"hook": hook, "text": out.get("text", "")})]
    if hook == "experimental.session.compacting":
        return [_row(key="", source="opencode", event_type="compaction", session_id=session_id, cwd=cwd,
                     when=when, payload={"hook": hook})]
    return []


def _from_opencode_run_json(rec: dict) -> list[dict]:
    part = _obj(rec.get("part"))
    if rec.get("type") == "tool_use":
        return _opencode_tool_part(part, rec.get("sessionID"), rec.get("timestamp"), "run:tool_use", None)
    if rec.get("type") == "text" and part.get("text"):
        return [_row(key=f"opencode:text:{part.get('id')}", source="opencode", event_type="assistant",
                     session_id=rec.get("sessionID"), when=rec.get("timestamp"),
                     payload={"hook": "run:text", "text": part.get("text", "")})]
    return []


_CLAUDE_TYPES = {"SessionStart": "session_start", "UserPromptSubmit": "prompt", "PostToolUse": "tool",
                 "Stop": "session_end", "SubagentStop": "session_end", "SessionEnd": "session_end",
                 "PreCompact": "compaction"}


def _from_claude(rec: dict) -> list[dict]:
    hook = rec.get("hook_event_name")
    event_type = _CLAUDE_TYPES.get(hook)
    if event_type is None:
        return []
    session_id = rec.get("session_id")
    payload: dict[str, Any] = {"hook": hook}
    tool_name = None
    if event_type == "tool":
        tool_name = rec.get("tool_name")
        payload.update(tool_input=rec.get("tool_input") or {}, **_tool_result(rec.get("tool_response")))
        key = f"claude-code:tool:{session_id}:{rec['tool_use_id']}" if rec.get("tool_use_id") else ""
    else:
        if event_type == "prompt":
            payload["prompt"] = rec.get("prompt", "")
        elif event_type == "session_start":
            payload["start_source"] = rec.get("source")
        elif rec.get("last_assistant_message"):
            payload["text"] = rec["last_assistant_message"]
        if rec.get("trigger"):
            payload["trigger"] = rec["trigger"]
        if rec.get("reason"):
            payload["reason"] = rec["reason"]
        key = ""
    return [_row(key=key, source="claude-code", event_type=event_type, session_id=session_id,
                 tool_name=tool_name, cwd=rec.get("cwd"), payload=payload,
                 when=rec.get("timestamp"))]


def _from_memtool(rec: dict) -> list[dict]:
    event_type = rec.get("event_type") or "note"
    if event_type not in EVENT_TYPES:
        raise InputError(f"unknown event_type {repr(event_type)[:60]}", f"use one of: {', '.join(EVENT_TYPES)}")
    payload = rec.get("payload")
    if payload is None:
        payload = {"text": rec.get("text", "")}
    if not isinstance(payload, dict):
        raise InputError("payload must be a JSON object", 'e.g. "payload": {"text": "..."}')
    for field in ("occurred_at", "ingested_at"):  # memtool's own records: a bad time is an error
        if rec.get(field) not in (None, ""):
            records.parse_time(rec[field], field)
    if rec.get("flags") is not None and not isinstance(rec["flags"], list):
        raise InputError("flags must be a JSON array", 'e.g. "flags": ["redacted"]')
    row = _row(key=rec.get("event_key") or "", source=rec.get("source") or "memtool", event_type=event_type,
               session_id=rec.get("session_id"), tool_name=rec.get("tool_name"), cwd=rec.get("cwd"),
               payload=payload, when=rec.get("occurred_at"), project=rec.get("project"))
    if rec.get("ingested_at"):
        row["ingested_at"] = _when(rec["ingested_at"])
    if rec.get("flags"):
        row["flags"] = [str(f) for f in rec["flags"]]
    return row and [row]


def detect(rec: dict) -> str:
    if rec.get("kind") == "event":
        return "memtool"
    if "hook_event_name" in rec:
        return "claude-code"
    if "hook" in rec or ("type" in rec and "properties" in rec) or ("type" in rec and "part" in rec):
        return "opencode"
    return "unknown"


def _truncate(value: Any, flags: set[str]) -> Any:
    # runs before redaction (bounded cost); privacy.clip never keeps half a token
    from memtool import privacy

    if isinstance(value, str):
        kept, dropped = privacy.clip(value, MAX_FIELD_BYTES)
        if dropped:
            flags.add("truncated")
            return f"{kept}\n…[memtool: truncated {dropped} bytes]"
        return value
    if isinstance(value, dict):
        return {k: _truncate(v, flags) for k, v in value.items()}
    if isinstance(value, list):
        return [_truncate(v, flags) for v in value]
    return value


def normalise(rec: dict, source: str = "auto") -> list[dict]:
    """Turn one input record into zero or more scrubbed event rows (not yet stored).

    Raises InputError for a record that is none of the accepted shapes."""
    from memtool import privacy

    kind = detect(rec) if source == "auto" else source
    try:
        if kind == "opencode":
            rows = _from_opencode(rec) if "hook" in rec else (
                _from_opencode_run_json(rec) if "part" in rec else _opencode_bus(rec, None, None, ""))
        elif kind == "claude-code":
            rows = _from_claude(rec)
        elif kind == "memtool":
            rows = _from_memtool(rec)
        else:
            raise InputError("unrecognised record (not an OpenCode hook, a Claude Code hook or a memtool event)",
                             "pass --source opencode|claude-code|memtool, or fix the producer")
    except (AttributeError, TypeError, KeyError, ValueError) as exc:
        # A field of an unexpected type deep in a known shape: this line is bad, not the run.
        raise InputError(f"unexpected {kind} record shape ({type(exc).__name__}: {str(exc)[:120]})",
                         "fix the producer; other lines are not affected") from None
    try:
        process_cwd = os.getcwd()
    except OSError:  # the hook's directory was deleted under it
        process_cwd = None
    for row in rows:
        flags = set(row.get("flags") or [])
        row["payload"] = _truncate(row["payload"], flags)
        if privacy.scrub_event(row):  # every string: keys, ids, cwd, tool name too
            flags.add("redacted")
        row["flags"] = sorted(flags)
        row["process_cwd"] = process_cwd
        row["content_hash"] = records.sha256(records.canonical_json(
            [row["event_type"], row["tool_name"], row["session_id"], row["payload"]]))
        if not row["event_key"]:
            basis = [row["source"], row["session_id"], row["content_hash"]]
            if row["event_type"] != "prompt" and row["source"] != "memtool":
                basis.append(records.iso(row["occurred_at"]))
            row["event_key"] = f"{row['source']}:hash:{records.sha256(records.canonical_json(basis))[:32]}"
        row["occurred_at"] = records.iso(row["occurred_at"])
        if row.get("ingested_at"):
            row["ingested_at"] = records.iso(row["ingested_at"])
    return rows


def _skip_excluded(row: dict) -> bool:
    directory = row.get("cwd") or row.get("process_cwd")
    return bool(directory) and projects.is_excluded(directory)


# -- storing -----------------------------------------------------------------------------------

_INSERT = """
INSERT INTO events (id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,
                    content_hash, occurred_at, ingested_at)
VALUES (COALESCE(%s::bigint, nextval(pg_get_serial_sequence('events', 'id'))),
        %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, COALESCE(%s::timestamptz, now()))
ON CONFLICT (event_key) DO NOTHING
RETURNING id, ingested_at
"""


def _assign_projects(conn, rows: list[dict]) -> None:
    """Project: explicit > the payload's directory > the session's project > the hook's cwd."""
    pending = [r for r in rows if not r.get("project")]
    sessions = {r["session_id"] for r in pending if r.get("session_id") and not r.get("cwd")}
    known: dict[str, str] = {}
    if sessions:
        for found in conn.execute("SELECT id, project FROM sessions WHERE id = ANY(%s)", (list(sessions),)):
            known[found["id"]] = found["project"]
    for row in rows:
        if row.get("project"):
            pass
        elif row.get("cwd"):
            row["project"] = projects.resolve(row["cwd"])
        elif row.get("session_id") in known:
            row["project"] = known[row["session_id"]]
        else:
            row["project"] = projects.resolve(row.get("process_cwd"))
        if row.get("session_id") and row["session_id"] not in known:
            known[row["session_id"]] = row["project"]


def store(conn, rows: list[dict]) -> list[dict]:
    """Store a batch of normalised rows in one transaction; return the newly stored event
    records (rows whose event_key already existed are left out)."""
    from psycopg.types.json import Jsonb

    from memtool import passages

    stored: list[dict] = []
    with conn.transaction():
        _assign_projects(conn, rows)
        params = [(r.get("id"), r["event_key"], r["session_id"], r["project"], r["source"], r["event_type"], r["tool_name"],
                   r["cwd"], Jsonb(r["payload"]), r["flags"], r["content_hash"], r["occurred_at"],
                   r.get("ingested_at")) for r in rows]
        with conn.cursor() as cur:
            cur.executemany(_INSERT, params, returning=True)
            index = 0
            while True:
                found = cur.fetchone()
                if found is not None:
                    record = dict(rows[index], id=found["id"], ingested_at=found["ingested_at"])
                    stored.append(record)
                index += 1
                if not cur.nextset():
                    break
        if any(r.get("id") is not None for r in rows):
            conn.execute("SELECT setval(pg_get_serial_sequence('events', 'id'), "
                         "GREATEST((SELECT max(id) FROM events), 1))")
        if stored:
            conn.execute(
                "INSERT INTO event_queue (event_id) SELECT unnest(%s::bigint[]) ON CONFLICT DO NOTHING",
                ([r["id"] for r in stored],),
            )
            passages.write(conn, stored)  # the event tier of search, in the events' transaction
            sessions: dict[str, dict] = {}
            for r in stored:
                if r.get("session_id"):
                    s = sessions.setdefault(r["session_id"], {"project": r["project"], "source": r["source"],
                                                              "cwd": r["cwd"], "first": r["occurred_at"],
                                                              "last": r["occurred_at"]})
                    s["cwd"] = s["cwd"] or r["cwd"]
                    s["first"] = min(s["first"], r["occurred_at"])
                    s["last"] = max(s["last"], r["occurred_at"])
            with conn.cursor() as cur:
                cur.executemany(
                    """INSERT INTO sessions (id, project, source, cwd, started_at, last_event_at)
                       VALUES (%s, %s, %s, %s, %s, %s)
                       ON CONFLICT (id) DO UPDATE SET
                         cwd = COALESCE(sessions.cwd, EXCLUDED.cwd),
                         started_at = LEAST(sessions.started_at, EXCLUDED.started_at),
                         last_event_at = GREATEST(sessions.last_event_at, EXCLUDED.last_event_at)""",
                    [(sid, s["project"], s["source"], s["cwd"], s["first"], s["last"]) for sid, s in sessions.items()],
                )
    return [records.event_record(r) for r in stored]


def store_batch(conn, rows: list[dict]) -> tuple[list[dict], list[tuple[int, DatabaseError]]]:
    """Store rows in one transaction; when the database refuses the batch's data, store them one
    transaction each to find the rows it refuses. Returns the stored event records and
    (index in rows, error) per refused row. A lost connection raises DatabaseUnavailable, a
    database that takes no data (read-only, disk full, privileges) DatabaseError."""
    from memtool import db

    try:
        with db.translate_errors():
            return store(conn, rows), []
    except DatabaseError as exc:
        if not exc.refuses_the_data():
            raise
    stored: list[dict] = []
    refused: list[tuple[int, DatabaseError]] = []
    for index, row in enumerate(rows):
        try:
            with db.translate_errors():
                stored.extend(store(conn, [row]))
        except DatabaseError as exc:
            if not exc.refuses_the_data():
                raise
            refused.append((index, exc))
    return stored, refused



# -- the pipeline ------------------------------------------------------------------------------


class IngestReport:
    """What an ingest run did, for the CLI's stderr summary."""

    def __init__(self) -> None:
        self.read = 0
        self.stored = 0
        self.duplicates = 0
        self.ignored = 0
        self.excluded = 0
        self.spooled = 0
        self.replayed = 0
        self.quarantined = 0
        self.errors: list[InputError] = []
        self.spool_reason: str | None = None


def _sse_aware(lines: Iterable[str]) -> Iterator[str]:
    """Accept the OpenCode SSE stream: `data: {...}` lines; other SSE fields are skipped."""
    for line in lines:
        stripped = line.lstrip()
        if stripped.startswith("data:"):
            yield stripped[5:]
        elif stripped.startswith(("event:", "id:", "retry:", ":")):
            yield ""
        else:
            yield line


def _reason(exc: BaseException) -> str:
    return exc.message if isinstance(exc, MemtoolError) else f"{type(exc).__name__}: {str(exc)[:200]}"


def ingest(lines: Iterable[str | bytes], *, source: str = "auto", ignore_errors: bool = False,
           report: IngestReport | None = None, connect: Callable | None = None,
           batch_size: int = BATCH, replay_spool: bool = True) -> Iterator[dict]:
    """Read JSONL lines (text or bytes), store events, yield output records (stored events,
    passed-through records, and — with ignore_errors — error records). Bad lines, and events the
    database refuses, are collected in report.errors (strict mode: the caller exits 1 after
    everything good was stored). Once input is read it is never lost: whatever fails on the
    way to the database (connecting, a restarting server, a timeout) sends the rows to the spool."""
    from memtool import db, spool

    report = report or IngestReport()
    # Bounded like a hook must be: behind another session's lock the rows go to the spool.
    connect = connect or (lambda: db.connect(timeout=None, lock_timeout=config.lock_timeout(),
                                             statement_timeout=STATEMENT_BUDGET * config.lock_timeout()))
    state: dict[str, Any] = {"conn": None, "down": False}

    def give_up(exc: BaseException) -> None:
        state["down"] = True
        report.spool_reason = _reason(exc)
        if state["conn"] is not None:
            try:
                state["conn"].close()
            except Exception:
                pass  # closing a broken connection: nothing left to save
            state["conn"] = None

    def connection():
        if state["conn"] is None and not state["down"]:
            try:
                state["conn"] = connect()
                if replay_spool:
                    replay(state["conn"], report)
            except Exception as exc:  # any failure here: the rows in hand go to the spool
                give_up(exc)
        return state["conn"]

    def bad(number: int, error: InputError) -> Iterator[dict]:
        if ignore_errors:
            yield {"kind": "error", "line": number, "error": str(error)}
        else:
            report.errors.append(error)

    def flush(rows: list[dict], numbers: list[int]) -> Iterator[dict]:
        if not rows:
            return
        conn = connection()
        if conn is not None:
            try:
                stored, refused = store_batch(conn, rows)
            except Exception as exc:  # lost, timed out, restarted: spool (replay is exactly-once)
                give_up(exc)
            else:
                report.stored += len(stored)
                report.duplicates += len(rows) - len(stored) - len(refused)
                for index, refusal in refused:
                    yield from bad(numbers[index], InputError(f"the database refused this event: {refusal.message}",
                                                              "rerun with --debug for details", line=numbers[index]))
                yield from stored
                return
        spool.append(rows)
        report.spooled += len(rows)

    batch: list[dict] = []
    numbers: list[int] = []
    try:
        for number, item in records.read_jsonl(_sse_aware(records.text_lines(lines))):
            report.read += 1
            if not isinstance(item, dict):
                yield from bad(number, InputError(str(item), line=number) if not isinstance(item, InputError) else item)
                continue
            if item.get("kind") not in (None, "event"):
                yield item  # not ours: pass through
                continue
            try:
                rows = normalise(item, source)
            except InputError as exc:
                yield from bad(number, InputError(exc.message, exc.hint, line=number))
                continue
            if not rows:
                report.ignored += 1
                continue
            for row in rows:
                if _skip_excluded(row):
                    report.excluded += 1
                else:
                    batch.append(row)
                    numbers.append(number)
            if len(batch) >= batch_size:
                yield from flush(batch, numbers)
                batch, numbers = [], []
        yield from flush(batch, numbers)
        if (state["conn"] is None and not state["down"] and replay_spool and not report.errors
                and spool.waiting()):
            connection()  # nothing to store, but drain a waiting spool while we are here
    finally:
        if state["conn"] is not None:
            state["conn"].close()


def _drain_file(conn, path: Path) -> tuple[int, list[tuple[Path, int, str, bytes | str]]]:
    """Store one claimed spool file; return how many rows went in (or were in already) and the
    lines that cannot be stored, with the reason."""
    from memtool import spool

    done = 0
    unstorable: list[tuple[Path, int, str, bytes | str]] = []
    rows: list[dict] = []
    where: list[tuple[int, bytes]] = []
    for number, row, raw in spool.read(path):
        if isinstance(row, str):
            unstorable.append((path, number, row, raw))
        else:
            rows.append(row)
            where.append((number, raw))
        if len(rows) >= BATCH:
            done += _store_spooled(conn, path, rows, where, unstorable)
            rows, where = [], []
    if rows:
        done += _store_spooled(conn, path, rows, where, unstorable)
    return done, unstorable


def _store_spooled(conn, path, rows: list[dict], where: list[tuple[int, bytes]], unstorable: list) -> int:
    _, refused = store_batch(conn, rows)  # DatabaseUnavailable: the file waits for the next drain
    for index, exc in refused:
        number, raw = where[index]
        unstorable.append((path, number, f"refused by the database: {exc.message}", raw))
    return len(rows) - len(refused)


def replay(conn, report: IngestReport | None = None, wait: bool = False) -> int:
    """Drain the spool into the database, oldest first; return how many spooled rows were
    stored or found already stored. One process drains at a time: when another holds the drain
    lock this returns 0 at once (or, with wait, waits for it). Lines that cannot be stored are
    quarantined (report.quarantined). Safe to re-run after a crash (event_key: exactly once)."""
    from memtool import spool

    report = report or IngestReport()
    if not spool.waiting():
        return 0
    done = 0
    with spool.drain_lock(wait=wait) as mine:
        if not mine:
            return 0
        for path in spool.claim():
            stored, unstorable = _drain_file(conn, path)
            done += stored
            if unstorable:
                spool.quarantine(unstorable)
                report.quarantined += len(unstorable)
            path.unlink(missing_ok=True)
    report.replayed += done
    return done
