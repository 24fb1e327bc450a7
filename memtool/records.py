"""The record format every stage reads and writes: flat JSON objects, one per line.

Every record has a `kind`:

    event        a captured hook event (see ingest.py)
    observation  a durable memory (see below)
    summary      a session summary (see summarize.py)
    rollup       a project's day rollup (see rollups.py)
    result       a search hit (see search.py)
    error        a line that could not be processed: {"kind":"error","line":N,"error":"..."}

Reading (`read_jsonl`): each line on its own, as bytes or text; invalid UTF-8 becomes U+FFFD and
a byte order mark on line 1 is dropped. Values are made storable (`loads`): NUL -> the literal
text `\\u0000`, lone surrogates -> U+FFFD, NaN/Infinity -> null, a number beyond a double or
longer than 64 digits -> its text, containers nested deeper than 64 levels -> their JSON text.
A line that still fails is an `InputError` with its line number; the next line is read anyway.

Stages pass through records of kinds they do not handle. Stored records carry a stable `id`
and a `content_hash`. Timestamps are ISO 8601 in UTC (`2026-11-29T23:51:26.123456+00:00`).

Observation record (export order):

    kind, id, project, session_id, type, title, narrative, facts[], concepts[], files_read[],
    files_modified[], importance (0..1), confidence (0..1), is_global, method,
    source_event_ids[], metadata{}, content_hash, version, created_at, updated_at,
    accessed_at, access_count, deleted_at
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
import re
from typing import Any, Iterable, Iterator, overload

from memtool.errors import InputError

#: Observation types and what each means (the documented set; compress picks one).
OBSERVATION_TYPES: dict[str, str] = {
    "bugfix": "something was broken and is now fixed",
    "feature": "new capability added",
    "refactor": "code restructured without changing behaviour",
    "change": "a modification that is neither fix, feature nor refactor (config, deps, docs)",
    "discovery": "something learned about the code, a tool or the environment",
    "decision": "a choice made, with its reason",
    "gotcha": "a trap or surprising behaviour to remember",
    "preference": "how the user likes things done",
    "note": "anything else worth keeping (imported or saved by hand)",
}

OBSERVATION_FIELDS = (
    "id", "project", "session_id", "type", "title", "narrative", "facts", "concepts", "files_read",
    "files_modified", "importance", "confidence", "is_global", "method", "source_event_ids",
    "metadata", "content_hash", "version", "created_at", "updated_at", "accessed_at",
    "access_count", "deleted_at",
)

SUMMARY_FIELDS = (
    "id", "session_id", "project", "request", "investigated", "learned", "completed", "next_steps",
    "outcome", "commands", "files_read", "files_modified", "decisions", "method", "observation_ids",
    "source_event_ids", "first_event_id", "last_event_id", "days", "metadata", "content_hash", "version",
    "created_at", "updated_at",
)

ROLLUP_FIELDS = (
    "id", "project", "day", "request", "completed", "learned", "next_steps", "files_modified", "commands",
    "session_ids", "summary_ids", "method", "metadata", "inputs_hash", "content_hash", "version",
    "created_at", "updated_at",
)

EVENT_FIELDS = (
    "id", "event_key", "session_id", "project", "source", "event_type", "tool_name", "cwd",
    "payload", "flags", "content_hash", "occurred_at", "ingested_at",
)

_SPACE = re.compile(r"\s+")


def normalise_text(text: str) -> str:
    return _SPACE.sub(" ", text or "").strip().lower()


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def observation_hash(project: str, type_: str, title: str, narrative: str) -> str:
    """Identity of an observation's content: the same memory in the same project hashes equal
    whatever its whitespace or case, so it is stored once."""
    return sha256("\x1f".join([project or "", type_ or "", normalise_text(title), normalise_text(narrative)]))


def canonical_json(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=jsonable)


def dumps(record: dict) -> str:
    """One JSONL line (no newline), keeping the record's key order."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), default=jsonable)


def jsonable(value: Any) -> Any:
    if isinstance(value, dt.datetime):
        return iso(value)
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, (set, tuple)):
        return list(value)
    if hasattr(value, "tolist"):  # numpy arrays, pgvector
        return value.tolist()
    raise TypeError(f"not JSON serialisable: {type(value).__name__}")


@overload
def iso(value: dt.datetime) -> str: ...
@overload
def iso(value: None) -> None: ...
@overload
def iso(value: dt.datetime | None) -> str | None: ...


def iso(value: dt.datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.timezone.utc)
    return value.astimezone(dt.timezone.utc).isoformat(timespec="microseconds")


_RELATIVE = re.compile(r"^(\d+)\s*([smhdw])$")
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


def parse_time(value: Any, field: str = "time") -> dt.datetime:
    """Accept ISO 8601, a date, epoch seconds or milliseconds, or a relative age like `7d`/`12h`."""
    if isinstance(value, dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=dt.timezone.utc)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        seconds = value / 1000 if value > 1e11 else value
        try:
            return dt.datetime.fromtimestamp(seconds, tz=dt.timezone.utc)
        except (OverflowError, ValueError, OSError):
            pass  # 1e300, NaN, before year 1 or after 9999: reported below
    if isinstance(value, str):
        text = value.strip()
        match = _RELATIVE.match(text)
        if match:
            try:
                delta = dt.timedelta(**{_UNITS[match.group(2)]: int(match.group(1))})
                return dt.datetime.now(dt.timezone.utc) - delta
            except (OverflowError, ValueError):
                pass  # an age beyond the calendar: reported below
        if re.fullmatch(r"\d{10,13}(\.\d+)?", text):
            return parse_time(float(text), field)
        try:
            parsed = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError:
            pass
        else:
            parsed = parsed if parsed.tzinfo else parsed.replace(tzinfo=dt.timezone.utc)
            try:
                parsed.astimezone(dt.timezone.utc)  # 9999-12-31T23:00-05:00 has no UTC time
                return parsed
            except OverflowError:
                pass
    raise InputError(
        f"{field}: cannot read {repr(value)[:80]} as a time",
        "use ISO 8601 (2026-01-31T12:00:00Z), epoch seconds, or an age like 7d / 12h",
    )


def int_list(values) -> list[int]:
    """A list of ids from an imported record (InputError when one is not an integer)."""
    try:
        return [int(v) for v in values or []]
    except (TypeError, ValueError):
        raise InputError("ids must be integers", "export records with `memtool export`") from None


def _round(value: Any) -> Any:
    return round(float(value), 4) if value is not None else None


_LIST_FIELDS = frozenset({"facts", "concepts", "files_read", "files_modified", "source_event_ids", "decisions",
                          "flags", "commands", "observation_ids", "session_ids", "summary_ids", "days"})
_UNIT_FIELDS = frozenset({"importance", "confidence"})


def _record(kind: str, fields: tuple[str, ...], row: dict) -> dict:
    """A database row as a record of `kind`: keys in the documented order, times in ISO UTC,
    arrays as lists, 0..1 scores rounded so they round-trip through `real` columns."""
    record: dict[str, Any] = {"kind": kind}
    for field in fields:
        value = row.get(field)
        if field in _UNIT_FIELDS:
            value = _round(value)
        elif isinstance(value, dt.datetime):
            value = iso(value)
        elif isinstance(value, dt.date):
            value = value.isoformat()
        elif field in _LIST_FIELDS:
            value = [v.isoformat() if isinstance(v, dt.date) else v for v in value or []]
        elif field == "metadata":
            value = value or {}
        record[field] = value
    return record


def observation_record(row: dict) -> dict:
    return _record("observation", OBSERVATION_FIELDS, row)


def summary_record(row: dict) -> dict:
    return _record("summary", SUMMARY_FIELDS, row)


def rollup_record(row: dict) -> dict:
    return _record("rollup", ROLLUP_FIELDS, row)


def event_record(row: dict) -> dict:
    return _record("event", EVENT_FIELDS, row)


# -- reading JSON lines: every line on its own, normalised -------------------------------------

#: Containers nested deeper than this are kept as their JSON text (one string) instead.
MAX_DEPTH = 64
#: Integer literals longer than this (digits) are kept as a short text instead of a number.
MAX_INT_DIGITS = 64
NUL_TEXT = "\\u0000"  # what a NUL character becomes: the six characters of its JSON escape
_SURROGATES = re.compile("[\ud800-\udfff]")
# A line needs the (slower) walk only when it may hold a NUL, a lone surrogate or deep nesting;
# a raw NUL cannot be in a parsed line (JSON refuses control characters in strings).
_ESCAPES = re.compile(r"\\u(?:0000|[dD][89a-fA-F])")


def clean_text(text: str) -> str:
    """A string PostgreSQL and UTF-8 can hold: NUL becomes the literal text `\\u0000`, a lone
    surrogate becomes U+FFFD."""
    if "\x00" in text:
        text = text.replace("\x00", NUL_TEXT)
    if not text.isascii():
        text = _SURROGATES.sub("\ufffd", text)
    return text


def _as_text(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (RecursionError, ValueError):
        return "[memtool: structure nested too deeply to keep]"


def clean_value(value: Any, depth: int = 0) -> Any:
    """`clean_text` on every string and key; containers deeper than MAX_DEPTH become JSON text."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, (dict, list)) and depth >= MAX_DEPTH:
        return clean_text(_as_text(value))
    if isinstance(value, dict):
        return {clean_text(str(k)): clean_value(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_value(v, depth + 1) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def _parse_int(text: str) -> Any:
    digits = len(text) - (text[0] == "-")
    if digits > MAX_INT_DIGITS:
        return f"{text[:MAX_INT_DIGITS]}…[memtool: {digits}-digit number]"
    return int(text)


def _parse_float(text: str) -> Any:
    value = float(text)
    return value if math.isfinite(value) else text[:MAX_INT_DIGITS]  # 1e400: kept as written


_DECODER = json.JSONDecoder(parse_constant=lambda _: None, parse_int=_parse_int, parse_float=_parse_float)


def loads(line: str) -> Any:
    """Parse one JSON text into values PostgreSQL can store: NaN/Infinity become null, numbers
    too large for a double or longer than MAX_INT_DIGITS stay as text, and `clean_value` runs
    when the line may need it. Raises InputError (without a line number) when it cannot."""
    try:
        value = _DECODER.decode(line)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON ({exc.msg} at column {exc.colno})",
                         "fix the line or pass --ignore-errors") from None
    except (RecursionError, ValueError):
        raise InputError("JSON nested too deeply to read", f"keep nesting under {MAX_DEPTH} levels") from None
    if (_ESCAPES.search(line) or (not line.isascii() and _SURROGATES.search(line))
            or line.count("[") + line.count("{") > MAX_DEPTH):
        value = clean_value(value)
    return value


def text_lines(lines: Iterable[str | bytes]) -> Iterator[str]:
    """Lines as text: bytes are decoded as UTF-8 (an invalid sequence becomes U+FFFD), and a
    UTF-8 byte order mark at the start of the first line is dropped."""
    first = True
    for line in lines:
        if isinstance(line, bytes):
            line = line.decode("utf-8", "replace")
        if first:
            first = False
            line = line.removeprefix("\ufeff")
        yield line


def read_jsonl(lines: Iterable[str | bytes]) -> Iterator[tuple[int, dict | Exception]]:
    """Yield (line number, record or the InputError) for each non-blank line. Every line is read
    on its own (see `loads`): a bad line costs only itself."""
    for number, line in enumerate(text_lines(lines), start=1):
        if not line.strip():
            continue
        try:
            record = loads(line)
        except InputError as exc:
            yield number, InputError(exc.message, exc.hint, line=number)
            continue
        if not isinstance(record, dict):
            yield number, InputError("expected a JSON object", "each line must be one {...} record", line=number)
            continue
        yield number, record
