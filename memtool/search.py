"""Hybrid retrieval over observations: full text and vectors, fused in one SQL query.

How a query is scored (inside PostgreSQL: one round trip for the statistics, one for the search):

1. Full text. The query is parsed with the `english` configuration (stemmed, stopwords dropped)
   and matched with OR semantics: a memory matching any term is a candidate. Each term is
   weighted by a BM25 IDF from the scope's statistics (`search_stats`, `search_term_stats`:
   document count, total length, each lexeme's document frequency; a term they do not know
   counts as rare), and each candidate's weight is the sum of its matched terms' IDFs,
   length-normalised like BM25 (k1, b; document length = the tsvector's length, average from
   the statistics). Terms found in a large share of the scope still score, but do not pull in
   candidates on their own (so one very common word does not make a query score half the
   project). When the generating terms match more than `fts_candidates` memories, every match
   of the rarest ones is scored, plus only the most recent matches of the common ones.
   The statistics are approximate: search recounts a scope itself once a share of it changed
   (`refresh_stats` does it on demand); that write commits with the search when the search
   owns the transaction.
2. Vectors. The query embedding's `vec_pool` nearest neighbours (cosine) among vectors of the
   current model only. In one project: through the project's own HNSW index (`memtool embed`
   creates one per project with `embed.PROJECT_INDEX_MIN` vectors or more), else by an exact
   scan of its vectors, plus the global memories of other projects (exact). A single index over
   all projects, filtered by project, would first walk whatever other projects hold near the
   query (at 100k in 10 projects that left 29% of vector-only queries with no candidates).
   Across all projects: the per-model HNSW index, iterative scan.
3. Fusion. The union of both candidate pools (each larger than the limit) gets both signals —
   BM25 from the full-text side, cosine from the stored vector — normalised per query (BM25 by
   its maximum, cosine min–max), and a weighted sum.
4. Context. Memories are episodes: the observation just before or after a strong hit (same
   session; without sessions, within an hour in the same project) is often the other half of
   the story (the question and its answer, the error and its fix). Each of the best fused
   candidates gets a share of its best direct neighbour's score.
5. Priors for memory: recency (half-life decay on `created_at`), importance, type (decisions,
   gotchas, preferences and fixes rank a little higher) and access count (reads via `get`).
   They are small next to relevance: they break near-ties, they do not override it.

`--explain` adds each factor of each score. Modes: `hybrid` (default), `fts`, `vector`.
When the model cannot be loaded, or nothing in the scope is embedded with the current model,
hybrid and vector search fall back to full text and say so (`notice` in every result, and
in `SearchOutcome.notices`). Searching never changes memories nor their access statistics.

Scope: `project` plus memories marked global (`is_global`); `project=None` searches all.
Filters: `types`, `since`/`until` (on `created_at`), `file` (observations that read or modified
the path; a relative path also matches by suffix), `session`.

Two tiers: observations, and the passages of captured events (eventlog.py: full text only, the
same filters; not searched in `vector` mode). Both are merged on one calibrated scale, the share
of the query a hit matches (see eventlog.merge); `tiers` picks one. With events, a session digest
is also scored as its session: how much of its session's events match (session_rank.py).

Result record (one per hit, best first):

    kind: "result", rank, source ("observation"), ref (the id as text), id, created_at, project,
    type, title, snippet (one line), score, metadata{}, mode ("hybrid"|"fts"|"vector": what
    actually ran), source_events[] (refs "e123" of the events it came from), notice (only when
    degraded), query_id (batch mode), explain{} (with explain=True; adds coverage when events
    were searched). Event results: see eventlog.py (source "event", ref "e123").

Batch input (JSONL, one query per line): {"query_id": ..., "query": "...", "project": ...,
"limit": ..., "mode": ..., "types": [...], "since": ..., "until": ..., "file": ..., "session": ...,
"tiers": ["observation", "event"]};
every field but `query` is optional (defaults come from the command line).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
import math
import re
from typing import Any, Iterable, Iterator

from memtool import records
from memtool.errors import InputError, MemtoolError, ModelUnavailable

MAX_LIMIT = 100
DEFAULT_LIMIT = 10
MODES = ("hybrid", "fts", "vector")
TIERS = ("observation", "event")  # what search ranks: distilled memories, and the event log's passages
TS_CONFIG = "english"


@dataclasses.dataclass(frozen=True)
class Weights:
    """Scoring parameters (defaults are the shipped configuration)."""

    fts: float = 0.55  # normalised BM25
    vector: float = 0.45  # normalised cosine
    k1: float = 1.2  # BM25 term saturation (applies through the length normalisation)
    b: float = 0.75  # BM25 length normalisation
    match_share: float = 0.25  # terms in more than this share of the scope (and more than match_floor
    match_floor: int = 1000  # documents) score matches but do not pull in candidates on their own
    pool: int = 75  # full-text candidates taken before fusion
    vec_pool: int = 30  # nearest neighbours taken before fusion
    fts_candidates: int = 300  # full-text matches scored at most (beyond: rarest terms' + most recent)
    fts_norm: str = "max"  # "max": BM25 / best BM25 of the query; "idf": / sum of the query terms' IDF
    vec_norm: str = "minmax"  # "minmax" over the candidates, or "raw" cosine
    recency: float = 0.04  # weight of exp(-age / half-life)
    half_life_days: float = 30.0
    importance: float = 0.06  # weight of (importance - 0.5)
    access: float = 0.02  # weight of ln(1 + access_count) / ln(101), capped at 1
    neighbour: float = 0.2  # weight of the best score of the observation just before / after
    neighbour_gap_minutes: float = 60.0  # without a session id, neighbours must be this close in time
    rerank: int = 60  # fused candidates considered for the neighbour bonus
    type_bonus: tuple = (("decision", 0.02), ("gotcha", 0.02), ("preference", 0.02), ("bugfix", 0.01))


DEFAULT_WEIGHTS = Weights()


@dataclasses.dataclass
class SearchOutcome:
    results: list[dict]
    mode: str
    notices: list[str]


# -- the query ------------------------------------------------------------------------------------


def _filters(params: dict, types, since, until, file, session) -> tuple[str, dict]:
    """Extra WHERE conditions on `o` for the active filters (only those, so plans stay simple)."""
    clauses = []
    if types:
        clauses.append("o.type = ANY(%(types)s)")
        params["types"] = list(types)
    if since is not None:
        clauses.append("o.created_at >= %(since)s")
        params["since"] = records.parse_time(since, "since")
    if until is not None:
        clauses.append("o.created_at <= %(until)s")
        params["until"] = records.parse_time(until, "until")
    if session:
        clauses.append("o.session_id = %(session)s")
        params["session"] = session
    if file:
        path = str(file)
        params["file"] = path
        params["file_suffix"] = file_suffix_pattern(path)
        clauses.append(
            "(o.files_read @> ARRAY[%(file)s]::text[] OR o.files_modified @> ARRAY[%(file)s]::text[]"
            " OR EXISTS (SELECT 1 FROM unnest(o.files_read || o.files_modified) AS f(p)"
            "            WHERE f.p LIKE %(file_suffix)s OR %(file)s LIKE '%%/' || f.p))"
        )
    return "".join(" AND " + c for c in clauses), params


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def file_suffix_pattern(path: str) -> str:
    """LIKE pattern for stored paths that end in `path` (a leading "./" dropped) — the file
    filter of both tiers."""
    return "%/" + _like_escape(path[2:] if path.startswith("./") else path)


def _scope(params: dict, project: str | None, with_global: bool = True) -> str:
    """The scope as a condition on `o`; `with_global=False` when no other project has a global
    memory (a simpler statement: planning it is a third of a search's database time)."""
    if project is None:
        return "o.deleted_at IS NULL"
    params["project"] = project
    if not with_global:
        return "o.deleted_at IS NULL AND o.project = %(project)s"
    return "o.deleted_at IS NULL AND (o.project = %(project)s OR o.is_global)"


def _type_case(weights: Weights) -> str:
    if not weights.type_bonus:
        return "0.0"
    whens = " ".join(f"WHEN '{t}' THEN {float(v)!r}" for t, v in weights.type_bonus if re.fullmatch(r"[a-z_]+", t))
    return f"(CASE o.type {whens} ELSE 0.0 END)"


_FTS_CTES = """
matched AS MATERIALIZED ({candidates}),
avgdl AS (SELECT coalesce(%(avgdl)s::float8, greatest(coalesce(avg(dl), 1), 1)::float8) AS v FROM matched),
bm25 AS (
    SELECT m.id, m.tw * ({k1} + 1) / (1 + {k1} * (1 - {b} + {b} * m.dl / a.v)) AS score, {carried_m}
    FROM matched m, avgdl a
),
fts AS (SELECT id, {carried} FROM bm25 ORDER BY score DESC, id DESC LIMIT {pool})
"""

# What ranking needs of a candidate besides its scores, read where the candidate is found (no
# second lookup of the row): its time, importance, type, reads, project and session.
_CARRIED = ("created_at", "importance", "type", "access_count", "project", "session_id")


def _carried(alias: str | None = None) -> str:
    """The carried columns, qualified by `alias` when given."""
    return ", ".join(f"{alias}.{c}" if alias else c for c in _CARRIED)


_CARRY = _carried("o")
# A candidate: its id, length, the sum of its matched terms' IDF, and the carried columns.
_MATCH = ("SELECT o.id, length(o.search_tsv) AS dl, {tw} AS tw, "
          + _CARRY + " FROM observations o WHERE o.search_tsv @@ {tsquery}::tsquery AND {part}{filters}")
# Candidates: every match of the generating terms, when the statistics say they are few enough;
# otherwise every match of the rarest generating terms, plus the most recent matches of the common
# ones (a branch per part of the scope, so each can walk its time index and stop early).
# The IDF sum is computed after the LIMIT: for the few hundred kept, not for every match.
_FTS_RECENT = ("(SELECT r.id, length(r.search_tsv) AS dl, {tw_r} AS tw, " + _carried("r") +
               " FROM (SELECT o.id, o.search_tsv, " + _CARRY + " FROM observations o"
               "       WHERE o.search_tsv @@ {tsquery}::tsquery AND {part}{filters}"
               "       ORDER BY o.created_at DESC LIMIT {recent}) AS r)")

# Nearest neighbours among all projects' vectors (the per-model HNSW index).
_VEC_ALL = """
vec AS (
    SELECT e.observation_id AS id, {carry}
    FROM embeddings e JOIN observations o ON o.id = e.observation_id
    WHERE e.model = {model} AND {scope}{filters}
    ORDER BY e.embedding::vector({dim}) <=> %(qvec)s::vector({dim})
    LIMIT {vec_pool}
)
"""
# Nearest neighbours in one project — through its own HNSW index when it has one, else an exact
# scan of its vectors (see embed.PROJECT_INDEX_MIN) — plus the global memories of other
# projects (few: scanned exactly).
_VEC_PROJECT = """
vec AS (
    SELECT v.id, {carried_v} FROM (
        (SELECT e.observation_id AS id, e.embedding::vector({dim}) <=> %(qvec)s::vector({dim}) AS distance, {carry}
         FROM embeddings e JOIN observations o ON o.id = e.observation_id
         WHERE e.model = {model} AND e.project = %(project)s AND o.deleted_at IS NULL{filters}
         ORDER BY {project_order} LIMIT {vec_pool}){global_branch}
    ) v
    ORDER BY v.distance, v.id
    LIMIT {vec_pool}
)
"""
_VEC_GLOBAL = """
        UNION ALL
        (SELECT e.observation_id AS id, e.embedding::vector({dim}) <=> %(qvec)s::vector({dim}) AS distance, {carry}
         FROM observations o JOIN embeddings e ON e.observation_id = o.id AND e.model = {model}
         WHERE o.is_global AND o.deleted_at IS NULL AND o.project <> %(project)s{filters}
         ORDER BY {exact_order} LIMIT {vec_pool})"""
# An ORDER BY on the distance plus 0 cannot be answered by an (approximate) HNSW index scan:
# the planner computes every distance (an exact scan).
_DISTANCE = "e.embedding::vector({dim}) <=> %(qvec)s::vector({dim})"

_FUSE = """
cand AS ({union}),
scored AS (
    SELECT c.*, {bm25_expr} AS bm25, {sim_expr} AS sim
    FROM cand c {bm25_join} {sim_join}
),
normed AS (
    SELECT s.*,
           {bm25_norm} AS bm25_n,
           {sim_norm} AS sim_n
    FROM scored s
),
final AS (
    SELECT o.id, o.bm25, o.sim, o.bm25_n, o.sim_n, o.project AS o_project, o.session_id AS o_session,
           o.created_at AS o_created,
           exp(-0.6931471805599453 * greatest(date_part('epoch', now() - o.created_at), 0)
               / (86400.0 * {half_life})) AS recency,
           o.importance - 0.5 AS importance,
           {type_case} AS type_bonus,
           least(ln(1 + o.access_count) / ln(101), 1) AS access
    FROM normed o  -- named o: the type bonus expression reads o.type
),
base AS MATERIALIZED (
    SELECT f.*,
           {w_fts} * f.bm25_n + {w_vec} * f.sim_n + {w_rec} * f.recency + {w_imp} * f.importance
           + f.type_bonus + {w_acc} * f.access AS base
    FROM final f
    ORDER BY base DESC, f.id DESC
    LIMIT {rerank}
),
-- Each strong candidate's episode neighbours: the observation just before and just after it in
-- its project (one index probe each), kept when they share its session (or time window).
links AS MATERIALIZED (
    SELECT b.id, p.id AS prev_id, n.id AS next_id
    FROM base b
    LEFT JOIN LATERAL (
        SELECT o2.id, o2.session_id, o2.created_at FROM observations o2
        WHERE o2.project = b.o_project AND o2.deleted_at IS NULL AND (o2.created_at, o2.id) < (b.o_created, b.id)
        ORDER BY o2.created_at DESC, o2.id DESC LIMIT 1) p ON {same_context_p}
    LEFT JOIN LATERAL (
        SELECT o2.id, o2.session_id, o2.created_at FROM observations o2
        WHERE o2.project = b.o_project AND o2.deleted_at IS NULL AND (o2.created_at, o2.id) > (b.o_created, b.id)
        ORDER BY o2.created_at, o2.id LIMIT 1) n ON {same_context_n}
),
ranked AS (
    SELECT b.*, greatest(coalesce(bp.base, 0), coalesce(bn.base, 0)) AS neighbour,
           b.base + {w_nb} * greatest(coalesce(bp.base, 0), coalesce(bn.base, 0)) AS score
    FROM base b
    JOIN links l ON l.id = b.id
    LEFT JOIN base bp ON bp.id = l.prev_id
    LEFT JOIN base bn ON bn.id = l.next_id
    ORDER BY score DESC, b.id DESC
    LIMIT %(limit)s
)
SELECT r.*, o.created_at, o.project, o.type, o.title, o.narrative, o.metadata, o.source_event_ids
FROM ranked r JOIN observations o ON o.id = r.id
ORDER BY r.score DESC, r.id DESC
"""


def _same_context(alias: str, weights: Weights) -> str:
    """A neighbour counts when it belongs to the same session, or, when neither has a session,
    when it happened within the gap."""
    gap = float(weights.neighbour_gap_minutes)
    return (f"(({alias}.session_id = b.o_session) OR ({alias}.session_id IS NULL AND b.o_session IS NULL"
            f" AND abs(date_part('epoch', {alias}.created_at - b.o_created)) <= {gap * 60.0!r}))")


def _term_weight(alias: str, count: int) -> str:
    """The sum of the IDFs of the query terms a row's tsvector contains: one CASE per term
    (a subquery over the terms per row cost a third more)."""
    if not count:
        return "0.0::float8"
    return "(" + " + ".join(
        f"CASE WHEN {alias}.search_tsv @@ (%(term_queries)s::tsquery[])[{i}] THEN (%(idfs)s::float8[])[{i}] ELSE 0 END"
        for i in range(1, count + 1)) + ")"


def _fts_scoring(scope: str, filters: str, terms: "_TermPlan", project: str | None, fmt: dict,
                 with_global: bool = True) -> str:
    """The CTEs that find full-text candidates, give each its BM25 score (`bm25`) and keep the
    best (`fts`)."""
    tw = _term_weight("o", len(terms.lexemes))
    if terms.recent is None:
        candidates = _MATCH.format(tsquery="%(q_gen)s", part=scope, filters=filters, tw=tw)
    else:
        branches = ([_MATCH.format(tsquery="%(q_rare)s", part=scope, filters=filters, tw=tw)]
                    if terms.q_rare else [])
        parts = (["o.project = %(project)s AND o.deleted_at IS NULL"]
                 + (["o.is_global AND o.project <> %(project)s AND o.deleted_at IS NULL"] if with_global else [])
                 if project is not None else ["o.deleted_at IS NULL"])
        branches += [_FTS_RECENT.format(tsquery="%(q_common)s", part=part, filters=filters, recent=int(terms.recent),
                                        tw_r=_term_weight("r", len(terms.lexemes)))
                     for part in parts]
        candidates = " UNION ".join(branches)
    return _FTS_CTES.format(candidates=candidates, **fmt)




def _build_sql(mode: str, weights: Weights, scope: str, filters: str, dim: int | None,
               terms: "_TermPlan | None", project: str | None, project_index: bool = False,
               with_global: bool = True):
    """The search statement (see the module docstring); `scope` must agree with `with_global`."""
    fmt = {
        "scope": scope, "filters": filters,
        "k1": float(weights.k1), "b": float(weights.b), "pool": int(weights.pool),
        "vec_pool": int(weights.vec_pool),
        "half_life": float(weights.half_life_days), "type_case": _type_case(weights),
        "w_rec": float(weights.recency), "w_imp": float(weights.importance), "w_acc": float(weights.access),
        "dim": int(dim or 0), "model": "%(model)s",
        "rerank": int(max(weights.rerank, 1)), "w_nb": float(weights.neighbour),
        "same_context_p": _same_context("p", weights), "same_context_n": _same_context("n", weights),
        "carry": _CARRY, "carried": _carried(), "carried_m": _carried("m"), "carried_v": _carried("v"),
    }
    ctes = []
    if mode in ("hybrid", "fts"):
        ctes.append(_fts_scoring(scope, filters, terms, project, fmt, with_global))
    if mode in ("hybrid", "vector"):
        if project is None:
            ctes.append(_VEC_ALL.format(**fmt))
        else:
            distance = _DISTANCE.format(dim=int(dim))
            exact = f"({distance}) + 0"
            ctes.append(_VEC_PROJECT.format(project_order=distance if project_index else exact,
                                            global_branch=_VEC_GLOBAL.format(exact_order=exact, **fmt)
                                            if with_global else "", **fmt))
    if mode == "hybrid":
        union = "SELECT * FROM fts UNION SELECT * FROM vec"
        w_fts, w_vec = weights.fts, weights.vector
    elif mode == "fts":
        union = "SELECT * FROM fts"
        w_fts, w_vec = 1.0, 0.0
    else:
        union = "SELECT * FROM vec"
        w_fts, w_vec = 0.0, 1.0
    if mode in ("hybrid", "fts"):
        bm25_expr, bm25_join = "b.score", "LEFT JOIN bm25 b ON b.id = c.id"
    else:
        bm25_expr, bm25_join = "NULL::float8", ""
    if mode in ("hybrid", "vector"):
        sim_expr = f"1 - (e.embedding::vector({int(dim)}) <=> %(qvec)s::vector({int(dim)}))"
        sim_join = "LEFT JOIN embeddings e ON e.observation_id = c.id AND e.model = %(model)s"
    else:
        sim_expr, sim_join = "NULL::float8", ""
    if weights.fts_norm == "idf" and mode != "vector":
        bm25_norm = "coalesce(s.bm25 / nullif((SELECT sum(idf) FROM unnest(%(idfs)s::float8[]) AS w(idf)), 0), 0)"
    else:
        bm25_norm = "coalesce(s.bm25 / nullif(max(s.bm25) OVER (), 0), 0)"
    if weights.vec_norm == "raw":
        sim_norm = "coalesce(s.sim, 0)"
    else:
        sim_norm = ("coalesce((s.sim - min(s.sim) OVER ()) / nullif(max(s.sim) OVER () - min(s.sim) OVER (), 0),"
                    " CASE WHEN s.sim IS NULL THEN 0 ELSE 1 END)")
    fuse = _FUSE.format(union=union, bm25_norm=bm25_norm, sim_norm=sim_norm, bm25_expr=bm25_expr, sim_expr=sim_expr, bm25_join=bm25_join,
                        sim_join=sim_join, w_fts=float(w_fts), w_vec=float(w_vec), **fmt)
    return "WITH " + ",".join(ctes) + "," + fuse


# -- full-text statistics -------------------------------------------------------------------------

STATS_REFRESH_SHARE = 0.05  # recount a scope once this share of its documents was added or changed
STATS_EXACT_BELOW = 1000  # scopes smaller than this are recounted after any change (cheap)
HNSW_EF_SEARCH = 40
_STATS_LOCK = 0x6D656D73  # advisory lock namespace ("mems"); the second key is hashtext(scope)

# One round trip before the search: the scope's statistics and the query terms' document
# frequencies, the high-water marks that tell whether the statistics may be stale, no JIT
# compilation for this transaction (it made searches of all projects take up to 1.1 s at 100k,
# for statements that run in 0.1 s), and (when vectors are searched) the HNSW settings. The
# vector literal makes the parser load pgvector first: before that, its settings are unknown
# placeholders that the extension does not pick up.
_PREPARE = """
SELECT {tune}
       set_config('jit', 'off', true) AS jit,
       (SELECT max(id) FROM observations) AS max_observation_id,
       (SELECT max(id) FROM observation_versions) AS max_version_id,
       s.n_docs, s.total_length, s.seen_observation_id, s.seen_version_id,
       -- one primary-key probe per query term (a join may hash the whole scope's statistics)
       (SELECT coalesce(json_agg(json_build_array(t.lexeme, coalesce(
                    (SELECT ts.df FROM search_term_stats ts
                     WHERE ts.lexeme = t.lexeme AND ts.scope = %(stats_scope)s), 0)) ORDER BY t.lexeme), '[]')
        FROM unnest(to_tsvector(%(cfg_text)s::regconfig, %(q)s)) AS t) AS terms{has_vectors}{project_index}{has_global}
FROM (SELECT 1) AS one LEFT JOIN search_stats s ON s.scope = %(stats_scope)s
"""
_TUNE = ("'[0]'::vector IS NOT NULL AS vector_loaded,"
         " set_config('hnsw.ef_search', %(ef_search)s, true) AS ef_search,"
         " set_config('hnsw.iterative_scan', 'relaxed_order', true) AS iterative_scan,")
_HAS_VECTORS = """,
       EXISTS (SELECT 1 FROM observations o JOIN embeddings e ON e.observation_id = o.id
               WHERE e.model = %(model)s AND {scope}) AS has_vectors"""

_PROJECT_INDEX = """,
       to_regclass(%(project_index)s) IS NOT NULL AS project_index"""

_HAS_GLOBAL = """,
       EXISTS (SELECT 1 FROM observations g WHERE g.is_global AND g.deleted_at IS NULL
               AND g.project <> %(project)s) AS has_global"""

_CHANGED = """
SELECT (SELECT count(*) FROM observations o
        WHERE o.id > %(seen_obs)s AND o.id <= %(max_obs)s AND (%(scope)s = '' OR o.project = %(scope)s))
     + (SELECT count(DISTINCT v.observation_id) FROM observation_versions v JOIN observations o ON o.id = v.observation_id
        WHERE v.id > %(seen_ver)s AND v.id <= %(max_ver)s AND (%(scope)s = '' OR o.project = %(scope)s)) AS changed
"""


@dataclasses.dataclass
class _TermPlan:
    """The query's full-text terms with their weights, and which candidates to score."""

    lexemes: list[str]
    term_queries: list[str]
    idfs: list[float]
    q_gen: str | None  # OR of the generating terms
    q_rare: str | None  # capped: OR of the rarest generating terms (all their matches are scored)
    q_common: str | None  # capped: OR of the other generating terms (most recent matches only)
    recent: int | None  # capped: how many recent matches of q_common (None: not capped)
    avgdl: float | None  # the scope's average document length (None: no statistics yet)


def _term_query(lexeme: str) -> str:
    """A one-lexeme tsquery in tsquery syntax (quoted, so it is taken verbatim)."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def _plan_terms(prep: dict, weights: Weights) -> _TermPlan:
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
        queries.append(_term_query(lexeme))
        idfs.append(math.log(1 + (max(n, df) - df + 0.5) / (df + 0.5)))
        known += df > 0
        if df <= threshold or (df > 0 and known <= 2):
            generating.append((queries[-1], df))
    total = prep["total_length"]
    plan = _TermPlan(lexemes, queries, idfs, " | ".join(q for q, _ in generating) or None, None, None, None,
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


def _stale(prep: dict) -> bool:
    if prep["n_docs"] is None:
        return True
    return ((prep["seen_observation_id"], prep["seen_version_id"])
            != (prep["max_observation_id"] or 0, prep["max_version_id"] or 0))


def _maintain_stats(conn, scope: str) -> None:
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
    from memtool import db

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


def _snippet(row: dict, width: int = 200, lexemes: Iterable[str] = ()) -> str:
    """One line: the narrative's passage with the most query terms (or its beginning)."""
    text = row.get("narrative") or row.get("title") or ""
    if lexemes:
        text = _focused(text, frozenset(lexemes))
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


_WORD = re.compile(r"\w+")
SNIPPET_WORDS = 24


@functools.cache
def _stemmer():
    """PostgreSQL's `english` stemmer (Snowball), or None without py-rust-stemmers."""
    try:
        from py_rust_stemmers import SnowballStemmer
    except ImportError:
        return None
    return SnowballStemmer("english")


def _focused(text: str, lexemes: frozenset, words: int = SNIPPET_WORDS) -> str:
    """The run of up to `words` words of `text` holding the most query terms, with "…" where
    text was left out. Words are stemmed with the Snowball English stemmer, the one behind
    PostgreSQL's `english` configuration, so they compare with the query's lexemes. (This is
    what ts_headline did in the query, at a tenth of the cost: it took ~1 ms of a search.)"""
    found = _WORD.findall(text, 0, 4000)
    if len(found) <= words:
        return text
    stemmer = _stemmer()
    if stemmer is None:
        return text
    lowered = [w.lower() for w in found]
    unique = list(set(lowered))
    stems = dict(zip(unique, stemmer.stem_words(unique)))
    hits = [stems[w] in lexemes for w in lowered]
    best, count = 0, sum(hits[:words])
    running = count
    for start in range(1, len(hits) - words + 1):
        running += hits[start + words - 1] - hits[start - 1]
        if running > count:
            best, count = start, running
    if not count:
        return text
    first = best + hits[best:best + words].index(True)
    start = max(0, min(best, first - 2))  # a little context before the first term
    end = min(len(found), start + words)
    spans = [m.span() for m in itertools.islice(_WORD.finditer(text, 0, 4000), start, end)]
    piece = text[spans[0][0]:spans[-1][1]]
    return ("… " if start else "") + piece + (" …" if end < len(found) else "")


def _result(row: dict, rank: int, mode: str, explain: bool, weights: Weights, notice: str | None,
            lexemes: Iterable[str] = ()) -> dict:
    result = {
        "kind": "result",
        "rank": rank,
        "source": "observation",
        "ref": str(row["id"]),
        "id": row["id"],
        "created_at": records.iso(row["created_at"]),
        "project": row["project"],
        "type": row["type"],
        "title": row["title"],
        "snippet": _snippet(row, lexemes=lexemes),
        "score": round(float(row["score"]), 6),
        "metadata": row["metadata"] or {},
        "mode": mode,
        "source_events": [f"e{i}" for i in row.get("source_event_ids") or ()],
    }
    if notice:
        result["notice"] = notice
    if explain:
        w_fts, w_vec = {"hybrid": (weights.fts, weights.vector), "fts": (1.0, 0.0), "vector": (0.0, 1.0)}[mode]

        def r(x):
            return None if x is None else round(float(x), 6)

        result["explain"] = {
            "bm25": r(row["bm25"]), "bm25_norm": r(row["bm25_n"]), "w_fts": w_fts,
            "cosine": r(row["sim"]), "cosine_norm": r(row["sim_n"]), "w_vector": w_vec,
            "recency": r(row["recency"]), "w_recency": weights.recency,
            "importance": r(row["importance"]), "w_importance": weights.importance,
            "type_bonus": r(row["type_bonus"]),
            "neighbour": r(row["neighbour"]), "w_neighbour": weights.neighbour,
            "access": r(row["access"]), "w_access": weights.access,
        }
    return result


def _check_tiers(tiers) -> tuple[str, ...]:
    chosen = tuple(dict.fromkeys([tiers] if isinstance(tiers, str) else (tiers or TIERS)))
    for tier in chosen:
        if tier not in TIERS:
            raise InputError(f"unknown source {tier!r}", "use observation, event, or both")
    return chosen


def _check_mode(mode: str) -> str:
    mode = (mode or "hybrid").lower()
    if mode not in MODES:
        raise InputError(f"unknown search mode {mode!r}", "use hybrid, fts or vector")
    return mode


def _check_limit(limit) -> int:
    try:
        value = int(limit if limit is not None else DEFAULT_LIMIT)
    except (TypeError, ValueError):
        raise InputError(f"limit must be an integer, got {limit!r}", "e.g. -n 10") from None
    return max(1, min(value, MAX_LIMIT))


def search_outcome(conn, query: str, project: str | None = None, limit: int = DEFAULT_LIMIT, mode: str = "hybrid",
                   types: Iterable[str] | None = None, since=None, until=None, file: str | None = None,
                   session: str | None = None, explain: bool = False, embedder=None,
                   weights: Weights = DEFAULT_WEIGHTS, query_vector=None, _vector_check: dict | None = None,
                   tiers: Iterable[str] = TIERS) -> SearchOutcome:
    """Run one search; returns the results with the mode that actually ran and any notices."""
    if not isinstance(query, str) or not query.strip():
        raise InputError("empty query", 'give a query: memtool search "jwt refresh"')
    mode = _check_mode(mode)
    limit = _check_limit(limit)
    tiers = _check_tiers(tiers)
    notices: list[str] = []
    model = dim = None
    params: dict[str, Any] = {"q": query, "limit": limit, "cfg_text": TS_CONFIG,
                              "stats_scope": project if project is not None else ""}
    scope = _scope(params, project)
    filters, params = _filters(params, types, since, until, file, session)
    has = None
    if mode in ("hybrid", "vector"):
        from memtool import embed

        embedder = embedder or embed.default_embedder()
        model = params["model"] = embedder.model_name
        params["ef_search"] = str(HNSW_EF_SEARCH)
        has = _vector_check.get((model, project)) if _vector_check is not None else None
    vectors_in_project = mode != "fts" and project is not None
    if vectors_in_project:
        params["project_index"] = embed.project_index_name(model, project)
    prepare = _PREPARE.format(tune=_TUNE if mode != "fts" else "",
                              has_vectors=_HAS_VECTORS.format(scope=scope) if mode != "fts" and has is None else "",
                              project_index=_PROJECT_INDEX if vectors_in_project else "",
                              has_global=_HAS_GLOBAL if project is not None else "")
    from psycopg import pq

    from memtool import db

    # The statements share one transaction (the HNSW settings are transaction-local); statistics
    # maintenance commits with it when this call owns the transaction (an idle connection).
    owner = conn.autocommit or conn.info.transaction_status == pq.TransactionStatus.IDLE
    with db.translate_errors(), (conn.transaction() if conn.autocommit else contextlib.nullcontext()):
        prep = conn.execute(prepare, params).fetchone()
        if _stale(prep):
            _maintain_stats(conn, params["stats_scope"])
            prep = conn.execute(prepare, params).fetchone()
        if mode != "fts":
            if has is None:
                has = bool(prep["has_vectors"])
                if _vector_check is not None:
                    _vector_check[(model, project)] = has
            if not has:
                notices.append(f"nothing in this scope is embedded with {model} yet (run `memtool embed --missing`);"
                               " showing full-text results")
                mode = "fts"
            else:
                try:
                    if query_vector is None:
                        query_vector = embedder.embed_query_arrays([query])[0]
                    dim = len(query_vector)
                except ModelUnavailable as exc:
                    notices.append(f"embedding model unavailable ({exc.message}); showing full-text results")
                    mode = "fts"
        terms = None
        rows = []
        if mode != "vector":
            terms = _plan_terms(prep, weights)
            params.update(term_queries=terms.term_queries, idfs=terms.idfs,
                          q_gen=terms.q_gen, q_rare=terms.q_rare, q_common=terms.q_common,
                          avgdl=terms.avgdl)
        if mode != "fts":
            params["qvec"] = _vector_param(query_vector)
        passages: list[dict] = []
        passage_idf, passage_lexemes = 0.0, []
        if "event" in tiers and mode != "vector":  # passages have no vectors
            from memtool import eventlog

            from memtool.session_rank import SUPPORT_POOL

            # More passages than are shown: the pool also ranks sessions (session_rank.py).
            passages, passage_idf, passage_lexemes = eventlog.search(conn, query, project=project,
                                                    limit=max(limit, SUPPORT_POOL), types=types,
                                                    since=since, until=until, file=file, session=session,
                                                    weights=weights)
        if "observation" in tiers and (mode != "fts" or terms.q_gen is not None):  # stopwords only match nothing
            with_global = project is None or bool(prep["has_global"])
            statement = _build_sql(mode, weights, _scope(params, project, with_global), filters, dim, terms,
                                   project, project_index=bool(prep.get("project_index")), with_global=with_global)
            # Never a server-side prepared statement: generic plans of it measured slower
            # (13-16 ms against 8.5 at 100k): they cannot see how selective the terms are.
            if owner and not conn.autocommit:
                # The search ends the transaction it opened: COMMIT travels with the statement.
                with conn.pipeline():
                    cursor = conn.execute(statement, params, prepare=False)
                    conn.commit()
                rows = cursor.fetchall()
            else:
                rows = conn.execute(statement, params, prepare=False).fetchall()
    if not rows and not passages and _vector_check is None:  # a single search, not a batch: say why
        with db.translate_errors():
            notices.append(why_empty(conn, project, filtered=bool(filters)))
    if owner and not conn.autocommit:
        # End the transaction this call opened: it holds the statistics maintenance, and an
        # open transaction would make the next call a non-owner that can never commit it.
        conn.commit()
    notice = " ".join(notices) if notices else None
    lexemes = terms.lexemes if terms is not None and mode != "vector" else ()
    results = [_result(row, rank, mode, explain, weights, notice, lexemes) for rank, row in enumerate(rows, 1)]
    if passages:
        results = _with_passages(results, rows, terms, passages, passage_idf, passage_lexemes, limit, mode, explain,
                                 notice)
    return SearchOutcome(results=results, mode=mode, notices=notices)


def _with_passages(results: list[dict], rows: list[dict], terms: "_TermPlan | None", passages: list[dict],
                   passage_idf: float, lexemes: list[str], limit: int, mode: str, explain: bool,
                   notice: str | None) -> list[dict]:
    """Observations and event passages in one ranking, on the calibrated scale of eventlog.merge:
    the share of the query a hit matches (BM25 / the query terms' IDF sum, in its own tier).
    Session digests are first raised by their session's support (session_rank.py)."""
    from memtool import eventlog, session_rank

    support = session_rank.session_support(passages, passage_idf)
    obs_idf = sum(terms.idfs) if terms is not None else 0.0
    scored_obs = [(float(row["bm25"] or 0) / obs_idf if obs_idf else 0.0, result)
                  for row, result in session_rank.rerank(rows, results, support, explain)]
    scored_events = []
    for row in passages[:limit]:
        coverage = float(row["bm25"]) / passage_idf if passage_idf else 0.0
        detail = {"bm25": round(float(row["bm25"]), 6), "cosine": None, "coverage": round(coverage, 6)}
        scored_events.append((coverage, eventlog.result(row, 0, mode, coverage, lexemes,
                                                        explain=detail if explain else None, notice=notice)))
    if explain:
        for coverage, result in scored_obs:
            result["explain"]["coverage"] = round(coverage, 6)
    return eventlog.merge(scored_obs, scored_events, limit)



def why_empty(conn, project: str | None, filtered: bool = False) -> str:
    """A search found nothing: say where it looked and how to look further, so an empty answer
    is never mistaken for "there is nothing" (the usual cause is the wrong project). What other
    projects hold is theirs: a scoped search does not say whether or how much they hold."""
    # Index-only counts (a scan of every memory took 60 ms at 100k).
    row = conn.execute(
        """SELECT CASE WHEN %(project)s::text IS NULL
                       THEN (SELECT count(*) FROM observations WHERE deleted_at IS NULL)
                       ELSE (SELECT count(*) FROM observations WHERE deleted_at IS NULL AND project = %(project)s)
                            + (SELECT count(*) FROM observations
                               WHERE is_global AND deleted_at IS NULL AND project <> %(project)s) END AS here""",
        {"project": project}).fetchone()
    here = row["here"]
    where = "any project" if project is None else f"project {project}"
    text = f"no memory in {where} matches this query ({here} searched"
    text += ", with your filters)" if filtered else ")"
    if project is not None:
        text += '; other projects were not searched: --all-projects (MCP: project "*") searches them all'
    elif here == 0:
        text += "; nothing is stored yet: capture with `memtool ingest` or load with `memtool import`"
    return text


def search(conn, query: str, project: str | None = None, limit: int = DEFAULT_LIMIT, mode: str = "hybrid",
           types: Iterable[str] | None = None, since=None, until=None, file: str | None = None,
           session: str | None = None, explain: bool = False, embedder=None,
           weights: Weights = DEFAULT_WEIGHTS, tiers: Iterable[str] = TIERS) -> list[dict]:
    """Search observations and event passages; returns result records best first (see the
    module docstring)."""
    return search_outcome(conn, query, project=project, limit=limit, mode=mode, types=types, since=since,
                          until=until, file=file, session=session, explain=explain, embedder=embedder,
                          weights=weights, tiers=tiers).results


_BATCH_FIELDS = ("project", "limit", "mode", "types", "since", "until", "file", "session", "tiers")


def _extra_connections(conn, count: int) -> list:
    """More connections to the database `conn` is on (same server, user, database)."""
    import psycopg

    from memtool import db

    info = psycopg.conninfo.make_conninfo(conn.info.dsn, **({"password": conn.info.password}
                                                             if conn.info.password else {}))
    return [db.connect(info=info, migrate=False) for _ in range(count)]


def search_batch(conn, queries: Iterable[dict], project: str | None = None, limit: int = DEFAULT_LIMIT,
                 mode: str = "hybrid", types: Iterable[str] | None = None, since=None, until=None,
                 file: str | None = None, session: str | None = None, explain: bool = False, embedder=None,
                 weights: Weights = DEFAULT_WEIGHTS, batch_size: int = 64, ignore_errors: bool = False,
                 notices: list[str] | None = None, workers: int | None = None,
                 tiers: Iterable[str] = TIERS) -> Iterator[dict]:
    """Run many queries in one process: query embeddings are computed a batch at a time, and
    the searches of a batch run on `workers` connections at once (default: 2 on a machine with
    two or more cores — PostgreSQL serves each connection with its own process, so a second one
    keeps the other core busy). Results come out in input order.

    Yields each query's result records, carrying its `query_id` (default: the 1-based line
    number). A bad query raises InputError, or with ignore_errors yields an `error` record.
    New notices (deduplicated) are appended to `notices` when given."""
    import os
    import queue as queues
    from concurrent.futures import ThreadPoolExecutor

    defaults = {"project": project, "limit": limit, "mode": mode, "types": types, "since": since,
                "until": until, "file": file, "session": session, "tiers": tiers}
    vector_check: dict = {}
    seen_notices: set[str] = set()
    iterator = enumerate(queries, start=1)
    workers = max(1, workers if workers is not None else min(2, os.cpu_count() or 1))
    free: queues.Queue = queues.Queue()
    free.put(conn)
    extra: list = []
    pool = ThreadPoolExecutor(max_workers=workers) if workers > 1 else None

    def run(job):
        number, item, vector = job
        try:
            if isinstance(item, Exception):
                raise item
            if not isinstance(item, dict):
                raise InputError("expected a JSON object", '{"query_id": 1, "query": "..."}', line=number)
            options = {k: item.get(k, defaults[k]) if item.get(k) is not None else defaults[k]
                       for k in _BATCH_FIELDS}
            if isinstance(options["types"], str):
                options["types"] = [options["types"]]
            connection = free.get()
            try:
                return search_outcome(connection, item.get("query") or "", explain=explain, embedder=embedder,
                                      weights=weights, query_vector=vector, _vector_check=vector_check,
                                      **options)
            finally:
                free.put(connection)
        except MemtoolError as exc:
            return exc

    try:
        while True:
            batch = list(itertools.islice(iterator, batch_size))
            if not batch:
                return
            vectors: dict[int, Any] = {}
            wanted = [(n, q) for n, q in batch if isinstance(q, dict) and isinstance(q.get("query"), str)
                      and q["query"].strip() and _check_mode_safe(q.get("mode") or mode) in ("hybrid", "vector")]
            if wanted:
                from memtool import embed

                embedder = embedder or embed.default_embedder()
                try:
                    arrays = embedder.embed_query_arrays([q["query"] for _, q in wanted])
                    vectors = {n: v for (n, _), v in zip(wanted, arrays)}
                except ModelUnavailable:
                    vectors = {}  # each search below falls back to full text with its own notice
            if pool is not None and len(batch) > 1 and not extra:
                try:
                    extra = _extra_connections(conn, workers - 1)
                except Exception:  # noqa: BLE001 - no second connection: run on one
                    pool.shutdown()
                    pool = None
                for other in extra:
                    free.put(other)
            jobs = [(number, item, vectors.get(number)) for number, item in batch]
            outcomes = pool.map(run, jobs) if pool is not None else map(run, jobs)
            for (number, item, _), outcome in zip(jobs, outcomes):
                query_id = item.get("query_id", number) if isinstance(item, dict) else number
                if isinstance(outcome, MemtoolError):
                    exc = outcome
                    if not ignore_errors:
                        if isinstance(exc, InputError) and exc.line is None:
                            raise InputError(exc.message, exc.hint or "pass --ignore-errors to skip bad queries",
                                             line=number) from exc
                        raise exc
                    yield {"kind": "error", "line": number, "query_id": query_id, "error": str(exc)}
                    continue
                if notices is not None:
                    for text in outcome.notices:
                        if text not in seen_notices:
                            seen_notices.add(text)
                            notices.append(text)
                for result in outcome.results:
                    yield {"kind": "result", "query_id": query_id,
                           **{k: v for k, v in result.items() if k != "kind"}}
    finally:
        if pool is not None:
            pool.shutdown(wait=True)
        for other in extra:
            other.close()


def _check_mode_safe(mode) -> str:
    try:
        return _check_mode(mode)
    except InputError:
        return "invalid"


def _vector_param(vector):
    if vector is None:
        return None
    from pgvector import Vector

    return Vector(vector)


# -- progressive disclosure -----------------------------------------------------------------------


def index_row(obs: dict) -> dict:
    """A compact row for an observation (what search and timeline show before `get`)."""
    created = obs.get("created_at")
    return {
        "id": obs["id"],
        "created_at": records.iso(created) if not isinstance(created, str) else created,
        "project": obs["project"],
        "session_id": obs.get("session_id"),
        "type": obs["type"],
        "title": obs["title"],
        "snippet": _snippet({"narrative": obs.get("narrative"), "title": obs.get("title")}),
        "metadata": obs.get("metadata") or {},
    }


def timeline(conn, obs_id: int, before: int = 5, after: int = 5, project: str | None = None) -> list[dict]:
    """What happened around an observation: up to `before` earlier and `after` later live
    observations of the same project, in chronological order, the anchor marked `anchor: true`.

    Record: kind "timeline", position (negative before, 0 anchor, positive after), anchor, id,
    created_at, project, session_id, type, title, snippet, metadata{}. Read-only."""
    from memtool.errors import NotFound

    before = max(0, min(int(before), MAX_LIMIT))
    after = max(0, min(int(after), MAX_LIMIT))
    anchor = conn.execute(
        "SELECT * FROM observations WHERE id = %s AND deleted_at IS NULL"
        " AND (%s::text IS NULL OR project = %s OR is_global)",
        (obs_id, project, project),
    ).fetchone()
    if anchor is None:
        raise NotFound(f"observation {obs_id} not found" + (f" in project {project}" if project else ""),
                       "find ids with `memtool search`")
    columns = "id, created_at, project, session_id, type, title, narrative, metadata"
    earlier = conn.execute(
        f"""SELECT {columns} FROM observations
            WHERE project = %(p)s AND deleted_at IS NULL AND (created_at, id) < (%(t)s, %(id)s)
            ORDER BY created_at DESC, id DESC LIMIT %(n)s""",  # noqa: S608 - fixed column list
        {"p": anchor["project"], "t": anchor["created_at"], "id": anchor["id"], "n": before},
    ).fetchall()
    later = conn.execute(
        f"""SELECT {columns} FROM observations
            WHERE project = %(p)s AND deleted_at IS NULL AND (created_at, id) > (%(t)s, %(id)s)
            ORDER BY created_at, id LIMIT %(n)s""",  # noqa: S608 - fixed column list
        {"p": anchor["project"], "t": anchor["created_at"], "id": anchor["id"], "n": after},
    ).fetchall()
    rows = [*reversed(earlier), anchor, *later]
    out = []
    start = -len(earlier)
    for offset, row in enumerate(rows):
        position = start + offset
        out.append({"kind": "timeline", "position": position, "anchor": position == 0, **index_row(row)})
    return out


def clamp_limit(limit) -> int:
    """`limit` capped to 1..MAX_LIMIT (for adapters)."""
    return _check_limit(limit)
