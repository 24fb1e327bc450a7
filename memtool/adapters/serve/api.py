"""The JSON API of `memtool serve`: the CLI's and the MCP server's functions over HTTP.

Every endpoint parses its parameters, calls the library function the CLI and MCP call, in one
transaction (app.shared_connections: a store/pool.py Pool), and answers JSON. The description is at
/api/openapi.json.

    GET    /api/health                      database reachable? {database, observation_id, event_id}
    GET    /api/projects                    per-project counts (stats.projects) and the server's project
    GET    /api/stats                       a project's counts and the store's totals (memories.project_stats)
    GET    /api/search?q=…                  search.search_outcome: both tiers, every filter, offset paging
    GET    /api/memories/{ref}              an observation (12, with its versions) or an event (e123)
    GET    /api/memories/{ref}/timeline     what happened around it (timeline.around / eventlog.timeline)
    GET    /api/days/{day}                  drilldown.day: the day's rollup and sessions with summaries
    GET    /api/sessions/{id}               drilldown.session: its summary, events and observations (paged)
    GET    /api/activity                    observations per day and type (observations.activity)
    GET    /api/injected                    the blocks hooks injected, newest first, and their totals (injections)
    GET    /api/review                      the memories waiting in review mode (review.proposed)
    POST   /api/review/{id}                 approve | edit | reject one of them (review.decide)
    POST   /api/observations                save (memories.save: redacted, deduplicated, embedded)
    PATCH  /api/observations/{id}           update (memories.update_owned: history kept)
    DELETE /api/observations/{id}           forget (memories.forget_owned: soft delete)
    GET    /api/feed                        live feed (Server-Sent Events, feed.py)

Scope: `project` names the project (default: the server's, i.e. MEMTOOL_PROJECT or the git root
of its directory), `*` every project; reads include global memories, like the CLI. Writes act
on the named project's own memories only.

Limits are capped, not refused: search `limit` at 100 (search.MAX_LIMIT) with `offset` +
`limit` ≤ 100, timeline `before`/`after` at 50, session rows at 500 a page, activity at 366
days. A list answer that has more carries `next_offset`.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

import anyio.to_thread
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.routing import Route

from memtool import records
from memtool.adapters.serve.answers import (ACTIVITY_DAYS, INJECTED_LIMIT, JSON, MAX_BODY, SEARCH_LIMIT, SESSION_PAGE,
                                           TIMELINE_LIMIT)
from memtool.errors import InputError

SOURCES = {"observation": ("observation",), "event": ("event",), "both": ("observation", "event")}


# -- plumbing --------------------------------------------------------------------------------


async def _run(request: Request, work: Callable[[Any], Any]) -> Any:
    return await anyio.to_thread.run_sync(request.app.state.connections.run, work)


def _answer(payload: Any, status: int = 200):
    return JSON(payload, status_code=status)


def _param(request: Request, name: str, default: str | None = None) -> str | None:
    value = request.query_params.get(name)
    return value.strip() if value is not None and value.strip() else default


def _int(request: Request, name: str, default: int, low: int, high: int) -> int:
    """An integer parameter, capped to [low, high]; a value that is not an integer is refused."""
    raw = _param(request, name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise InputError(f"{name} must be an integer, got {raw!r}", f"e.g. {name}={default}") from None
    return max(low, min(value, high))


def _list(request: Request, name: str) -> list[str] | None:
    """A list parameter: repeated (type=a&type=b) or comma-separated (type=a,b)."""
    values = [part.strip() for raw in request.query_params.getlist(name) for part in raw.split(",") if part.strip()]
    return values or None


def _scope(request: Request) -> tuple[str | None, str]:
    """(project for the library, None = every project; its label)."""
    from memtool.project import ALL_PROJECTS, scope as project_scope

    scope = project_scope(_param(request, "project"))
    return scope, scope if scope is not None else ALL_PROJECTS


def _owner(request: Request, body: dict | None = None) -> str:
    """The project a write acts in: the named one (never every project), else the server's."""
    from memtool.project import ALL_PROJECTS, current_project

    named = (body or {}).get("project") if body else None
    named = named if named is not None else _param(request, "project")
    if named is not None and not isinstance(named, str):
        raise InputError("project must be a string", "give the project the memory belongs to")
    if named == ALL_PROJECTS:
        raise InputError("a write acts in one project, not '*'", "name the memory's project")
    return named.strip() if named and named.strip() else current_project()


async def _body(request: Request, allowed: Mapping[str, type | tuple], required: tuple[str, ...] = ()) -> dict:
    """The JSON object of a state-changing request, its fields checked against `allowed`."""
    raw = await _read_body(request)
    try:
        # records.loads: NaN, huge numbers, lone surrogates and NUL made storable; nesting too
        # deep to read is an InputError (400), never a RecursionError (500)
        body = records.loads(raw.decode("utf-8") or "null")
    except UnicodeDecodeError:
        raise InputError("body is not UTF-8", "send a JSON object encoded as UTF-8") from None
    except InputError as exc:
        raise InputError(f"body is not valid JSON: {exc.message}", "send a JSON object") from None
    if not isinstance(body, dict):
        raise InputError("body must be a JSON object", 'e.g. {"title": "...", "text": "..."}')
    unknown = sorted(set(body) - set(allowed))
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(unknown)}", f"this endpoint takes: {', '.join(allowed)}")
    for name in required:
        if not isinstance(body.get(name), str) or not body[name].strip():
            raise InputError(f"{name!r} is required and must not be empty", None)
    for name, kind in allowed.items():
        value = body.get(name)
        if value is not None and not isinstance(value, kind):
            raise InputError(f"{name!r} has the wrong type ({type(value).__name__})", None)
    if "files" in body and body["files"] is not None and not all(isinstance(f, str) for f in body["files"]):
        raise InputError("'files' must be a list of paths (strings)", None)
    if body.get("type") is not None and body["type"] not in records.OBSERVATION_TYPES:
        raise InputError(f"unknown type {body['type']!r}", f"one of: {', '.join(records.OBSERVATION_TYPES)}")
    return body


async def _read_body(request: Request) -> bytes:
    """The request's body, refused (413) from its Content-Length or, when it has none
    (chunked), as soon as more than MAX_BODY bytes arrived: never read whole first."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.strip().isdigit():
            raise HTTPException(400, f"bad Content-Length {declared[:40]!r}")
        if int(declared) > MAX_BODY:
            raise HTTPException(413, f"body too large ({int(declared)} bytes, at most {MAX_BODY}); "
                                     "save long material as several memories")
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_BODY:
            raise HTTPException(413, f"body too large (over {MAX_BODY} bytes); save long material as several memories")
    return bytes(raw)


def _observation_id(request: Request) -> int:
    raw = request.path_params["id"]
    if not raw.isdigit() or int(raw) < 1:
        raise InputError(f"not an observation id: {raw!r}", "observation ids are positive integers (e.g. 12)")
    return int(raw)


# -- reads -----------------------------------------------------------------------------------


async def health(request: Request):
    """Whether the database answers, and the newest ids (where a live feed would start)."""
    from memtool.retrieve import eventlog
    from memtool.store import observations

    point = await _run(request, lambda conn: {**observations.high_water(conn), "event_id": eventlog.latest_id(conn)})
    return _answer({"database": "ok", **point})


async def projects(request: Request):
    from memtool.keep import stats
    from memtool.project import current_project

    rows = await _run(request, lambda conn: [{k: v for k, v in p.items() if k != "kind"} for p in stats.projects(conn)])
    return _answer({"current": current_project(), "projects": rows})


async def stats(request: Request):
    from memtool.retrieve import embed
    from memtool.keep import memories
    from memtool.project import current_project

    scope, _ = _scope(request)
    project = scope if scope is not None else current_project()
    return _answer(await _run(request, lambda conn: memories.project_stats(conn, project, model=embed.model_name())))


async def search(request: Request):
    """Search both tiers (or one: source=observation|event) with every filter of the CLI."""
    from memtool.retrieve import search as searching

    query = _param(request, "q")
    if query is None:
        raise InputError("empty query", "give q, e.g. /api/search?q=jwt+refresh")
    scope, label = _scope(request)
    limit = _int(request, "limit", 20, 1, SEARCH_LIMIT)
    offset = _int(request, "offset", 0, 0, SEARCH_LIMIT - 1)
    limit = min(limit, SEARCH_LIMIT - offset)
    source = _param(request, "source", "both")
    if source not in SOURCES:
        raise InputError(f"unknown source {source!r}", "one of: observation, event, both")
    mode = _param(request, "mode", "hybrid") or "hybrid"
    filters: dict[str, Any] = {"types": _list(request, "type"), "since": _param(request, "since"), "until": _param(request, "until"),
               "file": _param(request, "file"), "session": _param(request, "session")}

    wanted = min(SEARCH_LIMIT, offset + limit + 1)  # one more than the page: is there a next one?
    outcome = await _run(request, lambda conn: searching.search_outcome(
        conn, query, project=scope, limit=wanted, mode=mode, tiers=SOURCES[source], **filters))
    page = outcome.results[offset:offset + limit]
    more = len(outcome.results) > offset + limit
    return _answer({"project": label, "query": query, "mode": outcome.mode, "notices": outcome.notices,
                    "offset": offset, "limit": limit, "results": page,
                    "next_offset": offset + limit if more else None})


async def memory(request: Request):
    """One observation (with its earlier versions) or one event, by ref."""
    from memtool.retrieve import eventlog
    from memtool.store import observations
    from memtool.errors import NotFound

    ref = request.path_params["ref"]
    kind, ident = eventlog.parse_ref(ref)
    scope, _ = _scope(request)

    def work(conn):
        found, _missing = eventlog.get(conn, [ref], project=scope)
        if not found:
            raise NotFound(f"{'observation' if kind == 'observation' else 'event'} {ref} not found"
                           + (f" in project {scope}" if scope else ""), "find refs with search (or project=*)")
        record = found[0]
        if kind == "observation":
            record["versions"] = observations.versions(conn, ident)
        return record

    return _answer(await _run(request, work))


async def timeline(request: Request):
    from memtool.retrieve import eventlog, timeline as observation_timeline

    ref = request.path_params["ref"]
    kind, ident = eventlog.parse_ref(ref)
    scope, label = _scope(request)
    before = _int(request, "before", 5, 0, TIMELINE_LIMIT)
    after = _int(request, "after", 5, 0, TIMELINE_LIMIT)
    around = eventlog.timeline if kind == "event" else observation_timeline.around
    rows = await _run(request, lambda conn: around(conn, ident, before=before, after=after, project=scope))
    return _answer({"project": label, "anchor": ref, "rows": rows})


async def day(request: Request):
    from memtool.retrieve import drilldown
    from memtool.distil import rollups

    when = rollups.parse_day(request.path_params["day"])
    scope, label = _scope(request)
    rows = await _run(request, lambda conn: drilldown.day(conn, when, project=scope))
    return _answer({"project": label, "day": when.isoformat(), "rollups": [r for r in rows if r["kind"] == "rollup"],
                    "sessions": [r for r in rows if r["kind"] == "session"]})


async def session(request: Request):
    from memtool.retrieve import drilldown

    session_id = request.path_params["session"]
    scope, label = _scope(request)
    offset = _int(request, "offset", 0, 0, drilldown.MAX_EVENTS)
    limit = _int(request, "limit", 200, 1, SESSION_PAGE)
    rows = await _run(request, lambda conn: drilldown.session(conn, session_id, project=scope))
    summary = next((r for r in rows if r["kind"] == "summary"), None)
    timeline_rows = [r for r in rows if r["kind"] == "timeline"]
    more = len(timeline_rows) > offset + limit
    return _answer({"project": label, "session": session_id, "summary": summary,
                    "rows": timeline_rows[offset:offset + limit], "offset": offset,
                    "next_offset": offset + limit if more else None})


async def activity(request: Request):
    from memtool.store import observations

    scope, label = _scope(request)
    days = _int(request, "days", 30, 1, ACTIVITY_DAYS)
    rows = await _run(request, lambda conn: observations.activity(conn, scope, days))
    return _answer({"project": label, "days": days, "rows": rows})


async def injected(request: Request):
    """What the hooks injected (`memtool injected`): the newest blocks, and the totals of the rows' scope."""
    from memtool.store import injections

    scope, label = _scope(request)
    session_id = _param(request, "session")
    limit = _int(request, "limit", 50, 1, INJECTED_LIMIT)

    def work(conn):
        rows = [{k: v for k, v in r.items() if k != "kind"}
                for r in injections.listing(conn, session=session_id, project=scope, limit=limit)]
        totals = next(injections.totals(conn, by="all", session=session_id, project=scope), None)
        return {"project": label, "session": session_id, "rows": rows,
                "totals": {k: (totals or {}).get(k, 0) for k in ("blocks", "chars", "tokens", "memories", "opened")}}

    return _answer(await _run(request, work))


async def proposed(request: Request):
    """The memories waiting in review mode (`memtool review --list`), oldest first."""
    from memtool.keep import review

    scope, label = _scope(request)
    rows = await _run(request, lambda conn: review.proposed(conn, scope, _int(request, "limit", 200, 1, 1000)))
    return _answer({"project": label, "rows": [{k: v for k, v in r.items() if k != "kind"} for r in rows]})


# -- writes ----------------------------------------------------------------------------------

_WRITABLE: dict[str, type] = {"title": str, "text": str, "type": str, "files": list, "project": str}
#: a new memory may also say whether it is private (team server; absent: the project's default)
_SAVABLE: dict[str, type] = {**_WRITABLE, "private": bool}


async def save(request: Request):
    """Save a memory in a project: normalised, secrets redacted, deduplicated, embedded."""
    from memtool.keep import memories

    body = await _body(request, _SAVABLE, required=("title", "text"))
    project = _owner(request, body)
    saved = await _run(request, lambda conn: memories.save(conn, body["title"], body["text"], project,
                                                            type=body.get("type") or "note", files=body.get("files"),
                                                            method="serve", private=body.get("private")))
    return _answer(saved, 201 if saved["action"] == "created" else 200)


async def update(request: Request):
    """Change fields of one of the project's memories; the previous version is kept."""
    from memtool.keep import memories

    obs_id = _observation_id(request)
    body = await _body(request, _WRITABLE)
    project = _owner(request, body)
    changes = {k: body[k] for k in ("title", "text", "type", "files") if body.get(k) is not None}
    for name in ("title", "text"):
        if name in changes and not changes[name].strip():
            raise InputError(f"{name!r} must not be empty", "leave it out to keep the current one")
    updated = await _run(request, lambda conn: memories.update_owned(conn, obs_id, changes, project,
                                                                      reason="serve update"))
    return _answer({"action": "updated", "observation": updated})


async def forget(request: Request):
    """Forget (soft-delete) one of the project's memories."""
    from memtool.keep import memories

    obs_id = _observation_id(request)
    project = _owner(request)
    gone = await _run(request, lambda conn: memories.forget_owned(conn, obs_id, project, reason="serve forget"))
    return _answer({"action": "forgotten", "id": gone["id"], "title": gone["title"], "deleted_at": gone["deleted_at"]})


async def decide(request: Request):
    """Approve, edit (then approve) or reject one proposed memory (`memtool review`)."""
    from memtool.keep import review

    obs_id = _observation_id(request)
    body = await _body(request, {"decision": str, "title": str, "text": str, "type": str, "project": str},
                       required=("decision",))
    scope, _ = _scope(request)
    changes = {"title": body.get("title"), "narrative": body.get("text"), "type": body.get("type")}
    return _answer(await _run(request, lambda conn: review.decide(conn, obs_id, body["decision"],
                                                                   project=body.get("project") or scope,
                                                                   changes=changes)))


async def openapi(request: Request):
    from memtool.adapters.serve import openapi as description

    return _answer(description.document())


def routes() -> list[Route]:
    return [
        Route("/api/health", health),
        Route("/api/projects", projects),
        Route("/api/stats", stats),
        Route("/api/search", search),
        Route("/api/memories/{ref}", memory),
        Route("/api/memories/{ref}/timeline", timeline),
        Route("/api/days/{day}", day),
        Route("/api/sessions/{session}", session),
        Route("/api/activity", activity),
        Route("/api/injected", injected),
        Route("/api/review", proposed),
        Route("/api/review/{id}", decide, methods=["POST"]),
        Route("/api/observations", save, methods=["POST"]),
        Route("/api/observations/{id}", update, methods=["PATCH"]),
        Route("/api/observations/{id}", forget, methods=["DELETE"]),
        Route("/api/openapi.json", openapi),
    ]
