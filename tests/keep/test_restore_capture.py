"""`db restore` while hooks capture: every event ends up either in the restored database or in
the pre-restore snapshot — none is lost between the snapshot and the restore's commit."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import memtool
from memtool.keep import backup

WRITERS = 4
EVENTS = int(os.environ.get("MEMTOOL_TEST_RESTORE_EVENTS", "250"))
ROUNDS = int(os.environ.get("MEMTOOL_TEST_RESTORE_ROUNDS", "1"))
MARK = re.compile(r"restore-mark-(\d+)-(\d+)-(\d+)")

# One process per writer, one ingest (its own connection, as a hook) per event: a real writer.
WRITER = r"""
import json, sys
from memtool.capture import ingest
writer, count, round_ = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
for i in range(count):
    line = json.dumps({"hook_event_name": "PostToolUse", "session_id": f"s{writer}", "cwd": "/home/dev/api",
                       "tool_name": "Bash", "tool_use_id": f"r{round_}-w{writer}-{i}",
                       "tool_input": {"command": "make test"},
                       "tool_response": {"stdout": f"restore-mark-{round_}-{writer}-{i} ok", "exit_code": 0}})
    report = ingest.IngestReport()
    list(ingest.ingest([line], report=report))
    assert not report.errors, report.errors
print("done")
"""


def _marks(text: str) -> set[tuple[int, int, int]]:
    return {tuple(int(g) for g in m.groups()) for m in MARK.finditer(text)}  # type: ignore[misc]


def _in_database(conn) -> set:
    rows = conn.execute("SELECT payload::text AS p FROM events").fetchall()
    conn.commit()
    return _marks("\n".join(row["p"] for row in rows))


def _in_dump(path: str, conn) -> set:
    tools = backup.find_tools(backup.server_major(conn))
    conn.commit()
    out = subprocess.run([str(tools.pg_restore), "--data-only", "--table", "events", "--file", "-", path],
                         capture_output=True, text=True, check=True).stdout
    return _marks(out)


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_restore_under_concurrent_capture_loses_no_event(conn, cli_env, tmp_path, round_):
    made = memtool(cli_env, "db", "backup", "--out", str(tmp_path / "b"))
    assert made.returncode == 0, made.stderr
    dump = json.loads(made.stdout)["path"]
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(w), str(EVENTS), str(round_)], env=cli_env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for w in range(WRITERS)]
    try:
        # Restore once the writers are well under way (some events stored, more to come).
        deadline = time.monotonic() + 120
        while len(_in_database(conn)) < WRITERS * EVENTS // 5 and time.monotonic() < deadline:
            time.sleep(0.05)
        restored = memtool(cli_env, "db", "restore", dump, "--yes", "--out", str(tmp_path / "s"))
        assert restored.returncode == 0, restored.stderr
        still_writing = [w for w in writers if w.poll() is None]
    finally:
        outcomes = [w.communicate(timeout=600) for w in writers]
    assert all(w.returncode == 0 for w in writers), [err[-2000:] for _, err in outcomes]
    assert still_writing, "the writers finished before the restore: the test proved nothing"
    snapshot = json.loads(restored.stdout)["snapshot"]
    drained = memtool(cli_env, "ingest", input="")
    assert drained.returncode == 0, drained.stderr
    everything = {(round_, w, i) for w in range(WRITERS) for i in range(EVENTS)}
    in_snapshot = _in_dump(snapshot, conn)
    in_db = _in_database(conn)
    assert in_snapshot, "the snapshot holds no event: the restore came too early to prove anything"
    assert in_db, "nothing was captured after the restore"
    lost = everything - in_snapshot - in_db
    assert not lost, f"{len(lost)} events lost, e.g. {sorted(lost)[:5]}"
