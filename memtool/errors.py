"""Errors memtool raises. Every message says what failed and how to fix it, on one line.

Exit codes of the CLI: 0 ok, 1 error (any `MemtoolError`), 2 usage (bad options or arguments).
"""


class MemtoolError(Exception):
    """Base class: `str(err)` is the one-line message shown to the user."""

    exit_code = 1

    def __init__(self, message: str, hint: str | None = None):
        self.message = message
        self.hint = hint
        super().__init__(message if not hint else f"{message} — {hint}")


class DatabaseUnavailable(MemtoolError):
    """The database cannot be reached (not started, stopped by the user, wrong URL, timeout)."""


class DatabaseError(MemtoolError):
    """A query failed for a reason other than reachability. `sqlstate` is PostgreSQL's code."""

    sqlstate: str | None = None

    def refuses_the_data(self) -> bool:
        """Whether the statement's data was refused (bad value, constraint, size limit), not the
        database unable to take any (read-only, privileges, disk full)."""
        return (self.sqlstate or "")[:2] in ("22", "23", "54")


class MigrationError(MemtoolError):
    """The schema cannot be brought up to date (missing extension, privileges, bad file)."""


class HomeUnusable(MemtoolError):
    """memtool's own directories (MEMTOOL_HOME or the XDG ones) cannot be created or written."""


class InputError(MemtoolError):
    """A record on the input is malformed. `line` is 1-based when known."""

    def __init__(self, message: str, hint: str | None = None, line: int | None = None):
        self.line = line
        if line is not None:
            message = f"line {line}: {message}"
        super().__init__(message, hint)


class NotFound(MemtoolError):
    """A requested id does not exist (or is outside the caller's project scope)."""


class ModelUnavailable(MemtoolError):
    """An embedding or language model cannot be loaded."""
