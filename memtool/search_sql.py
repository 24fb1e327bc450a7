"""The search statement, as text: the full-text candidates and their BM25 (CTEs over
`observations`), the vector candidates (three named variants: every project through the model's
HNSW index, one project through its own index or an exact scan, plus other projects' global
memories), and the fusion with context and priors (`_FUSE`). Also the one round trip before it
(`_PREPARE`: statistics, tuning, what the scope holds). search.py runs them; see its docstring
for how a query is scored.

Filters and the scope are conditions on `o` with bound parameters (%(types)s, %(project)s, …).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from memtool import records
from memtool.termstats import TermPlan

if TYPE_CHECKING:
    from memtool.search import Weights


def filters(params: dict, types, since, until, file, session) -> tuple[str, dict]:
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


def scope_condition(params: dict, project: str | None, with_global: bool = True) -> str:
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


def term_weight(alias: str, count: int) -> str:
    """The sum of the IDFs of the query terms a row's tsvector contains: one CASE per term
    (a subquery over the terms per row cost a third more)."""
    if not count:
        return "0.0::float8"
    return "(" + " + ".join(
        f"CASE WHEN {alias}.search_tsv @@ (%(term_queries)s::tsquery[])[{i}] THEN (%(idfs)s::float8[])[{i}] ELSE 0 END"
        for i in range(1, count + 1)) + ")"


def _fts_scoring(scope: str, filters: str, terms: TermPlan, project: str | None, fmt: dict,
                 with_global: bool = True) -> str:
    """The CTEs that find full-text candidates, give each its BM25 score (`bm25`) and keep the
    best (`fts`)."""
    tw = term_weight("o", len(terms.lexemes))
    if terms.recent is None:
        candidates = _MATCH.format(tsquery="%(q_gen)s", part=scope, filters=filters, tw=tw)
    else:
        branches = ([_MATCH.format(tsquery="%(q_rare)s", part=scope, filters=filters, tw=tw)]
                    if terms.q_rare else [])
        parts = (["o.project = %(project)s AND o.deleted_at IS NULL"]
                 + (["o.is_global AND o.project <> %(project)s AND o.deleted_at IS NULL"] if with_global else [])
                 if project is not None else ["o.deleted_at IS NULL"])
        branches += [_FTS_RECENT.format(tsquery="%(q_common)s", part=part, filters=filters, recent=int(terms.recent),
                                        tw_r=term_weight("r", len(terms.lexemes)))
                     for part in parts]
        candidates = " UNION ".join(branches)
    return _FTS_CTES.format(candidates=candidates, **fmt)




def statement(mode: str, weights: Weights, scope: str, filters: str, dim: int | None,
               terms: TermPlan | None, project: str | None, project_index: bool = False,
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


def prepare(scope: str, tune: bool, check_vectors: bool, project_index: bool, check_global: bool) -> str:
    """The round trip before the search (_PREPARE) with the parts this search needs."""
    return _PREPARE.format(tune=_TUNE if tune else "", has_vectors=_HAS_VECTORS.format(scope=scope) if check_vectors else "",
                           project_index=_PROJECT_INDEX if project_index else "",
                           has_global=_HAS_GLOBAL if check_global else "")
