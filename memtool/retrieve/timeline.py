"""Progressive disclosure for observations: the compact row search and timeline show before
`get` (`index_row`), and what happened around one observation (`around`: its project's
observations just before and after it). The events' timeline is eventlog.timeline."""

from __future__ import annotations

from memtool import records
from memtool.errors import NotFound
from memtool.retrieve.snippets import snippet
from memtool.store import observations

MAX_ROWS = 100  # rows on each side at most


def index_row(obs: dict) -> dict:
    """A compact row for an observation (what search and timeline show before `get`)."""
    created = obs.get("created_at")
    return {
        "id": obs["id"],
        "created_at": records.iso(created) if not isinstance(created, str) else created,
        "project": obs["project"],
        "session_id": obs.get("session_id"),
        "type": obs["type"],
        "title": obs["title"],
        "snippet": snippet({"narrative": obs.get("narrative"), "title": obs.get("title")}),
        "metadata": obs.get("metadata") or {},
    }


def around(conn, obs_id: int, before: int = 5, after: int = 5, project: str | None = None) -> list[dict]:
    """What happened around an observation: up to `before` earlier and `after` later live
    observations of the same project, in chronological order, the anchor marked `anchor: true`.

    Record: kind "timeline", position (negative before, 0 anchor, positive after), anchor, id,
    created_at, project, session_id, type, title, snippet, metadata{}. Read-only."""
    before = max(0, min(int(before), MAX_ROWS))
    after = max(0, min(int(after), MAX_ROWS))
    anchor = observations.live_row(conn, obs_id, project)
    if anchor is None:
        raise NotFound(f"observation {obs_id} not found" + (f" in project {project}" if project else ""),
                       "find ids with `memtool search`")
    earlier, later = observations.neighbours(conn, anchor, before, after)
    rows = [*reversed(earlier), anchor, *later]
    out = []
    start = -len(earlier)
    for offset, row in enumerate(rows):
        position = start + offset
        out.append({"kind": "timeline", "position": position, "anchor": position == 0, **index_row(row)})
    return out
