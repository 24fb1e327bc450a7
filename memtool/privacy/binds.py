"""Secrets bound to SQL placeholders: the column names one place, the values another.

ORMs and database drivers log a statement with placeholders and, on the same or a later line, the
values bound to them; the secret's name is the column's, its value is in the list. Each placeholder
of a secret-named column (``password``, ``client_secret``, ``"sessionToken"``) is mapped to its
value, whatever the logger:

* statements: ``INSERT INTO t (a, client_secret) VALUES (?, ?)``, ``SET `smtp_password`=?``,
  ``WHERE "sessionToken" = $1``, ``[Password] = @p1``, ``password = :pw``, ``%s``/``%(pw)s``;
* values, by position or by name: Hibernate's ``binding parameter [2] as [VARCHAR] - [X]``,
  MyBatis' ``==> Parameters: ci(String), X(String)``, Prisma's ``params ["X",1,0]``, Sequelize's
  ``… ; X, 2026-04-25T20:58:37Z, 445``, EF Core's ``[Parameters=[@p0='ci', @p1='X' …]]``,
  PostgreSQL's ``DETAIL: parameters: $1 = 'X'``, and ``params``/``binds``/``args`` lists.

A value goes when it reads as a credential (`memtool.privacy.sentences._credential`) or is a long
random or hex string; it is replaced wherever it stands in the text.
"""

from __future__ import annotations

import re
from typing import Iterator

from memtool.privacy import lookalike
from memtool.privacy.checks import _HEX_RE, _MARKER_PREFIX, _lazy, _looks_random, _marker
from memtool.privacy.names import _common_not_secret, secret_name
from memtool.privacy.sentences import _credential

_PLACEHOLDER = r"\?|\$\d+|@\w+|:[A-Za-z_]\w*|%s|%\(\w+\)s"
_INSERT_RE = _lazy(r"(?i)\binsert\s+into\s+[^\s(]+\s*\((?P<cols>[^()]{1,2000})\)\s*values\s*\((?P<phs>[^()]{1,2000})\)")
_COMPARE_RE = _lazy(r"(?P<col>[\w.\"`\[\]]{1,128})\s*(?:=|<>|!=|(?i:\blike\b))\s*(?P<ph>" + _PLACEHOLDER + r")")
_POSITIONAL_RE = _lazy(r"(?<![\w$@:%])(?:\?|%s)(?![\w])")
_SQL_HINT_RE = _lazy(r"(?i)\b(?:insert\s+into|update\s+\S+\s+set|select\b|delete\s+from|where)\b")

# where the values are
_HIBERNATE_RE = _lazy(r"binding parameter \[(?P<n>\d+)\] as \[\w+\] - \[(?P<v>[^\]\n]*)\]")
_MYBATIS_RE = _lazy(r"(?m)Parameters:[ \t]*(?P<list>[^\n]*)$")
_NAMED_VALUE_RE = _lazy(r"(?P<name>@\w+|\$\d+|:[A-Za-z_]\w*)[ \t]*=[ \t]*(?P<q>['\"]?)(?P<v>[^'\"\n,]*?)(?P=q)"
                        r"(?=[ \t]*(?:\(|,|\]|$|\n))")
_LIST_RE = _lazy(r"(?i)(?:\bparams|\bparameters|\bbinds|\bbindings|\bargs)[ \t]*[:=]?[ \t]*[\[(](?P<list>[^\n]{0,2000})[\])]")
_TRAILING_RE = _lazy(r"(?m)[ \t];[ \t](?P<list>[^;\n]{1,2000})$")
_ITEM_RE = _lazy(r"[ \t]*(?:\"(?P<dq>(?:\\.|[^\"\\])*)\"|'(?P<sq>[^']*)'|(?P<bare>[^,\]\)]*?))[ \t]*(?:\([^()]*\))?[ \t]*(?:,|$)")


def _column(name: str) -> str:
    return name.split(".")[-1].strip("\"`[] ")


def _secret_column(name: str) -> bool:
    return secret_name(_column(name)) in ("password", "secret", "auth")


def _slots(sql: str) -> tuple[set[int], set[str]]:
    """Positions (1-based, among positional placeholders) and names of the placeholders bound to a
    secret-named column in ``sql``."""
    positions: set[int] = set()
    names: set[str] = set()
    ordinals = {m.start(): i + 1 for i, m in enumerate(_POSITIONAL_RE.finditer(sql))}
    for m in _INSERT_RE.finditer(sql):
        cols, phs = m.group("cols").split(","), m.group("phs").split(",")
        offset = m.start("phs")
        for col, ph in zip(cols, phs):
            start = offset + len(ph) - len(ph.lstrip())
            offset += len(ph) + 1
            if _secret_column(col):
                _add(ph.strip(), start, ordinals, positions, names)
    for m in _COMPARE_RE.finditer(sql):
        if _secret_column(m.group("col")):
            _add(m.group("ph"), m.start("ph"), ordinals, positions, names)
    return positions, names


def _add(ph: str, start: int, ordinals: dict[int, int], positions: set[int], names: set[str]) -> None:
    if ph in ("?", "%s"):
        if start in ordinals:
            positions.add(ordinals[start])
    elif ph.startswith("$") and ph[1:].isdigit():
        positions.add(int(ph[1:]))
        names.add(ph)
    else:
        names.add(ph)


def _items(listing: str) -> list[str]:
    out = []
    for m in _ITEM_RE.finditer(listing):
        if m.end() == m.start():
            break
        out.append(next((g for g in (m.group("dq"), m.group("sq"), m.group("bare")) if g is not None), "").strip())
        if m.end() >= len(listing):
            break
    return out


def _values(rest: str, around: str, positions: set[int], names: set[str]) -> list[str]:
    """The values bound to ``positions`` in ``rest`` (the statement's line and what follows) and
    to ``names`` in ``around`` (EF Core logs the parameters before the statement)."""
    found = []
    for m in _HIBERNATE_RE.finditer(rest):
        if int(m.group("n")) in positions:
            found.append(m.group("v"))
    for m in _NAMED_VALUE_RE.finditer(around):
        if m.group("name") in names:
            found.append(m.group("v"))
    for regex in (_MYBATIS_RE, _LIST_RE, _TRAILING_RE):
        for m in regex.finditer(rest):
            items = _items(m.group("list"))
            found += [items[p - 1] for p in positions if 0 < p <= len(items)]
    return found


def _secret_value(value: str) -> bool:
    if len(value) < 4 or _MARKER_PREFIX in value or _common_not_secret(value):
        return False
    return _credential(value) or _looks_random(value, 16) or bool(_HEX_RE.fullmatch(value)) and len(value) >= 24


_PLACEHOLDER_USE_RE = _lazy(r"[=(,][ \t]*(?:\?|\$\d|@\w|:[A-Za-z_]|%s|%\()")  # (a statement with placeholders)
_MAX_STATEMENTS = 200  # statements with a secret column looked at per text (each reads a window around it)


def redact_binds(text: str) -> tuple[str, int]:
    """Redact the values bound to secret-named columns; (text, count)."""
    if not _PLACEHOLDER_USE_RE.search(text) or not _SQL_HINT_RE.search(text):
        return text, 0
    secrets: set[str] = set()
    statements = 0
    for line_start, line in _lines_with_sql(text):
        positions, names = _slots(line[:4000])
        if (positions or names) and statements < _MAX_STATEMENTS:
            statements += 1
            after = text[line_start:line_start + len(line) + 3000]
            around = text[max(0, line_start - 2000):line_start + len(line) + 3000]
            secrets.update(v for v in _values(after, around, positions, names)
                           if _secret_value(v) and not lookalike.harmless(v, 0, len(v)))
    count = 0
    for value in sorted(secrets, key=len, reverse=True):
        n = text.count(value)
        if n:
            text = text.replace(value, _marker("sql-parameter"))
            count += n
    return text, count


def _lines_with_sql(text: str) -> Iterator[tuple[int, str]]:
    start = 0
    for line in text.split("\n"):
        if _SQL_HINT_RE.search(line):
            yield start, line
        start += len(line) + 1
