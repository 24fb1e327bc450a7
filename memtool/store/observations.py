"""Storing and reading observations — the one module that writes the `observations` and
`observation_versions` tables (compress, dedup, purge, import and the adapters call it).

`normalise()` validates an incoming observation record (from import, compress, `save_memory`)
and fills defaults; `store()` inserts it unless the same content already exists in the project
(dedup on `content_hash`); `update()` changes fields (the previous version is kept by the
database's audit trigger); `get()` returns full records and bumps access statistics;
`forget()` soft-deletes. Everything that is stored passes through the privacy scrubber first.
In review mode (switches.review_for: MEMTOOL_REVIEW or the project's .memtool.toml) a new memory
— distilled, or saved by an agent; not one a person wrote (BY_A_PERSON) — is stored as proposed (memory_standing, reason 'proposed': out of every
default view) until `memtool review` approves it; its store() result has `proposed: true`.

Input record (only `title` or `narrative` is required):

    title, narrative, type (see records.OBSERVATION_TYPES; unknown → "note", original kept in
    metadata.original_type), project, session_id, facts[], concepts[], files_read[],
    files_modified[], importance, confidence, is_global, method, source_event_ids[], metadata{},
    created_at, updated_at (ISO / epoch / age), id (kept on import when free)
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Iterable

from psycopg import sql
from psycopg.types.json import Jsonb

from memtool.store import citations, db, queries, standing
from memtool.store.queries import live  # the live predicate: defined with the queries' fragments
from memtool import poison, privacy, records, startblock, switches
from memtool.store.db import Conn
from memtool.errors import InputError, NotFound

#: the family's statements, sql/queries/observations.sql (observations_read.py runs the rest of them)
Q = queries.Family("observations", active=standing.active)

MAX_TITLE = 300
MAX_TEXT = 64 * 1024
LIST_FIELDS = ("facts", "concepts", "files_read", "files_modified")
BY_A_PERSON = ("import", "cli", "serve")  # written by a person on purpose: never waits for review
_CITING = ("title", "narrative", "facts", "files_read", "files_modified", "project")
CONTENT_FIELDS = ("type", "title", "narrative", "facts", "concepts", "files_read", "files_modified",
                  "importance", "confidence", "is_global", "metadata", "project")


def _text(value: Any, field: str, limit: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InputError(f"{field} must be a string, got {type(value).__name__}", f"pass {field} as text")
    return value if len(value) <= limit else value[:limit] + " …[truncated]"


def _string_list(value: Any, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value.strip() else []
    if not isinstance(value, (list, tuple)):
        raise InputError(f"{field} must be a list of strings", f'e.g. "{field}": ["a", "b"]')
    out = []
    for item in value:
        if item is None:
            continue
        if not isinstance(item, (str, int, float)):
            raise InputError(f"{field} items must be strings", f'e.g. "{field}": ["a", "b"]')
        text = str(item).strip()
        if text and text not in out:
            out.append(text)
    return out


def _unit(value: Any, field: str, default: float) -> float:
    if value is None:
        return default
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise InputError(f"{field} must be a number between 0 and 1", f'e.g. "{field}": 0.7') from None
    if not 0 <= number <= 1:
        raise InputError(f"{field} must be between 0 and 1, got {number}", "scale it to 0..1")
    return number


def clipped(record: dict) -> list[str]:
    """The text fields of `record` that normalise() will cut to size (title, narrative)."""
    title = record.get("title")
    narrative = record.get("narrative", record.get("text", record.get("content")))
    cut = []
    if isinstance(title, str) and len(title.strip()) > MAX_TITLE:
        cut.append("title")
    if isinstance(narrative, str) and len(narrative) > MAX_TEXT:
        cut.append("narrative")
    return cut


def normalise(record: dict, default_project: str | None = None, method: str = "import") -> dict:
    """Validate and complete an observation record (not yet scrubbed, not yet stored)."""
    title = _text(record.get("title"), "title", MAX_TEXT).strip()
    narrative = _text(record.get("narrative", record.get("text", record.get("content"))), "narrative", MAX_TEXT)
    if not title and not narrative.strip():
        raise InputError("observation has neither title nor narrative", 'give at least "title" or "narrative"')
    metadata = record.get("metadata") or {}
    if not isinstance(metadata, dict):
        raise InputError("metadata must be a JSON object", 'e.g. "metadata": {"source": "notes"}')
    metadata = dict(metadata)
    type_ = (record.get("type") or "note").strip().lower() if isinstance(record.get("type"), (str, type(None))) else "note"
    if type_ not in records.OBSERVATION_TYPES:
        metadata.setdefault("original_type", type_)
        type_ = "note"
    project = record.get("project") or default_project
    if not project or not isinstance(project, str):
        raise InputError("observation has no project", 'add "project" or pass --project / MEMTOOL_PROJECT')

    scrubbed_title, _ = privacy.scrub(title)
    scrubbed_narrative, _ = privacy.scrub(narrative)
    if not scrubbed_title.strip():
        first = scrubbed_narrative.strip().splitlines()[0] if scrubbed_narrative.strip() else "untitled"
        scrubbed_title = first[:120]
    lists = {}
    for field in LIST_FIELDS:
        items, _ = privacy.scrub_value(_string_list(record.get(field), field))
        lists[field] = items
    metadata, _ = privacy.scrub_value(metadata)
    obs: dict[str, Any] = {
        "project": project,
        "session_id": record.get("session_id"),
        "type": type_,
        "title": scrubbed_title[:MAX_TITLE].strip(),
        "narrative": scrubbed_narrative,
        **lists,
        "importance": _unit(record.get("importance"), "importance", 0.5),
        "confidence": _unit(record.get("confidence"), "confidence", 0.5),
        "is_global": bool(record.get("is_global", False)),
        "method": record.get("method") or method,
        "source_event_ids": [int(i) for i in record.get("source_event_ids") or []],
        "metadata": metadata,
    }
    obs = poison.screen_observation(obs)  # a machine-written memory keeps no instructions to the agent
    obs["content_hash"] = records.observation_hash(project, type_, obs["title"], obs["narrative"])
    for field in ("created_at", "updated_at", "accessed_at", "deleted_at"):
        if record.get(field) is not None:
            obs[field] = records.parse_time(record[field], field)
    for field in ("id", "version", "access_count"):
        if record.get(field) is not None:
            try:
                obs[field] = int(record[field])
            except (TypeError, ValueError):
                raise InputError(f"{field} must be an integer", f"fix or drop {field!r}") from None
    return obs


_INSERT_COLUMNS = ("project", "session_id", "type", "title", "narrative", "facts", "concepts",
                   "files_read", "files_modified", "importance", "confidence", "is_global", "method",
                   "source_event_ids", "metadata", "content_hash")
_OPTIONAL_COLUMNS = ("id", "version", "created_at", "updated_at", "accessed_at", "access_count", "deleted_at",
                     "private")


def find_duplicate(conn: Conn, project: str, content_hash: str) -> int | None:
    row = conn.execute(
        Q["find_duplicate"],
        (project, content_hash),
    ).fetchone()
    return row["id"] if row else None


def store(conn: Conn, obs: dict, keep_id: bool = False) -> dict:
    """Insert a normalised observation. Returns {"action": "created"|"duplicate", "id": ...}.

    With keep_id (import), the record's own id is used when it is free; an id held by other
    content gets a new id instead (recorded in metadata.imported_id)."""
    if obs.get("deleted_at") is None:
        existing = find_duplicate(conn, obs["project"], obs["content_hash"])
        if existing is not None:
            return {"action": "duplicate", "id": existing}
    defaulted = obs.get("private") is None and obs.get("method") != "import" and switches.private_for(obs["project"])
    if defaulted:
        obs = dict(obs, private=True)  # the project's `[team] private = true` (or MEMTOOL_PRIVATE=1)
    columns = list(_INSERT_COLUMNS)
    values = [Jsonb(obs[c]) if c == "metadata" else obs[c] for c in _INSERT_COLUMNS]
    for column in _OPTIONAL_COLUMNS:
        if column == "id" and not keep_id:
            continue
        if obs.get(column) is not None:
            columns.append(column)
            values.append(obs[column])
    if keep_id and obs.get("id") is not None:
        taken = conn.execute(Q["id_taken"], (obs["id"],)).fetchone()
        if taken:
            index = columns.index("id")
            metadata = dict(obs["metadata"], imported_id=obs["id"])
            values[columns.index("metadata")] = Jsonb(metadata)
            del columns[index], values[index]
    startblock.discard(obs["project"])  # the next session's precomputed block would miss it
    placeholders = ", ".join(["%s"] * len(columns))
    # Column names come from the fixed tuples above, never from input.
    row = db.one(conn.execute(
        f"INSERT INTO observations ({', '.join(columns)}) VALUES ({placeholders}) RETURNING id",  # noqa: S608
        values,
    ))
    if "id" in columns:
        conn.execute(
            Q["advance_observation_ids"]
        )
    citations.remember(conn, row["id"], obs)  # what it cites in the code, to check before it is used
    if obs.get("method") not in BY_A_PERSON and switches.review_for(obs["project"]):
        standing.demote(conn, "proposed", {row["id"]: None})  # review mode: it waits until approved
        return {"action": "created", "id": row["id"], "proposed": True, **({"private": True} if defaulted else {})}
    return {"action": "created", "id": row["id"], **({"private": True} if defaulted else {})}


def update(conn: Conn, obs_id: int, changes: dict, reason: str = "update", project: str | None = None) -> dict:
    """Apply changes (already normalised fields) to one observation; the audit trigger keeps
    the previous version. Returns the updated record."""
    current = fetch(conn, [obs_id], project=project)
    if not current:
        raise NotFound(f"observation {obs_id} not found" + (f" in project {project}" if project else ""),
                       "list ids with `memtool search` or `memtool export`")
    allowed = [c for c in CONTENT_FIELDS if c in changes]
    if not allowed:
        return current[0]
    merged = dict(current[0], **{c: changes[c] for c in allowed})
    merged["content_hash"] = records.observation_hash(merged["project"], merged["type"], merged["title"],
                                                      merged["narrative"])
    if merged["content_hash"] != current[0]["content_hash"]:
        twin = find_duplicate(conn, merged["project"], merged["content_hash"])
        if twin is not None and twin != obs_id:
            raise InputError(f"this change would make observation {obs_id} identical to observation {twin}",
                             f"forget one of them instead (memtool get {twin})")
    startblock.discard(merged["project"])  # a precomputed session-start block may show it
    sets = ", ".join(f"{c} = %s" for c in allowed)
    values = [Jsonb(changes[c]) if c == "metadata" else changes[c] for c in allowed]
    conn.execute(Q["set_change_reason"], (reason,))
    conn.execute(
        f"UPDATE observations SET {sets}, content_hash = %s, updated_at = now() WHERE id = %s",  # noqa: S608
        [*values, merged["content_hash"], obs_id],
    )
    if any(c in allowed for c in _CITING):
        citations.remember(conn, obs_id, merged)
    return fetch(conn, [obs_id])[0]


def forget(conn: Conn, obs_id: int, project: str | None = None, reason: str = "forget") -> dict:
    """Soft delete: the row stays (with its history) but no search or context returns it."""
    current = fetch(conn, [obs_id], project=project)
    if not current:
        raise NotFound(f"observation {obs_id} not found" + (f" in project {project}" if project else ""),
                       "list ids with `memtool search`")
    forget_many(conn, [obs_id], reason=reason)
    return fetch(conn, [obs_id], include_deleted=True)[0]


def forget_many(conn: Conn, ids: list[int], reason: str = "forget") -> int:
    """Soft-delete these observations (those not yet deleted); returns how many."""
    startblock.discard()  # a precomputed session-start block may show them
    conn.execute(Q["set_change_reason"], (reason,))
    return conn.execute(Q["soft_delete"], (list(ids),)).rowcount


def rehash(conn: Conn, project: str) -> dict:
    """Recompute the content hashes of a project's live memories after they moved to this key
    (the hash includes the project: team.rekey). A memory whose new hash its owner already holds
    under this key is the same memory twice: it is forgotten (soft), the other stays."""
    rows = conn.execute(Q["rehash_rows"], (project,)).fetchall()
    taken = {(r["owner"], r["content_hash"]) for r in rows}
    changed, duplicates = 0, []
    for row in rows:
        new = records.observation_hash(project, row["type"], row["title"], row["narrative"])
        if new == row["content_hash"]:
            continue
        if (row["owner"], new) in taken:
            duplicates.append(row["id"])
            continue
        conn.execute(Q["set_content_hash"], (new, row["id"]))
        taken.add((row["owner"], new))
        changed += 1
    if duplicates:
        forget_many(conn, duplicates, reason="rekey: the same memory was already stored under the new key")
    return {"rehashed": changed, "duplicates_forgotten": len(duplicates)}


def delete_project(conn: Conn, project: str, before: dt.datetime | None = None) -> int:
    """Hard-delete a project's observations (created before `before` when given), with their
    versions and vectors; needs memtool.allow_purge (see purge.py)."""
    startblock.discard(project)
    return conn.execute(Q["delete_project_observations"], (project, before, before)).rowcount


def delete_ids(conn: Conn, ids: list[int]) -> int:
    """Hard-delete these observations, with their versions and vectors (purge.py)."""
    startblock.discard()
    return conn.execute(Q["delete_observations"], (list(ids),)).rowcount


def fetch(conn: Conn, ids: Iterable[int], project: str | None = None, include_deleted: bool = False) -> list[dict]:
    """Full observation records for ids, in the order asked (missing ids are left out)."""
    ids = [int(i) for i in ids]
    if not ids:
        return []
    rows = conn.execute(
        Q["whole_rows"],
        (ids, project, project, include_deleted),
    ).fetchall()
    by_id = {row["id"]: records.observation_record(row) for row in rows}
    return [by_id[i] for i in ids if i in by_id]


def get(conn: Conn, ids: Iterable[int], project: str | None = None) -> list[dict]:
    """Like fetch, and counts the read: access_count + 1, accessed_at = now()."""
    found = fetch(conn, ids, project=project)
    if found:
        conn.execute(Q["count_read"], ([r["id"] for r in found],))
        now = records.iso(dt.datetime.now(dt.timezone.utc))
        for record in found:
            record["access_count"] += 1
            record["accessed_at"] = now
    return found


# -- whole rows: snapshots for undoing a merge ------------------------------------------------

_ACCESS = ("access_count", "accessed_at")


def set_sources(conn: Conn, obs_id: int, source_event_ids: list[int]) -> None:
    """Replace the events an observation came from (provenance only: no new version)."""
    conn.execute(Q["set_sources"], (source_event_ids, obs_id))


def add_source(conn: Conn, obs_id: int, event_id: int) -> None:
    """Record one more event an observation came from, once (provenance only: no new version)."""
    conn.execute(Q["add_source"], (event_id, obs_id, event_id))


def snapshot(conn: Conn, ids: Iterable[int], lock: bool = False) -> list[dict]:
    """Every column of each observation (but the derived search_tsv), as stored; ids order."""
    rows = conn.execute(Q["snapshot_rows"] + (" FOR UPDATE" if lock else ""), (sorted(int(i) for i in ids),)).fetchall()
    return [row["row"] for row in rows]


def latest_version_id(conn: Conn) -> int:
    return db.one(conn.execute(Q["latest_version_id"]))["n"]


def versions_since(conn: Conn, ids: Iterable[int], after_version_id: int) -> list[int]:
    """The version rows written for these observations after a high-water mark."""
    rows = conn.execute(Q["versions_since"],
                        (list(ids), after_version_id)).fetchall()
    return [row["id"] for row in rows]


def changed_since(current: dict, expected: dict) -> list[str]:
    """The columns in which a row differs from a snapshot, reads (access statistics) aside."""
    return sorted(k for k in set(current) | set(expected)
                  if k not in _ACCESS and current.get(k) != expected.get(k))


def restore_rows(conn: Conn, rows: list[dict], drop_version_ids: Iterable[int], since: dict[int, dict] | None = None,
                 reason: str = "restore") -> None:
    """Put observations back exactly as in `rows` (snapshots): content, version, timestamps.
    The version rows in `drop_version_ids` (written by what is being undone; the caller keeps
    their content) and the one this restore writes are removed, so version numbers continue
    where the snapshot left them. Reads made since the snapshot `since[id]` are kept."""
    columns = [r["column_name"] for r in conn.execute(
        Q["restorable_columns"])]
    high_water = latest_version_id(conn)
    startblock.discard()
    conn.execute(Q["set_change_reason"], (reason,))
    for row in rows:
        wanted = dict(row)
        later = (since or {}).get(row["id"])
        if later is not None:
            (current,) = snapshot(conn, [row["id"]])
            wanted["access_count"] = row["access_count"] + max(0, current["access_count"] - later["access_count"])
            if current["accessed_at"] != later["accessed_at"]:
                wanted["accessed_at"] = current["accessed_at"]
        present = [c for c in columns if c in wanted]
        # Column names come from the catalog; values from the snapshot through jsonb_populate_record.
        conn.execute(sql.SQL("UPDATE observations o SET ({cols}) = (SELECT {src} FROM jsonb_populate_record("
                             "NULL::observations, %s) r) WHERE o.id = %s").format(
            cols=sql.SQL(", ").join(sql.Identifier(c) for c in present),
            src=sql.SQL(", ").join(sql.Identifier("r", c) for c in present)),
            (Jsonb(wanted), row["id"]))
        # The audit trigger numbered that change as a new version; the snapshot's number is the truth.
        conn.execute(Q["set_version"], (row["version"], row["id"]))
    ids = [row["id"] for row in rows]
    doomed = sorted(set(drop_version_ids) | set(versions_since(conn, ids, high_water)))
    conn.execute(Q["delete_versions"], (doomed, ids))


# -- for viewers: history, activity, changes since a point ------------------------------------


def versions(conn, obs_id: int) -> list[dict]:
    """An observation's earlier versions, newest first: version, change (update | delete |
    restore), reason, changed_at, and the type, title, narrative and files_read it had then."""
    return [{**row, "changed_at": records.iso(row["changed_at"])} for row in conn.execute(Q["versions_of"], (obs_id,))]


def activity(conn, project: str | None, days: int) -> list[dict]:
    """Live observations created per UTC day and type over the last `days` days (one project,
    or all with None): {day, type, observations}, by day then type."""
    since = dt.datetime.now(dt.timezone.utc).replace(hour=0, minute=0, second=0, microsecond=0) \
        - dt.timedelta(days=max(0, int(days) - 1))
    return [{**row, "day": row["day"].isoformat()}
            for row in conn.execute(Q["activity_by_day"], {"since": since, "project": project})]


def high_water(conn) -> dict:
    """{observation_id, version_id}: the newest observation and version row, where a follower
    of `changes_since` starts."""
    return dict(conn.execute(Q["high_water"]).fetchone())


def changes_since(conn, after: dict, limit: int = 100) -> tuple[list[dict], dict]:
    """What happened to observations after a `high_water` point: records {change: "created" |
    "update" | "delete" | "restore", id, project, session_id, type, title, time}, oldest first
    (at most `limit` of each kind), and the point to continue from."""
    created = conn.execute(Q["created_since"], (after["observation_id"], limit)).fetchall()
    changed = conn.execute(Q["changed_since"], (after["version_id"], limit)).fetchall()
    out = [{"change": "created", "id": r["id"], "project": r["project"], "session_id": r["session_id"],
            "type": r["type"], "title": r["title"], "time": records.iso(r["created_at"])} for r in created]
    out += [{"change": r["change"], "id": r["id"], "project": r["project"], "session_id": r["session_id"],
             "type": r["type"], "title": r["title"], "time": records.iso(r["changed_at"])} for r in changed]
    following = {"observation_id": created[-1]["id"] if created else after["observation_id"],
                 "version_id": changed[-1]["version_id"] if changed else after["version_id"]}
    return out, following


# -- reads joined with other families (the live predicate is this module's) ----------------------


def cited_ids(conn: Conn, project: str | None, after: int, limit: int) -> list[int]:
    """Live memories with citations (ids after `after`, ascending, at most `limit`)."""
    return [row["id"] for row in conn.execute(Q["cited_ids"], {"p": project, "after": after, "n": limit})]


def uncited(conn: Conn, project: str | None, after: int, limit: int) -> list[dict]:
    """Live memories naming files that have no citation rows (stored before citations were
    recorded): id, project, title, narrative, facts, files_read, files_modified."""
    return [dict(row) for row in conn.execute(Q["uncited"], {"p": project, "after": after, "n": limit})]


def demoted_for(conn, reason: str, project: str | None = None, limit: int = 1000) -> list[int]:
    """Ids of the live memories demoted for `reason` (in `project`, or all), oldest first."""
    return [row["id"] for row in conn.execute(Q["demoted_for"], (reason, project, project, limit))]


# -- reads of live observations, named (the concern modules call these) ---------------------------



def live_row(conn: Conn, obs_id: int, project: str | None = None):
    """A live observation's row (of `project`, or global; any project with None), or None.
    Unlike get(), reading it counts no access."""
    return conn.execute(Q["live_row"], (obs_id, project, project)).fetchone()


def neighbours(conn: Conn, anchor: dict, before: int, after: int) -> tuple[list, list]:
    """The live observations of the anchor's project just before it (newest first, at most
    `before`) and just after it (oldest first, at most `after`): id, created_at, project,
    session_id, type, title, narrative, metadata."""
    params = {"p": anchor["project"], "t": anchor["created_at"], "id": anchor["id"]}
    return (conn.execute(Q["earlier_in_project"], dict(params, n=before)).fetchall(),
            conn.execute(Q["later_in_project"], dict(params, n=after)).fetchall())


def of_session(conn: Conn, session_id: str) -> list:
    """A session's live observations, oldest first: id, project, session_id, type, title,
    created_at, source_event_ids."""
    return conn.execute(Q["live_of_session"], (session_id,)).fetchall()


def count_live(conn: Conn, project: str) -> int:
    """How many live observations a project holds."""
    return db.one(conn.execute(Q["count_live"], (project,)))["n"]


def live_projects(conn: Conn) -> list[str]:
    """The projects that hold live observations, sorted."""
    return [row["project"] for row in conn.execute(Q["live_projects"])]
