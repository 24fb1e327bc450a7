"""Review mode: new memories wait as "proposed" until a person approves them.

Off by default; on with MEMTOOL_REVIEW=1 or a repository's `.memtool.toml` (`[review] enabled =
true`). Then every new memory distilled from a session or saved by an agent over MCP is stored
as proposed (not what a person writes: `memtool save`, the viewer, `memtool import`) (store/observations.py:
memory_standing's reason 'proposed'). A proposed memory is never injected (`memtool context`, the
context server, MCP's context) and is out of the default search; `memtool search --all` finds it,
marked `"review": "proposed"`.

    proposed(conn, project)                 the proposed memories, oldest first
    decide(conn, id, decision, project, …)  approve | reject | edit (changes, then approve)

Records. A proposed memory: kind "proposed", id, project, type, title, narrative, facts[],
files_read[], files_modified[], created_at, session_id. A decision: kind "review", id, decision
("approve" | "reject" | "edit"), title, project. Approve restores the memory to every view;
reject forgets it (soft delete, its history kept: `memtool get` no longer shows it; the viewer's
history does); edit changes title / narrative / type first (the previous version is kept), then
approves. Deciding on a memory that is not proposed is an InputError naming it.
"""

from __future__ import annotations

from typing import Any

from memtool import startblock
from memtool.errors import InputError
from memtool.store import observations, standing

DECISIONS = ("approve", "reject", "edit")
EDITABLE = ("title", "narrative", "type")
_FIELDS = ("id", "project", "type", "title", "narrative", "facts", "files_read", "files_modified", "created_at",
           "session_id")


def proposed(conn, project: str | None = None, limit: int = 1000) -> list[dict]:
    """The memories waiting for review (in `project`, or every project), oldest first."""
    ids = observations.demoted_for(conn, "proposed", project, limit)
    return [{"kind": "proposed", **{k: record.get(k) for k in _FIELDS}}
            for record in observations.fetch(conn, ids)]


def proposed_ids(conn, ids) -> set[int]:
    """Which of these observation ids are proposed."""
    return {i for i, reason in standing.demoted(conn, [int(i) for i in ids]).items() if reason == "proposed"}


def mark(conn, records: list[dict]) -> list[dict]:
    """Search results and `get` records of proposed memories get `"review": "proposed"`."""
    ids = [r["id"] for r in records if isinstance(r.get("id"), int) and r.get("source", "observation") == "observation"]
    waiting = proposed_ids(conn, ids) if ids else set()
    for record in records:
        if record.get("id") in waiting and record.get("source", "observation") == "observation":
            record["review"] = "proposed"
    return records


def decide(conn, obs_id: Any, decision: Any, project: str | None = None, changes: dict | None = None) -> dict:
    """Apply one decision to one proposed memory (see the module docstring); the caller commits."""
    if decision not in DECISIONS:
        raise InputError(f"decision {decision!r} for memory {obs_id} is not one of {', '.join(DECISIONS)}",
                         'write e.g. {"id": 12, "decision": "approve"}')
    if isinstance(obs_id, bool) or not isinstance(obs_id, int) and not (isinstance(obs_id, str) and obs_id.isdigit()):
        raise InputError(f"memory id {obs_id!r} is not a number", "use the ids `memtool review --list` shows")
    obs_id = int(obs_id)
    found = observations.fetch(conn, [obs_id], project=project)
    if not found or obs_id not in proposed_ids(conn, [obs_id]):
        raise InputError(f"memory {obs_id} is not waiting for review" + (f" in {project}" if project else ""),
                         "list the proposed ones with `memtool review --list`")
    record = found[0]
    if decision == "reject":
        observations.forget(conn, obs_id, reason="rejected in review")
    else:
        if decision == "edit":
            wanted = {k: v for k, v in (changes or {}).items() if k in EDITABLE and v is not None}
            if wanted:
                clean = observations.normalise({**{k: record[k] for k in EDITABLE}, **wanted,
                                                "project": record["project"]})
                record = observations.update(conn, obs_id, {k: clean[k] for k in wanted}, reason="edited in review")
        standing.restore(conn, [obs_id])
        startblock.discard(record["project"])  # a precomputed session-start block lacks it
    return {"kind": "review", "id": obs_id, "decision": decision, "title": record["title"],
            "project": record["project"]}
