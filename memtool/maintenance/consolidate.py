"""Consolidation: which memories stay in the default views as a project grows — what it
decides is written through store/standing.py (the memory_standing table). Nothing is deleted or
edited: a demoted memory keeps its row, versions and vector, leaves the default search, the
injected context and the knowledge file, and `memtool search --all` (or `memtool get ID`) still
finds it.

A run (`memtool consolidate`, a step of `memtool maintain`) does three things, each idempotent
(a second run the same UTC day changes nothing):

1. Recalls. The recall log (recalls.py: every search, context block and MCP answer appends the
   ids it returned) is folded into per-memory counts (`recalls`, `recalled_at`).
2. Supersession. Among a project's decisions and preferences (the types that state a current
   choice), a later memory of the same type on the same subject supersedes the earlier one:
   cosine similarity of their vectors at least `supersede_similarity` (0.80), or at least
   `file_similarity` (0.65) when they modified a file in common; or the later one names it in
   `metadata.supersedes` (an id or a list of ids), any type. The earlier one is demoted with
   `superseded_by`; it comes back when the later one is forgotten. (Edits of one memory — an
   UPDATE by compress, `update_memory` — keep one row whose previous versions are already out
   of every view.) With `since` (maintain's incremental pass), only memories whose vector was
   written since are compared with their neighbours; without it, all of them.
3. Budget. Each project keeps at most `budget` memories (default 10,000, MEMTOOL_MEMORY_BUDGET)
   in the default views: beyond it, those with the lowest retention are demoted ('budget'), and
   they come back when they rank within the budget again (recalled, budget raised, others
   forgotten or superseded).

Standing — the consolidated confidence — decays for memories nobody recalls and rises for
memories recalled often (all in SQL, `_STANDING`):

    idle     = whole UTC days since the last recall (search/context/MCP or a `get`), else creation
    decay    = 0.5 ^ (idle / half_life_days)        (half-life 180 days, MEMTOOL_RECALL_HALF_LIFE)
    gain     = min(ln(1 + recalls + reads) / ln(1 + 20), 1)
    standing = confidence * decay + (1 - confidence * decay) * 0.5 * gain
    retention = 0.5 * importance + 0.5 * standing     (the budget's ranking; ties: newer first)

Records: one per change — kind "demote" (id, project, reason, superseded_by, title) or
"restore" (id, project, reason: what it had been demoted for, title) — and the run's summary:
kind "consolidate", dry_run, recalls_folded, memories_recalled, superseded, unsuperseded,
budget_demoted, budget_restored, projects_over_budget, demoted (now, in total), changed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
from typing import Any, Iterable

from memtool import config
from memtool.maintenance import neighbours
from memtool.store import similar, standing

DEFAULT_BUDGET = 10_000
DEFAULT_HALF_LIFE_DAYS = standing.DEFAULT_HALF_LIFE_DAYS
SUPERSEDE_SIMILARITY = 0.80
FILE_SIMILARITY = 0.65
SUPERSEDING_TYPES = ("decision", "preference")
NEIGHBOURS = 8
BATCH = 5000

@dataclasses.dataclass(frozen=True)
class Settings:
    budget: int = DEFAULT_BUDGET
    half_life_days: float = DEFAULT_HALF_LIFE_DAYS
    supersede_similarity: float = SUPERSEDE_SIMILARITY
    file_similarity: float = FILE_SIMILARITY

    @classmethod
    def from_env(cls, **overrides) -> "Settings":
        values = {"budget": config.positive_number("MEMTOOL_MEMORY_BUDGET", int, DEFAULT_BUDGET, "10000"),
                  "half_life_days": standing.half_life_days()}
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


# -- supersession ----------------------------------------------------------------------------------

def _later(a: tuple, b: tuple) -> bool:
    return a > b  # (created_at, id)


def _supersessions(conn, settings: Settings, since: dt.datetime | None, model: str | None) -> dict[int, tuple]:
    """older id -> (created_at, id) of the newest memory found to supersede it."""
    best: dict[int, tuple] = {}

    def offer(older: int, newer: tuple) -> None:
        if older not in best or _later(newer, best[older]):
            best[older] = newer

    if model is not None:
        dim = similar.embedding_dims(conn, model)
        starts = similar.subject_starts(conn, model, list(SUPERSEDING_TYPES), since) if dim is not None else []
        by_project: dict[str, list[int]] = {}
        for row in starts:
            by_project.setdefault(row["project"], []).append(row["id"])
        nearest = neighbours.Nearest(conn, model)
        for project, ids in by_project.items():
            exact = nearest.usable(project, len(ids))
            if exact:
                nearest.plan(project, ids)
            for start in range(0, len(ids), BATCH):
                batch = ids[start:start + BATCH]
                params: dict[str, Any] = {"similar": settings.supersede_similarity,
                                          "file_similar": settings.file_similarity}
                if exact:  # many memories of the project: compared in memory, exactly
                    pairs = nearest.pairs(project, batch, NEIGHBOURS,
                                          min(settings.supersede_similarity, settings.file_similarity))
                    rows = similar.pairs(conn, "subject", pairs, params)
                else:
                    rows = similar.candidates(conn, "subject", batch, model, dim or 0, project, NEIGHBOURS, params)
                for r in rows:
                    a, b = (r["a_created"], r["a_id"]), (r["b_created"], r["b_id"])
                    if _later(a, b):
                        offer(r["b_id"], a)
                    else:
                        offer(r["a_id"], b)
    explicit = standing.explicit_supersessions(conn)
    targets = [int(r["target"]) for r in explicit if str(r["target"]).isdigit()]
    alive = standing.live_among(conn, targets) if targets else {}
    for r in explicit:
        target = int(r["target"]) if str(r["target"]).isdigit() else None
        if target is not None and target in alive and alive[target]["project"] == r["project"] and target != r["id"]:
            offer(target, (r["created_at"], r["id"]))
    return best


# -- budget ----------------------------------------------------------------------------------------

@contextlib.contextmanager
def _dry_run(conn, dry_run: bool):
    """A dry run does everything in a savepoint (or its own transaction) and rolls it back."""
    if not dry_run:
        yield
        return
    import psycopg

    with conn.transaction() as tx:
        yield
        raise psycopg.Rollback(tx)


def consolidate(conn, settings: Settings | None = None, since: dt.datetime | None = None, dry_run: bool = False,
                model: str | None = None, today: dt.date | None = None) -> list[dict]:
    """One consolidation run (see the module docstring); returns the change records and, last,
    the summary. The caller commits (a dry run leaves nothing to commit)."""
    from memtool.store import db, recalls
    from memtool.retrieve import embed

    settings = settings or Settings.from_env()
    if model is None:
        model = embed.model_name()
    params = standing.params(settings.half_life_days, today)
    changes: list[dict] = []
    summary: dict[str, Any] = {"kind": "consolidate", "dry_run": dry_run, "recalls_folded": 0, "memories_recalled": 0,
               "superseded": 0, "unsuperseded": 0, "budget_demoted": 0, "budget_restored": 0,
               "projects_over_budget": 0, "budget": settings.budget}
    with db.translate_errors(), _dry_run(conn, dry_run):
        folded = recalls.fold(conn)
        standing.add_recalls(conn, folded)
        summary["recalls_folded"] = sum(r["recalls"] for r in folded)
        summary["memories_recalled"] = len(folded)

        # 2. supersession: what is superseded now (kept when its superseder is still live)
        current = standing.superseded(conn)
        lost = {i for i, row in current.items() if row["by_created_at"] is None}
        wanted = {i: (row["by_created_at"], row["superseded_by"]) for i, row in current.items() if i not in lost}
        for older, newer in _supersessions(conn, settings, since, model).items():
            if older not in wanted or _later(newer, wanted[older]):
                wanted[older] = newer
        demote = {i: by for i, (_, by) in wanted.items()
                  if i not in current or current[i]["superseded_by"] != by}
        # a memory superseded now leaves the budget's ranking: its budget demotion becomes this one
        standing.demote(conn, "superseded", demote)
        restore = lost - set(wanted)
        standing.restore(conn, restore)
        summary["superseded"], summary["unsuperseded"] = len(demote), len(restore)
        titles = _titles(conn, [*demote, *restore])
        changes += [_change("demote", i, titles, "superseded", by) for i, by in sorted(demote.items())]
        changes += [_change("restore", i, titles, "superseded") for i in sorted(restore)]

        # 3. budget
        sizes = standing.project_sizes(conn)
        demoted_now = standing.budget_demoted(conn)
        for project in sorted(set(sizes) | set(demoted_now)):
            beyond: set[int] = set()
            if sizes.get(project, 0) > settings.budget:
                summary["projects_over_budget"] += 1
                beyond = standing.beyond_budget(conn, project, settings.budget, params)
            before = demoted_now.get(project, set())
            new, back = beyond - before, before - beyond
            standing.demote(conn, "budget", dict.fromkeys(new))
            standing.restore(conn, back)
            summary["budget_demoted"] += len(new)
            summary["budget_restored"] += len(back)
            titles = _titles(conn, [*new, *back])
            changes += [_change("demote", i, titles, "budget") for i in sorted(new)]
            changes += [_change("restore", i, titles, "budget") for i in sorted(back)]
        summary["demoted"] = standing.demoted_total(conn)
    summary["changed"] = (summary["memories_recalled"] + summary["superseded"] + summary["unsuperseded"]
                          + summary["budget_demoted"] + summary["budget_restored"])
    return [*changes, summary]


def _titles(conn, ids: list[int]) -> dict[int, dict]:
    return standing.titles(conn, ids) if ids else {}


def _change(kind: str, obs_id: int, titles: dict[int, dict], reason: str, superseded_by: int | None = None) -> dict:
    row = titles.get(obs_id, {})
    record = {"kind": kind, "id": obs_id, "project": row.get("project"), "reason": reason, "title": row.get("title")}
    if kind == "demote" and reason == "superseded":
        record["superseded_by"] = superseded_by
    return record
