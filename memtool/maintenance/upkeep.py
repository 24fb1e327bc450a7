"""`memtool maintain` (from the timer, cron or a person): the whole upkeep chain in one run, safe
to start every few minutes. (The short end-of-turn run agent hooks start is maintain.py.)

Steps, in order (each commits as it goes, so a run cut short keeps its progress and the next
one continues from there):

    spool       store the events hooks spooled while the database was away
    compress    distil every pending event into observations (the configured backend)
    embed       vectors for observations that have none, or whose text changed
    summarize   summaries of the sessions that gained events, then their day rollups
    scrub       `memtool scrub --if-rules-changed` (the maintained engine layer included, as
                there): redact everything stored again when the
                redaction rules changed, else the rows added since ("unavailable" in a version
                without `memtool scrub`); observations it changed are embedded again (before
                dedup and the knowledge files, so that both see the redacted text)
    dedup       merge near-duplicates among observations with vectors written since the last
                run (and their neighbours), at the strict threshold only (never below 0.92,
                whatever MEMTOOL_DEDUP_THRESHOLD says); kept observations are re-embedded
    consolidate fold recorded recalls, demote superseded memories and those beyond each
                project's budget, restore those whose reason went away (consolidate.py);
                incremental: supersession looks at vectors written since the last run
    citations   record the citations of memories stored before they were recorded (once), check
                every cited memory against its checkout, retire those broken in
                MEMTOOL_CITATION_RETIRE_RUNS runs in a row, restore those that hold again
                (citecheck.py)
    quota       per project over MEMTOOL_EVENT_BYTES_QUOTA: compact the oldest summarised event
                payloads into their rollups until it is under (quota.py); a project over
                MEMTOOL_OBSERVATION_QUOTA is reported, nothing removed
    knowledge   rewrite the knowledge file of each project in MEMTOOL_KNOWLEDGE_DIR, only when
                its content changed (skipped when not configured; a project whose memories
                and file did not change since the last run is not even rendered)
    backup      when MEMTOOL_BACKUP_KEEP is set: a backup if the newest is older than
                MEMTOOL_BACKUP_INTERVAL (default 1d), then keep the newest N

One run at a time per database: a run holds a PostgreSQL advisory lock for its whole length
(released by the server if the process dies); a second run finds it taken and stops at once,
successfully, with a `busy` record. A step that fails is reported and the next step still runs.
Every step is idempotent: a second run right after the first changes nothing.

Records (one per step, then one for the run):

    kind "maintain", step, status (ok | skipped | unavailable | error | busy), changed (rows or
    files the step wrote), detail (text), seconds, and the step's own counts
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import time
from pathlib import Path
from typing import Callable, Iterator

from memtool.keep import backup, knowledge, quota
from memtool.distil import compress, digest, llm, rollups, summarize
from memtool import config
from memtool.maintenance import citecheck, consolidate, dedup, rescrub
from memtool.store import db, observations_read, queue, schema
from memtool.store import upkeep as stored_state
from memtool.retrieve import embed
from memtool.capture import ingest
from memtool.store.db import Conn
from memtool.errors import MemtoolError

_LOCK_KEY = 0x6D656D6D61696E  # "memmain"
STEPS = ("spool", "compress", "embed", "summarize", "scrub", "dedup", "consolidate", "citations", "quota",
         "knowledge", "backup")
# Vectors written shortly before the previous run's mark may have committed after it: look again.
DEDUP_OVERLAP = dt.timedelta(minutes=2)


@dataclasses.dataclass
class Settings:
    llm: str | None = None  # compress / summarize backend spec (None: MEMTOOL_LLM or auto)
    knowledge_dir: Path | None = None
    backup_keep: int | None = None
    backup_interval: float = 86400.0
    backup_dir: Path | None = None

    @classmethod
    def from_env(cls, **overrides) -> "Settings":
        keep = config.env("MEMTOOL_BACKUP_KEEP")
        knowledge = config.env("MEMTOOL_KNOWLEDGE_DIR")
        backup_dir = config.env("MEMTOOL_BACKUP_DIR")
        settings = cls(llm=config.env("MEMTOOL_LLM"),
                       knowledge_dir=Path(knowledge).expanduser() if knowledge else None,
                       backup_keep=int(keep) if keep and keep.isdigit() and int(keep) > 0 else None,
                       backup_interval=_days_or_duration(config.env("MEMTOOL_BACKUP_INTERVAL", "1d")),
                       backup_dir=Path(backup_dir).expanduser() if backup_dir else None)
        return dataclasses.replace(settings, **overrides)


def _days_or_duration(value: str) -> float:
    text = value.strip()
    if text.endswith("d") and text[:-1].replace(".", "", 1).isdigit():
        return float(text[:-1]) * 86400
    return queue.parse_duration(text)


def _state(conn: Conn, key: str):
    return stored_state.get_state(conn, key)


def _set_state(conn: Conn, key: str, value) -> None:
    stored_state.set_state(conn, key, value)


# -- the steps: each returns (changed, details) ----------------------------------------------


def _spool(conn: Conn, settings: Settings) -> tuple[int, dict]:
    stored = ingest.replay(conn)
    conn.commit()
    return stored, {"events": stored}


def _compress(conn: Conn, settings: Settings) -> tuple[int, dict]:
    # A run killed half-way (this one's predecessor) left claims: take them back now rather
    # than after the visibility timeout.
    released = queue.release_orphans(conn)
    mark = _state(conn, "compress_finished_through")
    if mark is None:  # the first run: what was compressed before is not this run's business
        mark = _finished_through(conn)
        _set_state(conn, "compress_finished_through", mark)
    conn.commit()
    # Session digests are written at the end of the compress run that touched the session: a
    # run killed before that point (or another worker) left sessions whose events are done but
    # whose digest is not. Bring those up to date first (unchanged ones write nothing).
    caught_up = 0
    for session_id in queue.finished_sessions(conn, mark):
        with conn.transaction():
            caught_up += bool(digest.write_digest(conn, session_id))
    conn.commit()
    stats = compress.Stats()
    for _ in compress.compress(conn, pending=True, backend=llm.resolve(settings.llm),
                               stats=stats):
        pass
    _set_state(conn, "compress_finished_through", _finished_through(conn))
    conn.commit()
    details = {k: getattr(stats, k) for k in ("events", "created", "updated", "skipped", "fallbacks", "dead",
                                                 "digests")}
    details.update(released_claims=released, digests_caught_up=caught_up)
    return stats.created + stats.updated + stats.digests + caught_up, details


def _finished_through(conn: Conn) -> int:
    return queue.finished_through(conn)


def _embed(conn: Conn, settings: Settings) -> tuple[int, dict]:
    count = sum(1 for _ in embed.embed_missing(conn))
    return count, {"embedded": count}


def _summarize(conn: Conn, settings: Settings) -> tuple[int, dict]:
    stats, days = summarize.Stats(), rollups.Stats()
    for _ in summarize.summarize(conn, pending=True, backend=llm.resolve(settings.llm), stats=stats,
                                 rollup_stats=days):
        pass
    conn.commit()
    return stats.written + days.written, {"sessions": stats.sessions, "written": stats.written,
                                          "unchanged": stats.unchanged, "day_rollups": days.written}


def _dedup(conn: Conn, settings: Settings) -> tuple[int, dict]:
    configured = config.env("MEMTOOL_DEDUP_THRESHOLD")
    try:
        threshold = max(dedup.DEFAULT_THRESHOLD, float(configured)) if configured else dedup.DEFAULT_THRESHOLD
    except ValueError:
        threshold = dedup.DEFAULT_THRESHOLD
    started = schema.now(conn)
    conn.commit()
    mark = _state(conn, "dedup_since")
    since = dt.datetime.fromisoformat(mark) - DEDUP_OVERLAP if mark else None
    merges = list(dedup.dedup(conn, threshold=threshold, since=since))
    kept = [{"kind": "observation", "id": m["kept"]} for m in merges]
    reembedded = sum(1 for _ in embed.embed_records(conn, kept)) if kept else 0
    _set_state(conn, "dedup_since", started.isoformat())
    conn.commit()
    merged = sum(len(m["merged"]) for m in merges)
    return merged, {"threshold": threshold, "groups": len(merges), "merged": merged,
                    "merge_ids": [m["merge_id"] for m in merges], "reembedded": reembedded}


def _consolidate(conn: Conn, settings: Settings) -> tuple[int, dict]:
    started = schema.now(conn)
    conn.commit()
    mark = _state(conn, "consolidate_since")
    since = dt.datetime.fromisoformat(mark) - DEDUP_OVERLAP if mark else None
    summary = consolidate.consolidate(conn, since=since)[-1]
    _set_state(conn, "consolidate_since", started.isoformat())
    conn.commit()
    return summary["changed"], {k: v for k, v in summary.items() if k not in ("kind", "changed", "dry_run")}


def _citations(conn: Conn, settings: Settings) -> tuple[int, dict]:
    # Memories stored before schema 15 have no citations: record them once, as the code is now.
    todo = _state(conn, "citations_backfill") or {"after": 0, "through": observations_read.max_id(conn)}
    recorded = 0
    while todo["after"] < todo["through"]:
        count, todo["after"] = citecheck.backfill(conn, todo["through"], todo["after"])
        recorded += count
        _set_state(conn, "citations_backfill", todo)
        conn.commit()
    _set_state(conn, "citations_backfill", todo)
    summary = citecheck.recheck(conn)
    conn.commit()
    return recorded + summary["retired"] + summary["restored"], {"recorded": recorded, **summary}


def _quota(conn: Conn, settings: Settings) -> tuple[int, dict]:
    records = list(quota.enforce(conn))
    conn.commit()
    summary = records[-1]
    return summary["events_compacted"], {
        "events_compacted": summary["events_compacted"], "bytes_freed": summary["bytes_freed"],
        "projects_over_events": summary["projects_over_events"],
        "projects_over_observations": summary["projects_over_observations"], "still_over": summary["still_over"],
        "compacted": [{k: r[k] for k in ("project", "events", "bytes_before", "bytes_after")} for r in records[:-1]]}


def _knowledge(conn: Conn, settings: Settings) -> tuple[int, dict] | str:
    if settings.knowledge_dir is None:
        return "not configured (set MEMTOOL_KNOWLEDGE_DIR to keep a knowledge file per project)"
    written, unchanged = [], 0
    fingerprints = knowledge.inputs_fingerprints(conn)
    for project in knowledge.projects(conn):
        path = settings.knowledge_dir / knowledge.file_name(project)
        # Rendering a big project takes a while: skip it when neither its memories nor the file
        # (as this step left it) changed since the last run.
        inputs = fingerprints.get(project, "")
        key = f"knowledge:{path}"
        if _state(conn, key) == {"inputs": inputs, "file": _file_stamp(path)}:
            unchanged += 1
            continue
        if knowledge.write(conn, project, path)["written"]:
            written.append(str(path))
        _set_state(conn, key, {"inputs": inputs, "file": _file_stamp(path)})
        conn.commit()
    return len(written), {"written": written, "unchanged": unchanged}


def _file_stamp(path: Path) -> list | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return [stat.st_size, stat.st_mtime_ns]


def _scrub(conn: Conn, settings: Settings) -> tuple[int, dict] | str:
    from memtool.privacy import engines

    # What `memtool scrub` runs: the maintained engine layer too (its start-up is paid once per
    # run here, not per hook), so what capture stored with memtool's own rules gets its pass.
    engines.enable()
    summary: dict = {}
    for record in rescrub.scrub(conn, only_if_rules_changed=True):
        if record.get("kind") == "scrub":
            summary = record
    conn.commit()
    # Observations whose text changed lost their vectors: embed them again now, so the next run
    # finds nothing to do.
    reembedded = sum(1 for _ in embed.embed_missing(conn)) if summary.get("vectors_dropped") else 0
    return int(summary.get("rows_changed", 0)), {
        "mode": summary.get("mode"), "fingerprint": summary.get("fingerprint"),
        "rows_scanned": summary.get("rows_scanned", 0), "redactions": summary.get("redactions", 0),
        "reembedded": reembedded}


def _backup(conn: Conn, settings: Settings) -> tuple[int, dict] | str:
    if settings.backup_keep is None:
        return "not configured (set MEMTOOL_BACKUP_KEEP=N for a backup every MEMTOOL_BACKUP_INTERVAL, keeping N)"

    directory = settings.backup_dir or backup.default_dir()
    newest = backup.newest_backup_time(directory, conn.info.dbname)
    now = dt.datetime.now(dt.timezone.utc)
    if newest is not None and (now - newest).total_seconds() < settings.backup_interval:
        rotated = backup.rotate(directory, conn.info.dbname, settings.backup_keep)
        return len(rotated), {"path": None, "newest": newest.isoformat(), "rotated": [str(p) for p in rotated]}
    made = backup.backup(conn, directory, keep=settings.backup_keep)
    return 1 + len(made["rotated"]), {"path": made["path"], "bytes": made["bytes"], "rotated": made["rotated"]}


_RUNNERS: dict[str, Callable] = {"spool": _spool, "compress": _compress, "embed": _embed, "summarize": _summarize,
                                 "dedup": _dedup, "consolidate": _consolidate, "citations": _citations,
                                 "quota": _quota, "knowledge": _knowledge,
                                 "scrub": _scrub, "backup": _backup}


# -- the run ------------------------------------------------------------------------------------


def try_lock(conn: Conn) -> bool:
    got = schema.try_advisory_lock(conn, _LOCK_KEY)
    conn.commit()
    return bool(got)


def unlock(conn: Conn) -> None:
    schema.advisory_unlock(conn, _LOCK_KEY)
    conn.commit()


def maintain(conn: Conn, settings: Settings | None = None, steps: tuple[str, ...] = STEPS,
             on_step: Callable[[str], None] | None = None) -> Iterator[dict]:
    """Run the chain on `conn`; yield one record per step and a final `run` record."""
    settings = settings or Settings.from_env()
    start = time.monotonic()
    if not try_lock(conn):
        yield {"kind": "maintain", "step": "run", "status": "busy", "changed": 0,
               "detail": "another memtool maintain is running on this database", "seconds": 0.0}
        return
    failed = changed_total = 0
    try:
        for step in steps:
            if on_step:
                on_step(step)
            began = time.monotonic()
            record: dict = {"kind": "maintain", "step": step}
            try:
                # A step is a batch stage: it commits per batch itself; what is left ends with it.
                with db.translate_errors(), db.transaction(conn):
                    outcome = _RUNNERS[step](conn, settings)
            except Exception as exc:  # noqa: BLE001 - one failing step must not stop the others
                if conn.closed:
                    raise
                conn.rollback()
                failed += 1
                detail = str(exc) if isinstance(exc, MemtoolError) else f"{type(exc).__name__}: {exc}"
                record.update(status="error", changed=0, detail=detail)
            else:
                if isinstance(outcome, str):
                    status, _, detail = outcome.partition(": ") if outcome.startswith(("unavailable", "skipped")) \
                        else ("skipped", "", outcome)
                    record.update(status=status, changed=0, detail=detail)
                else:
                    changed, details = outcome
                    changed_total += changed
                    record.update(status="ok", changed=changed, detail="", **details)
            record["seconds"] = round(time.monotonic() - began, 3)
            yield record
    finally:
        if not conn.closed:
            conn.rollback()
            unlock(conn)
    yield {"kind": "maintain", "step": "run", "status": "error" if failed else "ok", "changed": changed_total,
           "detail": f"{failed} step(s) failed" if failed else "", "seconds": round(time.monotonic() - start, 3)}
