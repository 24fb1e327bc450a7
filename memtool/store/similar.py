"""Memories near each other by vector — the reads dedup (maintenance/dedup.py) merges from and
consolidation (maintenance/consolidate.py) finds supersession with. The statements run with
parameters are sql/queries/similar.sql's; the two that go through a project's HNSW index are
composed here (`candidates`): the project and model must be literals so that the project's own
partial index serves the scan (a parameter would not match the index's predicate).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from memtool.store import db, queries
from memtool.store.db import Conn
from memtool.store.queries import live

#: A pair may merge only within one visibility: two shared memories (whoever wrote them), or two
#: private ones of the same owner — on a team server a private memory never absorbs, or is absorbed
#: into, anyone else's (`a` and `b` are the pair's observations in every statement here).
SAME_VISIBILITY = "((NOT a.private AND NOT b.private) OR (a.private AND b.private AND a.owner = b.owner))"

Q = queries.Family("similar", same_visibility=lambda _: SAME_VISIBILITY)

#: each memory `a` of %(ids)s joined to its {k} nearest memories `b` in {project} by vector, with
#: their cosine similarity `n.sim` (psycopg.sql placeholders: {model}, {dim}, {project}, {k}).
NEAREST_PAIRS = """
    FROM observations a
    JOIN embeddings ea ON ea.observation_id = a.id AND ea.model = {model}
    CROSS JOIN LATERAL (
        SELECT eb.observation_id, 1 - (eb.embedding::vector({dim}) <=> ea.embedding::vector({dim})) AS sim
        FROM embeddings eb
        WHERE eb.model = {model} AND eb.project = {project} AND eb.observation_id <> a.id
        ORDER BY eb.embedding::vector({dim}) <=> ea.embedding::vector({dim})
        LIMIT {k}) n
    JOIN observations b ON b.id = n.observation_id
"""
#: dedup: the near neighbours that may be duplicates (compatible type, similar enough)
_DUPLICATES = """
    SELECT a.id AS a_id, b.id, b.type, n.sim, similarity(a.title, b.title) AS title_sim,
           a.title AS a_title, b.title AS b_title""" + NEAREST_PAIRS + f"""    WHERE a.id = ANY(%(ids)s) AND a.project = {{project}} AND {live('b')} AND n.sim >= %(threshold)s
      AND (b.type = a.type OR 'note' IN (a.type, b.type)) AND """ + SAME_VISIBILITY
#: consolidation: same-type neighbours on the same subject
_SUBJECT = """
    SELECT a.id AS a_id, a.created_at AS a_created, b.id AS b_id, b.created_at AS b_created, n.sim""" + NEAREST_PAIRS + f"""    WHERE a.id = ANY(%(ids)s) AND {live('b')} AND b.type = a.type
      AND (n.sim >= %(similar)s OR (n.sim >= %(file_similar)s AND a.files_modified && b.files_modified))
      AND """ + SAME_VISIBILITY
_COMPOSED = {"duplicates": _DUPLICATES, "subject": _SUBJECT}


def embedding_dims(conn: Conn, model: str) -> int | None:
    """The dimensions of `model`'s vectors (None when it has none)."""
    row = conn.execute(Q["embedding_dims"], (model,)).fetchone()
    return row["dim"] if row else None


def vector_count(conn: Conn, model: str, project: str) -> int:
    return db.one(conn.execute(Q["vector_count"], (model, project)))["n"]


def vectors(conn: Conn, model: str, project: str) -> list:
    """Every vector of `model` in `project`, by observation id: rows id, v (vector_send's bytes)."""
    return conn.execute(Q["vectors"], (model, project), binary=True).fetchall()


def group_by_project(conn: Conn, ids: list[int]) -> list:
    """These observations grouped by project: rows project, ids."""
    return conn.execute(Q["group_by_project"], (ids,)).fetchall()


def duplicate_starts(conn: Conn, model: str, project: str | None, since: dt.datetime | None) -> list[int]:
    """Live memories with a vector of `model` (of `project`; vector written since `since`)."""
    rows = conn.execute(Q["duplicate_starts"], (model, project, project, since, since))
    return [row["id"] for row in rows]


def subject_starts(conn: Conn, model: str, types: list[str], since: dt.datetime | None) -> list:
    """Live memories of these types with a vector of `model` written since `since`: id, project."""
    return conn.execute(Q["subject_starts"], {"model": model, "types": types, "since": since}).fetchall()


def pairs(conn: Conn, kind: str, found: list[tuple[int, int, float]], params: dict[str, Any]) -> list:
    """The pairs (a, b, similarity) found in memory that pass `kind`'s conditions ("duplicates":
    params project, threshold; "subject": similar, file_similar)."""
    if not found:
        return []
    arrays = {"a": [p[0] for p in found], "b": [p[1] for p in found], "sim": [p[2] for p in found]}
    query = Q["duplicate_pairs"] if kind == "duplicates" else Q["subject_pairs"]
    return conn.execute(query, {**params, **arrays}).fetchall()


def candidates(conn: Conn, kind: str, ids: list[int], model: str, dim: int, project: str, k: int,
               params: dict[str, Any]) -> list:
    """The `k` nearest memories of each of `ids` in `project` through the project's HNSW index,
    with `kind`'s conditions (see `pairs`)."""
    from psycopg import sql

    query = sql.SQL(_COMPOSED[kind]).format(dim=sql.Literal(int(dim)), model=sql.Literal(model),
                                            project=sql.Literal(project), k=sql.Literal(k))
    return conn.execute(query, {**params, "ids": ids}, prepare=False).fetchall()
