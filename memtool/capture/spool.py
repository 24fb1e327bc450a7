"""The spool: where captured events wait when the database cannot take them.

A JSONL file (`<state dir>/spool.jsonl`, mode 0600) of already-normalised, already-redacted
event rows — nothing secret ever reaches it. Appends take an exclusive `flock`, so concurrent
hooks never interleave lines, and always start on a fresh line: a line torn by a crash
mid-append never swallows the next event.

Draining happens once, under a lock (`spool.lock`): the process that gets it renames the live
spool to `spool.replay-<ns>.jsonl` (under the append lock, so appenders wait only for a
rename), stores each claimed file in order and deletes it only after its rows are committed;
other processes skip the drain instead of re-reading the same files. Rows are keyed by
`event_key`, so a drain that crashes half-way and runs again stores every event exactly once.

A spooled line that cannot be stored — torn, not JSON, not an event row, or refused by the
database — is moved to `spool.quarantine.jsonl` (mode 0600) as
`{"quarantined_at", "file", "line", "reason", "text"}` and the rest of the spool goes on;
`memtool doctor` reports the file until it is dealt with.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import json
import os
import time
from pathlib import Path
from typing import Iterator

from memtool import config

#: Keys every spooled event row has (see ingest.normalise).
ROW_KEYS = ("event_key", "session_id", "source", "event_type", "tool_name", "cwd", "payload", "flags",
            "content_hash", "occurred_at")


def _open_locked(path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    while True:
        fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fd
        os.close(fd)  # renamed away by a replay between open and lock: reopen


def _append_lines(path: Path, data: bytes) -> None:
    fd = _open_locked(path)
    try:
        os.fchmod(fd, 0o600)
        end = os.fstat(fd).st_size
        if end and os.pread(fd, 1, end - 1) != b"\n":
            data = b"\n" + data  # the last append was torn: leave its fragment on a line of its own
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def append(rows: list[dict], path: Path | None = None) -> Path:
    """Append rows to the spool (one line each); returns the spool path. The first append after
    an empty spool notes the time (`spool.since`): since when the database has been away."""
    path = path or config.spool_path()
    _append_lines(path, "".join(json.dumps(row, ensure_ascii=False, default=str) + "\n" for row in rows).encode())
    try:
        fd = os.open(path.with_name(SINCE), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path
    with os.fdopen(fd, "w") as since:
        since.write(dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"))
    return path


SINCE = "spool.since"


def unreachable_since(path: Path | None = None) -> str | None:
    """When events started waiting in the spool (ISO 8601, UTC), or None when nothing waits."""
    path = path or config.spool_path()
    if not waiting(path):
        return None
    try:
        return path.with_name(SINCE).read_text().strip() or None
    except OSError:
        return None


def away_note(path: Path | None = None) -> str:
    """"; team server unreachable since …" (or "database") while events wait in the spool, else
    "": what doctor and the viewer add to a connection failure."""
    since = unreachable_since(path)
    if not since:
        return ""
    from memtool.store import db

    server = "team server" if db.external_url() is not None else "database"
    return f"; {server} unreachable since {since} (events wait in the spool)"


def drained(path: Path | None = None) -> None:
    """Forget the since-when once the spool is empty again (replay calls it)."""
    path = path or config.spool_path()
    if not waiting(path):
        path.with_name(SINCE).unlink(missing_ok=True)


def waiting(path: Path | None = None) -> bool:
    """Whether anything waits to be drained (cheap: two stats and a directory glob)."""
    path = path or config.spool_path()
    try:
        if path.stat().st_size > 0:
            return True
    except OSError:
        pass
    return path.parent.is_dir() and any(path.parent.glob("spool.replay-*.jsonl"))


@contextlib.contextmanager
def drain_lock(wait: bool = False, path: Path | None = None) -> Iterator[bool]:
    """Hold the drain lock; yields False (at once) when another process holds it and not wait."""
    path = path or config.spool_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path.with_name("spool.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)


def claim(path: Path | None = None) -> list[Path]:
    """Move the live spool aside for replay; return every claimed file, oldest first.
    Call it holding the drain lock."""
    path = path or config.spool_path()
    if path.exists() and path.stat().st_size > 0:
        fd = _open_locked(path)
        try:
            target = path.with_name(f"spool.replay-{time.time_ns()}.jsonl")
            os.rename(path, target)
        finally:
            os.close(fd)
    return sorted(path.parent.glob("spool.replay-*.jsonl")) if path.parent.exists() else []


def row_problem(row: object) -> str | None:
    """Why a spooled value is not an event row ingest can store, or None."""
    if not isinstance(row, dict):
        return "not a JSON object"
    missing = [key for key in ROW_KEYS if key not in row]
    if missing:
        return f"not an event row (missing {', '.join(missing)})"
    if not isinstance(row["payload"], dict) or not isinstance(row["flags"], list):
        return "not an event row (payload must be an object, flags an array)"
    texts = ("event_key", "source", "event_type", "content_hash", "occurred_at")
    if not all(isinstance(row[key], str) for key in texts):
        return f"not an event row ({', '.join(texts)} must be strings)"
    if not all(row.get(key) is None or isinstance(row[key], str)
               for key in ("session_id", "project", "tool_name", "cwd", "process_cwd", "ingested_at")):
        return "not an event row (session_id, project, tool_name, cwd must be strings or null)"
    return None


def read(path: Path) -> Iterator[tuple[int, dict | str, bytes]]:
    """Yield (line number, row or the reason it is bad, raw line) for each non-blank line."""
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            if not raw.endswith(b"\n"):
                yield number, "torn line (a crash mid-append)", raw
                continue
            try:
                row = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, ValueError, RecursionError):
                yield number, "not valid JSON", raw
                continue
            problem = row_problem(row)
            yield number, (problem if problem else row), raw


def quarantine_path(path: Path | None = None) -> Path:
    return (path or config.spool_path()).with_name("spool.quarantine.jsonl")


def quarantine(bad: list[tuple[Path, int, str, bytes | str]], path: Path | None = None) -> Path:
    """Keep lines that cannot be stored aside, with where they were and why."""
    target = quarantine_path(path)
    now = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
    lines = []
    for file, number, reason, raw in bad:
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        lines.append(json.dumps({"quarantined_at": now, "file": file.name, "line": number, "reason": reason,
                                 "text": text.rstrip("\n")}, ensure_ascii=False) + "\n")
    _append_lines(target, "".join(lines).encode("utf-8", "surrogatepass"))
    return target


def _count(files: list[Path]) -> tuple[int, int]:
    lines = 0
    total = 0
    for file in files:
        try:
            total += file.stat().st_size
            with open(file, "rb") as handle:
                lines += sum(1 for line in handle if line.strip())
        except FileNotFoundError:
            continue  # drained meanwhile
    return lines, total


def size(path: Path | None = None) -> dict:
    """How many events wait in the spool (live + claimed-but-unfinished files)."""
    path = path or config.spool_path()
    files = [path] if path.exists() else []
    if path.parent.exists():
        files += sorted(path.parent.glob("spool.replay-*.jsonl"))
    lines, total = _count(files)
    return {"path": str(path), "events": lines, "bytes": total, "files": len(files)}


def quarantined(path: Path | None = None) -> dict:
    """How many spooled lines were set aside as unstorable."""
    target = quarantine_path(path)
    lines, total = _count([target] if target.exists() else [])
    return {"path": str(target), "lines": lines, "bytes": total}
