"""The full-text statistics search reads before every query: looked up through their primary key."""

from __future__ import annotations

import pytest

from memtool.store import termstats

# (view, the table beneath it, the conditions search puts on the view)
LOOKUPS = [
    ("search_stats", "search_stats_by_role", "scope = '/repo/a'"),
    ("search_term_stats", "search_term_stats_by_role", "scope = '/repo/a' AND lexeme = 'walrus'"),
    ("passage_stats", "passage_stats_by_role", "scope = '/repo/a'"),
    ("passage_term_stats", "passage_term_stats_by_role", "scope = '/repo/a' AND lexeme = 'walrus'"),
]


def _nodes(plan: dict):
    yield plan
    for child in plan.get("Plans", []):
        yield from _nodes(child)


@pytest.mark.parametrize(("view", "table", "where"), LOOKUPS)
def test_the_callers_statistics_are_an_index_lookup(conn, view, table, where):
    # Schema 16 compared `owner` (text, the database's collation) with current_user (name, collation
    # "C"): no btree index answers a comparison in another collation, so every query term's lookup
    # scanned all roles' and scopes' statistics with `owner` as a Filter.
    if "term" in table:
        conn.execute(f"INSERT INTO {table} (owner, scope, lexeme, df)"
                     " SELECT 'role' || (i % 7), '/repo/' || (i % 11), 'w' || i, 1 FROM generate_series(1, 3000) i")
    conn.execute("SET enable_seqscan = off")  # a small table's plan may scan it anyway: ask whether the key can answer
    plan = conn.execute(f"EXPLAIN (FORMAT JSON) SELECT * FROM {view} WHERE {where}").fetchone()
    nodes = list(_nodes(list(plan.values())[0][0]["Plan"]))
    scans = [n for n in nodes if n.get("Relation Name") == table]
    assert scans and all(n["Node Type"] == "Index Scan" for n in scans), nodes
    assert all("owner" in n.get("Index Cond", "") and "owner" not in n.get("Filter", "") for n in scans), scans


def test_recount_keeps_other_roles_statistics_and_counts_the_callers(conn):
    conn.execute("INSERT INTO observations (project, type, title, narrative, method, content_hash) VALUES"
                 " ('/repo/a', 'note', 'walrus cache', 'the walrus cache expires hourly', 'manual', 'h1')")
    conn.execute("INSERT INTO search_term_stats_by_role (owner, scope, lexeme, df) VALUES ('someone', '/repo/a', 'x', 5)")
    [record] = termstats.recount(conn, termstats.OBSERVATIONS, "/repo/a")
    assert record == {"kind": "search_stats", "scope": "/repo/a", "n_docs": 1}
    assert termstats.idfs(conn, termstats.OBSERVATIONS, "/repo/a", ["walrus", "x"]) == {
        "walrus": termstats.idf(1, 1), "x": termstats.idf(1, 0)}  # the other role's word is not the caller's
    others = conn.execute("SELECT df FROM search_term_stats_by_role WHERE owner = 'someone'").fetchall()
    assert [r["df"] for r in others] == [5]
