"""Hook payload shapes: one input record (an OpenCode plugin payload or bus event, a Claude Code
hook, a memtool event record) → event rows, not yet redacted nor stored (ingest.normalise does
both; see ingest.py for the accepted shapes and the event record).

    detect(rec)                 "opencode" | "claude-code" | "memtool" | "unknown"
    rows_of(rec, kind)          the event rows of one record of that kind (InputError when it is
                                none of the accepted shapes)

A row: event_key, session_id, project, source, event_type, tool_name, cwd, payload{...},
occurred_at (datetime), and for memtool records flags / id / ingested_at when given.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from memtool import records
from memtool.errors import InputError, MemtoolError

EVENT_TYPES = ("session_start", "prompt", "tool", "assistant", "session_end", "compaction", "note")
MAX_ID_CHARS = 4096  # session ids, tool names, directories: longer is not an identifier


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
    metadata: dict = output["metadata"] if isinstance(output.get("metadata"), dict) else {}
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
    hook: Any = rec.get("hook_event_name")
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
    return [row]


def detect(rec: dict) -> str:
    if rec.get("kind") == "event":
        return "memtool"
    if "hook_event_name" in rec:
        return "claude-code"
    if "hook" in rec or ("type" in rec and "properties" in rec) or ("type" in rec and "part" in rec):
        return "opencode"
    return "unknown"


def rows_of(rec: dict, kind: str) -> list[dict]:
    """The event rows of one record of `kind` (see detect)."""
    if kind == "opencode":
        if "hook" in rec:
            return _from_opencode(rec)
        return _from_opencode_run_json(rec) if "part" in rec else _opencode_bus(rec, None, None, "")
    if kind == "claude-code":
        return _from_claude(rec)
    if kind == "memtool":
        return _from_memtool(rec)
    raise InputError("unrecognised record (not an OpenCode hook, a Claude Code hook or a memtool event)",
                     "pass --source opencode|claude-code|memtool, or fix the producer")
