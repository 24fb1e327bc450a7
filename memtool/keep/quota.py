"""Quotas: per-project limits on stored event bytes and on observations, kept by `memtool
maintain` (never by ingest: capture never blocks or drops anything because of a quota).

Limits (per project; flag, then variable, then default):

    MEMTOOL_EVENT_BYTES_QUOTA    stored raw event payload bytes (on disk, compressed: PostgreSQL's
                                 pg_column_size), e.g. 2G, 500M, 1073741824 (default 2G)
    MEMTOOL_OBSERVATION_QUOTA    live observations (default 200000)

Over the event-bytes limit, the oldest raw event payloads beyond it are compacted into their
rollups, oldest first, until the project is back under the limit: the payload becomes a pointer
({"compacted_into": {"summary_id", "rollup_id", "day"}, "bytes"}), the event's passages (its
full-text index) are dropped, and the event row stays — id, key, session, project, type, tool,
time, content hash, flags + "compacted" — so `memtool get e123` and the timeline say what it
was compacted into instead of "not found". Only events already distilled (not pending in the
compress queue) whose session summary covers them and whose day has a rollup are compacted;
observations, summaries and rollups are never touched. Over the observation limit nothing is
removed (memories are never deleted for a quota): `memtool doctor` and `memtool stats` say so,
and consolidation keeps the default views within the budget.

Records: `enforce()` yields kind "compact" per project it compacted (project, events, bytes_before,
bytes_after, limit), then kind "quota" (projects_over_events, projects_over_observations,
events_compacted, bytes_freed). `status()`: one record per project with its usage.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Iterator

from memtool import config
from memtool.errors import InputError
from memtool.store import counts

DEFAULT_EVENT_BYTES = 2 * 1024**3
DEFAULT_OBSERVATIONS = 200_000
BATCH = 1000

_UNITS = {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3, "t": 1024**4}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$", re.IGNORECASE)


def parse_bytes(text: str, name: str = "size") -> int:
    """'2G', '500M', '64k', '1073741824' -> bytes (binary units)."""
    match = _SIZE.match(str(text))
    if not match or float(match.group(1)) <= 0:
        raise InputError(f"{name}={text!r} is not a size", f"e.g. {name}=2G (also 500M, 64k, or bytes)")
    return int(float(match.group(1)) * _UNITS[match.group(2).lower()])


@dataclasses.dataclass(frozen=True)
class Limits:
    event_bytes: int = DEFAULT_EVENT_BYTES
    observations: int = DEFAULT_OBSERVATIONS

    @classmethod
    def from_env(cls, **overrides) -> "Limits":
        values: dict = {}
        raw = config.env("MEMTOOL_EVENT_BYTES_QUOTA")
        if raw is not None:
            values["event_bytes"] = parse_bytes(raw, "MEMTOOL_EVENT_BYTES_QUOTA")
        raw = config.env("MEMTOOL_OBSERVATION_QUOTA")
        if raw is not None:
            if not raw.strip().isdigit() or int(raw) <= 0:
                raise InputError(f"MEMTOOL_OBSERVATION_QUOTA={raw!r} is not a positive integer",
                                 "e.g. MEMTOOL_OBSERVATION_QUOTA=200000")
            values["observations"] = int(raw)
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


def status(conn, limits: Limits | None = None) -> list[dict]:
    """Per project: event_bytes, events, events_compacted, observations, and whether each is
    over its limit."""
    limits = limits or Limits.from_env()
    out = []
    for row in counts.quota_usage(conn):
        out.append({"kind": "quota_usage", **row, "event_bytes_limit": limits.event_bytes,
                    "observation_limit": limits.observations,
                    "over_event_bytes": row["event_bytes"] > limits.event_bytes,
                    "over_observations": row["observations"] > limits.observations})
    return out


def enforce(conn, limits: Limits | None = None, dry_run: bool = False) -> Iterator[dict]:
    """Compact the oldest event payloads of every project over its event-bytes limit (a batch
    per transaction: a run cut short keeps what it did, the next continues)."""
    from memtool.store import db, events, passages

    limits = limits or Limits.from_env()
    with db.translate_errors():
        usage = status(conn, limits)
        conn.commit()
        total: dict[str, Any] = {"kind": "quota", "dry_run": dry_run, "projects_over_events": 0, "projects_over_observations": 0,
                 "events_compacted": 0, "bytes_freed": 0, "still_over": []}
        for row in usage:
            total["projects_over_observations"] += row["over_observations"]
            if not row["over_event_bytes"]:
                continue
            total["projects_over_events"] += 1
            size, compacted, offset = row["event_bytes"], 0, 0
            while size > limits.event_bytes:
                excess = size - limits.event_bytes
                candidates = events.compactable(conn, row["project"], BATCH + offset)
                candidates = candidates[offset:]  # a dry run changes nothing: skip what it already counted
                if not candidates:
                    break
                chosen, freed = [], 0
                for c in candidates:
                    if freed >= excess:
                        break
                    chosen.append(c)
                    freed += c["bytes"] - events.COMPACTED_STUB_BYTES
                if dry_run:
                    offset += len(chosen)
                    size -= freed
                else:
                    with db.transaction(conn):  # a batch: committed, whatever the caller does next
                        passages.drop(conn, [c["id"] for c in chosen])
                        after = events.compact_payloads(conn, chosen)
                    size -= sum(c["bytes"] for c in chosen) - after
                compacted += len(chosen)
            if compacted:
                yield {"kind": "compact", "project": row["project"], "events": compacted,
                       "bytes_before": row["event_bytes"], "bytes_after": size, "limit": limits.event_bytes,
                       "dry_run": dry_run}
            if size > limits.event_bytes:
                total["still_over"].append(row["project"])
            total["events_compacted"] += compacted
            total["bytes_freed"] += row["event_bytes"] - size
        yield total


def describe(usage: list[dict]) -> tuple[str, str, str]:
    """(status, detail, hint) for doctor: warn while a project is over a limit; say what was
    compacted either way."""
    over = [u for u in usage if u["over_event_bytes"] or u["over_observations"]]
    compacted = [u for u in usage if u["events_compacted"]]
    parts = []
    for u in over:
        what = []
        if u["over_event_bytes"]:
            what.append(f"{u['event_bytes']:,} event bytes > {u['event_bytes_limit']:,}")
        if u["over_observations"]:
            what.append(f"{u['observations']:,} observations > {u['observation_limit']:,}")
        parts.append(f"{u['project']}: over quota ({'; '.join(what)})")
    for u in compacted:
        parts.append(f"{u['project']}: {u['events_compacted']:,} event payloads compacted into their rollups")
    if not parts:
        return "ok", "every project within its quotas (MEMTOOL_EVENT_BYTES_QUOTA, MEMTOOL_OBSERVATION_QUOTA)", ""
    hint = ""
    if over:
        hint = ("`memtool maintain` compacts the oldest event payloads over MEMTOOL_EVENT_BYTES_QUOTA once they are "
                "summarised; observations are never removed for a quota: raise MEMTOOL_OBSERVATION_QUOTA, or "
                "`memtool forget` / `memtool purge` what you do not need")
    return ("warn" if over else "ok"), "; ".join(parts), hint
