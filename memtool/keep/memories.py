"""Memories written by hand — by an agent over MCP, a person, the web viewer: save one, correct
one, forget one, count a project's. The rules every adapter shares, so none keeps its own.

    save(conn, title, text, project, ...)        normalise → redact → store (dedup) → commit → embed
    update_owned(conn, obs_id, changes, project) change fields of one of the project's memories
    forget_owned(conn, obs_id, project)          soft-delete one of the project's memories
    project_stats(conn, project, model)          the project's counts and the store's totals

Ownership: a memory can be changed or forgotten here only by its own project (`project` is the
caller's project, e.g. the MCP server's); a global memory of another project, which reads
include, is refused like any other project's (NotFound, with a hint).

Records. save → {action: created|duplicate, id, project, type, title[, truncated[], notice]}:
a title over observations.MAX_TITLE characters or a text over observations.MAX_TEXT is cut to
size and named in `truncated`. update_owned → the full observation record after the change;
forget_owned → the full record with its deleted_at. `changes` uses the adapter-facing names:
title, text (the narrative), type, files (files_read).

Transactions: the caller owns the transaction, except that save and update_owned commit the
memory before embedding it, so a missing or failing model never loses a memory (vector search
finds it at once when the model works; `memtool embed --missing` catches up otherwise).
"""

from __future__ import annotations

from typing import Any

from memtool import privacy
from memtool.store import observations
from memtool.errors import InputError, NotFound

MAX_TITLE = observations.MAX_TITLE
MAX_TEXT = observations.MAX_TEXT
CHANGEABLE = {"title": "title", "text": "narrative", "type": "type", "files": "files_read"}


def save(conn, title: str, text: str, project: str, type: str = "note", files: list[str] | None = None,
         method: str = "mcp", private: bool | None = None) -> dict:
    """Store one memory for `project` (secrets and <private> blocks removed first); the same
    memory saved twice is stored once (action "duplicate"). On a team server a `private` memory
    — or one whose text held a <private> block — stays its writer's; private=False shares it with
    the project's members even where the project's default is private; None: that default
    (docs/team.md)."""
    record = {"title": title, "narrative": text, "type": type, "files_read": files or []}
    obs = observations.normalise(record, default_project=project, method=method)
    if private or privacy.strip_private(title) != title or privacy.strip_private(text) != text:
        obs["private"] = True
    elif private is False:
        obs["private"] = False  # asked to share: the project's private default does not apply
    stored = observations.store(conn, obs)
    conn.commit()
    if stored["action"] == "created":
        embed_quietly(conn, stored["id"])
    saved = {**stored, "project": obs["project"], "type": obs["type"], "title": obs["title"]}
    if obs.get("private"):
        saved["private"] = True
    cut = observations.clipped(record)
    if cut:
        saved["truncated"] = cut
        saved["notice"] = (f"{' and '.join(cut)} too long: stored the first {MAX_TITLE} characters of a title, "
                           f"{MAX_TEXT} of the text; save the rest as separate memories")
    return saved


def update_owned(conn, obs_id: int, changes: dict[str, Any], project: str, reason: str = "update") -> dict:
    """Change the given fields (title, text, type, files; None means unchanged) of one of
    `project`'s memories; the previous version stays in its history."""
    fields = {CHANGEABLE[k]: v for k, v in changes.items() if k in CHANGEABLE and v is not None}
    if not fields:
        raise InputError("nothing to change", "give at least one of title, text, type, files")
    current = _owned(conn, obs_id, project, "changed")
    clean = observations.normalise({**current, **fields}, default_project=project, method=current["method"])
    updated = observations.update(conn, obs_id, {k: clean[k] for k in fields}, reason=reason, project=project)
    conn.commit()
    embed_quietly(conn, obs_id)
    return updated


def forget_owned(conn, obs_id: int, project: str, reason: str = "forget") -> dict:
    """Soft-delete one of `project`'s memories: search, timeline and context stop returning it;
    the row and its history stay."""
    _owned(conn, obs_id, project, "forgotten")
    return observations.forget(conn, obs_id, project=project, reason=reason)


def _owned(conn, obs_id: int, project: str, verb: str) -> dict:
    """The live observation obs_id if `project` owns it (the one ownership check)."""
    current = observations.fetch(conn, [obs_id], project=project)
    if not current or current[0]["project"] != project:
        raise NotFound(f"observation {obs_id} not found in project {project}",
                       f"find ids with search (memories of other projects cannot be {verb} here)")
    return current[0]


def project_stats(conn, project: str, model: str | None = None) -> dict:
    """{project, current: the project's observations, events, sessions, summaries and
    last_activity (zeros when it has none), totals: stats.stats for the whole store}."""
    from memtool.keep import stats

    totals = stats.stats(conn, model=model)
    mine = next((p for p in stats.projects(conn) if p["project"] == project), None)
    current = {k: v for k, v in (mine or {}).items() if k not in ("kind", "project")}
    return {"project": project,
            "current": current or {"observations": 0, "events": 0, "sessions": 0, "summaries": 0,
                                   "last_activity": None},
            "totals": {k: v for k, v in totals.items() if k != "kind"}}


def embed_quietly(conn, obs_id: int) -> None:
    """Vectors for a memory just saved or changed, so vector search finds it at once. Best
    effort: without the model, full-text search still finds it and `memtool embed --missing`
    catches up."""
    from memtool.store import db
    from memtool.retrieve import embed
    from memtool.errors import DatabaseError, ModelUnavailable

    try:
        with db.translate_errors():
            for _ in embed.embed_records(conn, [{"kind": "observation", "id": obs_id}]):
                pass
    except (ModelUnavailable, DatabaseError):
        conn.rollback()
