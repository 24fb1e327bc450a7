"""Vectors for observations: computed by the embedding model (embedder.py: the bundled MiniLM or
any fastembed model), stored in pgvector with their model name (store/embeddings.py writes the
`embeddings` table).

What is embedded — an observation's *searchable text*, one string per observation:

    title                      (left out when the narrative already starts with it)
    narrative
    "Facts: " + facts          (joined with "; ")
    "Concepts: " + concepts    (joined with ", ")
    "Files: " + file names     (base names of files_read + files_modified, deduplicated)

joined with newlines; the model truncates to its window (256 tokens for MiniLM). Paths are
reduced to base names because directory prefixes are noise to a sentence model; full paths stay
searchable through full text and `search --file`.

Indexes: one HNSW (cosine) index per model over every project, and one per (model, project)
once a project has `PROJECT_INDEX_MIN` vectors — created by `embed` when it stores vectors (and
at the end of `embed --missing` for vectors stored before), so searching one project never
walks other projects' vectors. Each vector row carries its observation's project (a trigger).

Each vector is stored with its model name and the SHA-256 of the text it was computed from
(`embeddings.content_hash`). Vectors of different models never mix: search only reads rows of
the current model, and changing model means `embed --missing` computes the new model's vectors
(old rows stay until `embed --prune`). Re-runs are idempotent: an observation whose text hash
is unchanged is not embedded again.

Output records (one per observation handled):

    {"kind": "embedding", "observation_id": 12, "model": "...", "action": "created"|"updated"|
     "unchanged"|"skipped", "dim": 384}

When observation records come in on stdin (`compress ... | memtool embed -`), they are passed
through instead, with `embedding_model` and `embedding_action` added; records of other kinds
pass through untouched.
"""

from __future__ import annotations

import hashlib
import itertools
from typing import Callable, Iterable, Iterator

from memtool.store import similar
from memtool.store import embeddings as stored
from memtool.store.db import Conn
from memtool.retrieve.embedder import MODEL_BATCH, Embedder, default_embedder, model_name  # noqa: F401 - MODEL_BATCH: the CLI's cap

DEFAULT_BATCH = 64  # observations per database batch


# -- what is embedded -------------------------------------------------------------------------


def searchable_text(obs: dict) -> str:
    """The text embedded for an observation (see the module docstring)."""
    title = (obs.get("title") or "").strip()
    narrative = (obs.get("narrative") or "").strip()
    parts = []
    if title and not narrative.startswith(title):
        parts.append(title)
    if narrative:
        parts.append(narrative)
    facts = [f for f in obs.get("facts") or [] if f]
    if facts:
        parts.append("Facts: " + "; ".join(facts))
    concepts = [c for c in obs.get("concepts") or [] if c]
    if concepts:
        parts.append("Concepts: " + ", ".join(concepts))
    names = []
    for path in list(obs.get("files_read") or []) + list(obs.get("files_modified") or []):
        name = path.rstrip("/").rsplit("/", 1)[-1]
        if name and name not in names:
            names.append(name)
    if names:
        parts.append("Files: " + ", ".join(names))
    return "\n".join(parts)


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


# -- storing vectors --------------------------------------------------------------------------


def index_name(model: str) -> str:
    return "embeddings_hnsw_" + hashlib.sha1(model.encode()).hexdigest()[:12]


def ensure_index(conn: Conn, model: str, dim: int) -> None:
    """The HNSW (cosine) index for one model's vectors; created on first use, then a no-op."""
    if stored.has_index(conn, index_name(model)) or not _may_index(conn):
        return
    stored.create_index(conn, index_name(model), model, dim)
    conn.commit()


def _may_index(conn: Conn) -> bool:
    """Only the tables' owner creates indexes: on a team server a member's `embed` stores vectors
    and leaves the indexes to the admin's `memtool maintain` (docs/team.md)."""
    return stored.may_index(conn)


#: A project gets its own HNSW index once it has this many vectors of a model; search scans the
#: vectors of smaller projects exactly (about a millisecond per thousand).
PROJECT_INDEX_MIN = 2000


def project_index_name(model: str, project: str) -> str:
    """The name of one project's HNSW index for one model (search looks it up by this name)."""
    return "embeddings_hnswp_" + hashlib.sha1(f"{model}\n{project}".encode("utf-8", "surrogatepass")).hexdigest()[:16]


def ensure_project_indexes(conn: Conn, model: str, dim: int, projects: Iterable[str] | None = None,
                           minimum: int = PROJECT_INDEX_MIN) -> list[str]:
    """Give each project (of `projects`, default all) with at least `minimum` vectors of `model`
    its own partial HNSW index, so a search inside it never walks other projects' vectors.
    Idempotent; returns the projects whose index was created now."""
    import psycopg

    if not _may_index(conn):
        return []
    if projects is None:
        projects = stored.projects_with_vectors(conn, model)
    projects = sorted(set(projects))
    # Projects that have their index already are done: only the others are counted.
    names = [project_index_name(model, project) for project in projects]
    unindexed = stored.without_index(conn, projects, names) if projects else []
    missing = stored.big_enough(conn, model, unindexed, minimum) if unindexed else []
    conn.commit()
    created = []
    for project in missing:
        try:
            stored.create_index(conn, project_index_name(model, project), model, dim, project)
            conn.commit()
            created.append(project)
        except (psycopg.errors.UniqueViolation, psycopg.errors.DuplicateTable):
            conn.rollback()  # another process created it at the same moment
    return created


def pending_count(conn: Conn, model: str | None = None, force: bool = False, project: str | None = None) -> int:
    """How many observations `embed_missing` would look at (for a progress bar)."""
    return stored.count_stale(conn, model or model_name(), force, project)


def embed_missing(conn: Conn, embedder: Embedder | None = None, force: bool = False, project: str | None = None,
                  batch_size: int = DEFAULT_BATCH, progress: Callable[[int], None] | None = None) -> Iterator[dict]:
    """Embed every live observation that has no vector for the model (or whose text changed
    since; with `force`, all of them). Commits per batch; yields one `embedding` record each."""
    embedder = embedder or default_embedder()
    after = 0
    while True:
        rows = stored.stale(conn, embedder.model_name, after, batch_size, force, project)
        if not rows:
            conn.commit()
            # Vectors loaded before the project indexes existed (an upgrade, a bulk load) get theirs.
            dim = similar.embedding_dims(conn, embedder.model_name)
            if dim is not None:
                ensure_project_indexes(conn, embedder.model_name, dim, None if project is None else [project])
            conn.commit()
            return
        after = rows[-1]["id"]
        yield from _embed_rows(conn, embedder, rows, force)
        if progress:
            progress(len(rows))


def embed_records(conn: Conn, records: Iterable[dict], embedder: Embedder | None = None, force: bool = False,
                  batch_size: int = DEFAULT_BATCH) -> Iterator[dict]:
    """Embed the stored observations named by incoming observation records (by `id`), passing
    every record through in order; see the module docstring for the fields added."""
    embedder = embedder or default_embedder()
    iterator = iter(records)
    while True:
        batch = list(itertools.islice(iterator, batch_size))
        if not batch:
            return
        ids = [int(r["id"]) for r in batch if _is_stored_observation(r)]
        actions: dict[int, str] = {}
        if ids:
            rows = stored.texts_of(conn, embedder.model_name, ids)
            for result in _embed_rows(conn, embedder, rows, force):
                actions[result["observation_id"]] = result["action"]
        for record in batch:
            if _is_stored_observation(record):
                yield dict(record, embedding_model=embedder.model_name,
                           embedding_action=actions.get(int(record["id"]), "skipped"))
            else:
                yield record


def _is_stored_observation(record: dict) -> bool:
    if record.get("kind", "observation") != "observation" or record.get("id") is None:
        return False
    try:
        int(record["id"])
    except (TypeError, ValueError):
        return False
    return True


def _embed_rows(conn: Conn, embedder: Embedder, rows: list[dict], force: bool) -> Iterator[dict]:
    todo, unchanged = [], []
    for row in rows:
        text = searchable_text(row)
        digest = text_hash(text)
        if not force and row["embedded_hash"] == digest:
            unchanged.append(row["id"])
        else:
            todo.append((row, text, digest))
    if unchanged:
        # Checked and still current: mark so the next `--missing` run skips them.
        stored.mark_current(conn, embedder.model_name, unchanged)
    if todo:
        vectors = embedder.embed_arrays([text for _, text, _ in todo])
        ensure_index(conn, embedder.model_name, len(vectors[0]))
        stored.upsert(conn, embedder.model_name,
                      [(row["id"], digest, vector) for (row, _, digest), vector in zip(todo, vectors)])
        conn.commit()
        ensure_project_indexes(conn, embedder.model_name, len(vectors[0]), {row["project"] for row, _, _ in todo})
    conn.commit()
    dim = embedder._dim
    for row, _, _ in todo:
        yield {"kind": "embedding", "observation_id": row["id"], "model": embedder.model_name,
               "action": "created" if row["embedded_hash"] is None else "updated", "dim": dim}
    for obs_id in unchanged:
        yield {"kind": "embedding", "observation_id": obs_id, "model": embedder.model_name,
               "action": "unchanged", "dim": dim}


def prune(conn: Conn, keep_model: str | None = None) -> int:
    """Delete vectors of every model other than `keep_model` (default: the current one). The
    caller commits."""
    keep = keep_model or model_name()
    return stored.prune(conn, keep)


def drop_vectors(conn: Conn, observation_ids: Iterable[int]) -> int:
    """Delete the vectors of these observations (all models), e.g. when their text went back to
    an older version whose update time predates the vectors; `embed --missing` recomputes them.
    The caller commits."""
    return stored.drop(conn, list(observation_ids))
