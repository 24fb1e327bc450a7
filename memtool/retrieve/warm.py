"""The embedding model kept warm in a long-lived process (`memtool mcp`, `memtool serve`, the
context server).

`warm_up` loads the process-wide embedder (embedder.py) in a background thread — then, given a
pool (store/pool.py), opens its first connection (on a fresh home that starts the embedded
server) — so a server answers at once and its first search is warm.

Until then a search either loads the model itself (it waits: mcp's calls wait for the warm-up
instead) or, through a `WarmEmbedder`, is answered with full text only (search's fallback for a
model that cannot run): the context server's choice, since a prompt must not wait for the model.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Callable

from memtool.errors import MemtoolError, ModelUnavailable

if TYPE_CHECKING:
    from memtool.store.pool import Pool


def warm_up(pool: Pool | None = None, log: logging.Logger | None = None,
            first: Callable[[], None] | None = None) -> threading.Event:
    """Load the embedding model (then, with `pool`, open its first connection) in a background
    thread, after `first` (imports a server defers past its start). The event returned is set
    when that is done, or has failed: a model that cannot run is reported by each search (which
    falls back to full text) and, given `log`, there once; a database that cannot be reached by
    the first call."""
    done = threading.Event()

    def warm() -> None:
        try:
            if first is not None:
                first()
            if not _load_model() and log is not None:
                log.warning("embedding model unavailable: search falls back to full text")
            if pool is not None:
                try:
                    pool.run(lambda conn: None)
                except MemtoolError:
                    pass
        finally:
            done.set()

    threading.Thread(target=warm, name="memtool-warm-up", daemon=True).start()
    return done


def _load_model() -> bool:
    """Load the process-wide embedder and run it once; whether it can run."""
    from memtool.retrieve import embed

    try:
        embedder = embed.default_embedder()
        embedder.load()
        embedder.embed_query_arrays(["warm up"])
    except Exception:  # noqa: BLE001 - search reports a model that cannot run, per query
        return False
    return True


class WarmEmbedder:
    """The process-wide embedder, warmed by `warm_up`: until it is loaded a query is answered
    with full text only (ModelUnavailable, search's fallback) instead of waiting for it."""

    def __init__(self, ready: threading.Event) -> None:
        from memtool.retrieve import embed

        self._embedder = embed.default_embedder()
        self.model_name = self._embedder.model_name
        self.ready = ready

    def embed_query_arrays(self, queries: list[str]) -> list:
        if not self.ready.is_set():
            raise ModelUnavailable("the embedding model is still loading", "the next prompt uses it")
        return self._embedder.embed_query_arrays(queries)

    def __getattr__(self, name: str):
        return getattr(self._embedder, name)
