"""The package's shape, checked by reading its source (issue 12): one owner module per table,
adapters without SQL, modules of a readable size.

Ownership: only the owner module of a table contains `INSERT INTO` / `UPDATE … SET` /
`DELETE FROM` / `COPY … FROM` for it; every other module calls the owner's functions. Migrations
(sql/*.sql) are outside the package and not checked. `rescrub.py` rewrites every table's text
through the catalogue (identifiers composed with psycopg.sql, never a table name in the text):
it is the one whole-schema rewrite, like a migration.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "memtool"
MAX_LINES = 600

#: table → the one module (path inside memtool/) allowed to write it
OWNERS = {
    "sessions": "store/events.py",
    "events": "store/events.py",
    "event_queue": "store/queue.py",
    "observations": "store/observations.py",
    "observation_versions": "store/observations.py",
    "embeddings": "retrieve/embed.py",
    "summaries": "distil/summarize.py",
    "summary_versions": "distil/summarize.py",
    "day_rollups": "distil/rollups.py",
    "day_rollup_versions": "distil/rollups.py",
    "search_stats": "store/termstats.py",
    "search_term_stats": "store/termstats.py",
    "event_passages": "store/passages.py",
    "passage_stats": "store/passages.py",
    "passage_term_stats": "store/passages.py",
    "redaction_state": "maintenance/rescrub.py",
    "merges": "maintenance/dedup.py",
    "maintenance_state": "maintenance/upkeep.py",
    "recall_log": "store/recalls.py",
    "memory_standing": "maintenance/consolidate.py",
    "memtool_migrations": "store/migrations.py",
}

_WRITE = re.compile(r"\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE|COPY)\s+([a-z_][a-z0-9_]*)\b(\s+\w+)?", re.I)
_SQL = re.compile(r"\b(SELECT\s.+\sFROM\s|INSERT\s+INTO\s|DELETE\s+FROM\s|UPDATE\s+\w+\s+(\w+\s+)?SET\s"
                  r"|CREATE\s+(TABLE|INDEX)\s|ALTER\s+(TABLE|SYSTEM)\s)", re.S)
#: the thin adapters: they call the library and hold no SQL (issue 12)
ADAPTERS = ["adapters/cli.py", "adapters/mcp.py", "adapters/mcp_protocol.py",
            *sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "adapters" / "commands").glob("*.py")),
            *sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "adapters" / "serve").glob("*.py"))]
#: part B of issue 12 (struct-b) reshaped cli.py, mcp.py and search.py: nothing pending
PENDING_B: set[str] = set()


def _tables() -> set[str]:
    text = "\n".join(p.read_text() for p in sorted((ROOT / "sql").glob("*.sql")))
    return set(re.findall(r"CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)", text)) | {"memtool_migrations"}


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module (f-strings' literal parts included), docstrings left out."""
    tree = ast.parse(path.read_text())
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            out.append((node.lineno, node.value))
    return out


def _writes(path: Path, tables: set[str]) -> list[tuple[int, str, str]]:
    found = []
    for line, text in _strings(path):
        for match in _WRITE.finditer(text):
            verb, table, after = " ".join(match.group(1).upper().split()), match.group(2), match.group(3) or ""
            if table not in tables:
                continue  # "FOR UPDATE SKIP LOCKED", "DO UPDATE SET", prose
            if verb == "UPDATE" and not re.match(r"\s+(SET|[a-z]\w*)$", after, re.I):
                continue
            if verb == "COPY" and not re.search(r"\bFROM\s+STDIN\b", text, re.I):
                continue
            found.append((line, verb, table))
    return found


def test_every_table_has_an_owner():
    assert _tables() - set(OWNERS) == set(), "a new table needs an owner module in OWNERS"
    for owner in set(OWNERS.values()):
        assert (PACKAGE / owner).exists(), owner


def test_the_scanner_sees_writes(tmp_path):
    """The check below is only as good as its scanner: it must see each kind of write."""
    sample = PACKAGE / "store/observations.py"
    verbs = {verb for _, verb, table in _writes(sample, _tables()) if table == "observations"}
    assert verbs >= {"INSERT INTO", "UPDATE", "DELETE FROM"}
    assert any(table == "event_passages" and verb == "INSERT INTO"
               for _, verb, table in _writes(PACKAGE / "store/passages.py", _tables()))
    copying = tmp_path / "copying.py"
    copying.write_text('STATEMENT = "COPY event_passages (event_id, body) FROM STDIN"\n')
    assert _writes(copying, _tables()) == [(1, "COPY", "event_passages")]


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_only_the_owner_writes_a_table(path):
    tables = _tables()
    name = str(path.relative_to(PACKAGE))
    strays = [f"{name}:{line}: {verb} {table} (owner: {OWNERS.get(table)})"
              for line, verb, table in _writes(path, tables) if OWNERS.get(table) != name]
    assert strays == [], "call the owner module's function instead:\n" + "\n".join(strays)


def _size_params():
    for path in _modules():
        name = str(path.relative_to(PACKAGE))
        marks = ([pytest.mark.xfail(strict=False, reason="issue 12 part B (struct-b) splits it")]
                 if name in PENDING_B else [])
        yield pytest.param(path, id=name, marks=marks)


@pytest.mark.parametrize("path", list(_size_params()))
def test_no_module_is_over_600_lines(path):
    lines = len(path.read_text().splitlines())
    assert lines <= MAX_LINES, f"{path.name} has {lines} lines: split it by concern"


def _adapter_params():
    for name in ADAPTERS:
        marks = ([pytest.mark.xfail(strict=False, reason="issue 12 part B (struct-b) moves it into the library")]
                 if name in PENDING_B else [])
        yield pytest.param(PACKAGE / name, id=name, marks=marks)


def _executes(path: Path) -> list[int]:
    """Lines where the module runs a statement itself (conn.execute, cur.executemany, …)."""
    return [node.lineno for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("execute", "executemany", "copy")]


@pytest.mark.parametrize("path", list(_adapter_params()))
def test_adapters_hold_no_sql(path):
    sql = [f"{path.name}:{line}: {text.strip()[:70]!r}" for line, text in _strings(path) if _SQL.search(text)]
    sql += [f"{path.name}:{line}: runs a statement" for line in _executes(path)]
    assert sql == [], "move the statement into its owner module:\n" + "\n".join(sql)


def test_the_sql_detector_sees_sql():
    assert _executes(PACKAGE / "store/observations.py")
    assert _SQL.search("SELECT id FROM observations WHERE id = %s")
    assert _SQL.search("UPDATE observations o SET title = %s")
    assert not _SQL.search("select the observations to keep")
