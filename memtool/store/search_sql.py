"""The search statement, as text: the full-text candidates and their BM25 (CTEs over
`observations`), the vector candidates (three named variants: every project through the model's
HNSW index, one project through its own index or an exact scan, plus other projects' global
memories), and the fusion with context and priors (`_FUSE`). Also the one round trip before it
(`_PREPARE`: statistics, tuning, what the scope holds) and the count a search that found nothing
reports (`count_searched`, sql/queries/search.sql). retrieve/search.py runs them; see its
docstring for how a query is scored.

Filters and the scope are conditions on `o` with bound parameters (%(types)s, %(project)s, …).
"""

from __future__ import annotations

import dataclasses

from memtool import records
from memtool.store import queries, termstats
from memtool.store.termstats import TermPlan
from memtool.store.queries import live

Q = queries.Family("search")  # the family's fixed statements, sql/queries/search.sql


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


def kind_time_session(params: dict, kind: str, time: str, session_column: str, types, since, until,
                      session) -> list[str]:
    """The WHERE conditions both tiers' searches share, on their own columns (`kind` = ANY(types),
    `time` within since..until, `session_column` = session) — only the active ones; their values go
    into `params`."""
    clauses = []
    if types:
        clauses.append(f"{kind} = ANY(%(types)s)")
        params["types"] = list(types)
    if since is not None:
        clauses.append(f"{time} >= %(since)s")
        params["since"] = records.parse_time(since, "since")
    if until is not None:
        clauses.append(f"{time} <= %(until)s")
        params["until"] = records.parse_time(until, "until")
    if session:
        clauses.append(f"{session_column} = %(session)s")
        params["session"] = session
    return clauses


def filters(params: dict, types, since, until, file, session) -> tuple[str, dict]:
    """Extra WHERE conditions on `o` for the active filters (only those, so plans stay simple)."""
    clauses = kind_time_session(params, "o.type", "o.created_at", "o.session_id", types, since, until, session)
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
        return live("o")
    params["project"] = project
    if not with_global:
        return f"{live('o')} AND o.project = %(project)s"
    return f"{live('o')} AND (o.project = %(project)s OR o.is_global)"


# The statement is plain text with bound parameters (%(name)s) for every number and switch: the
# scoring weights (k1, b, w_*), pool sizes, the type bonus table and the normalisations. What
# changes its shape are a few named variants, chosen in `statement()`:
#   full text:  _MATCH (every match) or _MATCH + _FTS_RECENT branches (capped, see termstats)
#   vectors:    _VEC_ALL (every project) | _VEC_PROJECT (+ _VEC_GLOBAL when other projects
#               hold global memories); {dim} is literal so the per-dimension indexes match
#   fusion:     _CANDIDATES[mode] (hybrid | fts | vector), then _FUSE
# plus the active filters and the scope (conditions on `o`), and one IDF term per query term.

# A candidate carries what ranking needs besides its scores (no second lookup of the row):
# o.created_at, o.importance, o.type, o.access_count, o.project, o.session_id.

_FTS_CTES = f"""
matched AS MATERIALIZED ({{candidates}}),
avgdl AS (SELECT coalesce(%(avgdl)s::float8, greatest(coalesce(avg(dl), 1), 1)::float8) AS v FROM matched),
bm25 AS (
    SELECT m.id, {termstats.bm25("m.tw", "m.dl", "a.v", "%(k1)s", "%(b)s")} AS score,
           m.created_at, m.importance, m.type, m.access_count, m.project, m.session_id
    FROM matched m, avgdl a
),
fts AS (SELECT id, created_at, importance, type, access_count, project, session_id
        FROM bm25 ORDER BY score DESC, id DESC LIMIT %(pool)s)
"""

# A candidate: its id, length, the sum of its matched terms' IDF ({tw}), and the carried columns.
_MATCH = """
    SELECT o.id, length(o.search_tsv) AS dl, {tw} AS tw,
           o.created_at, o.importance, o.type, o.access_count, o.project, o.session_id
    FROM observations o WHERE o.search_tsv @@ {tsquery}::tsquery AND {part}{filters}"""
# Candidates: every match of the generating terms, when the statistics say they are few enough;
# otherwise every match of the rarest generating terms, plus the most recent matches of the common
# ones (a branch per part of the scope, so each can walk its time index and stop early).
# The IDF sum is computed after the LIMIT: for the few hundred kept, not for every match.
_FTS_RECENT = """
    (SELECT r.id, length(r.search_tsv) AS dl, {tw} AS tw,
            r.created_at, r.importance, r.type, r.access_count, r.project, r.session_id
     FROM (SELECT o.id, o.search_tsv, o.created_at, o.importance, o.type, o.access_count, o.project, o.session_id
           FROM observations o
           WHERE o.search_tsv @@ %(q_common)s::tsquery AND {part}{filters}
           ORDER BY o.created_at DESC LIMIT %(recent)s) AS r)"""

# Nearest neighbours among all projects' vectors (the per-model HNSW index).
_VEC_ALL = """
vec AS (
    SELECT e.observation_id AS id, o.created_at, o.importance, o.type, o.access_count, o.project, o.session_id
    FROM embeddings e JOIN observations o ON o.id = e.observation_id
    WHERE e.model = %(model)s AND {scope}{filters}
    ORDER BY e.embedding::vector({dim}) <=> %(qvec)s::vector({dim})
    LIMIT %(vec_pool)s
)
"""
# Nearest neighbours in one project — through its own HNSW index when it has one ({order} is the
# distance), else an exact scan of its vectors ({order} is the distance + 0, which an
# approximate index scan cannot answer; see embed.PROJECT_INDEX_MIN) — plus the global memories
# of other projects (few: scanned exactly).
_VEC_PROJECT = f"""
vec AS (
    SELECT v.id, v.created_at, v.importance, v.type, v.access_count, v.project, v.session_id FROM (
        (SELECT e.observation_id AS id, e.embedding::vector({{dim}}) <=> %(qvec)s::vector({{dim}}) AS distance,
                o.created_at, o.importance, o.type, o.access_count, o.project, o.session_id
         FROM embeddings e JOIN observations o ON o.id = e.observation_id
         WHERE e.model = %(model)s AND e.project = %(project)s AND {live('o')}{{filters}}
         ORDER BY {{order}} LIMIT %(vec_pool)s){{global_branch}}
    ) v
    ORDER BY v.distance, v.id
    LIMIT %(vec_pool)s
)
"""
_VEC_GLOBAL = f"""
        UNION ALL
        (SELECT e.observation_id AS id, e.embedding::vector({{dim}}) <=> %(qvec)s::vector({{dim}}) AS distance,
                o.created_at, o.importance, o.type, o.access_count, o.project, o.session_id
         FROM observations o JOIN embeddings e ON e.observation_id = o.id AND e.model = %(model)s
         WHERE o.is_global AND {live('o')} AND o.project <> %(project)s{{filters}}
         ORDER BY (e.embedding::vector({{dim}}) <=> %(qvec)s::vector({{dim}})) + 0 LIMIT %(vec_pool)s)"""
_DISTANCE = "e.embedding::vector({dim}) <=> %(qvec)s::vector({dim})"

# The fused candidates with their raw signals, one variant per mode: BM25 from the full-text
# side, cosine from the stored vector.
_CANDIDATES = {
    "hybrid": """
cand AS (SELECT * FROM fts UNION SELECT * FROM vec),
scored AS (
    SELECT c.*, b.score AS bm25, 1 - (e.embedding::vector({dim}) <=> %(qvec)s::vector({dim})) AS sim
    FROM cand c LEFT JOIN bm25 b ON b.id = c.id
    LEFT JOIN embeddings e ON e.observation_id = c.id AND e.model = %(model)s
),""",
    "fts": """
cand AS (SELECT * FROM fts),
scored AS (SELECT c.*, b.score AS bm25, NULL::float8 AS sim FROM cand c LEFT JOIN bm25 b ON b.id = c.id),""",
    "vector": """
cand AS (SELECT * FROM vec),
scored AS (
    SELECT c.*, NULL::float8 AS bm25, 1 - (e.embedding::vector({dim}) <=> %(qvec)s::vector({dim})) AS sim
    FROM cand c LEFT JOIN embeddings e ON e.observation_id = c.id AND e.model = %(model)s
),""",
}

# Normalised per query (BM25 by its maximum, or with bm25_by_idf by the query terms' IDF sum;
# cosine min–max over the candidates, or raw with sim_raw), a weighted sum with the priors
# (recency half-life, importance, type bonus, reads), then the episode-neighbour bonus.
_FUSE = f"""
normed AS (
    SELECT s.*,
           CASE WHEN %(bm25_by_idf)s THEN coalesce(s.bm25 / nullif(%(idf_sum)s::float8, 0), 0)
                ELSE coalesce(s.bm25 / nullif(max(s.bm25) OVER (), 0), 0) END AS bm25_n,
           CASE WHEN %(sim_raw)s THEN coalesce(s.sim, 0)
                ELSE coalesce((s.sim - min(s.sim) OVER ()) / nullif(max(s.sim) OVER () - min(s.sim) OVER (), 0),
                              CASE WHEN s.sim IS NULL THEN 0 ELSE 1 END) END AS sim_n
    FROM scored s
),
final AS (
    SELECT o.id, o.bm25, o.sim, o.bm25_n, o.sim_n, o.project AS o_project, o.session_id AS o_session,
           o.created_at AS o_created,
           exp(-0.6931471805599453 * greatest(date_part('epoch', now() - o.created_at), 0)
               / (86400.0 * %(half_life_days)s)) AS recency,
           o.importance - 0.5 AS importance,
           coalesce((%(type_bonus)s::jsonb ->> o.type)::float8, 0.0) AS type_bonus,
           least(ln(1 + o.access_count) / ln(101), 1) AS access
    FROM normed o
),
base AS MATERIALIZED (
    SELECT f.*,
           %(w_fts)s * f.bm25_n + %(w_vec)s * f.sim_n + %(w_recency)s * f.recency
           + %(w_importance)s * f.importance + f.type_bonus + %(w_access)s * f.access AS base
    FROM final f
    ORDER BY base DESC, f.id DESC
    LIMIT %(rerank)s
),
-- Each strong candidate's episode neighbours: the observation just before and just after it in
-- its project (one index probe each), kept when they share its session, or, when neither has a
-- session, happened within neighbour_gap seconds.
links AS MATERIALIZED (
    SELECT b.id, p.id AS prev_id, n.id AS next_id
    FROM base b
    LEFT JOIN LATERAL (
        SELECT o2.id, o2.session_id, o2.created_at FROM observations o2
        WHERE o2.project = b.o_project AND {live('o2')} AND (o2.created_at, o2.id) < (b.o_created, b.id)
        ORDER BY o2.created_at DESC, o2.id DESC LIMIT 1) p
      ON p.session_id = b.o_session OR (p.session_id IS NULL AND b.o_session IS NULL
         AND abs(date_part('epoch', p.created_at - b.o_created)) <= %(neighbour_gap)s)
    LEFT JOIN LATERAL (
        SELECT o2.id, o2.session_id, o2.created_at FROM observations o2
        WHERE o2.project = b.o_project AND {live('o2')} AND (o2.created_at, o2.id) > (b.o_created, b.id)
        ORDER BY o2.created_at, o2.id LIMIT 1) n
      ON n.session_id = b.o_session OR (n.session_id IS NULL AND b.o_session IS NULL
         AND abs(date_part('epoch', n.created_at - b.o_created)) <= %(neighbour_gap)s)
),
ranked AS (
    SELECT b.*, greatest(coalesce(bp.base, 0), coalesce(bn.base, 0)) AS neighbour,
           b.base + %(w_neighbour)s * greatest(coalesce(bp.base, 0), coalesce(bn.base, 0)) AS score
    FROM base b
    JOIN links l ON l.id = b.id
    LEFT JOIN base bp ON bp.id = l.prev_id
    LEFT JOIN base bn ON bn.id = l.next_id
    ORDER BY score DESC, b.id DESC
    LIMIT %(limit)s
)
SELECT r.*, o.created_at, o.project, o.type, o.title, o.narrative, o.metadata, o.source_event_ids,
       {{terms_matched}} AS terms_matched
FROM ranked r JOIN observations o ON o.id = r.id
ORDER BY r.score DESC, r.id DESC
"""
# How many of the query's terms a returned memory holds (fusion.py: term coverage), counted for
# the few rows returned only: its lexemes less those left after deleting the query's (distinct)
# lexemes. The same count as matching each one-term tsquery, without a subquery to plan (its
# planning cost far more than this count: bench/RESULTS.md, "search").
_TERMS_MATCHED = "(length(o.search_tsv) - length(ts_delete(o.search_tsv, %(term_lexemes)s::text[])))"


def weight_params(weights: Weights, mode: str, terms: TermPlan | None) -> dict:
    """The bound parameters for the statement's numbers and switches."""
    from psycopg.types.json import Jsonb

    w_fts, w_vec = {"hybrid": (weights.fts, weights.vector), "fts": (1.0, 0.0), "vector": (0.0, 1.0)}[mode]
    return {
        "k1": float(weights.k1), "b": float(weights.b), "pool": int(weights.pool), "vec_pool": int(weights.vec_pool),
        "half_life_days": float(weights.half_life_days), "w_fts": float(w_fts), "w_vec": float(w_vec),
        "w_recency": float(weights.recency), "w_importance": float(weights.importance),
        "w_access": float(weights.access), "w_neighbour": float(weights.neighbour),
        "rerank": int(max(weights.rerank, 1)), "neighbour_gap": float(weights.neighbour_gap_minutes) * 60.0,
        "type_bonus": Jsonb({t: float(v) for t, v in weights.type_bonus}),
        "bm25_by_idf": weights.fts_norm == "idf" and mode != "vector", "sim_raw": weights.vec_norm == "raw",
        "idf_sum": float(sum(terms.idfs)) if terms is not None else 0.0,
        "recent": int(terms.recent) if terms is not None and terms.recent is not None else None,
    }


def _fts_candidates(scope: str, filters: str, terms: TermPlan, project: str | None, with_global: bool) -> str:
    """The full-text candidates: every match of the generating terms, or (capped) every match of
    the rare ones plus the most recent matches of the common ones in each part of the scope."""
    tw = termstats.term_weight("o", terms)

    def recent() -> list[str]:
        if project is None:
            parts = [live("o")]
        else:
            parts = [f"o.project = %(project)s AND {live('o')}"]
            if with_global:
                parts.append(f"o.is_global AND o.project <> %(project)s AND {live('o')}")
        tw_r = termstats.term_weight("r", terms)
        return [_FTS_RECENT.format(part=part, filters=filters, tw=tw_r) for part in parts]

    return termstats.candidates(terms, lambda q: _MATCH.format(tsquery=q, part=scope, filters=filters, tw=tw), recent)


def statement(mode: str, scope: str, filters: str, dim: int | None, terms: TermPlan | None,
              project: str | None, project_index: bool = False, with_global: bool = True) -> str:
    """The search statement for this mode and scope (see the variants above); its numbers come
    from weight_params(). `scope` must agree with `with_global`."""
    dim = int(dim or 0)
    ctes = []
    if mode in ("hybrid", "fts"):
        assert terms is not None, "full-text modes need the term plan"
        ctes.append(_FTS_CTES.format(candidates=_fts_candidates(scope, filters, terms, project, with_global)))
    if mode in ("hybrid", "vector"):
        if project is None:
            ctes.append(_VEC_ALL.format(scope=scope, filters=filters, dim=dim))
        else:
            distance = _DISTANCE.format(dim=dim)
            global_branch = _VEC_GLOBAL.format(filters=filters, dim=dim) if with_global else ""
            ctes.append(_VEC_PROJECT.format(order=distance if project_index else f"({distance}) + 0",
                                            global_branch=global_branch, filters=filters, dim=dim))
    matched = _TERMS_MATCHED if mode != "vector" and terms is not None and terms.lexemes else "0"
    return "WITH " + ",".join(ctes) + "," + _CANDIDATES[mode].format(dim=dim) + _FUSE.format(terms_matched=matched)



# One round trip before the search: the scope's statistics and the query terms' document
# frequencies, the high-water marks that tell whether the statistics may be stale
# (termstats.statistics_columns), no JIT compilation for this transaction (compiling cost
# searches of all projects ten times what their statements take to run), and (when vectors are
# searched) the HNSW settings. The vector literal makes the parser load pgvector first: before
# that, its settings are unknown placeholders that the extension does not pick up.
#: random_page_cost inside a search's transaction. What search reads (its indexes, the candidate
#: rows) sits in shared buffers; PostgreSQL's default (4.0) prices each fetch as a disk seek and
#: made the planner walk a table's whole primary key newest-first, filtering by project, instead
#: of the project's own (project, id) index (reading some thirty times the rows it kept).
PAGE_COST = "1.1"

_PREPARE = """
SELECT {tune}
       set_config('jit', 'off', true) AS jit,
       set_config('random_page_cost', %(page_cost)s, true) AS page_cost,
       set_config('plan_cache_mode', 'force_custom_plan', true) AS plan_cache_mode,
       pg_current_xact_id_if_assigned() IS NULL AS nothing_written,
       """ + termstats.statistics_columns(termstats.OBSERVATIONS, "to_tsvector(%(cfg_text)s::regconfig, %(q)s)",
                                          "%(stats_scope)s") + """{has_vectors}{project_index}{has_global}
""" + termstats.statistics_join(termstats.OBSERVATIONS, "%(stats_scope)s") + "\n"
_TUNE = ("'[0]'::vector IS NOT NULL AS vector_loaded,"
         " set_config('hnsw.ef_search', %(ef_search)s, true) AS ef_search,"
         " set_config('hnsw.iterative_scan', 'relaxed_order', true) AS iterative_scan,")
_HAS_VECTORS = """,
       EXISTS (SELECT 1 FROM observations o JOIN embeddings e ON e.observation_id = o.id
               WHERE e.model = %(model)s AND {scope}) AS has_vectors"""

_PROJECT_INDEX = """,
       to_regclass(%(project_index)s) IS NOT NULL AS project_index"""

_HAS_GLOBAL = f""",
       EXISTS (SELECT 1 FROM observations g WHERE g.is_global AND {live('g')}
               AND g.project <> %(project)s) AS has_global"""


def prepare(scope: str, tune: bool, check_vectors: bool, project_index: bool, check_global: bool) -> str:
    """The round trip before the search (_PREPARE) with the parts this search needs."""
    return _PREPARE.format(tune=_TUNE if tune else "", has_vectors=_HAS_VECTORS.format(scope=scope) if check_vectors else "",
                           project_index=_PROJECT_INDEX if project_index else "",
                           has_global=_HAS_GLOBAL if check_global else "")


def count_searched(conn, project: str | None) -> int:
    """How many live memories a search of `project` (with other projects' global memories; None:
    every project) looked at — index-only counts (a scan of every memory took 60 ms at 100k)."""
    return conn.execute(Q["count_searched"], {"project": project}).fetchone()["here"]
