"""Extractive rules for session summaries and day rollups: deterministic, offline, no model.

A session summary is built from the session's own words, kept verbatim where a later session
needs them exactly (commands, paths, error strings), bounded in size, without bookkeeping:

    request     the user's prompts, in order (each clipped to PROMPT_CHARS, at most MAX_PROMPTS)
    investigated  what the session's discovery observations say, and the files it read
    completed   what was done: the session's bugfix / feature / refactor / change observations,
                the files edited, commit titles (of `-m` messages and here-documents)
    learned     errors and what followed: "`CMD` failed: ERROR → after editing FILES it passed"
                (or "→ passed after `OTHER CMD`", or "→ passed on a re-run"), and the gotcha /
                decision / preference observations
    next_steps  commands still failing at the end, and the final message's sentences about
                what is next / left / to do
    commands    distinct commands that succeeded, verbatim (whitespace collapsed, clipped to
                COMMAND_CHARS), minus bookkeeping (see is_bookkeeping)

"Failed" is a shell call that reported an error or a non-zero exit; it is re-run by a later
call of the same program with the same or broader arguments (see same_work). Bookkeeping —
listings, reads, searches, status checks, `git add`, task trackers, mkdir/rm/touch, and a chain
made only of those — is neither a command nor an error worth reporting. Observation titles that
restate a command run, or an error already told, are left out; compress's whole-session digest
observation is linked but not quoted.
    outcome     the final assistant message (whitespace collapsed, clipped)
    files_read, files_modified, decisions (lists)

Text fields hold one item per line. Each item records the events it came from; the summary's
`source_event_ids` is their union, `observation_ids` the observations it summarises.

A day rollup merges the summaries of one project's sessions active that day (UTC): their
requests, what was done, what was learned (items de-duplicated), the next steps of the day's
last sessions first, files and commands; it links to the summaries and sessions.

Material read by `session()` (see summarize.gather):

    prompts       [{"id", "text"}]
    tools         [{"id", "tool_name", "project", "cwd", "payload": {"tool_input", "tool_output"
                   (a failed call's output tail, else ""), "exit_code", "is_error"}}]
    observations  [observation records]
    final         {"id", "text"} or None: the last assistant text
"""

from __future__ import annotations

import re
import shlex
from typing import Callable, Iterable

from memtool.distil import toolcalls

MAX_PROMPTS = 5
PROMPT_CHARS = 300
MAX_COMMANDS = 15
COMMAND_CHARS = 200
MAX_FILES = 50
FIELD_CHARS = 1500
NEXT_CHARS = 800
OUTCOME_CHARS = 800
ERROR_CHARS = 200

# Commands that only look around, keep books or shuffle files: never a summary's "what was done".
# A chain (`a && b | c`) is bookkeeping when every part of it is.
_BOOKKEEPING = re.compile(
    r"^(ls|ll|la|pwd|cd|echo|printf|cat|bat|head|tail|less|more|wc|tree|which|type|whoami|date|clear|true|"
    r"false|sleep|env|printenv|export|source|\.|file|stat|du|df|ps|history|nl|sort|uniq|cut|find|fd|grep|egrep|rg|"
    r"ag|ack|sed -n|mkdir|touch|rm|rmdir|chmod|"
    r"git (status|diff|log|show|branch|remote|fetch|add|stash list|rev-parse|ls-files|blame)|"
    r"(bd|todo|task|gh issue|gh pr (view|list|status)|jira|linear)\b)(\s|$)")
_ENV_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=\S*\s+")
_CD_PREFIX = re.compile(r"^cd\s+\S+\s*(&&|;)\s*")
_NEXT = re.compile(r"\bnext(\s+steps?)?\s*[:,]|\bnext steps?\b|\bto-?do:|\b(remaining|remains to be|left to do|"
                   r"still (need|needs|to|fails|failing)|follow[- ]up|should also|not yet|is pending|are pending)\b",
                   re.IGNORECASE)
# An observation title that only restates a command run ("Ran `make`: …"): the commands say it.
_RAN = re.compile(r"^Ran `")
_LEADING_COMMAND = re.compile(r"^`([^`]+)`")
_COMMIT = re.compile(r"\bgit commit\b")
_HEREDOC = re.compile(r"<<-?\s*['\"]?(\w+)['\"]?\s*\n(.*?)\n\s*\1\b", re.DOTALL)
_MESSAGE = re.compile(r"(?:\s-[a-zA-Z]*m|--message)[= ]\s*(?:\"((?:[^\"\\]|\\.)*)\"|'([^']*)')", re.DOTALL)


def clip(text: str | None, limit: int) -> str:
    """Whitespace collapsed, cut at `limit` characters with an ellipsis."""
    text = " ".join(str(text or "").split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def lines(items: Iterable[str], limit: int = FIELD_CHARS) -> str:
    """Distinct non-empty items, one per line, the whole within `limit` characters (whole items only)."""
    out: list[str] = []
    size = 0
    for item in items:
        item = (item or "").strip()
        if not item or item in out:
            continue
        if size + len(item) + 1 > limit:
            if not out:
                out.append(clip(item, limit))
            break
        out.append(item)
        size += len(item) + 1
    return "\n".join(out)


def items(text: str | None) -> list[str]:
    """The items of a text field (one per line)."""
    return [line.strip() for line in (text or "").splitlines() if line.strip()]


# -- commands ---------------------------------------------------------------------------------


def _core(cmd: str) -> str:
    """The command without a leading `cd DIR &&` and environment assignments."""
    core = cmd.strip()
    for _ in range(3):
        before = core
        core = _CD_PREFIX.sub("", core)
        core = _ENV_ASSIGNMENT.sub("", core)
        if core == before:
            break
    return core


def chain(line: str) -> list[str]:
    """The commands of one shell line split at `&&`, `||`, `;`, `|` and `&` outside quotes
    (redirections such as `2>&1` stay whole)."""
    parts: list[str] = []
    buf: list[str] = []
    quote = None
    for i, char in enumerate(line):
        if quote:
            buf.append(char)
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
            buf.append(char)
        elif char in "|;&" and not (char == "&" and (line[i - 1:i] in (">", "<") or line[i + 1:i + 2] == ">")):
            if buf:
                parts.append("".join(buf).strip())
            buf = []
        else:
            buf.append(char)
    parts.append("".join(buf).strip())
    return [part for part in parts if part]


def is_bookkeeping(cmd: str) -> bool:
    """Listings, reads, status checks, `git add`, task trackers, file shuffling: nothing a later
    session re-runs. A chain of commands is bookkeeping when every part of it is; only the first
    line counts (what follows is a heredoc's body)."""
    first = cmd.strip().splitlines()[0] if cmd.strip() else ""
    parts = [re.sub(r"^xargs\s+(-\S+\s+)*", "", _core(part)) for part in chain(first)]
    parts = [part for part in parts if part and not re.fullmatch(r"\d?[<>]+\s*\S*", part)]
    return bool(parts) and all(_BOOKKEEPING.match(part) for part in parts)


def signature(cmd: str) -> tuple[str, tuple[str, ...]]:
    """(program, positional arguments) of the command that does the work in a line: the last
    part of its chain that is not bookkeeping (`cd app && make clean && make` → make). `python -m
    pytest -x tests/a.py` and `pytest tests/a.py` are both ("pytest", ("tests/a.py",))."""
    lines_ = cmd.strip().splitlines()
    parts = [_core(part) for part in chain(lines_[0])] if lines_ else []
    work = [part for part in parts if part and not is_bookkeeping(part)]
    first = (work or parts or [""])[-1]
    try:
        words = shlex.split(first)
    except ValueError:
        words = first.split()
    if len(words) >= 3 and re.fullmatch(r"python[0-9.]*", words[0]) and words[1] == "-m":
        words = words[2:]
    program = words[0].rsplit("/", 1)[-1] if words else ""
    return program, tuple(w for w in words[1:] if not w.startswith("-") and not re.match(r"\d?[<>]", w))


def same_work(failed_cmd: str, later_cmd: str) -> bool:
    """A later command re-runs the failed one: the same program, with the same arguments or
    broader ones (`pytest tests/a.py` or `pytest` after `pytest tests/a.py::test_one`)."""
    (prog_a, args_a), (prog_b, args_b) = signature(failed_cmd), signature(later_cmd)
    if not prog_a or prog_a != prog_b:
        return False
    if not args_b or args_a == args_b:
        return True
    return len(args_b) <= len(args_a) and all(a.startswith(b) for a, b in zip(args_a, args_b))


def commit_title(cmd: str) -> str | None:
    """The first line of a `git commit` message (-m "…", -m '…', or a heredoc)."""
    if not _COMMIT.search(cmd):
        return None
    heredoc = _HEREDOC.search(cmd)
    if heredoc:
        text = heredoc.group(2)
    else:
        message = _MESSAGE.search(cmd)
        if not message:
            return None
        text = message.group(1) if message.group(1) is not None else message.group(2)
    for line in text.splitlines():
        if line.strip():
            return clip(line, 120)
    return None


def _first_line(cmd: str) -> str:
    """A command as one line: verbatim, whitespace collapsed, clipped."""
    return clip(cmd, COMMAND_CHARS)


def _error(tool: dict) -> str:
    payload = tool.get("payload") or {}
    found = toolcalls.error_lines(payload.get("tool_output"), limit=5)
    error = toolcalls.main_error(found)
    if not error:
        tail = [line for line in (payload.get("tool_output") or "").splitlines() if line.strip()]
        error = tail[-1] if tail else None
    if not error and payload.get("exit_code") is not None:
        error = f"exit {payload['exit_code']}"
    return clip(error or "error", ERROR_CHARS)


# -- a session --------------------------------------------------------------------------------


def _request(material: dict, sources: set[int]) -> list[str]:
    prompts = [p for p in material.get("prompts") or [] if (p.get("text") or "").strip()]
    shown = prompts[:MAX_PROMPTS]
    sources.update(p["id"] for p in shown)
    request_items = [clip(p["text"], PROMPT_CHARS) for p in shown]
    if len(prompts) > len(shown):
        request_items.append(f"(+{len(prompts) - len(shown)} more prompts)")
    return request_items


class _Calls:
    """What a session's tool calls did: files, commands, commits, failures re-run and still open."""

    def __init__(self, sources: set[int]) -> None:
        self.sources = sources
        self.files_read: list[str] = []
        self.files_modified: list[str] = []
        self.commands: list[str] = []
        self.commits: list[str] = []
        self.learned: list[str] = []
        self.open_failures: dict[str, dict] = {}  # command → {"error", "id", "edits", "between"}

    def add(self, tool: dict) -> None:
        event = {**tool, "event_type": "tool"}
        kind = toolcalls.tool_kind(tool.get("tool_name"))
        read, modified = toolcalls.files(event)
        if modified and not toolcalls.failed(event):
            self.sources.add(tool["id"])
            for path in modified:
                if path not in self.files_modified:
                    self.files_modified.append(path)
                for failure in self.open_failures.values():
                    if path not in failure["edits"]:
                        failure["edits"].append(path)
            return
        for path in read:
            if path not in self.files_read:
                self.files_read.append(path)
        cmd = toolcalls.command(event) if kind == "bash" else None
        if not cmd:
            return
        if toolcalls.failed(event):
            if cmd not in self.open_failures and not is_bookkeeping(cmd):
                self.open_failures[cmd] = {"error": _error(tool), "id": tool["id"], "edits": [], "between": []}
            return
        self._resolve(cmd, tool["id"])
        if is_bookkeeping(cmd):
            return
        title = commit_title(cmd)
        if title:
            self.sources.add(tool["id"])
            self.commits.append(f"Committed: {title}")
            return
        line = _first_line(cmd)
        for failure in self.open_failures.values():
            failure["between"].append(clip(line, 80))
        if line not in self.commands:
            self.commands.append(line)
            self.sources.add(tool["id"])

    def _resolve(self, cmd: str, event_id: int) -> None:
        """The open failures `cmd` re-runs become lessons: what failed, and how it came to pass."""
        for key in [k for k in self.open_failures if same_work(k, cmd)]:
            failure = self.open_failures.pop(key)
            self.sources.update((failure["id"], event_id))
            if failure["edits"]:
                how = "after editing " + ", ".join(failure["edits"][:5]) + " it passed"
            elif failure["between"]:
                how = "passed after " + ", ".join(f"`{c}`" for c in failure["between"][-2:])
            else:
                how = "passed on a re-run"
            self.learned.append(f"`{_first_line(key)}` failed: {failure['error']} → {how}")


def _observations_by_type(observations: list[dict], calls: _Calls) -> dict[str | None, list[dict]]:
    """The session's observations by type (the digest left out), their files added to `calls`'."""
    by_type: dict[str | None, list[dict]] = {}
    for obs in observations:
        if not (obs.get("metadata") or {}).get("digest"):  # compress's whole-session digest: linked, not quoted
            by_type.setdefault(obs.get("type"), []).append(obs)
        for path in obs.get("files_modified") or []:
            if path not in calls.files_modified:
                calls.files_modified.append(path)
        for path in obs.get("files_read") or []:
            if path not in calls.files_read:
                calls.files_read.append(path)
    return by_type


def _news(calls: _Calls) -> Callable[[str], bool]:
    """A test for observation titles: not a restatement of a command run, or of an error already told."""
    mentioned = {_core(key) for key in calls.open_failures} | {
        _core(m.group(1).rstrip("…")) for item in calls.learned if (m := _LEADING_COMMAND.match(item))}
    mentioned.discard("")

    def new_news(title: str) -> bool:
        found = _LEADING_COMMAND.match(title)
        if found:
            start = _core(found.group(1).rstrip("…"))
            if is_bookkeeping(start) or any(m.startswith(start) or start.startswith(m) for m in mentioned):
                return False
        return len(title.split()) >= 3 and not _RAN.match(title)

    return new_news


def _next_steps(calls: _Calls, final: dict) -> tuple[list[str], str]:
    """(next steps, outcome): the failures left open, and what the final message says is next."""
    next_steps = []
    for key, failure in calls.open_failures.items():
        calls.sources.add(failure["id"])
        next_steps.append(f"`{_first_line(key)}` still fails: {failure['error']}")
    outcome = clip(final.get("text"), OUTCOME_CHARS)
    if outcome:
        calls.sources.add(final["id"])
        for sentence in re.split(r"(?<=[.!?])\s+|\n", final.get("text") or ""):
            if _NEXT.search(sentence):
                next_steps.append(clip(sentence, 240))
    return next_steps, outcome


def session(material: dict) -> dict:
    """Summary fields (see the module help) plus source_event_ids and observation_ids."""
    sources: set[int] = set()
    request_items = _request(material, sources)
    calls = _Calls(sources)
    for tool in material.get("tools") or []:
        calls.add(tool)
    observations = material.get("observations") or []
    by_type = _observations_by_type(observations, calls)
    files_modified = calls.files_modified
    files_read = [p for p in calls.files_read if p not in files_modified]

    completed = [o["title"] for t in ("bugfix", "feature", "refactor", "change") for o in by_type.get(t, [])]
    if files_modified:
        completed.append("Edited " + ", ".join(files_modified[:12])
                         + (f" (+{len(files_modified) - 12} more)" if len(files_modified) > 12 else ""))
    completed += calls.commits
    new_news = _news(calls)
    learned = calls.learned + [o["title"] for t in ("gotcha", "decision", "preference") for o in by_type.get(t, [])
                               if new_news(o["title"])]
    investigated = [o["title"] for o in by_type.get("discovery", []) if new_news(o["title"])]
    if files_read:
        investigated.append("Read " + ", ".join(files_read[:8]))
    next_steps, outcome = _next_steps(calls, material.get("final") or {})
    decisions = [o["title"] for t in ("decision", "preference") for o in by_type.get(t, [])]
    return {"request": lines(request_items), "investigated": lines(investigated),
            "completed": lines(completed), "learned": lines(learned), "next_steps": lines(next_steps, NEXT_CHARS),
            "outcome": outcome, "commands": calls.commands[:MAX_COMMANDS], "files_read": files_read[:MAX_FILES],
            "files_modified": files_modified[:MAX_FILES], "decisions": list(dict.fromkeys(decisions))[:20],
            "source_event_ids": sorted(sources), "observation_ids": [o["id"] for o in observations]}


# -- a day ------------------------------------------------------------------------------------


def day(summaries: list[dict]) -> dict:
    """Day rollup fields from the day's session summaries (in session order): request,
    completed, learned, next_steps (text, one item per line), files_modified, commands."""
    request = []
    for summary in summaries:
        asked = items(summary.get("request"))
        if asked:
            request.append(asked[0] if len(asked) == 1 else f"{asked[0]} (+{len(asked) - 1} more)")
    completed = [item for s in summaries for item in items(s.get("completed"))]
    learned = [item for s in summaries for item in items(s.get("learned"))]
    # What is left at the end of the day: the latest sessions' open ends first.
    next_steps = [item for s in reversed(summaries) for item in items(s.get("next_steps"))]
    files = list(dict.fromkeys(p for s in summaries for p in s.get("files_modified") or []))
    commands = list(dict.fromkeys(c for s in summaries for c in s.get("commands") or []))
    return {"request": lines(request), "completed": lines(completed), "learned": lines(learned),
            "next_steps": lines(next_steps, NEXT_CHARS), "files_modified": files[:MAX_FILES],
            "commands": commands[:MAX_COMMANDS * 2]}
