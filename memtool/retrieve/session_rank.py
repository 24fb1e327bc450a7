"""Session support: a session digest is ranked by how much of its session answers the query.

A session digest (digest.py: one memory per session holding its commands, failures, changed
files and outcome verbatim) is long, so as a document it scores poorly: BM25 normalises its
length away, and the embedding model reads only its first few hundred words. Yet when a
question is about something a session did, that session's digest is usually the one memory
holding the whole answer (the command with its output, the error with its fix).

So a digest is also scored as its session. The event tier already ranks the captured events by
how much of the query each matches (eventlog.search: coverage, the share of the query's IDF);
a session's support is the sum of the coverage of its events among the SUPPORT_POOL best
passages, divided by the best session's. Each digest's score gets a weight times its session's
support (fusion.py: `session_support`, fitted with the other fusion constants by
leave-one-repository-out in bin/bench-sessions); other observations keep theirs (an observation
made from one event already carries that event's words). Without captured events (imported
memories only, as in LoCoMo) nothing changes.
"""

from __future__ import annotations

from collections import defaultdict

SUPPORT_POOL = 50  # the best passages whose events count towards their sessions' support


def is_digest(metadata: dict | None) -> bool:
    return (metadata or {}).get("digest") == "session"


def is_layout(metadata: dict | None) -> bool:
    """The project's layout memory (distil/layout.py): project-level, no session."""
    return (metadata or {}).get("digest") == "layout"


def session_support(passages: list[dict], passage_idf: float) -> dict[str, float]:
    """Each session's support in [0, 1]: the summed coverage of its matching events (one
    passage stands for each event), divided by the best session's."""
    totals: dict[str, float] = defaultdict(float)
    if not passage_idf:
        return {}
    for row in passages:
        if row.get("session_id"):
            totals[row["session_id"]] += float(row["bm25"]) / passage_idf
    best = max(totals.values(), default=0.0)
    return {session: total / best for session, total in totals.items()} if best > 0 else {}


def digest_support(row: dict, support: dict[str, float]) -> float:
    """A digest's session support (0..1); 0 for any other observation (an observation made from
    one event already carries that event's words)."""
    if not support or not is_digest(row.get("metadata")):
        return 0.0
    return support.get(row.get("o_session") or "", 0.0)
