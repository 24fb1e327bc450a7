"""memory_citations — the one module that writes it: what each memory cites in the code (files,
line ranges, symbols; memtool/citations.py decides what counts) and how its last checks went.

Row (and record): id, observation_id, root (the project's checkout the paths are relative to),
path, kind ("file" | "lines" | "symbol"), symbol, line_start, line_end, file_size, file_mtime_ns,
file_hash, text_hash, text_chars, recorded_at, checked_at, broken_reason (null while the
citation holds), broken_since, broken_runs (consecutive `maintain` runs that found it broken).

`record()` replaces a memory's citations (when it is stored or its text or files change);
`for_observations()` reads them for a set of memories; `save()` writes what a check learnt (new
stat and hashes, moved lines, broken or mended), `count_runs()` what a maintain run found.
"""

from __future__ import annotations

from typing import Iterable

from memtool import citations, config
from memtool.store import queries
from memtool.store.db import Conn

Q = queries.Family("citations")  # the family's statements, sql/queries/citations.sql

_FIELDS = ("path", "kind", "symbol", "line_start", "line_end", "file_size", "file_mtime_ns", "file_hash",
           "text_hash", "text_chars")


def record(conn: Conn, observation_id: int, root: str, cites: Iterable[dict]) -> int:
    """Replace the citations of one memory; returns how many were recorded."""
    conn.execute(Q["delete_citations"], (observation_id,))
    rows = [(observation_id, root, *(cite.get(f) for f in _FIELDS)) for cite in cites]
    if rows:
        with conn.cursor() as cursor:
            cursor.executemany(Q["insert_citation"], rows)
    return len(rows)


def enabled() -> bool:
    """MEMTOOL_CITATIONS=0 turns citation recording and checking off."""
    return config.env("MEMTOOL_CITATIONS", "1") != "0"


def remember(conn: Conn, observation_id: int, obs: dict) -> int:
    """Record what a stored memory cites in its project's checkout (its text and files, see
    memtool/citations.py); returns how many citations. A project that is not a directory here
    (another machine's, an import) cites nothing; unreadable files are left out."""
    if not enabled():
        return 0
    root = str(obs.get("project") or "")
    text = "\n".join([obs.get("title") or "", obs.get("narrative") or "", *[str(f) for f in obs.get("facts") or []]])
    files = [*(obs.get("files_modified") or []), *(obs.get("files_read") or [])]
    try:
        cites = citations.extract(root, text, files)
    except Exception:  # noqa: BLE001 — a memory is never lost for want of its citations
        return 0
    return record(conn, observation_id, root, cites)


def for_observations(conn: Conn, ids: Iterable[int]) -> dict[int, list[dict]]:
    """The citation rows of these memories, by observation id (memories without any are absent)."""
    out: dict[int, list[dict]] = {}
    ids = sorted({int(i) for i in ids})
    if ids:
        for row in conn.execute(Q["citations_of"], (ids,)):
            out.setdefault(row["observation_id"], []).append(dict(row))
    return out


def save(conn: Conn, updates: list[dict]) -> None:
    """Write what checks learnt: each update has the row's id, broken_reason (None: it holds) and
    any of file_size, file_mtime_ns, file_hash, line_start, line_end (None: unchanged)."""
    if updates:
        keys = ("file_size", "file_mtime_ns", "file_hash", "line_start", "line_end", "broken_reason")
        with conn.cursor() as cursor:
            cursor.executemany(Q["update_citation"], [{"id": u["id"], **{k: u.get(k) for k in keys}} for u in updates])


def count_runs(conn: Conn, ids: Iterable[int]) -> dict[int, int | None]:
    """A maintain run checked these memories: their broken citations count one more run, the
    others start again at 0. Returns, per memory, how many runs in a row it has been found broken
    (its longest-broken citation's count), or None when none of its citations is broken."""
    ids = sorted({int(i) for i in ids})
    if not ids:
        return {}
    conn.execute(Q["count_citation_runs"], (ids,))
    worst = conn.execute(Q["worst_citations"], (ids,))
    return {row["observation_id"]: None if row["sound"] else row["runs"] for row in worst}

