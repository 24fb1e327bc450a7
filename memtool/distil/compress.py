"""Compress: distil captured events into observations (durable memories).

Input — event records (`kind` "event" with the `id` of a stored event, e.g. the output of
`memtool ingest`), or, with `--pending`, the events waiting in the work queue (see queue.py).
Records of any other kind pass through unchanged; event records are consumed.

For each event:

1. Low-value filter (extractive.low_value, extendable with MEMTOOL_FILTER_PATTERNS): routine
   noise — listing a directory, reading or searching files, read-only shell commands, session
   bookkeeping — is marked `skipped` in the queue (never deleted; `memtool queue --list skipped`).
2. A draft by the extractive rules, with the session's context (its latest prompt, commands that
   are failing, files read). Events the rules find nothing in (a plain request, a passing test
   run, …) are marked `skipped` with the reason; the model is only asked about events with a draft.
3. Candidates: observations of the project that match all the significant words of the draft's
   title in full text or touched the same files, plus the latest ones of the same session and,
   for a failing command, the memory of the same error earlier in the session.
4. A decision — CREATE, UPDATE(id) or SKIP. With a model, the model decides (an UPDATE must name
   one of the candidates, otherwise it becomes a CREATE) and writes type, title, narrative,
   facts, concepts and importance; files always come from the event. Without one (or when the
   model's output is unusable after one retry, times out or crashes) the extractive rules
   decide: same content → SKIP; an error → fix → pass chain, or a command failing with the same
   error as another form of it earlier in the session (`make`, `cd repo && make`) → UPDATE of
   that memory; same type and, in the same session, the same files or the same
   request → UPDATE; no files, nearly the same title and not a different command/URL/tool →
   UPDATE (an update merges facts and files; it is a SKIP when nothing is new); else CREATE.
5. The observation is written through observations.store/update (scrubbed, deduplicated; an
   update keeps the previous version in observation_versions) in the same transaction that marks
   the event done, and only while this worker still owns the event's claim — so every event is
   processed exactly once, even when a worker is killed or a slow worker's claim expires.
   Events are claimed in batches (--batch-size) and committed one by one (a crash costs at most
   the event in hand; concurrent workers cannot deadlock); filtered events are acknowledged in
   bulk. No transaction is open while a model is thinking.

Output records:

    observation   each observation created or updated (records.observation_record; `method` is
                  "extractive" or the model, e.g. "llama.cpp:<model>" / "openai:<model>"; a
                  fallback is `extractive` with metadata.fallback_from and metadata.llm_error)
    skipped       only with --show-skipped: {"kind": "skipped", "event_id", "reason"} for events
                  filtered, found empty, or judged duplicates (then "duplicate_of": id)
    error         an event that failed even the extractive path: {"kind": "error", "event_id",
                  "error", "status": "pending" (will be retried) | "dead"}

Re-running is idempotent: events already done, skipped or dead are not processed again (stdin
events included); `memtool queue --retry-dead` re-queues dead ones.

"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from typing import Iterable, Iterator

import psycopg

from memtool.distil import compress_prompt, decide, digest, extractive, llm
from memtool.store import events, observations, passages, queue
from memtool import records
from memtool.store.db import Conn

EXTRACTIVE = decide.EXTRACTIVE
DEFAULT_BATCH = 100
DEFAULT_LLM_BATCH = 4


@dataclasses.dataclass
class Settings:
    """How a compress run behaves."""

    batch_size: int | None = None
    visibility_timeout: float = queue.DEFAULT_VISIBILITY_TIMEOUT
    max_attempts: int = queue.DEFAULT_MAX_ATTEMPTS
    limit: int | None = None
    dry_run: bool = False
    show_skipped: bool = False
    filter_patterns: str | list[str] | None = None
    worker: str = dataclasses.field(default_factory=queue.worker_id)


@dataclasses.dataclass
class Stats:
    """Counts of one run, for the progress line on stderr."""

    events: int = 0
    created: int = 0
    updated: int = 0
    duplicates: int = 0
    skipped: int = 0
    fallbacks: int = 0
    failed: int = 0
    dead: int = 0
    not_claimed: int = 0
    passed_through: int = 0
    digests: int = 0

    def line(self) -> str:
        parts = [f"{self.events} events", f"{self.created} created", f"{self.updated} updated",
                 f"{self.duplicates} duplicates", f"{self.skipped} skipped"]
        labels = {"digests": "session digests written", "fallbacks": "model fallbacks", "failed": "failed", "dead": "dead-lettered",
                  "not_claimed": "already processed or in flight elsewhere"}
        for name, label in labels.items():
            if getattr(self, name):
                parts.append(f"{getattr(self, name)} {label}")
        return ", ".join(parts)


class _ClaimLost(Exception):
    """Our claim expired and another worker took the event: undo our work on it."""


# -- the public entry point -------------------------------------------------------------------


def compress(conn: Conn, records_in: Iterable[dict] | None = None, *, pending: bool = False, backend=None,
             settings: Settings | None = None, stats: Stats | None = None) -> Iterator[dict]:
    """Process the event records of `records_in` (passing other kinds through), then, with
    `pending`, the queue. Yields output records (see the module help) after each batch commits."""
    run = _Run(conn, backend, settings or Settings(), stats if stats is not None else Stats())
    # Safe without synchronous commits: an event's observation and its queue row commit together,
    # so a commit lost in a crash only means the event is claimed and done again.
    conn.execute("SET synchronous_commit TO off")
    conn.commit()
    try:
        if records_in is not None:
            yield from _from_records(run, records_in)
        if pending:
            yield from _from_queue(run)
        yield from _digest_sessions(run)
    finally:
        if not conn.closed:
            try:
                conn.rollback()
                conn.execute("RESET synchronous_commit")
                conn.commit()
            except Exception:  # noqa: S110 - the connection is going away anyway
                pass


class _Run:
    """One compress run: its settings, its counts, and what it has processed and touched."""

    def __init__(self, conn: Conn, backend, settings: Settings, stats: Stats):
        self.conn = conn
        self.backend = backend
        self.settings = settings
        self.stats = stats
        self.patterns = extractive.filter_patterns(settings.filter_patterns)
        default = DEFAULT_LLM_BATCH if backend is not None else DEFAULT_BATCH
        self.batch_size = max(1, settings.batch_size or default)
        self.processed = 0
        self.skips = _Skips(conn, settings.worker, stats)
        self.failed_ids: set[int] = set()  # failed in this run: left to a later run (or another worker)
        self.sessions: set[str] = set()  # sessions this run touched: their digests are brought up to date

    def room(self) -> int:
        """How many events the next batch may take (the batch size, within --limit)."""
        if self.settings.limit is None:
            return self.batch_size
        return max(0, min(self.batch_size, self.settings.limit - self.processed))


class _Skips:
    """Events judged not worth keeping, acknowledged in bulk: one statement per 50 events."""

    def __init__(self, conn: Conn, worker: str, stats: Stats):
        self.conn, self.worker, self.stats = conn, worker, stats
        self.pending: list[tuple[int, str, dict]] = []

    def add(self, event_id: int, result: dict) -> None:
        self.pending.append((event_id, "skipped", result))

    def flush(self) -> None:
        if not self.pending:
            return
        with self.conn.transaction():
            finished = queue.finish_many(self.conn, self.worker, self.pending)
        self.stats.skipped += len(finished)
        self.stats.not_claimed += len(self.pending) - len(finished)
        self.pending = []


# -- where the events come from: records on stdin, or the queue ---------------------------------------


def _from_records(run: _Run, records_in: Iterable[dict]) -> Iterator[dict]:
    batch: list[int] = []
    for number, record in enumerate(records_in, start=1):
        if not isinstance(record, dict) or record.get("kind") != "event":
            run.stats.passed_through += 1
            yield record
            continue
        event_id = record.get("id")
        if not isinstance(event_id, int) or isinstance(event_id, bool):
            yield {"kind": "error", "line": number,
                   "error": "event record without a stored id (run it through `memtool ingest` first)"}
            continue
        batch.append(event_id)
        if len(batch) >= run.batch_size:
            yield from _from_ids(run, batch)
            batch = []
    if batch:
        yield from _from_ids(run, batch)


def _from_ids(run: _Run, ids: list[int]) -> Iterator[dict]:
    room = run.room()
    if room <= 0:
        return
    ids = ids[:room]
    known = events.existing_ids(run.conn, ids)
    for missing in [i for i in ids if i not in known]:
        yield {"kind": "error", "event_id": missing,
               "error": f"event {missing} is not in the database (ingest it first)"}
    ids = [i for i in ids if i in known]
    if not ids:
        run.conn.commit()
        return
    if run.settings.dry_run:
        yield from _preview(run, ids)
        return
    settings = run.settings
    queue.enqueue(run.conn, ids)
    claimed = queue.claim(run.conn, settings.worker, len(ids), settings.visibility_timeout,
                          settings.max_attempts, event_ids=ids)
    run.stats.not_claimed += len(ids) - len(claimed)
    if claimed:
        yield from _process(run, claimed)


def _from_queue(run: _Run) -> Iterator[dict]:
    settings = run.settings
    if settings.dry_run:  # nothing is claimed: page through the pending events by id
        after = 0
        while (room := run.room()) > 0:
            ids = queue.pending_ids(run.conn, after, room)
            run.conn.commit()
            if not ids:
                return
            after = ids[-1]
            yield from _preview(run, ids)
        return
    while (room := run.room()) > 0:
        claimed = queue.claim(run.conn, settings.worker, room, settings.visibility_timeout,
                              settings.max_attempts, exclude=run.failed_ids)
        if not claimed:
            return
        yield from _process(run, claimed)


# -- processing claimed events --------------------------------------------------------------------


def _process(run: _Run, ids: list[int]) -> Iterator[dict]:
    """Process claimed events, each in its own transaction together with its queue row: a
    crash loses at most the event in hand (it returns after the visibility timeout), and no
    two workers can deadlock on the observations they merge into."""
    conn = run.conn
    remaining = list(ids)
    try:
        with conn.transaction():
            loaded = decide.load_events(conn, ids)
            passages.index(conn, loaded.values())  # the event tier of search
        while remaining:
            event = loaded.get(remaining[0])
            output = []
            if event is not None:  # None: purged since it was claimed (its queue row went too)
                output = _process_event(run, event)
            if run.skips.pending and (len(run.skips.pending) >= 50 or len(remaining) == 1):
                run.skips.flush()
            remaining.pop(0)
            run.processed += 1
            yield from output
    finally:
        if remaining:  # stopped early (interrupted, reader gone, lost connection): give them back
            try:
                conn.rollback()
                run.skips.flush()
                queue.release(conn, remaining, run.settings.worker)
                conn.commit()
            except Exception:  # the connection may be gone; the visibility timeout covers it
                pass


def _process_event(run: _Run, event: dict) -> list[dict]:
    """Filter, plan (asking the model outside any transaction) and write one event."""
    run.stats.events += 1
    if event.get("session_id"):
        run.sessions.add(event["session_id"])
    reason = extractive.low_value(event, run.patterns)
    if reason:
        # Nothing to read or write but the queue row: acknowledged in bulk (see _Skips).
        result = {"reason": reason}
        run.skips.add(event["id"], result)
        return _skipped(run.settings, event, result)
    run.skips.flush()
    planned = None
    if run.backend is not None:
        # Read, then ask the model outside any transaction; write afterwards.
        try:
            planned = plan(run.conn, event, run.patterns, run.backend)
        except psycopg.OperationalError:
            raise
        except Exception as exc:
            run.conn.rollback()
            return _fail(run, event, exc)
    return _write(run, event, planned)


def _write(run: _Run, event: dict, planned: dict | None) -> list[dict]:
    """Write the plan and finish the event's queue row in one transaction, while our claim
    holds; once more when a concurrent writer got in the way (a model's answer is kept)."""
    conn = run.conn
    for attempt in (1, 2):
        try:
            with conn.transaction():
                # Without a model, reading, deciding and writing share one transaction.
                current = planned if planned is not None else plan(conn, event, run.patterns, run.backend,
                                                                   nested=True)
                written, status, result = apply_plan(conn, event, current)
                if not queue.finish(conn, event["id"], run.settings.worker, status, result):
                    raise _ClaimLost()
            _count(run.stats, result, current)
            return written if _written(result) else _skipped(run.settings, event, result)
        except _ClaimLost:
            run.stats.not_claimed += 1
            return []
        except (psycopg.errors.UniqueViolation, psycopg.errors.DeadlockDetected,
                psycopg.errors.SerializationFailure) as exc:
            if attempt == 2:
                return _fail(run, event, exc)
            if planned is None:
                continue  # planned again inside the next transaction
            # Someone else wrote meanwhile: look at the candidates again, keep the model's answer.
            try:
                fresh = plan(conn, event, run.patterns, run.backend, ask=False)
            except psycopg.OperationalError:
                raise
            except Exception as again:
                return _fail(run, event, again)
            fresh.update({k: planned[k] for k in ("model", "method", "fallback") if k in planned})
            planned = fresh
        except psycopg.OperationalError:
            raise
        except Exception as exc:
            return _fail(run, event, exc)
    return []


def _fail(run: _Run, event: dict, exc: BaseException) -> list[dict]:
    message = f"{type(exc).__name__}: {exc}"
    with run.conn.transaction():
        status = queue.fail(run.conn, event["id"], run.settings.worker, message, run.settings.max_attempts)
    if status is None:
        run.stats.not_claimed += 1
        return []
    run.failed_ids.add(event["id"])
    run.stats.failed += 1
    if status == "dead":
        run.stats.dead += 1
    return [{"kind": "error", "event_id": event["id"], "error": message, "status": status}]


def _count(stats: Stats, result: dict, planned: dict) -> None:
    action = result.get("action")
    if action == "create":
        stats.created += 1
    elif action == "update":
        stats.updated += 1
    elif action == "skip":
        stats.duplicates += 1
    else:
        stats.skipped += 1
    if planned.get("fallback"):
        stats.fallbacks += 1


def _written(result: dict) -> bool:
    return result.get("action") in ("create", "update")


def _skipped(settings: Settings, event: dict, result: dict) -> list[dict]:
    """The `skipped` output record (only with --show-skipped)."""
    if not settings.show_skipped:
        return []
    record = {"kind": "skipped", "event_id": event["id"]}
    duplicate = result.get("duplicate_of")
    record["reason"] = result.get("reason") or (f"duplicate of observation {duplicate}" if duplicate is not None
                                                else "nothing worth keeping, said the model")
    if result.get("duplicate_of") is not None:
        record["duplicate_of"] = result["duplicate_of"]
    return [record]


def _digest_sessions(run: _Run) -> Iterator[dict]:
    """Bring the digest of each session this run touched up to date, once its queue has
    drained (see digest.py). Each session in its own transaction, serialised per session
    by an advisory lock; an unchanged digest writes nothing."""
    if run.settings.dry_run:
        return
    for session in sorted(run.sessions):
        try:
            with run.conn.transaction():
                records = digest.write_digest(run.conn, session)
        except Exception as exc:  # a digest is a convenience: its failure never fails the run
            run.conn.rollback()
            yield {"kind": "error", "session_id": session, "error": f"digest: {type(exc).__name__}: {exc}"}
            continue
        run.stats.digests += len(records)
        yield from records
    run.sessions = set()


# -- deciding and writing ---------------------------------------------------------------------------


def plan(conn: Conn, event: dict, patterns, backend, ask: bool = True, nested: bool = False) -> dict:
    """What to do with an event, before writing anything: skip (with reason), or an
    observation to create / merge into a candidate. Reads in a short transaction of its own
    (or the caller's, when `nested`); the model, if any, is asked after it ended, so no
    transaction stays open during a call."""
    reason = extractive.low_value(event, patterns)
    if reason:
        return {"skip": reason}
    with contextlib.nullcontext() if nested else conn.transaction():
        context = decide.session_context(conn, event)
        draft, why = extractive.observe(event, context)
        if draft is None:
            return {"skip": why}
        found = decide.candidates(conn, event, draft)
    planned: dict = {"draft": draft, "candidates": found, "context": context}
    if backend is not None and ask:
        try:
            planned["model"] = compress_prompt.ask_model(backend, event, context, draft, found)
            planned["method"] = backend.name
        except llm.LLMError as exc:
            planned["fallback"] = {"fallback_from": backend.name, "llm_error": exc.message[:500]}
    return planned


def _decision(event: dict, planned: dict, draft: dict) -> tuple[str, int | None, dict]:
    if planned.get("model") is not None:
        return decide.decide_model(planned["model"], draft, planned["candidates"], event)
    return decide.decide(event, draft, planned["candidates"])


def apply_plan(conn: Conn, event: dict, planned: dict) -> tuple[list[dict], str, dict]:
    """Write the plan; return (observation records written, queue status, queue result). The
    result of a skip has a `reason`, or action "skip" and the observation it duplicates."""
    if "skip" in planned:
        return [], "skipped", {"reason": planned["skip"]}
    draft = dict(planned["draft"])
    method = planned.get("method", EXTRACTIVE)
    if planned.get("fallback"):
        draft["metadata"] = {**draft["metadata"], **planned["fallback"]}
    action, target, fields = _decision(event, planned, draft)
    if action == "skip":
        return [], "done", {"action": "skip", "duplicate_of": target, "method": method}
    fields.update(project=event["project"], session_id=event.get("session_id"), method=method)
    if action == "update":
        assert target is not None
        record = decide.merge_into(conn, target, fields, event["id"])
        if record is None:
            return [], "done", {"action": "skip", "duplicate_of": target, "method": method}
        return [record], "done", {"action": "update", "observation_id": target, "method": method}
    fields["source_event_ids"] = [event["id"]]
    obs = observations.normalise(fields, default_project=event["project"], method=method)
    stored = observations.store(conn, obs)
    if stored["action"] == "duplicate":
        return [], "done", {"action": "skip", "duplicate_of": stored["id"], "method": method}
    return observations.fetch(conn, [stored["id"]]), "done", {
        "action": "create", "observation_id": stored["id"], "method": method}


def _preview(run: _Run, ids: list[int]) -> Iterator[dict]:
    """--dry-run: what each event would become, written nowhere (the transaction is rolled back)."""
    stats = run.stats
    loaded = decide.load_events(run.conn, ids)
    out: list[dict] = []
    for event_id in ids:
        event = loaded.get(event_id)
        if event is None:
            continue
        stats.events += 1
        planned = plan(run.conn, event, run.patterns, run.backend)
        if "skip" in planned:
            stats.skipped += 1
            out.extend(_skipped(run.settings, event, {"reason": planned["skip"]}))
            continue
        action, target, fields = _decision(event, planned, dict(planned["draft"]))
        if action == "skip":
            stats.duplicates += 1
            out.extend(_skipped(run.settings, event, {"duplicate_of": target}))
            continue
        fields.update(project=event["project"], session_id=event.get("session_id"),
                      source_event_ids=[event["id"]], method=planned.get("method", EXTRACTIVE))
        if planned.get("fallback"):
            fields["metadata"] = {**fields.get("metadata", {}), **planned["fallback"]}
        obs = observations.normalise(fields, default_project=event["project"])
        obs["metadata"] = {**obs["metadata"], "dry_run": action if target is None else f"{action} {target}"}
        out.append(records.observation_record(obs))
        if action == "create":
            stats.created += 1
        else:
            stats.updated += 1
    run.conn.rollback()
    run.processed += len(ids)
    yield from out


def read_event_records(lines: Iterable[str], ignore_errors: bool = False) -> Iterator[dict]:
    """Parse JSONL input for compress: records, or error records with --ignore-errors."""
    for number, item in records.read_jsonl(lines):
        if isinstance(item, Exception):
            if not ignore_errors:
                raise item
            yield {"kind": "error", "line": number, "error": str(item)}
            continue
        yield item



