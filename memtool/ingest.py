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
(flag "truncated"). When the database is unreachable within the connect timeout, events go to
the spool (see spool.py) and the next successful ingest stores them first, in order.
"""

from __future__ import annotations

import datetime as dt
import os
from typing import Any, Callable, Iterable, Iterator

from memtool import project as projects
from memtool import records
from memtool.errors import DatabaseUnavailable, InputError, MemtoolError

MAX_FIELD_BYTES = 64 * 1024
SOURCES = ("auto", "opencode", "claude-code", "memtool")
EVENT_TYPES = ("session_start", "prompt", "tool", "assistant", "session_end", "compaction", "note")
BATCH = 500


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


def _row(*, key: str, source: str, event_type: str, session_id: str | None, payload: dict,
         when: Any = None, tool_name: str | None = None, cwd: str | None = None,
         project: str | None = None) -> dict:
    return {"event_key": key, "session_id": session_id, "project": project, "source": source,
            "event_type": event_type, "tool_name": tool_name, "cwd": cwd, "payload": payload,
            "occurred_at": _when(when)}


def _opencode_tool_part(part: dict, session_id: str | None, when: Any, hook: str, cwd: str | None) -> list[dict]:
    state = part.get("state") or {}
    if state.get("status") not in ("completed", "error"):
        return []
    result = _tool_result({"output": state.get("output", state.get("error", "")),
                           "title": state.get("title"), "metadata": state.get("metadata") or {}})
    if state.get("status") == "error":
        result["is_error"] = True
    session_id = part.get("sessionID") or session_id
    return [_row(key=f"opencode:tool:{session_id}:{part.get('callID')}", source="opencode", event_type="tool",
                 session_id=session_id, tool_name=part.get("tool"), cwd=cwd, when=when,
                 payload={"hook": hook, "tool_input": state.get("input") or {}, **result})]


def _opencode_bus(evt: dict, when: Any, cwd: str | None, hook: str) -> list[dict]:
    kind = evt.get("type")
    props = evt.get("properties") or {}
    session_id = props.get("sessionID") or (props.get("info") or {}).get("id")
    key = f"opencode:evt:{evt['id']}" if evt.get("id") else None
    hook = f"{hook}:{kind}" if hook else str(kind)
    if kind == "session.created":
        info = props.get("info") or {}
        created = (info.get("time") or {}).get("created", when)
        return [_row(key=key or f"opencode:session:{session_id}", source="opencode", event_type="session_start",
                     session_id=session_id, cwd=info.get("directory") or cwd, when=created,
                     payload={"hook": hook, "title": info.get("title"), "slug": info.get("slug"),
                              "version": info.get("version"), "opencode_project_id": info.get("projectID")})]
    if kind in ("session.idle", "session.compacted", "session.deleted"):
        event_type = "compaction" if kind == "session.compacted" else "session_end"
        return [_row(key=key or f"opencode:{kind}:{session_id}:{when}", source="opencode", event_type=event_type,
                     session_id=session_id, cwd=cwd, when=when, payload={"hook": hook})]
    if kind == "message.part.updated":
        part = props.get("part") or {}
        if part.get("type") == "tool":
            return _opencode_tool_part(part, session_id, when, hook, cwd)
    return []


def _from_opencode(rec: dict) -> list[dict]:
    hook = rec.get("hook")
    inp = rec.get("input") if isinstance(rec.get("input"), dict) else {}
    out = rec.get("output") if isinstance(rec.get("output"), dict) else {}
    when = rec.get("t")
    cwd = rec.get("directory") or rec.get("cwd")
    session_id = inp.get("sessionID")
    if hook == "event":
        return _opencode_bus(inp.get("event", inp), when, cwd, "event")
    if hook == "chat.message":
        message = out.get("message") or {}
        text = "\n".join(p.get("text", "") for p in out.get("parts") or []
                         if isinstance(p, dict) and p.get("type") == "text" and not p.get("synthetic"))
        session_id = session_id or message.get("sessionID")
        key = f"opencode:msg:{message['id']}" if message.get("id") else None
        return [_row(key=key or "", source="opencode", event_type="prompt", session_id=session_id, cwd=cwd,
                     when=(message.get("time") or {}).get("created", when),
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
    part = rec.get("part") or {}
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
        raise InputError(f"unknown event_type {event_type!r}", f"use one of: {', '.join(EVENT_TYPES)}")
    payload = rec.get("payload")
    if payload is None:
        payload = {"text": rec.get("text", "")}
    if not isinstance(payload, dict):
        raise InputError("payload must be a JSON object", 'e.g. "payload": {"text": "..."}')
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
    if isinstance(value, str):
        encoded = value.encode("utf-8", "surrogatepass")
        if len(encoded) > MAX_FIELD_BYTES:
            flags.add("truncated")
            kept = encoded[:MAX_FIELD_BYTES].decode("utf-8", "ignore")
            return f"{kept}\n…[memtool: truncated {len(encoded) - MAX_FIELD_BYTES} bytes]"
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
    try:
        process_cwd = os.getcwd()
    except OSError:  # the hook's directory was deleted under it
        process_cwd = None
    for row in rows:
        flags = set(row.get("flags") or [])
        payload, redactions = privacy.scrub_value(row["payload"])
        if redactions:
            flags.add("redacted")
        row["payload"] = _truncate(payload, flags)
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


def ingest(lines: Iterable[str], *, source: str = "auto", ignore_errors: bool = False,
           report: IngestReport | None = None, connect: Callable | None = None,
           batch_size: int = BATCH, replay_spool: bool = True) -> Iterator[dict]:
    """Read JSONL lines, store events, yield output records (stored events, passed-through
    records, and — with ignore_errors — error records). Bad lines are collected in
    report.errors (strict mode: the caller exits 1 after everything good was stored)."""
    from memtool import db, spool

    report = report or IngestReport()
    connect = connect or (lambda: db.connect(timeout=None))
    state: dict[str, Any] = {"conn": None, "down": False}

    def connection():
        if state["conn"] is None and not state["down"]:
            try:
                state["conn"] = connect()
            except DatabaseUnavailable as exc:
                state["down"] = True
                report.spool_reason = str(exc)
            else:
                if replay_spool:
                    report.replayed += replay(state["conn"])
        return state["conn"]

    def flush(rows: list[dict]) -> Iterator[dict]:
        if not rows:
            return
        conn = connection()
        if conn is not None:
            try:
                with db.translate_errors():
                    stored = store(conn, rows)
            except DatabaseUnavailable as exc:
                state["down"] = True
                report.spool_reason = str(exc)
                conn = None
            else:
                report.stored += len(stored)
                report.duplicates += len(rows) - len(stored)
                yield from stored
                return
        spool.append(rows)
        report.spooled += len(rows)

    batch: list[dict] = []
    try:
        for number, item in records.read_jsonl(_sse_aware(lines)):
            report.read += 1
            if isinstance(item, Exception):
                if ignore_errors:
                    yield {"kind": "error", "line": number, "error": str(item)}
                else:
                    report.errors.append(item)
                continue
            if item.get("kind") not in (None, "event"):
                yield item  # not ours: pass through
                continue
            try:
                rows = normalise(item, source)
            except InputError as exc:
                exc = InputError(exc.message, exc.hint, line=number)
                if ignore_errors:
                    yield {"kind": "error", "line": number, "error": str(exc)}
                else:
                    report.errors.append(exc)
                continue
            if not rows:
                report.ignored += 1
                continue
            for row in rows:
                if _skip_excluded(row):
                    report.excluded += 1
                else:
                    batch.append(row)
            if len(batch) >= batch_size:
                yield from flush(batch)
                batch = []
        yield from flush(batch)
        if state["conn"] is None and not state["down"] and replay_spool and not report.errors:
            connection()  # nothing to store, but drain a waiting spool while we are here
    finally:
        if state["conn"] is not None:
            state["conn"].close()


def replay(conn) -> int:
    """Store everything waiting in the spool, oldest first; return how many rows were read.
    Safe to run concurrently and to re-run after a crash (event_key makes it exactly-once)."""
    from memtool import db, spool

    total = 0
    for path in spool.claim():
        rows: list[dict] = []
        with db.translate_errors():
            for row in spool.read(path):
                rows.append(row)
                if len(rows) >= BATCH:
                    store(conn, rows)
                    total += len(rows)
                    rows = []
            if rows:
                store(conn, rows)
                total += len(rows)
        path.unlink(missing_ok=True)
    return total
