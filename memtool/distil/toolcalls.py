"""Reading one tool call of a captured event: what kind of tool it is, its input, the command
it ran, the files it read and wrote, whether it failed, and its error lines. The distillation
rules (extractive.py, digest.py, summary_rules.py, decide.py) all read tool calls through here.

    tool_kind(name)       "bash" | "read" | "edit" | "write" | "search" | "web" | "todo" | "task" |
                          "skill" | "meta" | "mcp" | "other"
    tool_input(event)     the call's input object;  get(mapping, *keys): the first key present
    command(event)        the shell command, or None;  files(event): (read, written) paths
    failed(event)         whether the call failed;  error_lines(text), main_error(lines), gist(text)
    clip(text, n), first_line(text, n), relative(path, *roots)
"""

from __future__ import annotations

import os
import re
from typing import Any

from memtool.distil import keylines

TOOL_KINDS = {
    "bash": "bash", "shell": "bash", "run_shell_command": "bash", "exec": "bash",
    "read": "read", "view": "read", "read_file": "read", "notebookread": "read",
    "edit": "edit", "multiedit": "edit", "patch": "edit", "apply_patch": "edit", "notebookedit": "edit",
    "str_replace_editor": "edit", "replace": "edit",
    "write": "write", "create": "write", "write_file": "write",
    "glob": "search", "grep": "search", "list": "search", "ls": "search", "find": "search",
    "codesearch": "search", "search": "search",
    "webfetch": "web", "websearch": "web", "fetch": "web",
    "todowrite": "todo", "todoread": "todo",
    "task": "task", "agent": "task",
    "skill": "skill",
    "listmcpresourcestool": "search", "readmcpresourcetool": "search",
    "bashoutput": "meta", "killshell": "meta", "killbash": "meta", "exitplanmode": "meta",
    "askuserquestion": "meta", "slashcommand": "meta", "invalid": "meta",
}

_ERROR_LINE = re.compile(
    r"(error|exception|traceback|failed|failure|fatal|panic|assert|not found|no such file|denied|"
    r"refused|cannot|can't|undefined|segmentation fault|\bE\s{2,})", re.IGNORECASE)


def tool_kind(tool_name: str | None) -> str:
    """Normalise an agent's tool name: bash, read, edit, write, search, web, todo, task, skill,
    meta (the agent's own plumbing), mcp (MCP tools: `mcp__server__tool` or `server_tool`), or
    other."""
    if not tool_name:
        return "other"
    name = tool_name.strip().lower()
    if name.startswith("mcp__"):
        return "mcp"
    if name in TOOL_KINDS:
        return TOOL_KINDS[name]
    if "_" in name or "." in name:
        return "mcp"
    return "other"


def tool_input(event: dict) -> dict:
    value = (event.get("payload") or {}).get("tool_input")
    return value if isinstance(value, dict) else {}


def get(mapping: dict, *keys: str) -> Any:
    for key in keys:
        value = mapping.get(key)
        if value not in (None, ""):
            return value
    return None


#: where a tool's input names the file it reads or changes (Claude Code, OpenCode, notebooks, others)
FILE_KEYS = ("filePath", "file_path", "path", "notebook_path", "notebookPath", "filename")


def file_path(args: dict) -> Any:
    """The file a tool call's input names (FILE_KEYS), as given, or None."""
    return get(args, *FILE_KEYS)


def relative(path: str, *roots: str | None) -> str:
    path = str(path).strip()
    for root in roots:
        if root and os.path.isabs(root) and os.path.isabs(path):
            try:
                rel = os.path.relpath(path, root)
            except ValueError:
                continue
            if not rel.startswith(".."):
                return rel
    return path


_PATCH_FILE = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$", re.MULTILINE)


def files(event: dict) -> tuple[list[str], list[str]]:
    """(files_read, files_modified) of a tool event, relative to the project (or cwd) when under it."""
    kind = tool_kind(event.get("tool_name"))
    args = tool_input(event)
    found: list[str] = []
    path = file_path(args)
    if isinstance(path, str) and kind in ("read", "edit", "write"):
        found.append(path)
    patch = get(args, "patchText", "patch", "input")
    if kind == "edit" and isinstance(patch, str):
        found.extend(m.strip() for m in _PATCH_FILE.findall(patch))
    roots = (event.get("project"), event.get("cwd"))
    unique: list[str] = []
    for item in found:
        rel = relative(item, *roots)
        if rel and rel not in unique:
            unique.append(rel)
    if kind in ("edit", "write"):
        return [], unique
    if kind == "read":
        return unique, []
    return [], []


def command(event: dict) -> str | None:
    value = get(tool_input(event), "command", "cmd", "script")
    if isinstance(value, list):
        value = " ".join(map(str, value))
    return value.strip() if isinstance(value, str) and value.strip() else None


_EDIT_REFUSED = re.compile(r"^\s*(error|failed|failure)\b", re.IGNORECASE)


def failed(event: dict) -> bool:
    """The tool call failed: flagged as an error, a non-zero exit code, or an edit tool whose
    result opens with `ERROR` (some agents report a refused edit only in its text)."""
    payload = event.get("payload") or {}
    if payload.get("is_error") is True:
        return True
    code = payload.get("exit_code")
    if isinstance(code, int) and code != 0:
        return True
    if payload.get("is_error") is None and tool_kind(event.get("tool_name")) in ("edit", "write"):
        return bool(_EDIT_REFUSED.match(keylines.text_of(payload.get("tool_output") or "")[:200]))
    if payload.get("is_error") is None and code is None and tool_kind(event.get("tool_name")) == "bash":
        # No exit status recorded (some agents' logs): Claude Code's text for a non-zero exit
        # opens with "Exit code N"; an uncaught exception is a failure too.
        text = keylines.text_of(payload.get("tool_output") or "")
        status = _EXIT_LINE.match(text) or _EXEC_STATUS.search(text[:300])
        if status:
            return int(status.group(1)) != 0
        if "Traceback (most recent call last)" in text:
            last = [line for line in text.splitlines() if line.strip()][-1:]
            return bool(last) and bool(_UNCAUGHT.match(last[0]))
    return False


_EXIT_LINE = re.compile(r"\s*Exit code (\d+)\s*(\n|$)")
_EXEC_STATUS = re.compile(r"^Process exited with code (\d+)$", re.MULTILINE)  # Codex CLI's exec header
_UNCAUGHT = re.compile(r"^\s*[\w.]*(Error|Exception|Exit|Interrupt)\b")


def error_lines(text: str | None, limit: int = 3) -> list[str]:
    """The last few distinct lines of a tool's output that look like errors."""
    if not text:
        return []
    hits: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if line and _ERROR_LINE.search(line):
            line = clip(line, 160)
            if line in hits:
                hits.remove(line)
            hits.append(line)
    return hits[-limit:]


_STRONG_ERROR = re.compile(r"(\w+(Error|Exception|Exit)\b|Traceback|fatal|panic|command not found|"
                           r"no such file|permission denied|cannot|undefined reference)", re.IGNORECASE)


def main_error(lines: list[str]) -> str | None:
    """The most telling of the error lines: the last naming an exception or a fatal condition
    (not a test runner's "1 failed" tally), else the last."""
    for line in reversed(lines):
        if _STRONG_ERROR.search(line):
            return line
    return lines[-1] if lines else None


def clip(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def first_line(text: str | None, limit: int = 100) -> str:
    for line in (text or "").splitlines():
        line = line.strip().strip('"').strip()
        if line:
            return clip(line, limit)
    return ""


def gist(text: str | None, limit: int = 90) -> str:
    """A prompt's first sentence, unquoted and clipped: the session's request in a few words."""
    line = first_line(text, 400)
    match = re.match(r"(.+?[.!?])(\s|$)", line)
    if match and len(match.group(1)) >= 12:
        line = match.group(1)
    return clip(line.rstrip(".!? "), limit)
