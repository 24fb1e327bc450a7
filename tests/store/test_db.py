"""db.transaction: the adapters' unit of work."""

import psycopg
import pytest

from memtool.store import db


def _count(conninfo: str) -> int:
    with psycopg.connect(conninfo) as other:
        return other.execute("SELECT count(*) FROM sessions WHERE id LIKE 'tx-%'").fetchone()[0]


def test_transaction_commits_when_the_block_ends(conn, database_url):
    conn.execute("SELECT 1")  # a transaction is already open: psycopg's own would only add a savepoint
    with db.transaction(conn):
        conn.execute("INSERT INTO sessions (id, project, source, started_at, last_event_at) VALUES ('tx-1', '/p', 't', now(), now())")
    assert _count(database_url) == 1  # visible to another connection: committed


def test_transaction_rolls_back_when_the_block_raises(conn, database_url):
    with pytest.raises(RuntimeError):
        with db.transaction(conn):
            conn.execute("INSERT INTO sessions (id, project, source, started_at, last_event_at) VALUES ('tx-2', '/p', 't', now(), now())")
            raise RuntimeError("boom")
    assert _count(database_url) == 0
    assert conn.execute("SELECT count(*) AS n FROM sessions").fetchone()["n"] == 0  # usable after rollback
