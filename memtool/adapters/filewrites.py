"""Write a set of files all or nothing (what `memtool install` changes in an agent's
configuration): every new content is first written in full (and fsynced) beside its target,
then each replaces its target by a rename; a file to delete is deleted in the same second
phase. On an OS error anywhere, what was already replaced gets its old bytes back, what was
created is removed (with the directories made for it), and WriteFailed names the file.

A target that is a symlink is followed to its final target: the file it names is written, the
link stays a link (dotfiles repositories link agent settings). A target that exists but is not
writable by this user is refused, not replaced behind its owner's back (a rename would need
only the directory).

Each change is an object with `path`, `before` (bytes, or None: absent), `after` (bytes, or
None: delete) and `mode` (None: keep the file's mode, 0644 for a new file).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable, Protocol


class FileChange(Protocol):
    path: Path
    before: bytes | None
    after: bytes | None
    mode: int | None


class WriteFailed(Exception):
    """Nothing was changed: `path` could not be written (`reason`, the OS's words)."""

    def __init__(self, path: Path, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"cannot write {path}: {reason}")


def missing_dirs(path: Path) -> list[Path]:
    """The directories from `path` upwards that do not exist (innermost first)."""
    missing = []
    while not path.exists():
        missing.append(path)
        path = path.parent
    return missing


def write_all(changes: Iterable[FileChange]) -> None:
    """Apply every change or none (see the module docstring)."""
    steps: list[_Step] = []
    current: Path | None = None
    try:
        for change in changes:
            current = change.path
            steps.append(_Step.stage(change))
        for step in steps:
            current = step.change.path
            step.commit()
    except OSError as exc:
        for step in reversed(steps):
            step.undo()
        raise WriteFailed(current or Path("."), exc.strerror or str(exc)) from None


class _Step:
    """One file of an all-or-nothing apply: staged (the new content written to a temporary
    file beside the target), committed (renamed over the target / the target deleted), or
    undone (best effort: what the commit replaced comes back)."""

    def __init__(self, change: FileChange, target: Path):
        self.change, self.target = change, target
        self.temp: Path | None = None
        self.made: list[Path] = []
        self.mode: int | None = None
        self.committed = False

    @classmethod
    def stage(cls, change: FileChange) -> "_Step":
        if change.after is None:
            return cls(change, change.path)
        # A symlink is followed to its final target: the link stays, the file it names is edited.
        step = cls(change, change.path.resolve() if change.path.is_symlink() else change.path)
        target = step.target
        if target.exists():
            if not os.access(target, os.W_OK):
                raise PermissionError(13, "the file is read-only")
            step.mode = target.stat().st_mode & 0o7777
        step.made = missing_dirs(target.parent)
        target.parent.mkdir(parents=True, exist_ok=True)
        step.temp = target.with_name(f".{target.name}.memtool-{os.getpid()}")
        _write_new(step.temp, change.after, change.mode if change.mode is not None else step.mode or 0o644)
        return step

    def commit(self) -> None:
        if self.temp is None:
            self.target.unlink()
        else:
            os.replace(self.temp, self.target)
            self.temp = None
        self.committed = True

    def undo(self) -> None:
        try:
            if self.temp is not None:
                self.temp.unlink(missing_ok=True)
            before = self.change.before
            if self.committed and before is None:
                self.target.unlink(missing_ok=True)
            elif self.committed and before is not None:
                temp = self.target.with_name(f".{self.target.name}.memtool-undo-{os.getpid()}")
                _write_new(temp, before, self.mode if self.mode is not None else 0o644)
                os.replace(temp, self.target)
            for directory in self.made:
                directory.rmdir()
        except OSError:
            pass


def _write_new(path: Path, data: bytes, mode: int) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fchmod(fd, mode)
        os.fsync(fd)
    except OSError:
        os.close(fd)
        path.unlink(missing_ok=True)
        raise
    os.close(fd)
