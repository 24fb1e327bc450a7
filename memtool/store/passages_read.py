"""Reading the event passages: the event tier's search statement (built here from its parts: the
query's terms and phrases, the active filters, the scoring constants retrieve/eventlog.py passes)
and the fixed reads of sql/queries/passages.sql (an event's whole indexed text, a query's
lexemes) — beside store/passages.py, the one module that writes `event_passages`.

retrieve/eventlog.py runs the search (see its docstring for how a passage scores); its term
statistics are store/termstats.py's, tier PASSAGES.
"""

from __future__ import annotations

from memtool.store import search_sql, termstats
from memtool.store.db import Conn
from memtool.store.passages import Q  # the family's one loader, shared with the owner
from memtool.store.termstats import TermPlan

#: The round trip before a passage search (bound: %(q)s, %(scope)s, %(page_cost)s): no JIT, the
#: page cost of search (search_sql.PAGE_COST), plans made for each statement's values (the search
#: statement is a prepared statement: planned for its values every time, it skips only the parsing
#: and analysing), the statistics and their marks, and the query's pairs of words next to each
#: other (the phrases of term_weight).
PREPARE = f"""
SELECT set_config('jit', 'off', true) AS jit, set_config('random_page_cost', %(page_cost)s, true) AS page_cost,
       set_config('plan_cache_mode', 'force_custom_plan', true) AS plan_cache_mode,
       {termstats.statistics_columns(termstats.PASSAGES, "to_tsvector('english', memtool_passage_words(%(q)s))",
                                     "%(scope)s")},
       (SELECT coalesce(json_agg(json_build_array(a.lexeme, b.lexeme) ORDER BY pa), '[]')
        FROM (SELECT to_tsvector('english', memtool_passage_words(%(q)s)) AS v) AS query,
             unnest(query.v) AS a, unnest(a.positions) AS pa, unnest(query.v) AS b, unnest(b.positions) AS pb
        WHERE pb = pa + 1) AS pairs
{termstats.statistics_join(termstats.PASSAGES, "%(scope)s")}
"""

_MATCH = ("SELECT p.id, p.event_id, p.role, length(p.search_tsv) AS dl, {tw} AS tw FROM event_passages p"
          " WHERE p.search_tsv @@ {tsquery}::tsquery{where}")
_RECENT = ("(SELECT r.id, r.event_id, r.role, length(r.search_tsv) AS dl, {tw} AS tw FROM"
           " (SELECT p.id, p.event_id, p.role, p.search_tsv FROM event_passages p"
           "  WHERE p.search_tsv @@ %(q_common)s::tsquery{where} ORDER BY p.id DESC LIMIT {recent}) AS r)")

_SEARCH = """
WITH matched AS MATERIALIZED ({candidates}),
scored AS (
    SELECT m.id, m.event_id, {bm25} AS bm25
    FROM matched m
),
ranked AS (
    SELECT s.*, sum(s.bm25) OVER (PARTITION BY s.event_id) AS total,
           row_number() OVER (PARTITION BY s.event_id ORDER BY s.bm25 DESC, s.id) AS n
    FROM scored s
),
best AS (SELECT id, event_id, bm25 + {share} * (total - bm25) AS bm25 FROM ranked WHERE n = 1),
top AS (SELECT * FROM best ORDER BY bm25 DESC, event_id DESC LIMIT %(limit)s)
SELECT t.bm25, p.id, p.event_id, p.part, p.role, p.project, p.session_id, p.event_type, p.tool_name,
       p.occurred_at, p.files, p.body,
       (SELECT h.body FROM event_passages h WHERE h.event_id = p.event_id ORDER BY h.part LIMIT 1) AS first_body
FROM top t JOIN event_passages p ON p.id = t.id
ORDER BY t.bm25 DESC, t.event_id DESC
"""


def filters(params: dict, project, types, since, until, file, session) -> str:
    """Extra WHERE conditions on the passage `p` for the scope and the active filters (only
    those); their values go into `params`."""
    clauses = []
    if project is not None:
        clauses.append("p.project = %(project)s")
        params["project"] = project
    clauses += search_sql.kind_time_session(params, "p.event_type", "p.occurred_at", "p.session_id", types, since,
                                            until, session)
    if file:
        path = str(file)
        params["file"] = path
        params["file_suffix"] = search_sql.file_suffix_pattern(path)
        clauses.append("(p.files @> ARRAY[%(file)s]::text[] OR EXISTS (SELECT 1 FROM unnest(p.files) AS f(x)"
                       " WHERE f.x LIKE %(file_suffix)s OR %(file)s LIKE '%%/' || f.x))")
    return "".join(" AND " + c for c in clauses)


def statement(plan: TermPlan, where: str, pairs: list, params: dict, *, prompt: float, phrase: float,
              other_passages: float, k1: float, b: float) -> str:
    """The passage search statement: the candidates (termstats.candidates), each passage's BM25
    (a prompt's weight times `prompt`, phrases per term_weight), an event as its best passage
    plus `other_passages` of its other matches', the best %(limit)s events. Phrase values go into
    `params`."""
    tw, tw_r = (term_weight(alias, plan, pairs, params, phrase) for alias in ("p", "r"))
    candidates = termstats.candidates(plan, lambda q: _MATCH.format(tw=tw, tsquery=q, where=where),
                                      lambda: [_RECENT.format(tw=tw_r, where=where, recent=int(plan.recent or 0))])
    score = termstats.bm25(f"(CASE WHEN m.role = 'prompt' THEN {float(prompt)} ELSE 1.0 END) * m.tw", "m.dl",
                           "%(avgdl)s::float8", float(k1), float(b))
    return _SEARCH.format(candidates=candidates, bm25=score, share=float(other_passages))


def term_weight(alias: str, plan: TermPlan, pairs: list, params: dict, phrase: float) -> str:
    """A passage's weight before length normalisation: the IDFs of the query terms it holds
    (termstats.term_weight) plus, for each pair of words next to each other in the query that
    are next to each other in the passage too (a phrase: `debug log`, `npm run build`), `phrase`
    times the pair's mean IDF. Compounds (`specstory-cli`) already match as a whole: their
    pairs with their own parts are not phrases."""
    idf = dict(zip(plan.lexemes, plan.idfs))
    chosen = list(dict.fromkeys((a, b) for a, b in pairs if a in idf and b in idf and "-" not in a + b and a != b))
    base = termstats.term_weight(alias, plan)
    if not chosen or not phrase:
        return base
    params["phrases"] = [f"{termstats.term_query(a)} <-> {termstats.term_query(b)}" for a, b in chosen]
    params["phrase_idfs"] = [phrase * (idf[a] + idf[b]) / 2 for a, b in chosen]
    bonus = " + ".join(f"CASE WHEN {alias}.search_tsv @@ (%(phrases)s::tsquery[])[{i}]"
                       f" THEN (%(phrase_idfs)s::float8[])[{i}] ELSE 0 END" for i in range(1, len(chosen) + 1))
    return f"({base} + {bonus})"


def event_texts(conn: Conn, event_ids: list[int]) -> dict[int, str]:
    """Each event's indexed text: its passages in order (the call, then its output, an output
    passage's header line naming the call left out)."""
    return {row["event_id"]: row["text"] for row in conn.execute(Q["event_texts"], (list(event_ids),))}


def query_lexemes(conn: Conn, query: str) -> list[str]:
    """The query's lexemes as the passages index them (memtool_passage_words, `english`)."""
    return [row["lexeme"] for row in conn.execute(Q["query_lexemes"], (query,))]
