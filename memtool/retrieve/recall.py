"""The reads that hand memories to an agent or a person, with the recall recorded: every adapter
(the CLI's `search` and `context`, `memtool mcp`, the context server) calls these instead of
recording recalls itself (store/recalls.py holds the log; `memtool consolidate` folds it).

    search(conn, query, via=..., **options)            search.search_outcome, its observations recorded
    context(conn, project, via=..., **options)         context.build_context, its included notes recorded

`via` is who asked: "search" (the CLI), "context" (the injected block) or "mcp". Batch searches
(JSON lines on stdin: evaluations, scripts) and the viewer's reads are not recalls.
"""

from __future__ import annotations

from typing import Any

from memtool.retrieve import context as contexting
from memtool.retrieve.search import SearchOutcome, search_outcome
from memtool.store import recalls
from memtool.store.db import Conn


def search(conn: Conn, query: str, *, via: str, **options: Any) -> SearchOutcome:
    """One search (search.search_outcome's options); the observations it returns are recorded
    as recalled, in the caller's transaction."""
    outcome = search_outcome(conn, query, **options)
    recalls.record_results(conn, outcome.results, via)
    return outcome


def context(conn: Conn, project: str | None, *, via: str, **options: Any) -> dict:
    """The context block (context.build_context's options); the notes it includes are recorded
    as recalled, in the caller's transaction."""
    record = contexting.build_context(conn, project, **options)
    recalls.record(conn, record["included_ids"], via)
    return record
