"""Memories checked against the code before they are used: a memory whose cited file is gone, or
whose cited lines or symbol changed, "may be stale" (memtool/citations.py says what is cited and
how a citation is checked; store/citations.py keeps the records).

- The injected block (context.py calls `mark()`): a memory that may be stale is ranked below
  every memory that is not, and its line carries the note `[may be stale: auth.py:10-14 changed]`.
- `search` and `get` (`annotate()`): its record gets `may_be_stale`, the list of reasons.
- What a check learns is written back (new stat and hash, moved lines: the next check is one
  stat again; broken or mended) in a savepoint — if that fails, the answer is given all the same.

`MEMTOOL_CITATIONS=0` turns the checks off. Only memories whose project is a directory on this
machine are checked: a memory from elsewhere is never called stale for want of its checkout.
Measured by bin/bench-citations (added cost per block of 20 memories, bench/RESULTS.md).
"""

from __future__ import annotations

import os
from typing import Callable

from memtool import citations
from memtool.store import citations as cited
from memtool.store.db import Conn

NOTE = "may be stale"
MAX_REASONS = 2


def check(conn: Conn, ids) -> dict[int, list[str]]:
    """Check the citations of these memories (observation ids; others are ignored) against the
    working tree. Returns {id: [reasons]} for the memories that may be stale."""
    ids = [i for i in ids if isinstance(i, int)]
    if not ids or not cited.enabled():
        return {}
    stale: dict[int, list[str]] = {}
    updates = []
    roots: dict[str, bool] = {}
    files: dict = {}  # each file read once per round, however many citations it holds
    for obs_id, rows in cited.for_observations(conn, ids).items():
        for row in rows:
            root = row["root"]
            if root not in roots:
                roots[root] = os.path.isdir(root)
            if not roots[root]:
                continue
            try:
                outcome = citations.check(root, row, files)
            except Exception:  # noqa: BLE001 — a check that cannot be made says nothing: not stale
                continue
            reason = outcome.reason or None
            if outcome.state == "stale" and reason not in stale.get(obs_id, []):
                stale.setdefault(obs_id, []).append(str(reason))
            if outcome.changes or reason != row["broken_reason"]:
                updates.append({"id": row["id"], "broken_reason": reason, **outcome.changes})
    if updates:
        try:
            with conn.transaction():  # a savepoint: a failed write leaves the caller's transaction intact
                cited.save(conn, updates)
        except Exception:  # noqa: BLE001 — the check's answer stands; the next check redoes the work
            pass
    return stale


def files(conn: Conn, ids) -> list[str]:
    """The files (absolute paths) these memories cite, for a precomputed block to watch."""
    if not cited.enabled():
        return []
    rows = cited.for_observations(conn, [i for i in ids if isinstance(i, int)])
    return list(dict.fromkeys(os.path.join(row["root"], row["path"]) for found in rows.values() for row in found))


def note(reasons: list[str]) -> str:
    """`[may be stale: REASON; REASON]` (at most MAX_REASONS, then `…`)."""
    shown = "; ".join(reasons[:MAX_REASONS]) + ("; …" if len(reasons) > MAX_REASONS else "")
    return f"[{NOTE}: {shown}]"


def mark(conn: Conn, items: list[dict], escape: Callable[[str], str]) -> tuple[list[dict], list[int]]:
    """For the context block: items ({id, score, line}) whose memory may be stale are scored below
    every other item (keeping their order among themselves) and their line carries the note after
    its `(type, date)`. Returns the items and the ids that may be stale."""
    stale = check(conn, [item["id"] for item in items])
    if not stale:
        return items, []
    floor = min(item["score"] for item in items)
    ordered = sorted((item for item in items if item["id"] in stale), key=lambda item: -item["score"])
    for position, item in enumerate(ordered):
        item["score"] = floor - 1.0 - position
        head, sep, rest = item["line"].partition(") ")
        tag = escape(note(stale[item["id"]]))
        item["line"] = f"{head}{sep}{tag} {rest}" if sep else f"{item['line']} {tag}"
    return items, [item["id"] for item in ordered]


def annotate(conn: Conn, records: list[dict]) -> list[dict]:
    """Search results and `get` records: an observation that may be stale gets `may_be_stale`
    (its reasons). Other records pass unchanged."""
    ids = [r.get("id") for r in records if r.get("source", "observation") == "observation"
           and r.get("kind", "observation") in ("observation", "result")]
    stale = check(conn, [i for i in ids if isinstance(i, int)])
    for record in records:
        if record.get("id") in stale and record.get("source", "observation") == "observation":
            record["may_be_stale"] = stale[record["id"]]
    return records
