"""The background run that makes a finished turn's memory ready for the next session.

Agent hooks call `memtool ingest --maintain` at the end of a turn (OpenCode `session.idle`,
Claude Code `Stop` / `SessionEnd`). Once those events are stored, ingest starts ONE detached,
low-priority `memtool maintain --session S` (`start_background`) and exits; the agent never
waits for it. The run (`run`):

1. stores events hooks spooled while the database was away (`ingest.replay`);
2. distils every pending event into observations (`compress --pending`, the configured backend);
3. embeds observations that have no vector yet (`embed --missing`);
4. summarises the sessions that asked for it (`summarize --session`);
5. writes the session-start block each of those sessions' directories would get next
   (`write_start_blocks`, see startblock.py): with the context server cold, the next session's
   SessionStart hook prints it instead of starting `memtool context` (seconds); and records the
   precomputed blocks the hooks used in the injection log.

Deduplicated across concurrent triggers: a trigger first records its sessions in
`<state>/maintain.requests`, then tries the lock `<state>/maintain.lock` (flock, never waited
for). The holder works through the requests and, before it lets go, looks again: a request
that arrived while it was busy is served by the same process in another round, so a second
trigger exits at once and nothing is missed.

Ready for a session started right after: the ingest that triggers the run takes the distil lock
before it starts the run and hands it over (an inherited descriptor: no moment in between is
unlocked); the run keeps it through steps 1-2. `memtool context` waits for that lock, at most
MEMTOOL_CONTEXT_WAIT seconds (`wait_for_distillation`), so a session's first prompt sees the
turn that just ended; when no run is distilling it costs one flock call. Bounded: each stage stops between batches once the
deadline has passed (what was committed stays; the next run or the timer continues). The
systemd timer / cron job stays the safety net for anything a run did not reach.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator

from memtool import config

REQUESTS = "maintain.requests"
LOCK = "maintain.lock"
DISTIL_LOCK = "maintain.distil.lock"  # held while spooled and pending events are being distilled
LOG = "maintain.log"
LOG_MAX_BYTES = 1024 * 1024
DEFAULT_MAX_SECONDS = 300.0
BACKGROUND_NICE = 10  # the end-of-turn run's niceness (maintain --nice's default for it)


@dataclass
class Report:
    rounds: int = 0
    replayed: int = 0
    compressed: int = 0
    embedded: int = 0
    summarized: int = 0
    start_blocks: int = 0
    sessions: list[str] = field(default_factory=list)
    stopped_early: bool = False
    busy: bool = False  # another run holds the lock; it will serve this request

    def line(self) -> str:
        if self.busy:
            return "another run is active and will take this request"
        return (f"{self.rounds} rounds, {self.replayed} spooled events stored, {self.compressed} events distilled, "
                f"{self.embedded} observations embedded, {self.summarized} sessions summarized, "
                f"{self.start_blocks} session-start blocks written"
                + (" (stopped at the time limit; the next run continues)" if self.stopped_early else ""))


def _state() -> Path:
    directory = config.state_dir()
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    return directory


def request(sessions: Iterable[str]) -> None:
    """Record that these sessions (or, with none, just the queue) want a run."""
    line = "".join(f"{s}\n" for s in sessions if s and "\n" not in s) or "\n"
    fd = os.open(_state() / REQUESTS, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        os.write(fd, line.encode())
    finally:
        os.close(fd)


def _take_requests() -> list[str] | None:
    """The sessions requested since the last look (None: no request at all)."""
    path = _state() / REQUESTS
    claimed = path.with_name(f"{REQUESTS}.{os.getpid()}")
    try:
        os.replace(path, claimed)
    except FileNotFoundError:
        return None
    try:
        return list(dict.fromkeys(line.strip() for line in claimed.read_text().splitlines() if line.strip()))
    finally:
        claimed.unlink(missing_ok=True)


@contextlib.contextmanager
def _lock() -> Iterator[bool]:
    fd = os.open(_state() / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def hold_distillation() -> int | None:
    """Take the distil lock without waiting; return its descriptor (inheritable, to hand to the
    run), or None when a run is distilling already."""
    fd = os.open(_state() / DISTIL_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    os.set_inheritable(fd, True)
    return fd


def wait_for_distillation(timeout: float) -> bool:
    """Wait (at most timeout seconds) until no run is distilling; True when none is."""
    try:
        fd = os.open(_state() / DISTIL_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return True
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                return True
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.02)
    finally:
        os.close(fd)


def run(connect: Callable, sessions: Iterable[str] = (), max_seconds: float = DEFAULT_MAX_SECONDS,
        backend=None, embedder=None, distil_fd: int | None = None) -> Report:
    """Serve this request and every one that arrives meanwhile, unless another run holds the
    lock (then return at once with `busy`: that run serves it). `connect()` opens a connection;
    `distil_fd` is the distil lock handed over by the trigger, if it took it."""
    request(sessions)
    held = [distil_fd] if distil_fd is not None else []
    try:
        return _serve(connect, max_seconds, backend, embedder, held)
    finally:
        for fd in held:  # not consumed by a round (busy, or past the deadline)
            with contextlib.suppress(OSError):
                os.close(fd)


def _serve(connect: Callable, max_seconds: float, backend, embedder, held: list[int]) -> Report:
    report = Report()
    deadline = time.monotonic() + max_seconds
    while True:
        with _lock() as ours:
            if not ours:
                report.busy = report.rounds == 0
                return report
            while (wanted := _take_requests()) is not None:
                if time.monotonic() >= deadline:
                    request(wanted)  # not served: leave it for the next run
                    report.stopped_early = True
                    return report
                report.rounds += 1
                distil_fd = held.pop() if held else _distil_lock()
                _round(connect, wanted, deadline, report, backend, embedder, distil_fd)  # closes it
        # Looked after letting go: a request that came in between is ours to serve, unless a new
        # trigger took the lock for it already.
        if not (_state() / REQUESTS).exists():
            return report


def _distil_lock() -> int:
    fd = os.open(_state() / DISTIL_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)  # only runs take it exclusively, and only one run is active
    return fd


def _round(connect: Callable, sessions: list[str], deadline: float, report: Report, backend, embedder,
           distil_fd: int) -> None:
    # lazy: the context hook imports maintain (wait_for_distillation) and needs none of the stages
    from memtool.distil import compress, summarize
    from memtool.retrieve import embed
    from memtool.capture import ingest

    try:
        conn = connect()
    except BaseException:
        os.close(distil_fd)
        raise
    try:
        try:
            report.replayed += ingest.replay(conn)
            for _ in _until(compress.compress(conn, pending=True, backend=backend), deadline, report):
                report.compressed += 1
        finally:
            os.close(distil_fd)  # what the next session's context needs is stored: let it read
        for _ in _until(embed.embed_missing(conn, embedder=embedder), deadline, report):
            report.embedded += 1
        for session in sessions:
            if time.monotonic() >= deadline:
                report.stopped_early = True
                break
            with contextlib.suppress(Exception):  # a session without events yet: nothing to summarise
                if summarize.summarize_session(conn, session, backend=backend) is not None:
                    report.summarized += 1
                conn.commit()
            if not conn.closed:
                conn.rollback()
            if session not in report.sessions:
                report.sessions.append(session)
        with contextlib.suppress(Exception):  # a block not written: the next session takes the slow path
            report.start_blocks += write_start_blocks(conn, sessions)
        if not conn.closed:
            conn.rollback()
        with contextlib.suppress(Exception):
            record_used_blocks(conn)
    finally:
        conn.close()


def write_start_blocks(conn, sessions: list[str]) -> int:
    """Write the session-start block for each directory these sessions ran in (startblock.py);
    a directory where injection is switched off gets none (and loses an older one)."""
    from memtool import project as projects, startblock, switches
    from memtool.retrieve import citations, context
    from memtool.store import events

    written = 0
    for _, cwd in events.session_places(conn, sessions) if sessions else []:
        if not os.path.isdir(cwd):
            continue
        here = switches.for_directory(cwd)
        project = projects.resolve(cwd)
        if not here.inject:
            startblock.discard_directory(cwd)
            continue
        budget = here.budget_chars if here.budget_chars is not None else context.DEFAULT_BUDGET
        record = context.build_context(conn, project, budget_chars=budget)
        conn.rollback()  # read only (search statistics aside, which the next search refreshes)
        # A cited file edited before the next session: the hook falls back to a fresh, checked block.
        cited = citations.files(conn, [i for i in record["included_ids"] if isinstance(i, int)])
        startblock.write(cwd, project, record, budget, here.root, watched=cited)
        written += 1
    return written


def record_used_blocks(conn) -> int:
    """Move the hooks' records of precomputed blocks they injected into the injection log."""
    import datetime as dt

    from memtool import startblock
    from memtool.store import db, injections

    used = startblock.take_used()
    with db.transaction(conn):
        for item in used:
            at = item.get("at")
            when = dt.datetime.fromtimestamp(at, dt.timezone.utc) if isinstance(at, (int, float)) else None
            session = item.get("session") if isinstance(item.get("session"), str) else None
            with contextlib.suppress(Exception):  # one damaged line (its savepoint rolled back) is skipped
                injections.record(conn, item["record"], "precomputed", session, when)
    return len(used)


def _until(records: Iterator[dict], deadline: float, report: Report) -> Iterator[dict]:
    """Pass records through until the deadline; stops between batches (each one committed)."""
    try:
        for record in records:
            yield record
            if time.monotonic() >= deadline:
                report.stopped_early = True
                return
    finally:
        close = getattr(records, "close", None)
        if close:
            close()


def start_background(sessions: Iterable[str], env: dict | None = None) -> None:
    """Start `memtool maintain` detached (own session, low priority, output to the state log)
    and return at once; it is never waited for. The distil lock is taken here and handed over."""
    state = _state()
    distil_fd = hold_distillation()
    log_path = state / LOG
    with contextlib.suppress(OSError):
        if log_path.stat().st_size > LOG_MAX_BYTES:
            os.replace(log_path, log_path.with_suffix(".log.1"))
    args = [sys.executable, "-m", "memtool", "maintain"]
    for session in dict.fromkeys(sessions):
        args += ["--session", session]
    if distil_fd is not None:
        args += ["--distil-lock-fd", str(distil_fd)]
    try:
        with open(log_path, "ab") as log:
            run = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log,
                                   start_new_session=True, close_fds=True, env=env,
                                   pass_fds=() if distil_fd is None else (distil_fd,))
        session_priority(run.pid, BACKGROUND_NICE)  # from its start-up on, not only once it runs
    finally:
        if distil_fd is not None:
            os.close(distil_fd)  # the run holds it now


def session_priority(pid: int, niceness: int) -> bool:
    """Give a detached process's session group this niceness (pid 0: this process). Under
    Linux's scheduler autogroups (on by default on most distributions) each session is a group
    that competes for CPU as an equal of every other session's, whatever its processes' own nice
    values: a `nice 10` run in a session of its own (start_new_session) took as much CPU from
    the agent as an ordinary one. The group's niceness is what lowers it. Only a process that
    leads its own session is changed (never a terminal's or the agent's session), and only
    towards lower priority; best effort: False where there are no autogroups."""
    try:
        if os.getsid(pid) != (pid or os.getpid()):
            return False
        with open(f"/proc/{pid or 'self'}/autogroup", "w") as group:
            group.write(str(max(0, min(19, niceness))))
        return True
    except OSError:
        return False
