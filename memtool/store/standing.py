"""memory_standing: how each memory stands in the default views (recalls, demotion) — the one
place that holds its statements, reads included. Consolidation (maintenance/consolidate.py) decides
what to demote and restore; search, context and the knowledge file ask `active()` which memories
are in the default views.

Standing — the consolidated confidence — decays for memories nobody recalls and rises for
memories recalled often (all in SQL, `STANDING`; the formula is documented in consolidate.py).
"""

from __future__ import annotations

import datetime as dt
from typing import Iterable

from memtool import config
from memtool.store import queries

DEFAULT_HALF_LIFE_DAYS = 180.0
FULL_GAIN_RECALLS = 20

# For readers of other tables: a memory in the default views (alias of the observations row).
ACTIVE = ("NOT EXISTS (SELECT 1 FROM memory_standing ms WHERE ms.observation_id = {alias}.id"
          " AND ms.demoted_at IS NOT NULL)")


def active(alias: str = "o") -> str:
    """SQL condition: the observation `alias` is not demoted."""
    return ACTIVE.format(alias=alias)


def half_life_days() -> float:
    """MEMTOOL_RECALL_HALF_LIFE in days (`180` or `180d`), else the default."""
    return config.positive_number("MEMTOOL_RECALL_HALF_LIFE", float, DEFAULT_HALF_LIFE_DAYS, "180d", suffix="d")


# -- standing ----------------------------------------------------------------------------------

# Over observations `o` LEFT JOIN memory_standing `s`; %(today)s is the run's UTC date.
IDLE = ("greatest(%(today)s::date - (greatest(o.created_at, s.recalled_at, o.accessed_at)"
         " AT TIME ZONE 'UTC')::date, 0)")
RECALLED = "(coalesce(s.recalls, 0) + o.access_count)"
DECAYED = f"(o.confidence * power(0.5, {IDLE} / %(half_life)s::float8))"
GAIN = f"least(ln(1 + {RECALLED}) / ln(1 + {FULL_GAIN_RECALLS}), 1)"
STANDING = f"({DECAYED} + (1 - {DECAYED}) * 0.5 * {GAIN})"
RETENTION = f"(0.5 * o.importance + 0.5 * {STANDING})"

# the family's statements, sql/queries/standing.sql (`{retention()}` is RETENTION)
Q = queries.Family("standing", retention=lambda _: RETENTION)

_EXPLAIN_SQL = f"""SELECT o.id, {RECALLED} AS recalls, {IDLE} AS idle_days, {STANDING} AS standing,
                      {RETENTION} AS retention, s.demoted_reason, s.superseded_by
               FROM observations o LEFT JOIN memory_standing s ON s.observation_id = o.id
               WHERE o.id = ANY(%(ids)s)"""


def params(half_life: float | None = None, today: dt.date | None = None) -> dict:
    """The parameters of the standing expressions: the UTC date and the half-life in days."""
    return {"today": today or dt.datetime.now(dt.timezone.utc).date(),
            "half_life": float(half_life if half_life is not None else half_life_days())}


def explain(conn, ids: Iterable[int], half_life: float | None = None) -> dict[int, dict]:
    """The consolidation factors of these observations: recalls (search/context/MCP + reads),
    idle_days, standing, retention, demoted (reason or None), superseded_by."""
    out = {}
    for row in conn.execute(_EXPLAIN_SQL, dict(params(half_life), ids=[int(i) for i in ids])):
        out[row["id"]] = {"recalls": row["recalls"], "idle_days": row["idle_days"],
                          "standing": round(float(row["standing"]), 6), "retention": round(float(row["retention"]), 6),
                          "demoted": row["demoted_reason"], "superseded_by": row["superseded_by"]}
    return out


# -- writing memory_standing (the only writer) -----------------------------------------------------


def add_recalls(conn, folded: list[dict]) -> None:
    if folded:
        conn.execute(Q["add_recalls"], ([r["observation_id"] for r in folded], [r["recalls"] for r in folded],
                                    [r["recalled_at"] for r in folded]))


def demote(conn, reason: str, superseded_by: dict[int, int | None]) -> None:
    if superseded_by:
        ids = sorted(superseded_by)
        conn.execute(Q["demote"], (reason, ids, [superseded_by[i] for i in ids]))


def demoted(conn, ids: Iterable[int]) -> dict[int, str]:
    """The demoted ones among these observations, with the reason."""
    rows = conn.execute(Q["demoted_among"], (sorted(ids),))
    return {row["observation_id"]: row["demoted_reason"] for row in rows}


def restore(conn, ids: Iterable[int]) -> None:
    ids = sorted(ids)
    if ids:
        conn.execute(Q["restore"], (ids,))


# -- consolidation's reads ---------------------------------------------------------------------------


def superseded(conn) -> dict[int, dict]:
    """Memories demoted as superseded, by id: id, superseded_by, by_created_at (None when the
    superseding memory is no longer live)."""
    return {row["id"]: row for row in conn.execute(Q["superseded"])}


def explicit_supersessions(conn) -> list:
    """Live memories naming earlier ones in metadata.supersedes: id, project, created_at, target."""
    return conn.execute(Q["explicit_supersessions"]).fetchall()


def live_among(conn, ids: list[int]) -> dict[int, dict]:
    """The live memories among these ids, by id: id, project, created_at."""
    return {row["id"]: row for row in conn.execute(Q["live_among"], (ids,))}


def project_sizes(conn) -> dict[str, int]:
    """Live memories per project."""
    return {row["project"]: row["n"] for row in conn.execute(Q["project_sizes"])}


def budget_demoted(conn) -> dict[str, set[int]]:
    """The memories demoted for the budget, per project."""
    out: dict[str, set[int]] = {}
    for row in conn.execute(Q["budget_demoted"]):
        out.setdefault(row["project"], set()).add(row["id"])
    return out


def beyond_budget(conn, project: str, budget: int, standing_params: dict) -> set[int]:
    """The live memories of `project` (not demoted for another reason) ranked below the first
    `budget` by retention (`standing_params`: params())."""
    return {row["id"] for row in conn.execute(Q["beyond_budget"], dict(standing_params, project=project,
                                                                        budget=budget))}


def titles(conn, ids: list[int]) -> dict[int, dict]:
    """id, project, title of these memories, by id."""
    return {row["id"]: row for row in conn.execute(Q["titles"], (sorted(ids),))}


def demoted_total(conn) -> int:
    """How many memories are demoted now."""
    return conn.execute(Q["demoted_total"]).fetchone()["n"]
