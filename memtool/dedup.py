"""Merge near-duplicate observations — the same memory written twice in different words.

Exact duplicates never get stored (observations are unique per project and content hash);
`dedup` finds the near ones. Two live observations of one project are duplicates when their
vectors (current embedding model) are at least `threshold` similar (cosine, default 0.92), their
types agree (or one is a `note`), and — unless they are almost identical (≥ 0.97) — their titles
share words (trigram similarity ≥ 0.3), so "fixed X in a.py" and "fixed X in b.py" stay apart.
Duplicates are grouped transitively; each group keeps its oldest member, which absorbs the
others' facts, concepts, files and source events and the highest importance and confidence.
The others are soft-deleted with `metadata.merged_into` set (and stay restorable in the
version history). Running it again finds nothing new.

Input: observation records (their `id`) or `embed`'s embedding records (their
`observation_id`) as starting points, or a whole project from the database. Output, one per group:

    kind "merge", project, kept (id), merged [ids], similarity (lowest in the group), titles{id: title},
    dry_run
"""

from __future__ import annotations

from typing import Iterable, Iterator

from memtool import observations

DEFAULT_THRESHOLD = 0.92
NEAR_IDENTICAL = 0.97
TITLE_SIMILARITY = 0.3
NEIGHBOURS = 8


def _neighbours(conn, obs_id: int, model: str, dim: int, threshold: float) -> list[dict]:
    from psycopg import sql

    query = sql.SQL(
        """SELECT b.id, b.type, 1 - (eb.embedding::vector({dim}) <=> ea.embedding::vector({dim})) AS sim,
                  similarity(a.title, b.title) AS title_sim
           FROM observations a
           JOIN embeddings ea ON ea.observation_id = a.id AND ea.model = {model}
           CROSS JOIN LATERAL (
               SELECT eb.observation_id, eb.embedding FROM embeddings eb
               WHERE eb.model = {model} AND eb.observation_id <> a.id
               ORDER BY eb.embedding::vector({dim}) <=> ea.embedding::vector({dim})
               LIMIT {k}) eb
           JOIN observations b ON b.id = eb.observation_id
           WHERE a.id = %(id)s AND b.project = a.project AND b.deleted_at IS NULL
             AND 1 - (eb.embedding::vector({dim}) <=> ea.embedding::vector({dim})) >= %(threshold)s
             AND (b.type = a.type OR 'note' IN (a.type, b.type))"""
    ).format(dim=sql.Literal(int(dim)), model=sql.Literal(model), k=sql.Literal(NEIGHBOURS))
    rows = conn.execute(query, {"id": obs_id, "threshold": threshold}, prepare=False).fetchall()
    return [r for r in rows if r["sim"] >= NEAR_IDENTICAL or r["title_sim"] >= TITLE_SIMILARITY]


def _starting_points(conn, items: Iterable[dict] | None, project: str | None, model: str) -> Iterator[int]:
    if items is not None:
        for item in items:
            if item.get("kind") == "observation" and item.get("id") is not None:
                yield int(item["id"])
            elif item.get("kind") == "embedding" and item.get("observation_id") is not None:
                yield int(item["observation_id"])
        return
    rows = conn.execute(
        """SELECT o.id FROM observations o JOIN embeddings e ON e.observation_id = o.id AND e.model = %s
           WHERE o.deleted_at IS NULL AND (%s::text IS NULL OR o.project = %s) ORDER BY o.id""",
        (model, project, project)).fetchall()
    for row in rows:
        yield row["id"]


def _merge(conn, keep: dict, others: list[dict]) -> None:
    merged_lists = {}
    for field in ("facts", "concepts", "files_read", "files_modified"):
        values = list(keep[field])
        for other in others:
            values += [v for v in other[field] if v not in values]
        merged_lists[field] = values
    changes = dict(merged_lists,
                   importance=max([keep["importance"]] + [o["importance"] for o in others]),
                   confidence=max([keep["confidence"]] + [o["confidence"] for o in others]))
    observations.update(conn, keep["id"], changes, reason="dedup: absorbed " +
                        ", ".join(f"#{o['id']}" for o in others))
    sources = sorted({*keep["source_event_ids"], *(i for o in others for i in o["source_event_ids"])})
    conn.execute("UPDATE observations SET source_event_ids = %s WHERE id = %s", (sources, keep["id"]))
    for other in others:
        observations.update(conn, other["id"], {"metadata": dict(other["metadata"], merged_into=keep["id"])},
                            reason=f"dedup: merged into #{keep['id']}")
        observations.forget(conn, other["id"], reason=f"dedup: merged into #{keep['id']}")


def dedup(conn, items: Iterable[dict] | None = None, project: str | None = None,
          threshold: float = DEFAULT_THRESHOLD, dry_run: bool = False, model: str | None = None) -> Iterator[dict]:
    """Find and merge near-duplicate groups; yields one `merge` record per group. Each group is
    merged in its own transaction (an interrupted run keeps what it merged)."""
    from memtool import db, embed

    model = model or embed.model_name()
    with db.translate_errors():
        found = conn.execute("SELECT vector_dims(embedding) AS dim FROM embeddings WHERE model = %s LIMIT 1",
                             (model,)).fetchone()
        conn.commit()
        if found is None:
            return
        dim = found["dim"]
        handled: set[int] = set()
        for start in _starting_points(conn, items, project, model):
            if start in handled:
                continue
            group = {start: 1.0}
            frontier = [start]
            while frontier:  # transitive closure over "is a near duplicate of"
                current = frontier.pop()
                for row in _neighbours(conn, current, model, dim, threshold):
                    if row["id"] not in group and row["id"] not in handled:
                        group[row["id"]] = float(row["sim"])
                        frontier.append(row["id"])
            handled.update(group)
            conn.commit()
            if len(group) < 2:
                continue
            members = observations.fetch(conn, sorted(group))
            if len(members) < 2:
                continue
            keep, others = members[0], members[1:]
            if not dry_run:
                with conn.transaction():
                    _merge(conn, keep, others)
            yield {"kind": "merge", "project": keep["project"], "kept": keep["id"],
                   "merged": [o["id"] for o in others],
                   "similarity": round(min(v for k, v in group.items() if k != start), 4),
                   "titles": {str(m["id"]): m["title"] for m in members}, "dry_run": dry_run}
            conn.commit()


