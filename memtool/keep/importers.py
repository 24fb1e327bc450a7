"""Bringing along what other tools remember: their files read into memtool records, which
`export.import_records` stores like any import — every string redacted (privacy.scrub) on the
way in, content already present skipped (observations by project and content hash, summaries by
session, events by key), so importing twice changes nothing.

Sources (`records_from(source, ...)` yields (number, record) pairs for import_records):

claude-code  Claude Code's memory files for one project:
             - auto memory: `<claude>/projects/<root with every non-alphanumeric character as
               "-">/memory/*.md` (MEMORY.md, the index, and the topic files it points to), where
               <claude> is $CLAUDE_CONFIG_DIR or ~/.claude;
             - the project's instructions: CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md and
               .claude/rules/*.md at the project root;
             - the user's memory file `<claude>/CLAUDE.md`: imported as global memories (shown
               in every project), unless `user=False`.
             A file with YAML-style frontmatter (`name`, `description`, `type`: user | feedback |
             project | reference) is one memory; any other file is split at its headings, one
             memory per section that has text (title: the headings above it, "A > B"); index
             lines that only link to another memory file are left out (that file is imported
             itself). Bullet lines become the memory's facts.
claude-mem   its SQLite database (`$CLAUDE_MEM_DATA_DIR/claude-mem.db`, default
             ~/.claude-mem/claude-mem.db), the rows of one claude-mem project (its name is the
             basename of the project directory unless `source_project` names another; "*" takes
             every one): observations → observations (type, title, subtitle, narrative, facts,
             concepts, files), session_summaries → session summaries (request, investigated,
             learned, completed, next_steps, files; notes → outcome), user_prompts → prompt
             events. Both the current column names (memory_session_id) and the older ones
             (sdk_session_id) are read.
basic-memory a folder of basic-memory notes (default ~/basic-memory): each `*.md` note with its
             frontmatter (title, type, tags, permalink) is one memory; its `## Observations`
             lines (`- [category] text #tag`) become facts, its `## Relations` lines
             (`- relation [[Target]]`) concepts.

Every record carries metadata.imported_from (the source) and where it came from (source_file /
claude_mem_id / permalink), so a memory can be traced back to its origin.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path
from typing import Any, Iterator

from memtool import project as projects
from memtool.errors import InputError

SOURCES = ("claude-code", "claude-mem", "basic-memory")
MAX_FILE_BYTES = 1024 * 1024
_FRONTMATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*(?:\n|\Z)", re.S)
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_LINK_ONLY = re.compile(r"^\s*[-*+]\s*\[[^\]]*\]\(([^)]+\.md)\)\s*(?:[-—:–].*)?$")
_BULLET = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*\S)\s*$")
_CLAUDE_TYPES = {"user": "preference", "feedback": "preference", "project": "decision", "reference": "note"}


def claude_dir() -> Path:
    return Path(os.environ.get("CLAUDE_CONFIG_DIR") or Path.home() / ".claude").expanduser()


def claude_project_key(root: str) -> str:
    """Claude Code's directory name for a project: its path, every non-alphanumeric char "-"."""
    return re.sub(r"[^A-Za-z0-9]", "-", root)


def records_from(source: str, project: str, path: str | None = None, user: bool = True,
                 source_project: str | None = None) -> Iterator[tuple[int, dict | Exception]]:
    """(number, record) pairs for export.import_records; `path` overrides the source's location."""
    if source == "claude-code":
        items = _claude_code(project, Path(path).expanduser() if path else claude_dir(), user)
    elif source == "claude-mem":
        items = _claude_mem(project, _claude_mem_path(path), source_project)
    elif source == "basic-memory":
        items = _basic_memory(project, Path(path or Path.home() / "basic-memory").expanduser())
    else:
        raise InputError(f"unknown import source {source!r}", f"sources: {', '.join(SOURCES)}")
    for number, record in enumerate(items, 1):
        yield number, record


# -- Markdown -----------------------------------------------------------------------------------


def _read_text(path: Path) -> str | None:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def frontmatter(text: str) -> tuple[dict[str, Any], str]:
    """Simple `key: value` frontmatter (lists as `[a, b]` or `- a` lines) and the body."""
    match = _FRONTMATTER.match(text)
    if not match:
        return {}, text
    fields: dict[str, Any] = {}
    key = None
    for line in match.group(1).splitlines():
        item = re.match(r"^\s+-\s+(.*)$", line)
        if item and key:
            fields[key] = [*(fields.get(key) or []), _unquote(item.group(1))]
            continue
        pair = re.match(r"^([A-Za-z_][\w-]*)\s*:\s*(.*)$", line)
        if pair:
            key, value = pair.group(1), pair.group(2).strip()
            if value.startswith("[") and value.endswith("]"):
                fields[key] = [_unquote(v) for v in value[1:-1].split(",") if v.strip()]
            else:
                fields[key] = _unquote(value) if value else None
    return fields, text[match.end():]


def _unquote(value: str) -> str:
    value = value.strip()
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"" else value


def sections(body: str) -> Iterator[tuple[str, str]]:
    """(heading path "A > B", text) per section with text; code blocks never split."""
    path: list[tuple[int, str]] = []
    lines: list[str] = []
    fenced = False

    def flush():
        text = "\n".join(lines).strip()
        if text:
            yield " > ".join(title for _, title in path), text
        lines.clear()

    for line in body.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        heading = None if fenced else _HEADING.match(line)
        if heading:
            yield from flush()
            level = len(heading.group(1))
            path = [(lvl, title) for lvl, title in path if lvl < level] + [(level, heading.group(2))]
        else:
            lines.append(line)
    yield from flush()


def _facts(text: str) -> list[str]:
    return [m.group(1) for m in map(_BULLET.match, text.splitlines()) if m][:50]


# -- Claude Code ---------------------------------------------------------------------------------


def _claude_code(project: str, claude: Path, user: bool) -> Iterator[dict]:
    # A project keyed by its git remote (team mode) is found on disk as this directory's clone.
    root = Path(project) if os.path.isabs(project) else Path(projects.local_root())
    memory = claude / "projects" / claude_project_key(str(root)) / "memory"
    files = sorted(memory.glob("*.md")) if memory.is_dir() else []
    for path in files:
        yield from _markdown_memories(path, project, "auto-memory", skip_links_in=memory)
    for name in ("CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"):
        if (root / name).is_file():
            yield from _markdown_memories(root / name, project, "project-instructions")
    rules = root / ".claude" / "rules"
    for path in sorted(rules.glob("*.md")) if rules.is_dir() else []:
        yield from _markdown_memories(path, project, "project-rules")
    if user and (claude / "CLAUDE.md").is_file():
        yield from _markdown_memories(claude / "CLAUDE.md", project, "user-memory", is_global=True)


def _markdown_memories(path: Path, project: str, kind: str, is_global: bool = False,
                       skip_links_in: Path | None = None) -> Iterator[dict]:
    text = _read_text(path)
    if text is None:
        return
    fields, body = frontmatter(text)
    meta = {"imported_from": "claude-code", "claude_code_kind": kind, "source_file": str(path)}
    base = {"kind": "observation", "project": project, "is_global": is_global}
    if fields.get("name") or fields.get("description") or fields.get("type"):
        narrative = "\n\n".join(str(p) for p in (fields.get("description"), body.strip()) if p)
        yield {**base, "type": _CLAUDE_TYPES.get(str(fields.get("type") or "").lower(), "note"),
               "title": str(fields.get("name") or fields.get("description") or path.stem),
               "narrative": narrative, "facts": _facts(body),
               "metadata": {**meta, **({"claude_code_type": fields["type"]} if fields.get("type") else {})}}
        return
    kept = body
    if skip_links_in is not None:  # MEMORY.md's pointers to topic files, which are imported themselves
        kept = "\n".join(line for line in body.splitlines()
                         if not ((m := _LINK_ONLY.match(line)) and (skip_links_in / m.group(1)).is_file()))
    for heading, section in sections(kept):
        title = heading or section.splitlines()[0].lstrip("-*+# ").strip()[:120]
        yield {**base, "type": "preference" if kind != "auto-memory" else "note",
               "title": f"{path.name}: {title}" if heading else title, "narrative": section,
               "facts": _facts(section), "metadata": {**meta, "section": heading or None}}


# -- claude-mem ----------------------------------------------------------------------------------


def _claude_mem_path(path: str | None) -> Path:
    if path:
        return Path(path).expanduser()
    data = os.environ.get("CLAUDE_MEM_DATA_DIR") or Path.home() / ".claude-mem"
    return Path(data).expanduser() / "claude-mem.db"


def _json_list(value: Any) -> list[str]:
    if not value:
        return []
    try:
        parsed = json.loads(value) if isinstance(value, str) else value
    except ValueError:
        return [str(value)]
    return [str(v) for v in parsed] if isinstance(parsed, list) else [str(parsed)]


def _rows(db: sqlite3.Connection, table: str, projects: list[str] | None) -> list[sqlite3.Row]:
    if not db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone():
        return []
    if projects is None:
        return db.execute(f"SELECT * FROM {table} ORDER BY id").fetchall()  # noqa: S608 - a fixed name
    marks = ",".join("?" * len(projects))
    return db.execute(f"SELECT * FROM {table} WHERE project IN ({marks}) ORDER BY id", projects).fetchall()  # noqa: S608


def _claude_mem(project: str, path: Path, source_project: str | None) -> Iterator[dict]:
    if not path.is_file():
        raise InputError(f"no claude-mem database at {path}", "pass its path: memtool import --from claude-mem PATH")
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        db.row_factory = sqlite3.Row
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        raise InputError(f"{path}: not a readable SQLite database ({exc})", "pass the claude-mem.db file") from None
    wanted = None if source_project == "*" else [source_project or os.path.basename(project.rstrip("/")), project]
    try:
        yield from _claude_mem_rows(db, project, wanted)
    finally:
        db.close()


def _session_of(row: sqlite3.Row) -> str:
    keys = row.keys()
    for name in ("memory_session_id", "sdk_session_id", "content_session_id", "claude_session_id"):
        if name in keys and row[name]:
            return str(row[name])
    return "unknown"


def _claude_mem_rows(db: sqlite3.Connection, project: str, wanted: list[str] | None) -> Iterator[dict]:
    for row in _rows(db, "observations", wanted):
        keys = row.keys()
        narrative = "\n\n".join(str(p) for p in (row["subtitle"] if "subtitle" in keys else None,
                                                  row["narrative"] or (row["text"] if "text" in keys else None)) if p)
        yield {"kind": "observation", "project": project, "type": str(row["type"] or "note"),
               "title": row["title"] or "", "narrative": narrative, "facts": _json_list(row["facts"]),
               "concepts": _json_list(row["concepts"]), "files_read": _json_list(row["files_read"]),
               "files_modified": _json_list(row["files_modified"]), "created_at": row["created_at"],
               "session_id": f"claude-mem:{_session_of(row)}",
               "metadata": {"imported_from": "claude-mem", "claude_mem_id": row["id"],
                            "claude_mem_project": row["project"]}}
    for row in _rows(db, "session_summaries", wanted):
        keys = row.keys()
        yield {"kind": "summary", "project": project, "session_id": f"claude-mem:{_session_of(row)}#{row['id']}",
               **{f: row[f] or "" for f in ("request", "investigated", "learned", "completed", "next_steps")},
               "outcome": (row["notes"] if "notes" in keys else None) or "",
               "files_read": _json_list(row["files_read"]),
               "files_modified": _json_list(row["files_edited"] if "files_edited" in keys else None),
               "created_at": row["created_at"], "updated_at": row["created_at"], "method": "import",
               "metadata": {"imported_from": "claude-mem", "claude_mem_id": row["id"]}}
    yield from _claude_mem_prompts(db, project, wanted)


def _claude_mem_prompts(db: sqlite3.Connection, project: str, wanted: list[str] | None) -> Iterator[dict]:
    has_sessions = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sdk_sessions'").fetchone()
    if not has_sessions or not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'user_prompts'").fetchone():
        return
    columns = {r[1] for r in db.execute("PRAGMA table_info(user_prompts)")}
    key = "content_session_id" if "content_session_id" in columns else "claude_session_id"
    session_columns = {r[1] for r in db.execute("PRAGMA table_info(sdk_sessions)")}
    if key not in session_columns:
        return
    query = (f"SELECT p.*, s.project FROM user_prompts p JOIN sdk_sessions s ON s.{key} = p.{key} "  # noqa: S608
             + ("" if wanted is None else f"WHERE s.project IN ({','.join('?' * len(wanted))}) ") + "ORDER BY p.id")
    for row in db.execute(query, wanted or []):
        yield {"kind": "event", "event_key": f"claude-mem:prompt:{row['id']}", "source": "memtool",
               "session_id": f"claude-mem:{row[key]}", "project": project, "event_type": "prompt",
               "payload": {"hook": "claude-mem import", "prompt": row["prompt_text"],
                           "prompt_number": row["prompt_number"]},
               "occurred_at": row["created_at"]}


# -- basic-memory --------------------------------------------------------------------------------


def _basic_memory(project: str, folder: Path) -> Iterator[dict]:
    if not folder.is_dir():
        raise InputError(f"no basic-memory folder at {folder}", "pass it: memtool import --from basic-memory DIR")
    for path in sorted(folder.rglob("*.md")):
        if any(part.startswith(".") for part in path.relative_to(folder).parts):
            continue
        text = _read_text(path)
        if text is None:
            continue
        fields, body = frontmatter(text)
        facts, concepts, kept = [], [], []
        part = None
        for line in body.splitlines():
            heading = _HEADING.match(line)
            if heading:
                part = heading.group(2).strip().lower()
                if part in ("observations", "relations"):
                    continue
            bullet = _BULLET.match(line)
            if bullet and part == "observations":
                facts.append(bullet.group(1))
            elif bullet and part == "relations":
                concepts.append(bullet.group(1))
            else:
                kept.append(line)
        tags = fields.get("tags") or []
        yield {"kind": "observation", "project": project, "type": "note",
               "title": str(fields.get("title") or path.stem), "narrative": "\n".join(kept).strip(),
               "facts": facts, "concepts": concepts + [f"#{t}" for t in (tags if isinstance(tags, list) else [tags])],
               "metadata": {"imported_from": "basic-memory", "source_file": str(path),
                            "permalink": fields.get("permalink"), "note_type": fields.get("type")}}


def import_from(conn, source: str, project: str, path: str | None = None, user: bool = True,
                source_project: str | None = None, dry_run: bool = False) -> Iterator[dict]:
    """Import one source's records into the project: import_records' result records (action
    "created" | "duplicate", record_kind, id; `error` records for what could not be read), each
    with `dry_run` and the memory's title or session. With dry_run everything is done in one
    transaction that is rolled back at the end: the report is exact and nothing is stored."""
    from memtool.keep import export
    from memtool.store import db as store

    if dry_run:
        store.begin(conn)  # open the transaction: import_records' batches become savepoints
    pairs = list(records_from(source, project, path, user=user, source_project=source_project))
    results = export.import_records(conn, iter(pairs), default_project=project)
    labels = {number: record for number, record in pairs if isinstance(record, dict)}
    for result in results:
        record = labels.get(int(result.get("line") or 0), {})
        label = record.get("title") or record.get("session_id") or record.get("event_key")
        yield {**result, "source": source, "title": label, "dry_run": dry_run}
    if dry_run:
        conn.rollback()
