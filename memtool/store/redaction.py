"""The store side of re-redaction (`memtool scrub`, maintenance/rescrub.py decides what changes):
the catalogue's text columns and primary keys, every table's rows in key order, a row's scrubbed
columns written back, and the last scrub's state — the one module that writes `redaction_state`.

It is the one whole-schema rewrite, like a migration: the statements over every table are
composed here from the catalogue's identifiers with `psycopg.sql`, never naming a table in their
text; the fixed ones are sql/queries/redaction.sql's.
"""

from __future__ import annotations

from typing import Any, Iterator

from psycopg import sql
from psycopg.types.json import Jsonb

from memtool.store import db, queries
from memtool.store.db import Conn

Q = queries.Family("redaction")


def state(conn: Conn) -> dict | None:
    """The last scrub's fingerprint, watermarks and time, or None before the first one."""
    return conn.execute(Q["state"]).fetchone()


def save_state(conn: Conn, fingerprint: str, watermarks: dict[str, int]) -> None:
    conn.execute(Q["save_state"], (fingerprint, Jsonb(watermarks)))


def text_columns(conn: Conn) -> list:
    """Every text-holding column of the schema's tables: table_name, column_name, data_type, udt_name."""
    return conn.execute(Q["text_columns"]).fetchall()


def primary_key(conn: Conn, table: str) -> list[tuple[str, str]]:
    """(column, type) of `table`'s primary key, in key order."""
    return [(row["name"], row["type"]) for row in conn.execute(Q["primary_key"], (table,))]


def estimated_rows(conn: Conn, table: str) -> int:
    return db.one(conn.execute(Q["estimated_rows"], (table,)))["n"]


def rows(conn: Conn, table: str, cols: list[tuple[str, str]], pk: list[tuple[str, str]], after: int | None,
         batch: int) -> Iterator[list[dict]]:
    """Batches of `table`'s rows (columns `cols`, JSON as text, and the key `pk`) in key order
    (keyset pagination), from after a watermark on the key's first column."""
    key = sql.SQL(", ").join(sql.Identifier(p) for p, _ in pk)
    # JSON arrives as text: it is parsed where it is scrubbed (a worker process, for a big table)
    selected = [sql.SQL("{}::text AS {}").format(sql.Identifier(c), sql.Identifier(c)) if kind == "json"
                else sql.Identifier(c) for c, kind in cols] + [sql.Identifier(p) for p, _ in pk]
    select = sql.SQL("SELECT {cols} FROM {table}").format(cols=sql.SQL(", ").join(selected),
                                                          table=sql.Identifier(table))
    last: tuple | None = None
    while True:
        conditions = []
        params: list = []
        if after is not None:
            conditions.append(sql.SQL("{} > %s").format(sql.Identifier(pk[0][0])))
            params.append(after)
        if last is not None:
            conditions.append(sql.SQL("({}) > ({})").format(
                key, sql.SQL(", ").join(sql.Placeholder() * len(pk))))
            params.extend(last)
        where = sql.SQL(" WHERE ") + sql.SQL(" AND ").join(conditions) if conditions else sql.SQL("")
        query = select + where + sql.SQL(" ORDER BY {} LIMIT {}").format(key, sql.Literal(batch))
        found = conn.execute(query, params).fetchall()
        if not found:
            return
        yield found
        last = tuple(found[-1][p] for p, _ in pk)


def allow_scrub(conn: Conn) -> None:
    """Let this transaction rewrite stored text (the events trigger refuses it otherwise), and
    name the reason the observations' audit trigger records."""
    conn.execute(Q["allow_scrub"])


def write_row(conn: Conn, table: str, key: dict[str, Any], updates: dict[str, Any], kinds: dict[str, str]) -> None:
    """Write the scrubbed `updates` (column -> value; JSON columns as `kinds` says) to the row of
    `table` with primary key `key`."""
    conn.execute(
        sql.SQL("UPDATE {} SET {} WHERE {}").format(
            sql.Identifier(table),
            sql.SQL(", ").join(sql.SQL("{} = %s").format(sql.Identifier(c)) for c in updates),
            sql.SQL(" AND ").join(sql.SQL("{} = %s").format(sql.Identifier(p)) for p in key)),
        [*(Jsonb(v) if kinds[c] == "json" else v for c, v in updates.items()), *key.values()])
