"""Reading the event tier: passage search, events by ref, and what happened around an event.

Refs. Search results, `get`, `timeline` and the MCP tools name a memory by its ref: an
observation by its id (`12`, also `o12`), an event by `e` + its id (`e123`, also `event:123`).

Passage search (`search()`): full text only, like the observation side (english configuration,
OR semantics, BM25 with IDF from the passages' own statistics — see search.py), within one
project (or all). An event scores as its best passage plus OTHER_PASSAGES of its other matching
passages' (an event that matches the query in several places is more about it; measured on the
sessions dev split, bench/RESULTS.md), and the best passage stands for the event. A passage that holds two words next to each
other as the query has them (a phrase: "debug log", `npm run build`) gets PHRASE times the pair's
mean IDF per such pair on top of its terms' IDFs, before length normalisation: of two passages
with the same words, the one saying what the question says ranks first. A prompt's passages
score PROMPT (a half) of that: a user's prompt asks, and so shares the words of a later question
about the same thing, but the answer is in what the agent then ran, read and said (both measured
leave-one-repository-out on the sessions dev splits, bench/RESULTS.md). Filters: `types`
(an event's type: tool, prompt, assistant, ...), `since`/`until` (on occurred_at), `session`,
`file` (paths the call named; a relative path also matches by suffix). Vectors are not used
here: on sessions-dev they did not pay for their cost (bench/RESULTS.md).

An event's score on the fused scale (fusion.py) is its coverage: the share of the query its
best passage matches, its BM25 (phrases included, so it can exceed 1) divided by the sum of the
query terms' IDF.

Event result record (search): kind "result", rank, source "event", ref "e123", id "e123",
event_id, passage (part), created_at (the event's time), project, session_id, type (event type),
tool_name, title (the call or the prompt, one line), snippet (the passage's lines around the
query terms), score, metadata{}, mode, explain{bm25, coverage} (with explain=True).

Event record (get): the stored event (see ingest.py) with ref, title, files[] and `text`, its
whole searchable text. An event whose payload a quota compacted (quota.py) keeps its row and
has compacted_into{summary_id, rollup_id, day}; its text says where its content went.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from memtool.store import db, termstats
from memtool import fulltext, records
from memtool.store.db import Conn
from memtool.errors import InputError, NotFound

PROMPT = 0.5  # a prompt's passages score this share: a user's prompt asks (and echoes later questions)
PHRASE = 0.5  # a phrase of the query found in a passage: this share of its words' mean IDF on top
OTHER_PASSAGES = 0.2  # an event's score: its best passage's, plus this share of its other matching passages'
POOL = 75
_REF = re.compile(r"^(?:(e|event:?|o|obs:?|observation:?)\s*)?(\d+)$", re.IGNORECASE)


def parse_ref(value: Any) -> tuple[str, int]:
    """("observation" | "event", id) from a ref such as 12, "12", "o12", "e123", "event:123"."""
    if isinstance(value, bool):
        raise InputError(f"not a memory ref: {value!r}", "use an observation id (12) or an event ref (e123)")
    if isinstance(value, int):
        return "observation", value
    match = _REF.match(str(value).strip())
    if not match:
        raise InputError(f"not a memory ref: {value!r}",
                         "use an observation id (12) or an event ref (e123), as search results show them")
    prefix = (match.group(1) or "").lower()
    return ("event" if prefix.startswith("e") else "observation"), int(match.group(2))


def event_ref(event_id: int) -> str:
    return f"e{event_id}"


# -- search -------------------------------------------------------------------------------------

_PREPARE = f"""
SELECT set_config('jit', 'off', true) AS jit, set_config('random_page_cost', %(page_cost)s, true) AS page_cost,
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


def _filters(params: dict, project, types, since, until, file, session) -> str:
    clauses = []
    if project is not None:
        clauses.append("p.project = %(project)s")
        params["project"] = project
    if types:
        clauses.append("p.event_type = ANY(%(types)s)")
        params["types"] = list(types)
    if since is not None:
        clauses.append("p.occurred_at >= %(since)s")
        params["since"] = records.parse_time(since, "since")
    if until is not None:
        clauses.append("p.occurred_at <= %(until)s")
        params["until"] = records.parse_time(until, "until")
    if session:
        clauses.append("p.session_id = %(session)s")
        params["session"] = session
    if file:
        from memtool.retrieve.search_sql import file_suffix_pattern

        path = str(file)
        params["file"] = path
        params["file_suffix"] = file_suffix_pattern(path)
        clauses.append("(p.files @> ARRAY[%(file)s]::text[] OR EXISTS (SELECT 1 FROM unnest(p.files) AS f(x)"
                       " WHERE f.x LIKE %(file_suffix)s OR %(file)s LIKE '%%/' || f.x))")
    return "".join(" AND " + c for c in clauses)


def search(conn: Conn, query: str, project: str | None = None, limit: int = 10, types: Iterable[str] | None = None,
           since=None, until=None, file: str | None = None, session: str | None = None,
           weights=None) -> tuple[list[dict], float, list[str]]:
    """The best passage of each of the best-matching events, best first (a passage with the same
    text as a better one is left out: agents repeat themselves), the sum of the query terms' IDF
    (to calibrate against observations) and the query's lexemes. Rows: bm25 and the passage's
    columns. Runs in the caller's transaction."""
    from memtool.store import passages
    from memtool.retrieve import search_sql

    passages.catch_up(conn)  # events ingested since the last compress are findable too
    weights = weights or search_sql.DEFAULT_WEIGHTS
    scope = project if project is not None else ""
    params: dict[str, Any] = {"q": query, "scope": scope, "limit": 2 * int(limit),
                              "page_cost": search_sql.PAGE_COST}
    prep = db.one(conn.execute(_PREPARE, params))
    if not prep["max_passage_id"]:
        return [], 0.0, []
    if termstats.stale(prep, termstats.PASSAGES) and termstats.maintain(conn, termstats.PASSAGES, scope):
        prep = db.one(conn.execute(_PREPARE, params))
    plan = termstats.plan_terms(prep, weights)
    if plan.q_gen is None:
        return [], 0.0, []
    where = _filters(params, project, types, since, until, file, session)
    params.update(plan.params(), avgdl=plan.avgdl or 1.0)
    tw, tw_r = (_term_weight(alias, plan, prep["pairs"] or [], params) for alias in ("p", "r"))
    candidates = termstats.candidates(plan, lambda q: _MATCH.format(tw=tw, tsquery=q, where=where),
                                      lambda: [_RECENT.format(tw=tw_r, where=where, recent=int(plan.recent or 0))])
    score = termstats.bm25(f"(CASE WHEN m.role = 'prompt' THEN {float(PROMPT)} ELSE 1.0 END) * m.tw", "m.dl",
                           "%(avgdl)s::float8", float(weights.k1), float(weights.b))
    statement = _SEARCH.format(candidates=candidates, bm25=score, share=float(OTHER_PASSAGES))
    rows: list[dict] = []
    seen: set = set()
    for row in conn.execute(statement, params, prepare=False).fetchall():
        if row["body"] not in seen and len(rows) < limit:
            seen.add(row["body"])
            rows.append(row)
    return rows, float(sum(plan.idfs)), plan.lexemes


def _term_weight(alias: str, plan, pairs: list, params: dict) -> str:
    """A passage's weight before length normalisation: the IDFs of the query terms it holds
    (termstats.term_weight) plus, for each pair of words next to each other in the query that
    are next to each other in the passage too (a phrase: `debug log`, `npm run build`), PHRASE
    times the pair's mean IDF. Compounds (`specstory-cli`) already match as a whole: their
    pairs with their own parts are not phrases."""
    idf = dict(zip(plan.lexemes, plan.idfs))
    chosen = list(dict.fromkeys((a, b) for a, b in pairs if a in idf and b in idf and "-" not in a + b and a != b))
    base = termstats.term_weight(alias, len(plan.lexemes))
    if not chosen or not PHRASE:
        return base
    params["phrases"] = [f"{termstats.term_query(a)} <-> {termstats.term_query(b)}" for a, b in chosen]
    params["phrase_idfs"] = [PHRASE * (idf[a] + idf[b]) / 2 for a, b in chosen]
    bonus = " + ".join(f"CASE WHEN {alias}.search_tsv @@ (%(phrases)s::tsquery[])[{i}]"
                       f" THEN (%(phrase_idfs)s::float8[])[{i}] ELSE 0 END" for i in range(1, len(chosen) + 1))
    return f"({base} + {bonus})"


def _title(row: dict) -> str:
    """One line naming the event: the tool call's header, or the start of the prompt / answer."""
    first = (row.get("first_body") or row.get("body") or "").strip()
    line = first.splitlines()[0] if first else ""
    if row.get("event_type") == "prompt":
        line = "prompt: " + line
    elif row.get("event_type") == "assistant":
        line = "answer: " + line
    return line if len(line) <= 160 else line[:159] + "…"


SNIPPET_CHARS = 300


def excerpt(body: str, lexemes: Iterable[str], width: int = SNIPPET_CHARS) -> str:
    """The lines of a passage around its query terms, at most `width` characters (one line)."""
    lexemes = frozenset(lexemes)
    lines = [line.strip() for line in body.splitlines() if line.strip()]
    if not lines:
        return ""
    stemmer = fulltext.stemmer()
    best, best_hits = 0, -1
    if lexemes and stemmer is not None:
        for index, line in enumerate(lines):
            words = [w.lower() for w in fulltext.INDEX_WORDS.findall(line[:2000])]
            hits = len(lexemes.intersection(stemmer.stem_words(words))) if words else 0
            if hits > best_hits:
                best, best_hits = index, hits
    start = best
    if start > 0 and len(lines[start]) < width // 2:
        start -= 1  # a line of context before the match
    text = " ⏎ ".join(lines[start:])
    text = ("… " if start else "") + text
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def result(row: dict, rank: int, mode: str, score: float, lexemes: Iterable[str], explain: dict | None = None,
           notice: str | None = None, snippet_chars: int = SNIPPET_CHARS) -> dict:
    """A search result record for a passage (see the module docstring)."""
    ref = event_ref(row["event_id"])
    out = {"kind": "result", "rank": rank, "source": "event", "ref": ref, "id": ref, "event_id": row["event_id"],
           "passage": row["part"], "created_at": records.iso(row["occurred_at"]), "project": row["project"],
           "session_id": row["session_id"], "type": row["event_type"], "tool_name": row["tool_name"],
           "title": _title(row), "snippet": excerpt(row["body"], lexemes, snippet_chars),
           "score": round(float(score), 6), "metadata": {}, "mode": mode}
    if notice:
        out["notice"] = notice
    if explain is not None:
        out["explain"] = explain
    return out


# -- get and timeline ---------------------------------------------------------------------------

_EVENT_COLUMNS = ("id, event_key, session_id, project, source, event_type, tool_name, cwd, payload, flags,"
                  " content_hash, occurred_at, ingested_at")


def full_event(row: dict) -> dict:
    """An event record with its ref, a one-line title, the paths it named and its whole text."""
    from memtool.store import passages

    record = records.event_record(row)
    record["ref"] = event_ref(row["id"])
    into = (row.get("payload") or {}).get("compacted_into") if "compacted" in (row.get("flags") or ()) else None
    if isinstance(into, dict):  # quota.py replaced the payload by a pointer: say where it went
        record["compacted_into"] = into
        record["title"] = f"{row['event_type']} {row.get('tool_name') or ''}".strip() + " (compacted)"
        record["files"] = []
        record["text"] = (f"compacted into day rollup {into.get('rollup_id')} ({into.get('day')}) and session "
                          f"summary {into.get('summary_id')} to keep the project within MEMTOOL_EVENT_BYTES_QUOTA;"
                          f" see `memtool timeline --day {into.get('day')}`")
        return record
    header_row = {"event_type": row["event_type"],
                  "first_body": (passages.split(row) or [{"body": row["event_type"]}])[0]["body"]}
    record["title"] = _title(header_row)
    record["files"] = passages.files_of(row)
    record["text"] = passages.event_text(row)
    return record


def get_events(conn: Conn, ids: Iterable[int], project: str | None = None) -> list[dict]:
    """Full event records for ids (in the order asked; missing ones left out). Events are
    append-only: reading them changes nothing."""
    ids = [int(i) for i in ids]
    if not ids:
        return []
    rows = conn.execute(f"SELECT {_EVENT_COLUMNS} FROM events WHERE id = ANY(%s)"  # noqa: S608 - fixed columns
                        " AND (%s::text IS NULL OR project = %s)", (ids, project, project)).fetchall()
    by_id = {row["id"]: full_event(row) for row in rows}
    return [by_id[i] for i in ids if i in by_id]


def get(conn: Conn, refs: Iterable[Any], project: str | None = None) -> tuple[list[dict], list[str]]:
    """Observations and events by ref, in the order asked, and the refs not found (or outside
    `project`). Observations count the read (see observations.get); events do not change."""
    from memtool.store import observations

    parsed = list(dict.fromkeys(parse_ref(r) for r in refs))
    obs = {r["id"]: r for r in observations.get(conn, [i for k, i in parsed if k == "observation"],
                                                project=project)}
    events = {r["id"]: r for r in get_events(conn, [i for k, i in parsed if k == "event"], project=project)}
    found, missing = [], []
    for kind, ident in parsed:
        record = (obs if kind == "observation" else events).get(ident)
        if record is None:
            missing.append(str(ident) if kind == "observation" else event_ref(ident))
        else:
            found.append(record)
    return found, missing


_AROUND = """
(SELECT {cols} FROM events WHERE session_id IS NOT DISTINCT FROM %(s)s AND project = %(p)s AND id < %(id)s
 ORDER BY id DESC LIMIT %(before)s)
UNION ALL
(SELECT {cols} FROM events WHERE session_id IS NOT DISTINCT FROM %(s)s AND project = %(p)s AND id > %(id)s
 ORDER BY id LIMIT %(after)s)
"""


def timeline(conn: Conn, event_id: int, before: int = 5, after: int = 5, project: str | None = None) -> list[dict]:
    """The events just before and after one event in its session, in order (position 0 is the
    anchor). Record: kind "timeline", position, anchor, ref, id (the ref), event_id, created_at,
    project, session_id, type (event type), tool_name, title, snippet."""
    anchor = conn.execute(f"SELECT {_EVENT_COLUMNS} FROM events WHERE id = %s"  # noqa: S608 - fixed columns
                          " AND (%s::text IS NULL OR project = %s)", (event_id, project, project)).fetchone()
    if anchor is None:
        raise NotFound(f"event {event_ref(event_id)} not found" + (f" in project {project}" if project else ""),
                       "find refs with `memtool search`")
    around = conn.execute(_AROUND.format(cols=_EVENT_COLUMNS), {
        "s": anchor["session_id"], "p": anchor["project"], "id": event_id,
        "before": max(0, min(int(before), 100)), "after": max(0, min(int(after), 100))}).fetchall()
    rows = sorted([*around, anchor], key=lambda r: r["id"])
    start = -sum(1 for r in around if r["id"] < event_id)
    return [{"kind": "timeline", "position": start + offset, "anchor": row["id"] == event_id, **compact(row)}
            for offset, row in enumerate(rows)]


def compact(row: dict) -> dict:
    """An event as a compact row: ref, id (the ref), event_id, created_at, project, session_id,
    type (event type), tool_name, title (one line), snippet (its text, at most 200 characters)."""
    from memtool.store import passages

    split = passages.split(row)
    body = split[0]["body"] if split else row["event_type"]
    text = " ".join(passages.event_text(row).split())
    return {"ref": event_ref(row["id"]), "id": event_ref(row["id"]), "event_id": row["id"],
            "created_at": records.iso(row["occurred_at"]), "project": row["project"],
            "session_id": row["session_id"], "type": row["event_type"], "tool_name": row["tool_name"],
            "title": _title({"event_type": row["event_type"], "first_body": body}),
            "snippet": text if len(text) <= 200 else text[:199] + "…"}


_SINCE = f"SELECT {_EVENT_COLUMNS} FROM events WHERE id > %s ORDER BY id LIMIT %s"  # noqa: S608 - fixed columns
_LATEST = "SELECT coalesce(max(id), 0) AS id FROM events"


def latest_id(conn) -> int:
    """The newest event's id (0 when there is none): where a follower of `since` starts."""
    return conn.execute(_LATEST).fetchone()["id"]


def since(conn, after_id: int, limit: int = 100) -> list[dict]:
    """Events captured after `after_id`, oldest first, at most `limit`, as compact rows."""
    return [compact(row) for row in conn.execute(_SINCE, (after_id, limit))]
