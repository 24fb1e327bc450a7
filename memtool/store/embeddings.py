"""Vectors of observations, one row per observation and model, and their HNSW indexes — the one
module that writes the `embeddings` table (retrieve/embed.py decides what to embed and computes
the vectors). The fixed statements are sql/queries/embeddings.sql's; the CREATE INDEX statements
are composed here (their name, dimensions, model and project are literals: a partial index only
serves queries whose condition names the same literal).
"""

from __future__ import annotations

from typing import Any, Iterable

from memtool.store import db, queries, schema
from memtool.store.db import Conn

Q = queries.Family("embeddings")


def has_index(conn: Conn, name: str) -> bool:
    return schema.has_table(conn, name)


def may_index(conn: Conn) -> bool:
    """Only the tables' owner creates indexes: on a team server a member's `embed` stores vectors
    and leaves the indexes to the admin's `memtool maintain` (docs/team.md)."""
    return bool(db.one(conn.execute(Q["may_index"]))["ok"])


def create_index(conn: Conn, name: str, model: str, dim: int, project: str | None = None) -> None:
    """The HNSW (cosine) index `name` over `model`'s vectors (of `project` only, when given)."""
    from psycopg import sql

    where = sql.SQL(" WHERE model = {model}").format(model=sql.Literal(model))
    if project is not None:
        where += sql.SQL(" AND project = {project}").format(project=sql.Literal(project))
    conn.execute(sql.SQL(
        "CREATE INDEX IF NOT EXISTS {name} ON embeddings USING hnsw ((embedding::vector({dim})) vector_cosine_ops)"
    ).format(name=sql.Identifier(name), dim=sql.Literal(int(dim))) + where)


def projects_with_vectors(conn: Conn, model: str) -> list[str]:
    return [row["project"] for row in conn.execute(Q["projects_with_vectors"], (model,))]


def without_index(conn: Conn, projects: list[str], names: list[str]) -> list[str]:
    """The projects whose index (its name at the same place in `names`) does not exist."""
    return [row["p"] for row in conn.execute(Q["without_index"], (projects, names))]


def big_enough(conn: Conn, model: str, projects: list[str], minimum: int) -> list[str]:
    """Those of `projects` with at least `minimum` vectors of `model`, sorted."""
    return [row["project"] for row in conn.execute(Q["big_enough"], (model, projects, int(minimum)))]


def count_stale(conn: Conn, model: str, force: bool, project: str | None) -> int:
    """Live observations without a current vector of `model` (all of them with `force`)."""
    params = {"model": model, "after": 0, "project": project, "force": force}
    return db.one(conn.execute(Q["count_stale"], params))["n"]


def stale(conn: Conn, model: str, after: int, limit: int, force: bool, project: str | None) -> list:
    """The next `limit` of those after id `after`: id, project, title, narrative, facts, concepts,
    files_read, files_modified, embedded_hash."""
    params = {"model": model, "after": after, "project": project, "force": force, "limit": limit}
    return conn.execute(Q["stale"], params).fetchall()


def texts_of(conn: Conn, model: str, ids: list[int]) -> list:
    """The same columns for these live observations, by id."""
    return conn.execute(Q["texts_of"], (model, ids)).fetchall()


def mark_current(conn: Conn, model: str, ids: list[int]) -> None:
    """These observations' vectors of `model` are still current: the next `--missing` skips them."""
    conn.execute(Q["mark_current"], (model, ids))


def upsert(conn: Conn, model: str, vectors: Iterable[tuple[int, str, Any]]) -> None:
    """Store (observation id, text hash, vector) of `model`, replacing older ones."""
    with conn.cursor() as cur:
        cur.executemany(Q["upsert_vector"], [(obs_id, model, digest, vector, obs_id)
                                             for obs_id, digest, vector in vectors])


def prune(conn: Conn, keep_model: str) -> int:
    """Delete the vectors of every model but `keep_model`."""
    return conn.execute(Q["prune"], (keep_model,)).rowcount


def drop(conn: Conn, observation_ids: list[int]) -> int:
    """Delete these observations' vectors (all models)."""
    return conn.execute(Q["drop_vectors"], (observation_ids,)).rowcount
