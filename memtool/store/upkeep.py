"""Where `memtool maintain` left off between runs — the one module that writes the
`maintenance_state` table (maintenance/upkeep.py calls it): a JSON value per key (the events
compressed through, the last dedup and consolidation marks, the citations backfill). The
statements are sql/queries/upkeep.sql's.
"""

from __future__ import annotations

from typing import Any

from psycopg.types.json import Jsonb

from memtool.store import queries
from memtool.store.db import Conn

Q = queries.Family("upkeep")


def get_state(conn: Conn, key: str) -> Any:
    """The value stored under `key`, or None."""
    row = conn.execute(Q["get_state"], (key,)).fetchone()
    return row["value"] if row else None


def set_state(conn: Conn, key: str, value: Any) -> None:
    conn.execute(Q["set_state"], (key, Jsonb(value)))
