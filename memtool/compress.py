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
   title in full text or touched the same files, plus the latest ones of the same session.
4. A decision — CREATE, UPDATE(id) or SKIP. With a model, the model decides (an UPDATE must name
   one of the candidates, otherwise it becomes a CREATE) and writes type, title, narrative,
   facts, concepts and importance; files always come from the event. Without one (or when the
   model's output is unusable after one retry, times out or crashes) the extractive rules
   decide: same content → SKIP; same type and, in the same session, the same files or the same
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

For tests only: `--test-delay SECONDS` (hidden; MEMTOOL_TEST_DELAY) sleeps before each event so a
test can kill a worker mid-batch. It has no use in production.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
import time
from typing import Iterable, Iterator

from memtool import digest, extractive, keylines, observations, passages, queue, records
from memtool.errors import MemtoolError

EXTRACTIVE = "extractive"
DEFAULT_BATCH = 100
DEFAULT_LLM_BATCH = 4
LLM_CONFIDENCE = 0.7
MAX_FACTS = 16
MAX_NARRATIVE = 4000


@dataclasses.dataclass
class Settings:
    """How a compress run behaves. `delay` sleeps before each event: for tests only (it lets a
    test kill a worker mid-batch); never set it in production."""

    batch_size: int | None = None
    visibility_timeout: float = queue.DEFAULT_VISIBILITY_TIMEOUT
    max_attempts: int = queue.DEFAULT_MAX_ATTEMPTS
    limit: int | None = None
    dry_run: bool = False
    show_skipped: bool = False
    filter_patterns: str | list[str] | None = None
    worker: str = dataclasses.field(default_factory=queue.worker_id)
    delay: float = 0.0


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


# -- the public entry points ------------------------------------------------------------------


def compress(conn, records_in: Iterable[dict] | None = None, *, pending: bool = False, backend=None,
             settings: Settings | None = None, stats: Stats | None = None) -> Iterator[dict]:
    """Process the event records of `records_in` (passing other kinds through), then, with
    `pending`, the queue. Yields output records (see the module help) after each batch commits."""
    settings = settings or Settings()
    stats = stats if stats is not None else Stats()
    worker = _Worker(conn, backend, settings, stats)
    # Safe without synchronous commits: an event's observation and its queue row commit together,
    # so a commit lost in a crash only means the event is claimed and done again.
    conn.execute("SET synchronous_commit TO off")
    conn.commit()
    try:
        if records_in is not None:
            yield from worker.run_records(records_in)
        if pending:
            yield from worker.run_pending()
        yield from worker.digest_sessions()
    finally:
        if not conn.closed:
            try:
                conn.rollback()
                conn.execute("RESET synchronous_commit")
                conn.commit()
            except Exception:  # noqa: S110 - the connection is going away anyway
                pass


# -- the worker -----------------------------------------------------------------------------------


class _Worker:
    def __init__(self, conn, backend, settings: Settings, stats: Stats):
        self.conn = conn
        self.backend = backend
        self.settings = settings
        self.stats = stats
        self.patterns = extractive.filter_patterns(settings.filter_patterns)
        default = DEFAULT_LLM_BATCH if backend is not None else DEFAULT_BATCH
        self.batch_size = max(1, settings.batch_size or default)
        self.processed = 0
        self._skips: list[tuple[int, str, dict]] = []
        self.failed_ids: set[int] = set()  # failed in this run: left to a later run (or another worker)
        self.sessions: set[str] = set()  # sessions this run touched: their digests are brought up to date

    def _room(self) -> int:
        if self.settings.limit is None:
            return self.batch_size
        return max(0, min(self.batch_size, self.settings.limit - self.processed))

    def run_records(self, records_in: Iterable[dict]) -> Iterator[dict]:
        batch: list[int] = []
        for number, record in enumerate(records_in, start=1):
            if not isinstance(record, dict) or record.get("kind") != "event":
                self.stats.passed_through += 1
                yield record
                continue
            event_id = record.get("id")
            if not isinstance(event_id, int) or isinstance(event_id, bool):
                yield {"kind": "error", "line": number,
                       "error": "event record without a stored id (run it through `memtool ingest` first)"}
                continue
            batch.append(event_id)
            if len(batch) >= self.batch_size:
                yield from self._run_ids(batch)
                batch = []
        if batch:
            yield from self._run_ids(batch)

    def _run_ids(self, ids: list[int]) -> Iterator[dict]:
        room = self._room()
        if room <= 0:
            return
        ids = ids[:room]
        known = {row["id"] for row in self.conn.execute("SELECT id FROM events WHERE id = ANY(%s)", (ids,))}
        for missing in [i for i in ids if i not in known]:
            yield {"kind": "error", "event_id": missing,
                   "error": f"event {missing} is not in the database (ingest it first)"}
        ids = [i for i in ids if i in known]
        if not ids:
            self.conn.commit()
            return
        if self.settings.dry_run:
            yield from self._dry_run(ids)
            return
        queue.enqueue(self.conn, ids)
        claimed = queue.claim(self.conn, self.settings.worker, len(ids), self.settings.visibility_timeout,
                              self.settings.max_attempts, event_ids=ids)
        self.stats.not_claimed += len(ids) - len(claimed)
        if claimed:
            yield from self._batch(claimed)

    def run_pending(self) -> Iterator[dict]:
        if self.settings.dry_run:  # nothing is claimed: page through the pending events by id
            after = 0
            while (room := self._room()) > 0:
                rows = self.conn.execute(
                    """SELECT event_id FROM event_queue WHERE status = 'pending' AND event_id > %s
                        ORDER BY event_id LIMIT %s""", (after, room)).fetchall()
                self.conn.commit()
                if not rows:
                    return
                after = rows[-1]["event_id"]
                yield from self._dry_run([r["event_id"] for r in rows])
            return
        while (room := self._room()) > 0:
            claimed = queue.claim(self.conn, self.settings.worker, room, self.settings.visibility_timeout,
                                  self.settings.max_attempts, exclude=self.failed_ids)
            if not claimed:
                return
            yield from self._batch(claimed)

    def _batch(self, ids: list[int]) -> Iterator[dict]:
        """Process claimed events, each in its own transaction together with its queue row: a
        crash loses at most the event in hand (it returns after the visibility timeout), and no
        two workers can deadlock on the observations they merge into."""
        remaining = list(ids)
        try:
            with self.conn.transaction():
                events = _load_events(self.conn, ids)
                passages.index(self.conn, events.values())  # the event tier of search
            while remaining:
                event = events.get(remaining[0])
                output = []
                if event is not None:  # None: purged since it was claimed (its queue row went too)
                    if self.settings.delay:
                        time.sleep(self.settings.delay)
                    output = self._one(event)
                if self._skips and (len(self._skips) >= 50 or len(remaining) == 1):
                    self._flush_skips()
                remaining.pop(0)
                self.processed += 1
                yield from output
        finally:
            if remaining:  # stopped early (interrupted, reader gone, lost connection): give them back
                try:
                    self.conn.rollback()
                    self._flush_skips()
                    queue.release(self.conn, remaining, self.settings.worker)
                    self.conn.commit()
                except Exception:  # the connection may be gone; the visibility timeout covers it
                    pass

    def _one(self, event: dict) -> list[dict]:
        import psycopg

        self.stats.events += 1
        worker = self.settings.worker
        if event.get("session_id"):
            self.sessions.add(event["session_id"])
        reason = extractive.low_value(event, self.patterns)
        if reason:
            # Nothing to read or write but the queue row: acknowledged in bulk (see _flush_skips).
            result = {"reason": reason}
            self._skips.append((event["id"], "skipped", result))
            return self._skipped(event, result)
        self._flush_skips()
        plan = None
        if self.backend is not None:
            # Read, then ask the model outside any transaction; write afterwards.
            try:
                plan = self._plan(event)
            except psycopg.OperationalError:
                raise
            except Exception as exc:
                self.conn.rollback()
                return self._failed(event, exc)
        for attempt in (1, 2):
            try:
                with self.conn.transaction():
                    # Without a model, reading, deciding and writing share one transaction.
                    current = plan if plan is not None else self._plan(event, nested=True)
                    output, status, result = self._apply(event, current)
                    if not queue.finish(self.conn, event["id"], worker, status, result):
                        raise _ClaimLost()
                self._count(result, current)
                return output
            except _ClaimLost:
                self.stats.not_claimed += 1
                return []
            except (psycopg.errors.UniqueViolation, psycopg.errors.DeadlockDetected,
                    psycopg.errors.SerializationFailure) as exc:
                if attempt == 2:
                    return self._failed(event, exc)
                if plan is None:
                    continue  # planned again inside the next transaction
                # Someone else wrote meanwhile: look at the candidates again, keep the model's answer.
                try:
                    fresh = self._plan(event, ask=False)
                except psycopg.OperationalError:
                    raise
                except Exception as again:
                    return self._failed(event, again)
                fresh.update({k: plan[k] for k in ("model", "method", "fallback") if k in plan})
                plan = fresh
            except psycopg.OperationalError:
                raise
            except Exception as exc:
                return self._failed(event, exc)
        return []

    def digest_sessions(self) -> Iterator[dict]:
        """Bring the digest of each session this run touched up to date, once its queue has
        drained (see digest.py). Each session in its own transaction, serialised per session
        by an advisory lock; an unchanged digest writes nothing."""
        if self.settings.dry_run:
            return
        for session in sorted(self.sessions):
            try:
                with self.conn.transaction():
                    record = write_digest(self.conn, session)
            except Exception as exc:  # a digest is a convenience: its failure never fails the run
                self.conn.rollback()
                yield {"kind": "error", "session_id": session, "error": f"digest: {type(exc).__name__}: {exc}"}
                continue
            if record is not None:
                self.stats.digests += 1
                yield record
        self.sessions = set()

    def _flush_skips(self) -> None:
        """Mark the events judged not worth keeping as skipped, in one statement."""
        if not self._skips:
            return
        with self.conn.transaction():
            finished = queue.finish_many(self.conn, self.settings.worker, self._skips)
        self.stats.skipped += len(finished)
        self.stats.not_claimed += len(self._skips) - len(finished)
        self._skips = []

    def _failed(self, event: dict, exc: BaseException) -> list[dict]:
        message = f"{type(exc).__name__}: {exc}"
        with self.conn.transaction():
            status = queue.fail(self.conn, event["id"], self.settings.worker, message, self.settings.max_attempts)
        if status is None:
            self.stats.not_claimed += 1
            return []
        self.failed_ids.add(event["id"])
        self.stats.failed += 1
        if status == "dead":
            self.stats.dead += 1
        return [{"kind": "error", "event_id": event["id"], "error": message, "status": status}]

    def _count(self, result: dict, plan: dict) -> None:
        action = result.get("action")
        if action == "create":
            self.stats.created += 1
        elif action == "update":
            self.stats.updated += 1
        elif action == "skip":
            self.stats.duplicates += 1
        else:
            self.stats.skipped += 1
        if plan.get("fallback"):
            self.stats.fallbacks += 1

    # -- deciding -------------------------------------------------------------------------------

    def _plan(self, event: dict, ask: bool = True, nested: bool = False) -> dict:
        """What to do with an event, before writing anything: skip (with reason), or an
        observation to create / merge into a candidate. Reads in a short transaction of its own
        (or the caller's, when `nested`); the model, if any, is asked after it ended, so no
        transaction stays open during a call."""
        reason = extractive.low_value(event, self.patterns)
        if reason:
            return {"skip": reason}
        with contextlib.nullcontext() if nested else self.conn.transaction():
            context = session_context(self.conn, event)
            draft, why = extractive.observe(event, context)
            if draft is None:
                return {"skip": why}
            found = candidates(self.conn, event, draft)
        plan: dict = {"draft": draft, "candidates": found, "context": context}
        if self.backend is not None and ask:
            from memtool import llm

            try:
                plan["model"] = ask_model(self.backend, event, context, draft, found)
                plan["method"] = self.backend.name
            except llm.LLMError as exc:
                plan["fallback"] = {"fallback_from": self.backend.name, "llm_error": exc.message[:500]}
        return plan

    def _apply(self, event: dict, plan: dict) -> tuple[list[dict], str, dict]:
        """Write the plan; return (output records, queue status, queue result)."""
        if "skip" in plan:
            result = {"reason": plan["skip"]}
            return self._skipped(event, result), "skipped", result
        draft = dict(plan["draft"])
        method = plan.get("method", EXTRACTIVE)
        model = plan.get("model")
        if plan.get("fallback"):
            draft["metadata"] = {**draft["metadata"], **plan["fallback"]}
        if model is not None:
            decision = decide_model(model, draft, plan["candidates"], event)
        else:
            decision = decide(event, draft, plan["candidates"])
        action, target, fields = decision
        if action == "skip":
            result = {"action": "skip", "duplicate_of": target, "method": method}
            return self._skipped(event, result), "done", result
        fields.update(project=event["project"], session_id=event.get("session_id"), method=method)
        if action == "update":
            record = _merge_into(self.conn, target, fields, event["id"])
            if record is None:
                result = {"action": "skip", "duplicate_of": target, "method": method}
                return self._skipped(event, result), "done", result
            return [record], "done", {"action": "update", "observation_id": target, "method": method}
        fields["source_event_ids"] = [event["id"]]
        obs = observations.normalise(fields, default_project=event["project"], method=method)
        stored = observations.store(self.conn, obs)
        if stored["action"] == "duplicate":
            result = {"action": "skip", "duplicate_of": stored["id"], "method": method}
            return self._skipped(event, result), "done", result
        return observations.fetch(self.conn, [stored["id"]]), "done", {
            "action": "create", "observation_id": stored["id"], "method": method}

    def _skipped(self, event: dict, result: dict) -> list[dict]:
        if not self.settings.show_skipped:
            return []
        record = {"kind": "skipped", "event_id": event["id"]}
        duplicate = result.get("duplicate_of")
        record["reason"] = result.get("reason") or (f"duplicate of observation {duplicate}" if duplicate is not None
                                                    else "nothing worth keeping, said the model")
        if result.get("duplicate_of") is not None:
            record["duplicate_of"] = result["duplicate_of"]
        return [record]

    def _dry_run(self, ids: list[int]) -> Iterator[dict]:
        events = _load_events(self.conn, ids)
        out: list[dict] = []
        for event_id in ids:
            event = events.get(event_id)
            if event is None:
                continue
            self.stats.events += 1
            plan = self._plan(event)
            if "skip" in plan:
                self.stats.skipped += 1
                out.extend(self._skipped(event, {"reason": plan["skip"]}))
                continue
            draft = dict(plan["draft"])
            decision = (decide_model(plan["model"], draft, plan["candidates"], event) if plan.get("model") is not None
                        else decide(event, draft, plan["candidates"]))
            action, target, fields = decision
            if action == "skip":
                self.stats.duplicates += 1
                out.extend(self._skipped(event, {"duplicate_of": target}))
                continue
            fields.update(project=event["project"], session_id=event.get("session_id"),
                          source_event_ids=[event["id"]], method=plan.get("method", EXTRACTIVE))
            if plan.get("fallback"):
                fields["metadata"] = {**fields.get("metadata", {}), **plan["fallback"]}
            obs = observations.normalise(fields, default_project=event["project"])
            obs["metadata"] = {**obs["metadata"], "dry_run": action if target is None else f"{action} {target}"}
            out.append(records.observation_record(obs))
            if action == "create":
                self.stats.created += 1
            else:
                self.stats.updated += 1
        self.conn.rollback()
        self.processed += len(ids)
        yield from out


# -- reading events and their context --------------------------------------------------------------


def _load_events(conn, ids: list[int]) -> dict[int, dict]:
    rows = conn.execute(
        """SELECT id, session_id, project, source, event_type, tool_name, cwd, payload, flags, occurred_at
             FROM events WHERE id = ANY(%s)""",
        (ids,),
    ).fetchall()
    return {row["id"]: dict(row) for row in rows}


def session_context(conn, event: dict, depth: int = 30) -> dict:
    """What the session looked like before this event: its latest request, the commands failing
    at that point (a later success of the same command clears it) and files read."""
    if not event.get("session_id"):
        return {}
    # Two index range scans in one round trip; plain text columns, no JSON to decode.
    rows = conn.execute(
        """(SELECT id, event_type, NULL AS tool_name, NULL AS project, NULL AS cwd,
                   payload->>'prompt' AS prompt, NULL AS command, NULL AS path, NULL AS exit_code,
                   NULL AS is_error
              FROM events
             WHERE session_id = %(session)s AND event_type = 'prompt' AND id < %(id)s
               AND coalesce(payload->>'prompt', '') <> ''
             ORDER BY id DESC LIMIT 1)
           UNION ALL
           (SELECT id, event_type, tool_name, project, cwd, NULL,
                   payload->'tool_input'->>'command',
                   coalesce(payload->'tool_input'->>'filePath', payload->'tool_input'->>'file_path',
                            payload->'tool_input'->>'path', payload->'tool_input'->>'notebook_path'),
                   payload->>'exit_code',
                   CASE WHEN payload->>'exit_code' IS NULL AND payload->>'is_error' IS NULL
                             AND payload->'tool_input' ? 'command'
                             AND position('Traceback (most recent call last)' IN payload->>'tool_output') > 0
                        THEN 'uncaught' ELSE payload->>'is_error' END
              FROM events
             WHERE session_id = %(session)s AND event_type = 'tool' AND id < %(id)s
             ORDER BY id DESC LIMIT %(depth)s)""",
        {"session": event["session_id"], "id": event["id"], "depth": depth},
    ).fetchall()
    request = None
    failing: list[str] = []
    files_read: list[str] = []
    for row in sorted(rows, key=lambda r: r["id"]):
        if row["event_type"] == "prompt":
            request = row["prompt"]
            continue
        code = row["exit_code"]
        past = {"tool_name": row["tool_name"], "project": row["project"], "cwd": row["cwd"],
                "payload": {"tool_input": {"command": row["command"], "filePath": row["path"]},
                            "exit_code": int(code) if code and code.lstrip("-").isdigit() else None,
                            "is_error": row["is_error"] in ("true", "uncaught")}}
        kind = extractive.tool_kind(row["tool_name"])
        if kind == "bash":
            cmd = extractive.command(past)
            if cmd:
                if cmd in failing:
                    failing.remove(cmd)
                if extractive.failed(past):
                    failing.append(cmd)
        elif kind == "read":
            for path in extractive.files(past)[0]:
                if path in files_read:
                    files_read.remove(path)
                files_read.append(path)
    return {"request": request, "failed_commands": failing[-5:], "files_read": files_read[-10:]}


_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")


_CANDIDATE_QUERIES = {
    # Fixed SQL fragments (no input in the text); one is used per kind of lookup that applies.
    "session": """(SELECT o.* FROM observations o
                    WHERE o.session_id = %(session)s AND o.project = %(project)s AND o.deleted_at IS NULL
                    ORDER BY o.created_at DESC, o.id DESC LIMIT %(limit)s)""",
    "files": """(SELECT o.* FROM observations o
                  WHERE o.files_modified && %(files)s::text[] AND o.project = %(project)s AND o.deleted_at IS NULL
                  ORDER BY o.id DESC LIMIT %(limit)s)""",
    "chain": """(SELECT o.* FROM observations o
                  WHERE o.session_id = %(session)s AND o.project = %(project)s AND o.deleted_at IS NULL
                    AND (o.metadata->'chain'->>'failing' = %(chain)s OR o.metadata->'chain'->>'fixes' = %(chain)s)
                  ORDER BY o.id DESC LIMIT 2)""",
    "text": """(SELECT o.* FROM observations o
                 WHERE o.search_tsv @@ plainto_tsquery('english', %(query)s) AND o.project = %(project)s
                   AND o.deleted_at IS NULL
                 ORDER BY o.id DESC LIMIT %(limit)s)""",
}


def candidates(conn, event: dict, draft: dict, limit: int = 5) -> list[dict]:
    """Observations this event might duplicate or extend, all in the event's project: the latest
    of the same session, those that touched the same files, and full-text matches on all the
    significant words of the draft's title. Each is an indexed lookup of a few rows, so the cost
    does not grow with the number of observations."""
    terms: list[str] = []
    for word in _WORD.findall(draft.get("title") or ""):
        if word.lower() not in extractive._STOPWORDS and word.lower() not in terms:
            terms.append(word.lower())
    chain = (draft.get("metadata") or {}).get("chain") or {}
    params = {"project": event["project"], "session": event.get("session_id"), "limit": limit,
              "files": list(draft.get("files_modified") or []), "query": " ".join(terms[:12]),
              "chain": chain.get("fixes") or chain.get("passes") or chain.get("failing")}
    parts = [name for name, wanted in (("session", params["session"]), ("chain", params["session"] and params["chain"]),
                                       ("files", params["files"]), ("text", params["query"])) if wanted]
    if not parts:
        return []
    # prepare=False: a generic plan cannot see how selective these values are; plan for the real ones.
    rows = conn.execute("\nUNION ALL\n".join(_CANDIDATE_QUERIES[name] for name in parts), params,
                        prepare=False).fetchall()
    seen: dict[int, dict] = {}
    for row in rows:
        seen.setdefault(row["id"], row)
    return list(seen.values())


# -- decisions ------------------------------------------------------------------------------------


def decide(event: dict, draft: dict, found: list[dict]) -> tuple[str, int | None, dict]:
    """The extractive decision: ("create", None, fields) | ("update", id, fields) | ("skip", id, {})."""
    content_hash = records.observation_hash(event["project"], draft["type"], draft["title"], draft["narrative"])
    for cand in found:
        if cand["content_hash"] == content_hash:
            return "skip", cand["id"], {}
    found = [c for c in found if not (c.get("metadata") or {}).get("digest")]  # digests are rebuilt, not merged
    chained = _chain_target(event, draft, found)
    if chained is not None:
        return "update", chained["id"], dict(draft, promote=True)
    request = (draft.get("metadata") or {}).get("request")
    draft_words = extractive.words(draft["title"])
    for cand in sorted(found, key=lambda c: (c.get("session_id") != event.get("session_id"), -c["id"])):
        if cand["type"] != draft["type"]:
            continue
        same_session = bool(event.get("session_id")) and cand.get("session_id") == event.get("session_id")
        if draft["files_modified"] or cand["files_modified"]:
            if not (draft["files_modified"] and cand["files_modified"] and same_session):
                continue
            same_request = bool(request) and (cand.get("metadata") or {}).get("request") == request
            if not (same_request or set(draft["files_modified"]) == set(cand["files_modified"])):
                continue
        elif extractive.overlap(draft_words, extractive.words(cand["title"])) < 0.8:
            continue
        subjects = (draft.get("metadata") or {}).get("subject"), (cand.get("metadata") or {}).get("subject")
        if all(subjects) and subjects[0] != subjects[1]:
            continue
        return "update", cand["id"], dict(draft)
    return "create", None, dict(draft)


def _chain_target(event: dict, draft: dict, found: list[dict]) -> dict | None:
    """The memory of the same session this draft continues, error → fix → passing run: an edit
    after a failing command joins that failure (which becomes the bugfix), a later edit or the
    command passing (or failing again) joins the bugfix."""
    chain = (draft.get("metadata") or {}).get("chain") or {}
    if not chain or not event.get("session_id"):
        return None
    same = [c for c in found if c.get("session_id") == event.get("session_id")]
    for cand in sorted(same, key=lambda c: -c["id"]):
        theirs = (cand.get("metadata") or {}).get("chain") or {}
        if chain.get("failing") and not theirs and _runs_one_of(chain["failing"], cand.get("files_modified") or []):
            return cand  # the script it had just written fails: the reproduction, where the fix will join
        if chain.get("fixes") and chain["fixes"] in (theirs.get("failing"), theirs.get("fixes")):
            return cand
        if chain.get("passes") and theirs.get("fixes") == chain["passes"]:
            return cand
        if chain.get("failing") and theirs.get("fixes") == chain["failing"]:
            return cand
    return None


def _runs_one_of(command: str, paths: list[str]) -> bool:
    """The command names one of these files (`python repro.py`, `node scripts/check.js`)."""
    words = {w.strip("'\"./") for w in command.split()}
    return any(path.strip("./") in words or path.rsplit("/", 1)[-1] in words for path in paths)


def decide_model(model: dict, draft: dict, found: list[dict], event: dict | None = None) -> tuple[str, int | None, dict]:
    """The model's decision, made safe: an update must target a candidate, else it is a create;
    an event that continues an error → fix → pass chain (see _chain_target) joins its memory
    whatever the model answered, with the model's text."""
    fields = {
        "type": model["type"],
        "title": model["title"].strip() or draft["title"],
        "narrative": model["narrative"].strip() or draft["narrative"],
        "facts": _unique([*model["facts"], *draft["facts"]])[:MAX_FACTS],
        "concepts": _unique([*model["concepts"], *draft["concepts"]])[:8],
        "files_read": draft["files_read"],
        "files_modified": draft["files_modified"],
        "importance": max(0.0, min(1.0, model["importance"] / 5)),
        "confidence": LLM_CONFIDENCE,
        "is_global": draft.get("is_global", False),
        "metadata": dict(draft.get("metadata") or {}),
    }
    ids = {c["id"] for c in found}
    target = model.get("target_id") or None
    chained = _chain_target(event, draft, found) if event is not None else None
    if chained is not None:
        return "update", chained["id"], dict(fields, promote=True)
    if model["action"] == "skip":
        return "skip", target if target in ids else None, {}
    if model["action"] == "update" and target in ids:
        return "update", target, fields
    return "create", None, fields


def _unique(items: Iterable[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        item = (item or "").strip()
        if item and item not in out:
            out.append(item)
    return out


def _merge_into(conn, target: int, fields: dict, event_id: int) -> dict | None:
    """Merge a draft into an existing observation (locked first, so concurrent merges do not lose
    each other's facts). None when the draft adds nothing."""
    current = conn.execute("SELECT * FROM observations WHERE id = %s AND deleted_at IS NULL FOR UPDATE",
                           (target,)).fetchone()
    if current is None:
        raise _Retry(f"observation {target} disappeared")
    new_facts = [f for f in fields.get("facts", []) if f not in current["facts"]]
    new_read = [f for f in fields.get("files_read", []) if f not in current["files_read"]]
    new_modified = [f for f in fields.get("files_modified", []) if f not in current["files_modified"]]
    model_wrote = fields.get("method", EXTRACTIVE) != EXTRACTIVE
    if not (new_facts or new_read or new_modified or model_wrote):
        return None
    files_modified = [*current["files_modified"], *new_modified]
    metadata = {**(current.get("metadata") or {}), **{k: v for k, v in (fields.get("metadata") or {}).items()
                                                      if k in ("fallback_from", "llm_error")}}
    type_ = fields.get("type", current["type"]) if model_wrote else current["type"]
    chain = {**(metadata.get("chain") or {}), **((fields.get("metadata") or {}).get("chain") or {})}
    if fields.get("promote") and chain:
        metadata["chain"] = chain
        if fields.get("files_modified") and files_modified:  # error → fix: one bugfix memory from here on
            type_ = "bugfix"
    if model_wrote:
        title, narrative = fields["title"], fields["narrative"]
    else:
        title = current["title"]
        if fields.get("promote") and chain and fields.get("files_modified") and (new_modified or type_ != current["type"]):
            title = extractive.bugfix_title(files_modified, chain)
        elif new_modified and (current.get("metadata") or {}).get("event_type") == "tool":
            title = extractive.edit_title(current["type"], files_modified,
                                          (current.get("metadata") or {}).get("request") or "")
        narrative = current["narrative"]
        if fields["narrative"] and fields["narrative"] not in narrative:
            narrative = f"{narrative}\n{fields['narrative']}".strip()[-MAX_NARRATIVE:]
    facts = [*current["facts"], *new_facts]
    if len(facts) > MAX_FACTS:  # keep how it started (the error) and how it ended (the fix, the pass)
        facts = facts[: MAX_FACTS // 2] + facts[-(MAX_FACTS - MAX_FACTS // 2):]
    merged = {
        "project": current["project"], "type": type_,
        "title": title, "narrative": narrative,
        "facts": facts,
        "concepts": _unique([*current["concepts"], *fields.get("concepts", [])])[:8],
        "files_read": [*current["files_read"], *new_read][-20:],
        "files_modified": files_modified[-20:],
        "importance": max(float(current["importance"]), float(fields.get("importance") or 0)),
        "metadata": metadata,
    }
    clean = observations.normalise(merged, default_project=current["project"], method=fields.get("method", EXTRACTIVE))
    changes = {key: clean[key] for key in ("type", "title", "narrative", "facts", "concepts", "files_read",
                                           "files_modified", "importance", "metadata")}
    observations.add_source(conn, target, event_id)  # provenance only (not content: no new version)
    return observations.update(conn, target, changes, reason=f"compress: event {event_id}")


class _Retry(MemtoolError):
    """A candidate changed under us; the event goes back to the queue."""


# -- asking a model -------------------------------------------------------------------------------

SYSTEM = ("You distil one event from an AI coding agent's session into a durable memory for later sessions, as one "
          "JSON object. Keep knowledge, not a changelog: how to build, test, lint and run the project (the exact "
          "command that worked, with its directory); what changed and why (files, functions, the fix's key line, "
          "the error it fixed); decisions, conventions and preferences the user or the agent stated; gotchas "
          "(errors that cost attempts, and what finally worked). Copy commands, paths, names, error strings and "
          "key output lines verbatim, never paraphrased. Bookkeeping (todo lists, task trackers, git add, plain "
          "listings, progress chatter) is not a memory: answer \"skip\". A commit is worth only its message's "
          "first line. Use only names that appear in the event.")


def observation_schema(candidate_ids: list[int]) -> dict:
    """The JSON schema the model's answer must match (importance is 1..5)."""
    return {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": ["create", "update", "skip"] if candidate_ids else ["create", "skip"]},
            "target_id": {"type": "integer", "enum": [0, *candidate_ids]},
            "type": {"type": "string", "enum": list(records.OBSERVATION_TYPES)},
            "title": {"type": "string", "minLength": 8, "maxLength": 120},
            "narrative": {"type": "string", "maxLength": 400},
            "facts": {"type": "array", "items": {"type": "string", "minLength": 4, "maxLength": 200}, "maxItems": 4},
            "concepts": {"type": "array", "items": {"type": "string", "minLength": 2, "maxLength": 24},
                         "maxItems": 3},
            "importance": {"type": "integer", "enum": [1, 2, 3, 4, 5]},
        },
        "required": ["action", "target_id", "type", "title", "narrative", "facts", "concepts", "importance"],
        "additionalProperties": False,
    }


def _clip(text, limit: int) -> str:
    text = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[:limit] + " …"


def event_text(event: dict, limit: int = 2400) -> str:
    """The event as a model reads it (clipped; scrubbed later by llm.generate)."""
    payload = event.get("payload") or {}
    lines = [f"event: {event.get('event_type')}" + (f", tool {event['tool_name']}" if event.get("tool_name") else "")]
    if event.get("event_type") == "tool":
        lines.append("input: " + _clip(payload.get("tool_input") or {}, limit // 2))
        if payload.get("exit_code") is not None:
            lines.append(f"exit code: {payload['exit_code']}")
        if payload.get("is_error"):
            lines.append("result: error")
        output = payload.get("tool_output") or ""
        key = keylines.output_lines(output, limit=4)
        if key:
            lines.append("key output lines: " + " || ".join(key))
        if output:
            tail = output[-(limit // 4):]
            lines.append("output: " + ("… " if len(output) > len(tail) else "") + tail)
    else:
        lines.append(_clip(payload.get("prompt") or payload.get("text") or "", limit))
    return "\n".join(lines)[:limit]


def model_prompt(event: dict, context: dict, draft: dict, found: list[dict]) -> str:
    lines = ["Memory types: " + "; ".join(f"{k} = {v}" for k, v in records.OBSERVATION_TYPES.items()) + "."]
    if found:
        lines.append("Existing memories. If the event adds to one, answer action \"update\" with its target_id and "
                     "write the merged memory; if one already says it all, answer \"skip\"; otherwise \"create\" "
                     "with target_id 0:")
        for cand in found[:8]:
            lines.append(f"  [{cand['id']}] ({cand['type']}) {_clip(cand['title'], 100)} — "
                         f"{_clip(cand['narrative'], 140)}")
    else:
        lines.append("No existing memory is related: answer action \"create\" (or \"skip\" if there is nothing "
                     "worth remembering) with target_id 0.")
    if context.get("request"):
        lines.append("The user's request in this session: " + _clip(context["request"], 300))
    if context.get("failed_commands"):
        lines.append("Failing before this event: " + "; ".join(f"`{_clip(c, 160)}`" for c in context["failed_commands"][-2:]))
    lines.append(event_text(event))
    lines.append(f"Draft by simple rules: type {draft['type']}; title {draft['title']}")
    if draft.get("facts"):
        lines.append("Key lines, verbatim (kept whatever you write; add facts they miss): "
                     + " || ".join(_clip(f, 200) for f in draft["facts"][:8]))
    lines.append("Importance: 1 trivial … 5 essential.")
    lines.append("Memory JSON:")
    return "\n".join(lines)


def ask_model(backend, event: dict, context: dict, draft: dict, found: list[dict]) -> dict:
    """The model's answer for one event (validated), or llm.LLMError after one retry."""
    from memtool import llm

    schema = observation_schema([c["id"] for c in found[:8]])
    return llm.generate(backend, SYSTEM, model_prompt(event, context, draft, found), schema)


def read_event_records(lines: Iterable[str], ignore_errors: bool = False) -> Iterator[dict]:
    """Parse JSONL input for compress: records, or error records with --ignore-errors."""
    for number, item in records.read_jsonl(lines):
        if isinstance(item, Exception):
            if not ignore_errors:
                raise item
            yield {"kind": "error", "line": number, "error": str(item)}
            continue
        yield item



# -- session digests ------------------------------------------------------------------------------

_SESSION_OPEN = """SELECT 1 FROM event_queue q JOIN events e ON e.id = q.event_id
                    WHERE e.session_id = %s AND q.status IN ('pending', 'claimed') LIMIT 1"""
_SESSION_EVENTS = """SELECT id, session_id, project, source, event_type, tool_name, cwd, payload
                       FROM events WHERE session_id = %s ORDER BY id"""
_SESSION_DIGEST = """SELECT id FROM observations
                      WHERE session_id = %s AND project = %s AND metadata->>'digest' = 'session'
                        AND deleted_at IS NULL
                      ORDER BY id LIMIT 1"""
_DIGEST_FIELDS = ("type", "title", "narrative", "facts", "concepts", "files_read", "files_modified", "importance")


def write_digest(conn, session: str) -> dict | None:
    """Create or update the digest observation of one session (in the caller's transaction).
    Nothing happens while the session still has events waiting in the queue, or when the
    digest would not change. Returns the observation record written, or None."""
    conn.execute("SELECT pg_advisory_xact_lock(hashtext('memtool.digest:' || %s))", (session,))
    if conn.execute(_SESSION_OPEN, (session,)).fetchone():
        return None
    events = [dict(row) for row in conn.execute(_SESSION_EVENTS, (session,)).fetchall()]
    if not events:
        return None
    draft = digest.digest(events)
    if draft is None:
        return None
    project = events[-1]["project"]
    draft.update(project=project, session_id=session, source_event_ids=[e["id"] for e in events])
    obs = observations.normalise(draft, default_project=project, method=EXTRACTIVE)
    row = conn.execute(_SESSION_DIGEST, (session, project)).fetchone()
    if row is None:
        stored = observations.store(conn, obs)
        return observations.fetch(conn, [stored["id"]])[0] if stored["action"] == "created" else None
    current = observations.fetch(conn, [row["id"]])[0]
    changes = {key: obs[key] for key in _DIGEST_FIELDS if current.get(key) != obs[key]}
    if not changes:
        return None
    # Provenance only (not content): every event of the session the digest now covers.
    observations.set_sources(conn, row["id"], obs["source_event_ids"])
    return observations.update(conn, row["id"], changes, reason=f"compress: digest of session {session}")
