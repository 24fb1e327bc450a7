"""The OpenAPI 3.1 description of `memtool serve`'s API (GET /api/openapi.json), written out
from one table so it cannot list an endpoint the router does not have (a test compares them)."""

from __future__ import annotations

from memtool.adapters.serve import answers

_PROJECT = ("project", "query", "string", "A project (default: the server's); `*` for every project.")
_REF = ("ref", "path", "string", "An observation id (12) or an event ref (e123).")
_ERROR = {"$ref": "#/components/schemas/Error"}
_OBJECT = {"type": "object"}
_MEMORY_FIELDS = {
    "title": {"type": "string", "maxLength": 300},
    "text": {"type": "string", "description": "The memory itself (the narrative); at most 64 KiB."},
    "type": {"type": "string", "enum": None},
    "files": {"type": "array", "items": {"type": "string"}},
    "project": {"type": "string", "description": "The project it belongs to (default: the server's)."},
}

#: (method, path, summary, parameters, body: None | (required fields), success status)
ENDPOINTS = [
    ("get", "/api/health", "Whether the database answers, and the newest ids", [], None, 200),
    ("get", "/api/projects", "Per-project counts and the server's own project", [], None, 200),
    ("get", "/api/stats", "A project's counts and the store's totals", [_PROJECT], None, 200),
    ("get", "/api/search", "Search observations and the event log (one ranking), best first", [
        ("q", "query", "string", "What to look for (required)."), _PROJECT,
        ("limit", "query", "integer", f"Results per page (default 20, capped at {answers.SEARCH_LIMIT})."),
        ("offset", "query", "integer", f"Skip this many (offset + limit ≤ {answers.SEARCH_LIMIT})."),
        ("mode", "query", "string", "hybrid (default), fts or vector."),
        ("source", "query", "string", "observation, event or both (default)."),
        ("type", "query", "string", "Observation types or event types; repeat or comma-separate."),
        ("since", "query", "string", "ISO date/time, epoch seconds or an age like 7d."),
        ("until", "query", "string", "Same forms as since."),
        ("file", "query", "string", "A path the memory or call is about (relative: matches by suffix)."),
        ("session", "query", "string", "A session id."),
    ], None, 200),
    ("get", "/api/memories/{ref}", "An observation (with its versions) or an event, in full", [_REF, _PROJECT],
     None, 200),
    ("get", "/api/memories/{ref}/timeline", "What happened around an observation or event", [
        _REF, _PROJECT, ("before", "query", "integer", f"Rows before (default 5, at most {answers.TIMELINE_LIMIT})."),
        ("after", "query", "integer", f"Rows after (default 5, at most {answers.TIMELINE_LIMIT}).")], None, 200),
    ("get", "/api/days/{day}", "A day's rollup and its sessions with their summaries", [
        ("day", "path", "string", "YYYY-MM-DD (UTC), today or yesterday."), _PROJECT], None, 200),
    ("get", "/api/sessions/{session}", "A session's summary, then its events and observations in order", [
        ("session", "path", "string", "A session id."), _PROJECT,
        ("offset", "query", "integer", "Skip this many rows."),
        ("limit", "query", "integer", f"Rows per page (default 200, at most {answers.SESSION_PAGE}).")], None, 200),
    ("get", "/api/activity", "Observations created per day and type", [
        _PROJECT, ("days", "query", "integer", f"How many days back (default 30, at most {answers.ACTIVITY_DAYS}).")],
     None, 200),
    ("get", "/api/injected", "The memory blocks hooks injected, newest first, and their totals", [
        _PROJECT, ("session", "query", "string", "Only this agent session's blocks."),
        ("limit", "query", "integer", f"Blocks (default 50, at most {answers.INJECTED_LIMIT}).")], None, 200),
    ("get", "/api/review", "The memories waiting in review mode (proposed), oldest first", [
        _PROJECT, ("limit", "query", "integer", "At most this many (default 200, at most 1000).")], None, 200),
    ("post", "/api/review/{id}", "Approve, edit (title, text, type; then approve) or reject a proposed memory", [
        ("id", "path", "integer", "The observation id."), _PROJECT], ("decision",), 200),
    ("post", "/api/observations", "Save a memory (redacted, deduplicated, embedded)", [], ("title", "text"), 201),
    ("patch", "/api/observations/{id}", "Change a memory's fields (the previous version is kept)", [
        ("id", "path", "integer", "The observation id.")], (), 200),
    ("delete", "/api/observations/{id}", "Forget a memory (soft delete)", [
        ("id", "path", "integer", "The observation id."), _PROJECT], None, 200),
    ("get", "/api/feed", "Live feed of new events and observation changes (text/event-stream)", [_PROJECT],
     None, 200),
    ("get", "/api/openapi.json", "This description", [], None, 200),
]


def document() -> dict:
    from memtool import __version__, records

    fields = {**_MEMORY_FIELDS, "type": {"type": "string", "enum": list(records.OBSERVATION_TYPES)}}
    paths: dict = {}
    for method, path, summary, params, body, status in ENDPOINTS:
        operation: dict = {
            "summary": summary,
            "parameters": [{"name": name, "in": where, "required": where == "path" or name == "q",
                            "schema": {"type": kind}, "description": text} for name, where, kind, text in params],
            "responses": {str(status): {"description": "OK", "content": {
                "text/event-stream" if path == "/api/feed" else "application/json": {"schema": _OBJECT}}}},
        }
        for code, what in (("400", "Bad input"), ("404", "Not found"), ("503", "Database unavailable")):
            operation["responses"][code] = {"description": what, "content": {"application/json": {"schema": _ERROR}}}
        if body is not None:
            operation["requestBody"] = {"required": True, "content": {"application/json": {"schema": {
                "type": "object", "additionalProperties": False, "required": list(body), "properties": fields}}}}
        paths.setdefault(path, {})[method] = operation
    return {
        "openapi": "3.1.0",
        "info": {"title": "memtool serve", "version": __version__,
                 "description": "memtool's memory over HTTP: the functions of the CLI and the MCP server. "
                                "Errors are {\"error\": {status, code, message, hint}}."},
        "paths": paths,
        "components": {
            "schemas": {"Error": {"type": "object", "properties": {"error": {"type": "object", "properties": {
                "status": {"type": "integer"}, "code": {"type": "string"}, "message": {"type": "string"},
                "hint": {"type": ["string", "null"]}}}}}},
            "securitySchemes": {"token": {"type": "http", "scheme": "bearer",
                                          "description": "Only when MEMTOOL_SERVE_TOKEN is set."}},
        },
    }
