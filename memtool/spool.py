"""The spool: where captured events wait when the database cannot take them.

A JSONL file (`<state dir>/spool.jsonl`, mode 0600) of already-normalised, already-redacted
event rows — nothing secret ever reaches it. Appends take an exclusive `flock`, so concurrent
hooks never interleave lines. Replay first renames the spool to `spool.replay-<ns>.jsonl` under
the same lock (appenders are never blocked for long), then stores each claimed file in order and
deletes it only after its rows are committed. Rows are keyed by `event_key`, so a replay that
crashes half-way and runs again stores every event exactly once.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
from pathlib import Path
from typing import Iterator

from memtool import config


def _open_locked(path: Path):
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    while True:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fd
        os.close(fd)  # renamed away by a replay between open and lock: reopen


def append(rows: list[dict], path: Path | None = None) -> Path:
    """Append rows to the spool (one line each); returns the spool path."""
    path = path or config.spool_path()
    data = "".join(json.dumps(row, ensure_ascii=False, default=str) + "\n" for row in rows).encode()
    fd = _open_locked(path)
    try:
        os.fchmod(fd, 0o600)
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    return path


def claim(path: Path | None = None) -> list[Path]:
    """Move the live spool aside for replay; return every claimed file, oldest first."""
    path = path or config.spool_path()
    if path.exists() and path.stat().st_size > 0:
        fd = _open_locked(path)
        try:
            target = path.with_name(f"spool.replay-{time.time_ns()}.jsonl")
            os.rename(path, target)
        finally:
            os.close(fd)
    return sorted(path.parent.glob("spool.replay-*.jsonl")) if path.parent.exists() else []


def read(path: Path) -> Iterator[dict]:
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if line:
                try:
                    yield json.loads(line)
                except json.JSONDecodeError:
                    continue  # a torn final line from a crash mid-append: nothing to recover


def size(path: Path | None = None) -> dict:
    """How many events wait in the spool (live + claimed-but-unfinished files)."""
    path = path or config.spool_path()
    files = [path] if path.exists() else []
    if path.parent.exists():
        files += sorted(path.parent.glob("spool.replay-*.jsonl"))
    lines = 0
    total = 0
    for file in files:
        total += file.stat().st_size
        with open(file, "rb") as handle:
            lines += sum(1 for line in handle if line.strip())
    return {"path": str(path), "events": lines, "bytes": total, "files": len(files)}
