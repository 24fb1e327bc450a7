"""Merge near-duplicate observations — the same memory written twice in different words.

Exact duplicates never get stored (observations are unique per project and content hash);
`dedup` finds the near ones. Two live observations of one project are duplicates when their
vectors (current embedding model) are at least `threshold` similar (cosine, default 0.92), their
types agree (or one is a `note`), their titles share words (trigram similarity ≥ 0.3) unless the
vectors are almost identical (≥ 0.97), and neither title names hard details the other lacks (a
code span, a path or file name, a number: another file, command, port or version) — so "fixed X
in a.py" and "fixed X in b.py" stay apart.
Duplicates are grouped transitively; each group keeps its oldest member, which absorbs the
others' facts, concepts, files and source events and the highest importance and confidence.
The others are soft-deleted with `metadata.merged_into` and `metadata.merge_id` set. Each
merge is recorded (table `merges`: every member's row before and after) and `undo(merge_id)`
puts them back exactly — content, version numbers, timestamps — as long as nothing changed them
since. Running dedup again finds nothing new.

Input: observation records (their `id`) or `embed`'s embedding records (their
`observation_id`) as starting points, or a whole project from the database. Output, one per group:

    kind "merge", merge_id (None in a dry run), project, kept (id), merged [ids], similarity (lowest
    in the group), titles{id: title}, dry_run

and for an undo: kind "unmerge", merge_id, project, kept, restored [ids].
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from typing import Iterable, Iterator

from memtool.store import db, merges, observations, similar
from memtool.retrieve import embed
from memtool.maintenance import neighbours
from memtool.store.db import Conn
from memtool.errors import InputError, NotFound

DEFAULT_THRESHOLD = 0.92
NEAR_IDENTICAL = 0.97
TITLE_SIMILARITY = 0.3
NEIGHBOURS = 8


BATCH = 5000  # starting points looked up per statement (or per block in memory)
def _neighbours(conn: Conn, ids: list[int], model: str, dim: int, threshold: float,
                nearest: neighbours.Nearest | None = None) -> dict[int, list[dict]]:
    """The near duplicates of each observation in `ids`: one statement per project and batch.
    Many starting points of a project are compared in memory, exactly (`nearest`); a few go
    through the project's HNSW index, the project a literal so that its partial index serves
    the scans (a parameter would not match the partial index's predicate)."""
    found: dict[int, list[dict]] = {i: [] for i in ids}
    for row in similar.group_by_project(conn, ids):
        if nearest is not None and nearest.usable(row["project"], len(row["ids"])):
            pairs = nearest.pairs(row["project"], row["ids"], NEIGHBOURS, threshold)
            rows = similar.pairs(conn, "duplicates", pairs, {"project": row["project"], "threshold": threshold})
        else:
            rows = similar.candidates(conn, "duplicates", row["ids"], model, dim, row["project"], NEIGHBOURS,
                                      {"threshold": threshold})
        for r in rows:
            if (r["sim"] >= NEAR_IDENTICAL or r["title_sim"] >= TITLE_SIMILARITY) \
                    and not different_specifics(r["a_title"], r["b_title"]):
                found[r["a_id"]].append(r)
    return found


_CODE = re.compile(r"`([^`]+)`")
_PATH = re.compile(r"[\w.-]*/[\w./-]+|\b[\w-]+\.(?:py|js|mjs|ts|tsx|jsx|go|rs|java|kt|rb|php|c|h|cc|cpp|hpp|cs|"
                   r"swift|md|json|ya?ml|toml|ini|cfg|sql|sh|html|css|lock|txt)\b")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)*(?![\w.])|(?<=-)\d+\b")


def specifics(title: str) -> set[str]:
    """The hard details a title names: code spans, paths and file names, numbers."""
    found = {m.strip().lower() for m in _CODE.findall(title)}
    found |= {m.lower().strip("./") for m in _PATH.findall(title)}
    found |= set(_NUMBER.findall(title))
    return found


def different_specifics(title_a: str, title_b: str) -> bool:
    """Two memories about different things however alike their words: each title names details
    the other lacks (another file, command, port, version). (Modified files are no such sign:
    the same fix is often recorded once from each file it touched.)"""
    a, b = specifics(title_a), specifics(title_b)
    return bool(a and b and not (a <= b or b <= a))


def _starting_points(conn: Conn, items: Iterable[dict] | None, project: str | None, model: str,
                     since: dt.datetime | None = None) -> Iterator[int]:
    if items is not None:
        for item in items:
            if item.get("kind") == "observation" and item.get("id") is not None:
                yield int(item["id"])
            elif item.get("kind") == "embedding" and item.get("observation_id") is not None:
                yield int(item["observation_id"])
        return
    yield from similar.duplicate_starts(conn, model, project, since)


def _merge(conn: Conn, keep: dict, others: list[dict], similarity: float, threshold: float) -> int:
    """Merge `others` into `keep` (one transaction, rows locked); record it; return the merge id."""
    ids = [keep["id"], *(o["id"] for o in others)]
    before = observations.snapshot(conn, ids, lock=True)
    high_water = observations.latest_version_id(conn)
    merge_id = merges.record(conn, keep["project"], keep["id"], ids[1:], similarity, threshold, before)
    merged_lists = {}
    for field in ("facts", "concepts", "files_read", "files_modified"):
        values = list(keep[field])
        for other in others:
            values += [v for v in other[field] if v not in values]
        merged_lists[field] = values
    changes = dict(merged_lists,
                   importance=max([keep["importance"]] + [o["importance"] for o in others]),
                   confidence=max([keep["confidence"]] + [o["confidence"] for o in others]))
    observations.update(conn, keep["id"], changes, reason=f"dedup merge {merge_id}: absorbed " +
                        ", ".join(f"#{o['id']}" for o in others))
    sources = sorted({*keep["source_event_ids"], *(i for o in others for i in o["source_event_ids"])})
    observations.set_sources(conn, keep["id"], sources)
    for other in others:
        observations.update(conn, other["id"], {"metadata": dict(other["metadata"], merged_into=keep["id"],
                                                                 merge_id=merge_id)},
                            reason=f"dedup merge {merge_id}: merged into #{keep['id']}")
        observations.forget(conn, other["id"], reason=f"dedup merge {merge_id}: merged into #{keep['id']}")
    merges.done(conn, merge_id, observations.snapshot(conn, ids), observations.versions_since(conn, ids, high_water))
    return merge_id


def undo(conn: Conn, merge_id: int) -> dict:
    """Put a merge's observations back exactly as they were before it (content, versions,
    timestamps; reads since are kept) and mark it undone. Refuses when one of them changed after
    the merge (undoing would lose that change). The caller commits. Returns an `unmerge` record:
    kind, merge_id, project, kept, restored [ids]."""
    merge = merges.lock(conn, merge_id)
    if merge is None:
        raise NotFound(f"merge {merge_id} not found", "merge ids are in `memtool dedup` output (merge_id)"
                                                      " and in the merged observations' metadata")
    if merge["undone_at"] is not None:
        raise InputError(f"merge {merge_id} was already undone at {merge['undone_at']:%Y-%m-%d %H:%M:%S}",
                         "nothing to do")
    after = {row["id"]: row for row in merge["after"]}
    current = {row["id"]: row for row in observations.snapshot(conn, after, lock=True)}
    for obs_id, expected in sorted(after.items()):
        if obs_id not in current:
            raise InputError(f"observation {obs_id} of merge {merge_id} no longer exists (purged)",
                             "the merge cannot be undone")
        changed = observations.changed_since(current[obs_id], expected)
        if changed:
            raise InputError(f"observation {obs_id} changed after merge {merge_id} ({', '.join(changed)}): "
                             "undoing it would lose that change",
                             f"edit the observations by hand instead (memtool get {obs_id})")
    observations.restore_rows(conn, merge["before"], merge["version_ids"], since=after,
                              reason=f"dedup undo of merge {merge_id}")
    # The kept observation's text is back to what it was: its vectors are of the merged text.
    embed.drop_vectors(conn, [merge["kept_id"]])
    merges.undone(conn, merge_id)
    return {"kind": "unmerge", "merge_id": merge_id, "project": merge["project"], "kept": merge["kept_id"],
            "restored": list(merge["merged_ids"])}


def dedup(conn: Conn, items: Iterable[dict] | None = None, project: str | None = None,
          threshold: float = DEFAULT_THRESHOLD, dry_run: bool = False, model: str | None = None,
          since: dt.datetime | None = None) -> Iterator[dict]:
    """Find and merge near-duplicate groups; yields one `merge` record per group. Each group is
    merged in its own transaction (an interrupted run keeps what it merged). With `since`, only
    observations whose vector was written at or after it are starting points (their
    neighbours may be older): the incremental pass of `memtool maintain`."""
    model = model or embed.model_name()
    with db.translate_errors():
        dim = similar.embedding_dims(conn, model)
        conn.commit()
        if dim is None:
            return
        handled: set[int] = set()
        nearest = neighbours.Nearest(conn, model)
        every = list(_starting_points(conn, items, project, model, since))
        for row in similar.group_by_project(conn, every) if every else []:
            if nearest.usable(row["project"], len(row["ids"])):
                nearest.plan(row["project"], row["ids"])
        starts = iter(every)
        while True:
            chunk = [i for i in itertools.islice(starts, BATCH)]
            if not chunk:
                break
            known = _neighbours(conn, [i for i in chunk if i not in handled], model, dim, threshold, nearest)
            conn.commit()
            for start in chunk:
                if start in handled:
                    continue
                group = {start: 1.0}
                frontier = [start]
                while frontier:  # transitive closure over "is a near duplicate of"
                    current = frontier.pop()
                    if current not in known:
                        known.update(_neighbours(conn, [current], model, dim, threshold, nearest))
                    for row in known[current]:
                        if row["id"] not in group and row["id"] not in handled:
                            group[row["id"]] = float(row["sim"])
                            frontier.append(row["id"])
                handled.update(group)
                if len(group) < 2:
                    continue
                conn.commit()  # (a lookup of the frontier may have opened a transaction)
                members = observations.fetch(conn, sorted(group))
                if len(members) < 2:
                    continue
                keep, others = members[0], members[1:]
                similarity = round(min(v for k, v in group.items() if k != start), 4)
                merge_id = None
                if not dry_run:
                    with conn.transaction():
                        merge_id = _merge(conn, keep, others, similarity, threshold)
                yield {"kind": "merge", "merge_id": merge_id, "project": keep["project"], "kept": keep["id"],
                       "merged": [o["id"] for o in others], "similarity": similarity,
                       "titles": {str(m["id"]): m["title"] for m in members}, "dry_run": dry_run}
                conn.commit()
            conn.commit()


