"""Drill-down: zoom from a day to its sessions, and from a session to its observations and
events (read-only; `memtool timeline --day` / `--session`, the MCP `summaries` tool).

`day(conn, day, project)` — what happened on a UTC day: first the project's day rollup (a
`rollup` record, see rollups.py) when one is stored, then one record per session with an event
that day, in order of its first event that day:

    kind "session", session_id, project, source, started_at, ended_at (its first and last event
    that day), events (how many that day), first_event_id, last_event_id (that day), summary_id
    (null when the session has no summary), request, completed, learned, next_steps, outcome
    (the summary's, "" without one), files_modified[], refs (how to zoom in: `memtool timeline
    --session ID`)

`session(conn, session_id, project)` — a session in order: its `summary` record first (when it
has one), then its events as compact rows, each followed by the observations distilled from it:

    kind "timeline", position (0, 1, …), source "event" | "observation", ref ("e123" for event
    123 — what `memtool get` takes — or the observation id as text), id (event or observation
    id), time (the event's occurred_at / the observation's created_at), session_id, project,
    type (event type: prompt, tool, assistant, …; or the observation's type), tool_name, title
    (one line: the prompt, the command or file of a tool call, the text), failed (a tool call
    that failed), source_event_ids[] (observations: the events they came from), in_summary (the
    event is quoted by the session summary)

Observations are placed after the last of their source events in the session; observations
with no source event in it (saved by hand, imported) come last, by creation time.
"""

from __future__ import annotations

import datetime as dt

from memtool import records
from memtool.distil import rollups, summary_rules
from memtool.distil import toolcalls
from memtool.store.db import Conn
from memtool.errors import NotFound
from memtool.store import events as stored_events
from memtool.store import observations as stored_observations
from memtool.store import summaries as stored_summaries

MAX_EVENTS = 2000  # events listed per session: its first ones


def event_ref(event_id: int) -> str:
    """An event's ref, as search results and `memtool get` name it."""
    return f"e{event_id}"


def day(conn: Conn, day: dt.date | str, project: str | None = None) -> list[dict]:
    """The day's rollups, then its sessions with their summaries (see the module help)."""
    day = rollups.parse_day(day)
    start = dt.datetime.combine(day, dt.time(), tzinfo=dt.timezone.utc)
    out: list[dict] = list(rollups.get(conn, day, project))
    rows = stored_events.day_sessions(conn, start, start + dt.timedelta(days=1), project)
    summaries = stored_summaries.of_sessions(conn, [r["session_id"] for r in rows]) if rows else {}
    for row in rows:
        summary = summaries.get(row["session_id"]) or {}
        out.append({"kind": "session", "session_id": row["session_id"], "project": row["project"],
                    "source": row["source"], "started_at": records.iso(row["started_at"]),
                    "ended_at": records.iso(row["ended_at"]), "events": row["events"],
                    "first_event_id": row["first_event_id"], "last_event_id": row["last_event_id"],
                    "summary_id": summary.get("id"),
                    **{f: summary.get(f) or "" for f in ("request", "completed", "learned", "next_steps", "outcome")},
                    "files_modified": list(summary.get("files_modified") or []),
                    "refs": f"memtool timeline --session {row['session_id']}"})
    return out


def _event_title(row: dict) -> str:
    into = row.get("compacted_into")
    if isinstance(into, dict):  # its payload went into the rollups (quota.py)
        return f"{row['tool_name'] or row['event_type']}: compacted into day rollup {into.get('rollup_id')}" \
               f" ({into.get('day')}) and session summary {into.get('summary_id')}"
    if row["event_type"] != "tool":
        return summary_rules.clip(row["text"], 160)
    event = {"tool_name": row["tool_name"], "project": row["project"], "cwd": row["cwd"],
             "payload": {"tool_input": row["tool_input"]}}
    kind = toolcalls.tool_kind(row["tool_name"])
    detail = toolcalls.command(event) if kind == "bash" else None
    if not detail:
        read, modified = toolcalls.files(event)
        detail = " ".join(read + modified)
    if not detail and row["tool_input"]:
        detail = records.dumps(row["tool_input"])
    return summary_rules.clip(f"{row['tool_name']}: {detail}" if detail else str(row["tool_name"]), 160)


def _failed(row: dict) -> bool:
    code = row["exit_code"]
    return row["is_error"] is True or (isinstance(code, (int, float)) and code != 0)


def session(conn: Conn, session_id: str, project: str | None = None, limit: int = MAX_EVENTS) -> list[dict]:
    """A session's summary, then its events in order with the observations each produced."""
    events = stored_events.session_timeline(conn, session_id, limit)
    if not events or (project is not None and all(e["project"] != project for e in events)):
        raise NotFound(f"session {session_id} not found" + (f" in project {project}" if project else ""),
                       "list a day's sessions with `memtool timeline --day YYYY-MM-DD`")
    summary = stored_summaries.of_session(conn, session_id)
    quoted = set(summary["source_event_ids"] or []) if summary else set()
    observations = stored_observations.of_session(conn, session_id)
    ids = {e["id"] for e in events}
    after: dict[int, list[dict]] = {}
    loose: list[dict] = []
    for obs in observations:
        anchors = [i for i in obs["source_event_ids"] or [] if i in ids]
        (after.setdefault(max(anchors), []) if anchors else loose).append(obs)

    out: list[dict] = [records.summary_record(summary)] if summary else []
    position = 0

    def observation_row(obs: dict) -> dict:
        return {"kind": "timeline", "position": position, "source": "observation", "ref": str(obs["id"]),
                "id": obs["id"], "time": records.iso(obs["created_at"]), "session_id": obs["session_id"],
                "project": obs["project"], "type": obs["type"], "tool_name": None, "title": obs["title"],
                "failed": False, "source_event_ids": list(obs["source_event_ids"] or []), "in_summary": False}

    for event in events:
        out.append({"kind": "timeline", "position": position, "source": "event", "ref": event_ref(event["id"]),
                    "id": event["id"], "time": records.iso(event["occurred_at"]), "session_id": event["session_id"],
                    "project": event["project"], "type": event["event_type"], "tool_name": event["tool_name"],
                    "title": _event_title(event), "failed": _failed(event), "source_event_ids": [],
                    "in_summary": event["id"] in quoted})
        position += 1
        for obs in after.get(event["id"], []):
            out.append(observation_row(obs))
            position += 1
    for obs in loose:
        out.append(observation_row(obs))
        position += 1
    return out
