"""Precomputed session-start blocks: what a session's first hook injects when no warm context
server answers.

With the server cold, `memtool context` as a fresh process costs the agent seconds at
SessionStart (interpreter, imports, connection). So the background run at the end of each turn
(maintenance/maintain.py) builds the session-start block the next session in that directory
would get — the same `context.build_context`, redacted and poison-gated as always — and writes
it here; the Claude Code hook reads the file (standard library only, a few milliseconds), prints
it, and starts the server for the prompts that follow.

One file per working directory, `<state>/session-start/<P>-<C>.json` (P, C: the first hex digits
of the SHA-256 of the project and of the directory's real path — the hook finds it by C, the
store discards by P), written atomically (temp file + rename, 0600 in the 0700 state directory):

    {"version": 1, "cwd": DIR, "project": P, "forced_project": P | null, "budget_chars": N,
     "budget_env": MEMTOOL_CONTEXT_BUDGET | null, "read_view_env": MEMTOOL_READ_VIEW | null,
     "written_at": EPOCH, "switches": [[PATH, MTIME_NS | null, SIZE | null], ...],
     "record": {"project", "mode", "text", "included_ids", "summary_ids", "chars"}}

The hook uses a file only when it is younger than MAX_AGE_SECONDS, written for the same directory
(and the same MEMTOOL_PROJECT / MEMTOOL_CONTEXT_BUDGET / MEMTOOL_READ_VIEW when those are set), and every
`.memtool.toml` that could apply is as it was (path, mtime, size; absent stays absent).
Anything else — no file, a stale or damaged one — and the hook falls back to the fresh process.

A block must never show what was deleted or changed since: the store discards a project's
blocks whenever it writes that project's observations or deletes its events (`discard`), and all
of them on a restore. An addition by a later turn is rewritten by that turn's own run.

A block the hook used is recorded in the injection log (via "precomputed"): the hook appends one
line to `<state>/session-start/used.jsonl`, `{"session": ID, "at": EPOCH, "record": {...}}`, and
the next context server or maintain run moves those lines into the log (`take_used`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from memtool import config

DIRECTORY = "session-start"
USED = "used.jsonl"
VERSION = 1
MAX_AGE_SECONDS = 24 * 3600.0
SWITCHES_FILE = ".memtool.toml"


def directory() -> Path:
    return config.state_dir() / DIRECTORY


def _digest(text: str, length: int) -> str:
    return hashlib.sha256(os.fsencode(text)).hexdigest()[:length]


def path_for(cwd: str, project: str) -> Path:
    return directory() / f"{_digest(project, 12)}-{_digest(os.path.realpath(cwd), 24)}.json"


def switch_files(cwd: str, root: str | None) -> list[str]:
    """Every place a `.memtool.toml` for this directory could be (switches.file_for looks at the
    checkout's root, else the directory itself)."""
    places = [os.path.join(os.path.realpath(cwd), SWITCHES_FILE)]
    if root:
        places.insert(0, os.path.join(os.path.realpath(root), SWITCHES_FILE))
    return list(dict.fromkeys(places))


def file_state(path: str) -> list:
    try:
        info = os.stat(path)
    except OSError:
        return [path, None, None]
    return [path, info.st_mtime_ns, info.st_size]


def write(cwd: str, project: str, record: dict, budget_chars: int, root: str | None, watched=()) -> Path:
    """Write the block for `cwd` atomically; returns its path. `watched`: more files whose change
    makes the block unusable (the files its memories cite: retrieve/citations.py checks them)."""
    target = path_for(cwd, project)
    with contextlib.suppress(OSError):  # the same directory filed under another project before
        for entry in os.scandir(target.parent):
            if entry.name.endswith(target.name[12:]) and entry.name != target.name:
                os.unlink(entry.path)
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    body: dict[str, Any] = {
        "version": VERSION, "cwd": os.path.realpath(cwd), "project": project,
        "forced_project": config.env("MEMTOOL_PROJECT") or None, "budget_chars": budget_chars,
        "budget_env": config.env("MEMTOOL_CONTEXT_BUDGET") or None,
        "read_view_env": config.env("MEMTOOL_READ_VIEW") or None,
        "written_at": time.time(), "switches": [file_state(p) for p in [*switch_files(cwd, root), *watched]],
        "record": {k: record.get(k) for k in ("project", "mode", "text", "included_ids", "summary_ids", "chars")},
    }
    partial = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(body, out, default=str)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


def discard(project: str | None = None) -> int:
    """Remove the blocks of `project` (None: every block). Never raises: a block that cannot be
    removed is one the hook would still find, so the failure is only counted out."""
    prefix = "" if project is None else _digest(project, 12) + "-"
    removed = 0
    with contextlib.suppress(Exception):  # an unusable home: there are no blocks either
        for entry in os.scandir(directory()):
            if entry.name.endswith(".json") and entry.name.startswith(prefix):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
                    removed += 1
    return removed


def discard_directory(cwd: str) -> None:
    suffix = "-" + _digest(os.path.realpath(cwd), 24) + ".json"
    with contextlib.suppress(Exception):
        for entry in os.scandir(directory()):
            if entry.name.endswith(suffix):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def has_used() -> bool:
    try:
        return (directory() / USED).exists()
    except Exception:  # noqa: BLE001 - an unusable home holds no records
        return False


def take_used() -> list[dict]:
    """Claim the hooks' records of used blocks (each is returned to exactly one caller)."""
    path = directory() / USED
    claimed = path.with_name(f"{USED}.{os.getpid()}")
    try:
        os.replace(path, claimed)
    except OSError:
        return []
    try:
        lines = claimed.read_text(encoding="utf-8", errors="replace").splitlines()
    finally:
        claimed.unlink(missing_ok=True)
    used = []
    for line in lines:
        with contextlib.suppress(ValueError):
            item = json.loads(line)
            if isinstance(item, dict) and isinstance(item.get("record"), dict):
                used.append(item)
    return used
