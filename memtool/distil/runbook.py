"""A session's runbook: the commands that worked and what they showed, verbatim — the part of a
session a later one asks about most ("how do I run only these tests", "which tests cover X",
"where is Y defined", "what does `tool list --json` print", "which port does the service use").

The session digest (digest.py) tells the story of a session in 3,600 characters, so it keeps a
command's first output line at most; this keeps each distinct command that worked with the lines
of its output that carry knowledge, and the settings of the configuration files the session
read. Written next to the digest (compress._digest_sessions → digest.write_digest) as up to
MAX_PARTS observations of at most PART_BUDGET characters, one entry per line group:

    `<command>` → <output>   a command that worked (first lines of a script); its output
                             whole when short, else the test names it ran (test runners), the
                             hits it listed (searches, listings: the first ones), or its
                             telling lines (keylines.output_lines)
    <path> settings: …       a configuration file read (TOML/YAML/JSON/INI/env, Dockerfile,
                             Makefile, CI workflows): its `key = value`-style lines
    search `<pattern>` → …   a search tool's first hits

Left out, as the digest does: failed commands (their own observations keep the error),
bookkeeping (git add/commit/push, mkdir, cd …), file writes by here-document, background
polls, and commands whose output is empty and that only looked around. Whitespace inside an
output line is kept (tables, aligned columns, tabs of `grep -n`); ANSI colours are not.
A pure function of the events, like the digest.
"""

from __future__ import annotations

import os
import re

from memtool.distil import keylines, toolcalls

PART_BUDGET = 3000
MAX_PARTS = 3
OUTPUT_BUDGET = 600  # what one command printed
ENTRY_LIMIT = 900  # one command with its output
_LINE = 220

_BOOKKEEPING = re.compile(r"^\s*(git\s+(add|stage|commit|push|pull|fetch|checkout|switch|stash|status|restore|rm|mv|"
                          r"tag|reset|rebase|merge)\b|mkdir|touch|rm|cp|mv|ln|chmod|chown|cd|clear|true|sleep|kill|"
                          r"pkill|open|code)\b")
_CONFIG = re.compile(r"(\.(toml|ya?ml|ini|cfg|conf|env[\w.-]*|properties|mod)$|(^|/)(Dockerfile[\w.-]*|Makefile|"
                     r"Procfile|\.env[\w.-]*|\.[\w-]*rc|(package|composer|app|manifest|tsconfig[\w.-]*|[\w.-]*config|"
                     r"[\w.-]*settings)\.json)$)", re.IGNORECASE)
_SETTING = re.compile(r"^\s*(-\s+)?([\"']?[\w.@/-]+[\"']?\s*[=:]\s*\S|(ARG|ENV|FROM|CMD|ENTRYPOINT|EXPOSE|RUN|WORKDIR)\s|"
                      r"\[[\w.\"' -]+\]\s*$|[\w./@-]+\s+v?\d[\w.+-]*(\s+//.*)?$|uses:\s)")
_NUMBERED = re.compile(r"^\s*\d+(→|\t|:\s)")  # `cat -n`-style line numbers of a read tool
_FILE_VIEW = re.compile(r"^\s*(cd\s+\S+\s*(&&|;)\s*)?(cat|nl|head|tail|sed\s+-n|bat|less|more)\b")
_HISTORY = re.compile(r"^\s*(cd\s+\S+\s*(&&|;)\s*)?git\s+(--no-pager\s+)?(show|log|diff|blame)\b")
_RESULT = re.compile(r"^\s*(ok|FAIL|PASS|Tests?:|\d+ passed|=+ .* =+$)")
# Test runners' per-test lines: go test -v, pytest -v, jest/vitest, cargo test, mocha, rspec -fd.
_TEST_LINE = re.compile(r"^\s*(?:=== RUN\s+(\S+)|(?:ok|FAIL|PASS)\s+(\S+[/.]\S+)(?:\s|$)|--- (?:PASS|FAIL|SKIP): (\S+)|(\S+::\S+)\s+(?:PASSED|FAILED|SKIPPED|ERROR)|"
                        r"(?:✓|✔|✕|×|√)\s+(.+?)(?:\s+\(\d+\s*m?s\))?$|test (\S+) \.\.\. (?:ok|FAILED|ignored))")


def test_names(output: str | None, budget: int = 700, packages: bool = True) -> list[str]:
    """The tests a test runner's verbose output names, in order, distinct, within `budget` chars
    (without `packages`, the tests only: not the packages a run reports `ok` or `FAIL`)."""
    names: list[str] = []
    used = 0
    for line in keylines.text_of(output).splitlines():
        match = _TEST_LINE.match(line)
        if not match or not packages and match.group(2):
            continue
        name = next(g for g in match.groups() if g).strip()
        if name in names:
            continue
        if used + len(name) + 2 > budget:
            names.append("…")
            break
        names.append(name)
        used += len(name) + 2
    return names


def _clean(line: str) -> str:
    line = line.rstrip()
    return line if len(line) <= _LINE else line[: _LINE - 1].rstrip() + "…"


def _lines(output: str | None) -> list[str]:
    return [_clean(line) for line in keylines.lines_of(output) if line.strip()]


def _fit(lines: list[str], budget: int) -> list[str]:
    kept: list[str] = []
    used = 0
    for line in lines:
        if used + len(line) > budget and kept:
            break
        kept.append(line)
        used += len(line) + 3
    return kept


def shown(command: str, output: str | None) -> str:
    """What a command printed that is worth keeping, as one string (lines joined by ` ⏎ `):
    all of a short output; the tests a test run named; else its first lines within OUTPUT_BUDGET
    (a listing's or search's first hits, a JSON answer's first fields, a table's header) and
    then its telling lines (errors, counts, addresses: keylines.output_lines)."""
    lines = _lines(output)
    if not lines:
        return ""
    if _FILE_VIEW.match(command) and keylines.is_looking(command):
        return _clean(lines[0].strip())  # a file shown whole or in part: which file, not its text
    tests = test_names(output)
    if len(tests) >= 2:
        summary = [line.strip() for line in lines if _RESULT.match(line)]
        return "tests: " + ", ".join(tests) + ("" if not summary else " ⏎ " + " ⏎ ".join(summary[-2:]))
    if sum(len(line) + 3 for line in lines) <= OUTPUT_BUDGET:
        return " ⏎ ".join(line.strip() if i == 0 else line for i, line in enumerate(lines))
    if lines[0].strip()[:1] in "[{":  # JSON: its first fields, compacted
        lines = [line.strip() for line in lines]
    budget = OUTPUT_BUDGET // 2 if _HISTORY.match(command) else OUTPUT_BUDGET
    head = _fit(lines, budget * 3 // 4)
    telling = [line for line in keylines.output_lines("\n".join(lines), limit=3)
               if line not in (h.strip() for h in head)]
    rest = _fit(telling, budget - sum(len(h) + 3 for h in head))
    return " ⏎ ".join([*head, "…", *rest] if rest else [*head, f"… ({len(lines)} lines)"])


def settings(path: str, output: str | None, limit: int = 16) -> list[str]:
    """The `key = value`-style lines of a configuration file as a read tool showed it."""
    found: list[str] = []
    for raw in keylines.text_of(output).splitlines():
        line = _NUMBERED.sub("", raw, count=1).rstrip()
        if not line.strip() or line.lstrip().startswith(("#", "//", ";")) or not _SETTING.match(line):
            continue
        line = _clean(line.strip())
        if line not in found:
            found.append(line)
        if len(found) >= limit:
            break
    return found


def _command_text(cmd: str) -> str:
    """A command as kept: its first six lines (a script's setup and its main lines), a
    here-document's body left out."""
    lines = [line.strip() for line in cmd.strip().splitlines() if line.strip()]
    kept: list[str] = []
    for line in lines[:6]:
        kept.append(line)
        if "<<" in line:
            break
    return keylines.clip(" ; ".join(kept), 400)


def entries(events: list[dict]) -> list[str]:
    """One line group per command that worked, config file read or search, in session order."""
    out: dict[str, str] = {}  # key → entry; a command run again keeps its latest output
    for event in events:
        if event.get("event_type") != "tool" or toolcalls.failed(event):
            continue
        kind = toolcalls.tool_kind(event.get("tool_name"))
        payload = event.get("payload") or {}
        output = payload.get("tool_output") or ""
        if kind == "bash":
            cmd = toolcalls.command(event) or ""
            first = cmd.strip().splitlines()[0] if cmd.strip() else ""
            if (not first or _BOOKKEEPING.match(first) and not re.search(r"&&|;|\|", first)
                    or keylines.commit_message(cmd) or keylines.heredoc_writes(cmd)
                    or toolcalls.tool_input(event).get("run_in_background")):
                continue
            text = _command_text(cmd)
            result = shown(cmd, output)
            if not result and keylines.is_looking(cmd):
                continue
            out.pop(text, None)
            for key, earlier in list(out.items()):
                if result and earlier.endswith(f"` → {result}"):  # the same output: told once, last
                    out[key] = earlier[: -len(f" → {result}")]
            out[text] = keylines.clip(f"`{text}`" + (f" → {result}" if result else ""), ENTRY_LIMIT)
        elif kind == "read":
            for path in toolcalls.files(event)[0]:
                if _CONFIG.search(os.path.basename(path)) or "/.github/" in f"/{path}":
                    found = settings(path, output)
                    if found:
                        out[f"read {path}"] = keylines.clip(f"{path} settings: " + " ⏎ ".join(found), ENTRY_LIMIT)
        elif kind == "search":
            pattern = toolcalls.get(toolcalls.tool_input(event), "pattern", "query", "glob")
            hits = [line for line in _lines(output) if not line.lstrip().startswith(("{", "Found "))][:5]
            if isinstance(pattern, str) and hits:
                out[f"search {pattern}"] = keylines.clip(f"search `{pattern}` → " + " ⏎ ".join(hits), ENTRY_LIMIT)
    return list(out.values())


def _pack(items: list[str]) -> list[list[str]]:
    """The entries in session order, in parts of about PART_BUDGET chars, at most MAX_PARTS:
    when they do not fit, the longest entries are shortened first (a long listing keeps its
    head), so that every command stays."""
    items = list(items)
    cap = PART_BUDGET * MAX_PARTS * 9 // 10  # parts are filled whole entries at a time
    while items and sum(len(item) + 1 for item in items) > cap:
        longest = max(range(len(items)), key=lambda i: len(items[i]))
        if len(items[longest]) <= 200:
            items.pop(0)  # only short entries left: the oldest go
        else:
            items[longest] = keylines.clip(items[longest], max(200, len(items[longest]) * 2 // 3))
    parts: list[list[str]] = []
    used = PART_BUDGET
    for item in items:
        if used + len(item) + 1 > PART_BUDGET and len(parts) < MAX_PARTS:
            parts.append([])
            used = 0
        parts[-1].append(item)
        used += len(item) + 1
    return parts


def runbook(events: list[dict], gist: str, cwd: str | None) -> list[dict]:
    """Observation drafts (0..MAX_PARTS) holding the session's entries (see `_pack`)."""
    parts = _pack(entries(events))
    where = f" (in {cwd})" if cwd else ""
    drafts = []
    for number, lines in enumerate(parts, 1):
        suffix = f" (part {number} of {len(parts)})" if len(parts) > 1 else ""
        drafts.append({
            "type": "discovery",
            "title": f"Commands and results{suffix}: {gist}",
            "narrative": f"What worked and what it showed{where}:\n" + "\n".join(lines),
            "facts": [], "concepts": ["session", "how-to", "commands"],
            "files_read": [], "files_modified": [], "importance": 0.5,
            "metadata": {"digest": "runbook" if number == 1 else f"runbook-{number}", "project_cwd": cwd},
        })
    return drafts
