"""Extractive distillation: deterministic rules that turn an event into an observation draft and
a session into a summary, with no model. Always available, fast, and labelled `extractive`; it is
what `compress --llm none` uses and what every model backend falls back to.

What the rules read from an event (the event rows written by ingest.py):

    event_type  prompt → a preference/note when the user states one ("I prefer…", "remember…"),
                otherwise it is only context (the session's request) for later events;
                tool → by tool (OpenCode `bash`/`read`/`edit`/`write`/…, Claude Code `Bash`/`Read`/
                `Edit`/`MultiEdit`/`Write`/…, MCP tools); assistant → kept only when it states a
                cause or a decision; note → a note; session_start/session_end/compaction → nothing.
    tool_input  filePath | file_path | path | notebook_path, command, oldString/newString |
                old_string/new_string, edits[], content, patchText, url, args of MCP tools
    payload     tool_output, exit_code, is_error, title, prompt, text

Edits and writes become bugfix / feature / refactor / change (from the session's request and
whether a command failed before), titled with the file that changed; failing commands become
discovery (or gotcha for environment traps) with their error lines as facts; installs become
change. Commits and web lookups are no memories of their own (a changelog, a visit): the session
digest lists them.

Low-value filter: each event is reduced to one line, `filter_line(event)`:

    "<event_type>:<tool kind>: <detail>"    e.g. "tool:bash: ls -la", "tool:read: src/app.py",
                                                 "session_end:: ", "tool:mcp: memtest_search …"

and skipped when any pattern matches it (Python `re.search`, case-insensitive). The defaults
(`DEFAULT_FILTER_PATTERNS`) skip session bookkeeping, reads, searches, listings, todo lists, the
agent's own plumbing (BashOutput, ExitPlanMode, …), MCP lookups (tools named *search*, *list*,
*get*, …) and read-only shell commands (ls, pwd, cat, echo, git status/diff/log, …) that succeeded.
`MEMTOOL_FILTER_PATTERNS` adds patterns: separated by newlines, or by commas when the value has
no newline.
"""

from __future__ import annotations

import os
import re
from typing import Iterable

from memtool import fulltext
from memtool.distil import keylines
from memtool.distil.toolcalls import (clip, command, error_lines, failed, files, first_line, get, gist, main_error, relative,
                               tool_input, tool_kind)
from memtool.errors import InputError


#: name → pattern; the name is what `memtool queue --list skipped` shows as the reason.
DEFAULT_FILTER_PATTERNS = {
    "session bookkeeping": r"^(session_start|compaction):|^session_end::\s*$",
    "reading, searching or listing": r"^tool:(read|search|todo|skill):",
    "agent bookkeeping": r"^tool:meta:",
    "memory lookup": r"^tool:mcp: \S*(search|list|get|read|query|fetch|timeline|context)\S* ",
    "read-only command": r"^tool:bash: \s*(ls|ll|pwd|cd|echo|cat|head|tail|less|wc|tree|which|whoami|date|"
                         r"clear|true|env|printenv|file|stat|du|df|ps|git (status|diff|log|show|branch|remote|"
                         r"fetch))\b[^>|;&]*( ok)$",
    "bookkeeping command": r"^tool:bash: \s*(git (add|stage|rm --cached|push|pull|fetch|checkout|switch|stash|tag)|"
                           r"mkdir|touch|rm|cp|mv|ln|chmod|chown|cd|sleep|kill|pkill|bd|submit)\b[^>|;&]*( ok)$",
}

FAILS = "` fails: "  # a failing command's memory is titled "`<command>` fails: <its error>"

_TRAP = re.compile(r"(command not found|permission denied|no module named|modulenotfounderror|"
                   r"not installed|no such file or directory|address already in use|timed? ?out|"
                   r"connection refused|version conflict|incompatible)", re.IGNORECASE)
_TEST_CMD = re.compile(r"\b(pytest|py\.test|tox|nox|unittest|jest|vitest|mocha|rspec|phpunit|ctest|"
                       r"go test|cargo test|(npm|yarn|pnpm|bun)( run)? test|make (test|check)|"
                       r"mvn test|gradle test|dotnet test)\b")
_INSTALL_CMD = re.compile(r"\b(pip3?|uv pip|uv|poetry|pipx|npm|yarn|pnpm|bun|cargo|go|apt-get|apt|brew|"
                          r"gem|conda|composer)\s+(install|add|get|i)\b\s*(.*)")

_PREFERENCE = re.compile(
    r"\b(i|we|user)\s+(really\s+)?(prefers?|likes?|wants?|hates?|dislikes?|always|never|use)\b|"
    r"\bprefers?\b|\balways (use|run|write|prefer)\b|\bnever (use|run|write|commit|push)\b|"
    r"\b(don't|do not) (use|ever)\b|\binstead of\b", re.IGNORECASE)
_REMEMBER = re.compile(r"^\s*(please\s+)?(remember|note|keep in mind)\b(\s+that)?[:,]?\s*", re.IGNORECASE)
_LEARNED = re.compile(r"(root cause|the (problem|issue|bug) (was|is)|turns out|it seems that|"
                      r"because|decided to|we should|the fix (was|is))", re.IGNORECASE)
_DECISION = re.compile(r"\b(decided|decision|chose|chosen|opted|we will|going with)\b", re.IGNORECASE)

_BUGFIX_WORDS = re.compile(r"\b(fix(es|ed|ing)?|bug|broken|error|fail(s|ed|ing|ure)?|crash|issue|wrong|"
                           r"regression|incorrect|exception)\b", re.IGNORECASE)
_REFACTOR_WORDS = re.compile(r"\b(refactor\w*|rename\w*|extract\w*|clean ?up|restructur\w*|reorganis\w*|"
                             r"reorganiz\w*|simplif\w*|split|move|dedup\w*)\b", re.IGNORECASE)
_FEATURE_WORDS = re.compile(r"\b(add(s|ed|ing)?|implement\w*|create|support\w*|new|feature|introduce\w*|"
                            r"allow|enable)\b", re.IGNORECASE)
_CONFIG_FILE = re.compile(r"(\.(md|rst|txt|toml|ya?ml|json|ini|cfg|lock|env|conf)$|(^|/)(Dockerfile|"
                          r"Makefile|requirements[^/]*|\.github/.*|\.gitignore|LICENSE|CHANGELOG[^/]*)$)",
                          re.IGNORECASE)

_LANGUAGES = {
    ".py": "python", ".pyi": "python", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".jsx": "javascript", ".ts": "typescript", ".tsx": "typescript", ".go": "go", ".rs": "rust",
    ".java": "java", ".kt": "kotlin", ".rb": "ruby", ".php": "php", ".c": "c", ".h": "c", ".cc": "c++",
    ".cpp": "c++", ".hpp": "c++", ".cs": "c#", ".swift": "swift", ".sql": "sql", ".sh": "shell",
    ".bash": "shell", ".md": "docs", ".rst": "docs", ".toml": "config", ".yaml": "config",
    ".yml": "config", ".json": "config", ".ini": "config", ".cfg": "config", ".html": "html",
    ".css": "css", ".vue": "vue", ".svelte": "svelte",
}

_IMPORTANCE = {"bugfix": 0.7, "feature": 0.6, "refactor": 0.5, "change": 0.4, "discovery": 0.5,
               "decision": 0.7, "gotcha": 0.7, "preference": 0.8, "note": 0.5}
EXTRACTIVE_CONFIDENCE = 0.6


# -- the low-value filter ------------------------------------------------------------------------


def filter_patterns(extra: str | Iterable[str] | None = None) -> list[tuple[str, re.Pattern]]:
    """(name, compiled pattern) for the defaults plus `extra` (or $MEMTOOL_FILTER_PATTERNS)."""
    if extra is None:
        extra = os.environ.get("MEMTOOL_FILTER_PATTERNS") or ""
    if isinstance(extra, str):
        parts = extra.splitlines() if "\n" in extra else extra.split(",")
    else:
        parts = list(extra)
    patterns = list(DEFAULT_FILTER_PATTERNS.items()) + [(p.strip(), p.strip()) for p in parts if p and p.strip()]
    compiled = []
    for name, pattern in patterns:
        try:
            compiled.append((name, re.compile(pattern, re.IGNORECASE)))
        except re.error as exc:
            raise InputError(f"bad filter pattern {pattern!r}: {exc}",
                             "fix MEMTOOL_FILTER_PATTERNS (Python regular expressions)") from None
    return compiled


def filter_line(event: dict) -> str:
    """The one line the low-value patterns are matched against (see the module help)."""
    event_type = event.get("event_type") or ""
    payload = event.get("payload") or {}
    if event_type != "tool":
        text = payload.get("prompt") or payload.get("text") or ""
        return f"{event_type}:: {first_line(text, 200)}"
    kind = tool_kind(event.get("tool_name"))
    if kind == "bash":
        detail = (command(event) or "").replace("\n", " ; ")
        detail += " failed" if failed(event) else " ok"
    elif kind == "mcp":
        detail = f"{event.get('tool_name')} {clip(str(tool_input(event)), 200)}"
    else:
        read, modified = files(event)
        detail = " ".join(read + modified) or str(event.get("tool_name") or "")
    return f"tool:{kind}: {detail}"


def low_value(event: dict, patterns: list[tuple[str, re.Pattern]]) -> str | None:
    """Why this event is routine noise ("low-value: <pattern name>"), or None."""
    line = filter_line(event)
    for name, pattern in patterns:
        if pattern.search(line):
            return f"low-value: {name}"
    return None


# -- observation drafts --------------------------------------------------------------------------


def concepts_for(paths: Iterable[str], extra: Iterable[str] = ()) -> list[str]:
    out: list[str] = []
    for path in paths:
        language = _LANGUAGES.get(os.path.splitext(path)[1].lower())
        if language and language not in out:
            out.append(language)
    for item in extra:
        if item and item not in out:
            out.append(item)
    return out[:6]


def _edit_type(request: str, paths: list[str], context: dict, created: bool) -> str:
    if _BUGFIX_WORDS.search(request) or (context.get("failed_commands") and not _FEATURE_WORDS.search(request)):
        return "bugfix"
    if _REFACTOR_WORDS.search(request):
        return "refactor"
    if _FEATURE_WORDS.search(request) or (created and paths and not all(_CONFIG_FILE.search(p) for p in paths)):
        return "feature"
    return "change"


_VERBS = {"bugfix": "Fix", "feature": "Add", "refactor": "Refactor", "change": "Update"}


def bugfix_title(paths: list[str], chain: dict) -> str:
    """`Fix src/auth.py after `pytest -q` failed: KeyError: 'kid'` — one memory for error → fix → pass."""
    command_words = set(re.split(r"[\s'\"]+", chain.get("failing") or chain.get("fixes") or ""))
    fixed = [p for p in paths if p.rsplit("/", 1)[-1] not in command_words and p not in command_words] or paths
    shown = ", ".join(fixed[:3]) + (f" (+{len(fixed) - 3} more)" if len(fixed) > 3 else "")
    failing = clip((chain.get("failing") or chain.get("fixes") or "").splitlines()[0] if
                    (chain.get("failing") or chain.get("fixes")) else "", 80)
    title = f"Fix {shown or 'files'}"
    if failing:
        title += f" after `{failing}` failed"
        if chain.get("error"):
            title += f": {clip(chain['error'], 100)}"
    return title


def edit_title(type_: str, paths: list[str], request: str, created: bool = False) -> str:
    """`Fix src/auth.py — <request>`: names what changed (the files) and why (the request)."""
    verb = "Create" if created and type_ in ("feature", "change") else _VERBS.get(type_, "Update")
    shown = ", ".join(paths[:3]) + (f" (+{len(paths) - 3} more)" if len(paths) > 3 else "")
    title = f"{verb} {shown}" if shown else f"{verb} files"
    return f"{title} — {request}" if request else title


_PATCH_HUNK = re.compile(r"^(\*\*\* (Add|Update|Delete) File:|@@|\*\*\* (Begin|End) Patch|diff --git|index |--- |\+\+\+ )")


def patch_pairs(patch: str) -> list[tuple[str, str]]:
    """(removed, added) text per file of a patch (`apply_patch`'s `*** Update File:` form or a
    unified diff): the edit's old and new strings."""
    pairs: list[tuple[list[str], list[str]]] = []
    for line in patch.splitlines():
        if _PATCH_HUNK.match(line):
            if line.startswith(("***", "diff --git")) or not pairs:
                pairs.append(([], []))
            continue
        if not pairs:
            pairs.append(([], []))
        if line.startswith("+"):
            pairs[-1][1].append(line[1:])
        elif line.startswith("-"):
            pairs[-1][0].append(line[1:])
    return [("\n".join(old), "\n".join(new)) for old, new in pairs if old or new]


def edit_pairs(args: dict) -> list[tuple[str, str]]:
    patch = get(args, "patchText", "patch")
    if isinstance(patch, str) and not get(args, "oldString", "old_string", "old_str", "edits"):
        return patch_pairs(patch)
    pairs = []
    old = get(args, "oldString", "old_string", "old_str")
    new = get(args, "newString", "new_string", "new_str")
    if isinstance(old, str) or isinstance(new, str):
        pairs.append((old or "", new or ""))
    for item in args.get("edits") or []:
        if isinstance(item, dict):
            pairs.append((get(item, "oldString", "old_string") or "", get(item, "newString", "new_string") or ""))
    return pairs


def change_facts(where: str, pairs: list[tuple[str, str]], content: str | None = None) -> list[str]:
    """The fix's key lines, verbatim: what each edit added (keylines.added_lines), or the key
    lines of a written file's text, each prefixed with the file."""
    facts: list[str] = []
    if isinstance(content, str):
        facts += [f"{where}: {line}" for line in keylines.key_lines(content, where, limit=8, budget=700)]
    for old, new in pairs[:5]:
        facts += [f"{where}: {line}" for line in keylines.added_lines(old, new, limit=4 if old else 6, budget=500)
                  if f"{where}: {line}" not in facts]
    return facts[:10]


def _edit(event: dict, context: dict, kind: str, modified: list[str] | None = None,
          pairs: list[tuple[str, str]] | None = None, content: str | None = None) -> dict:
    """An edit or write — by an edit tool, or by a shell command (`modified`, `pairs`, `content`
    given: a here-document, `sed -i`)."""
    args = tool_input(event)
    payload = event.get("payload") or {}
    if modified is None:
        _, modified = files(event)
        pairs = edit_pairs(args)
        content = get(args, "content") if kind == "write" else None
    request = gist(context.get("request"))
    created = kind == "write"
    type_ = _edit_type(context.get("request") or "", modified, context, created)
    where = modified[0] if modified else "file"
    facts = change_facts(where, pairs or [], content if isinstance(content, str) else None)
    if failed(event):
        facts = keylines.error_lines(payload.get("tool_output")) + facts
    action = "Wrote" if created else "Edited"
    narrative = f"{action} {', '.join(modified) or 'a file'}"
    if request:
        narrative += f" while working on: {request}"
    narrative += "."
    if context.get("failed_commands"):
        narrative += f" Earlier `{clip(context['failed_commands'][-1], 160)}` had failed."
    if failed(event):
        narrative += " The edit itself reported an error."
        type_ = "gotcha" if _TRAP.search(payload.get("tool_output") or "") else type_
    draft = {
        "type": type_,
        "title": edit_title(type_, modified, request, created),
        "narrative": narrative,
        "facts": facts,
        "concepts": concepts_for(modified),
        "files_read": [f for f in context.get("files_read", []) if f not in modified][-5:],
        "files_modified": modified,
        "importance": _IMPORTANCE.get(type_, 0.5),
    }
    problems = [c for c in context.get("failed_commands", []) if not keylines.is_looking(c)]
    if problems and not failed(event):
        draft["chain"] = {"fixes": problems[-1]}
    return draft


def _shell_change(event: dict, context: dict, cmd: str) -> dict | None:
    """A shell command that writes files: a here-document (`cat > f <<'EOF'`) or `sed -i`."""
    roots = (event.get("project"), event.get("cwd"))
    writes = keylines.heredoc_writes(cmd)
    targets = keylines.sed_targets(cmd)
    if not writes and not targets:
        return None
    modified = list(dict.fromkeys(relative(p, *roots) for p in [p for p, _ in writes] + targets))
    content = writes[0][1] if writes else None
    draft = _edit(event, context, "write" if writes else "edit", modified=modified, pairs=[], content=content)
    if targets:
        draft["facts"] = [f"`{clip(cmd.splitlines()[0], 300)}`", *draft["facts"]]
    return draft


def _bash(event: dict, context: dict) -> dict | None:
    payload = event.get("payload") or {}
    cmd = command(event) or ""
    short = clip(cmd.splitlines()[0] if cmd else "", 120)
    output = payload.get("tool_output") or ""
    program = os.path.basename(cmd.split()[0]) if cmd.split() else "shell"
    request = gist(context.get("request"))
    if failed(event):
        # No error-looking line: a tool states its complaint first.
        errors = keylines.error_lines(output) or keylines.first_lines(output, limit=2)
        trap = bool(_TRAP.search(output))
        type_ = "gotcha" if trap else "discovery"
        code = payload.get("exit_code")
        first_error = main_error(errors) or (f"exit {code}" if code is not None else "error")
        title = f"`{short}{FAILS}{clip(first_error, 120)}"
        narrative = f"Running `{clip(cmd, 300)}` failed" + (f" (exit {code})" if code is not None else "")
        narrative += f" while working on: {request}." if request else "."
        said = [line for line in keylines.first_lines(output, limit=1) if line not in errors]  # its first words
        facts = [f"`{short}` exits {code}" if code is not None else f"`{short}` reports an error", *said, *errors]
        return {"type": type_, "title": title, "narrative": narrative, "facts": facts,
                "concepts": concepts_for([], [program]), "files_read": [], "files_modified": [],
                "importance": 0.6 if trap else 0.5, **({} if keylines.is_looking(cmd) else {"chain": {"failing": cmd}})}
    if keylines.commit_message(cmd):
        return None  # a changelog entry, not a memory: the session digest lists the session's commits
    change = _shell_change(event, context, cmd)
    if change:
        return change
    install = _INSTALL_CMD.search(cmd)
    if install and install.group(3).strip():
        packages = clip(install.group(3).split("&&")[0].split(";")[0], 80)
        return {"type": "change", "title": f"Installed {packages} ({install.group(1)})",
                "narrative": f"Ran `{clip(cmd, 300)}`" + (f" while working on: {request}." if request else "."),
                "facts": [f"dependency: {packages}", f"`{clip(cmd, 200)}`"],
                "concepts": concepts_for([], [install.group(1), "dependencies"]),
                "files_read": [], "files_modified": [], "importance": 0.4}
    earlier = [c for c in context.get("failed_commands", []) if c == cmd or (_TEST_CMD.search(c) and _TEST_CMD.search(cmd))]
    if not earlier:
        return None  # a routine success: the session digest keeps the command and its key output
    return {"type": "discovery", "title": f"`{short}` passes again",
            "narrative": f"`{clip(cmd, 300)}` passed after `{clip(earlier[-1], 160)}` had failed"
                         + (f", while working on: {request}." if request else "."),
            "facts": [f"`{short}` passes", *keylines.output_lines(output, limit=2)],
            "concepts": concepts_for([], [program, "tests"]), "files_read": [], "files_modified": [],
            "importance": 0.4, "chain": {"passes": earlier[-1]}}


def _statement(text: str, event: dict, context: dict, origin: str) -> dict | None:
    """A preference or note the user (or a memory tool) stated in words."""
    body = _REMEMBER.sub("", text.strip().strip('"').strip(), count=1).strip().strip('"').strip()
    remembered = bool(_REMEMBER.match(text.strip().strip('"')))
    if not body:
        return None
    if _PREFERENCE.search(body):
        type_ = "preference"
    elif remembered or origin != "prompt":
        type_ = "note"
    else:
        return None
    sentence = first_line(body, 200)
    match = re.match(r"(?i)^i\s+(prefer|like|want|hate|dislike|use|need)\b(.*)", sentence)
    if match:
        sentence = f"User {match.group(1).lower()}s{match.group(2)}"
    elif re.match(r"(?i)^i\s+(always|never|don't|do not)\b", sentence):
        sentence = "User" + sentence[1:]
    title = clip(sentence[:1].upper() + sentence[1:], 100).rstrip(".")
    terms = [w.strip(".-") for w in re.findall(r"[a-z][a-z0-9+#.-]{2,}", body.lower())]
    terms = [w for w in dict.fromkeys(terms) if w and w not in fulltext.STOPWORDS and w not in _STATEMENT_VERBS]
    return {"type": type_, "title": title, "narrative": clip(body, 1000),
            "facts": [clip(body, 200)], "concepts": terms[-3:], "files_read": [], "files_modified": [],
            "importance": _IMPORTANCE[type_]}


def _mcp(event: dict, context: dict) -> dict | None:
    name = str(event.get("tool_name") or "")
    args = tool_input(event)
    payload = event.get("payload") or {}
    text = get(args, "text", "content", "memory", "note", "observation", "message")
    if isinstance(text, str) and re.search(r"(remember|save|store|note|memor)", name, re.IGNORECASE):
        draft = _statement(text, event, context, "mcp")
        if draft:
            draft["concepts"] = [*draft["concepts"], "mcp"][:6]
            return draft
    result = first_line(payload.get("tool_output"), 160)
    facts = [f"{name} → {result}"] if result else []
    if failed(event):
        facts.extend(error_lines(payload.get("tool_output")))
    return {"type": "gotcha" if failed(event) else "discovery",
            "title": f"{'Failed' if failed(event) else 'Called'} MCP tool {name}",
            "narrative": f"Called {name} with {clip(str(args), 200)}.", "facts": facts,
            "concepts": ["mcp"], "files_read": [], "files_modified": [], "importance": 0.3}


def _task(event: dict, context: dict) -> dict | None:
    payload = event.get("payload") or {}
    output = payload.get("tool_output") or ""
    if not output.strip():
        return None
    description = get(tool_input(event), "description", "prompt") or "subtask"
    return {"type": "discovery", "title": clip(f"Subagent: {description}", 120),
            "narrative": clip(output, 1000), "facts": [], "concepts": ["subagent"],
            "files_read": [], "files_modified": [], "importance": 0.4}


def _assistant(text: str) -> dict | None:
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if _LEARNED.search(s)]
    if not sentences:
        return None
    type_ = "decision" if any(_DECISION.search(s) for s in sentences) else "discovery"
    return {"type": type_, "title": clip(sentences[0], 120).rstrip("."), "narrative": clip(" ".join(sentences), 1000),
            "facts": [clip(s, 200) for s in sentences[:3]], "concepts": [], "files_read": [],
            "files_modified": [], "importance": _IMPORTANCE[type_]}


def observe(event: dict, context: dict | None = None) -> tuple[dict | None, str]:
    """An observation draft for one event, or (None, why not).

    `context` (what compress knows about the session before this event):
    {"request": latest prompt text, "failed_commands": [commands that failed, oldest first],
     "files_read": [files read, oldest first]}. The draft has the observation fields type,
    title, narrative, facts, concepts, files_read, files_modified, importance, confidence and
    metadata (event_type, tool, request); it is not yet normalised or stored."""
    context = context or {}
    event_type = event.get("event_type")
    payload = event.get("payload") or {}
    draft: dict | None = None
    why = "nothing worth keeping"
    if event_type == "tool":
        kind = tool_kind(event.get("tool_name"))
        if kind in ("edit", "write"):
            draft = _edit(event, context, kind) if files(event)[1] else None
            why = "edit without a file"
        elif kind == "bash":
            draft = _bash(event, context)
            why = "routine command"
        elif kind == "mcp":
            draft = _mcp(event, context)
        elif kind == "web":
            why = "a lookup (the session digest lists what was fetched)"
        elif kind == "task":
            draft = _task(event, context)
        elif kind == "other":
            output = payload.get("tool_output") or ""
            draft = {"type": "gotcha" if failed(event) else "discovery",
                     "title": f"Used {event.get('tool_name')}" + (f": {first_line(output, 80)}" if output else ""),
                     "narrative": clip(output, 600), "facts": error_lines(output) if failed(event) else [],
                     "concepts": [], "files_read": [], "files_modified": [], "importance": 0.3}
        else:
            why = f"{kind} tool"
    elif event_type == "prompt":
        draft = _statement(payload.get("prompt") or "", event, context, "prompt")
        why = "a request (kept as the session's context)"
    elif event_type == "note":
        draft = _statement(payload.get("text") or payload.get("prompt") or "", event, context, "note")
    elif event_type in ("assistant", "session_end"):
        draft = _assistant(payload.get("text") or "")
        why = "assistant text without a cause or decision"
    else:
        why = f"{event_type} event"
    if draft is None:
        return None, why
    request = gist(context.get("request"))
    chain = draft.pop("chain", None)
    draft.setdefault("is_global", False)
    draft["confidence"] = EXTRACTIVE_CONFIDENCE
    draft["metadata"] = {"event_type": event_type, "tool": event.get("tool_name"),
                         **({"request": request} if request else {})}
    if chain:
        if "failing" in chain:
            chain["error"] = draft["title"].split(FAILS, 1)[-1]
        draft["metadata"]["chain"] = chain
    subject = subject_of(event)
    if subject:
        draft["metadata"]["subject"] = subject
    return draft, ""


def subject_of(event: dict) -> str | None:
    """What a tool event acted on besides files — the command, URL or MCP tool — so that two
    observations about different subjects are never merged however alike their titles read."""
    if event.get("event_type") != "tool":
        return None
    kind = tool_kind(event.get("tool_name"))
    if kind == "bash":
        cmd = command(event)
        return " ".join(cmd.split())[:200] if cmd else None
    if kind == "web":
        value = get(tool_input(event), "url", "query")
        return str(value)[:200] if value else None
    if kind in ("mcp", "task", "other"):
        return str(event.get("tool_name"))
    return None


# -- similarity, used to decide create / update / skip ------------------------------------------

_STATEMENT_VERBS = frozenset("""prefer prefers like likes want wants hate hates dislike dislikes use uses
always never instead e2e""".split())



def words(*texts: str) -> set[str]:
    """Significant lower-case words (stopwords dropped, a plural `s` folded) for overlap checks."""
    out = set()
    for text in texts:
        for word in re.findall(r"[a-z0-9][a-z0-9_+#-]{2,}", (text or "").lower()):
            if word in fulltext.STOPWORDS:
                continue
            out.add(word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word)
    return out


def overlap(a: set[str], b: set[str]) -> float:
    """Overlap coefficient |a∩b| / min(|a|,|b|); 0 when either is empty or they share < 2 words."""
    shared = len(a & b)
    if not a or not b or shared < 2:
        return 0.0
    return shared / min(len(a), len(b))
