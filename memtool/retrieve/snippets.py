"""One-line snippets for search hits: the run of words holding the most query terms, matched
through the stemmer behind PostgreSQL's `english` configuration (so words compare with the
query's lexemes). Used by both tiers of search, timeline rows and the context block."""

from __future__ import annotations

import itertools
import re
from typing import Iterable

from memtool import fulltext


def snippet(row: dict, width: int = 200, lexemes: Iterable[str] = ()) -> str:
    """One line: the narrative's passage with the most query terms (or its beginning)."""
    text = row.get("narrative") or row.get("title") or ""
    if lexemes:
        text = focused(text, frozenset(lexemes))
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


_WORD = re.compile(r"\w+")
SNIPPET_WORDS = 24


def focused(text: str, lexemes: frozenset, words: int = SNIPPET_WORDS) -> str:
    """The run of up to `words` words of `text` holding the most query terms, with "…" where
    text was left out. Words are stemmed with the Snowball English stemmer, the one behind
    PostgreSQL's `english` configuration, so they compare with the query's lexemes. (This is
    what ts_headline did in the query, at a tenth of the cost: it took ~1 ms of a search.)"""
    found = _WORD.findall(text, 0, 4000)
    if len(found) <= words:
        return text
    english = fulltext.stemmer()
    if english is None:
        return text
    lowered = [w.lower() for w in found]
    unique = list(set(lowered))
    stems = dict(zip(unique, english.stem_words(unique)))
    hits = [stems[w] in lexemes for w in lowered]
    best, count = 0, sum(hits[:words])
    running = count
    for start in range(1, len(hits) - words + 1):
        running += hits[start + words - 1] - hits[start - 1]
        if running > count:
            best, count = start, running
    if not count:
        return text
    first = best + hits[best:best + words].index(True)
    start = max(0, min(best, first - 2))  # a little context before the first term
    end = min(len(found), start + words)
    spans = [m.span() for m in itertools.islice(_WORD.finditer(text, 0, 4000), start, end)]
    piece = text[spans[0][0]:spans[-1][1]]
    return ("… " if start else "") + piece + (" …" if end < len(found) else "")
