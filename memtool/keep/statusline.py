"""The one short line Claude Code's status line shows (`memtool statusline`, installed with
`memtool install claude-code --statusline`): what memtool did for this agent session.

    memtool: 7 injected · 42 events · 3 to distil

- injected: the memories and events the hooks put into this session's context (distinct refs in
  its injection_log rows);
- events: the events captured from this session;
- to distil: the project's events still waiting for distillation (event_queue pending or claimed).

Claude Code passes the session as JSON on stdin (session_id, workspace.current_dir or cwd —
see its statusline documentation); without a session only the project's part is shown. Reading it
is three indexed counts; the CLI connects without starting the database, bounds every statement,
and prints an empty line on any failure (a status line must never block or break the agent).
"""

from __future__ import annotations

import json
from typing import Any

def session_of(text: str) -> tuple[str | None, str | None]:
    """(session id, directory) from Claude Code's status line JSON; (None, None) when unreadable."""
    try:
        data: Any = json.loads(text) if text.strip() else {}
    except ValueError:
        return None, None
    if not isinstance(data, dict):
        return None, None
    workspace = data.get("workspace")
    workspace = workspace if isinstance(workspace, dict) else {}
    directory = workspace.get("current_dir") or data.get("cwd")
    session = data.get("session_id")
    return (session if isinstance(session, str) and session else None,
            directory if isinstance(directory, str) and directory else None)


def counts(conn, session: str | None, project: str | None) -> dict:
    """injected, events (None without a session) and pending (None without a project)."""
    from memtool.store import counts as stored_counts

    row = stored_counts.status_line(conn, session, project)
    return {"injected": row["injected"] if session else None, "events": row["events"] if session else None,
            "pending": row["pending"] if project else None}


def line(found: dict) -> str:
    """The status line text for counts()."""
    parts = []
    if found.get("injected") is not None:
        parts.append(f"{found['injected']} injected")
    if found.get("events") is not None:
        parts.append(f"{found['events']} events")
    if found.get("pending"):
        parts.append(f"{found['pending']} to distil")
    return "memtool: " + (" · ".join(parts) if parts else "ready")
