"""Recording recalls — the one place that writes the recall_log table.

A memory is recalled when search, the injected context or an MCP tool hands it to an agent or
a person. Each such call appends one row with the ids it returned (`record`): an INSERT, never
an UPDATE of the memories, so a search never waits on a row another process holds, and the
cost is one short statement per call. `memtool consolidate` folds the log into per-memory
counts (`fold`, consolidate.py keeps them) and removes the rows it folded, in its transaction.

Row: id, via ("search" | "context" | "mcp"), observation_ids[], recalled_at.
Batch searches (JSON lines on stdin: evaluations, scripts) are not recorded.
"""

from __future__ import annotations

from typing import Iterable

from memtool.store import queries

Q = queries.Family("recalls")  # the family's statements, sql/queries/recalls.sql

VIAS = ("search", "context", "mcp")


def record(conn, observation_ids: Iterable, via: str) -> int:
    """Append one recall of these observations (ids as ints or numeric strings; others, such
    as event refs, are ignored). Does not commit. Returns how many ids were recorded."""
    ids = sorted({int(i) for i in observation_ids if isinstance(i, int) or (isinstance(i, str) and i.isdigit())})
    if not ids:
        return 0
    conn.execute(Q["record_recall"], (via if via in VIAS else "search", ids))
    return len(ids)


def record_results(conn, results: Iterable[dict], via: str) -> int:
    """`record` for search result records: their observations (event passages are not memories)."""
    return record(conn, (r["id"] for r in results if r.get("source", "observation") == "observation"), via)


def fold(conn) -> list[dict]:
    """Take the log: per observation, how many recalls and the latest; the rows are removed
    (in the caller's transaction: a rollback puts them back)."""
    return [dict(row) for row in conn.execute(Q["fold_recalls"]).fetchall()]


def pending(conn) -> int:
    """Recalls recorded and not folded yet."""
    return conn.execute(Q["count_recalls"]).fetchone()["n"]
