"""Hostile input through `ingest`, `import` and the spool: every line is read, validated and
normalised on its own; a bad line is named, a good one is stored exactly once (issue 9, defect 8,
and the fuzz test of its acceptance)."""

from __future__ import annotations

import json
import os
import random
import re

import psycopg
import pytest

from conftest import memtool, ROOT
from memtool import records

MARK = re.compile(r"fz(\d+)x")


def claude(hook: str, **fields) -> dict:
    return {"session_id": "cc-fz", "hook_event_name": hook, "cwd": "/srv/fuzz", **fields}


def dumps(record) -> bytes:
    return json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass")


def nested(depth: int, leaf) -> str:
    return "[" * depth + json.dumps(leaf) + "]" * depth


def stored_marks(url: str, table: str = "events", column: str = "payload") -> list[int]:
    with psycopg.connect(url) as conn:
        texts = [r[0] for r in conn.execute(f"SELECT {column}::text FROM {table}")]
    found = []
    for text in texts:
        marks = set(MARK.findall(text))
        assert len(marks) <= 1, text[:200]
        found += [int(m) for m in marks]
    return found


# -- the classes of hostile lines ---------------------------------------------------------------
# Each maker takes a unique number n and returns (line bytes, good?). A good line carries the mark
# fz<n>x exactly once in what is stored; a bad one must be reported with its line number.


def good_prompt(n):
    return dumps(claude("UserPromptSubmit", prompt=f"plain prompt fz{n}x")), True


def nul_prompt(n):
    return dumps(claude("UserPromptSubmit", prompt=f"nul \u0000 inside fz{n}x")), True


def surrogate_prompt(n):
    return json.dumps(claude("UserPromptSubmit", prompt=f"lone \ud800 surrogate fz{n}x")).encode(), True  # an escape


def nan_output(n):
    line = json.dumps(claude("PostToolUse", tool_name="Bash", tool_use_id=f"nan-{n}", tool_input={"n": 1.5},
                             tool_response={"stdout": f"fz{n}x"}))
    return line.replace('"n": 1.5', random.choice(['"n": NaN', '"n": Infinity', '"n": -Infinity'])).encode(), True


def bad_utf8(n):
    line = dumps(claude("UserPromptSubmit", prompt=f"bytes XX here fz{n}x"))
    return line.replace(b"XX", b"\xff\xfe\xc3"), True


def deep_900(n):
    line = json.dumps(claude("PostToolUse", tool_name="Read", tool_use_id=f"deep-{n}", tool_input="DEEP",
                             tool_response={"stdout": f"fz{n}x"}))
    return line.replace('"DEEP"', nested(900, "leaf")).encode(), True


def huge_number(n):
    line = json.dumps(claude("PostToolUse", tool_name="Bash", tool_use_id=f"big-{n}", tool_input={"n": "BIG"},
                             tool_response={"stdout": f"fz{n}x"}))
    return line.replace('"BIG"', random.choice(["9" * 5000, "-" + "9" * 80, "1e400", "-2e999"])).encode(), True


def far_time_hook(n):
    return dumps(claude("UserPromptSubmit", prompt=f"far time fz{n}x", timestamp=random.choice([1e300, -1e300]))), True


def numeric_session(n):
    return dumps(dict(claude("UserPromptSubmit", prompt=f"numeric session fz{n}x"), session_id=12345)), True


def opencode_parts_as_json_text(n):
    parts = json.dumps([{"type": "text", "text": f"parts as text fz{n}x"}])
    return dumps({"hook": "chat.message", "input": {"sessionID": "ses_fz"},
                  "output": {"message": {"id": f"msg_fz{n}", "sessionID": "ses_fz"}, "parts": parts}}), True


def opencode_event_as_json_text(n):
    event = json.dumps({"id": f"evt_fz{n}", "type": "session.created",
                        "properties": {"info": {"id": f"ses_{n}", "title": f"event as text fz{n}x"}}})
    return dumps({"hook": "event", "input": {"event": event}, "directory": "/srv/fuzz"}), True


def torn_json(n):
    return dumps(claude("UserPromptSubmit", prompt=f"torn fz{n}x"))[:-7], False


def not_an_object(n):
    return dumps([f"fz{n}x"]), False


def object_session(n):
    return dumps(dict(claude("UserPromptSubmit", prompt=f"object session fz{n}x"), session_id={"id": n})), False


def far_time_record(n):
    return dumps({"kind": "event", "event_type": "note", "payload": {"text": f"fz{n}x"},
                  "occurred_at": random.choice([1e300, "99999-01-01", "1e300"])}), False


def deep_5000(n):
    return (json.dumps(claude("UserPromptSubmit", prompt=f"fz{n}x"))[:-1] + ', "x": ' + nested(5000, 1) + "}").encode(), False


def parts_plain_text(n):
    return dumps({"hook": "chat.message", "input": {"sessionID": "ses_fz"},
                  "output": {"message": {"id": f"msg_fz{n}"}, "parts": f"just text fz{n}x"}}), False


def unrecognised(n):
    return dumps({"something": f"else fz{n}x"}), False


GOOD = [good_prompt, nul_prompt, surrogate_prompt, nan_output, bad_utf8, deep_900, huge_number, far_time_hook,
        numeric_session, opencode_parts_as_json_text, opencode_event_as_json_text]
BAD = [torn_json, not_an_object, object_session, far_time_record, deep_5000, parts_plain_text, unrecognised]


def hostile_stream(count: int, seed: int) -> tuple[bytes, set[int], set[int]]:
    """count lines, about half good; returns the bytes, the good marks and the bad line numbers.
    Line 1 starts with a UTF-8 byte order mark."""
    random.seed(seed)
    lines, good, bad = [], set(), set()
    for n in range(1, count + 1):
        maker = random.choice(GOOD + BAD) if n > 1 else good_prompt
        line, ok = maker(n)
        (good.add(n) if ok else bad.add(n))
        lines.append(line)
    lines[0] = b"\xef\xbb\xbf" + lines[0]
    return b"\n".join(lines) + b"\n", good, bad


@pytest.fixture
def env(cli_env):
    return cli_env


# -- defect 8, class by class -------------------------------------------------------------------


def test_each_hostile_class_is_normalised_or_named_and_strict_mode_keeps_the_good_lines(env, database_url):
    lines = [b"\xef\xbb\xbf" + good_prompt(1)[0]]
    makers = [nul_prompt, surrogate_prompt, nan_output, bad_utf8, deep_900, huge_number, far_time_hook,
              numeric_session, opencode_parts_as_json_text, opencode_event_as_json_text,
              object_session, far_time_record, deep_5000, parts_plain_text, good_prompt]
    for n, maker in enumerate(makers, start=2):
        lines.append(maker(n)[0])
    strict = memtool(env, "ingest", "-q", input=b"\n".join(lines))
    assert strict.returncode == 1
    err = strict.stderr.decode()
    assert "Traceback" not in err
    for number in (12, 13, 14, 15):  # object session, time 1e300, depth 5000, parts as plain text
        assert f"line {number}:" in err
    assert "session_id must be a string" in err and "occurred_at" in err and "nested too deeply" in err
    assert "output.parts must be a JSON array" in err
    assert sorted(stored_marks(database_url)) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16]
    with psycopg.connect(database_url) as conn:
        prompts = {r[0] for r in conn.execute("SELECT payload->>'prompt' FROM events WHERE event_type = 'prompt'")}
        sessions = {r[0] for r in conn.execute("SELECT session_id FROM events")}
        deep = conn.execute("SELECT payload->'tool_input' FROM events WHERE tool_name = 'Read'").fetchone()[0]
        big = conn.execute("SELECT jsonb_typeof(payload->'tool_input'->'n') FROM events WHERE tool_name = 'Bash' "
                           "AND event_key LIKE '%big-%'").fetchone()[0]
    assert "plain prompt fz1x" in prompts  # the byte order mark was dropped, the line kept
    assert "nul \\u0000 inside fz2x" in prompts and "lone \ufffd surrogate fz3x" in prompts
    assert any(p and p.startswith("bytes \ufffd") and p.endswith("fz5x") for p in prompts)
    assert "12345" in sessions
    levels = 0
    while isinstance(deep, list):
        deep, levels = deep[0], levels + 1
    assert levels < records.MAX_DEPTH and deep.startswith("[[[")  # capped: the deep rest is kept as text
    assert big == "string"  # too big for a number: kept as text
    lenient = memtool(env, "ingest", "--ignore-errors", input=b"\n".join(lines))
    assert lenient.returncode == 0
    errors = [json.loads(x) for x in lenient.stdout.splitlines() if json.loads(x)["kind"] == "error"]
    assert [e["line"] for e in errors] == [12, 13, 14, 15]
    assert sorted(stored_marks(database_url)) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16]  # nothing twice


def test_reading_lines_alone():
    """The line reader on its own: NaN, huge numbers, deep nesting, BOM, invalid UTF-8."""
    got = list(records.read_jsonl([b"\xef\xbb\xbf{\"a\": NaN, \"b\": 1e400, \"c\": " + b"9" * 100 + b"}",
                                   b"{\"s\": \"\xff\"}", "[1]", nested(3000, 1)]))
    assert got[0] == (1, {"a": None, "b": "1e400", "c": "9" * 64 + "…[memtool: 100-digit number]"})
    assert got[1] == (2, {"s": "\ufffd"})
    assert "expected a JSON object" in str(got[2][1]) and "line 4: JSON nested too deeply" in str(got[3][1])
    value = records.loads(json.dumps({"k\u0000": [[["x"]]]}))
    assert value == {"k\\u0000": [[["x"]]]}
    assert records.clean_value(json.loads(nested(200, "x"))) == json.loads(nested(64, nested(136, "x")))


# -- the fuzz test: >= 1,000 generated hostile lines through ingest, import and the spool -------


def test_fuzz_ingest_every_good_line_once_every_bad_line_reported(env, database_url):
    data, good, bad = hostile_stream(1200, seed=9)
    result = memtool(env, "ingest", "--ignore-errors", input=data)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    assert "Traceback" not in result.stderr.decode()
    out = [json.loads(x) for x in result.stdout.splitlines()]
    assert {r["line"] for r in out if r["kind"] == "error"} == bad
    marks = stored_marks(database_url)
    assert len(marks) == len(set(marks)) and set(marks) == good
    again = memtool(env, "ingest", "-q", input=data)  # strict: names bad lines, exits 1, adds nothing
    assert again.returncode == 1 and f"line {min(bad)}:" in again.stderr.decode()
    assert sorted(stored_marks(database_url)) == sorted(good)


def _import_stream(count: int, seed: int) -> tuple[bytes, set[int], set[int]]:
    random.seed(seed)
    lines, good, bad = [], set(), set()
    for n in range(1, count + 1):
        choice = random.randrange(10)
        if choice == 0:
            line, ok = dumps({"kind": "event", "event_type": "note", "event_key": f"imp-{n}",
                              "payload": {"text": f"nul \u0000 fz{n}x"}}), True
        elif choice == 1:
            line, ok = dumps({"title": f"surrogate \udc00 fz{n}x", "narrative": "n", "project": "/srv/i"}), True
        elif choice == 2:
            line, ok = ('{"title": "nan fz%dx", "narrative": "n", "project": "/srv/i", "metadata": {"v": NaN, '
                        '"w": %s}}' % (n, "9" * 5000)).encode(), True
        elif choice == 3:
            line, ok = (b'{"title": "bytes \xff fz' + str(n).encode() + b'x", "narrative": "n", "project": "/srv/i"}'), True
        elif choice == 4:
            line, ok = ('{"title": "deep fz%dx", "narrative": "n", "project": "/srv/i", "metadata": {"d": %s}}'
                        % (n, nested(900, 0))).encode(), True
        elif choice == 5:
            line, ok = dumps({"kind": "event", "event_type": "note", "payload": {"text": f"fz{n}x"},
                              "occurred_at": 1e300}), False
        elif choice == 6:
            line, ok = dumps({"kind": "event", "event_type": "note", "session_id": {"o": 1},
                              "payload": {"text": f"fz{n}x"}}), False
        elif choice == 7:
            line, ok = dumps({"kind": "event", "event_type": "note", "payload": f"fz{n}x"}), False
        elif choice == 8:
            line, ok = dumps({"title": f"fz{n}x"})[:-3], False
        else:
            line, ok = ('{"title": "fz%dx", "x": %s}' % (n, nested(5000, 0))).encode(), False
        (good if ok else bad).add(n)
        lines.append(line)
    return b"\n".join(lines) + b"\n", good, bad


def test_fuzz_import_every_good_line_once_every_bad_line_reported(env, database_url):
    data, good, bad = _import_stream(1000, seed=90)
    result = memtool(env, "import", "--ignore-errors", "--project", "/srv/i", input=data)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    out = [json.loads(x) for x in result.stdout.splitlines()]
    assert {r["line"] for r in out if r["kind"] == "error"} == bad
    assert {r["line"] for r in out if r["kind"] == "result"} == good
    marks = stored_marks(database_url) + stored_marks(database_url, "observations", "title")
    assert len(marks) == len(set(marks)) and set(marks) == good
    strict = memtool(env, "import", "--project", "/srv/i", input=data)
    assert strict.returncode == 1 and "Traceback" not in strict.stderr.decode()
    marks = stored_marks(database_url) + stored_marks(database_url, "observations", "title")
    assert sorted(marks) == sorted(good)


def test_fuzz_through_the_spool_good_rows_once_bad_ones_quarantined(env, database_url, tmp_path):
    data, good, bad = hostile_stream(1000, seed=99)
    down = dict(env, MEMTOOL_DATABASE_URL="host=127.0.0.1 port=1 dbname=nothing connect_timeout=2")
    spooled = memtool(down, "ingest", "--ignore-errors", "-q", input=data)
    assert spooled.returncode == 0 and "spooled" in spooled.stderr.decode()
    spool_file = tmp_path / "home" / "state" / "spool.jsonl"
    rows = spool_file.read_bytes().splitlines(keepends=True)
    assert len(rows) == len(good)
    # Corrupt it as crashes and older versions could: garbage, wrong-shaped rows, a NUL an older
    # version let through, and a torn last line that the next append must not swallow.
    random.seed(7)
    injected = 0
    corrupted = []
    for row in rows:
        corrupted.append(row)
        if random.random() < 0.1:
            corrupted.append(random.choice([b"not json at all\n", b'{"event_key": "x"}\n', b"[1, 2]\n",
                                            b'{"event_key": "nul-row", "source": "memtool", "event_type": "note", "session_id": null, '
                                            b'"tool_name": null, "cwd": "/srv", "payload": {"text": "a\\u0000b"}, '
                                            b'"flags": [], "content_hash": "h", "occurred_at": "2026-01-01T00:00:00Z"}\n']))
            injected += 1
    corrupted.append(rows[0][: len(rows[0]) // 2])  # torn
    injected += 1
    spool_file.write_bytes(b"".join(corrupted))
    last = memtool(down, "ingest", "-q", input=dumps(claude("UserPromptSubmit", prompt="after the outage fz5000x")))
    assert last.returncode == 0
    appended = json.loads(spool_file.read_bytes().splitlines()[-1])  # on a fresh line after the torn one
    assert appended["payload"]["prompt"] == "after the outage fz5000x"
    up = memtool(env, "ingest", "--replay", input=b"")
    assert up.returncode == 0, up.stderr.decode()
    assert f"{injected} spooled lines could not be stored" in up.stderr.decode()
    marks = stored_marks(database_url)
    assert len(marks) == len(set(marks)) and set(marks) == good | {5000}
    quarantine = tmp_path / "home" / "state" / "spool.quarantine.jsonl"
    kept = [json.loads(x) for x in quarantine.read_text().splitlines()]
    assert len(kept) == injected and all(k["reason"] and k["line"] for k in kept)
    assert any("refused by the database" in k["reason"] for k in kept) == any(b"nul-row" in r for r in corrupted)
    doctor = memtool(env, "doctor", input=b"")
    checks = {c["check"]: c for c in map(json.loads, doctor.stdout.splitlines())}
    assert checks["spool-quarantine"]["status"] == "warn" and str(quarantine) in checks["spool-quarantine"]["detail"]
    assert checks["spool"]["status"] == "ok"
