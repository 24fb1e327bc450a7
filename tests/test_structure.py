"""The package's shape, checked by reading its source (issue 12): one owner module per table,
adapters without SQL, modules and functions of a readable size (600 and 80 lines).

Ownership: only the owner module of a table contains `INSERT INTO` / `UPDATE … SET` /
`DELETE FROM` / `COPY … FROM` for it; every other module calls the owner's functions. Migrations
(sql/*.sql) are outside the package and not checked; a named query (sql/queries/<family>.sql)
counts as written by the store module that loads its family. `store/redaction.py` rewrites every
table's text through the catalogue (identifiers composed with psycopg.sql, never a table name in
the text): it is the one whole-schema rewrite, like a migration.
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
    "embeddings": "store/embeddings.py",
    "summaries": "store/summaries.py",
    "summary_versions": "store/summaries.py",
    "day_rollups": "store/summaries.py",
    "day_rollup_versions": "store/summaries.py",
    "search_stats": "store/termstats.py",
    "search_term_stats": "store/termstats.py",
    "event_passages": "store/passages.py",
    "passage_stats": "store/termstats.py",
    "passage_term_stats": "store/termstats.py",
    "redaction_state": "store/redaction.py",
    "merges": "store/merges.py",
    "maintenance_state": "store/upkeep.py",
    "recall_log": "store/recalls.py",
    "injection_log": "store/injections.py",
    "memory_citations": "store/citations.py",
    "memory_standing": "store/standing.py",
    "memtool_migrations": "store/migrations.py",
    "team_members": "store/team.py",
}

_WRITE = re.compile(r"\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE|COPY)\s+([a-z_][a-z0-9_]*)\b(\s+\w+)?", re.I)
_SQL = re.compile(r"\b(SELECT\s.+\sFROM\s|INSERT\s+INTO\s|DELETE\s+FROM\s|UPDATE\s+\w+\s+(\w+\s+)?SET\s"
                  r"|CREATE\s+(TABLE|INDEX)\s|ALTER\s+(TABLE|SYSTEM)\s)", re.S)
#: the thin adapters: they call the library and hold no SQL (issue 12)
ADAPTERS = ["adapters/cli.py", "adapters/mcp.py", "adapters/mcp_protocol.py", "adapters/mcp_stdio.py",
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


def _query_files() -> dict[Path, str]:
    """sql/queries/<family>.sql → the store module (path inside memtool/) that loads the family."""
    loaders = {}
    for module in sorted((PACKAGE / "store").glob("*.py")):
        for family in re.findall(r'queries\.Family\("(\w+)"', module.read_text()):
            loaders[family] = str(module.relative_to(PACKAGE))
    return {path: loaders.get(path.stem, "(no store module loads it)")
            for path in sorted((ROOT / "sql" / "queries").glob("*.sql"))}


def _sql_writes(path: Path, tables: set[str]) -> list[tuple[int, str, str]]:
    """_writes over a .sql file's statements (comment lines aside)."""
    text = "\n".join("" if line.lstrip().startswith("--") else line for line in path.read_text().splitlines())
    found = []
    for match in _WRITE.finditer(text):
        verb, table, after = " ".join(match.group(1).upper().split()), match.group(2), match.group(3) or ""
        if table in tables and not (verb == "UPDATE" and not re.match(r"\s+(SET|[a-z]\w*)$", after, re.I)) \
                and verb != "COPY":
            found.append((text.count("\n", 0, match.start()) + 1, verb, table))
    return found


@pytest.mark.parametrize("path", list(_query_files()), ids=lambda p: p.name)
def test_only_the_owner_writes_a_table_in_named_queries(path):
    tables, module = _tables(), _query_files()[path]
    strays = [f"sql/queries/{path.name}:{line}: {verb} {table} (owner: {OWNERS.get(table)}; loaded by {module})"
              for line, verb, table in _sql_writes(path, tables) if OWNERS.get(table) != module]
    assert strays == [], "move the statement to the owner's family file:\n" + "\n".join(strays)


def test_the_named_query_scanner_sees_writes():
    assert {(verb, table) for _, verb, table in _sql_writes(ROOT / "sql/queries/merges.sql", _tables())} == {
        ("INSERT INTO", "merges"), ("UPDATE", "merges")}


def test_every_table_has_an_owner():
    assert _tables() - set(OWNERS) == set(), "a new table needs an owner module in OWNERS"
    for owner in set(OWNERS.values()):
        assert (PACKAGE / owner).exists(), owner


def test_the_scanner_sees_writes(tmp_path):
    """The check below is only as good as its scanner: it must see each kind of write."""
    sample = tmp_path / "writes.py"
    sample.write_text('A = "INSERT INTO observations (x) VALUES (1)"\nB = f"UPDATE observations SET x = {1}"\n'
                      'C = ("DELETE FROM observations"\n     " WHERE id = 1")\nD = "INSERT INTO event_passages (x) VALUES (1)"\n')
    verbs = {verb for _, verb, table in _writes(sample, _tables()) if table == "observations"}
    assert verbs >= {"INSERT INTO", "UPDATE", "DELETE FROM"}
    assert any(table == "event_passages" and verb == "INSERT INTO" for _, verb, table in _writes(sample, _tables()))
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


MAX_FUNCTION_LINES = 80  # no exceptions


def _functions(path: Path):
    """(qualified name, lines from `def` to its last line) of every function and method in a module."""
    def walk(node, prefix: str):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield f"{prefix}{child.name}", child.end_lineno - child.lineno + 1
                yield from walk(child, f"{prefix}{child.name}.")
            elif isinstance(child, ast.ClassDef):
                yield from walk(child, f"{prefix}{child.name}.")
            else:
                yield from walk(child, prefix)
    yield from walk(ast.parse(path.read_text()), "")


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_function_is_over_80_lines(path):
    name = str(path.relative_to(PACKAGE))
    over = {f"{name}:{function}": lines for function, lines in _functions(path) if lines > MAX_FUNCTION_LINES}
    assert not over, f"functions over {MAX_FUNCTION_LINES} lines (split them by step): {over}"


def test_the_function_size_check_sees_long_functions(tmp_path):
    """The walk finds nested functions and methods, and counts from `def` to the last line."""
    source = tmp_path / "m.py"
    body = "\n".join(f"        x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    source.write_text(f"class C:\n    def method(self):\n{body}\n\n\ndef f():\n    def inner():\n        pass\n")
    found = dict(_functions(source))
    assert found["C.method"] == MAX_FUNCTION_LINES + 1 and found["f"] == 3 and found["f.inner"] == 2


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


# -- layering (issue 23): the parts import only downwards, and no module imports itself back -----

#: the parts from the bottom up; a module may import its own part and the parts below it.
#: base = the modules at the top of the package and privacy/ (config, errors, records, project,
#: fulltext); `__main__` is the entry point and may import the CLI.
LAYERS = ["base", "store", "capture", "distil", "retrieve", "keep", "maintenance", "adapters"]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _part(module: str) -> str:
    pieces = module.split(".")
    return pieces[1] if len(pieces) > 2 and pieces[1] in LAYERS else "base"


def _imports() -> dict[str, set[str]]:
    """Every module's memtool imports, lazy and TYPE_CHECKING ones included (a type-only import
    is still a dependency a reader has to follow)."""
    modules = {_module_name(p): p for p in _modules()}
    graph = {}
    for name, path in modules.items():
        found = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("memtool"):
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    found.add(full if full in modules else node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.startswith("memtool"))
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_cycles():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    assert _cycles(_imports()) == [], "break the cycle: move what both sides need into the lower one"


def test_parts_import_only_downwards():
    graph = _imports()
    assert {_part(m) for m in graph} >= set(LAYERS), "every part has at least one module"
    upward = [f"{a} -> {b}" for a, deps in sorted(graph.items()) for b in sorted(deps)
              if LAYERS.index(_part(b)) > LAYERS.index(_part(a)) and a != "memtool.__main__"]
    assert upward == [], "a part imports a part above it:\n" + "\n".join(upward)


# -- the settings registry (issue 23): every MEMTOOL_ name the product reads is in config.SETTINGS ----

_SETTING_NAME = re.compile(r"\bMEMTOOL_[A-Z0-9_]*[A-Z0-9]\b")


def _shipped_files() -> list[Path]:
    """The package and the hook files (their READMEs too: a variable they document must exist)."""
    return [*_modules(), *(p for p in (ROOT / "hooks").rglob("*") if p.is_file())]


def test_every_memtool_variable_is_registered():
    from memtool import config

    unregistered = sorted({f"{name} ({path.relative_to(ROOT)})" for path in _shipped_files()
                           for name in _SETTING_NAME.findall(path.read_text(errors="replace"))
                           if name not in config.BY_NAME})
    assert unregistered == [], "register these in memtool/config.py SETTINGS (and run bin/gen-man):\n" + \
        "\n".join(unregistered)


def test_every_registered_variable_is_read_somewhere():
    from memtool import config

    text = "\n".join(p.read_text(errors="replace") for p in _shipped_files() if p.name != "config.py")
    text += (PACKAGE / "config.py").read_text().split("SETTINGS: tuple")[0]  # config's own readers
    config_code = (PACKAGE / "config.py").read_text().split("del S\n", 1)[1]
    unread = [s.name for s in config.SETTINGS if s.name not in text and f'"{s.name}"' not in config_code]
    assert unread == [], f"registered but never read (remove them): {unread}"


def test_the_registry_scanner_sees_names(tmp_path):
    assert _SETTING_NAME.findall('x = env("MEMTOOL_LLM_URL") # MEMTOOL_*') == ["MEMTOOL_LLM_URL"]


# -- one live-observation predicate (issue 23): store/queries.py's live() -------------------------

LIVE_OWNER = "store/queries.py"
_LIVE_PREDICATE = re.compile(r"\bdeleted_at\s+IS\s+NULL\b", re.I)


def _live_predicates(path: Path) -> list[int]:
    """Lines where a module writes the live-observation predicate itself."""
    text = path.read_text()
    return [text.count("\n", 0, match.start()) + 1 for match in _LIVE_PREDICATE.finditer(text)]


def test_the_live_predicate_is_written_once():
    """What "live" means (not forgotten) is defined once, by the owner of observations; every
    other statement asks `live(alias)` for it (store/queries.py; `{live(o)}` in a named query)."""
    strays = [f"{path.relative_to(PACKAGE)}:{line}" for path in _modules()
              if str(path.relative_to(PACKAGE)) != LIVE_OWNER for line in _live_predicates(path)]
    assert strays == [], "use memtool.store.queries.live(alias) ({live(o)} in sql/queries) instead:\n" + "\n".join(strays)
    assert len(set(_live_predicates(PACKAGE / LIVE_OWNER))) == 1, "the owner defines it in one place: live()"


def test_the_live_predicate_check_sees_it(tmp_path):
    sample = tmp_path / "m.py"
    sample.write_text('A = "SELECT 1"\nB = """WHERE o.deleted_at\n   is null"""\n')
    assert _live_predicates(sample) == [2]
    assert _LIVE_PREDICATE.search("deleted_at IS NOT NULL") is None


# -- the store as named queries (issue 23): SQL lives in memtool/store/ and sql/, nowhere else ------

#: a statement in a string literal (docstrings aside): what a concern module may no longer hold
_STATEMENT = re.compile(r"\b(SELECT|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+[a-z_]\w*(?:\s+[a-z]\w*)?\s+SET)\b")
#: modules outside store/ holding statements that are not memtool's store, with how many (a count
#: may only shrink) and why (SQL_OUTSIDE_STORE_WHY): every statement on memtool's own database is
#: in memtool/store/ (named queries in sql/queries/<family>.sql, built ones in the family's module)
SQL_OUTSIDE_STORE: dict[str, int] = {
    "keep/importers.py": 7,
}
#: why a module may keep SQL that is not memtool's store
SQL_OUTSIDE_STORE_WHY = {
    "keep/importers.py": "reads claude-mem's own SQLite database (another tool's schema, not memtool's store)",
}


def _statements(path: Path) -> int:
    return sum(len(_STATEMENT.findall(text)) for _, text in _strings(path))


def _outside_store() -> list[Path]:
    return [p for p in _modules() if p.relative_to(PACKAGE).parts[0] != "store"]


@pytest.mark.parametrize("path", _outside_store(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_sql_lives_in_the_store(path):
    name = str(path.relative_to(PACKAGE))
    found, allowed = _statements(path), SQL_OUTSIDE_STORE.get(name, 0)
    assert found <= allowed, (
        f"memtool/{name} holds {found} SQL statements (allowed {allowed}): put the new statement in"
        " sql/queries/<family>.sql as a named query and call it through the family's store module"
        " (docs/architecture.md, \"The store as named queries\")")


def test_the_sql_allowance_only_shrinks():
    stale = [f"{name}: {allowed} -> {_statements(PACKAGE / name)}" for name, allowed in SQL_OUTSIDE_STORE.items()
             if not (PACKAGE / name).exists() or _statements(PACKAGE / name) < allowed]
    assert stale == [], "fewer statements than allowed: lower SQL_OUTSIDE_STORE (remove a 0):\n" + "\n".join(stale)
    assert set(SQL_OUTSIDE_STORE_WHY) <= set(SQL_OUTSIDE_STORE), "a reason for a module that holds no SQL any more"
    assert set(SQL_OUTSIDE_STORE) <= set(SQL_OUTSIDE_STORE_WHY), "an allowance without its reason"


def test_the_statement_counter_sees_statements(tmp_path):
    sample = tmp_path / "m.py"
    sample.write_text('"""SELECT in a docstring is prose."""\nA = "SELECT id FROM t"\n'
                      'B = f"UPDATE observations o SET x = 1 WHERE {A}"\nC = "INSERT INTO t VALUES (1)"\n'
                      'D = "select the rows; DELETE FROM t"\n')
    assert _statements(sample) == 4


#: store modules whose Python strings hold statements, with how many (a count may only shrink) and
#: why: a fixed statement is a named query in sql/queries/<family>.sql; what stays in Python is
#: composed from parts, or runs before there is a schema
STATEMENTS_IN_STORE_PYTHON: dict[str, tuple[int, str]] = {
    "store/db.py": (4, "connecting to and preparing the server, before any schema exists"),
    "store/migrations.py": (7, "the migrator and its own bookkeeping table"),
    "store/injections.py": (5, "the totals per group: the group's key composed with psycopg.sql"),
    "store/observations.py": (4, "an insert or update of the columns given; a restore of catalogue-named columns"),
    "store/observations_read.py": (5, "compress's lookup of related memories: the branches that apply"),
    "store/passages_read.py": (13, "the event tier's search statement, built from the query"),
    "store/redaction.py": (1, "every table's rows, composed from the catalogue"),
    "store/search_sql.py": (29, "the observation tier's search statement, built from the query"),
    "store/similar.py": (3, "vector neighbours, composed per embedding dimension"),
    "store/standing.py": (2, "the standing expressions (fragments) and the explain read built from them"),
    "store/team.py": (4, "privileges granted to role identifiers (psycopg.sql)"),
    "store/termstats.py": (19, "the full-text engine's statements, built from a tier's table names"),
}


@pytest.mark.parametrize("path", sorted((PACKAGE / "store").glob("*.py")), ids=lambda p: p.name)
def test_fixed_statements_are_named_queries(path):
    name = str(path.relative_to(PACKAGE))
    found, allowed = _statements(path), STATEMENTS_IN_STORE_PYTHON.get(name, (0, ""))[0]
    assert found <= allowed, (
        f"memtool/{name} holds {found} SQL statements in Python strings (allowed {allowed}): write a fixed"
        " statement as a named query in sql/queries/<family>.sql (docs/architecture.md, \"The store as named"
        " queries\"); only a statement composed from parts stays in the module")


def test_the_store_allowance_only_shrinks():
    stale = [f"{name}: {allowed} -> {_statements(PACKAGE / name)}"
             for name, (allowed, _) in STATEMENTS_IN_STORE_PYTHON.items()
             if not (PACKAGE / name).exists() or _statements(PACKAGE / name) < allowed]
    assert stale == [], "fewer statements than allowed: lower STATEMENTS_IN_STORE_PYTHON:\n" + "\n".join(stale)


def test_no_named_query_spells_the_live_predicate():
    strays = [f"sql/queries/{p.name}:{line}" for p in sorted((ROOT / "sql" / "queries").glob("*.sql"))
              for line in _live_predicates(p)]
    assert strays == [], "write {live(alias)} instead:\n" + "\n".join(strays)
