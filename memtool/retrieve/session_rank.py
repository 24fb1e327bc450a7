"""Session support: a session digest is ranked by how much of its session answers the query.

A session digest (digest.py: one memory per session holding its commands, failures, changed
files and outcome verbatim) is long, so as a document it scores poorly: BM25 normalises its
length away, and the embedding model reads only its first few hundred words. Yet when a
question is about something a session did, that session's digest is usually the one memory
holding the whole answer (the command with its output, the error with its fix).

So a digest is also scored as its session. The event tier already ranks the captured events by
how much of the query each matches (eventlog.search: coverage, the share of the query's IDF);
a session's support is the sum of the coverage of its events among the SUPPORT_POOL best
passages, divided by the best session's. Each digest's fused score gets SESSION_SUPPORT times
its session's support; other observations keep theirs (an observation made from one event
already carries that event's words). The session with the most matching events thus has its
digest ranked first, other sessions' digests follow by support, and a specific memory that
matches much better than every digest stays above them.

On sessions-dev this took hit@1 from 0.235 to 0.59 (see the README); the weight sits on a
plateau (0.6-1.0 all gave 0.59-0.65 there). Without captured events (imported memories only,
as in LoCoMo) nothing changes.
"""

from __future__ import annotations

from collections import defaultdict

SESSION_SUPPORT = 0.7  # weight of a session's normalised support on its digest's fused score
SUPPORT_POOL = 50  # the best passages whose events count towards their sessions' support


def is_digest(metadata: dict | None) -> bool:
    return (metadata or {}).get("digest") == "session"


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


def rerank(rows: list[dict], results: list[dict], support: dict[str, float],
           explain: bool = False) -> list[tuple[dict, dict]]:
    """(row, result) pairs of the observation tier, best first, with each digest's score raised
    by its session's support (the result's `score` says the new value; `explain` adds
    `session_support`)."""
    pairs = list(zip(rows, results))
    if not support:
        return pairs
    ranked = []
    for order, (row, result) in enumerate(pairs):
        boost = 0.0
        if is_digest(row.get("metadata")):
            boost = SESSION_SUPPORT * support.get(row.get("o_session") or "", 0.0)
        score = float(row["score"]) + boost
        if boost:
            result["score"] = round(score, 6)
        if explain and "explain" in result:
            result["explain"]["session_support"] = round(boost, 6)
        ranked.append((-score, order, row, result))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [(row, result) for _, _, row, result in ranked]
