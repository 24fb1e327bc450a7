"""The full-text engine of both search tiers: BM25 term statistics, kept approximately fresh,
and the pieces of the BM25 statements built from them. A tier (`OBSERVATIONS`, `PASSAGES`) names
its tables; everything else is the same for both — the one place that writes search_stats,
search_term_stats, passage_stats and passage_term_stats.

Per tier and scope (a project, or "" for every project; in the library, every project is
project=None): the document count and total length, each lexeme's document frequency, and the
high-water marks of what the last recount saw (ids of the tier's tables: a newer row is an
addition or, for observations, an edit; a mark above the table's maximum means rows were purged).

    statistics_columns(tier, …) / statistics_join(tier, …)
                               → what a search reads before it runs (marks, counts, query terms' df)
    stale(prep, tier)          → whether the statistics read with the search may be out of date
    maintain(conn, tier, scope) → count what changed; recount when a sizeable share did
    plan_terms(prep, weights)  → TermPlan: the query's lexemes, their IDFs, the generating tsqueries
    term_weight / bm25 / candidates → the SQL of the score and of the candidate branches
    recount(conn, tier, project) → recount now; records {kind: the tier's stats table, scope, n_docs}
    idfs(conn, tier, scope, lexemes) → each lexeme's IDF as search weighs it
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable, Protocol

from memtool import vocabulary

ALL_SCOPE = ""  # the statistics row of "every project"

STATS_REFRESH_SHARE = 0.05  # recount a scope once this share of its documents was added or changed
STATS_EXACT_BELOW = 1000  # scopes smaller than this are recounted after any change (cheap)


@dataclasses.dataclass(frozen=True)
class Mark:
    """A high-water mark: the statistics' column `seen` holds the max(id) of `table` counted;
    searches read the current one as `current`."""

    seen: str
    current: str
    table: str


@dataclasses.dataclass(frozen=True)
class Tier:
    """One searchable table's statistics: where they live and how change is counted."""

    stats: str  # a row per scope: n_docs, total_length, the marks' columns
    terms: str  # a row per scope and lexeme: df
    refresh: str  # the SQL function recounting a scope (returns its n_docs)
    lock: int  # advisory lock namespace; the second key is hashtext(scope)
    marks: tuple[Mark, ...]
    changed: str  # documents added or changed between the marks (params: the marks' seen/current, scope)
    keeps_count: bool  # the stats row carries `changed`, counted so far since the recount

    def marks_statement(self) -> str:
        return "SELECT " + ", ".join(f"coalesce((SELECT max(id) FROM {m.table}), 0) AS {m.current}"
                                     for m in self.marks)


OBSERVATIONS = Tier(
    stats="search_stats", terms="search_term_stats", refresh="memtool_refresh_search_stats", lock=0x6D656D73,
    marks=(Mark("seen_observation_id", "max_observation_id", "observations"),
           Mark("seen_version_id", "max_version_id", "observation_versions")),
    changed="""
SELECT (SELECT count(*) FROM observations o
        WHERE o.id > %(seen_observation_id)s AND o.id <= %(max_observation_id)s
          AND (%(scope)s = '' OR o.project = %(scope)s))
     + (SELECT count(DISTINCT v.observation_id) FROM observation_versions v JOIN observations o ON o.id = v.observation_id
        WHERE v.id > %(seen_version_id)s AND v.id <= %(max_version_id)s
          AND (%(scope)s = '' OR o.project = %(scope)s)) AS changed
""",
    keeps_count=True)

PASSAGES = Tier(  # passages are never updated: only additions and purges change them
    stats="passage_stats", terms="passage_term_stats", refresh="memtool_refresh_passage_stats", lock=0x70617373,
    marks=(Mark("seen_passage_id", "max_passage_id", "event_passages"),),
    changed="""
SELECT count(*) AS changed FROM event_passages
WHERE id > %(seen_passage_id)s AND id <= %(max_passage_id)s AND (%(scope)s = '' OR project = %(scope)s)
""",
    keeps_count=False)


# -- what a search reads first ------------------------------------------------------------------

def statistics_columns(tier: Tier, vector: str, scope: str) -> str:
    """The select-list of a search's first round trip: the current marks, the scope's counts and
    marks (alias `s`, see statistics_join), and `terms`: [lexeme, df] of each lexeme of the query's
    tsvector `vector`, one primary-key probe per term (a join may hash the whole scope's statistics)."""
    current = "".join(f"(SELECT max(id) FROM {m.table}) AS {m.current},\n       " for m in tier.marks)
    seen = ", ".join(f"s.{m.seen}" for m in tier.marks)
    return (f"{current}s.n_docs, s.total_length, {seen},\n"
            f"       (SELECT coalesce(json_agg(json_build_array(t.lexeme, coalesce(\n"
            f"                    (SELECT ts.df FROM {tier.terms} ts\n"
            f"                     WHERE ts.scope = {scope} AND ts.lexeme = t.lexeme), 0)) ORDER BY t.lexeme), '[]')\n"
            f"        FROM unnest({vector}) AS t) AS terms")


def statistics_join(tier: Tier, scope: str) -> str:
    """The FROM clause that goes with statistics_columns (a row even when the scope has none)."""
    return f"FROM (SELECT 1) AS one LEFT JOIN {tier.stats} s ON s.scope = {scope}"


def stale(prep: dict, tier: Tier) -> bool:
    """Whether the statistics a search read may be out of date (none yet, or a mark moved)."""
    if prep["n_docs"] is None:
        return True
    return any(prep[m.seen] != (prep[m.current] or 0) for m in tier.marks)


# -- keeping the statistics fresh ----------------------------------------------------------------

def maintain(conn, tier: Tier, scope: str) -> bool:
    """Bring a scope's statistics up to date enough: count what changed since they were last
    looked at; recount them when that is a sizeable share (or they do not exist yet). When the
    scope has many documents, another process already at it is left to it (stale statistics are
    fine for a while); when it has none or few, wait for that process (searching without them
    would score every term as if the scope were empty; a small scope's recount is quick). In a read-only transaction, or when the caller's
    lock_timeout runs out, the statistics stay as they are. True: read them again (recounted,
    here or by the process waited for)."""
    import psycopg

    try:
        with conn.transaction():
            return _maintain(conn, tier, scope)
    except (psycopg.errors.ReadOnlySqlTransaction, psycopg.errors.LockNotAvailable):
        return False


def _maintain(conn, tier: Tier, scope: str) -> bool:
    # Wait for whoever is counting when the scope has no statistics yet, or so few documents that
    # a recount is quick: a small scope is recounted after any change, and two connections of one
    # batch must not rank the same query on different counts (one waiting, one reading stale ones).
    before = _row(conn, tier, scope)
    waited = before is None or before["n_docs"] < STATS_EXACT_BELOW
    if not _lock(conn, tier, scope, wait=waited):
        return False
    row = _row(conn, tier, scope)
    if row is None:  # nobody counted it meanwhile
        conn.execute(f"SELECT {tier.refresh}(%s)", (scope,))
        return True
    marks = conn.execute(tier.marks_statement()).fetchone()
    if any(marks[m.current] < row[m.seen] for m in tier.marks):  # rows were purged
        conn.execute(f"SELECT {tier.refresh}(%s)", (scope,))
        return True
    params = {"scope": scope, **marks, **{m.seen: row[m.seen] for m in tier.marks}}
    changed = (row["changed"] if tier.keeps_count else 0) + conn.execute(tier.changed, params).fetchone()["changed"]
    if changed and (changed >= STATS_REFRESH_SHARE * row["n_docs"] or row["n_docs"] < STATS_EXACT_BELOW):
        conn.execute(f"SELECT {tier.refresh}(%s)", (scope,))
        return True
    if tier.keeps_count:
        moved = ", ".join(f"{m.seen} = %({m.current})s" for m in tier.marks)
        conn.execute(f"UPDATE {tier.stats} SET {moved}, changed = %(changed)s WHERE scope = %(scope)s",
                     {**params, "changed": changed})
    return waited  # another process counted the scope while this one waited for it: read them again


def _row(conn, tier: Tier, scope: str):
    return conn.execute(f"SELECT * FROM {tier.stats} WHERE scope = %s", (scope,)).fetchone()  # noqa: S608


def _lock(conn, tier: Tier, scope: str, wait: bool) -> bool:
    """The scope's advisory lock for this transaction: waited for, or tried."""
    lock = "pg_advisory_xact_lock" if wait else "pg_try_advisory_xact_lock"
    got = conn.execute(f"SELECT {lock}(%s, hashtext(%s))::text AS ok", (tier.lock, scope)).fetchone()["ok"]
    return got != "false"


def recount(conn, tier: Tier, project: str | None = None) -> list[dict]:
    """Recount a tier's statistics (document count, average length, each lexeme's document
    frequency) for one project, or with project=None for every scope counted so far (after a
    purge or a scrub: no removed word may survive in them). Optional otherwise: search recounts
    them itself once enough has changed.

    Record: kind (the tier's stats table: "search_stats" | "passage_stats"), scope (a project, or
    "" for all projects), n_docs."""
    from memtool.store import db

    with db.translate_errors(), conn.transaction():
        if project is None:
            scopes = [r["scope"] for r in conn.execute(f"SELECT scope FROM {tier.stats} ORDER BY scope")]
        else:
            scopes = [project]
        out = []
        for scope in scopes:
            _lock(conn, tier, scope, wait=True)
            n = conn.execute(f"SELECT {tier.refresh}(%s) AS n", (scope,)).fetchone()["n"]
            out.append({"kind": tier.stats, "scope": scope, "n_docs": n})
    return out


# -- weighing the query's terms ------------------------------------------------------------------

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
    # each term's tools (memtool/vocabulary.py) as one OR tsquery (the term's own where it has none), and the
    # weight a text naming one of them but not the term gets: the term's IDF times the vocabulary share
    tool_queries: list[str] = dataclasses.field(default_factory=list)
    tool_idfs: list[float] = dataclasses.field(default_factory=list)
    tool_share: float = 0.0

    @property
    def with_tools(self) -> list[int]:
        """The 1-based indexes of the terms that have tools (term_weight's extra branch)."""
        return [i for i, idf in enumerate(self.tool_idfs, 1) if idf > 0]

    def params(self) -> dict:
        """The statement parameters the plan binds (term_weight's, candidates')."""
        return {"term_queries": self.term_queries, "term_lexemes": self.lexemes, "idfs": self.idfs,
                "tool_queries": self.tool_queries or self.term_queries, "tool_idfs": self.tool_idfs or self.idfs,
                "q_gen": self.q_gen, "q_rare": self.q_rare, "q_common": self.q_common, "avgdl": self.avgdl}


def term_query(lexeme: str) -> str:
    """A one-lexeme tsquery in tsquery syntax (quoted, so it is taken verbatim)."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def idf(n_docs: int, df: int) -> float:
    """BM25's inverse document frequency (never negative: a term in every document weighs ~0)."""
    return math.log(1 + (max(n_docs, df) - df + 0.5) / (df + 0.5))


class CandidateLimits(Protocol):
    """What plan_terms reads of search's Weights (store/search_sql.py)."""

    @property
    def match_share(self) -> float: ...
    @property
    def match_floor(self) -> int: ...
    @property
    def fts_candidates(self) -> int: ...
    @property
    def pool(self) -> int: ...


def plan_terms(prep: dict, weights: CandidateLimits, tool_share: float = 0.0) -> TermPlan:
    """IDF from the scope's statistics (a term they do not know counts as rare); which terms
    generate candidates; and, when the generating terms match more documents than
    `weights.fts_candidates`, the split into rare terms (every match) and common ones (the most
    recent matches). With `tool_share` > 0, a term naming an activity also matches the tools that
    do it (memtool/vocabulary.py) at that share of its IDF, and its tools generate candidates with it."""
    n = int(prep["n_docs"] or 0)
    terms = sorted(((lexeme, int(df)) for lexeme, df in prep["terms"] or []), key=lambda t: (t[1], t[0]))
    threshold = max(weights.match_share * n, weights.match_floor)
    tools = vocabulary.expansions(lexeme for lexeme, _ in terms) if tool_share > 0 else {}
    lexemes, queries, idfs_, generating, tool_queries, tool_idfs = [], [], [], [], [], []
    known = 0  # the two rarest terms the statistics know always generate
    for lexeme, df in terms:
        lexemes.append(lexeme)
        queries.append(term_query(lexeme))
        idfs_.append(idf(n, df))
        named = tools.get(lexeme, ())
        tool_queries.append(" | ".join(map(term_query, named)) if named else queries[-1])
        tool_idfs.append(tool_share * idfs_[-1] if named else 0.0)
        known += df > 0
        if df <= threshold or (df > 0 and known <= 2):
            generating.append((f"{queries[-1]} | {tool_queries[-1]}" if named else queries[-1], df))
    total = prep["total_length"]
    plan = TermPlan(lexemes, queries, idfs_, " | ".join(q for q, _ in generating) or None, None, None, None,
                    float(total) / n if n and total else None, tool_queries, tool_idfs, tool_share)
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


def idfs(conn, tier: Tier, scope: str, lexemes) -> dict[str, float]:
    """Each lexeme with its IDF in the scope, as search weighs it (a term the statistics do not
    know counts as rare)."""
    if not lexemes:
        return {}
    # One round trip (the context block asks for each prompt): every lexeme with its df and the scope's size.
    rows = conn.execute(
        f"SELECT l.lexeme, coalesce(t.df, 0) AS df, (SELECT n_docs FROM {tier.stats} WHERE scope = %(scope)s) AS n_docs"
        f" FROM unnest(%(lexemes)s::text[]) AS l(lexeme)"
        f" LEFT JOIN {tier.terms} t ON t.scope = %(scope)s AND t.lexeme = l.lexeme",
        {"scope": scope, "lexemes": list(lexemes)}).fetchall()
    n_docs = int(rows[0]["n_docs"] or 0) if rows else 0
    df = {row["lexeme"]: int(row["df"]) for row in rows}
    return {term: idf(n_docs, df.get(term, 0)) for term in lexemes}


# -- the SQL of the score ------------------------------------------------------------------------

def term_weight(alias: str, plan: TermPlan) -> str:
    """The sum of the IDFs of the query terms a row's tsvector contains: one CASE per term
    (a subquery over the terms per row cost a third more); a term with tools (TermPlan.tool_queries)
    counts its tool share when the row names a tool but not the term. Parameters: TermPlan.params()."""
    if not plan.lexemes:
        return "0.0::float8"
    tools = set(plan.with_tools)

    def case(i: int) -> str:
        tool = (f" WHEN {alias}.search_tsv @@ (%(tool_queries)s::tsquery[])[{i}] THEN (%(tool_idfs)s::float8[])[{i}]"
                if i in tools else "")
        return (f"CASE WHEN {alias}.search_tsv @@ (%(term_queries)s::tsquery[])[{i}] THEN (%(idfs)s::float8[])[{i}]"
                f"{tool} ELSE 0 END")

    return "(" + " + ".join(case(i) for i in range(1, len(plan.lexemes) + 1)) + ")"


def bm25(tw: str, dl: str, avgdl: str, k1, b) -> str:
    """BM25 of a document whose matched terms weigh `tw` (term_weight), of length `dl`."""
    return f"{tw} * ({k1} + 1) / (1 + {k1} * (1 - {b} + {b} * {dl} / {avgdl}))"


def candidates(plan: TermPlan, match: Callable[[str], str], recent: Callable[[], list[str]]) -> str:
    """The documents to score: every match of the generating terms (`match("%(q_gen)s")`) when
    the statistics say they are few enough; otherwise every match of the rarest ones plus the
    `recent()` branches (the most recent matches of %(q_common)s, at most plan.recent each)."""
    if plan.recent is None:
        return match("%(q_gen)s")
    branches = [match("%(q_rare)s")] if plan.q_rare else []
    return " UNION ".join(branches + recent())
