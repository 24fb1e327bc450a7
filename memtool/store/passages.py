"""Event passages: the captured event log as searchable text — the one place that writes the
event_passages table (its full-text statistics are termstats.py's, tier PASSAGES).

Every event's searchable text is what the agent read, typed or was told: the prompt, the tool's
input (command, description, paths, edited strings) and output, the final assistant message.
`event_text()` gives it whole (what `memtool get e<ID>` shows as `text`); `split()` cuts it
into passages for the index:

- one passage per piece of text up to PASSAGE_CHARS, longer ones cut on line boundaries;
- a tool's output passages start with a header line naming the call (`Bash: npm run build`),
  so the output of a command can be found by the command;
- outputs longer than LONG_CHARS keep their head (HEAD_CHARS), their tail (TAIL_CHARS) and,
  from the middle, the lines that report errors (ERROR_CHARS at most). The event itself is kept
  whole: `get` returns all of it.

Structured outputs (a JSON object stored as text, e.g. Claude Code's Read result) contribute
their string values, not their JSON syntax. Text is already redacted when the event is stored
(ingest scrubs before anything reaches disk); passages only derive from it.

Passage row: event_id, part (0..), role (prompt | input | output | answer | text), project,
session_id, event_type, tool_name, occurred_at, files[] (paths the call named), body.
Indexing is derived work, like embedding, and stays out of the capture path so that ingest stays
fast: `index()` writes the passages of the events `memtool compress` claims, in the transaction
that loads them (so everything compress has seen is findable, with or without an LLM), and
`backfill()` (`memtool index`, a step of `memtool maintain`) indexes any event that has none —
events captured before schema 7, or not yet compressed. Both are idempotent.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Iterator

from memtool.store import db, queries
from memtool.store.db import Conn

#: the family's statements, sql/queries/passages.sql (shared with passages_read.py)
Q = queries.Family("passages")

PASSAGE_CHARS = 1500
LONG_CHARS = 16000
HEAD_CHARS = 8000
TAIL_CHARS = 4000
ERROR_CHARS = 4000
HEADER_CHARS = 160
BACKFILL_BATCH = 500

_ERROR_LINE = re.compile(
    r"(?i)\b(error|errors|exception|traceback|failed|failure|fatal|panic|denied|not found|no such file|"
    r"cannot|can't|unable|undefined|segmentation fault|warning|refused)\b")
_PATH_KEYS = ("file_path", "filePath", "path", "notebook_path", "filepath")
_SKIP_KEYS = frozenset({"hook", "start_source", "reason", "trigger", "exit_code", "is_error", "interrupted",
                        "isImage", "type", "numLines", "startLine", "totalLines", "stop_hook_active"})


# -- text of an event -----------------------------------------------------------------------------


def _leaves(value: Any, out: list[str], depth: int = 0) -> list[str]:
    """The strings inside a JSON value, in order (keys that only carry bookkeeping skipped)."""
    if depth > 20:
        return out
    if isinstance(value, str):
        if value.strip():
            out.append(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in _SKIP_KEYS:
                _leaves(item, out, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _leaves(item, out, depth + 1)
    return out


def _output_text(output: Any) -> str:
    """A tool's output as text: a structured result stored as JSON text gives its string values."""
    if not isinstance(output, str):
        return "\n".join(_leaves(output, []))
    stripped = output.lstrip()
    if stripped[:1] in ("{", "[") and len(stripped) < 2_000_000:
        try:
            parsed = json.loads(output)
        except ValueError:
            return output
        if isinstance(parsed, (dict, list)):
            return "\n".join(_leaves(parsed, []))
    return output


def _header(tool_name: str | None, tool_input: Any) -> str:
    """One line naming a tool call: the tool and its description, command or path."""
    detail = ""
    if isinstance(tool_input, dict):
        for key in ("description", "command", *_PATH_KEYS, "pattern", "prompt", "query", "url"):
            value = tool_input.get(key)
            if isinstance(value, str) and value.strip():
                detail = value.strip().splitlines()[0]
                break
    elif isinstance(tool_input, str):
        detail = tool_input.strip().splitlines()[0] if tool_input.strip() else ""
    line = f"{tool_name or 'tool'}: {detail}" if detail else (tool_name or "tool")
    return line if len(line) <= HEADER_CHARS else line[: HEADER_CHARS - 1] + "…"


def files_of(event: dict) -> list[str]:
    """Paths a tool call named (its input's path fields, a Read result's file path)."""
    payload = event.get("payload") or {}
    found: list[str] = []
    tool_input = payload.get("tool_input")
    if isinstance(tool_input, dict):
        for key in _PATH_KEYS:
            value = tool_input.get(key)
            if isinstance(value, str) and 0 < len(value) <= 500 and value not in found:
                found.append(value)
    output = payload.get("tool_output")
    if isinstance(output, str) and output.startswith('{"') and '"filePath"' in output[:4000]:
        try:
            parsed = json.loads(output)
        except ValueError:
            parsed = None
        path = parsed.get("file", {}).get("filePath") if isinstance(parsed, dict) and isinstance(
            parsed.get("file"), dict) else (parsed.get("filePath") if isinstance(parsed, dict) else None)
        if isinstance(path, str) and 0 < len(path) <= 500 and path not in found:
            found.append(path)
    return found


def pieces(event: dict) -> list[tuple[str, str]]:
    """(role, text) pieces of an event's searchable text, in order."""
    payload = event.get("payload") or {}
    kind = event.get("event_type")
    if kind == "tool":
        out = []
        tool_input = payload.get("tool_input")
        input_text = "\n".join(_leaves(tool_input, [])) if not isinstance(tool_input, str) else tool_input
        if input_text.strip():
            out.append(("input", f"{event.get('tool_name') or 'tool'}: {input_text}"))
        output_text = "\n".join(t for t in (payload.get("title"), _output_text(payload.get("tool_output")))
                                if isinstance(t, str) and t.strip())
        if output_text.strip():
            out.append(("output", output_text))
        return out
    if kind == "prompt":
        text = payload.get("prompt")
        return [("prompt", text)] if isinstance(text, str) and text.strip() else []
    if kind == "assistant":
        text = payload.get("text")
        if isinstance(text, str) and text.strip():
            return [("answer", text)]
    text = "\n".join(_leaves(payload, []))
    return [("text", text)] if text.strip() else []


def event_text(event: dict) -> str:
    """The whole searchable text of an event (every piece, nothing cut)."""
    return "\n".join(text for _, text in pieces(event))


def _condense(text: str) -> str:
    """A long text's head, error lines from its middle, and tail (see the module docstring)."""
    if len(text) <= LONG_CHARS:
        return text
    head_end = text.rfind("\n", 0, HEAD_CHARS)
    head_end = head_end if head_end > HEAD_CHARS // 2 else HEAD_CHARS
    tail_start = text.find("\n", len(text) - TAIL_CHARS)
    tail_start = tail_start + 1 if 0 <= tail_start < len(text) - TAIL_CHARS // 2 else len(text) - TAIL_CHARS
    middle, kept, size = text[head_end:tail_start], [], 0
    for line in middle.splitlines():
        if _ERROR_LINE.search(line):
            line = line.strip()[:400]
            if size + len(line) > ERROR_CHARS:
                break
            kept.append(line)
            size += len(line) + 1
    return "\n".join([text[:head_end], "…", *kept, "…", text[tail_start:]])


def _chunks(text: str, width: int = PASSAGE_CHARS) -> Iterator[str]:
    """Cut text into pieces of at most `width` characters, on line boundaries when possible."""
    current: list[str] = []
    size = 0
    for line in text.splitlines():
        while len(line) > width:  # one very long line: cut at a space
            cut = line.rfind(" ", width // 2, width)
            cut = cut if cut > 0 else width
            if current:
                yield "\n".join(current)
                current, size = [], 0
            yield line[:cut]
            line = line[cut:].lstrip()
        if size + len(line) + 1 > width and current:
            yield "\n".join(current)
            current, size = [], 0
        current.append(line)
        size += len(line) + 1
    if current and any(part.strip() for part in current):
        yield "\n".join(current)


def split(event: dict) -> list[dict]:
    """The passages of one event: [{part, role, body}] (see the module docstring)."""
    payload = event.get("payload") or {}
    header = _header(event.get("tool_name"), payload.get("tool_input")) if event.get("event_type") == "tool" else ""
    out: list[dict] = []
    for role, text in pieces(event):
        width = PASSAGE_CHARS - (len(header) + 1 if role == "output" and header else 0)
        for chunk in _chunks(_condense(text), width):
            if not chunk.strip():
                continue
            body = f"{header}\n{chunk}" if role == "output" and header else chunk
            out.append({"part": len(out), "role": role, "body": body.replace("\x00", "")})
    return out


# -- writing ------------------------------------------------------------------------------------

def rows_of(events: Iterable[dict]) -> Iterator[tuple]:
    """Passage rows (in COPY column order) of stored event records (with id and project)."""
    for event in events:
        files = files_of(event)
        for passage in split(event):
            yield (event["id"], passage["part"], passage["role"], event["project"], event.get("session_id"),
                   event["event_type"], event.get("tool_name"), event["occurred_at"], files, passage["body"])


#: markers, no text of their own (sql/queries/passages.sql's unindexed reads name them too)
_NOT_INDEXED = ("session_start", "session_end")


def index(conn: Conn, events: Iterable[dict]) -> int:
    """Write the passages of these stored events (id, project, session_id, event_type,
    tool_name, occurred_at, payload) that have none yet, in the caller's transaction; returns
    how many passages were sent. Idempotent, and safe beside another indexer: a passage already
    written (by a concurrent compress, search or `memtool index`) is left as it is."""
    wanted = [e for e in events if e["event_type"] not in _NOT_INDEXED]
    if not wanted:
        return 0
    have = {row["event_id"] for row in conn.execute(Q["events_with_passages"], ([e["id"] for e in wanted],))}
    rows = list(rows_of(e for e in wanted if e["id"] not in have))
    if rows:
        with conn.cursor() as cur:
            cur.executemany(Q["insert_passage"], rows)
    return len(rows)




def drop(conn, event_ids: list[int]) -> int:
    """Remove the passages of these events (their payloads were compacted by quota.py), in the
    caller's transaction; returns how many. Compacted events are never indexed again."""
    return conn.execute(Q["drop_passages"], (list(event_ids),)).rowcount if event_ids else 0


def rederive(conn: Conn, event_ids: list[int]) -> int:
    """Write the passages of these events again from the events as stored now (`memtool scrub`
    rewrote them), in the caller's transaction; events without passages are left to the
    indexer. Returns how many passages were written."""
    if not event_ids:
        return 0
    had = [row["event_id"] for row in conn.execute(Q["events_with_passages"], (list(event_ids),))]
    if not had:
        return 0
    drop(conn, had)
    return index(conn, conn.execute(Q["events_to_index"], (had,)).fetchall())


CATCH_UP_LIMIT = 2000  # a search indexes at most this many new events first; compress/index do the rest


def catch_up(conn: Conn, limit: int = CATCH_UP_LIMIT) -> int:
    """Index the events captured since the newest indexed one (at most `limit`, oldest first) so
    that a search right after an ingest finds them; returns how many events were looked at. In
    its own (sub)transaction of the caller's connection."""
    with conn.transaction():
        rows = conn.execute(Q["newest_unindexed"], {"n": limit}).fetchall()
        if rows:
            index(conn, rows)
    return len(rows)


def backfill(conn: Conn, project: str | None = None, batch: int = BACKFILL_BATCH) -> Iterator[dict]:
    """Index the events that have no passages yet (captured before schema 7), a batch per
    transaction; yields {"kind": "index", "events", "passages", "last_event_id"} per batch.
    Running it again changes nothing: an event with passages is skipped."""
    after = 0
    while True:
        with db.translate_errors(), conn.transaction():
            rows = conn.execute(Q["unindexed_events"], {"after": after, "project": project, "n": batch}).fetchall()
            if not rows:
                return
            written = index(conn, rows)
        after = rows[-1]["id"]
        yield {"kind": "index", "events": len(rows), "passages": written, "last_event_id": after}

