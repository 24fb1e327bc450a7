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
leave-one-repository-out on the sessions dev splits, bench/RESULTS.md). A question asks in words
what a command does: a query term naming an activity ("type-check", "lint") is also matched by the
tools that do it (memtool/vocabulary.py: `tsc`, `eslint`, …) at `vocabulary` times its IDF
(fusion.Fusion, fitted with the other constants). Filters: `types`
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

def search(conn: Conn, query: str, project: str | None = None, limit: int = 10, types: Iterable[str] | None = None,
           since=None, until=None, file: str | None = None, session: str | None = None,
           weights=None) -> tuple[list[dict], float, list[str]]:
    """The best passage of each of the best-matching events, best first (a passage with the same
    text as a better one is left out: agents repeat themselves), the sum of the query terms' IDF
    (to calibrate against observations) and the query's lexemes. Rows: bm25 and the passage's
    columns. Runs in the caller's transaction."""
    from memtool.retrieve import fusion
    from memtool.store import passages, passages_read, search_sql

    passages.catch_up(conn)  # events ingested since the last compress are findable too
    weights = weights or search_sql.DEFAULT_WEIGHTS
    scope = project if project is not None else ""
    params: dict[str, Any] = {"q": query, "scope": scope, "limit": 2 * int(limit),
                              "page_cost": search_sql.PAGE_COST}
    prep = db.one(conn.execute(passages_read.PREPARE, params))
    if not prep["max_passage_id"]:
        return [], 0.0, []
    if termstats.stale(prep, termstats.PASSAGES) and termstats.maintain(conn, termstats.PASSAGES, scope):
        prep = db.one(conn.execute(passages_read.PREPARE, params))
    plan = termstats.plan_terms(prep, weights, tool_share=fusion.current().vocabulary)
    if plan.q_gen is None:
        return [], 0.0, []
    where = passages_read.filters(params, project, types, since, until, file, session)
    params.update(plan.params(), avgdl=plan.avgdl or 1.0)
    statement = passages_read.statement(plan, where, prep["pairs"] or [], params, prompt=PROMPT, phrase=PHRASE,
                                        other_passages=OTHER_PASSAGES, k1=weights.k1, b=weights.b)
    rows: list[dict] = []
    seen: set = set()
    # A server-side prepared statement, planned for this query's values every time (the PREPARE
    # round trip set plan_cache_mode to force_custom_plan for the transaction): a generic plan
    # cannot see how selective the terms are; a custom plan of a prepared statement only skips
    # parsing and analysing the statement again (paired on the 100k bench database: -0.5 ms median).
    for row in conn.execute(statement, params, prepare=True).fetchall():
        if row["body"] not in seen and len(rows) < limit:
            seen.add(row["body"])
            rows.append(row)
    return rows, float(sum(plan.idfs)), plan.lexemes


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
           notice: str | None = None, snippet_chars: int = SNIPPET_CHARS, snippet: bool = True) -> dict:
    """A search result record for a passage (see the module docstring; ``snippet`` False: left
    None, for the caller to fill)."""
    ref = event_ref(row["event_id"])
    out = {"kind": "result", "rank": rank, "source": "event", "ref": ref, "id": ref, "event_id": row["event_id"],
           "passage": row["part"], "created_at": records.iso(row["occurred_at"]), "project": row["project"],
           "session_id": row["session_id"], "type": row["event_type"], "tool_name": row["tool_name"],
           "title": _title(row), "snippet": excerpt(row["body"], lexemes, snippet_chars) if snippet else None,
           "score": round(float(score), 6), "metadata": {}, "mode": mode}
    if notice:
        out["notice"] = notice
    if explain is not None:
        out["explain"] = explain
    return out


# -- get and timeline ---------------------------------------------------------------------------

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
    from memtool.store import events

    by_id = {row["id"]: full_event(row) for row in events.whole(conn, ids, project)}
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


def timeline(conn: Conn, event_id: int, before: int = 5, after: int = 5, project: str | None = None) -> list[dict]:
    """The events just before and after one event in its session, in order (position 0 is the
    anchor). Record: kind "timeline", position, anchor, ref, id (the ref), event_id, created_at,
    project, session_id, type (event type), tool_name, title, snippet."""
    from memtool.store import events

    anchor = next(iter(events.whole(conn, [event_id], project)), None)
    if anchor is None:
        raise NotFound(f"event {event_ref(event_id)} not found" + (f" in project {project}" if project else ""),
                       "find refs with `memtool search`")
    around = events.around(conn, anchor, max(0, min(int(before), 100)), max(0, min(int(after), 100)))
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


def latest_id(conn) -> int:
    """The newest event's id (0 when there is none): where a follower of `since` starts."""
    from memtool.store import events

    return events.latest_id(conn)


def since(conn, after_id: int, limit: int = 100) -> list[dict]:
    """Events captured after `after_id`, oldest first, at most `limit`, as compact rows."""
    from memtool.store import events

    return [compact(row) for row in events.after(conn, after_id, limit)]
