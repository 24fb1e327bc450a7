"""The session digest: one memory per session holding what a later session needs verbatim.

Many facts span several tool calls — the test command in one, the lint command in another; the
error in one, the fix in the next, the passing run after — so a per-event memory cannot hold
them. When a session's queue has drained, compress (compress._digest_sessions) reads the whole
session and writes (or updates, keeping versions) one observation from `digest(events)`:

    Request      the first prompt (clipped), and the gist of later ones
    Commands that worked
                 distinct successful commands, verbatim (first line; here-document bodies left
                 out), each with what it printed that is worth keeping (a verbose test run:
                 the tests it ran; else keylines.output_lines: a JSON answer by its first
                 fields), blanks inside an output line kept;
                 background runs get the output their BashOutput polls saw; a later variant of
                 a command (same program and arguments, other options or input) replaces it
    Looked around
                 read-only commands (ls, find, grep, cat, …) with what they showed: short
                 answers whole, long listings by their first line
    Failures     each distinct failing command or edit with its first error lines, how many
                 times it failed, and the next command that worked after it (what finally worked)
    Files changed
                 each file edited or written (by a tool, a here-document or `sed -i`), with the
                 first key lines of its new text
    Commits      the first line of each commit message
    Looked at    files read (with the first line the tool printed when it names the file),
                 searches (pattern and hit count), sub-agent tasks (their descriptions), pages
                 fetched (their URLs)
    Outcome      the last assistant answer (clipped)

A session with fewer than MIN_TOOL_EVENTS tool calls, or that only looked around or shuffled
files (ls, cat, mkdir, git add, todo lists), gets no digest. Bookkeeping — todo lists, `git add`, the agent's own plumbing — is left out. Each section has
its own budget, so the digest stays under `MAX_DIGEST` characters. A pure function of the events:
the same events give the same digest, which keeps compress idempotent.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

from memtool.distil import extractive, keylines, layout, runbook
from memtool.store import observations, observations_read
from memtool.store import events as stored_events
from memtool.distil import toolcalls
from memtool.store.db import Conn

MAX_DIGEST = 3600
MIN_TOOL_EVENTS = 3

_BUDGETS = {"request": 800, "commands": 1100, "failures": 1000, "files": 800, "commits": 300, "looked": 500,
            "outcome": 700}
_FILES = re.compile(r"^\s*(mkdir|touch|rm|cp|mv|ln|chmod|chown)\b")
_BOOKKEEPING = re.compile(r"^\s*(git\s+(add|status|diff|log|show|stash list|branch)\b|cd\s+\S+\s*$|clear\b|true\b|"
                          r"echo\s+[A-Z_]+\s*$|submit\s*$)")


def _clip(text: str, limit: int) -> str:
    return _cut(" ".join(str(text or "").split()), limit)


def _cut(text: str, limit: int) -> str:
    """`text` within `limit` characters: cut with an ellipsis when longer."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _clip_output(command: str, output: list[str], limit: int) -> str:
    """A command (blanks collapsed) with what it printed verbatim: blanks inside an output line —
    aligned columns, the tab of `grep -n` — are kept, as the runbook keeps them; line breaks go."""
    line = f"`{_clip(command, limit)}`" + (" → " + " | ".join(" ".join(o.splitlines()) for o in output) if output else "")
    return _cut(line, limit)


def _command_line(cmd: str) -> str:
    """A command as shown: its first line, with a here-document's opening kept and body dropped."""
    first = cmd.strip().splitlines()[0] if cmd.strip() else ""
    return _clip(first, 300)


def _section(title: str, lines: list[str], budget: int) -> str:
    out: list[str] = []
    used = len(title)
    for line in lines:
        if used + len(line) + 1 > budget and out:
            break
        out.append(line)
        used += len(line) + 1
    return title + "\n" + "\n".join(out) if out else ""


def _output_of_background(event: dict) -> tuple[str | None, str]:
    """(command, output) of a BashOutput-style poll, whose result names the command it watches."""
    text = (event.get("payload") or {}).get("tool_output") or ""
    try:
        data = json.loads(text)
    except ValueError:
        return None, ""
    if not isinstance(data, dict):
        return None, ""
    cmd = data.get("command")
    output = "\n".join(str(data.get(k) or "") for k in ("stdout", "stderr") if data.get(k))
    return (cmd if isinstance(cmd, str) else None), output


def _read_header(event: dict, path: str) -> str:
    """The first line a read tool printed, when it names the file (e.g. `[File: x.py (1997 lines total)]`)."""
    output = (event.get("payload") or {}).get("tool_output") or ""
    base = os.path.basename(path)
    for line in keylines.text_of(output).replace("\r", "").splitlines()[:2]:
        if base and base in line and len(line) < 240:
            return line.strip()
    try:
        data = json.loads(output)
        total = ((data or {}).get("file") or {}).get("totalLines") if isinstance(data, dict) else None
    except ValueError:
        total = None
    return f"{path} ({total} lines total)" if isinstance(total, int) else path


def _changes(event: dict, kind: str) -> list[tuple[str, list[str]]]:
    """(path, key lines of the new text) for each file this event changed."""
    args = toolcalls.tool_input(event)
    if kind in ("edit", "write"):
        _, modified = toolcalls.files(event)
        if not modified:
            return []
        lines: list[str] = []
        content = toolcalls.get(args, "content")
        if kind == "write" and isinstance(content, str):
            lines = keylines.key_lines(content, modified[0], limit=3, budget=240)
        for old, new in extractive.edit_pairs(args):
            lines += keylines.added_lines(old, new, limit=2, budget=200)
        return [(modified[0], lines[:3])]
    if kind == "bash":
        cmd = toolcalls.command(event) or ""
        out = [(path, keylines.key_lines(text, path, limit=3, budget=240))
               for path, text in keylines.heredoc_writes(cmd)]
        out += [(path, [_command_line(cmd)]) for path in keylines.sed_targets(cmd)]
        roots = (event.get("project"), event.get("cwd"))
        return [(toolcalls.relative(path, *roots), lines) for path, lines in out]
    return []


def _core(command: str) -> tuple[str, ...]:
    """What a command runs, without what feeds it (`yes "" | x` → x), where (`cd d && x` → x) or
    its options: two commands with the same core are variants of one another."""
    text = re.sub(r"^\s*cd\s+\S+\s*&&\s*", "", command)
    text = re.sub(r"^\s*(yes|echo|printf)\b[^|]*\|\s*", "", text)
    words = [w for w in text.split() if not w.startswith("-")]
    return tuple(words[:3])


_PROGRAMS = frozenset("""python python3 pip pip3 uv uvx poetry pipx pytest tox nox ruff mypy black flake8 npm npx pnpm
yarn bun node deno tsc eslint prettier vite next make cmake ninja cargo rustc go gradle mvn dotnet java javac ruby
bundle rake gem php composer docker kubectl helm terraform git gh source export bash sh ./configure""".split())


def stated_commands(prompt: str) -> list[str]:
    """Shell commands a prompt gives in backticks (`uv pip install -e .`, `make test`): how to work
    here, as the user stated it."""
    out: list[str] = []
    for span in re.findall(r"`([^`\n]{4,200})`", prompt or ""):
        words = span.split()
        if len(words) >= 2 and (words[0] in _PROGRAMS or words[0].startswith("./")) and span not in out:
            out.append(span.strip())
    return out


def _same_file(a: str, b: str) -> bool:
    a, b = a.strip("./"), b.strip("./")
    return bool(a and b) and (a == b or a.endswith("/" + b) or b.endswith("/" + a))


@dataclass
class _Session:
    """What `digest` gathers from a session's events, section by section."""
    prompts: list[str] = field(default_factory=list)
    outcome: str = ""
    # how-to command line → output lines, in first-success order
    commands: dict[str, list[str]] = field(default_factory=dict)
    # looking-around command → (what it showed, all of it)
    looked: dict[str, tuple[list[str], bool]] = field(default_factory=dict)
    background: dict[str, str] = field(default_factory=dict)
    failures: dict[str, dict] = field(default_factory=dict)
    changed: dict[str, list[str]] = field(default_factory=dict)
    read: dict[str, str] = field(default_factory=dict)
    searches: list[str] = field(default_factory=list)
    commits: list[str] = field(default_factory=list)
    fetched: list[str] = field(default_factory=list)
    tasks: list[str] = field(default_factory=list)
    tools: int = 0
    cwd: str | None = None
    last_background: str | None = None


def _gather(events: list[dict]) -> _Session:
    s = _Session()
    for event in events:
        payload = event.get("payload") or {}
        event_type = event.get("event_type")
        s.cwd = s.cwd or event.get("cwd")
        if event_type == "prompt":
            if (payload.get("prompt") or "").strip():
                s.prompts.append(payload["prompt"])
        elif event_type in ("session_end", "assistant") and (payload.get("text") or "").strip():
            s.outcome = payload["text"]
        elif event_type == "tool":
            s.tools += 1
            kind = toolcalls.tool_kind(event.get("tool_name"))
            output = payload.get("tool_output") or ""
            if kind == "meta":
                _background_poll(s, event, output)
            elif kind not in ("todo", "skill", "other") and not _looked_at(s, event, kind, output):
                _work(s, event, kind, output)
    return s


def _background_poll(s: _Session, event: dict, output: str) -> None:
    """A poll of a background run: its output goes to the command's line (or waits for it)."""
    cmd, polled = _output_of_background(event)
    if cmd is None and s.last_background and toolcalls.get(toolcalls.tool_input(event), "bash_id"):
        cmd, polled = s.last_background, keylines.text_of(output)  # a poll of the latest background run
    if not cmd or not polled.strip():
        return
    line = _command_line(cmd)
    if line in s.commands:
        for item in keylines.output_lines(polled, limit=2):
            if item not in s.commands[line] and len(s.commands[line]) < 3:
                s.commands[line].append(item)
    else:
        s.background[line] = s.background.get(line, "") + "\n" + polled


def _looked_at(s: _Session, event: dict, kind: str, output: str) -> bool:
    """Pages fetched, sub-agent tasks, searches and files read, for "Looked at"; False for any other tool."""
    args = toolcalls.tool_input(event)
    if kind == "web":
        url = toolcalls.get(args, "url", "query")
        if isinstance(url, str) and _clip(url, 120) not in s.fetched:
            s.fetched.append(_clip(url, 120))
    elif kind == "task":
        description = toolcalls.get(args, "description")
        if isinstance(description, str) and description not in s.tasks:
            s.tasks.append(description)
    elif kind == "search":
        pattern = toolcalls.get(args, "pattern", "query", "glob")
        if isinstance(pattern, str):
            count = re.search(r'"numFiles":\s*(\d+)|Found (\d+) match', output)
            hits = next((g for g in count.groups() if g), None) if count else None
            item = f"`{_clip(pattern, 80)}`" + (f" ({hits} found)" if hits is not None else "")
            if item not in s.searches:
                s.searches.append(item)
    elif kind == "read":
        for path in toolcalls.files(event)[0]:
            s.read.setdefault(path, _read_header(event, path))
    else:
        return False
    return True


def _work(s: _Session, event: dict, kind: str, output: str) -> None:
    """A command, edit or write: a commit, a failure, or what worked (and what it changed)."""
    cmd = toolcalls.command(event) or "" if kind == "bash" else ""
    subject = _command_line(cmd) if kind == "bash" else None
    message = keylines.commit_message(cmd) if cmd and not toolcalls.failed(event) else None
    if message:
        s.commits.append(toolcalls.first_line(message, 120))
        return
    if subject and toolcalls.tool_input(event).get("run_in_background"):
        s.last_background = subject
    targets = toolcalls.files(event)[1]
    if toolcalls.failed(event):
        _failed(s, event, subject, targets, output)
        return
    changes = _changes(event, kind)
    for path, lines in changes:
        kept = s.changed.setdefault(path, [])
        kept += [line for line in lines if line not in kept][: max(0, 3 - len(kept))]
    _resolve_failures(s, subject, changes, subject or f"{event.get('tool_name')} {' '.join(targets)}")
    if kind != "bash" or not subject or changes and "<<" in subject or _BOOKKEEPING.match(subject):
        return
    if keylines.is_looking(subject):
        shown = keylines.output_lines(output, limit=3)
        short = len(shown) <= 3 and len(keylines.first_lines(output, limit=4)) <= 3
        if subject not in s.looked:
            s.looked[subject] = (shown, True) if short else (keylines.first_lines(output) +
                                                            keylines.error_lines(output, 1), False)
        return
    lines = _printed(output)
    lines += [line for line in _printed(s.background.pop(subject, "")) if line not in lines]
    core = _core(subject)
    for earlier in [c for c in s.commands if c != subject and _core(c) == core]:
        del s.commands[earlier]  # a later variant of the same command is what finally worked
    s.commands.setdefault(subject, lines[:3])


TEST_NAMES = 300  # characters of a test run's test names a digest keeps


def _printed(output: str) -> list[str]:
    """What a command that worked printed, in short: the tests a verbose test run named (as the
    runbook keeps them, within TEST_NAMES; the packages a run reports are no tests): "which test
    covers X" is answered by a name; else its telling lines (keylines.output_lines)."""
    tests = runbook.test_names(output, budget=TEST_NAMES, packages=False)
    if len(tests) >= 2:
        return ["tests: " + ", ".join(tests)]
    return keylines.output_lines(output, limit=2)


def _failed(s: _Session, event: dict, subject: str | None, targets: list[str], output: str) -> None:
    label = f"`{subject}`" if subject else f"{event.get('tool_name')} {' '.join(targets)}"
    entry = s.failures.setdefault(label, {"count": 0, "errors": [], "then": None, "files": targets,
                                          "looking": bool(subject) and keylines.is_looking(subject or "")})
    entry["count"] += 1
    for line in keylines.error_lines(output, limit=2) or keylines.output_lines(output, limit=1):
        if line not in entry["errors"] and len(entry["errors"]) < 2:
            entry["errors"].append(line)


def _resolve_failures(s: _Session, subject: str | None, changes: list[tuple[str, list[str]]], done: str) -> None:
    """`done` is what finally worked for each failure still open that it answers."""
    for entry in s.failures.values():
        if entry["then"] is not None:
            continue
        if entry["files"]:  # a failed edit or write: what finally changed that file
            if any(_same_file(path, f) for path, _ in changes for f in entry["files"]):
                entry["then"] = done
        elif entry["looking"] or (subject and not keylines.is_looking(subject)):
            entry["then"] = done


def _request(prompts: list[str]) -> str:
    request = _clip(prompts[0], _BUDGETS["request"] - 100 * len(prompts[1:4]))
    later = [toolcalls.gist(p, 100) for p in prompts[1:4]]
    given = [span for p in prompts for span in stated_commands(p) if span not in request]
    return ("Request: " + request + "".join(f"\nThen: {item}" for item in later)
            + ("\nCommands the request gives: " + ", ".join(f"`{c}`" for c in given[:6]) if given else ""))


def _commands(s: _Session) -> list[str]:
    """The "Commands that worked" and "Looked around" sections (they share one budget)."""
    how = [_clip_output(cmd, out, 400) for cmd, out in s.commands.items()]
    # What looking around found: short answers (a path, a count, an empty listing) before long listings.
    seen = [_clip_output(cmd, out, 240) for cmd, (out, short) in sorted(s.looked.items(), key=lambda item: not item[1][1])]
    where = f" (in {s.cwd})" if s.cwd else ""
    sections = []
    if how:
        sections.append(_section(f"Commands that worked{where}:", how, _BUDGETS["commands"]))
    if seen:
        used = sum(len(line) + 1 for line in how)
        sections.append(_section(f"Looked around{where if not how else ''}:", seen,
                                 max(_BUDGETS["commands"] - used, 300)))
    return sections


def _failure_lines(failures: dict[str, dict]) -> list[str]:
    merged: dict[tuple[str, ...], dict] = {}  # the same error from several commands is told once
    for label, entry in failures.items():
        if entry["looking"] and not entry["errors"]:
            continue  # a search that found nothing
        key = tuple(entry["errors"]) or (label,)
        if key in merged:
            merged[key]["labels"].append(label)
            merged[key]["count"] += entry["count"]
        else:
            merged[key] = dict(entry, labels=[label], thens=[])
        if entry["then"] and entry["then"] not in merged[key]["thens"]:
            merged[key]["thens"].append(entry["then"])
    # Problems left open first, then the ones that cost several attempts; searches last.
    ordered = sorted(merged.values(), key=lambda e: (e["looking"], bool(e["thens"]), -e["count"]))
    fails = []
    for entry in ordered:
        label = ", ".join(_clip(item, 220) for item in entry["labels"][:3])
        times = f" (×{entry['count']})" if entry["count"] > 1 else ""
        line = f"{label} failed{times}: " + " | ".join(_clip(e, 160) for e in entry["errors"])
        if entry["thens"]:
            line += "; then " + ", ".join(f"`{_clip(t, 160)}`" for t in entry["thens"][:3]) + " worked"
        fails.append(_clip(line, 480))
    return fails


def _around(s: _Session) -> list[str]:
    around = []
    if s.tasks:
        around.append("Sub-agent tasks: " + "; ".join(_clip(t, 80) for t in s.tasks[:8]))
    if s.read:
        around.append(_clip("Read: " + "; ".join(list(s.read.values())[:8]), 400))
    if s.searches:
        around.append("Searched: " + ", ".join(s.searches[:8]))
    if s.fetched:
        around.append("Fetched: " + ", ".join(s.fetched[:6]))
    return around


def _narrative(s: _Session) -> str:
    sections = [_request(s.prompts)] if s.prompts else []
    sections += _commands(s)
    sections.append(_section("Failures:", _failure_lines(s.failures), _BUDGETS["failures"]))
    files = [_clip(f"{path}" + (" — " + " | ".join(lines) if lines else ""), 300)
             for path, lines in s.changed.items()]
    sections.append(_section("Files changed:", files, _BUDGETS["files"]))
    if s.commits:
        sections.append(_clip("Commits: " + "; ".join(s.commits), _BUDGETS["commits"]))
    sections.append(_section("Looked at:", _around(s), _BUDGETS["looked"]))
    if s.outcome.strip():
        sections.append("Outcome: " + _clip(s.outcome, _BUDGETS["outcome"]))
    return "\n".join(section for section in sections if section)[:MAX_DIGEST]


def digest(events: list[dict]) -> dict | None:
    """An observation draft for a session from its events (in order), or None when the session
    did too little to be worth one (fewer than MIN_TOOL_EVENTS tool calls and no final answer)."""
    s = _gather(events)
    substance = (s.failures or s.changed or s.tasks or s.commits or s.outcome.strip()
                 or any(not _FILES.match(c) for c in s.commands))
    if s.tools < MIN_TOOL_EVENTS or not substance:
        return None
    request_gist = toolcalls.gist(s.prompts[0], 100) if s.prompts else "session work"
    return {
        "type": "discovery",
        "title": f"Session digest: {request_gist}",
        "narrative": _narrative(s),
        "facts": [],
        "concepts": ["session", "how-to"],
        "files_read": list(s.read)[:20],
        "files_modified": list(s.changed)[:20],
        "importance": 0.5,
        "confidence": extractive.EXTRACTIVE_CONFIDENCE,
        "is_global": False,
        "metadata": {"digest": "session", "project_cwd": s.cwd},
    }


# -- the stored digest ------------------------------------------------------------------------------

_DIGEST_FIELDS = ("type", "title", "narrative", "facts", "concepts", "files_read", "files_modified", "importance")


def write_digest(conn: Conn, session: str) -> list[dict]:
    """Create or update the digest observation of one session and its runbook (runbook.py), and
    merge the session into its project's layout memory (layout.py), in the caller's transaction.
    Nothing happens while the session still has events waiting in the queue, or when they would
    not change; a runbook part no longer needed is deleted. Returns the observation records
    written."""
    observations_read.lock_session_digest(conn, session)
    if stored_events.session_open(conn, session):
        return []
    events = stored_events.of_session(conn, session)
    if not events:
        return []
    project = events[-1]["project"]
    merged = layout.write_layout(conn, project, events)  # even a session that only looked around
    written = [merged] if merged else []
    draft = digest(events)
    if draft is None:
        return written
    prompts = [(e.get("payload") or {}).get("prompt") for e in events if e.get("event_type") == "prompt"]
    gist = toolcalls.gist(next((p for p in prompts if p), None), 100) or "session work"
    drafts = [draft, *runbook.runbook(events, gist, draft["metadata"].get("project_cwd"))]
    existing = observations_read.digest_parts(conn, session, project)
    for part in drafts:
        part.update(project=project, session_id=session, source_event_ids=[e["id"] for e in events],
                    confidence=extractive.EXTRACTIVE_CONFIDENCE, is_global=False)
        record = _write_part(conn, session, existing.pop(part["metadata"]["digest"], None),
                             observations.normalise(part, default_project=project, method="extractive"))
        if record:
            written.append(record)
    for name, obs_id in existing.items():
        if name.startswith("runbook"):  # the session's runbook got shorter
            observations.forget_many(conn, [obs_id], reason=f"compress: runbook of session {session} rewritten")
    return written


def _write_part(conn: Conn, session: str, obs_id: int | None, obs: dict) -> dict | None:
    if obs_id is None:
        stored = observations.store(conn, obs)
        return observations.fetch(conn, [stored["id"]])[0] if stored["action"] == "created" else None
    current = observations.fetch(conn, [obs_id])[0]
    changes = {key: obs[key] for key in _DIGEST_FIELDS if current.get(key) != obs[key]}
    if not changes:
        return None
    # Provenance only (not content): every event of the session the digest now covers.
    observations.set_sources(conn, obs_id, obs["source_event_ids"])
    return observations.update(conn, obs_id, changes, reason=f"compress: digest of session {session}")
