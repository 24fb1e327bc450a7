"""Exact nearest neighbours among a project's vectors, computed in memory.

Dedup and consolidation ask, for many memories at once (a first pass: every memory), which
memories of the same project are nearest by vector. One HNSW probe per memory costs about a
millisecond; reading the project's vectors once (binary) and multiplying them in blocks gives the
exact answer for every memory at a fraction of that. `Nearest` does this for one run: each
project's vectors are read on first use and kept for the run (a run changes texts, never
vectors: the memories it rewrites are embedded again after it).

`Nearest.pairs(project, ids, k, min_sim)` answers what `similar.NEAREST_PAIRS` answers in SQL --
for each memory `a` of `ids` with a vector, its `k` nearest vectors `b` of the project (every
vector of the model in the project, `a`'s own excepted), kept when their cosine similarity is
at least `min_sim` -- exactly rather than through the approximate index. (Among the `k`
nearest, those at or above `min_sim` are exactly the at most `k` most similar at or above it.)

`usable(project, starts)` says when it pays: a project up to `MAX_VECTORS` vectors (held as
float32), asked about at least `MIN_STARTS` memories, or small enough that SQL scans it exactly
anyway. Otherwise callers keep the index probes.
"""

from __future__ import annotations

from typing import Iterable

from memtool.store import similar
from memtool.store.db import Conn

MAX_VECTORS = 200_000  # 300 MB of float32 at 384 dimensions
MIN_STARTS = 64
SMALL_PROJECT = 2000  # embed.PROJECT_INDEX_MIN: below it SQL scans the project exactly as well
BLOCK_CELLS = 1 << 24  # similarities computed per block (64 MB of float32)
COMPACT_AT = 4_000_000  # pairs held before each memory's list is cut to its k best
_SLACK = 1e-5  # float32 products vs pgvector's arithmetic: look a little below, decide in float64

class Nearest:
    """Exact neighbours for one run over one model's vectors (see the module docstring)."""

    def __init__(self, conn: Conn, model: str):
        self.conn, self.model = conn, model
        self._counts: dict[str, int] = {}
        self._vectors: dict[str, tuple] = {}
        self._planned: dict[str, set[int]] = {}
        self._answers: dict[tuple, dict[int, list[tuple[int, int, float]]]] = {}

    def plan(self, project: str, ids: Iterable[int]) -> None:
        """The memories of `project` this run will ask about, in whatever pieces: the first
        question answers all of them at once (every memory of the project: each pair once)."""
        self._planned[project] = {int(i) for i in ids}

    def count(self, project: str) -> int:
        if project not in self._counts:
            self._counts[project] = similar.vector_count(self.conn, self.model, project)
        return self._counts[project]

    def usable(self, project: str, starts: int) -> bool:
        if project in self._vectors:
            return True
        n = self.count(project)
        return n <= MAX_VECTORS and (starts >= MIN_STARTS or n <= SMALL_PROJECT)

    def _load(self, project: str) -> tuple:
        import numpy as np

        if project not in self._vectors:
            rows = similar.vectors(self.conn, self.model, project)
            size = len(rows[0]["v"]) if rows else 4
            rows = [r for r in rows if len(r["v"]) == size]  # (a model's vectors share one size)
            ids = np.array([r["id"] for r in rows], dtype=np.int64)
            data = b"".join(bytes(r["v"])[4:] for r in rows)
            matrix = np.frombuffer(data, dtype=">f4").astype(np.float32).reshape(len(rows), (size - 4) // 4)
            norms = np.linalg.norm(matrix.astype(np.float64), axis=1)
            with np.errstate(divide="ignore", invalid="ignore"):
                unit = np.where(norms[:, None] > 0, matrix / norms[:, None], 0).astype(np.float32)
            self._vectors[project] = (ids, {int(i): p for p, i in enumerate(ids)}, unit)
        return self._vectors[project]

    def pairs(self, project: str, ids: Iterable[int], k: int, min_sim: float) -> list[tuple[int, int, float]]:
        """(a, b, similarity) for each memory a of `ids` (of `project`) and each of its `k`
        nearest memories b in the project whose similarity is at least `min_sim`."""
        ids = [int(i) for i in ids]
        planned = self._planned.get(project)
        if planned is None or not planned.issuperset(ids):
            return self._pairs(project, ids, k, min_sim)
        key = (project, k, min_sim)
        if key not in self._answers:
            answers: dict[int, list[tuple[int, int, float]]] = {}
            for pair in self._pairs(project, planned, k, min_sim):
                answers.setdefault(pair[0], []).append(pair)
            self._answers[key] = answers
        return [pair for i in ids for pair in self._answers[key].get(i, [])]

    def _pairs(self, project: str, ids: Iterable[int], k: int, min_sim: float) -> list[tuple[int, int, float]]:
        import numpy as np

        all_ids, position, unit = self._load(project)
        starts = sorted({position[i] for i in ids if i in position})
        n = len(all_ids)
        if not starts or n < 2:
            return []
        # Every memory of the project asked about (a first pass): similarity is symmetric, so
        # each block is compared with itself and the blocks after it only, and every pair found
        # counts for both of its memories.
        symmetric = len(starts) == n
        found: list[tuple] = []  # (a, b, similarity) arrays
        held = 0
        block = max(1, BLOCK_CELLS // n)
        for first in range(0, len(starts), block):
            rows = np.array(starts[first:first + block])
            columns = unit[rows[0]:] if symmetric else unit
            offset = int(rows[0]) if symmetric else 0
            sims = unit[rows] @ columns.T
            sims[np.arange(len(rows)), rows - offset] = -np.inf  # not a memory's own vector
            r, c = np.nonzero(sims >= min_sim - _SLACK)
            values = sims[r, c].astype(np.float64)
            found.append((rows[r], c + offset, values))
            if symmetric:
                found.append((c + offset, rows[r], values))
            held += len(r) * (2 if symmetric else 1)
            if held > COMPACT_AT:  # many similar memories: keep only each one's k best so far
                a, b, sim = _joined(found, n, symmetric)
                found = [_best(a, b, sim, k)]
                held = len(found[0][0])
        a, b, sim = _joined(found, n, symmetric)
        # the products are float32: decide the ones close to the threshold in float64
        near = np.nonzero(np.abs(sim - min_sim) < _SLACK)[0]
        if len(near):
            sim[near] = np.einsum("ij,ij->i", unit[a[near]].astype(np.float64), unit[b[near]].astype(np.float64))
        keep = sim >= min_sim
        a, b, sim = _best(a[keep], b[keep], sim[keep], k)
        return [(int(all_ids[x]), int(all_ids[y]), float(s)) for x, y, s in zip(a, b, sim)]


def _joined(found: list[tuple], n: int, symmetric: bool) -> tuple:
    """The found (a, b, similarity) arrays as one, each pair once."""
    import numpy as np

    a = np.concatenate([f[0] for f in found]) if found else np.zeros(0, dtype=np.int64)
    b = np.concatenate([f[1] for f in found]) if found else np.zeros(0, dtype=np.int64)
    sim = np.concatenate([f[2] for f in found]) if found else np.zeros(0)
    if symmetric:  # a pair inside one block was found from both of its memories
        keys, first_seen = np.unique(a * n + b, return_index=True)
        a, b, sim = keys // n, keys % n, sim[first_seen]
    return a, b, sim


def _best(a, b, sim, k: int) -> tuple:
    """Per memory a, its k most similar b (most similar first), memories in order."""
    import numpy as np

    order = np.lexsort((-sim, a))
    a, b, sim = a[order], b[order], sim[order]
    within = np.arange(len(a)) - np.searchsorted(a, a, side="left") < k
    return a[within], b[within], sim[within]
