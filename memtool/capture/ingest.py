"""Capture: hook payloads in, append-only events out — redacted, deduplicated, never lost.

Accepted input, one JSON object per line (autodetected; `source` forces one):

* OpenCode plugin payloads `{"hook", "input", "output", "t"?, "directory"?}` — `chat.message`
  (prompt), `tool.execute.after` (built-in `{title, output, metadata}` and raw MCP
  `CallToolResult` shapes), `experimental.text.complete` (assistant text),
  `experimental.session.compacting`, and `event` with bus events `session.created`,
  `session.idle`, `session.compacted`, `session.deleted`, `message.part.updated` (completed tool
  parts). Bus events also arrive bare (`{"id","type","properties"}`), as `data: {...}` lines of
  the `/event` SSE stream, or as `opencode run --format json` lines (`tool_use`, `text`).
* Claude Code hook JSON `{"hook_event_name", "session_id", "cwd", ...}` — SessionStart,
  UserPromptSubmit, PostToolUse, Stop, SubagentStop, PreCompact, SessionEnd.
* memtool event records `{"kind": "event", "event_type", "payload", ...}` (e.g. from export).

Anything else with a `kind` passes through to stdout unchanged; hook chatter memory has no use
for (streaming deltas, `plugin.added`, `tool.definition`, PreToolUse, …) is ignored.

Event record written to the database and to stdout:

    kind "event", id, event_key (idempotency key: the tool call id / bus event id / message id,
    else a content hash), session_id, project, source (opencode | claude-code | memtool),
    event_type (session_start | prompt | tool | assistant | session_end | compaction | note),
    tool_name, cwd, payload{hook, prompt | tool_input, tool_output, title, exit_code, is_error |
    text, ...}, flags[] ("redacted", "truncated"), content_hash, occurred_at, ingested_at

Before anything touches disk every string is scrubbed (`<private>` blocks, memtool's own
`<persistent-memory>` blocks, secrets) and strings over 64 KiB are cut with a visible marker
(flag "truncated").

Every line stands alone (records.read_jsonl): it is decoded and normalised on its own (NUL,
lone surrogates, NaN, huge numbers, deep nesting; see records.loads), and a line that still
cannot be an event — malformed, an identifier that is an object or longer than 4,096
characters, a memtool record with an unreadable time, OpenCode `parts`/`event` that are
neither JSON nor JSON text, a field of the wrong type deep in a known shape — is an InputError
naming its line; its neighbours are stored. A hook's unreadable time (`t`, `timestamp`)
becomes the ingest time. When the database refuses the data of a batch, its rows are stored
one by one and only the refused ones are reported.

Once read, nothing is lost: when the database is unreachable within the connect timeout, when a
lock is held longer than MEMTOOL_LOCK_TIMEOUT, or on any other failure on the way to it, the
rows go to the spool (see spool.py), which the next ingest drains.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from memtool import config, privacy, records, switches
from memtool.store import db, events, queue
from memtool.capture import payloads, spool
from memtool import project as projects
from memtool.store.db import Conn
from memtool.errors import DatabaseError, InputError, MemtoolError

MAX_FIELD_BYTES = 64 * 1024
SOURCES = ("auto", "opencode", "claude-code", "memtool")
BATCH = 500
STATEMENT_BUDGET = 6  # a statement may run this many lock timeouts (30 s by default) before ingest spools


# -- normalising payloads -----------------------------------------------------------------------


def _truncate(value: Any, flags: set[str]) -> Any:
    # runs before redaction (bounded cost); privacy.clip never keeps half a token
    if isinstance(value, str):
        kept, dropped = privacy.clip(value, MAX_FIELD_BYTES)
        if dropped:
            flags.add("truncated")
            return f"{kept}\n…[memtool: truncated {dropped} bytes]"
        return value
    if isinstance(value, dict):
        return {k: _truncate(v, flags) for k, v in value.items()}
    if isinstance(value, list):
        return [_truncate(v, flags) for v in value]
    return value


def process_cwd() -> str | None:
    """This process's working directory (None when it was deleted under the hook)."""
    try:
        return os.getcwd()
    except OSError:
        return None


_ASK = object()


def normalise(rec: dict, source: str = "auto", cwd: Any = _ASK) -> list[dict]:
    """Turn one input record into zero or more scrubbed event rows (not yet stored). ``cwd``
    is the capturing process's working directory (`process_cwd()`, asked when not given).

    Raises InputError for a record that is none of the accepted shapes."""
    kind = payloads.detect(rec) if source == "auto" else source
    try:
        rows = payloads.rows_of(rec, kind)
    except (AttributeError, TypeError, KeyError, ValueError) as exc:
        # A field of an unexpected type deep in a known shape: this line is bad, not the run.
        raise InputError(f"unexpected {kind} record shape ({type(exc).__name__}: {str(exc)[:120]})",
                         "fix the producer; other lines are not affected") from None
    here = process_cwd() if cwd is _ASK else cwd
    for row in rows:
        flags = set(row.get("flags") or [])
        row["payload"] = _truncate(row["payload"], flags)
        if privacy.scrub_event(row):  # every string: keys, ids, cwd, tool name too
            flags.add("redacted")
        row["flags"] = sorted(flags)
        row["process_cwd"] = here
        row["content_hash"] = records.sha256(records.canonical_json(
            [row["event_type"], row["tool_name"], row["session_id"], row["payload"]]))
        if not row["event_key"]:
            basis = [row["source"], row["session_id"], row["content_hash"]]
            if row["event_type"] != "prompt" and row["source"] != "memtool":
                basis.append(records.iso(row["occurred_at"]))
            row["event_key"] = f"{row['source']}:hash:{records.sha256(records.canonical_json(basis))[:32]}"
        row["occurred_at"] = records.iso(row["occurred_at"])
        if row.get("ingested_at"):
            row["ingested_at"] = records.iso(row["ingested_at"])
    return rows


def _switches_of(directory: str) -> tuple[bool, switches.Switches | None]:
    """(the directory is excluded by MEMTOOL_EXCLUDED_PROJECTS, its switches when it is not)."""
    if projects.is_excluded(directory):
        return True, None
    return False, switches.for_directory(directory)


class SwitchCache:
    """`_switches_of` for one ingest run, each directory's looked up again after `SECONDS` only:
    finding its switches walks up to the checkout root with a stat() per step (it was two fifths
    of a bulk ingest's time, the events of a run mostly sharing one directory), and an edited
    `.memtool.toml` is still seen within that time."""

    SECONDS = 1.0

    def __init__(self) -> None:
        self.seen: dict[str, tuple[float, tuple[bool, switches.Switches | None]]] = {}

    def __call__(self, directory: str) -> tuple[bool, switches.Switches | None]:
        now = time.monotonic()
        known = self.seen.get(directory)
        if known is None or now - known[0] > self.SECONDS:
            if len(self.seen) > 1024:
                self.seen.clear()
            known = self.seen[directory] = (now, _switches_of(directory))
        return known[1]


def skip_excluded(row: dict, report: "IngestReport | None" = None,
                  switches_of: Callable[[str], tuple[bool, switches.Switches | None]] = _switches_of) -> bool:
    """Not to be stored: the directory is excluded (MEMTOOL_EXCLUDED_PROJECTS), or its
    `.memtool.toml` turns capture off or excludes the event's tool or one of its paths
    (switches.py). A file that cannot be used is named in report.problems and ignored.
    ``switches_of``: how the directory's are found (a run's `SwitchCache`)."""
    directory = row.get("cwd") or row.get("process_cwd")
    if not directory:
        return False
    excluded, here = switches_of(str(directory))
    if excluded or here is None:
        return True
    if here.problem and report is not None:
        report.problems.add(here.problem)
    if not here.capture:
        return True
    if not (here.exclude_tools or here.exclude_paths):
        return False
    return here.excludes(row.get("tool_name"), switches.event_paths(row.get("payload")))


# -- storing -----------------------------------------------------------------------------------

#: what storing a batch gives: the stored event records, and (index in the batch, error) per row
#: the database refused
StoreOutcome = tuple[list[dict], list[tuple[int, DatabaseError]]]


def store(conn: Conn, rows: list[dict]) -> list[dict]:
    """Store a batch of normalised rows in one transaction; return the newly stored event
    records (rows whose event_key already existed are left out). Each new event is queued for
    compress and counted in its session, in the events' transaction; its passages (the event
    tier of search) are written later, by compress or a search's catch-up (memtool.store.passages)."""
    with conn.transaction():
        events.assign_projects(conn, rows)
        stored = events.insert(conn, rows)
        if stored:
            queue.add_new(conn, [r["id"] for r in stored])
            events.touch_sessions(conn, stored)
    return [records.event_record(r) for r in stored]


def store_batch(conn: Conn, rows: list[dict]) -> StoreOutcome:
    """Store rows in one transaction; when the database refuses the batch's data, store them one
    transaction each to find the rows it refuses. Returns the stored event records and
    (index in rows, error) per refused row. A lost connection raises DatabaseUnavailable, a
    database that takes no data (read-only, disk full, privileges) DatabaseError."""
    try:
        with db.translate_errors():
            return store(conn, rows), []
    except DatabaseError as exc:
        if not exc.refuses_the_data():
            raise
    stored: list[dict] = []
    refused: list[tuple[int, DatabaseError]] = []
    for index, row in enumerate(rows):
        try:
            with db.translate_errors():
                stored.extend(store(conn, [row]))
        except DatabaseError as exc:
            if not exc.refuses_the_data():
                raise
            refused.append((index, exc))
    return stored, refused



# -- the pipeline ------------------------------------------------------------------------------


class IngestReport:
    """What an ingest run did, for the CLI's stderr summary."""

    def __init__(self) -> None:
        self.read = 0
        self.stored = 0
        self.duplicates = 0
        self.ignored = 0
        self.excluded = 0
        self.spooled = 0
        self.replayed = 0
        self.quarantined = 0
        self.errors: list[InputError] = []
        self.spool_reason: str | None = None
        self.problems: set[str] = set()  # a .memtool.toml that could not be used (ignored)


def _sse_aware(lines: Iterable[str]) -> Iterator[str]:
    """Accept the OpenCode SSE stream: `data: {...}` lines; other SSE fields are skipped."""
    for line in lines:
        stripped = line.lstrip()
        if stripped.startswith("data:"):
            yield stripped[5:]
        elif stripped.startswith(("event:", "id:", "retry:", ":")):
            yield ""
        else:
            yield line


def _reason(exc: BaseException) -> str:
    return exc.message if isinstance(exc, MemtoolError) else f"{type(exc).__name__}: {str(exc)[:200]}"


class _Run:
    """One ingest run's connection and its batch in flight.

    One batch is stored by a writer thread while the reader scrubs the next: the database and
    the redaction overlap. At most one batch is in flight; its outcome is collected (in input
    order) before the next is handed over, and always before the run ends. A run of one batch
    (a hook) stores it in the caller's thread, or hands it to the warm context server."""

    def __init__(self, report: IngestReport, connect: Callable, ignore_errors: bool, replay_spool: bool,
                 warm: Callable[[list[dict]], StoreOutcome | None] | None):
        self.report, self.connect, self.ignore_errors = report, connect, ignore_errors
        self.replay_spool, self.warm = replay_spool, warm
        self.conn: Any = None
        self.down = False
        self.future: Any = None  # the batch in flight: a Future, or a callable that stores it now
        self.rows: list[dict] = []
        self.numbers: list[int] = []
        self.writer: Any = None  # the ThreadPoolExecutor, once a second batch shows it is worth one

    def give_up(self, exc: BaseException) -> None:
        self.down = True
        self.report.spool_reason = _reason(exc)
        if self.conn is not None:
            try:
                self.conn.close()
            except Exception:
                pass  # closing a broken connection: nothing left to save
            self.conn = None

    def connection(self):
        if self.conn is None and not self.down:
            try:
                self.conn = self.connect()
                if self.replay_spool:
                    replay(self.conn, self.report)
            except Exception as exc:  # any failure here: the rows in hand go to the spool
                self.give_up(exc)
        return self.conn

    def bad(self, number: int, error: InputError) -> Iterator[dict]:
        if self.ignore_errors:
            yield {"kind": "error", "line": number, "error": str(error)}
        else:
            self.report.errors.append(error)

    def _spool(self, rows: list[dict]) -> None:
        spool.append(rows)
        self.report.spooled += len(rows)

    def collect(self) -> Iterator[dict]:
        future, rows, numbers = self.future, self.rows, self.numbers
        if future is None:
            return
        self.future, self.rows, self.numbers = None, [], []
        try:
            stored, refused = future() if callable(future) else future.result()
        except Exception as exc:  # lost, timed out, restarted: spool (replay is exactly-once)
            self.give_up(exc)
            self._spool(rows)
            return
        self.report.stored += len(stored)
        self.report.duplicates += len(rows) - len(stored) - len(refused)
        for index, refusal in refused:
            yield from self.bad(numbers[index], InputError(f"the database refused this event: {refusal.message}",
                                                           "rerun with --debug for details", line=numbers[index]))
        yield from stored

    def flush(self, rows: list[dict], numbers: list[int], last: bool = False) -> Iterator[dict]:
        if not rows:
            return
        yield from self.collect()
        if last and self.warm is not None and self.writer is None and self.conn is None:
            outcome = self.warm(rows)
            if outcome is not None:
                self.future, self.rows, self.numbers = (lambda: outcome), rows, numbers
                return
        conn = self.connection()
        if conn is None:
            self._spool(rows)
            return
        if last and self.writer is None:  # nothing to overlap with
            self.future, self.rows, self.numbers = (lambda: store_batch(conn, rows)), rows, numbers
            return
        if self.writer is None:
            import concurrent.futures  # (only bulk runs pay for the import)

            self.writer = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="memtool-ingest")
        self.future, self.rows, self.numbers = self.writer.submit(store_batch, conn, rows), rows, numbers

    def finish(self) -> Iterator[dict]:
        yield from self.collect()
        if (self.conn is None and not self.down and self.replay_spool and not self.report.errors
                and spool.waiting()):
            self.connection()  # nothing to store, but drain a waiting spool while we are here

    def close(self) -> None:
        if self.future is not None:  # stopped early: the batch in flight still lands
            for _ in self.collect():
                pass
        if self.writer is not None:
            self.writer.shutdown()
        if self.conn is not None:
            self.conn.close()


def ingest(lines: Iterable[str | bytes], *, source: str = "auto", ignore_errors: bool = False,
           report: IngestReport | None = None, connect: Callable | None = None,
           batch_size: int = BATCH, replay_spool: bool = True,
           warm: Callable[[list[dict]], StoreOutcome | None] | None = None) -> Iterator[dict]:
    """Read JSONL lines (text or bytes), store events, yield output records (stored events,
    passed-through records, and — with ignore_errors — error records). Bad lines, and events the
    database refuses, are collected in report.errors (strict mode: the caller exits 1 after
    everything good was stored). Once input is read it is never lost: whatever fails on the
    way to the database (connecting, a restarting server, a timeout) sends the rows to the spool.

    ``warm`` (a hook's path: `context_server.store_via_server`) is offered a run that fits in one
    batch — rows already normalised, so their event keys are fixed — and returns None when it
    cannot take them; then they are stored here as usual. A row stored by both is stored once."""

    report = report or IngestReport()
    # Bounded like a hook must be: behind another session's lock the rows go to the spool.
    connect = connect or (lambda: db.connect(timeout=None, lock_timeout=config.lock_timeout(),
                                             statement_timeout=STATEMENT_BUDGET * config.lock_timeout()))
    run = _Run(report, connect, ignore_errors, replay_spool, warm)
    batch: list[dict] = []
    numbers: list[int] = []
    here = process_cwd()
    switches_of = SwitchCache()
    try:
        for number, item in records.read_jsonl(_sse_aware(records.text_lines(lines))):
            report.read += 1
            if not isinstance(item, dict):
                yield from run.bad(number, item if isinstance(item, InputError) else InputError(str(item), line=number))
                continue
            if item.get("kind") not in (None, "event"):
                yield item  # not ours: pass through
                continue
            try:
                rows = normalise(item, source, here)
            except InputError as exc:
                yield from run.bad(number, InputError(exc.message, exc.hint, line=number))
                continue
            if not rows:
                report.ignored += 1
                continue
            for row in rows:
                if skip_excluded(row, report, switches_of):
                    report.excluded += 1
                else:
                    batch.append(row)
                    numbers.append(number)
            if len(batch) >= batch_size:
                yield from run.flush(batch, numbers)
                batch, numbers = [], []
        yield from run.flush(batch, numbers, last=True)
        yield from run.finish()
    finally:
        run.close()


def _drain_file(conn: Conn, path: Path) -> tuple[int, list[tuple[Path, int, str, bytes | str]]]:
    """Store one claimed spool file; return how many rows went in (or were in already) and the
    lines that cannot be stored, with the reason."""

    done = 0
    unstorable: list[tuple[Path, int, str, bytes | str]] = []
    rows: list[dict] = []
    where: list[tuple[int, bytes]] = []
    for number, row, raw in spool.read(path):
        if isinstance(row, str):
            unstorable.append((path, number, row, raw))
        else:
            rows.append(row)
            where.append((number, raw))
        if len(rows) >= BATCH:
            done += _store_spooled(conn, path, rows, where, unstorable)
            rows, where = [], []
    if rows:
        done += _store_spooled(conn, path, rows, where, unstorable)
    return done, unstorable


def _store_spooled(conn: Conn, path, rows: list[dict], where: list[tuple[int, bytes]], unstorable: list) -> int:
    _, refused = store_batch(conn, rows)  # DatabaseUnavailable: the file waits for the next drain
    for index, exc in refused:
        number, raw = where[index]
        unstorable.append((path, number, f"refused by the database: {exc.message}", raw))
    return len(rows) - len(refused)


def replay(conn: Conn, report: IngestReport | None = None, wait: bool = False) -> int:
    """Drain the spool into the database, oldest first; return how many spooled rows were
    stored or found already stored. One process drains at a time: when another holds the drain
    lock this returns 0 at once (or, with wait, waits for it). Lines that cannot be stored are
    quarantined (report.quarantined). Safe to re-run after a crash (event_key: exactly once)."""

    report = report or IngestReport()
    if not spool.waiting():
        return 0
    done = 0
    with spool.drain_lock(wait=wait) as mine:
        if not mine:
            return 0
        for path in spool.claim():
            stored, unstorable = _drain_file(conn, path)
            done += stored
            if unstorable:
                spool.quarantine(unstorable)
                report.quarantined += len(unstorable)
            path.unlink(missing_ok=True)
        spool.drained()
    report.replayed += done
    return done

