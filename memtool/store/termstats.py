"""The full-text term statistics of search's BM25 (tables search_stats, search_term_stats):
each scope's document count and total length and each lexeme's document frequency, kept
approximately fresh, and the query plan built from them (which terms, with which IDF, generate
candidates).

Scopes: a project, or "" for every project (the key of the all-projects row in the table; in
the library, every project is project=None).

    plan_terms(prep, weights)  → TermPlan: the query's lexemes, their IDFs, the generating tsqueries
    stale(prep)                → whether the statistics read with the search may be out of date
    maintain(conn, scope)      → count what changed; recount when a sizeable share did
    refresh_stats(conn, project) → recount now; records {kind "search_stats", scope, n_docs}
"""

from __future__ import annotations

import dataclasses
import math
from typing import Protocol

ALL_SCOPE = ""  # the statistics row of "every project"

STATS_REFRESH_SHARE = 0.05  # recount a scope once this share of its documents was added or changed
STATS_EXACT_BELOW = 1000  # scopes smaller than this are recounted after any change (cheap)
_STATS_LOCK = 0x6D656D73  # advisory lock namespace ("mems"); the second key is hashtext(scope)

_CHANGED = """
SELECT (SELECT count(*) FROM observations o
        WHERE o.id > %(seen_obs)s AND o.id <= %(max_obs)s AND (%(scope)s = '' OR o.project = %(scope)s))
     + (SELECT count(DISTINCT v.observation_id) FROM observation_versions v JOIN observations o ON o.id = v.observation_id
        WHERE v.id > %(seen_ver)s AND v.id <= %(max_ver)s AND (%(scope)s = '' OR o.project = %(scope)s)) AS changed
"""



@dataclasses.dataclass
class TermPlan:
    """The query's full-text terms with their weights, and which candidates to score."""

    lexemes: list[str]
    term_queries: list[str]
    idfs: list[float]
    q_gen: str | None  # OR of the generating terms
    q_rare: str | None  # capped: OR of the rarest generating terms (all their matches are scored)
    q_common: str | None  # capped: OR of the other generating terms (most recent matches only)
    recent: int | None  # capped: how many recent matches of q_common (None: not capped)
    avgdl: float | None  # the scope's average document length (None: no statistics yet)


def term_query(lexeme: str) -> str:
    """A one-lexeme tsquery in tsquery syntax (quoted, so it is taken verbatim)."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


class CandidateLimits(Protocol):
    """What plan_terms reads of search's Weights (retrieve/search_sql.py)."""

    @property
    def match_share(self) -> float: ...
    @property
    def match_floor(self) -> int: ...
    @property
    def fts_candidates(self) -> int: ...
    @property
    def pool(self) -> int: ...


def plan_terms(prep: dict, weights: CandidateLimits) -> TermPlan:
    """IDF from the scope's statistics (a term they do not know counts as rare); which terms
    generate candidates; and, when the generating terms match more documents than
    `weights.fts_candidates`, the split into rare terms (every match) and common ones (the most
    recent matches)."""
    n = int(prep["n_docs"] or 0)
    terms = sorted(((lexeme, int(df)) for lexeme, df in prep["terms"] or []), key=lambda t: (t[1], t[0]))
    threshold = max(weights.match_share * n, weights.match_floor)
    lexemes, queries, idfs, generating = [], [], [], []
    known = 0  # the two rarest terms the statistics know always generate
    for lexeme, df in terms:
        lexemes.append(lexeme)
        queries.append(term_query(lexeme))
        idfs.append(math.log(1 + (max(n, df) - df + 0.5) / (df + 0.5)))
        known += df > 0
        if df <= threshold or (df > 0 and known <= 2):
            generating.append((queries[-1], df))
    total = prep["total_length"]
    plan = TermPlan(lexemes, queries, idfs, " | ".join(q for q, _ in generating) or None, None, None, None,
                     float(total) / n if n and total else None)
    cap = int(weights.fts_candidates)
    if min(sum(df for _, df in generating), n) > cap:
        rare, seen = [], 0
        for q, df in generating:  # rarest first
            if seen + df > cap:
                break
            rare.append(q)
            seen += df
        common = [q for q, _ in generating[len(rare):]]
        plan.q_rare = " | ".join(rare) or None
        plan.q_common = " | ".join(common)
        plan.recent = max(cap - seen, int(weights.pool))
    return plan


def stale(prep: dict) -> bool:
    if prep["n_docs"] is None:
        return True
    return ((prep["seen_observation_id"], prep["seen_version_id"])
            != (prep["max_observation_id"] or 0, prep["max_version_id"] or 0))


def maintain(conn, scope: str) -> None:
    """Bring a scope's statistics up to date enough: count what changed since they were last
    looked at; recount them when that is a sizeable share (or they do not exist yet). Another
    process already doing it is left to it (stale statistics are fine for a while)."""
    import psycopg

    try:
        with conn.transaction():
            row = conn.execute("SELECT * FROM search_stats WHERE scope = %s", (scope,)).fetchone()
            lock = "pg_advisory_xact_lock" if row is None else "pg_try_advisory_xact_lock"
            got = conn.execute(f"SELECT {lock}(%s, hashtext(%s))::text AS ok",  # noqa: S608 - fixed names
                               (_STATS_LOCK, scope)).fetchone()["ok"]
            if got == "false":
                return
            row = conn.execute("SELECT * FROM search_stats WHERE scope = %s", (scope,)).fetchone()
            if row is None:
                conn.execute("SELECT memtool_refresh_search_stats(%s)", (scope,))
                return
            marks = conn.execute("SELECT coalesce((SELECT max(id) FROM observations), 0) AS obs,"
                                 " coalesce((SELECT max(id) FROM observation_versions), 0) AS ver").fetchone()
            if marks["obs"] < row["seen_observation_id"] or marks["ver"] < row["seen_version_id"]:
                conn.execute("SELECT memtool_refresh_search_stats(%s)", (scope,))  # rows were purged
                return
            changed = row["changed"] + conn.execute(_CHANGED, {
                "seen_obs": row["seen_observation_id"], "max_obs": marks["obs"], "seen_ver": row["seen_version_id"],
                "max_ver": marks["ver"], "scope": scope}).fetchone()["changed"]
            if changed and (changed >= STATS_REFRESH_SHARE * row["n_docs"] or row["n_docs"] < STATS_EXACT_BELOW):
                conn.execute("SELECT memtool_refresh_search_stats(%s)", (scope,))
            else:
                conn.execute("UPDATE search_stats SET seen_observation_id = %s, seen_version_id = %s, changed = %s"
                             " WHERE scope = %s", (marks["obs"], marks["ver"], changed, scope))
    except psycopg.errors.ReadOnlySqlTransaction:
        pass  # a read-only transaction searches with the statistics as they are


def refresh_stats(conn, project: str | None = None) -> list[dict]:
    """Recount the full-text statistics search uses (document count, average length, each
    lexeme's document frequency) for one project, or with project=None for every scope searched
    so far. Optional: search refreshes them itself once enough has changed.

    Record: kind "search_stats", scope (a project, or "" for all projects), n_docs."""
    from memtool.store import db

    with db.translate_errors(), conn.transaction():
        if project is None:
            scopes = [r["scope"] for r in conn.execute("SELECT scope FROM search_stats ORDER BY scope")]
        else:
            scopes = [project]
        out = []
        for scope in scopes:
            conn.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_STATS_LOCK, scope))
            n = conn.execute("SELECT memtool_refresh_search_stats(%s) AS n", (scope,)).fetchone()["n"]
            out.append({"kind": "search_stats", "scope": scope, "n_docs": n})
    return out
