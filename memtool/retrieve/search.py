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
   (`termstats.recount` does it on demand); that write is part of the caller's
   transaction, which the caller (an adapter) commits.
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

`--explain` adds each factor of each score, and each memory's consolidation factors (recalls,
idle_days, standing, retention, demoted, superseded_by: store/standing.py). Memories consolidation
demoted (superseded, beyond the project's budget) are left out unless `include_demoted`
(`search --all`). Modes: `hybrid` (default), `fts`, `vector`.
When the model cannot be loaded, or nothing in the scope is embedded with the current model,
hybrid and vector search fall back to full text and say so (`notice` in every result, and
in `SearchOutcome.notices`). Searching never changes memories nor their access statistics
(what is handed to an agent or a person is recorded as a recall by retrieve/recall.py, which every
adapter calls instead of this).

Scope: `project` plus memories marked global (`is_global`); `project=None` searches all.
Filters: `types`, `since`/`until` (on `created_at`), `file` (observations that read or modified
the path; a relative path also matches by suffix), `session`.

Two tiers: observations, and the passages of captured events (eventlog.py: full text only, the
same filters; not searched in `vector` mode; one result per event, its best passage standing for
it). Both are merged on one scale by fitted constants (fusion.py); `tiers` picks one. With
events, a session digest is also scored as its session: how much of its session's events match
(session_rank.py).
When the caller's transaction has written nothing yet, the passage search runs on a second
connection (side.py) at the same time as the query embedding and the observation statement:
two backends answer the two halves at once.

Result record (one per hit, best first):

    kind: "result", rank, source ("observation"), ref (the id as text), id, created_at, project,
    type, title, snippet (one line), score, metadata{}, mode ("hybrid"|"fts"|"vector": what
    actually ran), source_events[] (refs "e123" of the events it came from), notice (only when
    degraded), query_id (batch mode), explain{} (with explain=True; adds coverage when events
    were searched). Event results: see eventlog.py (source "event", ref "e123").

Where the parts live: the statement text in store/search_sql.py, the BM25 term statistics in
store/termstats.py, snippets in snippets.py, many queries at once in search_batch.py, the timeline
around an observation in timeline.py.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import functools
import threading
from typing import Any, Iterable

from memtool import records
from memtool.retrieve import snippets
from memtool.store import search_sql, standing, termstats
from memtool.store.search_sql import DEFAULT_WEIGHTS, Weights
from memtool.errors import InputError, ModelUnavailable

MAX_LIMIT = 100
DEFAULT_LIMIT = 10
MODES = ("hybrid", "fts", "vector")
TIERS = ("observation", "event")  # what search ranks: distilled memories, and the event log's passages
TS_CONFIG = "english"




@dataclasses.dataclass
class SearchOutcome:
    results: list[dict]
    mode: str
    notices: list[str]
    # both tiers' hits before fusion (fusion.Candidate), when events were searched; a hit fusion did not keep has no
    # snippet (None)
    candidates: list | None = None
    lexemes: list[str] = dataclasses.field(default_factory=list)  # the query's terms as the event tier indexes them
HNSW_EF_SEARCH = 40


def _result(row: dict, rank: int, mode: str, explain: bool, weights: Weights, notice: str | None,
            lexemes: Iterable[str] = (), snippet: bool = True) -> dict:
    """One observation's result record (``snippet`` False: left None, for `_fill_snippets`)."""
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
        "snippet": snippets.snippet(row, lexemes=lexemes) if snippet else None,
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


def check_mode(mode: str) -> str:
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
                   tiers: Iterable[str] = TIERS, include_demoted: bool = False) -> SearchOutcome:
    """Run one search; returns the results with the mode that actually ran and any notices.
    Runs in the caller's transaction, which the caller commits: it holds the statistics
    maintenance (termstats.maintain) when the scope's statistics were stale."""
    if not isinstance(query, str) or not query.strip():
        raise InputError("empty query", 'give a query: memtool search "jwt refresh"')
    mode = check_mode(mode)
    limit = _check_limit(limit)
    tiers = _check_tiers(tiers)
    notices: list[str] = []
    model = dim = None
    params: dict[str, Any] = {"q": query, "limit": limit, "cfg_text": TS_CONFIG, "page_cost": search_sql.PAGE_COST,
                              "stats_scope": project if project is not None else ""}
    scope = search_sql.scope_condition(params, project)
    filters, params = search_sql.filters(params, types, since, until, file, session)
    filtered = bool(filters)
    if not include_demoted:  # memories consolidation demoted leave the default views
        filters += " AND " + standing.active("o")
    has = None
    if mode in ("hybrid", "vector"):
        from memtool.retrieve import embed

        embedder = embedder or embed.default_embedder()
        model = params["model"] = embedder.model_name
        params["ef_search"] = str(HNSW_EF_SEARCH)
        has = _vector_check.get((model, project)) if _vector_check is not None else None
        if query_vector is None and has is not False:
            query_vector = _embed_soon(embedder, query)
    vectors_in_project = mode != "fts" and project is not None
    if vectors_in_project:
        assert model is not None and project is not None
        params["project_index"] = embed.project_index_name(model, project)
    prepare = search_sql.prepare(scope, tune=mode != "fts", check_vectors=mode != "fts" and has is None,
                                 project_index=vectors_in_project, check_global=project is not None)
    from memtool.store import db

    # The statements share one transaction (the HNSW settings are transaction-local).
    with db.translate_errors(), (conn.transaction() if conn.autocommit else contextlib.nullcontext()):
        prep = conn.execute(prepare, params).fetchone()
        event_search = None
        if "event" in tiers and mode != "vector":  # passages have no vectors
            event_search = _EventSearch(conn, query, project, limit, types, since, until, file, session, weights,
                                        beside=bool(prep["nothing_written"]))
        if termstats.stale(prep, termstats.OBSERVATIONS) and termstats.maintain(
                conn, termstats.OBSERVATIONS, params["stats_scope"]):
            prep = conn.execute(prepare, params).fetchone()
        if mode != "fts":
            if has is None:
                has = bool(prep["has_vectors"])
                if _vector_check is not None:
                    _vector_check[(model, project)] = has
            query_vector = _query_vector(query, query_vector, embedder, model, has, notices)
            mode, dim = ("fts", None) if query_vector is None else (mode, len(query_vector))
        terms = None
        rows = []
        if mode != "vector":
            terms = termstats.plan_terms(prep, weights)
            params.update(terms.params())
        if mode != "fts":
            params["qvec"] = _vector_param(query_vector)
        if "observation" in tiers and (mode != "fts" or (terms is not None and terms.q_gen is not None)):  # stopwords only match nothing
            rows = _observation_rows(conn, prep, params, mode, filters, dim, terms, project, weights)
        passages, passage_idf, passage_lexemes = event_search.result() if event_search else ([], 0.0, [])
    if not rows and not passages and _vector_check is None:  # a single search, not a batch: say why
        with db.translate_errors():
            notices.append(why_empty(conn, project, filtered=filtered))
    lexemes = terms.lexemes if terms is not None and mode != "vector" else ()
    return _outcome(conn, rows, (passages, passage_idf, passage_lexemes), lexemes, limit, mode, notices, explain,
                    weights)


def _outcome(conn, rows: list[dict], events: tuple[list[dict], float, list[str]], lexemes: Iterable[str], limit: int,
             mode: str, notices: list[str], explain: bool, weights: Weights) -> SearchOutcome:
    """Both tiers' rows as result records, fused (fusion.py) when events were searched."""
    from memtool.store import db

    passages, passage_idf, passage_lexemes = events
    factors = {}
    if explain and rows:
        with db.translate_errors():
            factors = standing.explain(conn, [row["id"] for row in rows])
    notice = " ".join(notices) if notices else None
    # (with events, snippets are made after fusion, for the results it keeps: `_fill_snippets`)
    results = [_result(row, rank, mode, explain, weights, notice, lexemes, snippet=not passages)
               for rank, row in enumerate(rows, 1)]
    for result in results if explain else ():
        result["explain"].update(factors.get(result["id"], {}))
    candidates = None
    if passages:
        from memtool.retrieve import fusion

        candidates = _candidates(results, rows, passages, passage_idf, passage_lexemes, limit, mode, explain, notice,
                                 n_terms=len(list(lexemes)))
        results = fusion.fuse(candidates, limit, explain=explain)
        _fill_snippets(results, candidates, rows, passages, lexemes, passage_lexemes)
    return SearchOutcome(results=results, mode=mode, notices=notices, candidates=candidates,
                         lexemes=list(passage_lexemes))


def _observation_rows(conn, prep: dict, params: dict, mode: str, filters: str, dim: int | None, terms, project,
                      weights: Weights) -> list[dict]:
    """The observation tier's rows (search_sql.statement), best first."""
    with_global = project is None or bool(prep["has_global"])
    scope = search_sql.scope_condition(params, project, with_global)
    statement = search_sql.statement(mode, scope, filters, dim, terms, project,
                                     project_index=bool(prep.get("project_index")), with_global=with_global)
    params.update(search_sql.weight_params(weights, mode, terms))
    # A server-side prepared statement, planned for this query's values every time (the prepare
    # round trip set plan_cache_mode to force_custom_plan for the transaction): a generic plan
    # cannot see how selective the terms are (13-16 ms against 8.5 at 100k); a custom plan of a
    # prepared statement only skips parsing and analysing it again (~0.4 ms at 100k).
    return conn.execute(statement, params, prepare=True).fetchall()


class _EventSearch:
    """The event tier's half of a search (eventlog.search), started before the observations'
    half. When the caller's transaction has written nothing yet (so a second connection sees
    the same data), it runs on the caller connection's side connection (side.py), at the same
    time as the query embedding and the observation statement; else, when no side connection
    can be had, or when the side connection is lost meanwhile, on the caller's connection when
    its result is asked for."""

    def __init__(self, conn, query: str, project, limit: int, types, since, until, file, session, weights,
                 beside: bool):
        from memtool.retrieve import eventlog
        from memtool.store import side
        from memtool.retrieve.session_rank import SUPPORT_POOL

        self.conn = conn
        # More passages than are shown: the pool also ranks sessions (session_rank.py).
        self.kwargs = dict(query=query, project=project, limit=max(limit, SUPPORT_POOL), types=types, since=since,
                           until=until, file=file, session=session, weights=weights)
        self.future = side.submit(conn, eventlog.search, **self.kwargs) if beside else None

    def result(self) -> tuple[list[dict], float, list[str]]:
        from memtool.retrieve import eventlog
        from memtool.store import side
        from memtool.errors import DatabaseUnavailable

        if self.future is not None:
            try:
                return self.future.result()
            except DatabaseUnavailable:
                if not side.discard_broken(self.conn):
                    raise  # a timeout or a lock, not a lost connection: asking again would wait as long
                # the side connection was lost: ask on the caller's
        return eventlog.search(self.conn, **self.kwargs)


_embedding_pool: concurrent.futures.ThreadPoolExecutor | None = None
_embedding_lock = threading.Lock()


def _embed_soon(embedder, query: str) -> concurrent.futures.Future:
    """The query's embedding, started on a worker thread: the model (ONNX runtime releases the
    GIL) runs while the first round trip and the event tier's statement go on, instead of after
    them. _query_vector takes the result (or the model's error) when the vector is needed."""
    global _embedding_pool
    with _embedding_lock:
        if _embedding_pool is None:
            _embedding_pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="memtool-embed")
    return _embedding_pool.submit(embedder.embed_query_arrays, [query])


def _query_vector(query: str, vector, embedder, model: str | None, has: bool, notices: list[str]):
    """The query's embedding (computed unless given), or None — with a notice saying why —
    when nothing in the scope has vectors of this model or the model cannot run."""
    if not has:
        notices.append(f"nothing in this scope is embedded with {model} yet (run `memtool embed --missing`);"
                       " showing full-text results")
        return None
    try:
        if isinstance(vector, concurrent.futures.Future):
            return vector.result()[0]
        return vector if vector is not None else embedder.embed_query_arrays([query])[0]
    except ModelUnavailable as exc:
        notices.append(f"embedding model unavailable ({exc.message}); showing full-text results")
        return None


def _candidates(results: list[dict], rows: list[dict], passages: list[dict], passage_idf: float,
                lexemes: list[str], limit: int, mode: str, explain: bool, notice: str | None,
                n_terms: int = 0) -> list:
    """Both tiers' hits before fusion (fusion.Candidate): observations with their hybrid score,
    the share of the query's `n_terms` terms they hold and, for a session digest, its session's
    support (session_rank.py); events with their
    coverage, the share of the query their best passage matches (BM25 / the query terms' IDF
    sum); with fusion's specific_margin on, each session digest's and its session's specific
    hits' best segment (`_best_segments`)."""
    from memtool.retrieve import eventlog, fusion, session_rank

    support = session_rank.session_support(passages, passage_idf)
    out = []
    for row, result in zip(rows, results):
        own = session_rank.digest_support(row, support)
        terms = min(1.0, (row.get("terms_matched") or 0) / n_terms) if n_terms else 0.0
        if explain:
            result["explain"].update(session_support=round(own, 6), terms=round(terms, 6))
        digest = session_rank.is_digest(row.get("metadata"))
        out.append(fusion.Candidate("observation", float(row["score"]), result, own, digest, terms, row.get("o_session"),
                                    specific=not digest, layout=session_rank.is_layout(row.get("metadata"))))
    for row in passages[:limit]:
        coverage = float(row["bm25"]) / passage_idf if passage_idf else 0.0
        detail = {"bm25": round(float(row["bm25"]), 6), "cosine": None, "coverage": round(coverage, 6)}
        out.append(fusion.Candidate("event", coverage, eventlog.result(row, 0, mode, coverage, lexemes,
                                                                       explain=detail if explain else None,
                                                                       notice=notice, snippet=False),
                                    session=row.get("session_id"), specific=row.get("event_type") != "prompt"))
    if fusion.current().specific_margin >= 0:
        texts = [f"{row['title']}\n{row.get('narrative') or ''}" for row in rows]
        _best_segments(out, texts + [row["body"] for row in passages[:limit]], lexemes, explain)
    return out


def _best_segments(candidates: list, texts: list[str], lexemes: list[str], explain: bool) -> None:
    """Each session digest's and its session's specific hits' `segment` (fusion.specific_above),
    read only when the rule asks for it (fusion.segment): the largest share of the query's
    distinct terms one segment of its text holds (focus.py's segments: a line, a part of a long
    one; an observation's title and narrative, an event's best passage)."""
    wanted = frozenset(lexemes)
    sessions = {c.session for c in candidates if c.digest and c.session is not None}
    if not wanted or not sessions:
        return
    for candidate, text in zip(candidates, texts):
        if candidate.session in sessions and (candidate.digest or candidate.specific):
            candidate.read_segment = functools.partial(_segment_share, candidate.result, text, wanted, explain)


def _segment_share(result: dict, text: str, wanted: frozenset, explain: bool) -> float:
    from memtool.retrieve import focus

    share = max(map(len, focus.term_sets(focus.segments(text), wanted)), default=0) / len(wanted)
    if explain and "explain" in result:
        result["explain"]["segment"] = round(share, 6)
    return share


def _fill_snippets(results: list[dict], candidates: list, rows: list[dict], passages: list[dict],
                   lexemes: Iterable[str], passage_lexemes: list[str]) -> None:
    """The snippets of the fused results (and of their candidates' records), made for these only:
    stemming each hit's text for its best passage was a tenth of a search's time in this process,
    and fusion keeps about half of the hits."""
    from memtool.retrieve import eventlog

    by_ref = {(c.tier, c.result["ref"]): c.result for c in candidates}
    obs_rows = {str(row["id"]): row for row in rows}
    event_rows = {eventlog.event_ref(row["event_id"]): row for row in passages}
    for result in results:
        if result["source"] == "event":
            text = eventlog.excerpt(event_rows[result["ref"]]["body"], passage_lexemes)
        else:
            text = snippets.snippet(obs_rows[result["ref"]], lexemes=lexemes)
        result["snippet"] = text
        kept = by_ref.get((result["source"], result["ref"]))
        if kept is not None:
            kept["snippet"] = text


def why_empty(conn, project: str | None, filtered: bool = False) -> str:
    """A search found nothing: say where it looked and how to look further, so an empty answer
    is never mistaken for "there is nothing" (the usual cause is the wrong project). What other
    projects hold is theirs: a scoped search does not say whether or how much they hold."""
    here = search_sql.count_searched(conn, project)
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
           weights: Weights = DEFAULT_WEIGHTS, tiers: Iterable[str] = TIERS,
           include_demoted: bool = False) -> list[dict]:
    """Search observations and event passages; returns result records best first (see the
    module docstring)."""
    return search_outcome(conn, query, project=project, limit=limit, mode=mode, types=types, since=since,
                          until=until, file=file, session=session, explain=explain, embedder=embedder,
                          weights=weights, tiers=tiers, include_demoted=include_demoted).results


def _vector_param(vector):
    if vector is None:
        return None
    from pgvector import Vector

    return Vector(vector)


def clamp_limit(limit) -> int:
    """`limit` capped to 1..MAX_LIMIT (for adapters)."""
    return _check_limit(limit)
