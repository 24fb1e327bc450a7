"""What one event becomes — CREATE, UPDATE(id) or SKIP — before anything is written (compress.py
runs it for each event; see its docstring for the whole flow).

    session_context(conn, event)      the session before the event: its latest request, the
                                      commands failing at that point, files read
    candidates(conn, event, draft)    observations the event might duplicate or extend
    decide(event, draft, found)       the extractive decision
    decide_model(model, draft, ...)   the model's decision, made safe
    merge_into(conn, target, ...)     merge a draft into an observation (through observations.py)

Decisions are ("create", None, fields) | ("update", id, fields) | ("skip", id, {}).
"""

from __future__ import annotations

import re
from typing import Iterable

from memtool.distil import extractive
from memtool import fulltext, records
from memtool.store import events, observations, observations_read
from memtool.distil import toolcalls
from memtool.store.db import Conn
from memtool.errors import MemtoolError

EXTRACTIVE = "extractive"
LLM_CONFIDENCE = 0.7
MAX_FACTS = 16
MAX_NARRATIVE = 4000


# -- reading events and their context --------------------------------------------------------------


def load_events(conn: Conn, ids: list[int]) -> dict[int, dict]:
    return events.by_ids(conn, ids)


def session_context(conn: Conn, event: dict, depth: int = 30) -> dict:
    """What the session looked like before this event: its latest request, the commands failing
    at that point (a later success of the same command clears it) and files read."""
    if not event.get("session_id"):
        return {}
    # Two index range scans in one round trip; plain text columns, no JSON to decode.
    rows = events.session_before(conn, event["session_id"], event["id"], depth)
    request = None
    failing: list[str] = []
    files_read: list[str] = []
    for row in sorted(rows, key=lambda r: r["id"]):
        if row["event_type"] == "prompt":
            request = row["prompt"]
            continue
        code = row["exit_code"]
        past = {"tool_name": row["tool_name"], "project": row["project"], "cwd": row["cwd"],
                "payload": {"tool_input": {"command": row["command"], "filePath": row["path"]},
                            "exit_code": int(code) if code and code.lstrip("-").isdigit() else None,
                            "is_error": row["is_error"] in ("true", "uncaught")}}
        kind = toolcalls.tool_kind(row["tool_name"])
        if kind == "bash":
            cmd = toolcalls.command(past)
            if cmd:
                if cmd in failing:
                    failing.remove(cmd)
                if toolcalls.failed(past):
                    failing.append(cmd)
        elif kind == "read":
            for path in toolcalls.files(past)[0]:
                if path in files_read:
                    files_read.remove(path)
                files_read.append(path)
    return {"request": request, "failed_commands": failing[-5:], "files_read": files_read[-10:]}


def candidates(conn: Conn, event: dict, draft: dict, limit: int = 5) -> list[dict]:
    """Observations this event might duplicate or extend, all in the event's project and its owner's: the latest
    of the same session, the same failure earlier in it, those that touched the same files, and full-text matches on all the
    significant words of the draft's title. Each is an indexed lookup of a few rows, so the cost
    does not grow with the number of observations."""
    chain = (draft.get("metadata") or {}).get("chain") or {}
    error = _failure_error(draft.get("title"))
    params = {"project": event["project"], "session": event.get("session_id"), "limit": limit,
              "failure": extractive.FAILS + error if error else None,
              "files": list(draft.get("files_modified") or []), "query": " ".join(fulltext.significant_words(draft.get("title") or "")),
              "chain": chain.get("fixes") or chain.get("passes") or chain.get("failing"),
              # on a team server an event only ever extends memories of whoever captured it
              "owner": event.get("owner")}
    parts = [name for name, wanted in (("session", params["session"]), ("chain", params["session"] and params["chain"]),
                                       ("failure", params["session"] and params["failure"]),
                                       ("files", params["files"]), ("text", params["query"])) if wanted]
    if not parts:
        return []
    rows = observations_read.related(conn, parts, params)
    seen: dict[int, dict] = {}
    for row in rows:
        seen.setdefault(row["id"], row)
    return list(seen.values())


# -- decisions ------------------------------------------------------------------------------------


def decide(event: dict, draft: dict, found: list[dict]) -> tuple[str, int | None, dict]:
    """The extractive decision: ("create", None, fields) | ("update", id, fields) | ("skip", id, {})."""
    content_hash = records.observation_hash(event["project"], draft["type"], draft["title"], draft["narrative"])
    for cand in found:
        if cand["content_hash"] == content_hash:
            return "skip", cand["id"], {}
    found = [c for c in found if not (c.get("metadata") or {}).get("digest")]  # digests are rebuilt, not merged
    chained = _chain_target(event, draft, found)
    if chained is not None:
        return "update", chained["id"], dict(draft, promote=True)
    repeated = _same_failure(event, draft, found)
    if repeated is not None:  # the chain follows the latest form of the command (the one a fix will name)
        return "update", repeated["id"], dict(draft, promote=True)
    request = (draft.get("metadata") or {}).get("request")
    draft_words = extractive.words(draft["title"])
    for cand in sorted(found, key=lambda c: (c.get("session_id") != event.get("session_id"), -c["id"])):
        if cand["type"] != draft["type"]:
            continue
        same_session = bool(event.get("session_id")) and cand.get("session_id") == event.get("session_id")
        if draft["files_modified"] or cand["files_modified"]:
            if not (draft["files_modified"] and cand["files_modified"] and same_session):
                continue
            same_request = bool(request) and (cand.get("metadata") or {}).get("request") == request
            if not (same_request or set(draft["files_modified"]) == set(cand["files_modified"])):
                continue
        elif extractive.overlap(draft_words, extractive.words(cand["title"])) < 0.8:
            continue
        subjects = (draft.get("metadata") or {}).get("subject"), (cand.get("metadata") or {}).get("subject")
        if all(subjects) and subjects[0] != subjects[1]:
            continue
        return "update", cand["id"], dict(draft)
    return "create", None, dict(draft)


def _chain_target(event: dict, draft: dict, found: list[dict]) -> dict | None:
    """The memory of the same session this draft continues, error → fix → passing run: an edit
    after a failing command joins that failure (which becomes the bugfix), a later edit or the
    command passing (or failing again) joins the bugfix."""
    chain = (draft.get("metadata") or {}).get("chain") or {}
    if not chain or not event.get("session_id"):
        return None
    same = [c for c in found if c.get("session_id") == event.get("session_id")]
    for cand in sorted(same, key=lambda c: -c["id"]):
        theirs = (cand.get("metadata") or {}).get("chain") or {}
        if chain.get("failing") and not theirs and _runs_one_of(chain["failing"], cand.get("files_modified") or []):
            return cand  # the script it had just written fails: the reproduction, where the fix will join
        if chain.get("fixes") and chain["fixes"] in (theirs.get("failing"), theirs.get("fixes")):
            return cand
        if chain.get("passes") and theirs.get("fixes") == chain["passes"]:
            return cand
        if chain.get("failing") and theirs.get("fixes") == chain["failing"]:
            return cand
    return None


def _same_failure(event: dict, draft: dict, found: list[dict]) -> dict | None:
    """The memory of the same session about the same failure: another form of a command (`make`,
    `cd repo && make`, `make clean && make`) failing with the same error is one problem, not a
    memory per variant — kept apart, a session's retries fill a search's places with one fact.
    A bare exit status is no error to match on (two unrelated commands both exit 1)."""
    error = _failure_error(draft.get("title"))
    if error is None or not event.get("session_id"):
        return None
    same = [c for c in found if c.get("session_id") == event["session_id"] and _failure_error(c.get("title")) == error]
    return max(same, key=lambda c: c["id"], default=None)


def _failure_error(title: str | None) -> str | None:
    """The error of a failing command's memory (its title `<command>` fails: <error>), None for
    any other memory or an error that is only an exit status."""
    _, sep, error = (title or "").partition(extractive.FAILS)
    error = error.strip()
    return error if sep and error and not _BARE_STATUS.fullmatch(error) else None


_BARE_STATUS = re.compile(r"(exit -?\d+|error)", re.IGNORECASE)


def _runs_one_of(command: str, paths: list[str]) -> bool:
    """The command names one of these files (`python repro.py`, `node scripts/check.js`)."""
    words = {w.strip("'\"./") for w in command.split()}
    return any(path.strip("./") in words or path.rsplit("/", 1)[-1] in words for path in paths)


def decide_model(model: dict, draft: dict, found: list[dict], event: dict | None = None) -> tuple[str, int | None, dict]:
    """The model's decision, made safe: an update must target a candidate, else it is a create;
    an event that continues an error → fix → pass chain (see _chain_target) joins its memory
    whatever the model answered, with the model's text."""
    fields = {
        "type": model["type"],
        "title": model["title"].strip() or draft["title"],
        "narrative": model["narrative"].strip() or draft["narrative"],
        "facts": _unique([*model["facts"], *draft["facts"]])[:MAX_FACTS],
        "concepts": _unique([*model["concepts"], *draft["concepts"]])[:8],
        "files_read": draft["files_read"],
        "files_modified": draft["files_modified"],
        "importance": max(0.0, min(1.0, model["importance"] / 5)),
        "confidence": LLM_CONFIDENCE,
        "is_global": draft.get("is_global", False),
        "metadata": dict(draft.get("metadata") or {}),
    }
    ids = {c["id"] for c in found}
    target = model.get("target_id") or None
    chained = _chain_target(event, draft, found) if event is not None else None
    if chained is not None:
        return "update", chained["id"], dict(fields, promote=True)
    if model["action"] == "skip":
        return "skip", target if target in ids else None, {}
    if model["action"] == "update" and target in ids:
        return "update", target, fields
    return "create", None, fields


def _unique(items: Iterable[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        item = (item or "").strip()
        if item and item not in out:
            out.append(item)
    return out


def merge_into(conn: Conn, target: int, fields: dict, event_id: int) -> dict | None:
    """Merge a draft into an existing observation (locked first, so concurrent merges do not lose
    each other's facts). None when the draft adds nothing."""
    current = observations_read.lock_live(conn, target)
    if current is None:
        raise Retry(f"observation {target} disappeared")
    new_facts = [f for f in fields.get("facts", []) if f not in current["facts"]]
    new_read = [f for f in fields.get("files_read", []) if f not in current["files_read"]]
    new_modified = [f for f in fields.get("files_modified", []) if f not in current["files_modified"]]
    model_wrote = fields.get("method", EXTRACTIVE) != EXTRACTIVE
    if not (new_facts or new_read or new_modified or model_wrote):
        return None
    files_modified = [*current["files_modified"], *new_modified]
    metadata = {**(current.get("metadata") or {}), **{k: v for k, v in (fields.get("metadata") or {}).items()
                                                      if k in ("fallback_from", "llm_error")}}
    type_ = fields.get("type", current["type"]) if model_wrote else current["type"]
    chain = {**(metadata.get("chain") or {}), **((fields.get("metadata") or {}).get("chain") or {})}
    if fields.get("promote") and chain:
        metadata["chain"] = chain
        if fields.get("files_modified") and files_modified:  # error → fix: one bugfix memory from here on
            type_ = "bugfix"
    if model_wrote:
        title, narrative = fields["title"], fields["narrative"]
    else:
        title = current["title"]
        if fields.get("promote") and chain and fields.get("files_modified") and (new_modified or type_ != current["type"]):
            title = extractive.bugfix_title(files_modified, chain)
        elif new_modified and (current.get("metadata") or {}).get("event_type") == "tool":
            title = extractive.edit_title(current["type"], files_modified,
                                          (current.get("metadata") or {}).get("request") or "")
        narrative = current["narrative"]
        if fields["narrative"] and fields["narrative"] not in narrative:
            narrative = f"{narrative}\n{fields['narrative']}".strip()[-MAX_NARRATIVE:]
    facts = [*current["facts"], *new_facts]
    if len(facts) > MAX_FACTS:  # keep how it started (the error) and how it ended (the fix, the pass)
        facts = facts[: MAX_FACTS // 2] + facts[-(MAX_FACTS - MAX_FACTS // 2):]
    merged = {
        "project": current["project"], "type": type_,
        "title": title, "narrative": narrative,
        "facts": facts,
        "concepts": _unique([*current["concepts"], *fields.get("concepts", [])])[:8],
        "files_read": [*current["files_read"], *new_read][-20:],
        "files_modified": files_modified[-20:],
        "importance": max(float(current["importance"]), float(fields.get("importance") or 0)),
        "metadata": metadata,
    }
    clean = observations.normalise(merged, default_project=current["project"], method=fields.get("method", EXTRACTIVE))
    changes = {key: clean[key] for key in ("type", "title", "narrative", "facts", "concepts", "files_read",
                                           "files_modified", "importance", "metadata")}
    observations.add_source(conn, target, event_id)  # provenance only (not content: no new version)
    return observations.update(conn, target, changes, reason=f"compress: event {event_id}")


class Retry(MemtoolError):
    """A candidate changed under us; the event goes back to the queue."""
