"""`memtool maintain`'s citations step: every memory that cites code is checked against its
checkout again, and a memory whose citations stay broken is retired.

- Memories stored before citations were recorded (schema 15) get theirs recorded once, as the
  code is now (`backfill`, a cursor over the ids that existed when it started).
- Each run checks every live memory with citations (retrieve/citations.py: a stat, a hash, the
  cited lines), then counts the run: a citation found broken counts one more run in a row, one
  that holds starts again at 0.
- A memory found broken in MEMTOOL_CITATION_RETIRE_RUNS runs in a row (default 3) is retired:
  demoted with reason 'citations' (memory_standing) — out of the injected block and the default
  search, kept with its history, found with `memtool search --all`. Never a memory that is
  demoted already (superseded, proposed, …). When its citations hold again (the file is back,
  the lines restored), the next run restores it.

Summary (the step's counts): recorded (memories given citations), checked, stale (memories with
a broken citation now), retired, restored.
"""

from __future__ import annotations

from memtool import config, startblock
from memtool.retrieve import citations as checking
from memtool.store import citations as cited
from memtool.store import observations as stored_observations, standing
from memtool.store.db import Conn

BATCH = 500
DEFAULT_RETIRE_RUNS = 3


def retire_runs() -> int:
    """MEMTOOL_CITATION_RETIRE_RUNS, else the default."""
    return config.positive_number("MEMTOOL_CITATION_RETIRE_RUNS", int, DEFAULT_RETIRE_RUNS, "3")


def backfill(conn: Conn, through: int, after: int, batch: int = BATCH) -> tuple[int, int]:
    """Record citations for one batch of memories with ids in (after, through] that have none.
    Returns (memories given citations, the new cursor: `through` when done)."""
    rows = [row for row in stored_observations.uncited(conn, None, after, batch) if row["id"] <= through]
    recorded = sum(1 for row in rows if cited.remember(conn, row["id"], row))
    return recorded, rows[-1]["id"] if len(rows) == batch else through


def recheck(conn: Conn, runs: int | None = None, batch: int = BATCH) -> dict:
    """Check every cited memory, count the run, retire and restore (see the module docstring);
    commits per batch."""
    runs = runs or retire_runs()
    summary = {"checked": 0, "stale": 0, "retired": 0, "restored": 0}
    if not cited.enabled():
        return summary
    after = 0
    while ids := stored_observations.cited_ids(conn, None, after, batch):
        after = ids[-1]
        stale = checking.check(conn, ids)
        broken_runs = cited.count_runs(conn, ids)
        demoted = standing.demoted(conn, ids)
        retire = [i for i, n in broken_runs.items() if n is not None and n >= runs and i not in demoted]
        mended = [i for i, n in broken_runs.items() if n is None and demoted.get(i) == "citations"]
        standing.demote(conn, "citations", {i: None for i in retire})
        standing.restore(conn, mended)
        if retire or mended:
            startblock.discard()  # precomputed session-start blocks may show them, or lack them
        conn.commit()
        summary["checked"] += len(ids)
        summary["stale"] += len(stale)
        summary["retired"] += len(retire)
        summary["restored"] += len(mended)
    return summary
