"""Install memtool into an agent's configuration, and take it out again.

    plan = plan_install("opencode", scope)       # -> Plan: what would change, or why it cannot
    apply(plan)                                   # write it; records it in the manifest
    plan = plan_uninstall("claude-code", scope)   # only what memtool installed and is unmodified

What is installed (`Scope` says where: the user's global configuration or one project):

    agent         files memtool owns                 entries memtool adds to the user's JSON
    opencode      plugins/memtool.js                 opencode.json(c): mcp.memtool (local, timeout 20 s)
    claude-code   hooks/memtool-hook                 settings.json: one hooks.<Event> group per event
                                                     (--statusline: statusLine, replacing the user's,
                                                     which uninstall puts back)
                                                     ~/.claude.json (global) or .mcp.json (project):
                                                     mcpServers.memtool

Promises:

* The user's configuration is edited in place (`jsonedit`): nothing they wrote is re-serialised,
  reordered or dropped; comments and formatting stay. A file is written only when its content
  changes, and only if nobody changed it between reading and writing. A symlinked file (a
  dotfiles repository) is edited where the link points; the link stays.
* All or nothing: every file (scripts, configuration, the manifest) is first written beside its
  target, then renamed over it; on any OS error (a read-only file or directory, a full disk)
  what was already replaced is put back and one line names the file. A read-only file is
  never replaced behind its owner's back. Configuration nested deeper than 200 levels is
  refused (jsonedit.MAX_DEPTH); a huge one costs one C-speed pass per edit (jsonedit).
* The manifest (`<state>/installs.json`) records, per installation, the hash of every file memtool
  wrote, every entry it inserted, and each configuration file's bytes before the first install.
  A memtool file or entry whose content no longer matches what was installed was modified by
  someone: install refuses to overwrite it and uninstall leaves it, naming the file.
* Uninstall removes exactly the inserted entries; when a configuration file is byte-identical to
  what install wrote, it gets its original bytes back (a file install created is deleted).
  Without a manifest (state directory lost), an entry or file counts as memtool's when it equals
  what this version installs.
* Install and uninstall are idempotent: running either twice changes nothing the second time.

Memory data is never touched here; `purge_data` (behind an explicit confirmation in the CLI) is
separate.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
import shlex
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtool import config
from memtool.adapters import filewrites, jsonedit
from memtool.store import db
from memtool.errors import MemtoolError

AGENTS = ("opencode", "claude-code")
MANIFEST = "installs.json"
OPENCODE_MCP_TIMEOUT_MS = 20000  # OpenCode's default (5 s) is too short for a cold Python start
HOOK_TIMEOUT_S = 10
BIN_LINE = {"opencode": 'const DEFAULT_BIN = "memtool"', "claude-code": 'DEFAULT_BIN = "memtool"'}


class InstallRefused(MemtoolError):
    """Something memtool would overwrite or remove was written or changed by someone else."""


@dataclass(frozen=True)
class Scope:
    """Where to install: `project` is None for the user's global configuration."""

    project: Path | None = None

    @property
    def name(self) -> str:
        return f"project {self.project}" if self.project else "global"


@dataclass
class Change:
    path: Path
    before: bytes | None  # None: the file does not exist
    after: bytes | None  # None: delete the file
    what: list[str]
    mode: int | None = None

    def diff(self) -> str:
        old = (self.before or b"").decode("utf-8", "replace").splitlines(keepends=True)
        new = (self.after or b"").decode("utf-8", "replace").splitlines(keepends=True)
        lines = difflib.unified_diff(old, new, "/dev/null" if self.before is None else str(self.path),
                                     "/dev/null" if self.after is None else str(self.path))
        return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


@dataclass
class Plan:
    agent: str
    scope: Scope
    action: str  # "install" | "uninstall"
    changes: list[Change] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # refusals (install) / things left in place (uninstall)
    notes: list[str] = field(default_factory=list)
    record: dict | None = None  # the manifest entry after apply (None: remove it)


# -- where each agent keeps what ------------------------------------------------------------------


def hooks_dir() -> Path:
    """The shipped hook files: memtool/hooks in a wheel, hooks/ in a checkout."""
    here = Path(__file__).resolve().parents[1]  # the memtool package
    for candidate in (here / "hooks", here.parent / "hooks"):
        if (candidate / "opencode" / "memtool.js").is_file():
            return candidate
    raise MemtoolError("the agent hook files were not found", "reinstall memtool (the wheel ships memtool/hooks)")


def default_bin() -> str:
    """The memtool executable the agent should run: this one, by absolute path, when it is a
    console script; else `memtool` from PATH."""
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 and argv0.name == "memtool" and os.access(argv0, os.X_OK):
        return str(argv0.resolve())
    found = shutil.which("memtool")
    return str(Path(found).resolve()) if found else "memtool"


def _home() -> Path:
    return Path(os.environ.get("HOME") or Path.home())


def _opencode_dir(scope: Scope) -> Path:
    if scope.project:
        return scope.project / ".opencode"
    xdg = os.environ.get("XDG_CONFIG_HOME") or str(_home() / ".config")
    return Path(xdg) / "opencode"


def _opencode_config(scope: Scope) -> Path:
    base = scope.project if scope.project else _opencode_dir(scope)
    for name in ("opencode.jsonc", "opencode.json"):
        if (base / name).exists():
            return base / name
    return base / "opencode.json"


def _claude_dir(scope: Scope) -> Path:
    if scope.project:
        return scope.project / ".claude"
    configured = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(configured) if configured else _home() / ".claude"


def _claude_mcp_config(scope: Scope) -> Path:
    if scope.project:
        return scope.project / ".mcp.json"
    configured = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(configured) / ".claude.json" if configured else _home() / ".claude.json"


@dataclass
class _Entry:
    """A value memtool keeps in a user's JSON file: a member (`key`) of the object at `container`,
    or (key None) an item of the array at `container`, recognised by `ident(item)`."""

    file: Path
    container: list
    key: str | None
    value: Any
    label: str
    ident: Any = None  # for array items: item -> bool
    replaces: bool = False  # a value the user had there is replaced, kept in the manifest, put back by uninstall


@dataclass
class _Layout:
    files: list[tuple[Path, bytes, int]]  # (path, content, mode)
    entries: list[_Entry]
    new_file_text: dict[Path, str]  # what a configuration file starts as when install creates it
    notes: list[str]


def _layout(agent: str, scope: Scope, binary: str, statusline: bool = False) -> _Layout:
    shipped = hooks_dir()
    if agent == "opencode":
        plugin = _with_bin((shipped / "opencode" / "memtool.js").read_text(), BIN_LINE[agent],
                           f"const DEFAULT_BIN = {json.dumps(binary)}")
        conf = _opencode_config(scope)
        entry = _Entry(conf, ["mcp"], "memtool", {"type": "local", "command": [binary, "mcp"],
                                                  "timeout": OPENCODE_MCP_TIMEOUT_MS}, "mcp.memtool")
        return _Layout([(_opencode_dir(scope) / "plugins" / "memtool.js", plugin.encode(), 0o644)], [entry],
                       {conf: '{\n  "$schema": "https://opencode.ai/config.json"\n}\n'}, [])
    if agent != "claude-code":
        raise MemtoolError(f"unknown agent {agent!r}", f"choose one of: {', '.join(AGENTS)}")
    hook_path = _claude_dir(scope) / "hooks" / "memtool-hook"
    script = _with_bin((shipped / "claude-code" / "memtool-hook").read_text(), BIN_LINE[agent],
                       f"DEFAULT_BIN = {json.dumps(binary)}")
    command = ('"$CLAUDE_PROJECT_DIR/.claude/hooks/memtool-hook"' if scope.project
               else json.dumps(str(hook_path)))
    settings = _claude_dir(scope) / "settings.json"
    groups = json.loads((shipped / "claude-code" / "settings.json").read_text())["hooks"]
    entries = []
    for event, items in groups.items():
        for item in items:
            group = dict(item, hooks=[dict(h, command=command, timeout=HOOK_TIMEOUT_S) for h in item["hooks"]])
            entries.append(_Entry(settings, ["hooks", event], None, group, f"hooks.{event}",
                                  ident=_runs(command)))
    if statusline:  # Claude Code has one status line: memtool's replaces the user's until uninstall
        entries.append(_Entry(settings, [], "statusLine", {"type": "command", "command": f"{shlex.quote(binary)} "
                              "statusline", "padding": 0}, "statusLine", replaces=True))
    mcp = _Entry(_claude_mcp_config(scope), ["mcpServers"], "memtool",
                 {"type": "stdio", "command": binary, "args": ["mcp"], "env": {}}, "mcpServers.memtool")
    notes = []
    if scope.project:
        notes.append(f"Claude Code asks once before it starts a project's MCP servers: run `claude` in "
                     f"{scope.project} and approve `memtool`, or add \"memtool\" to enabledMcpjsonServers "
                     f"in ~/.claude/settings.json")
    return _Layout([(hook_path, script.encode(), 0o755)], [*entries, mcp], {}, notes)


def _with_bin(text: str, line: str, replacement: str) -> str:
    if line not in text:
        raise MemtoolError(f"the shipped hook file lacks the line {line!r}", "reinstall memtool")
    return text.replace(line, replacement, 1)


def _runs(command: str):
    return lambda item: command in _commands(item)


# -- the manifest -----------------------------------------------------------------------------------


def manifest_path() -> Path:
    return config.state_dir() / MANIFEST


def _manifest() -> dict:
    try:
        data = json.loads(manifest_path().read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _key(agent: str, scope: Scope) -> str:
    return f"{agent}:{scope.project.resolve() if scope.project else 'global'}"


def _sha(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise MemtoolError(f"cannot read {path}: {exc.strerror}") from None


def _decode(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InstallRefused(f"{path} is not UTF-8 text", "fix or move the file, then run again") from None


def _parse(path: Path, text: str) -> jsonedit.Node:
    try:
        return jsonedit.parse(text)
    except jsonedit.ParseError as exc:
        raise InstallRefused(f"{path} is not valid JSON: {exc}", "fix the file, then run again") from None


# -- install ------------------------------------------------------------------------------------------


def plan_install(agent: str, scope: Scope, binary: str | None = None, statusline: bool = False) -> Plan:
    binary = binary or default_bin()
    layout = _layout(agent, scope, binary, statusline)
    old = _manifest().get(_key(agent, scope), {})
    old_files, old_configs = old.get("files", {}), old.get("configs", {})
    plan = Plan(agent, scope, "install", notes=list(layout.notes))
    record: dict = {"agent": agent, "scope": scope.name, "bin": binary, "files": {}, "configs": {}}

    for path, content, mode in layout.files:
        current = _read(path)
        known = old_files.get(str(path), {})
        record["files"][str(path)] = {"sha256": _sha(content), "created_dirs": known.get("created_dirs") or
                                      [str(d) for d in _missing_dirs(path.parent)]}
        if current == content:
            continue
        if current is not None and _sha(current) != known.get("sha256"):
            why = "was modified since memtool installed it" if known else "was not written by memtool install"
            plan.problems.append(f"{path} exists and {why}; move it away (or restore it), then run again")
            continue
        plan.changes.append(Change(path, current, content, ["created" if current is None else "updated"], mode))

    for conf in dict.fromkeys(e.file for e in layout.entries):
        entries = [e for e in layout.entries if e.file == conf]
        before = _read(conf)
        previous = old_configs.get(str(conf), {})
        try:
            text, what, inserted, installed = _install_entries(
                conf, before, entries, previous, layout.new_file_text.get(conf, "{}\n"))
        except InstallRefused as exc:
            plan.problems.append(str(exc))
            continue
        original = previous["original"] if "original" in previous else (
            None if before is None else before.decode("utf-8"))
        after = text.encode()
        record["configs"][str(conf)] = {
            "original": original,
            "installed_sha256": _sha(after),
            "inserted": previous.get("inserted", []) + inserted,
            "entries": {**previous.get("entries", {}), **installed},
            "created_dirs": previous.get("created_dirs") or [str(d) for d in _missing_dirs(conf.parent)],
        }
        if after != before:
            plan.changes.append(Change(conf, before, after, what))
    plan.record = record
    if plan.problems:
        plan.changes = []
    return plan


_missing_dirs = filewrites.missing_dirs


def _install_entries(conf: Path, before: bytes | None, entries: list[_Entry], previous: dict,
                     new_text: str) -> tuple[str, list[str], list[dict], dict]:
    text = new_text if before is None else _decode(conf, before)
    installed_before = previous.get("entries", {})
    what: list[str] = []
    inserted: list[dict] = []
    installed: dict = {}
    for entry in entries:
        root = _parse(conf, text)
        if root.kind != "object":
            raise InstallRefused(f"{conf} does not hold a JSON object", "fix the file, then run again")
        label = entry.label
        node, index = _locate(root, entry)
        if node is not None:
            current = jsonedit.value(node)
            if current == entry.value:
                installed[label] = entry.value
                continue
            if label in installed_before and current == installed_before[label]:
                text = _replace(text, entry, index, node, entry.value)
                for record in previous.get("inserted", []):
                    record["value"] = _swap(record["value"], current, entry.value)
                installed[label] = entry.value
                what.append(f"updated {label}")
                continue
            if entry.replaces and label not in installed_before:
                text = _replace(text, entry, index, node, entry.value)
                inserted.append({"container": entry.container, "key": entry.key, "value": entry.value,
                                 "replaced": current, "whole": True})
                installed[label] = entry.value
                what.append(f"replaced {label} (uninstall puts yours back)")
                continue
            raise InstallRefused(f"{conf}: {label} {'was modified since memtool installed it' if label in installed_before else 'exists and was not written by memtool install'}",
                                 "remove that entry or restore it, then run again")
        # create what is missing, from the outermost missing level inwards
        path = list(entry.container)
        depth = 0
        while depth < len(path) and jsonedit.find(root, path[:depth + 1]) is not None:
            depth += 1
        if depth < len(path):
            parent, key = path[:depth], path[depth]
            tail = path[depth + 1:]
            item: Any = entry.value if entry.key is None else {entry.key: entry.value}
            if entry.key is None:
                item = [item]
            for step in reversed(tail):
                item = {step: item}
            holder = jsonedit.find(root, parent)
            if holder is None or holder.kind != "object":
                raise InstallRefused(f"{conf}: {'.'.join(parent)} is not an object", "fix the file, then run again")
        else:
            holder = jsonedit.find(root, path)
            expected = "array" if entry.key is None else "object"
            if holder is None or holder.kind != expected:
                raise InstallRefused(f"{conf}: {'.'.join(path)} is not an {expected}", "fix the file, then run again")
            parent, key, item = path, entry.key, entry.value
        text = jsonedit.insert(text, parent, key, item, root)
        inserted.append({"container": parent, "key": key, "value": item, **({"whole": True} if entry.replaces else {})})
        installed[label] = entry.value
        what.append(f"added {label}")
    return text, what, inserted, installed


def _locate(root: jsonedit.Node, entry: _Entry) -> tuple[jsonedit.Node | None, int | None]:
    """Our entry's node (and its index, for array items), if it is there."""
    holder = jsonedit.find(root, entry.container)
    if holder is None:
        return None, None
    if entry.key is not None:
        return (jsonedit.find(holder, [entry.key]), None) if holder.kind == "object" else (None, None)
    if holder.kind != "array":
        return None, None
    for index, child in enumerate(holder.children):
        if entry.ident(jsonedit.value(child)):
            return child, index
    return None, None


def _replace(text: str, entry: _Entry, index: int | None, node: jsonedit.Node, value: Any) -> str:
    """An outdated memtool entry becomes the current one, in its place."""
    selector = entry.key if entry.key is not None else index
    assert selector is not None  # an entry found in a list has its index
    text = jsonedit.remove(text, entry.container, selector)
    return jsonedit.insert(text, entry.container, entry.key, value)


def _commands(item: Any) -> set[str]:
    """The hook commands of a Claude Code hooks group (how memtool's group is recognised)."""
    hooks = item.get("hooks") if isinstance(item, dict) else None
    return {h["command"] for h in hooks if isinstance(h, dict) and isinstance(h.get("command"), str)} \
        if isinstance(hooks, list) else set()


def _swap(recorded: Any, old: Any, new: Any) -> Any:
    if recorded == old:
        return new
    if isinstance(recorded, dict):
        return {k: _swap(v, old, new) for k, v in recorded.items()}
    if isinstance(recorded, list):
        return [_swap(v, old, new) for v in recorded]
    return recorded


# -- uninstall ------------------------------------------------------------------------------------------


def plan_uninstall(agent: str, scope: Scope, binary: str | None = None) -> Plan:
    recorded = _manifest().get(_key(agent, scope))
    plan = Plan(agent, scope, "uninstall")
    if recorded is None:
        # No manifest: what this version would install is what counts as memtool's.
        layout = _layout(agent, scope, binary or default_bin(), statusline=True)
        recorded = {"files": {str(p): {"sha256": _sha(c), "created_dirs": []} for p, c, _ in layout.files},
                    "configs": {}}
        for entry in layout.entries:
            conf = recorded["configs"].setdefault(str(entry.file), {"inserted": [], "entries": {}})
            conf["inserted"].append({"container": entry.container, "key": entry.key, "value": entry.value})
        plan.notes.append("no install record found: removing what matches this memtool's files and entries")
    for name, info in recorded.get("files", {}).items():
        path = Path(name)
        current = _read(path)
        if current is None:
            continue
        if _sha(current) != info.get("sha256"):
            plan.problems.append(f"{path} was modified since memtool installed it; left in place")
            continue
        plan.changes.append(Change(path, current, None, ["removed"]))
    for name, info in recorded.get("configs", {}).items():
        conf = Path(name)
        before = _read(conf)
        if before is None:
            continue
        change = _uninstall_config(conf, before, info, plan.problems)
        if change:
            plan.changes.append(change)
    plan.record = None
    return plan


def _uninstall_config(conf: Path, before: bytes, info: dict, problems: list[str]) -> Change | None:
    if info.get("installed_sha256") == _sha(before) and "original" in info:
        original = info["original"]
        return Change(conf, before, None if original is None else original.encode(),
                      ["restored as it was before memtool" if original is not None else "removed (memtool created it)"])
    try:
        text = _decode(conf, before)
        _parse(conf, text)
    except InstallRefused as exc:
        problems.append(f"{exc}; memtool's entries left in it")
        return None
    what: list[str] = []
    for record in reversed(info.get("inserted", [])):
        node = jsonedit.find(_parse(conf, text), record["container"] + [record["key"]]) if record.get("whole") else None
        if node is not None and jsonedit.value(node) != record["value"]:  # one value: all of it, or nothing
            problems.append(f"{conf}: {record['key']} was modified since memtool installed it; left as it is")
            continue
        text = _remove_value(conf, text, record["container"], record["key"], record["value"], what, problems)
        if "replaced" in record and jsonedit.find(_parse(conf, text), record["container"] + [record["key"]]) is None:
            text = jsonedit.insert(text, record["container"], record["key"], record["replaced"])
            what.append(f"put back your {'.'.join(record['container'] + [record['key']])}")
    if info.get("original", "") is None and jsonedit.value(_parse(conf, text)) in ({}, {"$schema": "https://opencode.ai/config.json"}):
        return Change(conf, before, None, what + ["removed (memtool created it)"])
    after = text.encode()
    return Change(conf, before, after, what) if after != before else None


def _remove_value(conf: Path, text: str, container: list, key: str | None, recorded: Any, what: list[str],
                  problems: list[str]) -> str:
    """Take out what one insertion added, descending where the user added things inside it."""
    root = _parse(conf, text)
    holder = jsonedit.find(root, container)
    label = ".".join(map(str, container + ([key] if key is not None else [])))
    if holder is None:
        return text
    if key is None:
        if holder.kind == "array":
            for index, child in enumerate(holder.children):
                if jsonedit.value(child) == recorded:
                    what.append(f"removed {label} entry")
                    return jsonedit.remove(text, container, index)
            if any(_commands(jsonedit.value(child)) & _commands(recorded) for child in holder.children):
                problems.append(f"{conf}: memtool's {label} entry was modified since install; left as it is")
        return text
    node = jsonedit.find(holder, [key]) if holder.kind == "object" else None
    if node is None:
        return text
    current = jsonedit.value(node)
    if current == recorded:
        what.append(f"removed {label}")
        return jsonedit.remove(text, container, key)
    if isinstance(current, dict) and isinstance(recorded, dict):
        for inner, value in reversed(list(recorded.items())):
            text = _remove_value(conf, text, container + [key], inner, value, what, problems)
    elif isinstance(current, list) and isinstance(recorded, list):
        for value in reversed(recorded):
            text = _remove_value(conf, text, container + [key], None, value, what, problems)
    else:
        problems.append(f"{conf}: {label} was modified since memtool installed it; left as it is")
        return text
    node = jsonedit.find(_parse(conf, text), container + [key])
    if node is not None and node.kind in ("object", "array") and not node.children:
        text = jsonedit.remove(text, container, key)
    return text


# -- applying a plan -------------------------------------------------------------------------------


def apply(plan: Plan) -> None:
    """Write the plan's changes and record them, all or nothing: every new file is written in
    full beside its target first, then each replaces its target; an OS error anywhere (a
    read-only file or directory, a full disk) puts back what was already replaced, removes what
    was written, and raises one line naming the file. A configuration file that is a symlink
    (a dotfiles repository) is edited where it points; the link stays a link."""
    if plan.problems and plan.action == "install":
        raise InstallRefused("; ".join(plan.problems))
    for change in plan.changes:
        if _read(change.path) != change.before:
            raise InstallRefused(f"{change.path} changed while memtool was working on it", "run the command again")
    record, old = _manifest_change(plan)
    try:
        filewrites.write_all([*plan.changes, record])
    except filewrites.WriteFailed as failed:
        raise MemtoolError(f"cannot write {failed.path}: {failed.reason}; nothing was changed",
                           "make it writable (or run as its owner), then run again") from None
    dirs = [d for info in [*old.get("files", {}).values(), *old.get("configs", {}).values()]
            for d in info.get("created_dirs", [])] if plan.action == "uninstall" else []
    for directory in sorted(set(dirs), key=len, reverse=True):
        try:
            Path(directory).rmdir()  # only when empty: never anything of the user's
        except OSError:
            pass


def _manifest_change(plan: Plan) -> tuple[Change, dict]:
    """The manifest with this plan recorded (or its record dropped), and the record dropped."""
    manifest = _manifest()
    key = _key(plan.agent, plan.scope)
    old: dict = {}
    if plan.action == "uninstall":
        old = manifest.pop(key, {})
    elif plan.record:
        manifest[key] = plan.record
    path = manifest_path()
    return Change(path, _read(path), (json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode(),
                  ["recorded"], 0o600), old


def purge_data() -> list[Path]:
    """Stop the embedded server and delete memtool's data, state and cache directories. Returns
    what was removed. Refuses for an external database (its data is not memtool's to drop)."""
    if db.external_url():
        raise MemtoolError("memtool's data is in the external database MEMTOOL_DATABASE_URL points at",
                           "drop that database yourself if you mean to")
    db.stop_embedded()
    removed = []
    for directory in (config.data_dir(), config.state_dir(), config.cache_dir()):
        if directory.exists():
            shutil.rmtree(directory)
            removed.append(directory)
    return removed
