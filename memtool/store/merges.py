"""The merges dedup records — the one module that writes the `merges` table (maintenance/dedup.py
calls it); the statements are sql/queries/merges.sql's. A merge keeps every member's row before
and after, so `memtool dedup --undo ID` can put them back.
"""

from __future__ import annotations

from psycopg.types.json import Jsonb

from memtool.store import db, queries
from memtool.store.db import Conn

Q = queries.Family("merges")


def record(conn: Conn, project: str, kept_id: int, merged_ids: list[int], similarity: float, threshold: float,
           before: list[dict]) -> int:
    """Record a merge about to be made (its members' rows `before` it); returns its id."""
    row = db.one(conn.execute(Q["insert_merge"], (project, kept_id, merged_ids, similarity, threshold, Jsonb(before))))
    return row["id"]


def done(conn: Conn, merge_id: int, after: list[dict], version_ids: list[int]) -> None:
    """Complete a merge's record: its members' rows after it and the version rows it wrote."""
    conn.execute(Q["merge_done"], (Jsonb(after), version_ids, merge_id))


def lock(conn: Conn, merge_id: int):
    """The merge's row, locked until the transaction ends (None when there is no such merge)."""
    return conn.execute(Q["lock_merge"], (merge_id,)).fetchone()


def undone(conn: Conn, merge_id: int) -> None:
    """Mark a merge undone."""
    conn.execute(Q["merge_undone"], (merge_id,))
