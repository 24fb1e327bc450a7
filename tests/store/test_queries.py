"""Named queries (store/queries.py, sql/queries/*.sql): the files parse, each query is run by its
family's store module, and every statement is valid SQL on the migrated schema."""

from __future__ import annotations

import importlib
import re

import pytest

from conftest import TESTS
from memtool.store import queries

ROOT = TESTS.parent
STORE = ROOT / "memtool" / "store"
FAMILIES = sorted(p.stem for p in (ROOT / "sql" / "queries").glob("*.sql"))


def test_a_family_file_parses_into_named_statements():
    text = """-- what the family is
-- name: count_things
-- How many things.
SELECT count(*) AS n FROM things -- a comment inside stays
 WHERE kind = %s;

-- name: list_things
SELECT '{}'::text[] AS empty, id FROM things WHERE {live(t)};
"""
    parsed = queries.parse(text, "things.sql")
    assert parsed == {"count_things": "SELECT count(*) AS n FROM things -- a comment inside stays\n WHERE kind = %s",
                      "list_things": "SELECT '{}'::text[] AS empty, id FROM things WHERE {live(t)}"}
    expanded = queries.expand(parsed["list_things"], queries.FRAGMENTS, "things.sql")
    assert expanded.endswith("WHERE t.deleted_at IS NULL") and "'{}'::text[]" in expanded


@pytest.mark.parametrize("text, message", [
    ("SELECT 1;\n-- name: a_b\nSELECT 2", "a statement before the first"),
    ("-- name: a_b\nSELECT 1\n-- name: a_b\nSELECT 2", "named twice"),
    ("-- name: a_b\n-- only a comment\n", "has no statement"),
])
def test_a_broken_family_file_is_named(text, message):
    with pytest.raises(ValueError, match=message):
        queries.parse(text, "broken.sql")


def test_an_unknown_fragment_is_an_error():
    with pytest.raises(ValueError, match=r"unknown fragment \{alive\(o\)\}"):
        queries.expand("SELECT 1 WHERE {alive(o)}", queries.FRAGMENTS, "x.sql: q")


def test_a_missing_query_says_which_file():
    with pytest.raises(KeyError, match="sql/queries/counts.sql has no query named 'nothing'"):
        queries.Family("counts")["nothing"]


def _loaders() -> dict[str, list[tuple[str, queries.Family]]]:
    """family name → the store modules that hold a Family of it (module name, the object)."""
    found: dict[str, list[tuple[str, queries.Family]]] = {}
    for path in sorted(STORE.glob("*.py")):
        module = importlib.import_module(f"memtool.store.{path.stem}")
        for value in vars(module).values():
            if isinstance(value, queries.Family):
                found.setdefault(value.name, []).append((path.name, value))
    return found


@pytest.mark.parametrize("family", FAMILIES)
def test_every_query_is_run_by_its_store_module(family):
    """A family file is loaded once (one queries.Family object, which the family's store modules
    share), and those modules name every one of its queries (a query no code runs is dead text)."""
    loaders = _loaders().get(family, [])
    assert loaders and len({id(named) for _, named in loaders}) == 1, \
        f"sql/queries/{family}.sql: one queries.Family loads it (shared by its store modules), found {loaders}"
    text = "".join((STORE / module).read_text() for module, _ in loaders)
    unused = [name for name in loaders[0][1].names() if f'"{name}"' not in text]
    assert unused == [], f"sql/queries/{family}.sql: no code runs {unused} (remove them)"


def _positional(statement: str) -> str:
    """psycopg's %s / %b / %t / %(name)s as PostgreSQL's $1, $2 … (a name reused keeps its number)."""
    names: dict[str, int] = {}
    count = 0

    def one(match: re.Match[str]) -> str:
        nonlocal count
        if match.group(0) == "%%":
            return "%"
        name = match.group(1)
        if name is None or name not in names:
            count += 1
            if name is not None:
                names[name] = count
            return f"${count}"
        return f"${names[name]}"
    return re.sub(r"%%|%\((\w+)\)[sbt]|%[sbt]", one, statement)


def test_every_query_is_valid_on_the_schema(conn):
    """Each statement is prepared by the server (parsed, names resolved, types inferred), so a
    typo in a rarely run query fails here, not in a user's purge."""
    bad = []
    families = _loaders()
    assert set(families) >= set(FAMILIES)
    for family in FAMILIES:
        named = families[family][0][1]
        for name in named.names():
            try:
                with conn.transaction():
                    conn.execute(f"PREPARE memtool_check AS {_positional(named[name])}")
                    conn.execute("DEALLOCATE memtool_check")
            except Exception as exc:  # noqa: BLE001 - collected and reported below
                bad.append(f"sql/queries/{family}.sql {name}: {str(exc).splitlines()[0]}")
    assert bad == [], "\n".join(bad)
