"""Citations: the files, line ranges and symbols a memory names, what they looked like when the
memory was stored, and whether the working tree still says the same.

What a memory cites (`extract()`), all relative to its project's checkout (the repository root):

- every file in `files_read` / `files_modified` that exists under the root — kind "file";
- every `path:LINE`, `path:A-B` or `path#LA-LB` in its title, narrative or facts, the path
  being a repository-relative path or the tail of a cited file's path — kind "lines";
- every symbol the text names (a word in backticks, a word followed by `(`, or a word with an
  underscore, a capital inside or a dot: `parse_args`, `loadConfig`, `Parser.feed`) that one of
  its cited files defines (`def`, `class`, `function`, `func`, `fn`, `struct`, `const`, …
  at the start of a line) — kind "symbol", covering the definition's block (the lines after it
  indented deeper, and a closing bracket at its own depth).

Citation record (stored by store/citations.py):

    path, kind ("file" | "lines" | "symbol"), symbol ("" unless a symbol), line_start, line_end
    (1-based, inclusive; null for a file), file_size, file_mtime_ns, file_hash (sha256 of the
    bytes), text_hash (sha256 of the cited lines with every blank removed: re-indenting or
    re-wrapping the same code keeps it), text_chars (that text's length)

`check()` looks at the working tree as cheaply as it can: a file whose size and mtime are those
of the last check is unchanged, and so is that check's answer (one stat); else its bytes are
hashed, and only when they differ from the last text that held are the cited lines compared; a block no longer at its lines is looked for in the whole file (same text,
blanks aside) and, when found, the citation is still valid at its new lines. Outcome (`Check`):
"ok", "moved" (valid, at other lines — the record is updated) or "stale" with a reason ("file is
gone", "lines 10-14 changed", "symbol parse_args is gone", "symbol parse_args changed"). A file
kind is stale only when the file is gone: a memory about a file stays true while the file is edited.
No code is stored, only hashes (the cited lines may hold secrets).
"""

from __future__ import annotations

import bisect
import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

MAX_FILES = 20  # files cited per memory
MAX_BYTES = 2_000_000  # larger files are cited as files only
MAX_BLOCK = 400  # lines a cited range or a symbol's block may span

_LINE_REF = re.compile(r"(?<![\w/.@-])((?:\.?/)?(?:[\w.@+-]+/)*[\w@+-][\w.@+-]*\.[A-Za-z0-9]+)"
                       r"(?::(\d{1,6})(?:\s?[-–]\s?(\d{1,6}))?|#L(\d{1,6})(?:-L?(\d{1,6}))?)")
_BACKTICKED = re.compile(r"`([^`\n]{1,120})`")
_CALLED = re.compile(r"\b([A-Za-z_][\w.]*\w)\s?\(")
_WORD = re.compile(r"\b([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)\b")
_NAME = re.compile(r"[A-Za-z_]\w*")
_BLANKS = re.compile(r"\s+")
# Definitions in the languages agents edit most; NAME is put in by _definition().
_DEFINITION = (r"^([ \t]*)(?:(?:export|default|pub(?:\([^)]*\))?|public|private|protected|static|abstract|async|"
               r"override|final|inline|unsafe|extern|declare)\s+)*"
               r"(?:def|class|function\*?|func(?:\s*\([^)]*\))?|fn|interface|type|struct|enum|trait|impl|"
               r"const|let|var|module|object|record|macro_rules!)\s+{name}\b")
_CLOSERS = ("}", ")", "]", "end", "esac", "fi", "done")
_COMMON = frozenset({"self", "this", "None", "True", "False", "null", "true", "false", "e.g", "i.e", "etc"})


@dataclass
class Check:
    """The outcome of checking one citation: state "ok" | "moved" | "stale", why (when stale), and
    the fields of its record to update (stat, hashes, new lines) — empty when nothing changed."""

    state: str
    reason: str = ""
    changes: dict = field(default_factory=dict)


def text_hash(lines: Iterable[str]) -> tuple[str, int]:
    """(sha256, length) of these lines with every blank removed."""
    text = _BLANKS.sub("", "".join(lines))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest(), len(text)


def _file_state(path: Path) -> tuple[os.stat_result, bytes] | None:
    try:
        info = path.stat()
        if not path.is_file():
            return None
        data = path.read_bytes() if info.st_size <= MAX_BYTES else b""
    except OSError:
        return None
    return info, data


def _lines(data: bytes) -> list[str]:
    return data.decode("utf-8", "replace").splitlines()


def _stat_fields(info: os.stat_result, data: bytes) -> dict:
    return {"file_size": info.st_size, "file_mtime_ns": info.st_mtime_ns,
            "file_hash": hashlib.sha256(data).hexdigest() if data or info.st_size == 0 else None}


# -- what a memory cites -------------------------------------------------------------------------


def _relative(path: str, root: Path) -> str | None:
    """The repository-relative form of a cited path, or None when it is outside the root."""
    path = path.strip()
    if not path:
        return None
    candidate = Path(path) if os.path.isabs(path) else root / path
    try:
        rel = os.path.relpath(os.path.normpath(candidate), root)
    except ValueError:
        return None
    return None if rel.startswith("..") or rel == "." else rel.replace(os.sep, "/")


def _symbols(text: str) -> list[str]:
    """Words the text names as code: in backticks, called, or shaped like an identifier."""
    found: list[str] = []
    for quoted in _BACKTICKED.findall(text):
        found += _NAME.findall(quoted) if re.fullmatch(r"[\w.]+(?:\(\))?", quoted.strip()) else []
        found += [m for m in _CALLED.findall(quoted)]
    found += _CALLED.findall(text)
    found += [w for w in _WORD.findall(text) if "_" in w.strip("_") or "." in w or re.search(r"[a-z][A-Z]", w)]
    names: list[str] = []
    for word in found:
        name = word.rsplit(".", 1)[-1]  # Parser.feed: the method feed
        if len(name) >= 3 and name not in _COMMON and name not in names:
            names.append(name)
    return names[:50]


def definition(lines: list[str], name: str) -> list[tuple[int, int]]:
    """The (start, end) lines (1-based, inclusive) of each block defining `name` in these lines."""
    pattern = re.compile(_DEFINITION.format(name=re.escape(name)))
    blocks = []
    for index, line in enumerate(lines):
        match = pattern.match(line)
        if match:
            blocks.append((index + 1, _block_end(lines, index, len(match.group(1).expandtabs()))))
    return blocks


def _block_end(lines: list[str], start: int, depth: int) -> int:
    end = start
    for index in range(start + 1, min(len(lines), start + MAX_BLOCK)):
        line = lines[index]
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if indent > depth:
            end = index
            continue
        if indent == depth and line.strip().startswith(_CLOSERS):
            end = index
        break
    return end + 1


def _resolve_ref(ref: str, root: Path, files: list[str]) -> str | None:
    rel = _relative(ref.removeprefix("./"), root)
    if rel and (root / rel).is_file():
        return rel
    tail = "/" + ref.lstrip("./")
    matches = [f for f in files if ("/" + f).endswith(tail)]
    return matches[0] if len(matches) == 1 else None


def extract(root: str | os.PathLike, text: str, files: Iterable[str]) -> list[dict]:
    """The citation records of a memory (its text, its files) against the checkout at `root`:
    only what exists there now is cited; nothing is raised for what cannot be read."""
    base = Path(root)
    if not base.is_absolute() or not base.is_dir():
        return []
    cited: list[str] = []
    for path in files:
        rel = _relative(str(path), base)
        if rel and rel not in cited and (base / rel).is_file():
            cited.append(rel)
    refs = []
    for match in _LINE_REF.finditer(text):
        start, end = int(match.group(2) or match.group(4)), int(match.group(3) or match.group(5) or 0)
        rel = _resolve_ref(match.group(1), base, cited)
        if rel:
            refs.append((rel, start, end or start))
            if rel not in cited:
                cited.append(rel)
    cited = cited[:MAX_FILES]
    states = {rel: _file_state(base / rel) for rel in cited}
    out: list[dict] = []
    for rel in cited:
        state = states[rel]
        if state:
            out.append(dict(path=rel, kind="file", symbol="", line_start=None, line_end=None,
                            text_hash=None, text_chars=None, **_stat_fields(*state)))
    for rel, start, end in refs:
        state = states.get(rel)
        if state and state[1]:
            out += _range_citation(rel, state, min(start, end), max(start, end))
    names = _symbols(text)
    for rel in cited:
        state = states[rel]
        if state and state[1] and names:
            lines = _lines(state[1])
            for name in names:
                for start, end in definition(lines, name)[:1]:
                    digest, chars = text_hash(lines[start - 1:end])
                    out.append(dict(path=rel, kind="symbol", symbol=name, line_start=start, line_end=end,
                                    text_hash=digest, text_chars=chars, **_stat_fields(*state)))
    return _unique(out)


def _range_citation(rel: str, state: tuple[os.stat_result, bytes], start: int, end: int) -> list[dict]:
    lines = _lines(state[1])
    if start < 1 or start > len(lines):
        return []
    end = min(end, len(lines), start + MAX_BLOCK - 1)
    digest, chars = text_hash(lines[start - 1:end])
    if not chars:
        return []
    return [dict(path=rel, kind="lines", symbol="", line_start=start, line_end=end, text_hash=digest,
                 text_chars=chars, **_stat_fields(*state))]


def _unique(cites: list[dict]) -> list[dict]:
    seen, out = set(), []
    for cite in cites:
        key = (cite["path"], cite["kind"], cite["symbol"], cite["line_start"], cite["line_end"])
        if key not in seen:
            seen.add(key)
            out.append(cite)
    return out


# -- is it still true? ---------------------------------------------------------------------------


def check(root: str | os.PathLike, cite: dict, files: dict | None = None) -> Check:
    """Check one citation record against the working tree at `root` (see the module docstring).
    `files` caches the files read for other citations in the same round (pass one dict)."""
    path = Path(root) / cite["path"]
    try:
        info = path.stat()
    except OSError:
        return Check("stale", f"{cite['path']} is gone")
    if info.st_size == cite.get("file_size") and info.st_mtime_ns == cite.get("file_mtime_ns"):
        # Unchanged since the last check: its answer stands (a broken citation keeps the stat it
        # was found broken at, and its file_hash stays that of the last text that held).
        return Check("stale", cite["broken_reason"]) if cite.get("broken_reason") else Check("ok")
    files = {} if files is None else files
    if path not in files:
        state = _file_state(path)
        files[path] = (state, _stat_fields(*state), _lines(state[1])) if state else None
    if files[path] is None:
        return Check("stale", f"{cite['path']} is gone")
    _, fields, lines = files[path]
    if cite["kind"] == "file" or fields["file_hash"] is None or fields["file_hash"] == cite.get("file_hash"):
        return Check("ok", changes=fields)  # a file's memory holds while it is edited; same bytes: same lines
    seen = {"file_size": fields["file_size"], "file_mtime_ns": fields["file_mtime_ns"]}
    if cite["kind"] == "symbol":
        return _check_symbol(cite, lines, fields, seen)
    start, end = cite["line_start"], cite["line_end"]
    if text_hash(lines[start - 1:end])[0] == cite["text_hash"]:
        return Check("ok", changes=fields)
    found = locate(lines, cite["text_hash"], cite["text_chars"], start)
    if found:
        return Check("moved", changes=dict(fields, line_start=found[0], line_end=found[1]))
    return Check("stale", f"{cite['path']}:{start}-{end} changed", changes=seen)


def _check_symbol(cite: dict, lines: list[str], fields: dict, seen: dict) -> Check:
    blocks = definition(lines, cite["symbol"])
    for start, end in blocks:
        if text_hash(lines[start - 1:end])[0] == cite["text_hash"]:
            if (start, end) == (cite["line_start"], cite["line_end"]):
                return Check("ok", changes=fields)
            return Check("moved", changes=dict(fields, line_start=start, line_end=end))
    what = "changed" if blocks else "is gone"
    return Check("stale", f"{cite['path']}: {cite['symbol']} {what}", changes=seen)


def locate(lines: list[str], digest: str, chars: int, near: int = 1) -> tuple[int, int] | None:
    """Where a block with this text hash (blanks removed) is in these lines — the occurrence
    nearest line `near` — as (start, end), 1-based; None when it is nowhere. Lines are joined
    whole: the block's first and last lines carry text."""
    stripped = [_BLANKS.sub("", line) for line in lines]
    prefix = [0]
    for text in stripped:
        prefix.append(prefix[-1] + len(text))
    best: tuple[int, int] | None = None
    for start, text in enumerate(stripped):
        if not text:
            continue
        target = prefix[start] + chars
        stop = bisect.bisect_left(prefix, target, lo=start + 1)
        if stop >= len(prefix) or prefix[stop] != target:
            continue
        candidate = "".join(stripped[start:stop])
        if hashlib.sha256(candidate.encode("utf-8", "surrogatepass")).hexdigest() == digest:
            if best is None or abs(start + 1 - near) < abs(best[0] - near):
                best = (start + 1, stop)
    return best
