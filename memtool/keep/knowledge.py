"""Knowledge files: a project's durable memory as one Markdown file, for agents that read files.

`render(conn, project)` writes what a newcomer to the project needs — not a changelog — in
sections taken from the observation types:

    How to build, test and run     discoveries that carry a command (`make test`, pytest, npm …)
    Conventions and decisions      decision, preference
    Gotchas                        gotcha
    Root causes and fixes          bugfix
    Facts about the code and tools the other discoveries
    Notes                          note (memories saved or imported by hand)

Features, refactors and changes are what happened, not what to know: they are left out. Each
entry is one line: the title, the narrative (whitespace collapsed, clipped), its importance,
the memory id and the events it came from. A YAML frontmatter block (project, updated, counts)
opens the file.

Compaction: entries are ranked by durability — importance, confidence, how often the memory was
recalled, and a weight per section — and the file keeps the best ones that fit under the cap
(default 100 KB), then lists them by section in rank order. The output depends only on the
stored memories: `updated` is the newest included memory's update time, never the clock, and
`write()` leaves the file untouched (not even its mtime) when the bytes would be the same.

`write_into()` keeps the same knowledge (without frontmatter, 16 KB by default) as a section of
a file people edit too — AGENTS.md, CLAUDE.md — between a begin and an end marker line: the
markers are appended when absent, only the text between them is ever replaced, and unbalanced
markers are an error that writes nothing.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
from pathlib import Path
from typing import Iterator

from memtool.store.db import Conn
from memtool.errors import InputError
from memtool.store import observations as stored_observations
from memtool.store import observations_read as stored_observations_read

DEFAULT_CAP = 100 * 1024
MAX_NARRATIVE = 600
MAX_EVENT_IDS = 5
SECTIONS = (
    ("build_test_run", "How to build, test and run", 1.0),
    ("conventions", "Conventions and decisions", 1.0),
    ("gotchas", "Gotchas", 0.95),
    ("root_causes", "Root causes and fixes", 0.85),
    ("facts", "Facts about the code and tools", 0.8),
    ("notes", "Notes", 0.7),
)
_TYPE_SECTION = {"decision": "conventions", "preference": "conventions", "gotcha": "gotchas",
                 "bugfix": "root_causes", "note": "notes"}
_COMMAND = re.compile(r"`[^`]+`|\b(make|pytest|npm|pnpm|yarn|cargo|go (test|build|run)|pip|uv|poetry|tox|nox|"
                      r"docker( compose)?|gradle|mvn|bundle|rake|just|bin/\S+|\./\S+)\b|\b(build|test|run|install)s?\b",
                      re.IGNORECASE)
_SPACE = re.compile(r"\s+")


def section_of(obs: dict) -> str | None:
    if obs["type"] in _TYPE_SECTION:
        return _TYPE_SECTION[obs["type"]]
    if obs["type"] == "discovery":
        text = " ".join([obs["title"], obs["narrative"], *obs.get("facts", [])])
        return "build_test_run" if _COMMAND.search(text) else "facts"
    return None  # feature / refactor / change: a changelog, not knowledge


def durability(obs: dict, section: str) -> float:
    """How much an entry deserves its place: importance first, then recall and confidence."""
    weight = next(w for key, _, w in SECTIONS if key == section)
    recalled = min(math.log1p(obs["access_count"] or 0) / math.log(101), 1.0)
    return weight * (0.6 * obs["importance"] + 0.25 * recalled + 0.15 * obs["confidence"])


def _one_line(text: str, limit: int) -> str:
    text = _SPACE.sub(" ", text or "").strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def entry_line(obs: dict) -> str:
    title = _one_line(obs["title"], 200)
    narrative = _one_line(obs["narrative"], MAX_NARRATIVE)
    events = list(obs["source_event_ids"] or [])
    shown = ", ".join(str(e) for e in events[:MAX_EVENT_IDS]) + (" …" if len(events) > MAX_EVENT_IDS else "")
    body = f"**{title}**" + (f" — {narrative}" if narrative and narrative != title else "")
    source = f"memory #{obs['id']}" + (f", events {shown}" if events else "")
    return f"- {body} *(importance {obs['importance']:.2f}; {source})*\n"


def _frontmatter(project: str, updated: str | None, counts: dict) -> str:
    # JSON strings are valid YAML double-quoted scalars.
    lines = ["---", f"project: {json.dumps(project, ensure_ascii=False)}",
             f"updated: {json.dumps(updated)}" if updated else "updated: null",
             'generator: "memtool export --format knowledge"', "counts:"]
    lines += [f"  {key}: {value}" for key, value in counts.items()]
    return "\n".join(lines) + "\n---\n"


def _candidates(conn: Conn, project: str) -> list[tuple[float, int, str, dict]]:
    types = ["discovery", *_TYPE_SECTION]
    ranked = []
    # live and not demoted: memories consolidation demoted (superseded, beyond the budget) are not knowledge
    for row in stored_observations_read.knowledge_candidates(conn, project, types):
        section = section_of(row)
        if section is not None:
            ranked.append((-durability(row, section), row["id"], section, row))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return ranked


def render(conn: Conn, project: str, cap: int = DEFAULT_CAP) -> dict:
    """The knowledge file's text for `project` and what it holds:
    {"text", "project", "entries", "omitted", "memories", "bytes"}."""
    memories = stored_observations.count_live(conn, project)
    ranked = _candidates(conn, project)
    lines = [(section, obs, entry_line(obs)) for _, _, section, obs in ranked]
    intro = (f"# What memtool knows about {project}\n\n"
             "Durable knowledge distilled from past agent sessions (generated by memtool; edits are "
             "overwritten). Each entry names its importance and the memory and events it came from: "
             "`memtool get ID` shows one in full.\n")
    heads = {key: f"\n## {title}\n\n" for key, title, _ in SECTIONS}
    # Room for the frontmatter: its numbers can only be as long as the counts of all candidates.
    reserve = len(_frontmatter(project, "0000-00-00T00:00:00.000000+00:00",
                               _counts(memories, len(lines), len(lines), {k: len(lines) for k, _, _ in SECTIONS})
                               ).encode()) + 16
    budget = cap - reserve - len(intro.encode()) - sum(len(h.encode()) for h in heads.values())
    chosen: list[tuple[str, dict, str]] = []
    used = 0
    for section, obs, line in lines:
        size = len(line.encode())
        if used + size > budget:
            continue  # a shorter, lower-ranked entry may still fit
        chosen.append((section, obs, line))
        used += size
    per_section = {key: [line for s, _, line in chosen if s == key] for key, _, _ in SECTIONS}
    newest = max((obs["updated_at"] for _, obs, _ in chosen), default=None)
    counts = _counts(memories, len(chosen), len(lines) - len(chosen), {k: len(v) for k, v in per_section.items()})
    parts = [_frontmatter(project, newest.isoformat() if newest else None, counts), intro]
    for key, _, _ in SECTIONS:
        if per_section[key]:
            parts.append(heads[key])
            parts.extend(per_section[key])
    text = "".join(parts)
    return {"text": text, "project": project, "entries": len(chosen), "omitted": len(lines) - len(chosen),
            "memories": memories, "bytes": len(text.encode())}


def _counts(memories: int, entries: int, omitted: int, sections: dict[str, int]) -> dict:
    return {"memories": memories, "entries": entries, "omitted": omitted,
            **{f"section_{key}": n for key, n in sections.items()}}


def write(conn: Conn, project: str, path: Path, cap: int = DEFAULT_CAP) -> dict:
    """Render and write the file only when its bytes change (atomic rename); returns the render
    record without its text plus path and written (bool)."""
    rendered = render(conn, project, cap)
    data = rendered.pop("text").encode()
    path = Path(path)
    written = False
    try:
        same = path.read_bytes() == data
    except OSError:
        same = False
    if not same:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
        partial.write_bytes(data)
        os.replace(partial, path)
        written = True
    return {"kind": "knowledge", **rendered, "path": str(path), "written": written}


def inputs_fingerprints(conn, project: str | None = None, cap: int = DEFAULT_CAP) -> dict[str, str]:
    """A fingerprint per project (or of `project`) of everything its file is rendered from
    (and of this module's code): when it is unchanged, rendering again would give the same
    bytes."""
    code = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    # what each project's file is made of, cheaply: its live memories and their standing, and
    # the standing rows of its forgotten ones (a memory's demotion outlives its deletion)
    rows, deleted = stored_observations_read.knowledge_inputs(conn, project)
    out = {}
    for row in rows:
        gone = deleted.get(row["project"])
        values = {k: str(v) for k, v in row.items()}
        values["deleted_standing"] = str([gone["demoted"], gone["updated"]]) if gone else ""
        out[row["project"]] = hashlib.sha256(json.dumps([row["project"], cap, values, code]).encode()).hexdigest()
    return out


def inputs_fingerprint(conn, project: str, cap: int = DEFAULT_CAP) -> str:
    """`inputs_fingerprints` of one project ("" when it has no live memories)."""
    return inputs_fingerprints(conn, project, cap).get(project, "")


def file_name(project: str) -> str:
    """A stable file name per project: readable slug + a short hash against collisions."""
    slug = re.sub(r"[^A-Za-z0-9]+", "-", project).strip("-")[-60:] or "project"
    return f"{slug}-{hashlib.sha1(project.encode()).hexdigest()[:8]}.md"


def projects(conn: Conn) -> Iterator[str]:
    yield from stored_observations.live_projects(conn)


# -- a section of AGENTS.md / CLAUDE.md -------------------------------------------------------

BEGIN = "<!-- memtool:knowledge:begin (generated by `memtool export --format knowledge --into`; edits here are overwritten) -->"
END = "<!-- memtool:knowledge:end -->"
_BEGIN_PREFIX = "<!-- memtool:knowledge:begin"


def _body(text: str) -> str:
    """The rendered file without its frontmatter, headings one level down (a section, not a
    document)."""
    body = text.split("\n---\n", 1)[1] if text.startswith("---\n") else text
    return re.sub(r"(?m)^(#+) ", lambda m: "#" + m.group(1) + " ", body).strip("\n")


def splice(existing: str, block: str) -> str:
    """`existing` with the text between the markers replaced by `block` (markers appended at the
    end when absent). Everything outside the markers is kept byte for byte."""
    begins = [m.start() for m in re.finditer(re.escape(_BEGIN_PREFIX), existing)]
    ends = [m.start() for m in re.finditer(re.escape(END), existing)]
    section = f"{BEGIN}\n{block}\n{END}"
    if not begins and not ends:
        separator = "" if not existing or existing.endswith("\n\n") else ("\n" if existing.endswith("\n") else "\n\n")
        return existing + separator + section + "\n"
    if len(begins) != 1 or len(ends) != 1 or ends[0] < begins[0]:
        raise InputError("the memtool knowledge markers in this file are unbalanced "
                         f"({len(begins)} begin, {len(ends)} end)",
                         "fix or remove the <!-- memtool:knowledge:... --> lines by hand; nothing was written")
    return existing[:begins[0]] + section + existing[ends[0] + len(END):]


def write_into(conn: Conn, project: str, path: Path, cap: int = 16 * 1024) -> dict:
    """Keep the project's knowledge as a marked section of a file people also edit (AGENTS.md,
    CLAUDE.md): only the text between the markers is ever replaced, and the file is rewritten
    only when that changes."""
    rendered = render(conn, project, cap)
    path = Path(path)
    try:
        existing = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        existing = ""
    updated = splice(existing, _body(rendered.pop("text")))
    written = updated != existing
    if written:
        partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
        partial.write_text(updated, encoding="utf-8")
        if path.exists():
            os.chmod(partial, path.stat().st_mode & 0o7777)
        os.replace(partial, path)
    return {"kind": "knowledge", **rendered, "bytes": len(updated.encode()), "path": str(path), "written": written}
