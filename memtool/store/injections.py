"""The injection log — the one place that writes the injection_log table.

Every memory block a hook hands to an agent (`memtool context`, the warm context server) is
recorded here, so a user can see what the agent was given and why (`memtool injected`) and
`memtool stats` can total it per session and per project.

Row / record (kind "injection"): id, injected_at, session_id, project, via ("context" |
"server" | "mcp" | "precomputed": a session-start block written ahead by maintain, startblock.py), mode (the context record's: "session_start", "hybrid", "fts", …), prompt (its
first PROMPT_WORDS words, redacted; null at session start), observation_ids[], event_ids[],
summary_ids[], chars, tokens (estimated: characters / 4, rounded up — the usual rule of thumb
for English text and code with a BPE tokenizer; no tokenizer is loaded on the hook's path).

Recording is one INSERT inside a savepoint of the caller's transaction (`record`): if it fails,
the savepoint is rolled back and the block is still served — the log never blocks or breaks a
hook. Empty blocks (gated prompts, nothing related) are not recorded: nothing was injected.

Totals (`totals`, kind "injection_totals"): per session or per project — blocks, chars, tokens,
memories (distinct observations injected) and opened (of those, how many were read later with
`memtool get` or an MCP tool: their accessed_at is after their first injection in that group) —
a first measure of whether injected memories are used.
"""

from __future__ import annotations

import math
import re
from typing import Iterable, Iterator

from memtool import records
from memtool.store import db, queries
from memtool.store.db import Conn

Q = queries.Family("injections")  # the family's statements, sql/queries/injections.sql

VIAS = ("context", "server", "mcp", "precomputed")
PROMPT_WORDS = 12
PROMPT_CHARS = 160

# Per group: the blocks, and each injected memory with its first injection in the group; a memory
# counts as opened when it was read (get / MCP: accessed_at) after that.
_TOTALS = """WITH log AS (
                 SELECT {key} AS key, id, injected_at, chars, tokens, observation_ids FROM injection_log
                 WHERE (%(session)s::text IS NULL OR session_id = %(session)s)
                   AND (%(project)s::text IS NULL OR project = %(project)s)),
             blocks AS (
                 SELECT key, count(*) AS blocks, sum(chars) AS chars, sum(tokens) AS tokens,
                        min(injected_at) AS first_at, max(injected_at) AS last_at
                 FROM log GROUP BY key),
             shown AS (
                 SELECT log.key, m.id, min(log.injected_at) AS first_at
                 FROM log, unnest(log.observation_ids) AS m(id) GROUP BY log.key, m.id),
             used AS (
                 SELECT shown.key, count(*) AS memories,
                        count(*) FILTER (WHERE o.accessed_at > shown.first_at) AS opened
                 FROM shown LEFT JOIN observations o ON o.id = shown.id GROUP BY shown.key)
             SELECT blocks.key, blocks.blocks, blocks.chars, blocks.tokens, blocks.first_at, blocks.last_at,
                    coalesce(used.memories, 0) AS memories, coalesce(used.opened, 0) AS opened
             FROM blocks LEFT JOIN used USING (key)
             ORDER BY blocks.last_at DESC
             LIMIT %(limit)s"""
_GROUPS = {"session": "coalesce(session_id, '')", "project": "coalesce(project, '')", "all": "''"}


def estimate_tokens(chars: int) -> int:
    return math.ceil(chars / 4)


def first_words(prompt: str | None, words: int = PROMPT_WORDS, chars: int = PROMPT_CHARS) -> str | None:
    """The prompt's first words, secrets and <private> parts removed (privacy.scrub), or None."""
    if not prompt or not prompt.strip():
        return None
    from memtool import privacy

    head = " ".join(prompt.split()[: words * 2])[: chars * 2]  # scrub sees a bit more than is kept
    clean, _ = privacy.scrub(head)
    kept = " ".join(clean.split()[:words])
    return kept[:chars] or None


def refs(ids: Iterable) -> tuple[list[int], list[int]]:
    """A context record's included ids split into observation ids and event ids (e123 → 123)."""
    observations, events = [], []
    for item in ids:
        text = str(item)
        if text.isdigit():
            observations.append(int(text))
        elif re.fullmatch(r"e\d+", text):
            events.append(int(text[1:]))
    return observations, events


def record(conn: Conn, context: dict, via: str, session_id: str | None = None, injected_at=None) -> int | None:
    """Log one injected block (a context record from context.build_context) in a savepoint of
    the caller's transaction. Returns the row id; None when the block is empty (nothing was
    injected). Raises when the insert fails — after rolling the savepoint back, so the caller's
    transaction is intact and may carry on (callers catch and go on: fail open). `injected_at`:
    when the block was handed over, if that was earlier (a hook's record of a precomputed block)."""
    text = context.get("text") or ""
    if not text:
        return None
    observations, events = refs(context.get("included_ids") or ())
    summaries = [int(i) for i in context.get("summary_ids") or () if str(i).isdigit()]
    row = (session_id or None, context.get("project"), via if via in VIAS else "context",
           context.get("mode") or "", first_words(context.get("query")), observations, events, summaries,
           len(text), estimate_tokens(len(text)), injected_at)
    with conn.transaction():  # a savepoint: the caller's transaction is already open
        return db.one(conn.execute(Q["insert_injection"], row))["id"]


def listing(conn: Conn, session: str | None = None, project: str | None = None, limit: int = 100) -> Iterator[dict]:
    """The newest injections first (optionally one session's / one project's)."""
    for row in conn.execute(Q["list_injections"], {"session": session, "project": project, "limit": limit}):
        yield {"kind": "injection", **row, "injected_at": records.iso(row["injected_at"])}


def totals(conn: Conn, by: str = "session", session: str | None = None, project: str | None = None,
           limit: int = 50) -> Iterator[dict]:
    """Per session (by="session"), per project (by="project") or overall (by="all"): blocks, chars, tokens,
    memories injected and how many of those were opened later; the most recent groups first."""
    from psycopg import sql

    query = sql.SQL(_TOTALS).format(key=sql.SQL(_GROUPS[by]))  # a fixed expression, never input
    for row in conn.execute(query, {"session": session, "project": project, "limit": limit}):
        yield {"kind": "injection_totals", "by": by, **({by: row["key"] or None} if by != "all" else {}),
               **{k: int(row[k] or 0) for k in ("blocks", "chars", "tokens", "memories", "opened")},
               "first_at": records.iso(row["first_at"]), "last_at": records.iso(row["last_at"])}


def record_open(conn: Conn, context: dict, via: str, session_id: str | None = None) -> str | None:
    """`record`, failing open for the hooks' path: None when logged (or nothing to log), else
    the one-line reason it was not (the caller shows it on stderr and serves the block)."""
    try:
        record(conn, context, via, session_id)
    except Exception as exc:  # noqa: BLE001 - the log must never cost the agent its block
        return f"injection not logged: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}"
    return None


def delete_project(conn: Conn, project: str, before=None) -> int:
    """Purge a project's log rows (their prompt words came from its events), older than `before`
    when given. Does not commit."""
    return conn.execute(Q["delete_project_injections"], (project, before, before)).rowcount


def delete_touching(conn: Conn, sessions: list[str], project: str | None, observation_ids: list[int],
                    event_ids: list[int]) -> int:
    """`forget --purge`: the rows of these sessions (or the project), and every row that showed
    a purged memory or event. Does not commit."""
    params = (sessions, project, project, observation_ids, event_ids)
    return conn.execute(Q["delete_injections_touching"], params).rowcount
