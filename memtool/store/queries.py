"""Named queries: the statements of a table family, kept as plain SQL in `sql/queries/<family>.sql`
and read once per process into a dict (the file is read on the first query asked for, so a
capture hook that never needs the family never opens it).

A family's file holds blocks, each opened by a `-- name: verb_noun` line; the comment lines
right after it say what the query returns (they are the query's documentation), the rest of the
block up to the next `-- name:` is the statement:

    -- name: count_pending
    -- Events of a project still waiting for distillation.
    SELECT count(*) AS n FROM event_queue q JOIN events e ON e.id = q.event_id
     WHERE q.status IN ('pending', 'claimed') AND e.project = %(project)s;

Parameters are psycopg's (`%s`, `%(name)s`); a trailing `;` is dropped. A statement may use a
fragment: `{live(o)}` is the live-observation predicate on alias o (`live()` below, `{live()}`
unqualified), so what "live" means is still written once; a store module may pass more to
`Family` (`active=standing.active`). Only the store module of the family runs its queries (docs/architecture.md, "Store
reads and writes, as named queries"); a statement built from parts (optional filters, psycopg.sql
identifiers) is a function of that store module instead.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Iterator

_NAME = re.compile(r"^--\s*name:\s*([a-z][a-z0-9_]*)\s*$", re.M)
_FRAGMENT = re.compile(r"\{([a-z_]+)\(([a-z_]*)\)\}")


def queries_dir() -> Path:
    """`sql/queries/` beside the migrations (the checkout's, or the wheel's memtool/sql)."""
    from memtool.store import migrations  # (a capture hook that never runs a query does not import it)

    return migrations.sql_dir() / "queries"


def parse(text: str, origin: str = "<text>") -> dict[str, str]:
    """{name: statement} of one family file's text. A block without a statement, a name given
    twice or a statement before the first name is an error naming the file and the query."""
    marks = list(_NAME.finditer(text))
    head = text[:marks[0].start()] if marks else text
    if not marks or not all(not line.strip() or line.lstrip().startswith("--") for line in head.splitlines()):
        raise ValueError(f"{origin}: a statement before the first `-- name: verb_noun` line")
    out: dict[str, str] = {}
    for mark, following in zip(marks, [*marks[1:], None]):
        name = mark.group(1)
        lines = text[mark.end():following.start() if following else len(text)].strip().splitlines()
        while lines and (not lines[0].strip() or lines[0].lstrip().startswith("--")):
            lines.pop(0)  # the query's documentation
        statement = "\n".join(lines).strip().rstrip(";").rstrip()
        if name in out:
            raise ValueError(f"{origin}: query {name!r} is named twice")
        if not statement:
            raise ValueError(f"{origin}: query {name!r} has no statement")
        out[name] = statement
    return out


def expand(statement: str, fragments: dict[str, Callable[[str], str]], origin: str) -> str:
    """Replace each `{fragment(arg)}` by what the family's fragment function gives for arg."""
    def one(match: re.Match[str]) -> str:
        function = fragments.get(match.group(1))
        if function is None:
            raise ValueError(f"{origin}: unknown fragment {match.group(0)} (the store module passes its fragments"
                             " to queries.Family)")
        return function(match.group(2))
    return _FRAGMENT.sub(one, statement)


def live(alias: str | None = None) -> str:
    """The one "live observation" predicate (not forgotten: a soft delete sets deleted_at), as
    SQL on the observations row `alias` (or unqualified): `{live(o)}` in a named query, `live("o")`
    in a statement a store module builds. Every statement that reads live observations uses it
    (tests/test_structure.py checks); the partial indexes of sql/*.sql carry the same condition.
    store/observations.py, the owner of the table, re-exports it."""
    return f"{alias}.deleted_at IS NULL" if alias else "deleted_at IS NULL"


#: the fragments every family's statements may use
FRAGMENTS: dict[str, Callable[[str], str]] = {"live": live}


class Family:
    """The named queries of one family file, read on first use: `Q = Family("observations",
    active=standing.active)`, then `conn.execute(Q["ids_of_session"], (session,))`."""

    def __init__(self, name: str, **fragments: Callable[[str], str]) -> None:
        self.name = name
        self._fragments = {**FRAGMENTS, **fragments}
        self._queries: dict[str, str] | None = None

    def _load(self) -> dict[str, str]:
        if self._queries is None:
            path = queries_dir() / f"{self.name}.sql"
            origin = f"sql/queries/{path.name}"
            parsed = parse(path.read_text(encoding="utf-8"), origin)
            self._queries = {name: expand(text, self._fragments, f"{origin}: {name}")
                             for name, text in parsed.items()}
        return self._queries

    def __getitem__(self, name: str) -> str:
        queries = self._load()
        if name not in queries:
            raise KeyError(f"sql/queries/{self.name}.sql has no query named {name!r}")
        return queries[name]

    def names(self) -> list[str]:
        return sorted(self._load())


def stream(conn, statement: str, params, name: str, batch: int = 1000) -> Iterator[dict]:
    """The rows of a query through a server-side cursor named `name`, `batch` rows per round
    trip: constant memory however many rows (export, knowledge files)."""
    with conn.cursor(name=name) as cur:
        cur.itersize = batch
        cur.execute(statement, params)
        yield from cur
