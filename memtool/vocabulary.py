"""Developer vocabulary: the tools that do an activity, so a question in words finds evidence in commands.

A later session asks in words ("how do I type-check the project?", "how are the tests run?") while
what answers it is a command (`npx tsc --noEmit`, `pytest -q`): the two share no word, and full-text
search cannot see that `tsc` is how one type-checks. `expansions(lexemes)` gives, for each query
lexeme that names an activity, the tools that commonly do it; the event tier's search (eventlog.py)
counts a passage naming one of those tools as holding the activity's term, at a share of its IDF
(fusion.Fusion.vocabulary, fitted leave-one-repository-out with the other constants:
bench/RESULTS.md, sessions recall). Events only: observations find meaning through their vectors,
while events have none, and full text is all the event tier sees.

The table was written from general knowledge of common developer tools, by activity — not from any
benchmark question — and is meant to stay that way: add a tool to its activity because it is a
common tool for it, never because one query needed it. Only activity words that say little else
are keys ("lint", "type-check", "debugger"): a word with an everyday sense of its own ("check",
"run", "find", "build") is no key, or every question holding it would pull in every tool — nor is a
word whose stem is one ("dependency" and "depend", "container" and "contain", "formatting" and
"format", "profiler" and "profile" stem alike).

Keys and tools are words as the index holds them (PostgreSQL's `english` configuration: a key is
stemmed, a hyphenated word is also kept whole); tests/retrieve check that the index stems each key
and tool as this module does.
"""

from __future__ import annotations

import functools
from typing import Iterable, Mapping

#: activity words (each stemmed as a query lexeme) → tools that commonly do that activity
ACTIVITIES: tuple[tuple[str, str], ...] = (
    # testing
    ("test tests testing unittest unittests",
     "pytest unittest nose nose2 tox nox jest vitest mocha jasmine karma ava rspec minitest phpunit junit testng"
     " ctest gotestsum nextest"),
    ("e2e end-to-end",
     "playwright cypress selenium puppeteer webdriver"),
    ("coverage",
     "coverage pytest-cov gcov lcov istanbul nyc jacoco tarpaulin"),
    ("benchmark benchmarks benchmarking",
     "hyperfine pytest-benchmark criterion jmh"),
    # static checks
    ("lint linter linters linting",
     "eslint ruff flake8 pylint pyflakes pycodestyle golangci-lint staticcheck clippy rubocop shellcheck stylelint"
     " tslint jshint hadolint markdownlint yamllint"),
    ("type-check type-checks type-checked type-checking typecheck typechecks typechecked typechecking typechecker"
     " type-checker",
     "tsc mypy pyright pytype"),
    ("formatter formatters reformat",
     "prettier black gofmt rustfmt isort autopep8 yapf clang-format"),
    # building and packaging
    ("compile compiler compiling compilation",
     "gcc clang javac rustc tsc cmake ninja"),
    ("bundle bundler bundling",
     "webpack vite rollup esbuild parcel"),
    ("virtualenv venv",
     "venv virtualenv conda pyenv uv poetry"),
    # running and shipping
    ("deploy deployed deploying deployment",
     "kubectl helm terraform ansible flyctl heroku vercel netlify"),
    ("migration migrations migrate",
     "alembic flyway liquibase prisma knex"),
    ("debug debugger debugging",
     "gdb lldb pdb ipdb delve"),
    # files and the repository
    ("directory directories folder folders",
     "ls mkdir tree"),
    ("commit commits branch branches rebase",
     "git"),
    ("download",
     "curl wget"),
)


@functools.cache
def _table() -> dict[str, tuple[str, ...]]:
    """Stemmed activity lexeme → its tools' lexemes (as the index stems them)."""
    from memtool import fulltext

    stemmer = fulltext.stemmer()

    def stem(word: str) -> str:
        return stemmer.stem_word(word) if stemmer is not None else word

    table: dict[str, list[str]] = {}
    for words, tools in ACTIVITIES:
        lexemes = [stem(tool) for tool in tools.split()]
        for word in words.split():
            known = table.setdefault(stem(word), [])
            known += [lexeme for lexeme in lexemes if lexeme not in known]
    return {key: tuple(tools) for key, tools in table.items()}


def expansions(lexemes: Iterable[str]) -> Mapping[str, tuple[str, ...]]:
    """For each query lexeme that names an activity, the tools that do it (less the query's own
    lexemes: a query naming the tool already finds it)."""
    lexemes = list(lexemes)
    own = set(lexemes)
    out = {}
    for lexeme in lexemes:
        tools = tuple(t for t in _table().get(lexeme, ()) if t not in own)
        if tools:
            out[lexeme] = tools
    return out
